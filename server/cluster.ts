import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import type { PortalConfig } from "./config";

/**
 * The portal on every core (issue 17 §4, decision 050): the primary process forks the workers,
 * which share the port (node:cluster hands each new connection to the next worker). Everything
 * that must hold across workers lives in PostgreSQL (sessions, data versions, rate limits,
 * sign-in transactions, the job queue), so N workers behave as one portal, as N instances
 * behind a load balancer do.
 *
 * The first worker starts alone and migrates and seeds the database; the others follow once it
 * is ready. It alone runs the bundled identity provider, which keeps its sign-ins in memory,
 * and the background jobs. A worker that dies is replaced in its role; on SIGTERM or SIGINT the
 * primary asks every worker to finish its requests and exits when they have.
 */

/** Tells a worker its role: "first" (identity provider, background jobs) or "other". */
const WORKER_ROLE_ENV = "PORTAL_WORKER_ROLE";
export type WorkerRole = "first" | "other";

/** The message a worker sends the primary once it serves. */
export const WORKER_READY = "portal-worker-ready";

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
  return process.env[WORKER_ROLE_ENV] === "first" ? "first" : "other";
}

/** How long the primary waits for the workers to finish their requests before it gives up. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

export function runPrimary(count: number, log: (line: string) => void): void {
  const workers = new Map<Worker, { role: WorkerRole; ready: boolean }>();
  let stopping = false;
  let othersStarted = false;
  let allServing = false;

  const fork = (role: WorkerRole) => {
    const worker = cluster.fork({ [WORKER_ROLE_ENV]: role });
    const entry = { role, ready: false };
    workers.set(worker, entry);
    worker.on("message", (message: unknown) => {
      if (message !== WORKER_READY) return;
      entry.ready = true;
      if (!othersStarted && !stopping) {
        // The first worker migrated and seeded the database: the others can start.
        othersStarted = true;
        for (let i = 1; i < count; i++) fork("other");
        log(`  Worker processes:       ${count} (WEB_CONCURRENCY)`);
      }
      if (!allServing && othersStarted && workers.size === count && [...workers.values()].every((w) => w.ready)) {
        // Connections stay with the worker that took them: a client that wants them spread waits for this.
        allServing = true;
        log(`  All ${count} worker processes serve.`);
      }
    });
  };

  fork("first");

  cluster.on("exit", (worker, code, signal) => {
    const entry = workers.get(worker);
    workers.delete(worker);
    if (stopping) {
      if (workers.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!entry) return;
    if (!entry.ready) {
      // A worker that cannot even start (a setting, the database) would only be forked again and again.
      log(`  Worker ${worker.process.pid} stopped while starting (${signal ?? code}); see its message above.`);
      stopping = true;
      process.exitCode = 1;
      for (const other of workers.keys()) other.process.kill("SIGTERM");
      if (workers.size === 0) process.exit(1);
      return;
    }
    log(`  Worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
    fork(entry.role);
  });

  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers.keys()) worker.process.kill("SIGTERM");
    if (workers.size === 0) process.exit(0);
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}
