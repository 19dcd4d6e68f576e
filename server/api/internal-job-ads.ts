import { Router } from "express";
import { z } from "zod";
import { abilitiesOfGroups } from "@auth/abilities";
import { DISTRIBUTION_CHANNELS, type AuthUser } from "@auth/user";
import type { Database } from "@db/client";
import { companyExists } from "~/features/companies/companies.server";
import { companyDetail, searchCompanies } from "~/features/internal/companies.server";
import { jobAdAuditEntries, performStaffAction } from "~/features/internal/staff-actions.server";
import {
  changeOrderedProduct,
  changePublicationExpiration,
  moveScheduledPublication,
  sendOnlineMail,
} from "~/features/job-ads/staff-functions.server";
import { noteSchema, pageSchema, pageSizeSchema, searchTextSchema } from "~/lib/request-params";
import { parseRowId, rowIdSchema } from "~/lib/row-id";
import { STAFF_NOTE_MAX_LENGTH } from "~/features/internal/components/staff-action-texts";
import { actorOf, countByStatus, jobAdHistory, listJobAds, readJobAd } from "~/features/job-ads/job-ads.server";
import { applicationCounts30 } from "~/features/applications/overview.server";
import type { JobAdAction } from "~/features/job-ads/lifecycle";
import { availableActions, staffFunctionsFor } from "~/features/job-ads/policy";
import { MESSAGES, sendDomainError, sendError, sendValidationError } from "./api-errors";
import { jobAdDetail } from "./job-ad-detail";
import { listSortSchema, statusListSchema } from "./job-ad-query";

/**
 * `/api/manage-job-ads/internal/…` (docs/api.md): staff's view of every company and its ads and
 * the staff actions of SPEC §6. The path's ability is checked before any handler (API_RULES);
 * the ability by the ad's origin is the lifecycle's, so its refusal answers 403 with its reason.
 * Every action is written to the audit log in the transaction that makes the change.
 */

const COMPANY_NOT_FOUND = "Das Unternehmen wurde nicht gefunden.";

const pageSize = pageSizeSchema(20);

const companiesQuerySchema = z.object({
  q: searchTextSchema,
  channel: z
    .enum(DISTRIBUTION_CHANNELS, {
      error: `Unbekannter Vertriebskanal. Erlaubt: ${DISTRIBUTION_CHANNELS.join(", ")}.`,
    })
    .optional(),
  page: pageSchema,
  pageSize,
});

const jobAdsQuerySchema = z.object({
  companyId: rowIdSchema("Bitte geben Sie die Nummer des Unternehmens an."),
  status: statusListSchema.optional(),
  q: searchTextSchema,
  sort: listSortSchema,
  page: pageSchema,
  pageSize,
});

const actionBodySchema = z.strictObject(
  {
    note: noteSchema(STAFF_NOTE_MAX_LENGTH).optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? "Erlaubt ist nur das Feld „note“." : "Bitte senden Sie ein JSON-Objekt.",
  },
);

const emptyBodySchema = z.strictObject(
  {},
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? "Diese Aktion erwartet keine Felder." : "Bitte senden Sie ein JSON-Objekt.",
  },
);

/** An instant with its offset, e.g. "2026-03-20T07:00:00.000Z" or "2026-03-20T08:00:00+01:00". */
function instant(field: string) {
  return z.iso
    .datetime({ offset: true, error: `Bitte geben Sie ${field} als Zeitpunkt im ISO-8601-Format an.` })
    .transform((value) => new Date(value));
}

/** The object-level messages of a body with exactly one field. */
function onlyField(name: string) {
  return (issue: { code: string }) =>
    issue.code === "unrecognized_keys" ? `Erlaubt ist nur das Feld „${name}“.` : "Bitte senden Sie ein JSON-Objekt.";
}

const scheduleBodySchema = z.strictObject(
  { publishAt: instant("das Veröffentlichungsdatum") },
  { error: onlyField("publishAt") },
);
const expirationBodySchema = z.strictObject(
  { expiresAt: instant("das Laufzeitende") },
  { error: onlyField("expiresAt") },
);
const productBodySchema = z.strictObject(
  {
    productId: rowIdSchema("Bitte wählen Sie ein Produkt aus dem Angebot."),
  },
  { error: onlyField("productId") },
);

/** The lifecycle actions of SPEC §6 this API offers to staff; the path rule names each one's ability. */
const INTERNAL_ACTIONS = [
  "lock",
  "unlock",
  "delete",
  "restore",
  "deactivate",
  "reactivate",
  "free-prolongation",
  "remind",
  "undo-runtime-extension",
  "prolong",
  "publish",
] as const satisfies readonly JobAdAction[];
function isInternalAction(value: string): value is (typeof INTERNAL_ACTIONS)[number] {
  return (INTERNAL_ACTIONS as readonly string[]).includes(value);
}

