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
import {
  actionResultSchema,
  companyDetailSchema,
  companyListSchema,
  internalJobAdDetailSchema,
  internalJobAdListSchema,
} from "./job-ad-answers";
import { describeRoutes, rowIdParamSchema, type DescribedRoute } from "./openapi";
import { listSortSchema, statusListSchema } from "./job-ad-query";

/**
 * `/api/manage-job-ads/internal/…` (docs/api.md): staff's view of every company and its ads and
 * the staff actions of SPEC §6. The path's ability is checked before any handler (API_RULES);
 * the ability by the ad's origin is the lifecycle's, so its refusal answers 403 with its reason.
 * Every action is written to the audit log in the transaction that makes the change.
 */

const COMPANY_NOT_FOUND = "Das Unternehmen wurde nicht gefunden.";

const pageSize = pageSizeSchema(20);

export const internalCompaniesQuerySchema = z.object({
  q: searchTextSchema,
  channel: z
    .enum(DISTRIBUTION_CHANNELS, {
      error: `Unbekannter Vertriebskanal. Erlaubt: ${DISTRIBUTION_CHANNELS.join(", ")}.`,
    })
    .optional(),
  page: pageSchema,
  pageSize,
});

export const internalJobAdsQuerySchema = z.object({
  companyId: rowIdSchema("Bitte geben Sie die Nummer des Unternehmens an."),
  status: statusListSchema.optional(),
  q: searchTextSchema,
  sort: listSortSchema,
  page: pageSchema,
  pageSize,
});

export const staffActionBodySchema = z.strictObject(
  {
    note: noteSchema(STAFF_NOTE_MAX_LENGTH).optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? "Erlaubt ist nur das Feld „note“." : "Bitte senden Sie ein JSON-Objekt.",
  },
);

