import { Router } from "express";
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

/**
 * `/api/manage-job-ads/internal/…` for the staff panel's own functions (docs/api.md): ordering
 * for a company (`orderJobAd`: job-ad products and talent-search licences), a company's talent
 * search (`adsList`, read-only, without the contacted people's names), the session's groups (`manipulateGroups`, checked against the
 * login groups) and the list of service orders (`serviceAdOrderList`). The path's ability is
 * checked before any handler (API_RULES); every change is audited in its transaction.
 */

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
      res.status(201).json({ data: result });
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
    res.json({ data: { ...overview, quota, contacts } });
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
      res.status(201).json({ data: order });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      sendError(res, refusal.status, refusal.message);
    }
  });

  router.get("/internal/session/groups", (_req, res) => {
    res.json({ data: sessionGroupsOf(res.locals.user, { production }) });
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
    res.json({ data: outcome.groups });
  });

  router.get("/internal/service-orders", async (req, res) => {
    const query = serviceOrdersQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const { rows, total } = await serviceOrders(db, query.data);
    res.json({ data: rows, meta: { total, page: query.data.page, pageSize: query.data.pageSize } });
  });

  return router;
}
