import { and, asc, desc, eq, gte, isNotNull, lte, min, sql } from "drizzle-orm";
import type { Executor } from "@db/client";
import { jobAdMetricsDaily, jobAds } from "@db/schema/job-ads";
import { viennaDay } from "~/lib/format";

/**
 * The ads' daily figures (`job_ad_metrics_daily`, Kennzahlen) for other features (issue 33 §1):
 * the account's figures page reads them here, and the applications count a received application
 * and take a merged duplicate back here. The public page counts views and apply clicks itself.
 */

/** The figures of one day or one ad, summed. */
export interface FigureSums {
  views: number;
  applyClicks: number;
  applications: number;
}

/** An ad that has been online, so it can have figures. */
export interface AdWithFigures {
  id: number;
  title: string;
}

/** The company's ads that have been online, newest publication first. */
export async function adsOnceOnlineOf(db: Executor, companyId: number): Promise<AdWithFigures[]> {
  return db
    .select({ id: jobAds.id, title: jobAds.title })
    .from(jobAds)
    .where(and(eq(jobAds.companyId, companyId), isNotNull(jobAds.publishedAt)))
    .orderBy(desc(jobAds.publishedAt), desc(jobAds.id));
}

/** The company's ads, or its ad `jobAdId` (null: all of them). */
const adsOf = (companyId: number, jobAdId: number | null) =>
  and(eq(jobAds.companyId, companyId), jobAdId === null ? undefined : eq(jobAds.id, jobAdId));

/**
 * The first day (Vienna) the ad, or any of the company's ads, could have figures: its first
 * publication, or an earlier recorded day (an ad published again after expiry keeps its earlier
 * figures); null when it never went online.
 */
export async function firstFigureDay(db: Executor, companyId: number, jobAdId: number | null): Promise<string | null> {
  const ads = adsOf(companyId, jobAdId);
  const [[published], [recorded]] = await Promise.all([
    db
      .select({ at: min(jobAds.publishedAt) })
      .from(jobAds)
      .where(ads),
    db
      .select({ day: min(jobAdMetricsDaily.day) })
      .from(jobAdMetricsDaily)
      .innerJoin(jobAds, eq(jobAds.id, jobAdMetricsDaily.jobAdId))
      .where(ads),
  ]);
  const days = [published?.at ? viennaDay(published.at) : null, recorded?.day ?? null].filter((day) => day !== null);
  return days.length === 0 ? null : days.reduce((first, day) => (day < first ? day : first));
}

/**
 * The company's figures (or its ad `jobAdId`'s) from day `from` to day `to`, both included: per
 * recorded day (unordered; a day without a row is missing), and per ad, the most viewed first.
 */
export async function figureSums(
  db: Executor,
  companyId: number,
  { from, to, jobAdId }: { from: string; to: string; jobAdId: number | null },
): Promise<{ daily: (FigureSums & { day: string })[]; perAd: (FigureSums & AdWithFigures)[] }> {
  const filter = and(adsOf(companyId, jobAdId), gte(jobAdMetricsDaily.day, from), lte(jobAdMetricsDaily.day, to));
  const sums = {
    views: sql<number>`sum(${jobAdMetricsDaily.views})::int`,
    applyClicks: sql<number>`sum(${jobAdMetricsDaily.applyClicks})::int`,
    applications: sql<number>`sum(${jobAdMetricsDaily.applications})::int`,
  };
  const [daily, perAd] = await Promise.all([
    db
      .select({ day: jobAdMetricsDaily.day, ...sums })
      .from(jobAdMetricsDaily)
      .innerJoin(jobAds, eq(jobAds.id, jobAdMetricsDaily.jobAdId))
      .where(filter)
      .groupBy(jobAdMetricsDaily.day),
    db
      .select({ id: jobAds.id, title: jobAds.title, ...sums })
      .from(jobAdMetricsDaily)
      .innerJoin(jobAds, eq(jobAds.id, jobAdMetricsDaily.jobAdId))
      .where(filter)
      .groupBy(jobAds.id, jobAds.title)
      .orderBy(desc(sums.views), asc(jobAds.id)),
  ]);
  return { daily, perAd };
}

/** Counts an application the ad received on `day` (Vienna). */
export async function countApplication(tx: Executor, jobAdId: number, day: string): Promise<void> {
  await tx
    .insert(jobAdMetricsDaily)
    .values({ jobAdId, day, applications: 1 })
    .onConflictDoUpdate({
      target: [jobAdMetricsDaily.jobAdId, jobAdMetricsDaily.day],
      set: { applications: sql`${jobAdMetricsDaily.applications} + 1` },
    });
}

/** Takes back an application counted on `day` (Vienna), a merged duplicate; never below zero. */
export async function uncountApplication(tx: Executor, jobAdId: number, day: string): Promise<void> {
  await tx
    .update(jobAdMetricsDaily)
    .set({ applications: sql`greatest(${jobAdMetricsDaily.applications} - 1, 0)` })
    .where(and(eq(jobAdMetricsDaily.jobAdId, jobAdId), eq(jobAdMetricsDaily.day, day)));
}
