import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Placeholder } from "drizzle-orm";
import type { Executor } from "@db/client";
import { jobAds, type JobAdLocation } from "@db/schema/job-ads";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { CLOSED_STATUSES, EXPIRY_REMINDER_MS, LIVE_STATUS, type JobAdStatus } from "./lifecycle";

/**
 * The job-ad feature's named reads (issue 33 §1, decision 063): other features and the sweeps ask
 * these instead of reading the `job_ads` table, so that "live", "due" and "the company's ad" are
 * written once, here and in the lifecycle's predicates.
 */

/**
 * `isLive` (lifecycle.ts) in SQL: active, and the run end not reached (or none), whether or not the
 * expiry sweep has run. `now` is a parameter (a Date, or a placeholder of a prepared query), never
 * the database's clock, so that a query built once stays right and agrees with the pure rule.
 */
export function liveAdWhere(now: Date | Placeholder): SQL {
  return and(eq(jobAds.status, LIVE_STATUS), or(isNull(jobAds.expiresAt), gt(jobAds.expiresAt, now)))!;
}

/**
 * SQL for another feature's rows that point at an ad (`adId`): the ad is closed (`isClosed`), so
 * that those rows are filtered by their ad's state without reading the table themselves.
 */
export function adIsClosed(adId: AnyPgColumn): SQL {
  return sql`${adId} in (select ${jobAds.id} from ${jobAds} where ${inArray(jobAds.status, [...CLOSED_STATUSES])})`;
}

/** A live ad as a choice in a list: a contact request, a talent project or matching may name it. */
export interface LiveAdChoice {
  id: number;
  title: string;
  city: string | null;
}

/** The company's live ads, by title. */
export async function liveAdsOf(db: Executor, companyId: number, now: Date): Promise<LiveAdChoice[]> {
  const rows = await db
    .select({ id: jobAds.id, title: jobAds.title, locations: jobAds.locations })
    .from(jobAds)
    .where(and(eq(jobAds.companyId, companyId), liveAdWhere(now)))
    .orderBy(asc(jobAds.title), asc(jobAds.id));
  return rows.map((row) => ({ id: row.id, title: row.title, city: row.locations[0]?.city ?? null }));
}

/** What talent matching compares of a live ad. */
export interface LiveAdFacts {
  id: number;
  title: string;
  jobField: string | null;
  jobLevel: string | null;
  employmentTypes: string[];
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryPeriod: string | null;
  locations: JobAdLocation[];
}

/** The company's live ad `id`, or null for another company's ad or one that is not live. */
export async function liveAdOf(db: Executor, companyId: number, id: number, now: Date): Promise<LiveAdFacts | null> {
  const [row] = await db
    .select({
      id: jobAds.id,
      title: jobAds.title,
      jobField: jobAds.jobField,
      jobLevel: jobAds.jobLevel,
      employmentTypes: jobAds.employmentTypes,
      salaryMinCents: jobAds.salaryMinCents,
      salaryMaxCents: jobAds.salaryMaxCents,
      salaryPeriod: jobAds.salaryPeriod,
      locations: jobAds.locations,
    })
    .from(jobAds)
    .where(and(eq(jobAds.id, id), eq(jobAds.companyId, companyId), liveAdWhere(now)));
  return row ?? null;
}

/** How many of the company's ads are live. */
export async function countLiveAds(db: Executor, companyId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobAds)
    .where(and(eq(jobAds.companyId, companyId), liveAdWhere(now)));
  return row?.n ?? 0;
}

/** The company's live ads whose run ends by `until`, the soonest first. */
export async function liveAdsEndingBy(
  db: Executor,
  companyId: number,
  now: Date,
  until: Date,
): Promise<{ id: number; title: string; expiresAt: Date | null }[]> {
  return db
    .select({ id: jobAds.id, title: jobAds.title, expiresAt: jobAds.expiresAt })
    .from(jobAds)
    .where(and(eq(jobAds.companyId, companyId), liveAdWhere(now), lte(jobAds.expiresAt, until)))
    .orderBy(asc(jobAds.expiresAt), asc(jobAds.id));
}

