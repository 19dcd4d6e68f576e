import { href } from "react-router";
import { and, asc, eq, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Ability } from "@auth/abilities";
import type { Executor } from "@db/client";
import { companies } from "@db/schema/companies-and-users";
import { jobAdEvents, jobAds } from "@db/schema/job-ads";
import { liveAdWhere } from "~/features/job-ads/reads.server";
import { companyJobsPath } from "./service-entry";
import { DAY_MS } from "~/lib/days";

/**
 * The work queues of the staff start page (issue 5): per queue its size and the first few ads,
 * for the staff member's abilities only. Each queue is one status (job_ads_status_idx) and a
 * LIMIT, so the page stays cheap with many ads.
 */

export const WORK_QUEUE_KEYS = ["review", "scheduled", "expiring", "reminders"] as const;
export type WorkQueueKey = (typeof WORK_QUEUE_KEYS)[number];

/** How many ads each queue lists; the count says how many there are in all. */
export const WORK_QUEUE_PREVIEW = 5;
/** Scheduled activations and expiries of the coming week. */
export const WORK_QUEUE_HORIZON_DAYS = 7;
/** The expiry reminder goes out 3 days before the end (docs/job-ad-lifecycle.md, remind). */
export const REMINDER_DUE_DAYS = 3;

export interface WorkQueueEntry {
  id: number;
  title: string;
  companyId: number;
  companyName: string;
  /** Since when it waits (review), when it starts (scheduled) or when it ends (expiring, reminders). */
  at: Date;
  href: string;
}

export interface WorkQueue {
  key: WorkQueueKey;
  total: number;
  entries: WorkQueueEntry[];
}

/** Which ability opens which queue (any one of them). */
export const WORK_QUEUE_ABILITIES: Record<WorkQueueKey, readonly Ability[]> = {
  review: ["qaPages"],
  scheduled: ["adScheduleActivation", "adsList"],
  expiring: ["adsList"],
  reminders: ["adActionsMaintenance"],
};

export function visibleWorkQueues(abilities: ReadonlySet<string>): WorkQueueKey[] {
  return WORK_QUEUE_KEYS.filter((key) => WORK_QUEUE_ABILITIES[key].some((ability) => abilities.has(ability)));
}

const companyJobsHref = (companyId: number, adId: number) => `${companyJobsPath(companyId)}?ad=${adId}`;

interface QueueQuery {
  where: SQL;
  at: SQL<Date> | typeof jobAds.publishAt | typeof jobAds.expiresAt;
  href: (row: { id: number; companyId: number }) => string;
}

function queueQuery(key: WorkQueueKey, now: Date): QueueQuery {
  const horizon = new Date(now.getTime() + WORK_QUEUE_HORIZON_DAYS * DAY_MS);
  switch (key) {
    case "review":
      return {
        where: eq(jobAds.status, "review"),
        // When the ad entered review, as the QA queue orders it (job_ad_events_ad_idx).
        at: sql<Date>`coalesce((select max(${jobAdEvents.at}) from ${jobAdEvents} where ${jobAdEvents.jobAdId} = ${jobAds.id} and ${jobAdEvents.toStatus} = 'review'), ${jobAds.updatedAt})`,
        href: (row) => href("/p/internal/qa/:id", { id: String(row.id) }),
      };
    case "scheduled":
      return {
        where: and(eq(jobAds.status, "scheduled"), lte(jobAds.publishAt, horizon))!,
        at: jobAds.publishAt,
        href: (row) => companyJobsHref(row.companyId, row.id),
      };
    case "expiring":
      return {
        where: and(liveAdWhere(now), lte(jobAds.expiresAt, horizon))!,
        at: jobAds.expiresAt,
        href: (row) => companyJobsHref(row.companyId, row.id),
      };
    case "reminders":
      return {
        where: and(
          liveAdWhere(now),
          lte(jobAds.expiresAt, new Date(now.getTime() + REMINDER_DUE_DAYS * DAY_MS)),
          isNull(jobAds.reminderSentAt),
        )!,
        at: jobAds.expiresAt,
        href: (row) => companyJobsHref(row.companyId, row.id),
      };
  }
}

async function loadQueue(db: Executor, key: WorkQueueKey, now: Date): Promise<WorkQueue> {
  const query = queueQuery(key, now);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: jobAds.id,
        title: jobAds.title,
        companyId: jobAds.companyId,
        companyName: companies.fullName,
        at: query.at,
      })
      .from(jobAds)
      .innerJoin(companies, eq(companies.id, jobAds.companyId))
      .where(query.where)
      .orderBy(asc(query.at), asc(jobAds.id))
      .limit(WORK_QUEUE_PREVIEW),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobAds)
      .where(query.where),
  ]);
  return {
    key,
    total: counted?.n ?? 0,
    entries: rows.map((row) => ({
      id: row.id,
      title: row.title,
      companyId: row.companyId,
      companyName: row.companyName,
      // A raw SQL column arrives as text; the table columns as dates.
      at: new Date(row.at ?? now),
      href: query.href(row),
    })),
  };
}

/** The queues the abilities open, in the order of WORK_QUEUE_KEYS. */
export async function workQueues(db: Executor, abilities: ReadonlySet<string>, now = new Date()): Promise<WorkQueue[]> {
  return Promise.all(visibleWorkQueues(abilities).map((key) => loadQueue(db, key, now)));
}
