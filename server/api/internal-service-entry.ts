import { Router } from "express";
import type { Database } from "@db/client";
import { companyExists } from "~/features/companies/companies.server";
import { createServiceDraft, serviceEntryCreateSchema } from "~/features/internal/service-entry.server";
import { parseRowId } from "~/lib/row-id";
import { sendError, sendValidationError } from "./api-errors";

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
    res.status(201).json({ data: { id: jobAdId, status: "draft", origin: "service", companyId: id } });
  });

  return router;
}
