import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { AuthUser } from "@auth/user";
import { qualityControlFact } from "~/lib/catalogue";
import type { Database } from "@db/client";
import { companySummaryOf } from "~/features/companies/companies.server";
import { writeAudit } from "~/features/audit/audit-log.server";
import type { ProductRow } from "~/features/billing/catalogue.server";
import { InsufficientCreditsError } from "~/features/billing/credits.server";
import { autosaveStep, productOfferFor, stepPageOf, submitStep, summaryFacts } from "~/features/job-ads/editor.server";
import { FORM_STEPS, firstIncompleteStepBefore, isFormStep, type FormStep } from "~/features/job-ads/form-steps";
import {
  actorOf,
  createDraft,
  policyAdOf,
  readJobAd,
  type Actor,
  type JobAdRow,
} from "~/features/job-ads/job-ads.server";
import type { JobAdStatus } from "~/features/job-ads/lifecycle";
import { editableSteps, scheduleBounds, staffMayOpenEditor, stepEditRefusal } from "~/features/job-ads/policy";
import { pageNotFound } from "~/features/access/guards.server";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";
import { refusalOf } from "~/lib/domain-error";
import { defaultView, isEditorView, serviceEntryPath, type EditorView } from "./service-entry";
import { auditLabel } from "./audit-labels";
import { jobAdAuditEntries, performStaffAction } from "./staff-actions.server";

type Context = Readonly<RouterContextProvider>;

/** The staff member as the job-ad policy sees them: their abilities by their groups. */
function staffActor(context: Context): Actor & { kind: "staff" } {
  const { user, production } = context.get(requestContext);
  const actor = actorOf(user, { production });
  if (actor.kind !== "staff") throw data("Sie haben keine Berechtigung für diese Seite.", { status: 403 });
  return actor;
}

const NOT_FOUND = "Das Inserat wurde nicht gefunden.";
const COMPANY_NOT_FOUND = "Das Unternehmen wurde nicht gefunden.";

async function requireCompany(db: Database, companyIdParam: string | undefined) {
  const companyId = parseRowId(companyIdParam);
  if (companyId === null) throw data(COMPANY_NOT_FOUND, { status: 404 });
  const company = await companySummaryOf(db, companyId);
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
  const { db, user, production, requestId } = context.get(requestContext);
  const actor = staffActor(context);
  const company = await requireCompany(db, params.companyId);
  const id = parseRowId(params.id);
  if (id === null) throw data(NOT_FOUND, { status: 404 });
  const found = await readJobAd(db, id);
  if (!found || found.ad.companyId !== company.id) throw data(NOT_FOUND, { status: 404 });
  if (!staffMayOpenEditor(policyAdOf(found.ad), actor.abilities)) {
    throw data("Sie haben keine Berechtigung für diese Seite.", { status: 403 });
  }
  return { db, user, production, requestId, actor, company, ad: found.ad, product: found.product };
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
  const { db, actor, company, ad, product } = await requireServiceEntryAd(context, params);
  const view = requestedView(request, ad, company.id);
  const frame = {
    company,
    jobAd: { id: ad.id, title: ad.title, status: ad.status, origin: ad.origin },
  };
  if (view === "summary") return { ...frame, view, summary: await summaryOf(db, ad, product, company, actor) };
  const page = stepPageOf(ad, company.fullName, view, stepEditRefusal(policyAdOf(ad), view, actor)?.reason ?? null);
  const offer =
    view === "product" ? await productOfferFor(db, company.id, qualityControlFact(ad.origin, company.channel)) : null;
  return { ...frame, view, page, offer, bounds: scheduleBounds(new Date()) };
}

async function summaryOf(
  db: Database,
  ad: JobAdRow,
  product: ProductRow | null,
  company: { id: number; fullName: string },
  actor: Actor & { kind: "staff" },
) {
  const [facts, audit] = await Promise.all([summaryFacts(db, ad, product, company), jobAdAuditEntries(db, ad.id)]);
  return {
    ...facts,
    editableSteps: editableSteps(policyAdOf(ad), FORM_STEPS, actor),
    mayPublish: actor.abilities.has("adPublish"),
    mayOrder: actor.abilities.has("orderJobAd"),
    // Earlier versions logged every autosave; those rows would bury the changes that matter here.
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

/** Autosave: the policy decides on the ad as it is locked; a refusal answers with its status. */
async function autosaveAction(entry: Entry, step: FormStep, formData: FormData) {
  const outcome = await autosaveStep(entry.db, entry.ad.id, step, formData, entry.actor);
  return data({ autosave: outcome.autosave }, { status: outcome.status });
}

/** The step's submission, saved with its audit entry (the fields that changed) in one transaction. */
async function saveStepAction(entry: Entry, step: FormStep, formData: FormData) {
  return submitStep(entry.db, entry.ad, step, formData, {
    actor: entry.actor,
    pathOf: (next) => serviceEntryPath(entry.company.id, entry.ad.id, next),
    record: (tx, change) =>
      writeAudit(tx, entry.user, {
        action: "job-ad.edit-step",
        entityType: "job_ad",
        entityId: String(change.adId),
        before: { step, status: change.before.status, fields: change.before.fields },
        after: { step, status: change.after.status, fields: change.after.fields },
        requestId: entry.requestId,
      }),
  });
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
  try {
    await performStaffAction(entry.db, entry.ad.id, "publish", entry.user, {
      production: entry.production,
      requestId: entry.requestId,
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const insufficientCredits = error instanceof InsufficientCreditsError;
    return data({ error: refusal.message, insufficientCredits }, { status: refusal.status });
  }
  const published = (await readJobAd(entry.db, entry.ad.id))?.ad;
  const outcome: ServiceEntryOutcome = {
    status: published?.status ?? entry.ad.status,
    publishAt: published?.publishAt ?? null,
  };
  return { outcome };
}
