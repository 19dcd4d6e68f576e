import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { customerMay } from "@auth/abilities";
import type { Database } from "@db/client";
import { parseRowId } from "~/lib/row-id";
import { firstIncompleteStepBefore, FORM_STEPS } from "~/features/job-ads/form-steps";
import { checkStep, saveCompanyStepDraft, SERVICE_FIELD, STEP_RULES } from "~/features/job-ads/editor.server";
import {
  actorOf,
  type Actor,
  createDraft,
  listJobAds,
  performAction,
  readJobAd,
  saveStep,
  type JobAdRecord,
} from "~/features/job-ads/job-ads.server";
import { applicationCounts30 } from "~/features/applications/overview.server";
import { STEP_LABELS } from "~/features/job-ads/labels";
import { availableActions } from "~/features/job-ads/policy";
import { bodyParserErrors, MESSAGES, sendDomainError, sendError, sendValidationError } from "./api-errors";
import { urlencodedTextBody } from "./bodies";
import { jobAdDetail } from "./job-ad-detail";
import {
  actionResultSchema,
  createdJobAdSchema,
  externalJobAdListSchema,
  jobAdDetailSchema,
  savedDraftSchema,
  savedStepSchema,
} from "./job-ad-answers";
import { describeRoutes, rowIdParamSchema } from "./openapi";
import { listSortSchema, statusListSchema } from "./job-ad-query";
import { pageSchema, pageSizeSchema, searchTextSchema } from "~/lib/request-params";

/**
 * A company's own job ads over JSON (docs/api.md): `/api/manage-job-ads/external/…` for the
 * signed-in company user, and `/api/v1/job-ads…` for an API token (decision 076) — one set of
 * handlers, which ask only the principal who acts. Every handler scopes to the principal's
 * company, and another company's ad answers exactly like a missing one (404).
 */

/** Who acts on a company's ads: a signed-in company user or a company's API token. */
export interface CompanyPrincipal {
  /** The company acted for; null for a user who acts for none. */
  companyId: number | null;
  /** The company's contract abilities (customerMay). */
  abilities: readonly string[];
  /** The actor the job-ad commands record; throws the domain's refusal when there is none. */
  actor(): Actor;
}

/** The signed-in user of a cookie request as a principal. */
export function sessionPrincipal(res: Response, production: boolean): CompanyPrincipal {
  const user = res.locals.user;
  return {
    companyId: user.company?.id ?? null,
    abilities: user.company?.abilities ?? [],
    actor: () => actorOf(user, { production }),
  };
}

export interface ExternalJobAdsOptions {
  db: Database;
  /** The principal of the request (a session's user, or a token's company). */
  principalOf: (res: Response) => CompanyPrincipal;
  /** Path of the ad collection below the router's mount point: `/external/job-ads` or `/job-ads`. */
  collection: string;
  /** The editor's autosave of raw form fields (the portal's own pages only). */
  editorAutosave: boolean;
}

export const externalJobAdListQuerySchema = z.object({
  status: statusListSchema.optional(),
  q: searchTextSchema,
  sort: listSortSchema,
  page: pageSchema,
  pageSize: pageSizeSchema(20),
});

export const createJobAdBodySchema = z
  .object({
    title: z
      .string({ error: "Der Stellentitel muss ein Text sein." })
      .trim()
      .max(120, "Der Stellentitel darf höchstens 120 Zeichen lang sein.")
      .optional(),
  })
  .default({});

/** The lifecycle actions a company user starts through this API; another answers 404. */
export const externalActionSchema = z.enum(["publish", "deactivate", "reactivate", "delete", "restore", "prolong"]);

/** A step of the form in a path; another answers 404. */
export const formStepSchema = z.enum(FORM_STEPS);

/** The editor's autosave: the step's form fields as the form names them (not checked against the step). */
export const stepDraftBodySchema = z
  .record(z.string(), z.string())
  .meta({ description: "Die Felder des Schritts wie im Formular, z. B. `title=…&locations[0].city=Linz`." });

/** Any step's body; the path's step decides which one applies. */
const stepBodySchema = z.union([
  STEP_RULES.data.meta({ title: "Schritt data" }),
  STEP_RULES.design.meta({ title: "Schritt design" }),
  STEP_RULES.content.meta({ title: "Schritt content" }),
  STEP_RULES.product.meta({ title: "Schritt product" }),
  STEP_RULES.publish.meta({ title: "Schritt publish" }),
  STEP_RULES.application.meta({ title: "Schritt application" }),
]);

const PREFIX = "/api/manage-job-ads";
const TAG = "Inserate (Unternehmen)";