/** An ad as other features name it: title, state, owner and whether it hides its company (Chiffre). */
export interface AdSummary {
  id: number;
  companyId: number;
  title: string;
  status: JobAdStatus;
  anonymous: boolean;
  expiresAt: Date | null;
  city: string | null;
}

const summaryColumns = {
  id: jobAds.id,
  companyId: jobAds.companyId,
  title: jobAds.title,
  status: jobAds.status,
  anonymous: jobAds.anonymous,
  expiresAt: jobAds.expiresAt,
  locations: jobAds.locations,
};

const summaryOf = ({ locations, ...row }: { locations: JobAdLocation[] } & Omit<AdSummary, "city">): AdSummary => ({
  ...row,
  city: locations[0]?.city ?? null,
});

/** The summaries of the ads `ids` (any company), by id; unknown ids are missing from the map. */
export async function adSummaries(db: Executor, ids: readonly number[]): Promise<Map<number, AdSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(summaryColumns).from(jobAds).where(inArray(jobAds.id, unique));
  return new Map(rows.map((row) => [row.id, summaryOf(row)]));
}

/** The summary of the company's ad `id`, or null when there is none or it is another company's. */
export async function companyAdSummary(db: Executor, companyId: number, id: number): Promise<AdSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(jobAds)
    .where(and(eq(jobAds.id, id), eq(jobAds.companyId, companyId)));
  return row ? summaryOf(row) : null;
}

/** The company's ads in any of `statuses`, by title. */
export async function companyAdsIn(
  db: Executor,
  companyId: number,
  statuses: readonly JobAdStatus[],
): Promise<AdSummary[]> {
  if (statuses.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(jobAds)
    .where(and(eq(jobAds.companyId, companyId), inArray(jobAds.status, [...statuses])))
    .orderBy(asc(jobAds.title), asc(jobAds.id));
  return rows.map(summaryOf);
}

/**
 * The company's drafts that QA sent back (their latest report is a rejection), the latest change
 * first. QA's face answers the latest decisions (`latestQaDecisionsOf`); the caller passes it in,
 * as QA imports job-ads and job-ads may not import QA back.
 */
export async function draftsSentBackOf(
  db: Executor,
  companyId: number,
  latestQaDecisions: (db: Executor, adIds: readonly number[]) => Promise<Map<number, "approved" | "rejected">>,
): Promise<{ id: number; title: string }[]> {
  const drafts = await db
    .select({ id: jobAds.id, title: jobAds.title })
    .from(jobAds)
    .where(and(eq(jobAds.companyId, companyId), eq(jobAds.status, "draft")))
    .orderBy(desc(jobAds.updatedAt), desc(jobAds.id));
  const decisions = await latestQaDecisions(
    db,
    drafts.map((draft) => draft.id),
  );
  return drafts.filter((draft) => decisions.get(draft.id) === "rejected");
}

/** The background work on ads: which lifecycle action is due for which ads at `now`. */
export type DueWork = "activate-scheduled" | "expire" | "remind";

/**
 * The ids of the ads on which `work` is due at `now`, the longest due first, at most `limit`:
 * scheduled ads whose publication date has come, active ads past their run end (the complement of
 * `liveAdWhere` among active ads), and live ads within `EXPIRY_REMINDER_MS` of their end that have
 * not had their reminder.
 */
export async function adsDueFor(db: Executor, work: DueWork, now: Date, limit: number): Promise<number[]> {
  const due: Record<DueWork, { where: SQL | undefined; dueAt: AnyPgColumn }> = {
    "activate-scheduled": {
      where: and(eq(jobAds.status, "scheduled"), lte(jobAds.publishAt, now)),
      dueAt: jobAds.publishAt,
    },
    expire: { where: and(eq(jobAds.status, LIVE_STATUS), lte(jobAds.expiresAt, now)), dueAt: jobAds.expiresAt },
    remind: {
      where: and(
        liveAdWhere(now),
        isNull(jobAds.reminderSentAt),
        lte(jobAds.expiresAt, new Date(now.getTime() + EXPIRY_REMINDER_MS)),
      ),
      dueAt: jobAds.expiresAt,
    },
  };
  const { where, dueAt } = due[work];
  const rows = await db
    .select({ id: jobAds.id })
    .from(jobAds)
    .where(where)
    .orderBy(asc(dueAt), asc(jobAds.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
