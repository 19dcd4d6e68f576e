import type { Executor } from "@db/client";
import { adsOnceOnlineOf, figureSums, firstFigureDay } from "~/features/job-ads/figures.server";
import { viennaDay } from "~/lib/format";
import { dayRange, fillDailySeries, type DailyMetrics } from "./metrics";
import type { MetricsPeriod } from "./schema";

export interface MetricsJobAdOption {
  id: number;
  title: string;
}

/** The company's ads that have been online, so they can have figures; newest first. */
export async function metricsJobAds(db: Executor, companyId: number): Promise<MetricsJobAdOption[]> {
  return adsOnceOnlineOf(db, companyId);
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
  const firstDay = await firstFigureDay(db, companyId, query.jobAdId);
  if (firstDay === null) return { daily: [], perJobAd: [] };
  const days = dayRange(viennaDay(now), query.period).filter((day) => day >= firstDay);
  if (days.length === 0) return { daily: [], perJobAd: [] };
  const { daily, perAd } = await figureSums(db, companyId, {
    from: days[0]!,
    to: days.at(-1)!,
    jobAdId: query.jobAdId,
  });
  return { daily: fillDailySeries(days, daily), perJobAd: perAd };
}
