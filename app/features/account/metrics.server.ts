import { and, asc, desc, eq, gte, isNotNull, lte, min, sql } from "drizzle-orm";
import type { Executor } from "@db/client";
import { jobAdMetricsDaily, jobAds } from "@db/schema/job-ads";
import { viennaDay } from "~/lib/format";
import { dayRange, fillDailySeries, type DailyMetrics } from "./metrics";
import type { MetricsPeriod } from "./schema";

export interface MetricsJobAdOption {
  id: number;
  title: string;
}

/** The company's ads that have been online, so they can have figures; newest first. */
export async function metricsJobAds(db: Executor, companyId: number): Promise<MetricsJobAdOption[]> {
  return db
    .select({ id: jobAds.id, title: jobAds.title })
    .from(jobAds)
    .where(and(eq(jobAds.companyId, companyId), isNotNull(jobAds.publishedAt)))
    .orderBy(desc(jobAds.publishedAt), desc(jobAds.id));
}

export interface JobAdTotals extends Omit<DailyMetrics, "day"> {
  id: number;
  title: string;
}

export interface MetricsReport {
  daily: DailyMetrics[];
  perJobAd: JobAdTotals[];
}

/**
 * The first day the ad (or any of the company's ads) could have figures: its first publication,
 * or an earlier recorded day (an ad published again after expiry keeps its earlier figures);
 * null when it never went online.
 */
async function firstDayOnline(db: Executor, companyId: number, jobAdId: number | null): Promise<string | null> {
  const ads = and(eq(jobAds.companyId, companyId), jobAdId === null ? undefined : eq(jobAds.id, jobAdId));
  const [published] = await db
    .select({ at: min(jobAds.publishedAt) })
    .from(jobAds)
    .where(ads);
  const [recorded] = await db
    .select({ day: min(jobAdMetricsDaily.day) })
    .from(jobAdMetricsDaily)
    .innerJoin(jobAds, eq(jobAds.id, jobAdMetricsDaily.jobAdId))
    .where(ads);
  const days = [published?.at ? viennaDay(published.at) : null, recorded?.day ?? null].filter((day) => day !== null);
  return days.length === 0 ? null : days.reduce((first, day) => (day < first ? day : first));
}

/**
 * Views, apply clicks and applications per day and per ad over the last `period` days (today
 * in Vienna included), for all of the company's ads or one of them — from the day they first
 * went online, not a year of empty days before a new ad's publication.
 */
export async function loadMetrics(
  db: Executor,
  companyId: number,
  query: { period: MetricsPeriod; jobAdId: number | null },
  now = new Date(),
): Promise<MetricsReport> {
  const firstDay = await firstDayOnline(db, companyId, query.jobAdId);
  if (firstDay === null) return { daily: [], perJobAd: [] };
  const days = dayRange(viennaDay(now), query.period).filter((day) => day >= firstDay);
  if (days.length === 0) return { daily: [], perJobAd: [] };
  const filter = and(
    eq(jobAds.companyId, companyId),
    gte(jobAdMetricsDaily.day, days[0]!),
    lte(jobAdMetricsDaily.day, days.at(-1)!),
    query.jobAdId === null ? undefined : eq(jobAds.id, query.jobAdId),
  );
  const sums = {
    views: sql<number>`sum(${jobAdMetricsDaily.views})::int`,
    applyClicks: sql<number>`sum(${jobAdMetricsDaily.applyClicks})::int`,
    applications: sql<number>`sum(${jobAdMetricsDaily.applications})::int`,
  };
  const daily = await db
    .select({ day: jobAdMetricsDaily.day, ...sums })
    .from(jobAdMetricsDaily)
    .innerJoin(jobAds, eq(jobAds.id, jobAdMetricsDaily.jobAdId))
    .where(filter)
    .groupBy(jobAdMetricsDaily.day);
  const perJobAd = await db
    .select({ id: jobAds.id, title: jobAds.title, ...sums })
    .from(jobAdMetricsDaily)
    .innerJoin(jobAds, eq(jobAds.id, jobAdMetricsDaily.jobAdId))
    .where(filter)
    .groupBy(jobAds.id, jobAds.title)
    .orderBy(desc(sums.views), asc(jobAds.id));
  return { daily: fillDailySeries(days, daily), perJobAd };
}
