import { outerColumn } from "~/lib/outer-column";
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, Executor } from "@db/client";
import { jobAdEvents, jobAdMetricsDaily, jobAds, type StepDraft } from "@db/schema/job-ads";
import { abilitiesOfGroups } from "@auth/abilities";
import type { AuthUser, DistributionChannel } from "@auth/user";
import { companyMailRecipients, notificationRecipients } from "~/features/notifications/preferences.server";
import { jobAdProductOnSale, productOf, productsByIds, type ProductRow } from "~/features/billing/catalogue.server";
import { companySummaryOf, type CompanySummary } from "~/features/companies/companies.server";
import { refundCredits, spendCredits } from "~/features/billing/credits.server";
import { orderProduct } from "~/features/billing/orders.server";
import { queueMail } from "~/features/notifications/mail.server";
import { jobAdSubject, recordIntegrationEvent } from "~/features/webhooks/events.server";
import { viennaStartOfDay } from "~/lib/format";
import { DomainError } from "~/lib/domain-error";
import { FORM_STEPS, type FormStep } from "./form-steps";
import {
  isPublished,
  type JobAdAction,
  type JobAdOrigin,
  type JobAdStatus,
  type LifecycleActor,
  type LifecycleAd,
} from "./lifecycle";
import type { ListSort } from "./list/list-query";
import { STEP_LABELS } from "./labels";
import { decideAction, stepEditRefusal, stepValuesRefusal, type PolicyAd } from "./policy";
import { jobAdMail, type JobAdMailKind } from "./mails";
import { prefixTsQuery, searchWords } from "~/lib/search-query";
import type { ApplicationStep, ContentStep, DataStep, DesignStep, PublishStep } from "./schema";
import { sanitizeRichText } from "~/lib/rich-text.server";

export type JobAdRow = typeof jobAds.$inferSelect;

/** Who acts, as the services record it in the history. */
export type Actor = LifecycleActor & { name: string; id: number | null };

/** The actor of a signed-in user: a company user acts for the chosen company, staff by their groups. */
export function actorOf(user: AuthUser, options: { production: boolean }): Actor {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  if (user.isInternalUser) {
    return { kind: "staff", abilities: abilitiesOfGroups(user.groups, options), name, id: user.id };
  }
  if (!user.company) throw new JobAdError("Ihr Benutzerkonto ist keinem Unternehmen zugeordnet.", 403);
  return { kind: "company", companyId: user.company.id, name, id: user.id };
}

/** The ad as the job-ad policy reads it. */
export function policyAdOf(ad: Pick<JobAdRow, "status" | "origin" | "companyId">): PolicyAd {
  return { status: ad.status, origin: ad.origin, companyId: ad.companyId };
}

/** One row of an ad's history (`job_ad_events`), which the company and staff both read. */
export interface HistoryEntry {
  jobAdId: number;
  at: Date;
  action: string;
  fromStatus: JobAdStatus | null;
  toStatus: JobAdStatus;
  actor: Pick<Actor, "kind" | "id" | "name">;
  note?: string;
}

/** Writes a history row in the caller's transaction: the one way every change is recorded. */
export async function recordHistory(tx: Executor, entry: HistoryEntry): Promise<void> {
  await tx.insert(jobAdEvents).values({
    jobAdId: entry.jobAdId,
    at: entry.at,
    action: entry.action,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    note: entry.note ?? "",
  });
}

/** A refusal of the job-ad domain (the policy's or the lifecycle's words). */
export class JobAdError extends DomainError {}

/** An ad as every surface reads it: the row, its product (once chosen) and its lifecycle view. */
export interface JobAdRecord {
  ad: JobAdRow;
  product: ProductRow | null;
  /** What the lifecycle and the policy decide on (with the company's distribution channel). */
  lifecycle: LifecycleAd;
}

/**
 * The one way to read an ad by id, for pages, the JSON API and staff alike: the ad, then its
 * product (billing's catalogue) and its company's channel (the companies' face). Changes lock the
 * row themselves (`performAction`, `saveStep`).
 */
