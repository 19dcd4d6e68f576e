import { Router } from "express";
import { z } from "zod";
import { GROUPS } from "@auth/abilities";
import type { Database } from "@db/client";
import { serviceOrders, serviceOrdersQuerySchema } from "~/features/internal/service-orders.server";
import { sessionGroupsOf, sessionGroupsSchema, setSessionGroups } from "~/features/internal/session-groups.server";
import { staffOrderSchema } from "~/features/internal/components/order-schema";
import { COMPANY_NOT_FOUND_MESSAGE, placeStaffOrder, StaffOrderError } from "~/features/internal/staff-orders.server";
import { parseRowId } from "~/lib/row-id";
import { contactRequestsForStaff, quotaOf } from "~/features/active-sourcing/contacts.server";
import { licenceOverview, orderLicence } from "~/features/active-sourcing/licence.server";
import { licenceApiOrderSchema } from "~/features/active-sourcing/licence-order";
import { refusalOf } from "~/lib/domain-error";
import { companyExists } from "~/features/companies/companies.server";
import { sendError, sendValidationError } from "./api-errors";
import { listMetaSchema } from "./job-ad-answers";
import { describeRoutes, instantSchema, rowIdParamSchema } from "./openapi";

/**
 * `/api/manage-job-ads/internal/…` for the staff panel's own functions (docs/api.md): ordering
 * for a company (`orderJobAd`: job-ad products and talent-search licences), a company's talent
 * search (`adsList`, read-only, without the contacted people's names), the session's groups (`manipulateGroups`, checked against the
 * login groups) and the list of service orders (`serviceAdOrderList`). The path's ability is
 * checked before any handler (API_RULES); every change is audited in its transaction.
 */

export const staffOrderAnswerSchema = z.object({
  data: z.object({
    invoiceId: z.number().int(),
    invoiceNumber: z.string(),
    creditsAdded: z.number().int(),
    creditBalance: z.number().int(),
  }),
});

const termSchema = z.object({ productName: z.string(), startsOn: z.string(), endsOn: z.string() });

export const talentOverviewAnswerSchema = z.object({
  data: z.object({
    current: termSchema.extend({ contactQuota: z.number().int(), includesMatching: z.boolean() }).nullable(),
    products: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        shortDescription: z.string(),
        features: z.array(z.string()),
        runDays: z.number().int(),
        priceCents: z.number().int(),
        contactQuota: z.number().int(),
        includesMatching: z.boolean(),
      }),
    ),
    terms: z.array(termSchema.extend({ invoiceNumber: z.string(), orderedBy: z.string() })),
    next: z
      .record(z.string(), z.object({ startsOn: z.string(), endsOn: z.string() }))
      .meta({ description: "Je Produktnummer die Laufzeit, die eine Bestellung abdecken würde." }),
    quota: z.object({ quota: z.number().int(), used: z.number().int(), month: z.string() }).nullable(),
    contacts: z.array(
      z.object({
        id: z.number().int(),
        sentAt: instantSchema,
        state: z.enum(["offen", "angenommen", "abgelehnt", "abgelaufen"]),
        senderName: z.string(),
        headline: z.string(),
      }),
    ),
  }),
});

export const licenceOrderAnswerSchema = z.object({ data: termSchema.extend({ invoiceNumber: z.string() }) });

export const sessionGroupsAnswerSchema = z.object({
  data: z.object({
    groups: z.array(z.enum(GROUPS)),
    groupsByLogin: z.array(z.enum(GROUPS)),
    selectable: z.array(z.enum(GROUPS)),
    narrowed: z.boolean(),
  }),
});

export const serviceOrdersAnswerSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.string(),
      companyId: z.number().int(),
      companyName: z.string(),
      productName: z.string().nullable(),
      createdAt: instantSchema,
      createdBy: z.string().nullable(),
    }),
  ),
  meta: listMetaSchema,
});

const TAG = "Mitarbeiterfunktionen";
const COMPANY_ERRORS = { 403: "Keine Berechtigung", 404: "Unbekanntes Unternehmen" };

