import { data, href, redirect, type RouterContextProvider } from "react-router";
import { parse, type SubmissionResult } from "@conform-to/react";
import { unstable_coerceFormValue as coerceFormValue } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { Database, Executor } from "@db/client";
import { companyUploadIds } from "~/features/platform/uploads.server";
import { jobAdProducts } from "~/features/billing/catalogue.server";
import type { ProductRow } from "~/features/billing/catalogue.server";
import { creditBalance } from "~/features/billing/credits.server";
import { invoiceTotals } from "~/features/billing/invoices.server";
import { qualityControlFact } from "~/lib/catalogue";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";
import {
  changedFields,
  draftFormValues,
  parseAutosave,
  savedFormValues,
  type FormValues,
  type StepPage,
} from "./editor-values";
import { FORM_STEPS, type FormStep } from "./form-steps";
import { STATUS_LABELS } from "./labels";
import type { JobAdStatus, LifecycleActor } from "./lifecycle";
import {
  actionLabel,
  actorOf,
  jobAdHistory,
  JobAdError,
  policyAdOf,
  readJobAd,
  saveStep,
  saveStepDraft,
  type Actor,
  type JobAdRow,
  type StepValues,
} from "./job-ads.server";
import { publicVisibility, stepEditRefusal } from "./policy";
import { previewFromValues, SECTION_KEYS, type JobAdPreviewModel, type PreviewSection } from "./preview-model";
import { chiffreNameMentions, jobAdPublicPath } from "./public-page";
import { sanitizeRichText } from "~/lib/rich-text.server";
import {
  applicationStepSchema,
  contentStepSchema,
  dataStepEditorSchema,
  dataStepSchema,
  designStepSchema,
  productStepSchema,
  publishStepSchema,
} from "./schema";

type Context = Readonly<RouterContextProvider>;

const NOT_FOUND = "Das Inserat wurde nicht gefunden.";

/**
 * For every loader and action of the editor: a signed-in company user and an ad of that
 * user's company. The layout's guard redirects before this; this holds even if a route moves.
 */
export async function requireOwnJobAd(context: Context, id: string | undefined) {
  const { db, user, production } = context.get(requestContext);
  if (!user.isAuthenticated) throw data("Bitte melden Sie sich an.", { status: 401 });
  if (!user.isExternalUser || !user.company) {
    throw data("Nur Unternehmenskonten können Inserate bearbeiten.", { status: 403 });
  }
  const adId = parseRowId(id);
  if (adId === null) throw data(NOT_FOUND, { status: 404 });
  const found = await readJobAd(db, adId);
  // Another company's ad answers like a missing one.
  if (!found || found.ad.companyId !== user.company.id) throw data(NOT_FOUND, { status: 404 });
  return { db, user, production, company: user.company, ad: found.ad, product: found.product };
}