export async function readJobAd(db: Executor, id: number): Promise<JobAdRecord | null> {
  const [ad] = await db.select().from(jobAds).where(eq(jobAds.id, id));
  if (!ad) return null;
  const [product, company] = await Promise.all([
    ad.productId === null ? null : productOf(db, ad.productId),
    companySummaryOf(db, ad.companyId),
  ]);
  if (!company) return null;
  return { ad, product, lifecycle: lifecycleAd(ad, product, company.channel) };
}

/** The job-ad products a company can book, cheapest first. */
export async function createDraft(
  db: Database,
  input: {
    companyId: number;
    origin: JobAdOrigin;
    actor: Actor;
    title?: string;
    /** What the editor pre-fills: the contact person and the application e-mail. */
    prefill?: { contactPerson: { name: string; email: string; phone: string }; applicationEmail: string };
    /** The press that asks for it (see `createDraftOnce`). */
    createKey?: string;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobAds)
      .values({
        companyId: input.companyId,
        title: input.title ?? "",
        status: "draft",
        origin: input.origin,
        createKey: input.createKey ?? null,
        ...(input.prefill
          ? { contactPerson: input.prefill.contactPerson, applicationEmail: input.prefill.applicationEmail }
          : {}),
      })
      .returning({ id: jobAds.id });
    await recordHistory(tx, {
      jobAdId: row!.id,
      at: new Date(),
      action: "create",
      fromStatus: null,
      toStatus: "draft",
      actor: input.actor,
    });
    return row!.id;
  });
}

/**
 * A company user's new draft, once per press of "Neues Inserat anlegen": the create page renders
 * a fresh key into its form, so a double click or a resent form (same key) answers the draft the
 * first request made, while every new visit of the page, in any tab, makes its own draft.
 * Requests of one company are serialised by an advisory lock.
 */
