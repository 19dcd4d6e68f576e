import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import { z } from "zod";
import type { PortalConfig } from "./config";
import type { SweepRun } from "./jobs/queue";
import type { Logger } from "./logger";
import { primaryFigures, type FiguresMessage } from "./metrics/cluster-figures";

/**
 * The portal on every core (issue 17 §4, decision 050): the primary process forks the workers,
 * which share the port (node:cluster hands each new connection to the next worker). Everything
 * that must hold across workers lives in PostgreSQL (sessions, data versions, rate limits,
 * sign-in transactions, the job queue), so N workers behave as one portal, as N instances
 * behind a load balancer do.
 *
 * What a hostile request could kill is kept apart from what everyone needs (issue 32 §2,
 * decision 057): a "services" process migrates and seeds the database and then runs the bundled
 * identity provider (which keeps its sign-ins in memory) and the background jobs; it serves no
 * portal request. The "web" workers start once it is ready and serve the portal's requests.
 * Whichever process dies, the primary logs why at error level and starts another in its role;
 * on SIGTERM or SIGINT it asks every process to finish and exits when they have.
 */

const WORKER_ROLE_ENV = "PORTAL_WORKER_ROLE";
/** Set for the first services process only: it answers "starting" on the portal's port meanwhile. */
const ANSWER_WHILE_STARTING_ENV = "PORTAL_ANSWER_WHILE_STARTING";
/** The latest sweep runs of the services processes that died, for the next one (JSON). */
const ABANDONED_RUNS_ENV = "PORTAL_ABANDONED_SWEEP_RUNS";
const abandonedRunsSchema = z.array(z.object({ name: z.string(), id: z.string() }));

/** "services": migration, seed, identity provider, jobs, no portal requests; "web": portal requests only. */
export type WorkerRole = "services" | "web";

/** What a worker tells the primary over the IPC channel. */
export type WorkerMessage =
  /** It serves (web), or the database is prepared and the services run (services; with the lines to print). */
  | { type: "portal-worker-ready"; startLines?: string }
  /** It is about to end on an error it cannot recover from. */
  | { type: "portal-worker-fatal"; reason: string }
  /** A sweep's run started (services): should the process die, its successor fails the run. */
  | { type: "portal-sweep-run"; run: SweepRun }
  /** Figures for the metrics, gathered by the primary (server/metrics/cluster-figures.ts). */
  | FiguresMessage;

/** How many processes serve, and why, for the start message. */
export function workerCount(config: PortalConfig): { count: number; note: string | null } {
  const asked = config.env.WEB_CONCURRENCY;
  if (!config.env.DATABASE_URL) {
    return {
      count: 1,
      note: asked && asked > 1 ? `PGlite runs in one process; WEB_CONCURRENCY=${asked} is ignored` : null,
    };
  }
  if (asked) return { count: asked, note: null };
  return { count: config.env.NODE_ENV === "production" ? os.availableParallelism() : 1, note: null };
}

export function workerRole(): WorkerRole | null {
  if (!cluster.isWorker) return null;
  return process.env[WORKER_ROLE_ENV] === "services" ? "services" : "web";
}

/** Whether this services process is the portal's first and answers on its port until it is ready. */
export function answersWhileStarting(): boolean {
  return process.env[ANSWER_WHILE_STARTING_ENV] === "1";
}

/** The sweep runs a services process that died left active: this one fails them first. */
export function abandonedSweepRuns(): SweepRun[] {
  const text = process.env[ABANDONED_RUNS_ENV];
  return text ? abandonedRunsSchema.parse(JSON.parse(text)) : [];
}

/** Sends the primary a message; resolves once it is handed to the channel (or there is none). */
export function tellPrimary(message: WorkerMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send || !process.connected) return resolve();
    process.send(message, undefined, undefined, () => resolve());
  });
}

/** How long a process that failed fatally waits for its last message to reach the primary. */
const FATAL_EXIT_WAIT_MS = 1_000;

/**
 * An error nothing caught leaves the process in a state nobody knows, so it ends, but not
 * silently (issue 32 §2): at fatal level in the log, and told to the primary, which logs the
 * death with this reason and starts another worker.
 */
export function endOnUncaughtError(logger: Logger): void {
  process.on("uncaughtException", (error, origin) => {
    logger.fatal({ err: error, origin }, "uncaught error: the process ends");
    const kind = origin === "unhandledRejection" ? "unhandled rejection" : "uncaught exception";
    const exit = () => process.exit(1);
    setTimeout(exit, FATAL_EXIT_WAIT_MS);
    if (cluster.isWorker)
      void tellPrimary({ type: "portal-worker-fatal", reason: `${kind}: ${String(error)}` }).then(exit);
    else exit();
  });
}

/**
 * Why a worker ended, from what the operating system reports. V8 aborts a process whose heap is
 * exhausted (SIGABRT, exit code 134 in a shell); the kernel's out-of-memory killer sends SIGKILL.
 */
export function causeOfDeath(code: number | null, signal: string | null): string {
  if (signal === "SIGABRT" || code === 134) return "aborted (SIGABRT), as V8 does when the heap is exhausted";
  if (signal === "SIGKILL" || code === 137) return "killed (SIGKILL), by hand or by the kernel when memory ran out";
  if (signal) return `ended by ${signal}`;
  if (code === 0) return "exited without being asked to";
  return `exited with code ${code}`;
}

/** How long the primary waits for the workers to finish their requests before it gives up. */
const SHUTDOWN_TIMEOUT_MS = 15_000;
/** A replacement that dies while starting is tried again after 1 s, doubling up to a minute. */
const FIRST_RESTART_DELAY_MS = 1_000;
const LONGEST_RESTART_DELAY_MS = 60_000;