/** The routes below as the API's description lists them (server/api/openapi.ts). */
export const internalStaffRoutes = describeRoutes("/api/manage-job-ads", [
  {
    method: "post",
    path: "/internal/companies/:companyId/orders",
    summary: "Inseratsprodukte für ein Unternehmen bestellen",
    tag: TAG,
    security: "session",
    params: z.object({ companyId: rowIdParamSchema }),
    body: { schema: staffOrderSchema },
    answers: { 201: { description: "Bestellt und verrechnet", schema: staffOrderAnswerSchema } },
    errors: { ...COMPANY_ERRORS, 400: "Ungültige Bestellung" },
  },
  {
    method: "get",
    path: "/internal/companies/:companyId/talent",
    summary: "Die Talentsuche eines Unternehmens (nur lesen)",
    tag: TAG,
    security: "session",
    params: z.object({ companyId: rowIdParamSchema }),
    answers: {
      200: { description: "Lizenz, Laufzeiten, Kontingent und Kontaktanfragen", schema: talentOverviewAnswerSchema },
    },
    errors: COMPANY_ERRORS,
  },
  {
    method: "post",
    path: "/internal/companies/:companyId/talent-licence",
    summary: "Eine Lizenz der Talentsuche bestellen",
    tag: TAG,
    security: "session",
    params: z.object({ companyId: rowIdParamSchema }),
    body: { schema: licenceApiOrderSchema },
    answers: { 201: { description: "Bestellt und verrechnet", schema: licenceOrderAnswerSchema } },
    errors: { ...COMPANY_ERRORS, 400: "Ungültige Bestellung", 409: "Inzwischen wurde eine andere Laufzeit bestellt" },
  },
  {
    method: "get",
    path: "/internal/session/groups",
    summary: "Die Gruppen, mit denen die Sitzung handelt",
    tag: TAG,
    security: "session",
    answers: { 200: { description: "Die Gruppen", schema: sessionGroupsAnswerSchema } },
    errors: { 403: "Keine Berechtigung" },
  },
  {
    method: "put",
    path: "/internal/session/groups",
    summary: "Die Gruppen der Sitzung einschränken oder zurücksetzen",
    tag: TAG,
    security: "session",
    body: { schema: sessionGroupsSchema },
    answers: { 200: { description: "Die neuen Gruppen", schema: sessionGroupsAnswerSchema } },
    errors: { 400: "Ungültige Gruppen", 403: "Keine Berechtigung" },
  },
  {
    method: "get",
    path: "/internal/service-orders",
    summary: "Die von Mitarbeiter:innen erfassten Inserate, neueste zuerst",
    tag: TAG,
    security: "session",
    query: serviceOrdersQuerySchema,
    answers: { 200: { description: "Eine Seite der Service-Inserate", schema: serviceOrdersAnswerSchema } },
    errors: { 400: "Ungültige Abfrage", 403: "Keine Berechtigung" },
  },
]);

export function createInternalStaffRouter({ db, production }: { db: Database; production: boolean }): Router {
  const router = Router();

  router.post("/internal/companies/:companyId/orders", async (req, res) => {
    const companyId = parseRowId(req.params.companyId);
    if (companyId === null) return sendError(res, 404, COMPANY_NOT_FOUND_MESSAGE);
    const body = staffOrderSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    try {
      const result = await placeStaffOrder(db, res.locals.user, companyId, body.data, {
        requestId: res.locals.requestId,
      });
      res.status(201).json({ data: result } satisfies z.input<typeof staffOrderAnswerSchema>);
    } catch (error) {
      if (!(error instanceof StaffOrderError)) throw error;
      sendError(res, error.status, error.message, error.field ? { [error.field]: error.message } : undefined);
    }
  });

  router.get("/internal/companies/:companyId/talent", async (req, res) => {
    const companyId = parseRowId(req.params.companyId);
    if (companyId === null || !(await companyExists(db, companyId)))
      return sendError(res, 404, COMPANY_NOT_FOUND_MESSAGE);
    const now = new Date();
    const [overview, contacts] = await Promise.all([
      licenceOverview(db, companyId, now),
      contactRequestsForStaff(db, companyId, now),
    ]);
    const quota = overview.current ? await quotaOf(db, companyId, overview.current, now) : null;
    res.json({ data: { ...overview, quota, contacts } } satisfies z.input<typeof talentOverviewAnswerSchema>);
  });

  router.post("/internal/companies/:companyId/talent-licence", async (req, res) => {
    const companyId = parseRowId(req.params.companyId);
    if (companyId === null || !(await companyExists(db, companyId)))
      return sendError(res, 404, COMPANY_NOT_FOUND_MESSAGE);
    const body = licenceApiOrderSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    const staff = res.locals.user;
    try {
      const order = await orderLicence(
        db,
        {
          companyId,
          productId: body.data.productId,
          orderedBy: `${staff.firstName} ${staff.lastName}`.trim() || staff.email,
          expectedStartsOn: body.data.startsOn ?? null,
          now: new Date(),
        },
        { actor: staff, requestId: res.locals.requestId },
      );
      res.status(201).json({ data: order } satisfies z.input<typeof licenceOrderAnswerSchema>);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      sendError(res, refusal.status, refusal.message);
    }
  });

  router.get("/internal/session/groups", (_req, res) => {
    res.json({ data: sessionGroupsOf(res.locals.user, { production }) } satisfies z.input<
      typeof sessionGroupsAnswerSchema
    >);
  });

  router.put("/internal/session/groups", async (req, res) => {
    const body = sessionGroupsSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    const session = res.locals.session;
    if (!session) return sendError(res, 401, "Bitte melden Sie sich an.");
    const outcome = await setSessionGroups(db, session.idHash, res.locals.user, body.data.groups, {
      production,
      requestId: res.locals.requestId,
    });
    if (!outcome.ok) return sendError(res, 400, outcome.message, { groups: outcome.message });
    res.json({ data: outcome.groups } satisfies z.input<typeof sessionGroupsAnswerSchema>);
  });

  router.get("/internal/service-orders", async (req, res) => {
    const query = serviceOrdersQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const { rows, total } = await serviceOrders(db, query.data);
    res.json({
      data: rows,
      meta: { total, page: query.data.page, pageSize: query.data.pageSize },
    } satisfies z.input<typeof serviceOrdersAnswerSchema>);
  });

  return router;
}