export async function createDraftOnce(
  db: Database,
  input: Parameters<typeof createDraft>[1] & { createKey: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('job-ad-create'), ${input.companyId})`);
    const [pressed] = await tx
      .select({ id: jobAds.id })
      .from(jobAds)
      .where(and(eq(jobAds.companyId, input.companyId), eq(jobAds.createKey, input.createKey)));
    return pressed ? pressed.id : createDraft(tx, input);
  });
}

function withStep(completed: readonly string[], step: FormStep): string[] {
  return FORM_STEPS.filter((s) => s === step || completed.includes(s));
}

export type StepValues =
  | { step: "data"; value: DataStep }
  | { step: "design"; value: DesignStep }
  | { step: "content"; value: ContentStep }
  | { step: "product"; value: { productId: number } }
  | { step: "publish"; value: PublishStep }
  | { step: "application"; value: ApplicationStep };

function columnsOf(values: StepValues): Partial<typeof jobAds.$inferInsert> {
  switch (values.step) {
    case "data": {
      const v = values.value;
      return {
        title: v.title,
        locations: v.locations,
        remote: v.remote,
        employmentTypes: v.employmentTypes,
        weeklyHours: v.weeklyHours,
        jobLevel: v.jobLevel,
        jobField: v.jobField,
        startDate: v.startDate,
        anonymous: v.anonymous,
        salaryMinCents: v.salaryMin ?? null,
        salaryMaxCents: v.salaryMax ?? null,
        salaryPeriod: v.salaryPeriod ?? null,
        salaryOverpay: v.salaryOverpay,
        salaryText: v.salaryText,
      };
    }
    case "design":
      return values.value;
    case "content": {
      const v = values.value;
      return {
        content: {
          intro: sanitizeRichText(v.intro),
          tasks: sanitizeRichText(v.tasks),
          profile: sanitizeRichText(v.profile),
          offer: sanitizeRichText(v.offer),
          contact: sanitizeRichText(v.contact),
        },
        contactPerson: { name: v.contactName, email: v.contactEmail, phone: v.contactPhone },
      };
    }
    case "product":
      return { productId: values.value.productId };
    case "publish":
      return values.value.publishMode === "scheduled"
        ? { publishMode: "scheduled", publishAt: viennaStartOfDay(values.value.publishAt) }
        : { publishMode: "now", publishAt: null };
    case "application": {
      const v = values.value;
      return {
        applicationMethod: v.applicationMethod,
        applicationEmail: v.applicationMethod === "email" ? v.applicationEmail : null,
        applicationUrl: v.applicationMethod === "url" ? v.applicationUrl : null,
      };
    }
  }
}

/** A step's change as the policy and the history see it: the ad's row before and after. */
export interface StepChange {
  before: JobAdRow;
  after: JobAdRow;
}

/**
 * Stores a validated step, marks it complete and drops its autosaved draft: locks the row, asks
 * the job-ad policy whether this actor may change this step of the ad now and whether the values
 * fit the ad (a scheduled ad keeps a date in the window), then changes it. A refusal throws
 * JobAdError with the policy's reason and changes nothing.
 */
export async function saveStep(
  db: Database,
  id: number,
  values: StepValues,
  options: { actor: Actor; now?: Date },
): Promise<StepChange> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(jobAds).where(eq(jobAds.id, id)).for("update");
    if (!before) throw new JobAdError("Das Inserat gibt es nicht.", 404);
    const ad = policyAdOf(before);
    const publishAt =
      values.step === "publish" && values.value.publishMode === "scheduled"
        ? viennaStartOfDay(values.value.publishAt)
        : null;
    const refusal =
      stepEditRefusal(ad, values.step, options.actor) ?? stepValuesRefusal(ad, { step: values.step, publishAt }, now);
    if (refusal) throw new JobAdError(refusal.reason, refusal.status);
    if (values.step === "product") {
      const product = await jobAdProductOnSale(tx, values.value.productId);
      if (!product) throw new JobAdError("Bitte wählen Sie ein Produkt aus dem Angebot.", 400);
    }
    const drafts = Object.fromEntries(Object.entries(before.stepDrafts).filter(([step]) => step !== values.step));
    const [after] = await tx
      .update(jobAds)
      .set({
        ...columnsOf(values),
        completedSteps: withStep(before.completedSteps, values.step),
        stepDrafts: drafts,
        updatedAt: now,
      })
      .where(eq(jobAds.id, id))
      .returning();
    // A draft's steps are its making; once published, every saved step is a change the company
    // and staff see in the history, and whatever staff save in a company's ad as well.
    if (isPublished(before.status) || options.actor.kind === "staff") {
      await recordHistory(tx, {
        jobAdId: id,
        at: now,
        action: "edit-step",
        fromStatus: before.status,
        toStatus: before.status,
        actor: options.actor,
        note: `Schritt „${STEP_LABELS[values.step]}“`,
      });
    }
    // The row is locked by this transaction, so the update finds it.
    return { before, after: after! };
  });
}

/**
 * Autosave: what the user has typed into a step so far, unvalidated and never shown to others.
 * Like `saveStep` it locks the row and asks the policy (for the company and for staff alike),
 * and it records nothing: no history or audit row per pause, only the saved step records.
 */
export async function saveStepDraft(
  db: Database,
  id: number,
  step: FormStep,
  draft: StepDraft,
  options: { actor: LifecycleActor },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(jobAds).where(eq(jobAds.id, id)).for("update");
    if (!row) throw new JobAdError("Das Inserat gibt es nicht.", 404);
    const refusal = stepEditRefusal(policyAdOf(row), step, options.actor);
    if (refusal) throw new JobAdError(refusal.reason, refusal.status);
    await tx
      .update(jobAds)
      .set({ stepDrafts: sql`${jobAds.stepDrafts} || ${JSON.stringify({ [step]: draft })}::jsonb` })
      .where(eq(jobAds.id, id));
  });
}

/** The columns of an ad the lifecycle reads. */
type LifecycleColumns = Pick<
  JobAdRow,
  | "status"
  | "previousStatus"
  | "origin"
  | "companyId"
  | "completedSteps"
  | "publishMode"
  | "publishAt"
  | "expiresAt"
  | "pushesLeft"
  | "lastPushedAt"
  | "reminderSentAt"
  | "lastExtensionDays"
  | "lastExtensionCredits"
>;

export function lifecycleAd(
  ad: LifecycleColumns,
  product: ProductRow | null,
  channel: DistributionChannel,
): LifecycleAd {
  return {
    status: ad.status,
    previousStatus: ad.previousStatus ?? null,
    origin: ad.origin,
    companyId: ad.companyId,
    channel,
    complete: FORM_STEPS.every((step) => ad.completedSteps.includes(step)),
    publishAt: ad.publishMode === "scheduled" ? ad.publishAt : null,
    expiresAt: ad.expiresAt,
    pushesLeft: ad.pushesLeft,
    lastPushedAt: ad.lastPushedAt,
    reminderSentAt: ad.reminderSentAt,
    lastExtensionDays: ad.lastExtensionDays,
    lastExtensionCredits: ad.lastExtensionCredits,
    product:
      product && product.runDays !== null && product.priceCredits !== null
        ? { runDays: product.runDays, priceCredits: product.priceCredits, includedPushes: product.includedPushes }
        : null,
  };
}

/** Staff changes outside the lifecycle that the ad's history shows (staff-functions.server.ts). */
type StaffHistoryAction = "online-mail" | "schedule" | "expiration" | "product";

const ACTION_LABELS: Record<JobAdAction | StaffHistoryAction | "create" | "edit-step", string> = {
  create: "Entwurf angelegt",
  "edit-step": "Inhalt geändert",
  "online-mail": "Online-Benachrichtigung erneut gesendet",
  schedule: "Veröffentlichungsdatum geändert",
  expiration: "Laufzeitende geändert",
  product: "Produkt geändert",
  publish: "Veröffentlicht",
  approve: "Freigegeben",
  reject: "Abgelehnt",
  "activate-scheduled": "Geplante Veröffentlichung aktiviert",
  expire: "Abgelaufen",
  deactivate: "Deaktiviert",
  reactivate: "Reaktiviert",
  lock: "Gesperrt",
  unlock: "Entsperrt",
  delete: "Gelöscht",
  restore: "Wiederhergestellt",
  prolong: "Verlängert",
  "free-prolongation": "Kostenlos verlängert",
  "undo-runtime-extension": "Verlängerung zurückgenommen",
  remind: "Erinnerung gesendet",
  push: "Gepusht",
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action as keyof typeof ACTION_LABELS] ?? action;
}

/**
 * Who hears about an ad: everyone acting for its company; the expiry reminder only those who
 * have not switched it off in their settings.
 */
async function mailRecipients(tx: Executor, companyId: number, kind: JobAdMailKind): Promise<string[]> {
  if (kind === "expiry-reminder") {
    return (await notificationRecipients(tx, companyId, "expiryReminder")).map((recipient) => recipient.email);
  }
  return companyMailRecipients(tx, companyId);
}

export interface ActionResult {
  status: JobAdStatus;
  creditsUsed: number;
  creditsRefunded: number;
}

/**
 * Runs one lifecycle action in a transaction: locks the ad, asks the lifecycle, books credits,
 * updates the ad, writes the history and queues the e-mail. Throws JobAdError with the German
 * reason (and changes nothing) when the action is not allowed.
 */
export async function performAction(
  db: Database,
  id: number,
  action: JobAdAction,
  actor: Actor,
  options: { now?: Date; note?: string } = {},
): Promise<ActionResult> {
  return db.transaction((tx) => performActionIn(tx, id, action, actor, options));
}

/** performAction inside the caller's transaction, so that it commits or rolls back with other bookings. */
export async function performActionIn(
  tx: Executor,
  id: number,
  action: JobAdAction,
  actor: Actor,
  options: { now?: Date; note?: string } = {},
): Promise<ActionResult> {
  const now = options.now ?? new Date();
  const [ad] = await tx.select().from(jobAds).where(eq(jobAds.id, id)).for("update");
  const company = ad ? await companySummaryOf(tx, ad.companyId) : null;
  if (!ad || !company) throw new JobAdError("Das Inserat gibt es nicht.", 404);
  const product = ad.productId ? await productOf(tx, ad.productId) : null;
  const result = decideAction(lifecycleAd(ad, product, company.channel), action, actor, now);
  if (!result.ok) throw new JobAdError(result.reason, result.status);
  const plan = result.plan;
  const ledger = {
    companyId: ad.companyId,
    jobAdId: ad.id,
    actorName: actor.name,
    now,
    description: `${actionLabel(action)}: ${ad.title || `Inserat ${ad.id}`}`,
  };
  if (plan.creditsToUse > 0) await spendCredits(tx, plan.creditsToUse, ledger);
  if (plan.creditsToRefund > 0) await refundCredits(tx, plan.creditsToRefund, ledger);
  await tx
    .update(jobAds)
    .set({
      status: plan.to,
      ...(plan.previousStatus !== undefined ? { previousStatus: plan.previousStatus } : {}),
      ...(plan.publishedAt ? { publishedAt: plan.publishedAt } : {}),
      ...(plan.expiresAt !== undefined ? { expiresAt: plan.expiresAt, reminderSentAt: null } : {}),
      ...(plan.pushesLeft !== undefined ? { pushesLeft: plan.pushesLeft } : {}),
      ...(plan.lastPushedAt ? { lastPushedAt: plan.lastPushedAt } : {}),
      ...(plan.lastExtension !== undefined
        ? {
            lastExtensionDays: plan.lastExtension?.days ?? null,
            lastExtensionCredits: plan.lastExtension?.credits ?? null,
          }
        : {}),
      ...(plan.mail === "expiry-reminder" ? { reminderSentAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(jobAds.id, id));
  await recordHistory(tx, {
    jobAdId: id,
    at: now,
    action,
    fromStatus: ad.status,
    toStatus: plan.to,
    actor,
    ...(options.note ? { note: options.note } : {}),
  });
  if (plan.to !== ad.status) {
    await recordIntegrationEvent(tx, {
      companyId: ad.companyId,
      type: "job_ad.state_changed",
      subject: jobAdSubject(id),
      data: { job_ad_id: id, from_state: ad.status, to_state: plan.to, action, changed_at: now.toISOString() },
      at: now,
    });
  }
  if (plan.mail) {
    const mail = jobAdMail(plan.mail, {
      id: ad.id,
      title: ad.title,
      expiresAt: plan.expiresAt ?? ad.expiresAt,
      note: options.note ?? "",
    });
    for (const to of await mailRecipients(tx, ad.companyId, plan.mail)) await queueMail(tx, { to, ...mail });
  }
  return { status: plan.to, creditsUsed: plan.creditsToUse, creditsRefunded: plan.creditsToRefund };
}

export interface OrderAndPublishResult extends ActionResult {
  invoiceId: number;
  invoiceNumber: string;
}

/**
 * "Produkt kaufen und veröffentlichen": buys one unit of the ad's product (invoice and credits)
 * and publishes the ad with them in one transaction, so that no invoice exists without the
 * publication it paid for. A refusal of the lifecycle rolls the order back.
 */
export async function orderAndPublish(
  db: Database,
  id: number,
  actor: Actor,
  options: { now?: Date } = {},
): Promise<OrderAndPublishResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [ad] = await tx
      .select({ companyId: jobAds.companyId, productId: jobAds.productId })
      .from(jobAds)
      .where(eq(jobAds.id, id))
      .for("update");
    if (!ad) throw new JobAdError("Das Inserat gibt es nicht.", 404);
    if (actor.kind !== "company" || actor.companyId !== ad.companyId) {
      throw new JobAdError("Dieses Inserat gehört nicht zu Ihrem Unternehmen.", 403);
    }
    if (ad.productId === null) throw new JobAdError("Bitte wählen Sie ein Produkt.");
    const order = await orderProduct(tx, {
      companyId: ad.companyId,
      productId: ad.productId,
      quantity: 1,
      orderedBy: actor.name,
      now,
    });
    const result = await performActionIn(tx, id, "publish", actor, { now });
    return { ...result, invoiceId: order.invoiceId, invoiceNumber: order.invoiceNumber };
  });
}

export async function jobAdHistory(db: Executor, id: number) {
  return db
    .select()
    .from(jobAdEvents)
    .where(eq(jobAdEvents.jobAdId, id))
    .orderBy(desc(jobAdEvents.at), desc(jobAdEvents.id));
}

/** The outer query's ad id in a subquery. */
const OUTER_AD_ID = outerColumn(jobAds.id);

export interface ListQuery {
  companyId: number;
  statuses?: readonly JobAdStatus[];
  q?: string;
  sort?: ListSort;
  page?: number;
  pageSize?: number;
  /** Set false when the caller knows the total (the counts per state); saves a scan. Default true. */
  countTotal?: boolean;
  /** The company (`companyId`'s), when the caller has read it already: the list then does not read it again. */
  company?: CompanySummary;
}

export interface JobAdListRow {
  id: number;
  title: string;
  status: JobAdStatus;
  origin: JobAdOrigin;
  city: string | null;
  productName: string | null;
  publishedAt: Date | null;
  expiresAt: Date | null;
  updatedAt: Date;
  completedSteps: FormStep[];
  pushesLeft: number;
  views30: number;
  applications30: number;
  /** What the lifecycle needs to decide which actions the row offers. */
  lifecycle: LifecycleAd;
}

/**
 * Each ad's applications of the last 30 days (the days `views30` counts), by ad id; an ad without
 * any may be missing. The applications' face answers it (`applicationCounts30`); the callers pass
 * it in, as applications import job-ads and job-ads may not import applications back.
 */
export type ApplicationCounts30 = (db: Executor, adIds: readonly number[]) => Promise<Map<number, number>>;

/**
 * A company's ads with filters, full-text search (German stemming, prefix match of every word,
 * or the ad number), sorting and paging, and each ad's views and applications of 30 days.
 */
export async function listJobAds(
  db: Executor,
  query: ListQuery,
  applicationCounts30: ApplicationCounts30,
): Promise<{ rows: JobAdListRow[]; total: number | null }> {
  const pageSize = Math.min(Math.max(query.pageSize ?? 20, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const where: SQL[] = [eq(jobAds.companyId, query.companyId)];
  if (query.statuses && query.statuses.length > 0) where.push(inArray(jobAds.status, [...query.statuses]));
  else where.push(sql`${jobAds.status} <> 'deleted'`);
  const words = searchWords(query.q ?? "");
  if (words.length > 0) {
    const tsquery = prefixTsQuery(words);
    where.push(
      sql`(${jobAds.searchVector} @@ to_tsquery('german', ${tsquery}) or ${jobAds.id}::text = ${words.join("")})`,
    );
  }
  const order = {
    updated: [desc(jobAds.updatedAt), desc(jobAds.id)],
    created: [desc(jobAds.createdAt), desc(jobAds.id)],
    title: [asc(sql`lower(${jobAds.title})`), asc(jobAds.id)],
    expires: [sql`${jobAds.expiresAt} asc nulls last`, asc(jobAds.id)],
  }[query.sort ?? "updated"];
  const since = sql`current_date - 30`;
  const metric = (column: AnyPgColumn) =>
    sql<number>`coalesce((select sum(${column}) from ${jobAdMetricsDaily} where ${jobAdMetricsDaily.jobAdId} = ${OUTER_AD_ID} and ${jobAdMetricsDaily.day} >= ${since}), 0)::int`;
  // Page through narrow rows first; only the page's ads are read whole (a sort over wide rows
  // with their rich text costs ten times as much on a company with 10 000 ads).
  const [pageIds, [counted]] = await Promise.all([
    db
      .select({ id: jobAds.id })
      .from(jobAds)
      .where(and(...where))
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    query.countTotal === false
      ? Promise.resolve([])
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobAds)
          .where(and(...where)),
  ]);
  const ids = pageIds.map((row) => row.id);
  const { searchVector: _searchVector, stepDrafts: _stepDrafts, ...listColumns } = getTableColumns(jobAds);
  const details =
    ids.length === 0
      ? []
      : await db
          .select({
            ad: listColumns,
            views30: metric(jobAdMetricsDaily.views),
          })
          .from(jobAds)
          .where(inArray(jobAds.id, ids));
  // Every ad of the page is the company's (the query's first condition).
  const [products, company, applications30] = await Promise.all([
    productsByIds(
      db,
      details.flatMap((row) => (row.ad.productId === null ? [] : [row.ad.productId])),
    ),
    query.company?.id === query.companyId ? query.company : companySummaryOf(db, query.companyId),
    applicationCounts30(db, ids),
  ]);
  const total = counted ? counted.n : null;
  if (!company) return { rows: [], total };
  const rows = ids.flatMap((id) => details.filter((row) => row.ad.id === id));
  return {
    rows: rows.map(({ ad, views30 }) => {
      const product = ad.productId === null ? null : (products.get(ad.productId) ?? null);
      return {
        id: ad.id,
        title: ad.title,
        status: ad.status,
        origin: ad.origin,
        city: ad.locations[0]?.city ?? null,
        productName: product?.name ?? null,
        publishedAt: ad.publishedAt,
        expiresAt: ad.expiresAt,
        updatedAt: ad.updatedAt,
        completedSteps: FORM_STEPS.filter((step) => ad.completedSteps.includes(step)),
        pushesLeft: ad.pushesLeft,
        views30,
        applications30: applications30.get(ad.id) ?? 0,
        lifecycle: lifecycleAd(ad, product, company.channel),
      };
    }),
    total,
  };
}

export interface ServiceAdOrder {
  id: number;
  title: string;
  status: JobAdStatus;
  companyId: number;
  productId: number | null;
  createdAt: Date;
  /** Who entered it: the actor of the ad's "create" event. */
  createdBy: string | null;
}

/**
 * The ads staff entered for companies (origin "service") across all companies, newest first, a
 * page of them and how many there are (serviceAdOrderList, issue 5).
 */
export async function serviceAdOrders(
  db: Executor,
  page: { page: number; pageSize: number },
): Promise<{ rows: ServiceAdOrder[]; total: number }> {
  const where = eq(jobAds.origin, "service");
  const createdBy = sql<
    string | null
  >`(select ${jobAdEvents.actorName} from ${jobAdEvents} where ${jobAdEvents.jobAdId} = ${OUTER_AD_ID} and ${jobAdEvents.action} = 'create' order by ${jobAdEvents.at} limit 1)`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: jobAds.id,
        title: jobAds.title,
        status: jobAds.status,
        companyId: jobAds.companyId,
        productId: jobAds.productId,
        createdAt: jobAds.createdAt,
        createdBy,
      })
      .from(jobAds)
      .where(where)
      .orderBy(desc(jobAds.createdAt), desc(jobAds.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobAds)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Counts per state for the list's filter tabs. */
export async function countByStatus(db: Executor, companyId: number): Promise<Partial<Record<JobAdStatus, number>>> {
  const rows = await db
    .select({ status: jobAds.status, n: sql<number>`count(*)::int` })
    .from(jobAds)
    .where(eq(jobAds.companyId, companyId))
    .groupBy(jobAds.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
