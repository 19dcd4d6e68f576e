import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { applicationForms, applicationSettings, type ApplicationQuestion } from "@db/schema/applications";
import { EDITABLE_STATUSES, isEditable, type JobAdStatus } from "~/features/job-ads/lifecycle";
import { READ_ONLY_REASON } from "~/features/job-ads/policy";
import { companyAdSummary, companyAdsIn } from "~/features/job-ads/reads.server";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import type { QuestionEditAnswer } from "./components/question-editor";
import { questionEditNotice, questionEditSchema } from "./questions";

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
  change: { smartApplyAll: boolean },
  now: Date,
): Promise<void> {
  const set = { smartApplyAll: change.smartApplyAll, updatedAt: now };
  await db
    .insert(applicationSettings)
    .values({ companyId, ...set })
    .onConflictDoUpdate({ target: applicationSettings.companyId, set });
}

/** The one-time id of the editor's add form: the id its question gets (questionEditSchema). */
export function newQuestionId(): string {
  return randomUUID().slice(0, 8);
}

/** A list of questions: an ad's own, or the company's smart bewerben defaults. */
export type QuestionList = { jobAdId: number } | { companyId: number };

async function lockedQuestions(tx: Executor, list: QuestionList): Promise<ApplicationQuestion[]> {
  // An empty row reads as no row (no questions, smart bewerben as the default): it gives the lock a row to hold.
  if ("jobAdId" in list) {
    await tx.insert(applicationForms).values({ jobAdId: list.jobAdId }).onConflictDoNothing();
    const [row] = await tx
      .select({ questions: applicationForms.questions })
      .from(applicationForms)
      .where(eq(applicationForms.jobAdId, list.jobAdId))
      .for("update");
    return row?.questions ?? [];
  }
  await tx.insert(applicationSettings).values({ companyId: list.companyId }).onConflictDoNothing();
  const [row] = await tx
    .select({ questions: applicationSettings.smartQuestions })
    .from(applicationSettings)
    .where(eq(applicationSettings.companyId, list.companyId))
    .for("update");
  return row?.questions ?? [];
}

/**
 * One edit of a question list under its row's lock: `read` reads the form against the list as it
 * is now, and the list `changed` takes from it (null: none) is saved in the same transaction. Two
 * edits (a double click, two colleagues) apply one after the other, each to the list the other
 * left, so the same add form sent twice finds its question already there.
 */
export async function editQuestionList<Edit>(
  db: Database,
  list: QuestionList,
  now: Date,
  read: (questions: ApplicationQuestion[]) => Edit,
  changed: (edit: Edit) => ApplicationQuestion[] | null,
): Promise<Edit> {
  return db.transaction(async (tx) => {
    const edit = read(await lockedQuestions(tx, list));
    const questions = changed(edit);
    if (questions) {
      if ("jobAdId" in list) {
        await tx
          .update(applicationForms)
          .set({ questions, updatedAt: now })
          .where(eq(applicationForms.jobAdId, list.jobAdId));
      } else {
        await tx
          .update(applicationSettings)
          .set({ smartQuestions: questions, updatedAt: now })
          .where(eq(applicationSettings.companyId, list.companyId));
      }
    }
    return edit;
  });
}

/**
 * A question list's edit as a page's action answers it (the ad's questions and smart bewerben's):
 * the form read against the list under its lock, the refusal at its fields, or the action's notice
 * and what it changed.
 */
export async function answerQuestionEdit(db: Database, list: QuestionList, max: number, formData: FormData, now: Date) {
  const submission = await editQuestionList(
    db,
    list,
    now,
    (questions) => parseForm(formData, questionEditSchema(questions, max)),
    (edit) => (edit.status === "success" ? edit.value.questions : null),
  );
  if (submission.status !== "success") return refuseForm(submission);
  const { kind, question, at } = submission.value;
  return data<QuestionEditAnswer>({
    result: submission.reply(),
    notice: questionEditNotice(submission.value),
    edited: { kind, id: question.id, at },
  });
}