/** Why the ad's own company cannot change this step now (the policy's words), or null. */
export function companyReadOnlyReason(ad: Pick<JobAdRow, "status" | "origin" | "companyId">, step: FormStep) {
  return stepEditRefusal(policyAdOf(ad), step, { kind: "company", companyId: ad.companyId })?.reason ?? null;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The sections as the preview may render them: sanitised on the server, whatever their source. */
function sanitizedSections(content: FormValues): Record<(typeof SECTION_KEYS)[number], PreviewSection> {
  const entries = SECTION_KEYS.map((key) => [key, { kind: "html", html: sanitizeRichText(text(content[key])) }]);
  return Object.fromEntries(entries) as Record<(typeof SECTION_KEYS)[number], PreviewSection>;
}

/** What the ad's preview shows: the saved ad, with the draft of the open step where there is one. */
export function previewOf(companyName: string, values: Record<FormStep, FormValues>): JobAdPreviewModel {
  return previewFromValues(
    companyName,
    { data: values.data, design: values.design, content: values.content, application: values.application },
    sanitizedSections(values.content),
  );
}

/**
 * What the editor's summary shows of an ad, for the company and for staff alike: the steps done
 * and the first still open, the publication, the preview, the product with its price (net and
 * gross), the company's balance and the ad's history.
 */
export async function summaryFacts(
  db: Executor,
  ad: JobAdRow,
  product: ProductRow | null,
  company: { id: number; fullName: string },
) {
  const [history, balance] = await Promise.all([jobAdHistory(db, ad.id), creditBalance(db, company.id)]);
  const priced = product && product.priceCredits !== null && product.runDays !== null ? product : null;
  const preview = previewOf(company.fullName, savedFormValues(ad));
  return {
    completedSteps: FORM_STEPS.filter((step) => ad.completedSteps.includes(step)),
    firstIncompleteStep: FORM_STEPS.find((step) => !ad.completedSteps.includes(step)) ?? null,
    publishMode: ad.publishMode,
    publishAt: ad.publishAt,
    preview,
    /** Where a Chiffre ad's own text names the company (labels of the title and sections). */
    chiffreMentions: chiffreNameMentions(preview, company.fullName),
    /** The ad's public page while it is online (issue 14), else null. */
    publicPath:
      publicVisibility(ad, new Date()) === "visible" ? jobAdPublicPath(ad.id, ad.title, ad.locations[0]?.city) : null,
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
    history: history.map((event) => ({
      id: event.id,
      at: event.at,
      action: actionLabel(event.action),
      status: STATUS_LABELS[event.toStatus] ?? event.toStatus,
      actor: event.actorName,
      note: event.note,
    })),
  };
}

/**
 * A step's page for an ad: the saved values with the open step's autosaved draft (unless the
 * step is read-only for whoever opens it, `reason`) and the preview of them.
 */
export function stepPageOf(ad: JobAdRow, companyName: string, step: FormStep, reason: string | null): StepPage {
  const values = savedFormValues(ad);
  const draft = reason ? undefined : ad.stepDrafts[step];
  if (draft) values[step] = draftFormValues(draft);
  // Drafts hold what was typed; rich text reaches the browser (editor and preview) only sanitised.
  for (const key of SECTION_KEYS) values.content[key] = sanitizeRichText(text(values.content[key]));
  return {
    step,
    jobAd: {
      id: ad.id,
      title: ad.title,
      status: ad.status,
      completedSteps: FORM_STEPS.filter((s) => ad.completedSteps.includes(s)),
    },
    defaultValue: values[step],
    restoredDraft: Boolean(draft),
    readOnlyReason: reason,
    preview: previewOf(companyName, values),
  };
}

/** The shared part of every step's loader. */
export async function loadStepPage(context: Context, id: string | undefined, step: FormStep): Promise<StepPage> {
  const { ad, company } = await requireOwnJobAd(context, id);
  return stepPageOf(ad, company.fullName, step, companyReadOnlyReason(ad, step));
}

/** The product step's choice for the signed-in company user and one of its ads. */
export async function productOffer(context: Context, id: string | undefined) {
  const { db, company, ad } = await requireOwnJobAd(context, id);
  return productOfferFor(db, company.id, qualityControlFact(ad.origin, company.distributionChannel));
}

/**
 * The product step's choice: the catalogue's job-ad products, the company's credits, and
 * whether QA checks the ad before it goes online (worded by ~/lib/catalogue, decision 020).
 */
export async function productOfferFor(db: Executor, companyId: number | null, qualityControl: string) {
  const [catalogue, balance] = await Promise.all([
    jobAdProducts(db),
    companyId === null ? Promise.resolve(0) : creditBalance(db, companyId),
  ]);
  const products = catalogue.flatMap((product) =>
    product.runDays !== null && product.priceCredits !== null
      ? [
          {
            id: product.id,
            name: product.name,
            shortDescription: product.shortDescription,
            runDays: product.runDays,
            priceCredits: product.priceCredits,
            priceCents: product.priceCents,
            includedPushes: product.includedPushes,
            topPlacementDays: product.topPlacementDays,
          },
        ]
      : [],
  );
  return { products, balance, qualityControl };
}

/** The rules of each step (schema.ts), one schema per step for every surface and the API's description. */
export const STEP_RULES = {
  data: dataStepSchema,
  design: designStepSchema,
  content: contentStepSchema,
  product: productStepSchema,
  publish: publishStepSchema,
  application: applicationStepSchema,
} as const satisfies Record<FormStep, z.ZodType>;

/**
 * Who sends a step: the editor's form (the company's and the service entry's) or the JSON API.
 * Both give the same rules the same input; the only difference is the salary question of the
 * data step, which a person answers in the form and a script cannot (decision 031).
 */
export type StepSurface = "form" | "api";

/**
 * The step's schema with the schema's own coercion of form values (Conform's): an empty text is
 * an absent field, "on" a true checkbox, a lone value a one-item list. Values that are already
 * typed (JSON's booleans, numbers, lists) pass through it unchanged, so the one schema reads the
 * form's fields and the API's JSON alike.
 */
const coerced = new Map<string, z.ZodType>();
function schemaOf(step: FormStep, surface: StepSurface): z.ZodType {
  const key = `${surface}:${step}`;
  let schema = coerced.get(key);
  if (!schema) {
    schema = coerceFormValue(surface === "form" && step === "data" ? dataStepEditorSchema : STEP_RULES[step]);
    coerced.set(key, schema);
  }
  return schema;
}

/** A rich-text section is checked as it will be stored and shown: sanitised first. */
function sanitizedInput(step: FormStep, input: unknown): unknown {
  if (step !== "content" || typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const sections: readonly string[] = SECTION_KEYS;
  return Object.fromEntries(
    Object.entries(input).map(([name, value]) => [
      name,
      sections.includes(name) && typeof value === "string" ? sanitizeRichText(value) : value,
    ]),
  );
}

/**
 * What the schema cannot know: a design step's images must be the company's own uploads. The
 * form and the JSON API both ask this after the schema, with the same German message per field.
 */
async function foreignUploadErrors(db: Executor, companyId: number, values: StepValues): Promise<StepIssue[]> {
  if (values.step !== "design") return [];
  const fields = { logoPath: values.value.logoPath, headerImagePath: values.value.headerImagePath };
  const ids = Object.values(fields)
    .filter((path): path is string => path !== null)
    .map((path) => path.slice("/uploads/".length));
  if (ids.length === 0) return [];
  const own = await companyUploadIds(db, companyId, ids);
  const ownPaths = new Set([...own].map((id) => `/uploads/${id}`));
  return Object.entries(fields)
    .filter(([, path]) => path !== null && !ownPaths.has(path))
    .map(([field]) => ({ path: [field], message: "Bitte laden Sie das Bild erneut hoch." }));
}

/** One refusal of a step's input: the field's path (empty for the whole step) and the German reason. */
export interface StepIssue {
  path: readonly (string | number)[];
  message: string;
}

export type StepCheck = { ok: true; values: StepValues } | { ok: false; issues: StepIssue[] };

/**
 * THE check of a step's input, for the editor's form and the JSON API alike (decision 031), in
 * this order: rich text sanitised, the step's schema, then the design step's images. `input` is
 * a plain object: the API's JSON body, or the form's fields as Conform reads them
 * (`locations[0].city` → `{ locations: [{ city }] }`).
 */
export async function checkStep(
  db: Executor,
  companyId: number,
  step: FormStep,
  input: unknown,
  surface: StepSurface,
): Promise<StepCheck> {
  const parsed = schemaOf(step, surface).safeParse(sanitizedInput(step, input ?? {}));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map((segment) => (typeof segment === "number" ? segment : String(segment))),
      message: issue.message,
    }));
    return { ok: false, issues };
  }
  const values = { step, value: parsed.data } as StepValues;
  const uploadIssues = await foreignUploadErrors(db, companyId, values);
  return uploadIssues.length > 0 ? { ok: false, issues: uploadIssues } : { ok: true, values };
}

