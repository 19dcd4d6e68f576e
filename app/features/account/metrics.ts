import { formatDate } from "~/lib/format";
import { dayRange } from "~/lib/days";

export { dayRange };
import { formatWholeNumber, NUMBER_LOCALE } from "~/lib/number-format";

/** Figures of one day (Kennzahlen); a day without a row counts as zero. */
export interface DailyMetrics {
  day: string;
  views: number;
  applyClicks: number;
  applications: number;
}

export type MetricKey = "views" | "applyClicks" | "applications";

export const METRIC_LABELS: Record<MetricKey, string> = {
  views: "Aufrufe",
  applyClicks: "Klicks auf „Bewerben“",
  applications: "Bewerbungen",
};

/** One entry per day of the range, zero where the database has no row. */
export function fillDailySeries(days: readonly string[], rows: readonly DailyMetrics[]): DailyMetrics[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => byDay.get(day) ?? { day, views: 0, applyClicks: 0, applications: 0 });
}

/** Applications per view; null when there were no views (a rate of nothing is no rate). */
export function conversionRate(applications: number, views: number): number | null {
  return views > 0 ? applications / views : null;
}

const percent = new Intl.NumberFormat(NUMBER_LOCALE, {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export function formatRate(rate: number | null): string {
  return rate === null ? "–" : percent.format(rate);
}

export function totalOf(points: readonly DailyMetrics[], key: MetricKey): number {
  return points.reduce((total, point) => total + point[key], 0);
}

/**
 * What a chart shows, in one sentence for screen readers: the period, the total and the best
 * day of each series.
 */
export function seriesSummary(points: readonly DailyMetrics[], keys: readonly MetricKey[]): string {
  if (points.length === 0) return "Keine Daten im gewählten Zeitraum.";
  const period = `${formatDate(points[0]!.day)} bis ${formatDate(points.at(-1)!.day)}`;
  const parts = keys.map((key) => {
    const total = totalOf(points, key);
    if (total === 0) return `${METRIC_LABELS[key]}: keine`;
    const best = points.reduce((top, point) => (point[key] > top[key] ? point : top));
    return `${METRIC_LABELS[key]}: insgesamt ${formatWholeNumber(total)}, am meisten am ${formatDate(best.day)} mit ${formatWholeNumber(best[key])}`;
  });
  return `Je Tag vom ${period}. ${parts.join("; ")}.`;
}
