import { toCsv } from "~/lib/csv";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "@db/client";
import { employerPageMetricsDaily, employerPageReferrersDaily } from "@db/schema/employer-branding";
import { dayRange } from "~/lib/days";
import { viennaDay } from "~/lib/format";
import { followerCount, followsPerDay } from "./following.server";
import { REFERRER_CATEGORIES, type ReferrerCategory } from "./referrers";

/** The periods the figures cover, in days. */
export const PERIODS = [30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];

/** The employer page's figures of one day (Vienna); a day without a row counts as zero. */
export interface EmployerPageDay {
  day: string;
  views: number;
  jobClicks: number;
  follows: number;
}

export interface EmployerPageMetrics {
  daily: EmployerPageDay[];
  totals: Omit<EmployerPageDay, "day">;
  /** Views by where visitors came from, every category, largest first. */
  referrers: Array<{ category: ReferrerCategory; label: string; views: number }>;
  /** Everyone who follows the company now. */
  followers: number;
}

/** Views, clicks to jobs and new followers of the company's employer page over `period` days up to today. */
export async function employerPageMetrics(
  db: Executor,
  companyId: number,
  { period, now }: { period: Period; now: Date },
): Promise<EmployerPageMetrics> {
  const days = dayRange(viennaDay(now), period);
  const first = days[0]!;
  const [rows, referrerRows, follows, followers] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${employerPageMetricsDaily.day}, 'YYYY-MM-DD')`,
        views: employerPageMetricsDaily.views,
        jobClicks: employerPageMetricsDaily.jobClicks,
      })
      .from(employerPageMetricsDaily)
      .where(and(eq(employerPageMetricsDaily.companyId, companyId), gte(employerPageMetricsDaily.day, first))),
    db
      .select({
        category: employerPageReferrersDaily.category,
        views: sql<number>`cast(sum(${employerPageReferrersDaily.views}) as int)`,
      })
      .from(employerPageReferrersDaily)
      .where(and(eq(employerPageReferrersDaily.companyId, companyId), gte(employerPageReferrersDaily.day, first)))
      .groupBy(employerPageReferrersDaily.category),
    followsPerDay(db, companyId, new Date(`${first}T00:00:00Z`)),
    followerCount(db, companyId),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const daily = days.map((day) => ({
    day,
    views: byDay.get(day)?.views ?? 0,
    jobClicks: byDay.get(day)?.jobClicks ?? 0,
    follows: follows.get(day) ?? 0,
  }));
  const sum = (key: keyof Omit<EmployerPageDay, "day">) => daily.reduce((total, point) => total + point[key], 0);
  const viewsBy = new Map(referrerRows.map((row) => [row.category, Number(row.views)]));
  const referrers = (Object.keys(REFERRER_CATEGORIES) as ReferrerCategory[])
    .map((category) => ({ category, label: REFERRER_CATEGORIES[category], views: viewsBy.get(category) ?? 0 }))
    .sort((a, b) => b.views - a.views);
  return {
    daily,
    totals: { views: sum("views"), jobClicks: sum("jobClicks"), follows: sum("follows") },
    referrers,
    followers,
  };
}

/** The figures as CSV for spreadsheets in Austria: semicolons, a BOM for Excel, one row a day. */
export function metricsCsv(metrics: EmployerPageMetrics): string {
  return toCsv([
    ["Tag", "Aufrufe der Unternehmensseite", "Klicks auf Stellen", "Neue Follower"],
    ...metrics.daily.map((point) => [point.day, point.views, point.jobClicks, point.follows]),
  ]);
}
