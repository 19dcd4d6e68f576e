import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import {
  applications,
  applicationScorecardCriteria,
  applicationScorecards,
  type ScorecardCriterion,
  type ScorecardRating,
} from "@db/schema/applications";
import { logByColleague, type Actor } from "./history.server";
import type { ManagerResult } from "./manager.server";
import {
  applyCriteriaEdit,
  criteriaOf,
  mergeRatings,
  summariseScorecards,
  type CriteriaEdit,
  type CriterionSummary,
  type ScorecardInput,
} from "./scorecard";

/**
 * The scorecards' data (docs/applications.md, "Bewertungsbogen"): an ad's criteria under their
 * row's lock, each colleague's scorecard of an application, and what a colleague may see of the
 * others' — nothing but their number until the colleague's own scorecard is submitted. Every read
 * names the company; another company's application is "not found".
 */

/** The ad's criteria (its own, or the defaults) and whether they are its own. */
export async function adCriteria(db: Executor, jobAdId: number) {
  const [row] = await db
    .select({ criteria: applicationScorecardCriteria.criteria })
    .from(applicationScorecardCriteria)
    .where(eq(applicationScorecardCriteria.jobAdId, jobAdId));
  return { criteria: criteriaOf(row?.criteria), custom: Boolean(row?.criteria && row.criteria.length > 0) };
}

/** The one-time id of the criteria page's add form: the key its criterion gets. */
export function newCriterionKey(): string {
  return randomUUID().slice(0, 8);
}

class CriteriaEditRefused extends Error {}

/**
 * Applies one edit to the ad's criteria under the row's lock, so two colleagues' edits apply one
 * after the other, each to the list the other left; a refused edit changes nothing (400).
 */
export async function editCriteria(
  db: Database,
  jobAdId: number,
  edit: CriteriaEdit,
  now: Date,
): Promise<ManagerResult> {
  try {
    return await db.transaction(async (tx): Promise<ManagerResult> => {
      // A row without criteria is the defaults, as no row is: it gives the lock a row to hold.
      await tx.insert(applicationScorecardCriteria).values({ jobAdId }).onConflictDoNothing();
      const [row] = await tx
        .select({ criteria: applicationScorecardCriteria.criteria })
        .from(applicationScorecardCriteria)
        .where(eq(applicationScorecardCriteria.jobAdId, jobAdId))
        .for("update");
      const result = applyCriteriaEdit(row?.criteria ?? null, edit);
      // Thrown, so the transaction rolls back: not even the lock's row stays.
      if (!result.ok) throw new CriteriaEditRefused(result.message);
      if (result.changed) {
        await tx
          .update(applicationScorecardCriteria)
          .set({ criteria: result.criteria, updatedAt: now })
          .where(eq(applicationScorecardCriteria.jobAdId, jobAdId));
      }
      return { ok: true, message: result.message };
    });
  } catch (error) {
    if (error instanceof CriteriaEditRefused) return { ok: false, status: 400, message: error.message };
    throw error;
  }
}

