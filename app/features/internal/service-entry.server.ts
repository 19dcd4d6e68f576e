import { eq, sql } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { ABILITY_LABELS, can, type Ability } from "@auth/abilities";
import type { AuthUser, DistributionChannel } from "@auth/user";
import { qualityControlFact } from "~/lib/catalogue";
import type { Database } from "@db/client";
import { companies, jobAds } from "@db/schema";
import { writeAudit } from "~/features/audit/audit-log.server";
import { creditBalance, InsufficientCreditsError } from "~/features/billing/credits.server";
import { invoiceTotals } from "~/features/billing/invoices.server";
import { parseAutosave, savedFormValues, scheduleBounds, type FormValues } from "~/features/job-ads/editor-values";
import { parseStepSubmission, previewOf, productOfferFor, stepPageOf } from "~/features/job-ads/editor.server";
import { FORM_STEPS, firstIncompleteStepBefore, isFormStep, type FormStep } from "~/features/job-ads/form-steps";
import {
  actionLabel,
  actorOf,
  createDraft,
  getJobAd,
  getJobAdWithProduct,
  isPublished,
  jobAdHistory,
  JobAdError,
  NON_EDITABLE_AFTER_PUBLISH,
  saveStep,
  saveStepDraft,
  type JobAdRow,
  type ProductRow,
} from "~/features/job-ads/job-ads.server";
import { STATUS_LABELS, STEP_LABELS } from "~/features/job-ads/labels";
import type { JobAdOrigin, JobAdStatus } from "~/features/job-ads/lifecycle";
import { pageNotFound } from "~/features/auth/guards.server";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";
import { defaultView, isEditorView, serviceEntryPath, type EditorView } from "./service-entry";
import { jobAdAuditEntries, performStaffAction } from "./staff-actions.server";

type Context = Readonly<RouterContextProvider>;

/** Editing an ad at all needs the edit ability of its origin (SPEC §6). */
export function originEditAbility(origin: string): Ability {
  return origin === "service" ? "adEditService" : "adEditSelfService";
}

/** Changing the publication date of a scheduled ad needs this one as well, by origin. */
export function scheduledEditAbility(origin: string): Ability {
  return origin === "service" ? "editScheduledAdService" : "editScheduledAdSelfService";
}

const missing = (ability: Ability) => `Dafür fehlt Ihnen die Berechtigung „${ABILITY_LABELS[ability]}“.`;

/**
 * Why a staff member may not change this step of this ad, or null when they may. Locked and
 * deleted ads are read-only for everybody. A draft: the service-entry team edits every step,
 * others need `editAdEditable`. A published ad: product and publication (fixed once published)
 * need `editAdNonEditable`, the other steps `editAdEditable`; the date of a scheduled ad also
 * needs `editScheduledAd*` of the ad's origin.
 */
export function staffReadOnlyReason(
  ad: { status: string; origin: string },
  step: FormStep,
  has: (ability: Ability) => boolean,
): string | null {
  if (ad.status === "deleted" || ad.status === "locked") {
    return "Gelöschte oder gesperrte Inserate können nicht bearbeitet werden.";
  }
  if (!has(originEditAbility(ad.origin))) {
    return `Dieses Inserat dürfen Sie nicht bearbeiten. ${missing(originEditAbility(ad.origin))}`;
  }
  if (!isPublished(ad.status)) {
    if (has("serviceEntryAd") || has("editAdEditable")) return null;
    return `Entwürfe dürfen Sie nicht bearbeiten. ${missing("editAdEditable")}`;
  }
  if (NON_EDITABLE_AFTER_PUBLISH.has(step)) {
    if (!has("editAdNonEditable")) {
      return `Produkt und Veröffentlichung sind nach der Veröffentlichung gesperrt. ${missing("editAdNonEditable")}`;
    }
    if (step === "publish" && ad.status === "scheduled" && !has(scheduledEditAbility(ad.origin))) {
      return `Den Termin eines geplanten Inserats dürfen Sie nicht ändern. ${missing(scheduledEditAbility(ad.origin))}`;
    }
    return null;
  }
  if (!has("editAdEditable")) {
    return `Dieses Inserat ist bereits veröffentlicht. ${missing("editAdEditable")}`;
  }
  return null;
}

function abilityCheck(context: Context): { user: AuthUser; has: (ability: Ability) => boolean } {
  const { user, production } = context.get(requestContext);
  return { user, has: (ability) => user.isAuthenticated && can(user, ability, { production }) };
}

