import { href } from "react-router";
import type { Ability } from "@auth/abilities";
import type { Executor } from "@db/client";
import { companyNames } from "~/features/companies/companies.server";
import { adQueue } from "~/features/job-ads/reads.server";
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

/** The ads' queue of each work queue, the day it looks ahead to, and where an entry leads. */
function queueOf(
  key: WorkQueueKey,
  now: Date,
): { until: Date; href: (row: { id: number; companyId: number }) => string } {
  const horizon = new Date(now.getTime() + WORK_QUEUE_HORIZON_DAYS * DAY_MS);
  const toCompanyJobs = (row: { id: number; companyId: number }) => companyJobsHref(row.companyId, row.id);
  switch (key) {
    case "review":
      return { until: horizon, href: (row) => href("/p/internal/qa/:id", { id: String(row.id) }) };
    case "scheduled":
    case "expiring":
      return { until: horizon, href: toCompanyJobs };
    case "reminders":
      return { until: new Date(now.getTime() + REMINDER_DUE_DAYS * DAY_MS), href: toCompanyJobs };
  }
}

async function loadQueue(db: Executor, key: WorkQueueKey, now: Date): Promise<WorkQueue> {
  const queue = queueOf(key, now);
  const { total, ads } = await adQueue(db, key, { now, until: queue.until, limit: WORK_QUEUE_PREVIEW });
  const names = await companyNames(
    db,
    ads.map((ad) => ad.companyId),
  );
  return {
    key,
    total,
    entries: ads.flatMap((ad) => {
      const companyName = names.get(ad.companyId);
      return companyName === undefined
        ? []
        : [
            {
              id: ad.id,
              title: ad.title,
              companyId: ad.companyId,
              companyName,
              at: ad.at ?? now,
              href: queue.href(ad),
            },
          ];
    }),
  };
}

/** The queues the abilities open, in the order of WORK_QUEUE_KEYS. */
export async function workQueues(db: Executor, abilities: ReadonlySet<string>, now = new Date()): Promise<WorkQueue[]> {
  return Promise.all(visibleWorkQueues(abilities).map((key) => loadQueue(db, key, now)));
}
