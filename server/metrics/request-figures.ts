import type { MetricJson } from "./metric-json";

/**
 * The requests this process answered, by route pattern, method and status, with their latency
 * (decision 080). Counted in plain numbers kept per label set and handed to prom-client only when
 * scraped (`toJSON`): recording a request costs three map lookups and a few additions, no
 * allocation once its label set was seen; prom-client's own `observe()` builds a label object and
 * a key string per call (about 30 times as long, measured in the decision).
 */

/** Upper bounds of the latency buckets in seconds: a kept page answers in about a millisecond, a render in tens. */
export const LATENCY_BUCKETS_S: readonly number[] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** More route labels than this are counted as OTHER_ROUTE: a bug that labels by address cannot flood the figures. */
export const MAX_ROUTES = 500;
export const OTHER_ROUTE = "other";

/** The methods counted by name; any other is "other" (the portal answers it 405). */
const METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

interface Tally {
  count: number;
  sumSeconds: number;
  /** Answers per bucket (not cumulative); the last counts those above every bound. */
  buckets: Float64Array;
}

export const REQUESTS_METRIC = "portal_http_requests_total";
export const DURATION_METRIC = "portal_http_request_duration_seconds";

export class RequestFigures {
  private readonly byRoute = new Map<string, Map<string, Map<number, Tally>>>();

  /** Counts one answered request; `seconds` from its arrival to the answer's end. */
  record(route: string, method: string, status: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (byMethod === undefined) {
      const label = this.byRoute.size >= MAX_ROUTES ? OTHER_ROUTE : route;
      byMethod = this.byRoute.get(label);
      if (byMethod === undefined) this.byRoute.set(label, (byMethod = new Map()));
    }
    const methodLabel = METHODS.has(method) ? method : "other";
    let byStatus = byMethod.get(methodLabel);
    if (byStatus === undefined) byMethod.set(methodLabel, (byStatus = new Map()));
    let tally = byStatus.get(status);
    if (tally === undefined) {
      tally = { count: 0, sumSeconds: 0, buckets: new Float64Array(LATENCY_BUCKETS_S.length + 1) };
      byStatus.set(status, tally);
    }
    tally.count += 1;
    tally.sumSeconds += seconds;
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS_S.length && seconds > LATENCY_BUCKETS_S[bucket]!) bucket += 1;
    tally.buckets[bucket]! += 1;
  }

  /**
   * The figures as prom-client's `getMetricsAsJSON()` gives them: the requests by exact status, and
   * the latency histogram by status class (2xx … 5xx), which keeps its series few.
   */
  toJSON(): MetricJson[] {
    const requests: MetricJson["values"] = [];
    const durations: MetricJson["values"] = [];
    for (const [route, byMethod] of this.byRoute) {
      for (const [method, byStatus] of byMethod) {
        const byClass = new Map<string, Tally>();
        for (const [status, tally] of byStatus) {
          requests.push({ labels: { route, method, status }, value: tally.count });
          const statusClass = `${Math.floor(status / 100)}xx`;
          const sum = byClass.get(statusClass);
          if (sum === undefined) {
            byClass.set(statusClass, { ...tally, buckets: Float64Array.from(tally.buckets) });
          } else {
            sum.count += tally.count;
            sum.sumSeconds += tally.sumSeconds;
            for (let i = 0; i < sum.buckets.length; i++) sum.buckets[i]! += tally.buckets[i]!;
          }
        }
        for (const [statusClass, tally] of byClass) {
          const labels = { route, method, status_class: statusClass };
          let cumulative = 0;
          LATENCY_BUCKETS_S.forEach((bound, i) => {
            cumulative += tally.buckets[i]!;
            durations.push({
              metricName: `${DURATION_METRIC}_bucket`,
              labels: { ...labels, le: bound },
              value: cumulative,
            });
          });
          durations.push(
            { metricName: `${DURATION_METRIC}_bucket`, labels: { ...labels, le: "+Inf" }, value: tally.count },
            { metricName: `${DURATION_METRIC}_sum`, labels, value: tally.sumSeconds },
            { metricName: `${DURATION_METRIC}_count`, labels, value: tally.count },
          );
        }
      }
    }
    return [
      {
        name: REQUESTS_METRIC,
        help: "Requests answered, by route pattern (React Router's or Express's, never the address), method and status.",
        type: "counter",
        aggregator: "sum",
        values: requests,
      },
      {
        name: DURATION_METRIC,
        help: "Seconds from a request's arrival to the end of its answer, by route pattern, method and status class.",
        type: "histogram",
        aggregator: "sum",
        values: durations,
      },
    ];
  }
}
