import { outerColumn } from "~/lib/outer-column";
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Placeholder } from "drizzle-orm";
import type { Executor } from "@db/client";
import { jobAdEvents, jobAds, type JobAdLocation } from "@db/schema/job-ads";
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

/**
 * SQL for another feature's rows that name a company (`companyId`) and a moment (`since`): the
 * company has an active ad under its name (not Chiffre) published after `since` for which
 * `unseen(adId)` holds, e.g. that no alert has named it yet (employer pages' follower alerts).
 */
export function namedAdPublishedAfter(
  companyId: AnyPgColumn,
  since: AnyPgColumn,
  unseen: (adId: AnyPgColumn) => SQL,
): SQL {
  return sql`exists (select 1 from ${jobAds} where ${jobAds.companyId} = ${companyId}
    and ${jobAds.status} = ${LIVE_STATUS} and ${jobAds.anonymous} = false
    and ${jobAds.publishedAt} > ${since}
    and ${unseen(jobAds.id)})`;
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

/**
 * An ad as other features name it: title, state, owner, whether it hides its company (Chiffre),
 * its first place and its dates, enough to tell ads of the same title apart (the number is the id).
 */
export interface AdSummary {
  id: number;
  companyId: number;
  title: string;
  status: JobAdStatus;
  anonymous: boolean;
  expiresAt: Date | null;
  city: string | null;
  publishedAt: Date | null;
  createdAt: Date;
}

const summaryColumns = {
  id: jobAds.id,
  companyId: jobAds.companyId,
  title: jobAds.title,
  status: jobAds.status,
  anonymous: jobAds.anonymous,
  expiresAt: jobAds.expiresAt,
  locations: jobAds.locations,
  publishedAt: jobAds.publishedAt,
  createdAt: jobAds.createdAt,
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

/** An ad's whole row, as QA's checks and the review page read it. */
export type AdRow = typeof jobAds.$inferSelect;

/** The ad `id`'s row, or null when there is none. */
export async function adRowOf(db: Executor, id: number): Promise<AdRow | null> {
  const [row] = await db.select().from(jobAds).where(eq(jobAds.id, id));
  return row ?? null;
}

/** The ad `id`'s row, locked until the caller's transaction ends; null when there is none. */
export async function lockAdRow(tx: Executor, id: number): Promise<AdRow | null> {
  const [row] = await tx.select().from(jobAds).where(eq(jobAds.id, id)).for("update");
  return row ?? null;
}

/** The company's ads among `ids`, by title; another company's and unknown ids are left out. */
export async function companyAdsAmong(db: Executor, companyId: number, ids: readonly number[]): Promise<AdSummary[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(jobAds)
    .where(and(eq(jobAds.companyId, companyId), inArray(jobAds.id, unique)))
    .orderBy(asc(jobAds.title), asc(jobAds.id));
  return rows.map(summaryOf);
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

/** How many ads each of the companies has in each state; a company without ads is missing from the map. */
export async function adCountsByStatus(
  db: Executor,
  companyIds: readonly number[],
): Promise<Map<number, Partial<Record<JobAdStatus, number>>>> {
  const unique = [...new Set(companyIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ companyId: jobAds.companyId, status: jobAds.status, n: count() })
    .from(jobAds)
    .where(inArray(jobAds.companyId, unique))
    .groupBy(jobAds.companyId, jobAds.status);
  const counts = new Map<number, Partial<Record<JobAdStatus, number>>>();
  for (const row of rows) counts.set(row.companyId, { ...counts.get(row.companyId), [row.status]: row.n });
  return counts;
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

/** The staff's queues of ads: in review, scheduled to go live, live and ending, due for their reminder. */
export type AdQueue = "review" | "scheduled" | "expiring" | "reminders";

/** An ad in a staff queue, with the moment the queue orders it by. */
export interface QueuedAd {
  id: number;
  title: string;
  companyId: number;
  /** Since when it waits (review), when it starts (scheduled) or when it ends (expiring, reminders). */
  at: Date | null;
}

/** When the ad last entered review (else its last change), as the QA queue orders it (job_ad_events_ad_idx). */
const enteredReviewAt = sql<Date>`coalesce((select max(${jobAdEvents.at}) from ${jobAdEvents} where ${jobAdEvents.jobAdId} = ${outerColumn(jobAds.id)} and ${jobAdEvents.toStatus} = 'review'), ${outerColumn(jobAds.updatedAt)})`;

/**
 * The ads in `queue` at `now`, the earliest moment first, at most `limit`, and how many there are:
 * in review (since they last entered it; `until` does not apply), scheduled to start by `until`,
 * live and ending by `until`, and live, ending by `until` and not yet reminded.
 */
export async function adQueue(
  db: Executor,
  queue: AdQueue,
  { now, until, limit }: { now: Date; until: Date; limit: number },
): Promise<{ total: number; ads: QueuedAd[] }> {
  const queues: Record<AdQueue, { where: SQL; at: SQL<Date> | typeof jobAds.publishAt | typeof jobAds.expiresAt }> = {
    review: { where: eq(jobAds.status, "review"), at: enteredReviewAt },
    scheduled: { where: and(eq(jobAds.status, "scheduled"), lte(jobAds.publishAt, until))!, at: jobAds.publishAt },
    expiring: { where: and(liveAdWhere(now), lte(jobAds.expiresAt, until))!, at: jobAds.expiresAt },
    reminders: {
      where: and(liveAdWhere(now), lte(jobAds.expiresAt, until), isNull(jobAds.reminderSentAt))!,
      at: jobAds.expiresAt,
    },
  };
  const { where, at } = queues[queue];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: jobAds.id, title: jobAds.title, companyId: jobAds.companyId, at })
      .from(jobAds)
      .where(where)
      .orderBy(asc(at), asc(jobAds.id))
      .limit(limit),
    db.select({ n: count() }).from(jobAds).where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    // A raw SQL column arrives as text; the table columns as dates.
    ads: rows.map((row) => ({ ...row, at: row.at === null ? null : new Date(row.at) })),
  };
}

/** An ad in review as the QA queue lists it. */
export interface AdInReview {
  id: number;
  title: string;
  companyId: number;
  origin: string;
  /** When it last entered review (else its last change). */
  waitingSince: Date;
}

/** The ad's columns another feature's filter of the ads in review may name. */
export interface ReviewFilterColumns {
  id: AnyPgColumn;
  title: AnyPgColumn;
  companyId: AnyPgColumn;
}

/**
 * One page of the ads in review, the longest waiting first, and how many there are. `matching`
 * narrows them with the caller's SQL on the ad's id, title and company (QA's search, channel and
 * claims), or not at all (undefined).
 */
export async function adsInReview(
  db: Executor,
  matching: (ad: ReviewFilterColumns) => SQL | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: AdInReview[]; total: number }> {
  const where = and(
    eq(jobAds.status, "review"),
    matching({ id: jobAds.id, title: jobAds.title, companyId: jobAds.companyId }),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: jobAds.id,
        title: jobAds.title,
        companyId: jobAds.companyId,
        origin: jobAds.origin,
        waitingSince: enteredReviewAt,
      })
      .from(jobAds)
      .where(where)
      .orderBy(asc(enteredReviewAt), asc(jobAds.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(jobAds).where(where),
  ]);
  // A raw SQL column arrives as text.
  return { rows: rows.map((row) => ({ ...row, waitingSince: new Date(row.waitingSince) })), total: counted?.n ?? 0 };
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
