import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Registry, type Aggregator } from "prom-client";
import type { PoolStats } from "@db/client";
import type { TalentIndexFigures } from "~/features/active-sourcing/talent-index.server";
import type { OutboxBacklog } from "~/features/notifications/outbox.server";
import type { ImageRenderStats } from "../ipx";
import type { JobQueueFigures } from "../jobs/queue";
import type { LoadSheddingStats } from "../load-shedding";
import type { PageCacheStats } from "../page-cache";
import { RequestFigures } from "./request-figures";

/**
 * The figures of one process (decision 080): its requests (`requests`, counted as they end) and
 * what its parts know, read only when the figures are scraped, so that watching costs the parts
 * nothing between scrapes. A reading from the database (the job queue, the mail outbox) is kept
 * for READING_TTL_MS, and a scrape waits for a new one at most READING_WAIT_MS: a scrape stays
 * cheap however often it comes, and an away database does not hold it up.
 */

/** Which of the portal's parts the process runs (server/start.ts): named on its process figures. */
export type ProcessRole = "all" | "services" | "web";

export const READING_TTL_MS = 10_000;
export const READING_WAIT_MS = 2_000;

type LabelSet = Record<string, string>;
type Reading = readonly (readonly [LabelSet, number])[];

interface FigureSpec {
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** How the cluster's primary combines the processes' values: "sum" unless every process sees the same. */
  aggregator?: Aggregator;
  read: () => Reading | Promise<Reading>;
}

export interface ProcessMetrics {
  readonly requests: RequestFigures;
  /** The database pool: connections open, idle, and queries waiting for one (null: PGlite in this thread). */
  watchDatabasePool(stats: () => PoolStats | null): void;
  /** The page caches by name (`public`, `signed_in`). */
  watchPageCaches(caches: Record<string, () => PageCacheStats>): void;
  watchLoadShedding(stats: () => LoadSheddingStats): void;
  watchImageRenders(stats: () => ImageRenderStats): void;
  watchTalentIndex(figures: () => TalentIndexFigures): void;
  /** The job queue's depth (a database reading) and this process's runs. */
  watchJobQueue(figures: () => Promise<JobQueueFigures>): void;
  watchMailOutbox(backlog: () => Promise<OutboxBacklog>): void;
  /** Every figure of this process, as the primary aggregates them. */
  json(): Promise<object[]>;
  /** The figures in Prometheus's text format, for a process that serves them itself (no cluster). */
  text(): Promise<string>;
}

/**
 * A reading kept for `ttlMs`; a caller waits for a new one at most `waitMs` and then gets the
 * last (or null before the first). One reading runs at a time.
 */
export function keptReading<T>(
  read: () => Promise<T>,
  options: { ttlMs: number; waitMs: number; failed: () => void; now?: () => number },
): () => Promise<T | null> {
  const now = options.now ?? Date.now;
  let last: { value: T; at: number } | null = null;
  let running: Promise<void> | null = null;
  return async () => {
    if (last && now() - last.at < options.ttlMs) return last.value;
    running ??= read()
      .then(
        (value) => void (last = { value, at: now() }),
        () => options.failed(),
      )
      .finally(() => (running = null));
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([running, new Promise<void>((resolve) => (timer = setTimeout(resolve, options.waitMs)))]);
    clearTimeout(timer);
    return last?.value ?? null;
  };
}