const NOT_FOUND = "Das Inserat wurde nicht gefunden.";
const COMPANY_NOT_FOUND = "Das Unternehmen wurde nicht gefunden.";

async function requireCompany(db: Database, companyIdParam: string | undefined) {
  const companyId = parseRowId(companyIdParam);
  if (companyId === null) throw data(COMPANY_NOT_FOUND, { status: 404 });
  const [company] = await db
    .select({
      id: companies.id,
      fullName: companies.fullName,
      city: companies.city,
      channel: sql<DistributionChannel>`${companies.distributionChannel}`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw data(COMPANY_NOT_FOUND, { status: 404 });
  return company;
}

/** The company a service entry is for, on /jobs/create. The route has checked `serviceEntryAd`. */
export async function loadCreatePage(context: Context, companyIdParam: string | undefined) {
  const { db } = context.get(requestContext);
  return { company: await requireCompany(db, companyIdParam) };
}

export const serviceEntryCreateSchema = z.strictObject(
  {
    title: z
      .string({ error: "Bitte geben Sie einen Text ein." })
      .trim()
      .max(120, "Der Stellentitel darf höchstens 120 Zeichen lang sein.")
      .default(""),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Erlaubt ist nur das Feld „title“." : undefined) },
);

/**
 * A draft of origin "service" for the company, audited in the same transaction. The caller has
 * checked `serviceEntryAd` and that the company exists.
 */
export async function createServiceDraft(
  db: Database,
  companyId: number,
  title: string,
  user: AuthUser,
  options: { production: boolean; requestId?: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const created = await createDraft(tx, {
      companyId,
      origin: "service",
      actor: actorOf(user, options),
      title,
    });
    await writeAudit(tx, user, {
      action: "job-ad.create",
      entityType: "job_ad",
      entityId: String(created),
      before: null,
      after: { status: "draft", origin: "service", companyId, title },
      ...(options.requestId ? { requestId: options.requestId } : {}),
    });
    return created;
  });
}

/** "Inserat anlegen": the draft, then the editor's first step. The route has checked `serviceEntryAd`. */
export async function createServiceEntry(request: Request, context: Context, companyIdParam: string | undefined) {
  const { db, user, production, requestId } = context.get(requestContext);
  const company = await requireCompany(db, companyIdParam);
  const parsed = serviceEntryCreateSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Ungültige Eingabe." }, { status: 400 });
  }
  const id = await createServiceDraft(db, company.id, parsed.data.title, user, { production, requestId });
  return redirect(serviceEntryPath(company.id, id, "data"));
}

/**
 * For every loader and action of /jobs/{id}: an ad of the URL's company (else 404) that the
 * staff member may edit by its origin (else 403). The guard redirected before; this holds even
 * if the route moves.
 */
async function requireServiceEntryAd(context: Context, params: { companyId?: string; id?: string }) {
  const { db, production, requestId } = context.get(requestContext);
  const { user, has } = abilityCheck(context);
  const company = await requireCompany(db, params.companyId);
  const id = parseRowId(params.id);
  if (id === null) throw data(NOT_FOUND, { status: 404 });
  const found = await getJobAdWithProduct(db, id);
  if (!found || found.ad.companyId !== company.id) throw data(NOT_FOUND, { status: 404 });
  if (!has(originEditAbility(found.ad.origin))) {
    throw data("Sie haben keine Berechtigung für diese Seite.", { status: 403 });
  }
  return { db, user, production, requestId, has, company, ad: found.ad, product: found.product };
}

/** The view `?step=` asks for: unknown values are a 404, a step before its time the first missing one. */
function requestedView(request: Request, ad: JobAdRow, companyId: number): EditorView {
  const param = new URL(request.url).searchParams.get("step");
  if (param === null) return defaultView(ad.completedSteps);
  if (!isEditorView(param)) pageNotFound(request);
  if (param !== "summary") {
    // `jam-form-step`, as in the company's editor: a step opens once every earlier one is complete.
    const missingStep = firstIncompleteStepBefore(
      param,
      FORM_STEPS.filter((s) => ad.completedSteps.includes(s)),
    );
    if (missingStep) throw redirect(serviceEntryPath(companyId, ad.id, missingStep));
  }
  return param;
}

/** Everything the editor page shows for the requested step or the summary. */
export async function loadServiceEntryEditor(
  request: Request,
  context: Context,
  params: { companyId?: string; id?: string },
) {
  const { db, has, company, ad, product } = await requireServiceEntryAd(context, params);
  const view = requestedView(request, ad, company.id);
  const frame = {
    company,
    jobAd: { id: ad.id, title: ad.title, status: ad.status as JobAdStatus, origin: ad.origin as JobAdOrigin },
  };
  if (view === "summary") return { ...frame, view, summary: await summaryOf(db, ad, product, company, has) };
  const page = stepPageOf(ad, company.fullName, view, staffReadOnlyReason(ad, view, has));
  const offer =
    view === "product"
      ? await productOfferFor(db, company.id, qualityControlFact(ad.origin as JobAdOrigin, company.channel))
      : null;
  return { ...frame, view, page, offer, bounds: scheduleBounds(new Date()) };
}

async function summaryOf(
  db: Database,
  ad: JobAdRow,
  product: ProductRow | null,
  company: { id: number; fullName: string },
  has: (ability: Ability) => boolean,
) {
  const [history, balance, audit] = await Promise.all([
    jobAdHistory(db, ad.id),
    creditBalance(db, company.id),
    jobAdAuditEntries(db, ad.id),
  ]);
  const priced = product && product.priceCredits !== null && product.runDays !== null ? product : null;
  return {
    completedSteps: FORM_STEPS.filter((step) => ad.completedSteps.includes(step)),
    publishMode: ad.publishMode,
    publishAt: ad.publishAt,
    preview: previewOf(company.fullName, savedFormValues(ad)),
    product: priced
      ? {
          name: priced.name,
          runDays: priced.runDays!,
          priceCredits: priced.priceCredits!,
          priceCents: priced.priceCents,
          grossCents: invoiceTotals([
            { description: priced.name, quantity: 1, unitNetCents: priced.priceCents, netCents: priced.priceCents },
          ]).grossCents,
        }
      : null,
    balance,
    firstIncompleteStep: FORM_STEPS.find((step) => !ad.completedSteps.includes(step)) ?? null,
    editableSteps: FORM_STEPS.filter((step) => staffReadOnlyReason(ad, step, has) === null),
    mayPublish: has("adPublish"),
    mayOrder: has("orderJobAd"),
    history: history.map((event) => ({
      id: event.id,
      at: event.at,
      action: actionLabel(event.action),
      status: STATUS_LABELS[event.toStatus] ?? event.toStatus,
      actor: event.actorName,
      note: event.note,
    })),
    // Autosaved drafts stay in the log but would bury the changes that matter here.
    audit: audit
      .filter((entry) => entry.action !== "job-ad.autosave-step")
      .map((entry) => ({
        id: entry.id,
        at: entry.at,
        action: auditLabel(entry.action, entry.after),
        actor: entry.actorEmail ?? "",
      })),
  };
}

/** An audit entry of the ad in words: the service-entry actions and the lifecycle's. */
export function auditLabel(action: string, after: unknown): string {
  const step =
    typeof after === "object" && after !== null && "step" in after && typeof after.step === "string" ? after.step : "";
  const stepLabel = isFormStep(step) ? STEP_LABELS[step] : step;
  if (action === "job-ad.create") return "Inserat angelegt";
  if (action === "job-ad.edit-step") return `Schritt „${stepLabel}“ gespeichert`;
  if (action === "job-ad.autosave-step") return `Entwurf von „${stepLabel}“ automatisch gespeichert`;
  return action.startsWith("job-ad.") ? actionLabel(action.slice("job-ad.".length)) : action;
}

/** The fields of one step whose form values differ, before and after (for the audit log). */
export function changedFields(before: FormValues, after: FormValues): { before: FormValues; after: FormValues } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

const publishIntent = z.object({ intent: z.literal("publish", { error: "Diese Aktion gibt es nicht." }) });

/**
 * The editor's POSTs: on a step (`?step=`), autosave or the step's submission; on the summary,
 * "Veröffentlichen". Every change is checked against the ad as it is locked in the transaction
 * and written to the audit log in that same transaction.
 */
export async function serviceEntryAction(
  request: Request,
  context: Context,
  params: { companyId?: string; id?: string },
) {
  const entry = await requireServiceEntryAd(context, params);
  const view = new URL(request.url).searchParams.get("step");
  const formData = await request.formData();
  if (view === "summary") return publishAction(entry, formData);
  if (view === null || !isFormStep(view)) {
    return data({ error: "Diesen Schritt gibt es nicht." }, { status: 400 });
  }
  if (formData.get("intent") === "autosave") return autosaveAction(entry, view, formData);
  return saveStepAction(entry, view, formData);
}

type Entry = Awaited<ReturnType<typeof requireServiceEntryAd>>;

/** Locks the ad's row and refuses (403) when the step may not be changed by this staff member now. */
async function lockEditable(tx: Database, entry: Entry, step: FormStep): Promise<JobAdRow> {
  const [ad] = await tx.select().from(jobAds).where(eq(jobAds.id, entry.ad.id)).for("update");
  if (!ad) throw new JobAdError(NOT_FOUND, 404);
  const reason = staffReadOnlyReason(ad, step, entry.has);
  if (reason) throw new JobAdError(reason, 403);
  return ad;
}

async function autosaveAction(entry: Entry, step: FormStep, formData: FormData) {
  const draft = parseAutosave(formData);
  if (!draft) return data({ autosave: "invalid" as const }, { status: 400 });
  try {
    await entry.db.transaction(async (tx) => {
      await lockEditable(tx, entry, step);
      await saveStepDraft(tx, entry.ad.id, step, draft);
      // The draft is not the ad, but the company sees it restored in its own editor.
      await writeAudit(tx, entry.user, {
        action: "job-ad.autosave-step",
        entityType: "job_ad",
        entityId: String(entry.ad.id),
        before: null,
        after: { step },
        requestId: entry.requestId,
      });
    });
  } catch (error) {
    if (!(error instanceof JobAdError)) throw error;
    return data({ autosave: "refused" as const }, { status: error.status });
  }
  return data({ autosave: "saved" as const });
}

async function saveStepAction(entry: Entry, step: FormStep, formData: FormData) {
  const submission = await parseStepSubmission(entry.db, entry.company.id, step, formData);
  if (!submission.ok) return data({ result: submission.result }, { status: 400 });
  const values = submission.values;
  try {
    await entry.db.transaction(async (tx) => {
      const before = await lockEditable(tx, entry, step);
      // The sweep activates scheduled ads by their date; without one the ad would never go live.
      if (before.status === "scheduled" && values.step === "publish" && values.value.publishMode !== "scheduled") {
        throw new JobAdError(
          "Ein geplantes Inserat braucht ein Datum. Um es sofort zu aktivieren, nutzen Sie die Aktion „Sofort aktivieren“.",
          400,
        );
      }
      await saveStep(tx, before.id, values, { mayEditNonEditable: entry.has("editAdNonEditable") });
      const after = await getJobAd(tx, before.id);
      const changed = changedFields(savedFormValues(before)[step], savedFormValues(after ?? before)[step]);
      await writeAudit(tx, entry.user, {
        action: "job-ad.edit-step",
        entityType: "job_ad",
        entityId: String(before.id),
        before: { step, status: before.status, fields: changed.before },
        after: { step, status: after?.status ?? before.status, fields: changed.after },
        requestId: entry.requestId,
      });
    });
  } catch (error) {
    if (!(error instanceof JobAdError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status });
  }
  const next = FORM_STEPS[FORM_STEPS.indexOf(step) + 1] ?? "summary";
  return redirect(serviceEntryPath(entry.company.id, entry.ad.id, next));
}

export interface ServiceEntryOutcome {
  status: JobAdStatus;
  publishAt: Date | null;
}

/** "Veröffentlichen" on the summary: `adPublish`, the company's credits, audited (performStaffAction). */
async function publishAction(entry: Entry, formData: FormData) {
  const parsed = publishIntent.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return data({ error: "Diese Aktion gibt es nicht.", insufficientCredits: false }, { status: 400 });
  }
  if (!entry.has("adPublish")) {
    return data({ error: missing("adPublish"), insufficientCredits: false }, { status: 403 });
  }
  try {
    await performStaffAction(entry.db, entry.ad.id, "publish", entry.user, {
      production: entry.production,
      requestId: entry.requestId,
    });
  } catch (error) {
    if (error instanceof InsufficientCreditsError) {
      return data({ error: error.message, insufficientCredits: true }, { status: 409 });
    }
    if (error instanceof JobAdError) {
      return data({ error: error.message, insufficientCredits: false }, { status: error.status });
    }
    throw error;
  }
  const published = await getJobAd(entry.db, entry.ad.id);
  const outcome: ServiceEntryOutcome = {
    status: (published?.status ?? entry.ad.status) as JobAdStatus,
    publishAt: published?.publishAt ?? null,
  };
  return { outcome };
}