/** The company's application as the scorecard needs it, or null (also for another company's id). */
async function scoredApplication(db: Executor, companyId: number, id: number, lock = false) {
  const query = db
    .select({
      id: applications.id,
      jobAdId: applications.jobAdId,
      candidateName: applications.candidateName,
      anonymisedAt: applications.anonymisedAt,
    })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.companyId, companyId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** A colleague's own scorecard, as the form shows it again. */
export interface OwnScorecard {
  ratings: ScorecardRating[];
  recommendation: string | null;
  comment: string;
  submittedAt: Date | null;
  updatedAt: Date;
}

/** The others' scorecards, once the viewer's own is submitted. */
export interface ScorecardSummary {
  criteria: CriterionSummary[];
  scorecards: {
    authorName: string;
    mine: boolean;
    recommendation: string | null;
    comment: string;
    submittedAt: Date;
  }[];
}

export interface ScorecardView {
  application: { id: number; jobAdId: number; candidateName: string };
  criteria: readonly ScorecardCriterion[];
  mine: OwnScorecard | null;
  /** How many colleagues have submitted theirs (the viewer's own included). */
  submittedCount: number;
  /** Only when the viewer's own scorecard is submitted: before, nobody's ratings leave the server. */
  summary: ScorecardSummary | null;
  /** An anonymised application takes no more scorecards. */
  closed: boolean;
}

/**
 * What the viewer may see of the application's scorecards: their own (draft or submitted), how
 * many colleagues submitted one, and — only once the viewer's own is submitted — everyone's
 * submitted ratings and comments (as Greenhouse does, against anchoring). Others' drafts never.
 */
export async function scorecardOf(
  db: Executor,
  companyId: number,
  applicationId: number,
  viewer: Actor,
): Promise<ScorecardView | null> {
  const application = await scoredApplication(db, companyId, applicationId);
  if (!application) return null;
  const [{ criteria }, rows] = await Promise.all([
    adCriteria(db, application.jobAdId),
    db
      .select()
      .from(applicationScorecards)
      .where(eq(applicationScorecards.applicationId, applicationId))
      .orderBy(asc(applicationScorecards.submittedAt), asc(applicationScorecards.id)),
  ]);
  const own = rows.find((row) => row.userId === viewer.userId);
  const submitted = rows.filter((row) => row.submittedAt !== null);
  const mine: OwnScorecard | null = own
    ? {
        ratings: own.ratings,
        recommendation: own.recommendation,
        comment: own.comment,
        submittedAt: own.submittedAt,
        updatedAt: own.updatedAt,
      }
    : null;
  const summary: ScorecardSummary | null = own?.submittedAt
    ? {
        criteria: summariseScorecards(
          criteria,
          submitted.map((row) => ({ ...row, submittedAt: row.submittedAt! })),
        ),
        scorecards: submitted.map((row) => ({
          authorName: row.authorName,
          mine: row.userId === viewer.userId,
          recommendation: row.recommendation,
          comment: row.comment,
          submittedAt: row.submittedAt!,
        })),
      }
    : null;
  const { id, jobAdId, candidateName } = application;
  return {
    application: { id, jobAdId, candidateName },
    criteria,
    mine,
    submittedCount: submitted.length,
    summary,
    closed: application.anonymisedAt !== null,
  };
}

const NOT_FOUND: ManagerResult = { ok: false, status: 404, message: "Diese Bewerbung wurde nicht gefunden." };

/**
 * Saves the colleague's scorecard: a draft, or submitted (every current criterion rated). A
 * submitted scorecard stays submitted and may be changed by its author (as in Greenhouse); a
 * draft cannot replace it. Ratings of criteria removed since stay with it. Submitting and changing
 * a submitted scorecard write a history entry; drafts do not.
 */
export async function saveScorecard(
  db: Database,
  companyId: number,
  applicationId: number,
  input: ScorecardInput,
  actor: Actor,
  now: Date,
): Promise<ManagerResult> {
  return db.transaction(async (tx): Promise<ManagerResult> => {
    const application = await scoredApplication(tx, companyId, applicationId, true);
    if (!application) return NOT_FOUND;
    if (application.anonymisedAt)
      return {
        ok: false,
        status: 409,
        message: "Diese Bewerbung ist anonymisiert; ein Bewertungsbogen ist nicht mehr möglich.",
      };
    const { criteria } = await adCriteria(tx, application.jobAdId);
    const rated = new Map(input.ratings.map((rating) => [rating.key, rating.rating]));
    if (input.submit && criteria.some((criterion) => !rated.get(criterion.key)))
      return {
        ok: false,
        status: 409,
        message:
          "Die Kriterien dieses Inserats wurden inzwischen geändert. Bitte prüfen Sie Ihren Bogen und geben Sie ihn erneut ab.",
      };
    const [previous] = await tx
      .select()
      .from(applicationScorecards)
      .where(
        and(eq(applicationScorecards.applicationId, applicationId), eq(applicationScorecards.userId, actor.userId)),
      );
    if (previous?.submittedAt && !input.submit)
      return {
        ok: false,
        status: 409,
        message: "Ihr Bewertungsbogen ist bereits abgegeben. Änderungen speichern Sie mit „Änderungen speichern“.",
      };
    const values = {
      authorName: actor.name,
      ratings: mergeRatings(previous?.ratings ?? [], input.ratings),
      recommendation: input.recommendation,
      comment: input.comment,
      submittedAt: input.submit ? (previous?.submittedAt ?? now) : null,
      updatedAt: now,
    };
    if (previous) {
      await tx.update(applicationScorecards).set(values).where(eq(applicationScorecards.id, previous.id));
    } else {
      await tx.insert(applicationScorecards).values({ applicationId, companyId, userId: actor.userId, ...values });
    }
    if (!input.submit)
      return { ok: true, message: "Entwurf gespeichert. Ihre Bewertung sehen andere erst, wenn Sie sie abgeben." };
    const changed = Boolean(previous?.submittedAt);
    await logByColleague(
      tx,
      { applicationId, companyId, actor, at: now },
      { kind: changed ? "scorecard-changed" : "scorecard-submitted" },
    );
    return {
      ok: true,
      message: changed ? "Ihr Bewertungsbogen ist geändert." : "Ihr Bewertungsbogen ist abgegeben.",
    };
  });
}

/**
 * The submitted scorecards' summary per application of an ad, for the export: the columns (the
 * ad's criteria, then those removed since that any scorecard rated) and per application the
 * number of submitted scorecards and each criterion's summary.
 */
export async function scorecardExport(db: Executor, jobAdId: number, applicationIds: readonly number[]) {
  const [{ criteria }, rows] = await Promise.all([
    adCriteria(db, jobAdId),
    applicationIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(applicationScorecards)
          .where(
            and(
              inArray(applicationScorecards.applicationId, [...applicationIds]),
              isNotNull(applicationScorecards.submittedAt),
            ),
          ),
  ]);
  const byApplication = new Map<number, CriterionSummary[]>();
  const counts = new Map<number, number>();
  const submittedOf = new Map<number, typeof rows>();
  for (const row of rows) submittedOf.set(row.applicationId, [...(submittedOf.get(row.applicationId) ?? []), row]);
  for (const id of applicationIds) {
    const own = submittedOf.get(id) ?? [];
    counts.set(id, own.length);
    byApplication.set(
      id,
      summariseScorecards(
        criteria,
        own.map((row) => ({ ...row, submittedAt: row.submittedAt! })),
      ),
    );
  }
  const columns = new Map<string, { key: string; label: string; removed: boolean }>();
  for (const summaries of byApplication.values()) {
    for (const { key, label, removed } of summaries) if (!columns.has(key)) columns.set(key, { key, label, removed });
  }
  if (columns.size === 0) for (const { key, label } of criteria) columns.set(key, { key, label, removed: false });
  return {
    columns: [...columns.values()],
    count: (id: number) => counts.get(id) ?? 0,
    summary: (id: number, key: string) => byApplication.get(id)?.find((row) => row.key === key),
  };
}

/**
 * Anonymisation's part: the scorecards' comments are free text about the candidate and go; the
 * numbers, the recommendation and who rated stay, so the summary's figures stay true.
 */
export async function blankScorecardComments(tx: Executor, applicationIds: readonly number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  await tx
    .update(applicationScorecards)
    .set({
      comment: "",
      ratings: sql`(select coalesce(jsonb_agg(rating || '{"comment": ""}'::jsonb order by position), '[]'::jsonb)
        from jsonb_array_elements(${applicationScorecards.ratings}) with ordinality as each_rating(rating, position))`,
    })
    .where(inArray(applicationScorecards.applicationId, [...applicationIds]));
}