export function createProcessMetrics(role: ProcessRole): ProcessMetrics {
  const registry = new Registry();
  // Memory, CPU, handles, garbage collection and event-loop delay, named as every Node.js dashboard knows them.
  collectDefaultMetrics({ register: registry, labels: { role } });
  const requests = new RequestFigures();
  const readFailures = new Counter({
    name: "portal_metrics_read_failures_total",
    help: "Readings for the figures that failed or took too long (the last values were given).",
    labelNames: ["source"],
    registers: [registry],
  });

  const gauge = (spec: FigureSpec) =>
    new Gauge({
      name: spec.name,
      help: spec.help,
      labelNames: spec.labelNames ?? [],
      aggregator: spec.aggregator ?? "sum",
      registers: [registry],
      async collect() {
        this.reset();
        for (const [labels, value] of await spec.read()) this.set(labels, value);
      },
    });
  // A total its source counts since the start: set on each scrape (prom-client counters only rise).
  const total = (spec: FigureSpec) =>
    new Counter({
      name: spec.name,
      help: spec.help,
      labelNames: spec.labelNames ?? [],
      aggregator: spec.aggregator ?? "sum",
      registers: [registry],
      async collect() {
        this.reset();
        for (const [labels, value] of await spec.read()) this.inc(labels, value);
      },
    });
  const kept = <T>(source: string, read: () => Promise<T>) =>
    keptReading(read, { ttlMs: READING_TTL_MS, waitMs: READING_WAIT_MS, failed: () => readFailures.inc({ source }) });

  return {
    requests,
    watchDatabasePool(stats) {
      const state = (pick: (pool: PoolStats) => number): Reading => {
        const pool = stats();
        return pool ? [[{}, pick(pool)]] : [];
      };
      gauge({
        name: "portal_db_pool_connections",
        help: "Connections the database pool holds open.",
        read: () => state((pool) => pool.total),
      });
      gauge({
        name: "portal_db_pool_idle_connections",
        help: "Open connections of the pool that no query uses.",
        read: () => state((pool) => pool.idle),
      });
      gauge({
        name: "portal_db_pool_max_connections",
        help: "Connections the pool may open (DB_POOL_SIZE; 1 for the embedded PGlite).",
        read: () => state((pool) => pool.max),
      });
      gauge({
        name: "portal_db_pool_waiting_queries",
        help: "Queries waiting for a connection of the pool.",
        read: () => state((pool) => pool.waiting),
      });
      total({
        name: "portal_db_pool_acquisitions_total",
        help: "Connections handed out by the pool.",
        read: () => state((pool) => pool.acquisitions),
      });
      total({
        name: "portal_db_pool_wait_seconds_total",
        help: "Seconds queries waited for a connection, together.",
        read: () => state((pool) => pool.waitSeconds),
      });
    },
    watchPageCaches(caches) {
      const each = (pick: (stats: PageCacheStats, cache: string) => Reading): Reading =>
        Object.entries(caches).flatMap(([cache, stats]) => pick(stats(), cache));
      total({
        name: "portal_page_cache_requests_total",
        help: "Requests a page cache looked up, by cache and result (hit: answered from the kept page).",
        labelNames: ["cache", "result"],
        read: () =>
          each(({ hits, misses }, cache) => [
            [{ cache, result: "hit" }, hits],
            [{ cache, result: "miss" }, misses],
          ]),
      });
      total({
        name: "portal_page_cache_stores_total",
        help: "Rendered pages a page cache kept.",
        labelNames: ["cache"],
        read: () => each(({ stores }, cache) => [[{ cache }, stores]]),
      });
      gauge({
        name: "portal_page_cache_entries",
        help: "Pages a page cache keeps now.",
        labelNames: ["cache"],
        read: () => each(({ entries }, cache) => [[{ cache }, entries]]),
      });
    },
    watchLoadShedding(stats) {
      total({
        name: "portal_load_shed_total",
        help: "Requests answered 503 at once by the load shedding (decision 032), by reason.",
        labelNames: ["reason"],
        read: () => Object.entries(stats().shed).map(([reason, count]) => [{ reason }, count] as const),
      });
      gauge({
        name: "portal_load_in_flight_requests",
        help: "Dynamic requests running (at most MAX_CONCURRENT_REQUESTS per process).",
        read: () => [[{}, stats().inFlight]],
      });
      gauge({
        name: "portal_load_queued_requests",
        help: "Dynamic requests waiting for a slot (at most MAX_QUEUED_REQUESTS per process).",
        read: () => [[{}, stats().queued]],
      });
    },
    watchImageRenders(stats) {
      gauge({
        name: "portal_image_renders_running",
        help: "/_ipx renders running (at most IPX_RENDER_CONCURRENCY per process).",
        read: () => [[{}, stats().running]],
      });
      gauge({
        name: "portal_image_renders_queued",
        help: "/_ipx renders waiting for a place (at most IPX_RENDER_QUEUE per process).",
        read: () => [[{}, stats().queued]],
      });
      total({
        name: "portal_image_renders_refused_total",
        help: "/_ipx renders refused, by reason (busy: 503, rate_limited: 429).",
        labelNames: ["reason"],
        read: () => {
          const { busy, rateLimited } = stats();
          return [
            [{ reason: "busy" }, busy],
            [{ reason: "rate_limited" }, rateLimited],
          ];
        },
      });
    },
    watchTalentIndex(figures) {
      // Each process builds its own index of the same pool: the largest stands for all.
      gauge({
        name: "portal_talent_index_profiles",
        help: "Profiles a talent index of the process holds (0 until a search built one).",
        aggregator: "max",
        read: () => [[{}, figures().profiles]],
      });
      gauge({
        name: "portal_talent_index_positions",
        help: "Positions of the talent index, dropped ones included until it is built anew.",
        aggregator: "max",
        read: () => [[{}, figures().positions]],
      });
      gauge({
        name: "portal_talent_index_last_build_seconds",
        help: "Seconds the latest build of a talent index took.",
        aggregator: "max",
        read: () => [[{}, figures().lastBuildSeconds]],
      });
      total({
        name: "portal_talent_index_builds_total",
        help: "Talent indexes built (the first use, and a rebuild once a quarter of the positions changed).",
        read: () => [[{}, figures().builds]],
      });
      total({
        name: "portal_talent_index_build_seconds_total",
        help: "Seconds the builds of talent indexes took, together.",
        read: () => [[{}, figures().buildSeconds]],
      });
    },
    watchJobQueue(figures) {
      const reading = kept("job_queue", figures);
      gauge({
        name: "portal_job_queue_jobs",
        help: "Jobs of the queue (pg-boss) by queue and state: waiting (created or to retry) or active.",
        labelNames: ["queue", "state"],
        read: async () =>
          ((await reading())?.queues ?? []).flatMap(({ queue, waiting, active }) => [
            [{ queue, state: "waiting" }, waiting] as const,
            [{ queue, state: "active" }, active] as const,
          ]),
      });
      total({
        name: "portal_job_runs_total",
        help: "Runs of the sweeps by queue and outcome (failed: the sweep threw).",
        labelNames: ["queue", "outcome"],
        read: async () =>
          ((await reading())?.runs ?? []).flatMap(({ queue, completed, failed }) => [
            [{ queue, outcome: "completed" }, completed] as const,
            [{ queue, outcome: "failed" }, failed] as const,
          ]),
      });
      total({
        name: "portal_job_items_failed_total",
        help: "Items a sweep could not do (an ad, a mail given up), by queue.",
        labelNames: ["queue"],
        read: async () => ((await reading())?.runs ?? []).map(({ queue, itemsFailed }) => [{ queue }, itemsFailed]),
      });
    },
    watchMailOutbox(backlog) {
      const reading = kept("mail_outbox", backlog);
      gauge({
        name: "portal_mail_outbox_pending",
        help: "Mails not sent yet: due now, or waiting (a retry's back-off, a mail planned for later, an attempt running).",
        labelNames: ["state"],
        read: async () => {
          const outbox = await reading();
          return outbox
            ? [
                [{ state: "due" }, outbox.due],
                [{ state: "waiting" }, outbox.waiting],
              ]
            : [];
        },
      });
      gauge({
        name: "portal_mail_outbox_oldest_due_seconds",
        help: "Seconds the longest-due unsent mail has been due (0: none due).",
        read: async () => {
          const outbox = await reading();
          return outbox ? [[{}, outbox.oldestDueSeconds]] : [];
        },
      });
    },
    async json() {
      return [...(await registry.getMetricsAsJSON()), ...requests.toJSON()];
    },
    async text() {
      return AggregatorRegistry.aggregate([await this.json()]).metrics();
    },
  };
}
