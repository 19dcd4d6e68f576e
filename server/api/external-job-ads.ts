import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { customerMay } from "@auth/abilities";
import type { Database } from "@db/client";
import { parseRowId } from "~/lib/row-id";
import { firstIncompleteStepBefore, FORM_STEPS, isFormStep } from "~/features/job-ads/form-steps";
import { checkStep, saveCompanyStepDraft, SERVICE_FIELD } from "~/features/job-ads/editor.server";
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

export const jobAdListQuerySchema = z.object({
  status: statusListSchema.optional(),
  q: searchTextSchema,
  sort: listSortSchema,
  page: pageSchema,
  pageSize: pageSizeSchema(20),
});

export const jobAdCreateSchema = z
  .object({
    title: z
      .string({ error: "Der Stellentitel muss ein Text sein." })
      .trim()
      .max(120, "Der Stellentitel darf höchstens 120 Zeichen lang sein.")
      .optional(),
  })
  .default({});

/** The lifecycle actions a company user starts through this API. */
const EXTERNAL_ACTIONS = ["publish", "deactivate", "reactivate", "delete", "restore", "prolong"] as const;
function isExternalAction(value: string): value is (typeof EXTERNAL_ACTIONS)[number] {
  return (EXTERNAL_ACTIONS as readonly string[]).includes(value);
}

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
    const query = jobAdListQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const meta = { page: query.data.page, pageSize: query.data.pageSize };
    if (companyId === null) return void res.json({ data: [], meta: { total: 0, ...meta } });
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
    });
  });

  router.get(`${collection}/:id`, async (req, res) => {
    const found = await ownJobAd(res, req.params.id);
    if (!found) return;
    const actions = availableActions(found.lifecycle, { kind: "company", companyId: found.ad.companyId }, new Date());
    res.json(jobAdDetail(found.ad, found.product, actions));
  });

  router.post(collection, async (req, res) => {
    const principal = principalOf(res);
    if (principal.companyId === null || !customerMay(principal.abilities, "placeJobAds")) {
      return sendError(res, 403, "Ihr Vertrag umfasst keine Stelleninserate.");
    }
    const body = jobAdCreateSchema.safeParse(req.body);
    if (!body.success) return sendValidationError(res, body.error);
    const id = await createDraft(db, {
      companyId: principal.companyId,
      origin: "self-service",
      actor: principal.actor(),
      ...(body.data.title ? { title: body.data.title } : {}),
    });
    res.status(201).location(`${req.baseUrl}${collection}/${id}`).json({ data: { id } });
  });

  router.put(`${collection}/:id/steps/:step`, async (req, res) => {
    const found = await ownJobAd(res, req.params.id);
    if (!found) return;
    const { ad } = found;
    const { step } = req.params;
    if (!isFormStep(step))
      return sendError(res, 404, `Diesen Schritt gibt es nicht. Erlaubt: ${FORM_STEPS.join(", ")}.`);
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
    res.json({ data: { id: ad.id, step } });
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
        const { step } = req.params;
        if (!isFormStep(step))
          return sendError(res, 404, `Diesen Schritt gibt es nicht. Erlaubt: ${FORM_STEPS.join(", ")}.`);
        const found = await ownJobAd(res, req.params.id);
        if (!found) return;
        if (typeof req.body !== "string") {
          return sendError(res, 415, "Bitte senden Sie die Felder als application/x-www-form-urlencoded.");
        }
        const outcome = await saveCompanyStepDraft(db, found.ad, step, new URLSearchParams(req.body));
        if (outcome.status === 409) return sendError(res, 409, outcome.reason);
        if (outcome.status === 400) return sendError(res, 400, "Der Entwurf ist ungültig oder zu groß.");
        res.json({ data: { id: found.ad.id, step, autosave: outcome.autosave } });
      },
    );

  router.post(`${collection}/:id/:action`, async (req, res) => {
    const { action } = req.params;
    if (!isExternalAction(action)) return sendError(res, 404, MESSAGES.noSuchEndpoint);
    const found = await ownJobAd(res, req.params.id);
    if (!found) return;
    try {
      const result = await performAction(db, found.ad.id, action, principalOf(res).actor());
      res.json({ data: result });
    } catch (error) {
      if (!sendDomainError(res, error)) throw error;
    }
  });

  return router;
}
