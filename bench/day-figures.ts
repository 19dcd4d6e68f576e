/**
 * The arithmetic of bench/working-day.ts, apart so that a test can check it: percentiles of
 * request times, the median of rounds, and a page cache's hit ratio from two readings of
 * `/metrics`.
 */
import { sampleSum, type Samples } from "../tests/support/prometheus";

/** The p-th percentile by nearest rank (p in 0–100); NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

/** The median; of an even count, the mean of the two middle values. NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface CacheFigures {
  hits: number;
  misses: number;
  /** hits ÷ (hits + misses); null when the cache was not asked at all. */
  ratio: number | null;
}

/**
 * What one page cache answered between two readings of `/metrics`
 * (`portal_page_cache_requests_total{cache, result}`): the counters only grow within one process
 * life, so the difference is the run's.
 */
export function cacheFigures(before: Samples, after: Samples, cache: string): CacheFigures {
  const delta = (result: "hit" | "miss") => {
    const labels = { cache, result };
    return (
      sampleSum(after, "portal_page_cache_requests_total", labels) -
      sampleSum(before, "portal_page_cache_requests_total", labels)
    );
  };
  const hits = delta("hit");
  const misses = delta("miss");
  return { hits, misses, ratio: hits + misses === 0 ? null : hits / (hits + misses) };
}
