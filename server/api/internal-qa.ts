import { Router } from "express";
import { z } from "zod";
import { DISTRIBUTION_CHANNELS } from "@auth/user";
import type { Database } from "@db/client";
import { readJobAd } from "~/features/job-ads/job-ads.server";
import { claimForReview, qaQueue, qaReportsOf, qaReview, releaseClaim, submitReport } from "~/features/qa/qa.server";
import { qaQueueQuerySchema, qaReportSchema } from "~/features/qa/schema";
import { parseRowId } from "~/lib/row-id";
import { MESSAGES, sendDomainError, sendError, sendValidationError } from "./api-errors";
import { actionResultSchema, listMetaSchema } from "./job-ad-answers";
import { describeRoutes, instantSchema, rowIdParamSchema } from "./openapi";

/**
 * `/api/manage-job-ads/internal/qa/…` (docs/api.md): the QA queue, claims, the review data with
 * the automatic checks, and reports. The path rule demands qaPages before any handler runs;
 * approve/reject go through the lifecycle, audited with the report in one transaction.
 */

// Without a component name: the generator would make a named schema nullable everywhere.
const claimSchema = z.object({ staffId: z.number().int(), staffName: z.string(), claimedAt: instantSchema });
const checkSchema = z
  .object({ key: z.string(), label: z.string(), status: z.enum(["ok", "warning", "error"]), detail: z.string() })
  .meta({ id: "QaCheck" });
const reportSchema = z.object({
  id: z.number().int(),
  decision: z.enum(["approved", "rejected"]),
  reasons: z.array(z.string()),
  message: z.string(),
  checks: z.array(checkSchema),
  staffName: z.string(),
  at: instantSchema,
});

export const qaQueueAnswerSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      companyId: z.number().int(),
      companyName: z.string(),
      channel: z.enum(DISTRIBUTION_CHANNELS),
      origin: z.string(),
      waitingSince: instantSchema,
      claim: claimSchema.nullable(),
    }),
  ),
  meta: listMetaSchema,
});
export const qaReviewAnswerSchema = z.object({
  data: z.object({
    id: z.number().int(),
    title: z.string(),
    status: z.string(),
    origin: z.string(),
    company: z.object({
      id: z.number().int(),
      fullName: z.string(),
      channel: z.enum(DISTRIBUTION_CHANNELS),
      city: z.string(),
    }),
    checks: z.array(checkSchema),
    claim: claimSchema.nullable(),
    reports: z.array(reportSchema),
  }),
});
export const qaReportsAnswerSchema = z.object({ data: z.array(reportSchema) });
export const qaClaimAnswerSchema = z.object({ data: claimSchema });
export const qaReleaseAnswerSchema = z.object({ data: z.object({ released: z.literal(true) }) });
export const qaReportResultSchema = z.object({
  data: actionResultSchema.shape.data.extend({ reportId: z.number().int() }),
});

/** What a reviewer does with an ad; another word answers 404. */
export const qaActionSchema = z.enum(["claim", "release", "report"]);

const TAG = "Qualitätskontrolle";
const QA_ERRORS = { 403: "Keine Berechtigung (qaPages)", 404: "Unbekanntes Inserat" };

/** The routes below as the API's description lists them (server/api/openapi.ts). */
export const internalQaRoutes = describeRoutes("/api/manage-job-ads", [
  {
    method: "get",
    path: "/internal/qa",
    summary: "Die Inserate in Prüfung, älteste zuerst",
    tag: TAG,
    security: "session",
    query: qaQueueQuerySchema,
    answers: { 200: { description: "Eine Seite der Warteschlange", schema: qaQueueAnswerSchema } },
    errors: { 403: QA_ERRORS[403], 400: "Ungültige Abfrage" },
  },
  {
    method: "get",
    path: "/internal/qa/:id",
    summary: "Ein Inserat zur Prüfung mit den automatischen Prüfungen",
    tag: TAG,
    security: "session",
    params: z.object({ id: rowIdParamSchema }),
    answers: { 200: { description: "Das Inserat", schema: qaReviewAnswerSchema } },
    errors: QA_ERRORS,
  },
  {
    method: "get",
    path: "/internal/qa/:id/reports",
    summary: "Die Prüfberichte eines Inserats, neueste zuerst",
    tag: TAG,
    security: "session",
    params: z.object({ id: rowIdParamSchema }),
    answers: { 200: { description: "Die Berichte", schema: qaReportsAnswerSchema } },
    errors: QA_ERRORS,
  },
  {
    method: "post",
    path: "/internal/qa/:id/:action",
    summary: "Übernehmen (`claim`), freigeben (`release`) oder berichten (`report`)",
    description: "Nur `report` hat einen Body.",
    tag: TAG,
    security: "session",
    params: z.object({ id: rowIdParamSchema, action: qaActionSchema }),
    body: { schema: qaReportSchema, required: false },
    answers: {
      200: {
        description: "Übernommen oder freigegeben",
        schema: z.union([qaClaimAnswerSchema, qaReleaseAnswerSchema]),
      },
      201: { description: "Der Bericht ist gespeichert", schema: qaReportResultSchema },
    },
    errors: {
      ...QA_ERRORS,
      400: "Ungültiger Bericht",
      404: "Unbekanntes Inserat oder unbekannte Aktion",
      409: "Jemand anderer prüft das Inserat, oder es ist nicht mehr in Prüfung",
    },
  },
]);

export function createInternalQaRouter({ db, production }: { db: Database; production: boolean }): Router {
  const router = Router();

  router.get("/internal/qa", async (req, res) => {
    const user = res.locals.user;
    const query = qaQueueQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const { rows, total } = await qaQueue(db, user, query.data);
    res.json({
      data: rows,
      meta: { total, page: query.data.page, pageSize: 20 },
    } satisfies z.input<typeof qaQueueAnswerSchema>);
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
    } satisfies z.input<typeof qaReviewAnswerSchema>);
  });

  router.get("/internal/qa/:id/reports", async (req, res) => {
    const id = parseRowId(req.params.id);
    if (id === null || !(await readJobAd(db, id))) return sendError(res, 404, MESSAGES.jobAdNotFound);
    res.json({ data: await qaReportsOf(db, id) } satisfies z.input<typeof qaReportsAnswerSchema>);
  });

  router.post("/internal/qa/:id/:action", async (req, res) => {
    const user = res.locals.user;
    const id = parseRowId(req.params.id);
    if (id === null) return sendError(res, 404, MESSAGES.jobAdNotFound);
    try {
      const action = qaActionSchema.safeParse(req.params.action);
      switch (action.data) {
        case "claim":
          return void res.json({ data: await claimForReview(db, id, user) } satisfies z.input<
            typeof qaClaimAnswerSchema
          >);
        case "release":
          await releaseClaim(db, id, user);
          return void res.json({ data: { released: true } } satisfies z.input<typeof qaReleaseAnswerSchema>);
        case "report": {
          const body = qaReportSchema.safeParse(req.body ?? {});
          if (!body.success) return sendValidationError(res, body.error);
          const result = await submitReport(db, id, user, body.data, {
            production,
            requestId: res.locals.requestId,
          });
          return void res.status(201).json({ data: result } satisfies z.input<typeof qaReportResultSchema>);
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
