import type { Worker } from "node:cluster";
import { AggregatorRegistry, Counter, Gauge, Registry } from "prom-client";
import type { ProcessMetrics } from "./process-metrics";

/**
 * The figures of every process of a cluster (decision 080), whichever web worker a scrape reaches:
 * the worker asks the primary (`portal-metrics-request`), the primary asks every process that is
 * ready, the services process included (`portal-metrics-collect`), each answers with its figures
 * as prom-client's JSON (`portal-metrics`), and the primary sums them with prom-client's
 * `AggregatorRegistry.aggregate`, adds its own (worker deaths) and hands the text back
 * (`portal-metrics-answer`). A process that does not answer within GATHER_TIMEOUT_MS is left
 * out, and `portal_scrape_processes{state="silent"}` says so: one stuck process must not cost
 * the operators every figure. prom-client's own `clusterMetrics()` is for a primary that serves
 * the scrape itself, and fails the whole scrape when one worker is late.
 */

/** How long the primary waits for the processes' figures. */
export const GATHER_TIMEOUT_MS = 2_000;
/** How long a web worker waits for the primary's answer. */
export const ANSWER_TIMEOUT_MS = 5_000;

/** What a worker tells the primary about figures (part of server/cluster.ts's WorkerMessage). */
export type FiguresMessage =
  /** A scrape reached this worker: gather every process's figures. */
  | { type: "portal-metrics-request"; id: number }
  /** This process's figures for a gathering. */
  | { type: "portal-metrics"; id: number; metrics: object[] };

/** What the primary tells a worker about figures. */
type PrimaryFiguresMessage =
  { type: "portal-metrics-collect"; id: number } | { type: "portal-metrics-answer"; id: number; text: string };

function isPrimaryFiguresMessage(message: unknown): message is PrimaryFiguresMessage {
  const type = (message as { type?: unknown } | null)?.type;
  return type === "portal-metrics-collect" || type === "portal-metrics-answer";
}

export interface WorkerFigures {
  /** Every process's figures, summed by the primary, in Prometheus's text format. */
  text(): Promise<string>;
}

/**
 * A worker's side: answers the primary's gatherings with this process's figures, and asks the
 * primary for everyone's when a scrape reaches it.
 */
export function workerFigures(metrics: ProcessMetrics, send: (message: FiguresMessage) => void): WorkerFigures {
  const asked = new Map<number, (text: string) => void>();
  let nextId = 0;
  process.on("message", (message: unknown) => {
    if (!isPrimaryFiguresMessage(message)) return;
    if (message.type === "portal-metrics-answer") return asked.get(message.id)?.(message.text);
    void metrics.json().then((json) => send({ type: "portal-metrics", id: message.id, metrics: json }));
  });
  return {
    text() {
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          asked.delete(id);
          reject(new Error("the primary gave no figures in time"));
        }, ANSWER_TIMEOUT_MS);
        asked.set(id, (text) => {
          clearTimeout(timer);
          asked.delete(id);
          resolve(text);
        });
        send({ type: "portal-metrics-request", id });
      });
    },
  };
}

interface Gathering {
  requester: Worker;
  requestId: number;
  waiting: Set<Worker>;
  answers: object[][];
  timer: ReturnType<typeof setTimeout>;
}

export interface PrimaryFigures {
  /** A worker's message about figures. */
  received(worker: Worker, message: FiguresMessage): void;
  /** A worker died (after it was ready, or not): counted by role. */
  died(role: string): void;
}

/**
 * The primary's side. `processes` lists the ready processes with their role; the primary's own
 * figures are the worker deaths by role and the processes by role.
 */
export function primaryFigures(processes: () => { worker: Worker; role: string }[]): PrimaryFigures {
  const registry = new Registry();
  const deaths = new Counter({
    name: "portal_worker_deaths_total",
    help: "Processes of the cluster that died and were replaced (decision 057), by role.",
    labelNames: ["role"],
    registers: [registry],
  });
  new Gauge({
    name: "portal_processes",
    help: "Processes of the cluster that serve (web) or run the services, ready now.",
    labelNames: ["role"],
    registers: [registry],
    collect() {
      this.reset();
      for (const { role } of processes()) this.inc({ role });
    },
  });
  const gatherings = new Map<number, Gathering>();
  let nextId = 0;

  const finish = async (id: number) => {
    const gathering = gatherings.get(id);
    if (!gathering) return;
    gatherings.delete(id);
    clearTimeout(gathering.timer);
    const scrape = new Registry();
    const answered = new Gauge({
      name: "portal_scrape_processes",
      help: "Processes whose figures this scrape holds (answered), or lacks (silent: no answer in time).",
      labelNames: ["state"],
      registers: [scrape],
    });
    answered.set({ state: "answered" }, gathering.answers.length);
    answered.set({ state: "silent" }, gathering.waiting.size);
    const all = [...gathering.answers, await registry.getMetricsAsJSON(), await scrape.getMetricsAsJSON()];
    const text = await AggregatorRegistry.aggregate(all).metrics();
    if (gathering.requester.isConnected()) {
      gathering.requester.send({ type: "portal-metrics-answer", id: gathering.requestId, text });
    }
  };

  return {
    received(worker, message) {
      if (message.type === "portal-metrics-request") {
        const requestId = message.id;
        const id = ++nextId;
        const targets = processes()
          .map((entry) => entry.worker)
          .filter((target) => target.isConnected());
        gatherings.set(id, {
          requester: worker,
          requestId,
          waiting: new Set(targets),
          answers: [],
          timer: setTimeout(() => void finish(id), GATHER_TIMEOUT_MS),
        });
        for (const target of targets) target.send({ type: "portal-metrics-collect", id });
        if (targets.length === 0) void finish(id);
        return;
      }
      const gathering = gatherings.get(message.id);
      if (gathering?.waiting.delete(worker)) {
        gathering.answers.push(message.metrics);
        if (gathering.waiting.size === 0) void finish(message.id);
      }
    },
    died(role) {
      deaths.inc({ role });
    },
  };
}
