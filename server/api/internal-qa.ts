import { Router } from "express";
import type { Database } from "@db/client";
import { readJobAd } from "~/features/job-ads/job-ads.server";
import { claimForReview, qaQueue, qaReportsOf, qaReview, releaseClaim, submitReport } from "~/features/qa/qa.server";
import { qaQueueQuerySchema, qaReportSchema } from "~/features/qa/schema";
import { parseRowId } from "~/lib/row-id";
import { MESSAGES, sendDomainError, sendError, sendValidationError } from "./api-errors";

/**
 * `/api/manage-job-ads/internal/qa/…` (docs/api.md): the QA queue, claims, the review data with
 * the automatic checks, and reports. The path rule demands qaPages before any handler runs;
 * approve/reject go through the lifecycle, audited with the report in one transaction.
 */

export function createInternalQaRouter({ db, production }: { db: Database; production: boolean }): Router {
  const router = Router();

  router.get("/internal/qa", async (req, res) => {
    const user = res.locals.user;
    const query = qaQueueQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const { rows, total } = await qaQueue(db, user, query.data);
    res.json({ data: rows, meta: { total, page: query.data.page, pageSize: 20 } });
  });

  router.get("/internal/qa/:id", async (req, res) => {
    const id = parseRowId(req.params.id);
    const review = id === null ? null : await qaReview(db, id);
    if (!review) return sendError(res, 404, MESSAGES.jobAdNotFound);
    const { ad, company, checks, claim, reports } = review;
    res.json({
      data: {
        id: ad.id,
        title: ad.title,
        status: ad.status,
        origin: ad.origin,
        company,
        checks,
        claim,
        reports,
      },
    });
  });

  router.get("/internal/qa/:id/reports", async (req, res) => {
    const id = parseRowId(req.params.id);
    if (id === null || !(await readJobAd(db, id))) return sendError(res, 404, MESSAGES.jobAdNotFound);
    res.json({ data: await qaReportsOf(db, id) });
  });

  router.post("/internal/qa/:id/:action", async (req, res) => {
    const user = res.locals.user;
    const id = parseRowId(req.params.id);
    if (id === null) return sendError(res, 404, MESSAGES.jobAdNotFound);
    try {
      switch (req.params.action) {
        case "claim":
          return void res.json({ data: await claimForReview(db, id, user) });
        case "release":
          await releaseClaim(db, id, user);
          return void res.json({ data: { released: true } });
        case "report": {
          const body = qaReportSchema.safeParse(req.body ?? {});
          if (!body.success) return sendValidationError(res, body.error);
          const result = await submitReport(db, id, user, body.data, {
            production,
            requestId: res.locals.requestId,
          });
          return void res.status(201).json({ data: result });
        }
        default:
          return sendError(res, 404, MESSAGES.noSuchEndpoint);
      }
    } catch (error) {
      if (!sendDomainError(res, error)) throw error;
    }
  });

  return router;
}