interface WorkerState {
  role: WorkerRole;
  ready: boolean;
  /** Started in place of a worker that died (not part of the portal's start). */
  replacement: boolean;
  /** What the worker said about its end before it ended. */
  reason?: string;
  /** Services: the latest run of each sweep queue. */
  sweepRuns: Map<string, string>;
}

function isWorkerMessage(message: unknown): message is WorkerMessage {
  return typeof message === "object" && message !== null && typeof (message as { type?: unknown }).type === "string";
}

export function runPrimary(count: number, logger: Logger, print: (text: string) => void): void {
  const workers = new Map<Worker, WorkerState>();
  const restartDelay: Record<WorkerRole, number> = { services: FIRST_RESTART_DELAY_MS, web: FIRST_RESTART_DELAY_MS };
  let stopping = false;
  let webStarted = false;
  let startLines = "";
  let printedStart = false;
  let allServing = false;
  /** Runs of dead services processes that no successor has failed yet. */
  let abandoned: SweepRun[] = [];
  const serving = () => [...workers].filter(([, state]) => state.role === "web" && state.ready).map(([w]) => w);
  // Every ready process's figures, whichever web worker a scrape of /metrics reaches (decision 080).
  const figures = primaryFigures(() =>
    [...workers].filter(([, state]) => state.ready).map(([worker, state]) => ({ worker, role: state.role })),
  );

  const fork = (role: WorkerRole, replaces?: number) => {
    const first = role === "services" && replaces === undefined;
    const worker = cluster.fork({
      [WORKER_ROLE_ENV]: role,
      [ANSWER_WHILE_STARTING_ENV]: first ? "1" : "0",
      [ABANDONED_RUNS_ENV]: role === "services" ? JSON.stringify(abandoned) : "[]",
    });
    const state: WorkerState = { role, ready: false, replacement: replaces !== undefined, sweepRuns: new Map() };
    workers.set(worker, state);
    logger.info({ workerPid: worker.process.pid, role, ...(replaces ? { replaces } : {}) }, "worker started");
    worker.on("message", (message: unknown) => {
      if (isWorkerMessage(message)) onMessage(worker, state, message);
    });
    worker.once("exit", (code: number | null, signal: string | null) => {
      // A reason sent just before the end may still be in the channel: its close comes after it.
      if (worker.isConnected()) worker.once("disconnect", () => onExit(worker, state, code, signal));
      else onExit(worker, state, code, signal);
    });
  };

  const onMessage = (worker: Worker, state: WorkerState, message: WorkerMessage) => {
    if (message.type === "portal-worker-fatal") {
      state.reason = message.reason;
      return;
    }
    if (message.type === "portal-sweep-run") {
      state.sweepRuns.set(message.run.name, message.run.id);
      return;
    }
    if (message.type !== "portal-worker-ready") {
      figures.received(worker, message);
      return;
    }
    state.ready = true;
    restartDelay[state.role] = FIRST_RESTART_DELAY_MS;
    // A services process is ready once it has failed the runs it was handed.
    if (state.role === "services") abandoned = [];
    logger.info({ workerPid: worker.process.pid, role: state.role }, "worker ready");
    if (state.role === "services") {
      if (message.startLines) startLines = message.startLines;
      if (!webStarted && !stopping) {
        // The database is migrated and seeded: the web workers can start.
        webStarted = true;
        for (let i = 0; i < count; i++) fork("web");
      }
      return;
    }
    if (!printedStart) {
      printedStart = true;
      print(`${startLines}  Worker processes:       ${count} (WEB_CONCURRENCY)`);
    }
    if (!allServing && serving().length === count) {
      // Connections stay with the worker that took them: a client that wants them spread waits for this.
      allServing = true;
      print(`  All ${count} worker processes serve.`);
    }
  };

  const onExit = (worker: Worker, state: WorkerState, code: number | null, signal: string | null) => {
    workers.delete(worker);
    for (const [name, id] of state.sweepRuns) abandoned.push({ name, id });
    const workerPid = worker.process.pid;
    const death = {
      workerPid,
      role: state.role,
      exitCode: code,
      signal,
      cause: state.reason ?? causeOfDeath(code, signal),
    };
    if (stopping) {
      if (code === 0) logger.info({ workerPid, role: state.role }, "worker finished");
      else logger.error(death, "worker died");
      if (workers.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    logger.error(death, "worker died");
    figures.died(state.role);
    if (!state.ready && !state.replacement) {
      // A worker that cannot even start (a setting, the database) would only be forked again and again.
      logger.error({ workerPid, role: state.role }, "a worker of the portal's start could not start: the portal stops");
      stopping = true;
      process.exitCode = 1;
      for (const other of workers.keys()) other.process.kill("SIGTERM");
      if (workers.size === 0) process.exit(1);
      return;
    }
    if (!state.ready) {
      // A replacement that cannot start (the database away for longer than it waits) is tried again later.
      const delay = restartDelay[state.role];
      restartDelay[state.role] = Math.min(delay * 2, LONGEST_RESTART_DELAY_MS);
      logger.warn({ role: state.role, retryInMs: delay }, "starting another worker later");
      setTimeout(() => {
        if (!stopping) fork(state.role, workerPid);
      }, delay);
      return;
    }
    fork(state.role, workerPid);
  };

  fork("services");

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: asking every worker to finish");
    for (const worker of workers.keys()) worker.process.kill("SIGTERM");
    if (workers.size === 0) process.exit(0);
    setTimeout(() => {
      logger.error({ workers: workers.size }, "workers did not finish in time");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