/** The routes below as the API's description lists them (server/api/openapi.ts). */
export const externalJobAdRoutes = describeRoutes(PREFIX, [
  {
    method: "get",
    path: "/external/job-ads",
    summary: "Die Inserate des aktuellen Unternehmens",
    tag: TAG,
    security: "session",
    query: externalJobAdListQuerySchema,
    answers: { 200: { description: "Eine Seite der Inserate", schema: externalJobAdListSchema } },
    errors: { 400: "Ungültige Abfrage", 403: "Keine Berechtigung (z. B. Mitarbeiter:in)" },
  },
  {
    method: "get",
    path: "/external/job-ads/:id",
    summary: "Ein Inserat des aktuellen Unternehmens",
    tag: TAG,
    security: "session",
    params: z.object({ id: rowIdParamSchema }),
    answers: { 200: { description: "Das Inserat", schema: jobAdDetailSchema } },
    errors: { 403: "Keine Berechtigung", 404: "Unbekanntes oder fremdes Inserat" },
  },
  {
    method: "post",
    path: "/external/job-ads",
    summary: "Einen Self-Service-Entwurf anlegen",
    tag: TAG,
    security: "session",
    body: { schema: createJobAdBodySchema, required: false },
    answers: {
      201: {
        description: "Der Entwurf ist angelegt",
        schema: createdJobAdSchema,
        headers: { Location: "Die Adresse des Inserats in der API" },
      },
    },
    errors: {
      400: "Ungültiger Titel",
      403: "Keine Berechtigung oder kein Vertrag für Stelleninserate",
      413: "Zu groß",
    },
  },
  {
    method: "put",
    path: "/external/job-ads/:id/steps/:step",
    summary: "Einen Schritt des Formulars speichern",
    description:
      "Der Body ist das Schema des Schritts der Adresse (`data`, `design`, `content`, `product`, `publish`, `application`).",
    tag: TAG,
    security: "session",
    params: z.object({ id: rowIdParamSchema, step: formStepSchema }),
    body: { schema: stepBodySchema },
    answers: { 200: { description: "Der Schritt ist gespeichert", schema: savedStepSchema } },
    errors: {
      400: "Ungültige Eingaben, je Feld",
      403: "Keine Berechtigung",
      404: "Unbekanntes Inserat oder unbekannter Schritt",
      409: "Frühere Schritte fehlen, oder der Zustand des Inserats verbietet die Änderung",
      413: "Zu groß",
    },
  },
  {
    method: "post",
    path: "/external/job-ads/:id/steps/:step/draft",
    summary: "Den Entwurf eines Schritts sichern (Autosave des Editors)",
    tag: TAG,
    security: "session",
    params: z.object({ id: rowIdParamSchema, step: formStepSchema }),
    body: { schema: stepDraftBodySchema, contentType: "application/x-www-form-urlencoded" },
    answers: { 200: { description: "Der Entwurf ist gesichert", schema: savedDraftSchema } },
    errors: {
      400: "Ungültiger oder zu großer Entwurf",
      403: "Keine Berechtigung",
      404: "Unbekanntes Inserat oder unbekannter Schritt",
      409: "Der Schritt darf nicht mehr geändert werden",
      413: "Zu groß",
      415: "Andere Art des Bodys",
    },
  },
  {
    method: "post",
    path: "/external/job-ads/:id/:action",
    summary: "Eine Aktion des Lebenszyklus ausführen",
    tag: TAG,
    security: "session",
    params: z.object({ id: rowIdParamSchema, action: externalActionSchema }),
    answers: { 200: { description: "Die Aktion ist ausgeführt", schema: actionResultSchema } },
    errors: {
      400: "Ungültiger Body",
      403: "Keine Berechtigung",
      404: "Unbekanntes Inserat oder unbekannte Aktion",
      409: "Der Zustand, die Zeit oder das Guthaben verbietet die Aktion",
    },
  },
]);

