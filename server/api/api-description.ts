import { z } from "zod";
import { authRoutes } from "../sign-in/routes";
import { uploadRoutes } from "../uploads";
import { externalJobAdRoutes } from "./external-job-ads";
import { featureFlagRoutes } from "./feature-flags";
import { internalJobAdRoutes } from "./internal-job-ads";
import { internalQaRoutes } from "./internal-qa";
import { internalServiceEntryRoutes } from "./internal-service-entry";
import { internalStaffRoutes } from "./internal-staff";
import { sharedJobAdRoutes } from "./shared-job-ads";
import { v1Routes } from "./v1/description";
import { describeRoutes, generateApiDescription, type ApiDescription, type DescribedRoute } from "./openapi";

/** The path of the description; the reference page reads it. */
export const API_DESCRIPTION_PATH = "/api/openapi.json";

/** `GET /api/openapi.json`: the description itself. */
const descriptionRoutes = describeRoutes("", [
  {
    method: "get",
    path: API_DESCRIPTION_PATH,
    summary: "Diese Beschreibung (OpenAPI 3.1)",
    tag: "Plattform",
    security: "public",
    answers: {
      200: {
        description: "Das OpenAPI-Dokument",
        schema: z.looseObject({ openapi: z.literal("3.1.0"), info: z.looseObject({}), paths: z.looseObject({}) }),
      },
    },
  },
]);

/**
 * Every route of the JSON API, each list from the file of its handlers. A new router adds its
 * list here (docs/api.md "Die Beschreibung erweitern"); the test `server/api/openapi.test.ts`
 * fails while a route of the API router is missing here, or a described route has no handler.
 */
export const API_ROUTES: readonly DescribedRoute[] = [
  ...authRoutes,
  ...featureFlagRoutes,
  ...externalJobAdRoutes,
  ...sharedJobAdRoutes,
  ...internalJobAdRoutes,
  ...internalQaRoutes,
  ...internalServiceEntryRoutes,
  ...internalStaffRoutes,
  ...uploadRoutes,
  ...v1Routes,
  ...descriptionRoutes,
];

let generated: ApiDescription | null = null;

/** The description, generated on first use and kept for the life of the process. */
export function apiDescription(): ApiDescription {
  generated ??= generateApiDescription(API_ROUTES);
  return generated;
}
