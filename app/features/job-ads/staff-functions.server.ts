import { eq } from "drizzle-orm";
import { abilitiesOfGroups, type Ability } from "@auth/abilities";
import type { AuthUser } from "@auth/user";
import type { Database, Executor } from "@db/client";
import { jobAds } from "@db/schema/job-ads";
import { writeAudit } from "~/features/audit/audit-log.server";
import { jobAdProductOnSale, productOf } from "~/features/billing/catalogue.server";
import { FORM_STEPS } from "./form-steps";
import { actorOf, JobAdError, policyAdOf, recordHistory, type JobAdRow } from "./job-ads.server";
import { DAY_MS, DEFAULT_RUN_DAYS } from "./lifecycle";
import { expirationDateRefusal, publicationDateRefusal, staffFunctionRefusal, type StaffFunction } from "./policy";
import { jobAdMail } from "./mails";
import { queueMail } from "~/features/notifications/mail.server";
import { companyMailRecipients } from "~/features/notifications/preferences.server";
import { formatDateTime } from "~/lib/format";

/**
 * The staff functions of SPEC §6 that are not lifecycle transitions: sending the "online" e-mail
 * again, moving a scheduled ad's publication date, changing an active ad's publication end and
 * changing the ordered product of a service ad. Each checks the ability (by the ad's origin where
 * the spec names two), the ad's state and the input, and writes its change and its audit row
 * (before/after) in one transaction; a refusal throws JobAdError with a German reason and
 * changes nothing. The API and the staff pages both call these. They are the job-ad feature's
 * commands (issue 33 §1): nothing outside it writes `job_ads`.
 */

export interface StaffFunctionOptions {
  production: boolean;
  requestId?: string;
  now?: Date;
}

function abilitiesOf(user: AuthUser, options: StaffFunctionOptions): ReadonlySet<Ability> {
  return user.isInternalUser ? abilitiesOfGroups(user.groups, options) : new Set();
}

/**
 * Locks the ad's row and checks that the staff member may use the function on it now; throws
 * the refusal otherwise.
 */
async function lockedAdFor(tx: Executor, id: number, fn: StaffFunction, user: AuthUser, options: StaffFunctionOptions) {
  const [ad] = await tx.select().from(jobAds).where(eq(jobAds.id, id)).for("update");
  if (!ad) throw new JobAdError("Das Inserat wurde nicht gefunden.", 404);
  const refusal = staffFunctionRefusal(fn, policyAdOf(ad), abilitiesOf(user, options));
  if (refusal) throw new JobAdError(refusal.reason, refusal.status);
  return ad;
}

/**
 * The audit row (who, before, after) and the ad's history row (shown to the company too) of a
 * staff function, in the caller's transaction.
 */