/**
 * The field a service's own refusal of a step's values (status 400, e.g. a publication date
 * outside the window) belongs to, so the form shows it at the field as the API names it.
 */
export const SERVICE_FIELD: Partial<Record<FormStep, string>> = { product: "productId", publish: "publishAt" };

/** A field's name as Conform writes it: `locations[0].city`. */
function conformName(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (name, segment) => (typeof segment === "number" ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment),
    "",
  );
}

type Reply = (options?: {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}) => SubmissionResult<string[]>;

export type StepSubmission =
  { ok: true; values: StepValues; reply: Reply } | { ok: false; result: SubmissionResult<string[]> };

/**
 * A step's form submission: Conform reads the fields into a plain object, `checkStep` checks it
 * as the JSON API's body is checked, and Conform's reply carries the errors per field.
 */
async function parseStepSubmission(
  db: Executor,
  companyId: number,
  step: FormStep,
  formData: FormData,
): Promise<StepSubmission> {
  let checked: StepCheck | undefined;
  const submission = await parse(formData, {
    resolve: async (payload) => {
      checked = await checkStep(db, companyId, step, payload, "form");
      if (checked.ok) return { value: checked.values };
      const error: Record<string, string[]> = {};
      for (const issue of checked.issues) (error[conformName(issue.path)] ??= []).push(issue.message);
      return { error };
    },
  });
  const reply: Reply = (options) => submission.reply(options);
  if (submission.status !== "success" || !checked?.ok) return { ok: false, result: reply() };
  return { ok: true, values: checked.values, reply };
}

/** A service's refusal of a step's values for the form: at its field where the step has one. */
export function serviceRefusalReply(step: FormStep, status: number, message: string, reply: Reply) {
  const field = SERVICE_FIELD[step];
  return status === 400 && field ? reply({ fieldErrors: { [field]: [message] } }) : reply({ formErrors: [message] });
}

/**
 * The tail of a step's submission: save it, answer the policy's refusal on the step's form, or
 * go on to the next step (after the last, the summary).
 */
