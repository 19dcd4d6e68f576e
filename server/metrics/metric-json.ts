import type { Aggregator } from "prom-client";

/**
 * One metric as prom-client's `Registry.getMetricsAsJSON()` gives it, the form the cluster's
 * primary aggregates (`AggregatorRegistry.aggregate`): values of a histogram carry their series'
 * name (`_bucket`, `_sum`, `_count`).
 */
export interface MetricJson {
  name: string;
  help: string;
  type: "counter" | "gauge" | "histogram" | "summary";
  aggregator: Aggregator;
  values: { labels: Record<string, string | number>; value: number; metricName?: string }[];
}