async function record(
  tx: Executor,
  user: AuthUser,
  ad: JobAdRow,
  fn: StaffFunction,
  change: { before: unknown; after: unknown; note: string; at: Date },
  options: StaffFunctionOptions,
): Promise<void> {
  await writeAudit(tx, user, {
    action: `job-ad.${fn}`,
    entityType: "job_ad",
    entityId: String(ad.id),
    before: change.before,
    after: change.after,
    ...(options.requestId ? { requestId: options.requestId } : {}),
  });
  await recordHistory(tx, {
    jobAdId: ad.id,
    at: change.at,
    action: fn,
    fromStatus: ad.status,
    toStatus: ad.status,
    actor: actorOf(user, options),
    note: change.note,
  });
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export interface OnlineMailResult {
  recipients: number;
}

/** Sends the company's users the "Ihr Inserat ist veröffentlicht" e-mail of an active ad again. */
export async function sendOnlineMail(
  db: Database,
  id: number,
  input: Record<string, never>,
  user: AuthUser,
  options: StaffFunctionOptions,
): Promise<OnlineMailResult> {
  return db.transaction(async (tx) => {
    const ad = await lockedAdFor(tx, id, "online-mail", user, options);
    const recipients = await companyMailRecipients(tx, ad.companyId);
    if (recipients.length === 0) {
      throw new JobAdError("Das Unternehmen hat keine Benutzer, an die die E-Mail gehen kann.", 409);
    }
    const mail = jobAdMail("published", { id: ad.id, title: ad.title, expiresAt: ad.expiresAt, note: "" });
    for (const to of recipients) await queueMail(tx, { to, ...mail });
    await record(
      tx,
      user,
      ad,
      "online-mail",
      {
        before: { status: ad.status },
        after: { status: ad.status, recipients },
        note: `An ${recipients.length} ${recipients.length === 1 ? "Benutzer:in" : "Benutzer:innen"} des Unternehmens.`,
        at: options.now ?? new Date(),
      },
      options,
    );
    return { recipients: recipients.length };
  });
}

async function runDaysOf(tx: Executor, ad: JobAdRow): Promise<number> {
  if (ad.productId === null) return DEFAULT_RUN_DAYS;
  return (await productOf(tx, ad.productId))?.runDays ?? DEFAULT_RUN_DAYS;
}

export interface ScheduleResult {
  publishAt: string;
  expiresAt: string;
}

/**
 * Moves the publication date of a scheduled ad; the run end moves with it (the product's run
 * days), and the expiry reminder of the new run is still to come.
 */
export async function moveScheduledPublication(
  db: Database,
  id: number,
  input: { publishAt: Date },
  user: AuthUser,
  options: StaffFunctionOptions,
): Promise<ScheduleResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const ad = await lockedAdFor(tx, id, "schedule", user, options);
    const refusal = publicationDateRefusal(input.publishAt, now);
    if (refusal) throw new JobAdError(refusal, 400);
    const expiresAt = new Date(input.publishAt.getTime() + (await runDaysOf(tx, ad)) * DAY_MS);
    await tx
      .update(jobAds)
      .set({ publishMode: "scheduled", publishAt: input.publishAt, expiresAt, reminderSentAt: null, updatedAt: now })
      .where(eq(jobAds.id, id));
    const after = { status: ad.status, publishAt: input.publishAt.toISOString(), expiresAt: expiresAt.toISOString() };
    await record(
      tx,
      user,
      ad,
      "schedule",
      {
        before: { status: ad.status, publishAt: iso(ad.publishAt), expiresAt: iso(ad.expiresAt) },
        after,
        note: `Veröffentlichung am ${formatDateTime(input.publishAt)}, Laufzeitende ${formatDateTime(expiresAt)}.`,
        at: now,
      },
      options,
    );
    return { publishAt: after.publishAt, expiresAt: after.expiresAt };
  });
}

export interface ExpirationResult {
  expiresAt: string;
}

/**
 * Changes the publication end of an active ad. The expiry reminder is reset, so that it goes out
 * again three days before the new end.
 */
export async function changePublicationExpiration(
  db: Database,
  id: number,
  input: { expiresAt: Date },
  user: AuthUser,
  options: StaffFunctionOptions,
): Promise<ExpirationResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const ad = await lockedAdFor(tx, id, "expiration", user, options);
    const refusal = expirationDateRefusal(input.expiresAt, now);
    if (refusal) throw new JobAdError(refusal, 400);
    await tx
      .update(jobAds)
      .set({ expiresAt: input.expiresAt, reminderSentAt: null, updatedAt: now })
      .where(eq(jobAds.id, id));
    await record(
      tx,
      user,
      ad,
      "expiration",
      {
        before: { status: ad.status, expiresAt: iso(ad.expiresAt), reminderSentAt: iso(ad.reminderSentAt) },
        after: { status: ad.status, expiresAt: input.expiresAt.toISOString(), reminderSentAt: null },
        note: `Neues Laufzeitende: ${formatDateTime(input.expiresAt)}.`,
        at: now,
      },
      options,
    );
    return { expiresAt: input.expiresAt.toISOString() };
  });
}

export interface ProductResult {
  productId: number;
}

/** Changes the ordered product of a service ad that is not yet published. */
export async function changeOrderedProduct(
  db: Database,
  id: number,
  input: { productId: number },
  user: AuthUser,
  options: StaffFunctionOptions,
): Promise<ProductResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const ad = await lockedAdFor(tx, id, "product", user, options);
    const product = await jobAdProductOnSale(tx, input.productId);
    if (!product) throw new JobAdError("Bitte wählen Sie ein Produkt aus dem Angebot.", 400);
    const completedSteps = FORM_STEPS.filter((step) => step === "product" || ad.completedSteps.includes(step));
    await tx.update(jobAds).set({ productId: product.id, completedSteps, updatedAt: now }).where(eq(jobAds.id, id));
    await record(
      tx,
      user,
      ad,
      "product",
      {
        before: { status: ad.status, productId: ad.productId },
        after: { status: ad.status, productId: product.id },
        note: `Neues Produkt: ${product.name}.`,
        at: now,
      },
      options,
    );
    return { productId: product.id };
  });
}