async function saveStepThenNext(
  step: FormStep,
  reply: Reply,
  save: () => Promise<unknown>,
  pathOf: (next: FormStep | "summary") => string,
) {
  try {
    await save();
  } catch (error) {
    if (!(error instanceof JobAdError)) throw error;
    return data({ result: serviceRefusalReply(step, error.status, error.message, reply) }, { status: error.status });
  }
  return redirect(pathOf(FORM_STEPS[FORM_STEPS.indexOf(step) + 1] ?? "summary"));
}

/** A saved step as a surface records it: the ad's state and the step's fields that changed. */
export interface StepFormChange {
  adId: number;
  before: { status: JobAdStatus; fields: FormValues };
  after: { status: JobAdStatus; fields: FormValues };
}

/**
 * THE submission of a step's form, in the company's editor and in service entry: Conform reads
 * the fields, `checkStep` checks them as the JSON API's body is checked, `saveStep` stores them
 * (locks the row, asks the policy), and the answer is the next step (`pathOf`; after the last,
 * the summary) or the refusal on the step's form. `record` runs in the saving transaction with
 * what the save changed (service entry's audit entry).
 */
export async function submitStep(
  db: Database,
  ad: Pick<JobAdRow, "id" | "companyId">,
  step: FormStep,
  formData: FormData,
  options: {
    actor: Actor;
    pathOf: (next: FormStep | "summary") => string;
    record?: (tx: Executor, change: StepFormChange) => Promise<void>;
  },
) {
  const { actor, pathOf, record } = options;
  const submission = await parseStepSubmission(db, ad.companyId, step, formData);
  if (!submission.ok) return data({ result: submission.result }, { status: 400 });
  const { values } = submission;
  const save = record
    ? () =>
        db.transaction(async (tx) => {
          const { before, after } = await saveStep(tx, ad.id, values, { actor });
          const changed = changedFields(savedFormValues(before)[step], savedFormValues(after)[step]);
          await record(tx, {
            adId: before.id,
            before: { status: before.status, fields: changed.before },
            after: { status: after.status, fields: changed.after },
          });
        })
    : () => saveStep(db, ad.id, values, { actor });
  return saveStepThenNext(step, submission.reply, save, pathOf);
}

/** What autosave answers: stored, not a draft autosave may store, or the policy's refusal. */
export type StepDraftOutcome =
  | { status: 200; autosave: "saved" }
  | { status: 400; autosave: "invalid" }
  | { status: number; autosave: "refused"; reason: string };

/** Autosave's answer to the company: a refusal is a conflict. */
export type DraftOutcome =
  Exclude<StepDraftOutcome, { autosave: "refused" }> | { status: 409; autosave: "refused"; reason: string };

/**
 * Autosave of a step by whoever edits it (the company in its editor, staff in service entry):
 * the raw values as the step's draft, unless the policy refuses this actor the step now, with
 * the refusal's status and reason.
 */
export async function autosaveStep(
  db: Database,
  adId: number,
  step: FormStep,
  values: FormData | URLSearchParams,
  actor: LifecycleActor,
): Promise<StepDraftOutcome> {
  const draft = parseAutosave(values);
  if (!draft) return { status: 400, autosave: "invalid" };
  try {
    await saveStepDraft(db, adId, step, draft, { actor });
  } catch (error) {
    if (!(error instanceof JobAdError)) throw error;
    return { status: error.status, autosave: "refused", reason: error.message };
  }
  return { status: 200, autosave: "saved" };
}

/**
 * Autosave of a company's own ad (the step's form and the unload beacon alike); a refusal is a
 * 409. The caller has checked that the ad belongs to the signed-in user's company.
 */
export async function saveCompanyStepDraft(
  db: Database,
  ad: Pick<JobAdRow, "id" | "companyId">,
  step: FormStep,
  values: FormData | URLSearchParams,
): Promise<DraftOutcome> {
  const outcome = await autosaveStep(db, ad.id, step, values, { kind: "company", companyId: ad.companyId });
  return outcome.autosave === "refused" ? { ...outcome, status: 409 } : outcome;
}

/**
 * The action of every step: `intent=autosave` stores the raw values as the step's draft;
 * anything else is the step's submission, validated with the step's schema, stored by
 * saveStep and answered with a redirect to the next step (after the last one, the summary).
 */
export async function stepAction(request: Request, context: Context, id: string | undefined, step: FormStep) {
  const { db, user, production, ad } = await requireOwnJobAd(context, id);
  const formData = await request.formData();
  if (formData.get("intent") === "autosave") {
    const outcome = await saveCompanyStepDraft(db, ad, step, formData);
    return data({ autosave: outcome.autosave }, { status: outcome.status });
  }

  return submitStep(db, ad, step, formData, {
    actor: actorOf(user, { production }),
    pathOf: (next) => href(`/p/jobs/:id/${next}` as const, { id: String(ad.id) }),
  });
}
