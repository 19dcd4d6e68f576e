import { Router } from "express";
import { z } from "zod";
import type { Database } from "@db/client";
import { companyExists } from "~/features/companies/companies.server";
import { createServiceDraft, serviceEntryCreateSchema } from "~/features/internal/service-entry.server";
import { parseRowId } from "~/lib/row-id";
import { sendError, sendValidationError } from "./api-errors";
import { describeRoutes, rowIdParamSchema } from "./openapi";

export const serviceEntryAnswerSchema = z.object({
  data: z.object({
    id: z.number().int(),
    status: z.literal("draft"),
    origin: z.literal("service"),
    companyId: z.number().int(),
  }),
});

/** The route below as the API's description lists it (server/api/openapi.ts). */
export const internalServiceEntryRoutes = describeRoutes("/api/manage-job-ads", [
  {
    method: "post",
    path: "/internal/companies/:id/service-entry",
    summary: "Ein Inserat als Service-Erfassung für ein Unternehmen beginnen",
    tag: "Mitarbeiterfunktionen",
    security: "session",
    params: z.object({ id: rowIdParamSchema }),
    body: { schema: serviceEntryCreateSchema, required: false },
    answers: { 201: { description: "Der Entwurf ist angelegt", schema: serviceEntryAnswerSchema } },
    errors: { 400: "Ungültiger Body", 403: "Keine Berechtigung", 404: "Unbekanntes Unternehmen" },
  },
]);

/**
 * `POST /api/manage-job-ads/internal/companies/{id}/service-entry` (docs/api.md): staff with
 * serviceEntryAd (API rule) start an ad for a company; the steps are then filled in on the
 * service-entry pages or through the same step rules.
 */
export function createInternalServiceEntryRouter({ db, production }: { db: Database; production: boolean }): Router {
  const router = Router();

  router.post("/internal/companies/:id/service-entry", async (req, res) => {
    const user = res.locals.user;
    const id = parseRowId(req.params.id);
    if (id === null || !(await companyExists(db, id))) {
      return sendError(res, 404, "Das Unternehmen wurde nicht gefunden.");
    }
    const body = serviceEntryCreateSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    const jobAdId = await createServiceDraft(db, id, body.data.title, user, {
      production,
      requestId: res.locals.requestId,
    });
    res.status(201).json({
      data: { id: jobAdId, status: "draft", origin: "service", companyId: id },
    } satisfies z.input<typeof serviceEntryAnswerSchema>);
  });

  return router;
}
