import { z } from "zod";
import { externalJobAdRoutes } from "../external-job-ads";
import { describeRoutes, rowIdParamSchema, type DescribedRoute } from "../openapi";
import {
  applicationDetailResponse,
  applicationEventsResponse,
  applicationListQuery,
  applicationListResponse,
  applicationStageBody,
  applicationStageResponse,
  talentConversationListResponse,
  talentConversationResponse,
} from "./schemas";

/** Where app.ts mounts the integration API (decision 076). */
export const V1_PREFIX = "/api/v1";

const COOKIE_JOB_ADS = "/api/manage-job-ads/external/job-ads";

/**
 * The ads of the integration API are the company's own handlers with a token as principal
 * (`createExternalJobAdsRouter`, collection `/job-ads`), so their description is theirs under the
 * versioned path, without the editor's autosave (cookie pages only).
 */
const jobAdRoutes: readonly DescribedRoute[] = externalJobAdRoutes
  .filter((route) => route.path.startsWith(COOKIE_JOB_ADS) && !route.path.endsWith("/draft"))
  .map((route) => ({
    ...route,
    path: V1_PREFIX + "/job-ads" + route.path.slice(COOKIE_JOB_ADS.length),
    tag: "Integrations-API: Inserate",
    security: "bearer" as const,
  }));

const APPLICATIONS = "Integrations-API: Bewerbungen";
const TALENT = "Integrations-API: Talent-Gespräche";
const applicationParams = z.object({ id: rowIdParamSchema });

/** The routes of `server/api/v1/router.ts` as the API's description lists them. */
export const v1Routes: readonly DescribedRoute[] = [
  ...jobAdRoutes,
  ...describeRoutes(V1_PREFIX, [
    {
      method: "get",
      path: "/applications",
      summary: "Die Bewerbungen des Unternehmens (50 je Seite)",
      description: "Braucht den Scope `applications:read`. Liest nichts als gelesen.",
      tag: APPLICATIONS,
      security: "bearer",
      query: applicationListQuery,
      answers: { 200: { description: "Eine Seite der Bewerbungen", schema: applicationListResponse } },
      errors: { 400: "Ungültige Abfrage", 403: "Dem Token fehlt der Scope" },
    },
    {
      method: "get",
      path: "/applications/:id",
      summary: "Eine Bewerbung mit ihren Dokumenten",
      tag: APPLICATIONS,
      security: "bearer",
      params: applicationParams,
      answers: { 200: { description: "Die Bewerbung", schema: applicationDetailResponse } },
      errors: { 403: "Dem Token fehlt der Scope", 404: "Unbekannte oder fremde Bewerbung" },
    },
    {
      method: "get",
      path: "/applications/:id/documents/:documentId",
      summary: "Ein Dokument einer Bewerbung (die Datei selbst)",
      tag: APPLICATIONS,
      security: "bearer",
      params: z.object({ id: rowIdParamSchema, documentId: z.uuid() }),
      answers: {
        200: {
          description: "Die Datei als Anhang, mit ihrem eigenen Content-Type (z. B. application/pdf)",
          schema: z.string().meta({ format: "binary" }),
          contentType: "application/octet-stream",
          headers: { "Content-Disposition": "Der Dateiname" },
        },
      },
      errors: { 403: "Dem Token fehlt der Scope", 404: "Unbekanntes Dokument" },
    },
    {
      method: "get",
      path: "/applications/:id/events",
      summary: "Der Verlauf einer Bewerbung",
      tag: APPLICATIONS,
      security: "bearer",
      params: applicationParams,
      answers: { 200: { description: "Die Einträge, älteste zuerst", schema: applicationEventsResponse } },
      errors: { 403: "Dem Token fehlt der Scope", 404: "Unbekannte oder fremde Bewerbung" },
    },
    {
      method: "post",
      path: "/applications/:id/stage",
      summary: "Eine Bewerbung in eine andere Phase verschieben",
      description: "Braucht den Scope `applications:write`.",
      tag: APPLICATIONS,
      security: "bearer",
      params: applicationParams,
      body: { schema: applicationStageBody },
      answers: { 200: { description: "Verschoben", schema: applicationStageResponse } },
      errors: {
        400: "Ungültige Phase",
        403: "Dem Token fehlt der Scope",
        404: "Unbekannte Bewerbung oder Phase",
        409: "Die Bewerbung kann nicht verschoben werden",
      },
    },
    {
      method: "get",
      path: "/talent-conversations",
      summary: "Die Gespräche der Talentsuche",
      tag: TALENT,
      security: "bearer",
      answers: { 200: { description: "Die Gespräche", schema: talentConversationListResponse } },
      errors: { 403: "Dem Token fehlt der Scope" },
    },
    {
      method: "get",
      path: "/talent-conversations/:profileId",
      summary: "Ein Gespräch der Talentsuche",
      description: "Liest nichts als gelesen.",
      tag: TALENT,
      security: "bearer",
      params: z.object({ profileId: rowIdParamSchema }),
      answers: { 200: { description: "Das Gespräch", schema: talentConversationResponse } },
      errors: { 403: "Dem Token fehlt der Scope", 404: "Unbekanntes Gespräch" },
    },
  ]),
];