export const emptyBodySchema = z.strictObject(
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

export const scheduleBodySchema = z.strictObject(
  { publishAt: instant("das Veröffentlichungsdatum") },
  { error: onlyField("publishAt") },
);
export const expirationBodySchema = z.strictObject(
  { expiresAt: instant("das Laufzeitende") },
  { error: onlyField("expiresAt") },
);
export const productBodySchema = z.strictObject(
  {
    productId: rowIdSchema("Bitte wählen Sie ein Produkt aus dem Angebot."),
  },
  { error: onlyField("productId") },
);

/** The lifecycle actions of SPEC §6 this API offers to staff; the path rule names each one's ability. */
export const internalActionSchema = z.enum([
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
] as const satisfies readonly JobAdAction[]);

/** What each staff function answers. */
export const onlineMailAnswerSchema = z.object({ data: z.object({ recipients: z.number().int() }) });
export const scheduleAnswerSchema = z.object({ data: z.object({ publishAt: z.string(), expiresAt: z.string() }) });
export const expirationAnswerSchema = z.object({ data: z.object({ expiresAt: z.string() }) });
export const productAnswerSchema = z.object({ data: z.object({ productId: z.number().int() }) });

const PREFIX = "/api/manage-job-ads";
const TAG = "Inserate (Mitarbeiter:innen)";
const STAFF_ERRORS = { 403: "Keine Berechtigung (Fähigkeit fehlt) oder der Lebenszyklus verweigert sie" };

/** A staff function's route as the description lists it. */
function staffFunctionRoute(
  method: "post" | "put",
  name: string,
  summary: string,
  body: z.ZodType,
  answer: z.ZodType,
): DescribedRoute {
  return {
    method,
    path: `/internal/job-ads/:id/${name}`,
    summary,
    tag: TAG,
    security: "session",
    params: z.object({ id: rowIdParamSchema }),
    body: { schema: body, required: false },
    answers: { 200: { description: "Geändert", schema: answer } },
    errors: {
      ...STAFF_ERRORS,
      400: "Ungültiger Body",
      404: "Unbekanntes Inserat",
      409: "Zustand oder Herkunft des Inserats passen nicht",
    },
  };
}

/** The routes below as the API's description lists them (server/api/openapi.ts). */
export const internalJobAdRoutes = describeRoutes(PREFIX, [
  {
    method: "get",
    path: "/internal/companies",
    summary: "Die Unternehmen",
    tag: TAG,
    security: "session",
    query: internalCompaniesQuerySchema,
    answers: { 200: { description: "Eine Seite der Unternehmen", schema: companyListSchema } },
    errors: { ...STAFF_ERRORS, 400: "Ungültige Abfrage" },
  },
  {
    method: "get",
    path: "/internal/companies/:companyId",
    summary: "Ein Unternehmen",
    tag: TAG,
    security: "session",
    params: z.object({ companyId: rowIdParamSchema }),
    answers: { 200: { description: "Das Unternehmen", schema: companyDetailSchema } },
    errors: { ...STAFF_ERRORS, 404: "Unbekanntes Unternehmen" },
  },
  {
    method: "get",
    path: "/internal/job-ads",
    summary: "Die Inserate eines Unternehmens in jedem Zustand",
    tag: TAG,
    security: "session",
    query: internalJobAdsQuerySchema,
    answers: { 200: { description: "Eine Seite der Inserate", schema: internalJobAdListSchema } },
    errors: { ...STAFF_ERRORS, 400: "Ungültige Abfrage", 404: "Unbekanntes Unternehmen" },
  },
  {
    method: "get",
    path: "/internal/job-ads/:id",
    summary: "Ein Inserat mit Verlauf und Audit-Einträgen",
    tag: TAG,
    security: "session",
    params: z.object({ id: rowIdParamSchema }),
    answers: { 200: { description: "Das Inserat", schema: internalJobAdDetailSchema } },
    errors: { ...STAFF_ERRORS, 404: "Unbekanntes Inserat" },
  },
  staffFunctionRoute(
    "post",
    "online-mail",
    "Die Online-Benachrichtigung erneut senden",
    emptyBodySchema,
    onlineMailAnswerSchema,
  ),
  staffFunctionRoute(
    "put",
    "schedule",
    "Das geplante Veröffentlichungsdatum ändern",
    scheduleBodySchema,
    scheduleAnswerSchema,
  ),
  staffFunctionRoute("put", "expiration", "Das Laufzeitende ändern", expirationBodySchema, expirationAnswerSchema),
  staffFunctionRoute("put", "product", "Das bestellte Produkt ändern", productBodySchema, productAnswerSchema),
  {
    method: "post",
    path: "/internal/job-ads/:id/:action",
    summary: "Eine Aktion des Lebenszyklus als Mitarbeiter:in",
    tag: TAG,
    security: "session",
    params: z.object({ id: rowIdParamSchema, action: internalActionSchema }),
    body: { schema: staffActionBodySchema, required: false },
    answers: { 200: { description: "Die Aktion ist ausgeführt", schema: actionResultSchema } },
    errors: {
      ...STAFF_ERRORS,
      400: "Ungültiger Body",
      404: "Unbekanntes Inserat oder unbekannte Aktion",
      409: "Der Zustand, die Zeit oder das Guthaben verbietet die Aktion",
    },
  },
]);

export function createInternalJobAdsRouter({ db, production }: { db: Database; production: boolean }): Router {
  const router = Router();

  router.get("/internal/companies", async (req, res) => {
    const query = internalCompaniesQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const { rows, total } = await searchCompanies(db, {
      ...(query.data.q ? { q: query.data.q } : {}),
      ...(query.data.channel ? { channel: query.data.channel } : {}),
      page: query.data.page,
      pageSize: query.data.pageSize,
    });
    res.json({
      data: rows,
      meta: { total, page: query.data.page, pageSize: query.data.pageSize },
    } satisfies z.input<typeof companyListSchema>);
  });

  router.get("/internal/companies/:companyId", async (req, res) => {
    const id = parseRowId(req.params.companyId);
    const company = id === null ? null : await companyDetail(db, id);
    if (!company) return sendError(res, 404, COMPANY_NOT_FOUND);
    res.json({ data: company } satisfies z.input<typeof companyDetailSchema>);
  });

  router.get("/internal/job-ads", async (req, res) => {
    const user = res.locals.user;
    const query = internalJobAdsQuerySchema.safeParse(req.query);
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
    } satisfies z.input<typeof internalJobAdListSchema>);
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
    res.json({
      data: { ...detail.data, staffFunctions, history, audit },
    } satisfies z.input<typeof internalJobAdDetailSchema>);
  });

  /**
   * The staff functions outside the lifecycle (staff-functions.server.ts). The path rule checks
   * adOnlineMail/adChangeOrderService, or adsList where the spec names one ability per origin;
   * the service checks the ad's origin, state and the input and answers its refusal.
   */
  function staffFunction<T extends z.ZodType, D extends z.ZodType>(
    method: "post" | "put",
    name: string,
    schema: T,
    /** The answer's schema: the handler's answer is typed by it. */
    _answer: z.ZodObject<{ data: D }>,
    /** The body field a 400 of the service is about. */
    field: string | null,
    run: (id: number, input: z.output<T>, user: AuthUser, requestId: string) => Promise<z.input<D>>,
  ) {
    router[method](`/internal/job-ads/:id/${name}`, async (req, res) => {
      const id = parseRowId(req.params.id ?? "");
      if (id === null) return sendError(res, 404, MESSAGES.jobAdNotFound);
      const body = schema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      try {
        const data = await run(id, body.data, res.locals.user, res.locals.requestId);
        res.json({ data } satisfies { data: z.input<D> });
      } catch (error) {
        const fields = field && error instanceof Error ? { [field]: error.message } : undefined;
        if (!sendDomainError(res, error, fields)) throw error;
      }
    });
  }

  staffFunction("post", "online-mail", emptyBodySchema, onlineMailAnswerSchema, null, (id, input, user, requestId) =>
    sendOnlineMail(db, id, input, user, { production, requestId }),
  );
  staffFunction(
    "put",
    "schedule",
    scheduleBodySchema,
    scheduleAnswerSchema,
    "publishAt",
    (id, input, user, requestId) => moveScheduledPublication(db, id, input, user, { production, requestId }),
  );
  staffFunction(
    "put",
    "expiration",
    expirationBodySchema,
    expirationAnswerSchema,
    "expiresAt",
    (id, input, user, requestId) => changePublicationExpiration(db, id, input, user, { production, requestId }),
  );
  staffFunction("put", "product", productBodySchema, productAnswerSchema, "productId", (id, input, user, requestId) =>
    changeOrderedProduct(db, id, input, user, { production, requestId }),
  );

  router.post("/internal/job-ads/:id/:action", async (req, res) => {
    const user = res.locals.user;
    const action = internalActionSchema.safeParse(req.params.action);
    if (!action.success) return sendError(res, 404, MESSAGES.noSuchEndpoint);
    const id = parseRowId(req.params.id);
    if (id === null) return sendError(res, 404, MESSAGES.jobAdNotFound);
    const body = staffActionBodySchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    try {
      const result = await performStaffAction(db, id, action.data, user, {
        production,
        ...(body.data.note ? { note: body.data.note } : {}),
        requestId: res.locals.requestId,
      });
      res.json({ data: result } satisfies z.input<typeof actionResultSchema>);
    } catch (error) {
      if (!sendDomainError(res, error)) throw error;
    }
  });

  return router;
}
