import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { applicationForms, applicationSettings, type ApplicationQuestion } from "@db/schema/applications";
import { EDITABLE_STATUSES, isEditable, type JobAdStatus } from "~/features/job-ads/lifecycle";
import { READ_ONLY_REASON } from "~/features/job-ads/policy";
import { companyAdSummary, companyAdsIn } from "~/features/job-ads/reads.server";
import { questionEditSchema } from "./questions";

/**
 * The application forms' settings (docs/applications.md): an ad's own questions and its smart
 * bewerben switch, and the company's smart bewerben defaults. Only the company's own ads.
 */

export async function companyAd(db: Executor, companyId: number, jobAdId: number) {
  const ad = await companyAdSummary(db, companyId, jobAdId);
  return ad && { id: ad.id, title: ad.title, status: ad.status };
}

/**
 * Why the application form of the ad may not change, or null: what belongs to a read-only ad
 * (locked or deleted) stays as it is, as the job-ad policy says of its steps.
 */
export function formChangeRefusal(ad: { status: JobAdStatus }): string | null {
  return isEditable(ad.status) ? null : READ_ONLY_REASON;
}

export async function adForm(db: Executor, jobAdId: number) {
  const [row] = await db.select().from(applicationForms).where(eq(applicationForms.jobAdId, jobAdId));
  return { questions: row?.questions ?? [], smartApply: row?.smartApply ?? null };
}

/** The ad's questions as the editor's action left them (the list is checked by `questionEdit`). */
export async function saveAdQuestions(db: Database, jobAdId: number, questions: ApplicationQuestion[], now: Date) {
  await db
    .insert(applicationForms)
    .values({ jobAdId, questions, updatedAt: now })
    .onConflictDoUpdate({ target: applicationForms.jobAdId, set: { questions, updatedAt: now } });
}

export async function setAdSmartApply(db: Database, jobAdId: number, smartApply: boolean | null, now: Date) {
  await db
    .insert(applicationForms)
    .values({ jobAdId, smartApply, updatedAt: now })
    .onConflictDoUpdate({ target: applicationForms.jobAdId, set: { smartApply, updatedAt: now } });
}

export async function smartSettings(db: Executor, companyId: number) {
  const [settings] = await db.select().from(applicationSettings).where(eq(applicationSettings.companyId, companyId));
  // The ads whose form may still change (the job-ad policy's word), by title.
  const editable = await companyAdsIn(db, companyId, EDITABLE_STATUSES);
  const forms =
    editable.length === 0
      ? []
      : await db
          .select({ jobAdId: applicationForms.jobAdId, smartApply: applicationForms.smartApply })
          .from(applicationForms)
          .where(
            inArray(
              applicationForms.jobAdId,
              editable.map((ad) => ad.id),
            ),
          );
  const smartApplyOf = new Map(forms.map((form) => [form.jobAdId, form.smartApply]));
  return {
    smartApplyAll: settings?.smartApplyAll ?? false,
    questions: settings?.smartQuestions ?? [],
    ads: editable.map(({ id, title, status }) => ({ id, title, status, smartApply: smartApplyOf.get(id) ?? null })),
  };
}

export async function saveSmartDefaults(
  db: Database,
  companyId: number,
  change: { smartApplyAll?: boolean; questions?: ApplicationQuestion[] },
  now: Date,
): Promise<void> {
  const set = {
    ...(change.smartApplyAll === undefined ? {} : { smartApplyAll: change.smartApplyAll }),
    ...(change.questions ? { smartQuestions: change.questions } : {}),
    updatedAt: now,
  };
  await db
    .insert(applicationSettings)
    .values({ companyId, ...set })
    .onConflictDoUpdate({ target: applicationSettings.companyId, set });
}

/** The schema of one action of the question editor on `questions` (parseForm); a new question gets a fresh id. */
export function questionEdit(questions: readonly ApplicationQuestion[], max: number) {
  return questionEditSchema(questions, max, randomUUID().slice(0, 8));
}