export function createExternalJobAdsRouter(options: ExternalJobAdsOptions): Router {
  const { db, principalOf, collection } = options;
  const router = Router();

  /** The ad when it exists and belongs to the principal's company; otherwise answers 404. */
  async function ownJobAd(res: Response, id: string): Promise<JobAdRecord | null> {
    const { companyId } = principalOf(res);
    const adId = parseRowId(id);
    const found = adId === null ? null : await readJobAd(db, adId);
    if (!found || companyId === null || found.ad.companyId !== companyId) {
      sendError(res, 404, MESSAGES.jobAdNotFound);
      return null;
    }
    return found;
  }

  router.get(collection, async (req, res) => {
    const { companyId } = principalOf(res);
    const query = externalJobAdListQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const meta = { page: query.data.page, pageSize: query.data.pageSize };
    if (companyId === null) {
      return void res.json({ data: [], meta: { total: 0, ...meta } } satisfies z.input<typeof externalJobAdListSchema>);
    }
    const { rows, total } = await listJobAds(
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
    );
    const now = new Date();
    const actor = { kind: "company", companyId } as const;
    res.json({
      // The lifecycle view stays inside; the client gets the actions it allows.
      data: rows.map(({ lifecycle, ...row }) => ({ ...row, actions: availableActions(lifecycle, actor, now) })),
      meta: { total, ...meta },
    } satisfies z.input<typeof externalJobAdListSchema>);
  });

  router.get(`${collection}/:id`, async (req, res) => {
    const found = await ownJobAd(res, req.params.id);
    if (!found) return;
    const actions = availableActions(found.lifecycle, { kind: "company", companyId: found.ad.companyId }, new Date());
    res.json(jobAdDetail(found.ad, found.product, actions) satisfies z.input<typeof jobAdDetailSchema>);
  });

  router.post(collection, async (req, res) => {
    const principal = principalOf(res);
    if (principal.companyId === null || !customerMay(principal.abilities, "placeJobAds")) {
      return sendError(res, 403, "Ihr Vertrag umfasst keine Stelleninserate.");
    }
    const body = createJobAdBodySchema.safeParse(req.body);
    if (!body.success) return sendValidationError(res, body.error);
    const id = await createDraft(db, {
      companyId: principal.companyId,
      origin: "self-service",
      actor: principal.actor(),
      ...(body.data.title ? { title: body.data.title } : {}),
    });
    res
      .status(201)
      .location(`${req.baseUrl}${collection}/${id}`)
      .json({ data: { id } } satisfies z.input<typeof createdJobAdSchema>);
  });

  router.put(`${collection}/:id/steps/:step`, async (req, res) => {
    const found = await ownJobAd(res, req.params.id);
    if (!found) return;
    const { ad } = found;
    const parsedStep = formStepSchema.safeParse(req.params.step);
    if (!parsedStep.success)
      return sendError(res, 404, `Diesen Schritt gibt es nicht. Erlaubt: ${FORM_STEPS.join(", ")}.`);
    const step = parsedStep.data;
    // The form's step order (`jam-form-step`) holds for the API too.
    const missing = firstIncompleteStepBefore(
      step,
      FORM_STEPS.filter((s) => ad.completedSteps.includes(s)),
    );
    if (missing) return sendError(res, 409, `Bitte schließen Sie zuerst den Schritt „${STEP_LABELS[missing]}“ ab.`);
    // The form's one check: sanitise, the step's schema, then the images (decision 031).
    const checked = await checkStep(db, ad.companyId, step, req.body, "api");
    if (!checked.ok) return sendValidationError(res, checked);
    try {
      await saveStep(db, ad.id, checked.values, { actor: principalOf(res).actor() });
    } catch (error) {
      const field = SERVICE_FIELD[step];
      if (sendDomainError(res, error, field ? { [field]: error instanceof Error ? error.message : "" } : undefined)) {
        return;
      }
      throw error;
    }
    res.json({ data: { id: ad.id, step } } satisfies z.input<typeof savedStepSchema>);
  });

  /**
   * The editor's autosave, also sent with `keepalive` when the page unloads: the step's raw
   * form fields (URL-encoded, as the form holds them) become its draft. Same checks as the
   * step's page: the user's own ad, a step the company may still change.
   */
  if (options.editorAutosave)
    router.post(
      `${collection}/:id/steps/:step/draft`,
      urlencodedTextBody({ limit: "512kb" }),
      bodyParserErrors,
      async (req: Request<{ id: string; step: string }>, res: Response) => {
        const parsedStep = formStepSchema.safeParse(req.params.step);
        if (!parsedStep.success)
          return sendError(res, 404, `Diesen Schritt gibt es nicht. Erlaubt: ${FORM_STEPS.join(", ")}.`);
        const step = parsedStep.data;
        const found = await ownJobAd(res, req.params.id);
        if (!found) return;
        if (typeof req.body !== "string") {
          return sendError(res, 415, "Bitte senden Sie die Felder als application/x-www-form-urlencoded.");
        }
        const outcome = await saveCompanyStepDraft(db, found.ad, step, new URLSearchParams(req.body));
        if (outcome.status === 409) return sendError(res, 409, outcome.reason);
        if (outcome.status === 400) return sendError(res, 400, "Der Entwurf ist ungültig oder zu groß.");
        res.json({ data: { id: found.ad.id, step, autosave: outcome.autosave } } satisfies z.input<
          typeof savedDraftSchema
        >);
      },
    );

  router.post(`${collection}/:id/:action`, async (req, res) => {
    const action = externalActionSchema.safeParse(req.params.action);
    if (!action.success) return sendError(res, 404, MESSAGES.noSuchEndpoint);
    const found = await ownJobAd(res, req.params.id);
    if (!found) return;
    try {
      const result = await performAction(db, found.ad.id, action.data, principalOf(res).actor());
      res.json({ data: result } satisfies z.input<typeof actionResultSchema>);
    } catch (error) {
      if (!sendDomainError(res, error)) throw error;
    }
  });

  return router;
}