export function createInternalJobAdsRouter({ db, production }: { db: Database; production: boolean }): Router {
  const router = Router();

  router.get("/internal/companies", async (req, res) => {
    const query = companiesQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const { rows, total } = await searchCompanies(db, {
      ...(query.data.q ? { q: query.data.q } : {}),
      ...(query.data.channel ? { channel: query.data.channel } : {}),
      page: query.data.page,
      pageSize: query.data.pageSize,
    });
    res.json({ data: rows, meta: { total, page: query.data.page, pageSize: query.data.pageSize } });
  });

  router.get("/internal/companies/:companyId", async (req, res) => {
    const id = parseRowId(req.params.companyId);
    const company = id === null ? null : await companyDetail(db, id);
    if (!company) return sendError(res, 404, COMPANY_NOT_FOUND);
    res.json({ data: company });
  });

  router.get("/internal/job-ads", async (req, res) => {
    const user = res.locals.user;
    const query = jobAdsQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const { companyId } = query.data;
    const [{ rows, total }, counts] = await Promise.all([
      listJobAds(
        db,
        {
          companyId,
          ...(query.data.status ? { statuses: query.data.status } : {}),
          ...(query.data.q ? { q: query.data.q } : {}),
          sort: query.data.sort,
          page: query.data.page,
          pageSize: query.data.pageSize,
        },
        applicationCounts30,
      ),
      countByStatus(db, companyId),
    ]);
    if (Object.keys(counts).length === 0 && !(await companyExists(db, companyId))) {
      return sendError(res, 404, COMPANY_NOT_FOUND);
    }
    const now = new Date();
    const actor = actorOf(user, { production });
    const abilities = abilitiesOfGroups(user.groups, { production });
    res.json({
      data: rows.map(({ lifecycle, ...row }) => ({
        ...row,
        actions: availableActions(lifecycle, actor, now),
        staffFunctions: staffFunctionsFor(lifecycle, abilities),
      })),
      meta: { total, page: query.data.page, pageSize: query.data.pageSize, countsByStatus: counts },
    });
  });

  router.get("/internal/job-ads/:id", async (req, res) => {
    const user = res.locals.user;
    const id = parseRowId(req.params.id);
    const found = id === null ? null : await readJobAd(db, id);
    if (!found) return sendError(res, 404, MESSAGES.jobAdNotFound);
    const [history, audit] = await Promise.all([jobAdHistory(db, found.ad.id), jobAdAuditEntries(db, found.ad.id)]);
    const actions = availableActions(found.lifecycle, actorOf(user, { production }), new Date());
    const detail = jobAdDetail(found.ad, found.product, actions);
    const staffFunctions = staffFunctionsFor(
      { status: found.ad.status, origin: found.ad.origin },
      abilitiesOfGroups(user.groups, { production }),
    );
    res.json({ data: { ...detail.data, staffFunctions, history, audit } });
  });

  /**
   * The staff functions outside the lifecycle (staff-functions.server.ts). The path rule checks
   * adOnlineMail/adChangeOrderService, or adsList where the spec names one ability per origin;
   * the service checks the ad's origin, state and the input and answers its refusal.
   */
  function staffFunction<T extends z.ZodType>(
    method: "post" | "put",
    name: string,
    schema: T,
    /** The body field a 400 of the service is about. */
    field: string | null,
    run: (id: number, input: z.output<T>, user: AuthUser, requestId: string) => Promise<unknown>,
  ) {
    router[method](`/internal/job-ads/:id/${name}`, async (req, res) => {
      const id = parseRowId(req.params.id ?? "");
      if (id === null) return sendError(res, 404, MESSAGES.jobAdNotFound);
      const body = schema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      try {
        const data = await run(id, body.data, res.locals.user, res.locals.requestId);
        res.json({ data });
      } catch (error) {
        const fields = field && error instanceof Error ? { [field]: error.message } : undefined;
        if (!sendDomainError(res, error, fields)) throw error;
      }
    });
  }

  staffFunction("post", "online-mail", emptyBodySchema, null, (id, input, user, requestId) =>
    sendOnlineMail(db, id, input, user, { production, requestId }),
  );
  staffFunction("put", "schedule", scheduleBodySchema, "publishAt", (id, input, user, requestId) =>
    moveScheduledPublication(db, id, input, user, { production, requestId }),
  );
  staffFunction("put", "expiration", expirationBodySchema, "expiresAt", (id, input, user, requestId) =>
    changePublicationExpiration(db, id, input, user, { production, requestId }),
  );
  staffFunction("put", "product", productBodySchema, "productId", (id, input, user, requestId) =>
    changeOrderedProduct(db, id, input, user, { production, requestId }),
  );

  router.post("/internal/job-ads/:id/:action", async (req, res) => {
    const user = res.locals.user;
    const { action } = req.params;
    if (!isInternalAction(action)) return sendError(res, 404, MESSAGES.noSuchEndpoint);
    const id = parseRowId(req.params.id);
    if (id === null) return sendError(res, 404, MESSAGES.jobAdNotFound);
    const body = actionBodySchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    try {
      const result = await performStaffAction(db, id, action, user, {
        production,
        ...(body.data.note ? { note: body.data.note } : {}),
        requestId: res.locals.requestId,
      });
      res.json({ data: result });
    } catch (error) {
      if (!sendDomainError(res, error)) throw error;
    }
  });

  return router;
}
