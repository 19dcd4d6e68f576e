import PgBoss from "pg-boss";
import { isDatabaseUnavailable } from "@db/availability";
import type { DatabaseHandle } from "@db/client";
import type { Logger } from "../logger";
import type { MailTransport } from "../mail/transport";
import type { AlertSettings } from "~/features/employer-branding/following.server";
import type { DocumentStore } from "~/lib/document-store";
import type { TokenSigner } from "~/lib/signed-token.server";
import type { WebhookTargetPolicy } from "~/features/webhooks/targets.server";
import { SWEEP_NAMES, SWEEPS, type SweepName } from "./sweeps";

/**
 * The job queue: pg-boss on the portal's own database (PostgreSQL, or PGlite through
 * DatabaseHandle.executeSql). Each sweep is a self-rescheduling job on a "stately" queue: at
 * most one run waits and one runs, across every instance, so several instances never sweep
 * the same thing at once. A run queues the next one JOBS_SWEEP_SECONDS ahead when it ends.
 */

export interface JobQueue {
  /** Lets running sweeps finish (up to a timeout), then stops polling. */
  stop(): Promise<void>;
  /** The queues' depth (read from the database) and this process's runs since the start (decision 080). */
  figures(): Promise<JobQueueFigures>;
}

export interface JobQueueFigures {
  /** Jobs per queue, across every instance: waiting (created, or to retry) and active. */
  queues: { queue: string; waiting: number; active: number }[];
  /** Runs of this process per queue, and the items they could not do (an ad, a mail given up). */
  runs: { queue: string; completed: number; failed: number; itemsFailed: number }[];
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  logger: Logger;
  transport: MailTransport;
  sweepSeconds: number;
  /** Where the followers' alerts link to, and from which hour they go out. */
  followerAlerts: AlertSettings;
  /** Applicants' documents, which the retention sweep deletes. */
  documents: DocumentStore;
  /** Signs the candidates' links in the talent-pool reminder. */
  tokenSigner: TokenSigner;
  /** Where webhooks may go (decision 077); strict when not given. */
  webhookTargets?: WebhookTargetPolicy;
  /**
   * Told when a sweep's run starts: the primary keeps each queue's latest run of its services
   * process, to hand them to the next one should the process die.
   */
  onRunStarted?: (run: SweepRun) => void;
  /**
   * The latest runs of a process of this machine that died: failed before anything is fetched,
   * so their queues go on (a run already completed stays as it is).
   */
  abandoned?: readonly SweepRun[];
}

/** One run of a sweep: pg-boss's job. */
export interface SweepRun {
  name: string;
  id: string;
}

/** One key per queue: the stately policy counts waiting and running jobs per key. */
const SINGLETON_KEY = "sweep";
/** Every instance re-queues a lost chain (a crash mid-run) this often; duplicates are refused. */
const KEEPER_INTERVAL_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
const CREATE_ATTEMPTS = 5;

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { database, logger, transport, sweepSeconds, followerAlerts } = options;
  const log = logger.child({ component: "jobs" });
  let stopped = false;
  const boss = new PgBoss({
    db: { executeSql: waitingForTheDatabase(database, () => stopped) },
    schedule: false,
    // Sweep runs are worth nothing once done: keep the tables small.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  // A run whose process died stays active, and holds its stately queue, until pg-boss expires it
  // (5 minutes and more); a run this machine knows to be lost is failed before any fetch.
  for (const run of options.abandoned ?? []) {
    await boss.fail(run.name, run.id, { message: "the process running it died" });
  }
  if (options.abandoned?.length) log.info({ runs: options.abandoned.length }, "runs of a process that died failed");

  const queueNext = async (name: SweepName, startAfterSeconds: number) => {
    await boss.send(name, {}, { singletonKey: SINGLETON_KEY, startAfter: startAfterSeconds });
  };
  const pollingIntervalSeconds = Math.min(Math.max(sweepSeconds / 2, 0.5), 10);
  const runs = new Map(SWEEP_NAMES.map((name) => [name, { completed: 0, failed: 0, itemsFailed: 0 }]));

  for (const name of SWEEP_NAMES) {
    await ensureQueue(boss, name, sweepSeconds);
    await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      const started = Date.now();
      options.onRunStarted?.({ name, id: job!.id });
      try {
        const result = await SWEEPS[name]({
          db: database.db,
          logger: log,
          transport,
          now: new Date(),
          followerAlerts,
          documents: options.documents,
          tokenSigner: options.tokenSigner,
          ...(options.webhookTargets ? { webhookTargets: options.webhookTargets } : {}),
        });
        const level = result.done + result.skipped + result.failed > 0 ? "info" : "debug";
        log[level]({ sweep: name, ...result, ms: Date.now() - started }, "sweep finished");
        runs.get(name)!.completed += 1;
        runs.get(name)!.itemsFailed += result.failed;
      } catch (error) {
        runs.get(name)!.failed += 1;
        log.error({ err: error, sweep: name }, "sweep failed");
      } finally {
        await queueNext(name, sweepSeconds).catch((error: unknown) =>
          log.error({ err: error, sweep: name }, "could not queue the next sweep"),
        );
      }
    });
    await queueNext(name, 0);
  }

  const keeper = setInterval(() => {
    for (const name of SWEEP_NAMES) {
      queueNext(name, sweepSeconds).catch((error: unknown) =>
        log.error({ err: error, sweep: name }, "could not queue the next sweep"),
      );
    }
  }, KEEPER_INTERVAL_MS);
  keeper.unref();
  log.info({ sweepSeconds, transport: transport.kind }, "job queue started");

  return {
    async stop() {
      stopped = true;
      clearInterval(keeper);
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      transport.close();
    },
    async figures() {
      const queues = await Promise.all(
        SWEEP_NAMES.map(async (queue) => {
          // pg-boss counts the jobs in the states before the one named.
          const [waiting, notDone] = await Promise.all([
            boss.getQueueSize(queue, { before: "active" }),
            boss.getQueueSize(queue, { before: "completed" }),
          ]);
          return { queue, waiting, active: notDone - waiting };
        }),
      );
      return { queues, runs: [...runs].map(([queue, counts]) => ({ queue, ...counts })) };
    },
  };
}

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 2_000;

/**
 * pg-boss's statements, waiting out a database that is away (a restart, a failover): each is
 * retried with back-off until the database answers. pg-boss 10.4.2 does not await its
 * `complete()` after a job ran, so a rejected statement would end the process as an unhandled
 * rejection; waiting instead also marks a sweep that finished during the outage as completed
 * once the database is back, so it does not run twice. After `stop()` a waiting statement is
 * abandoned (it never settles): the process is ending, and a late rejection would end it with
 * an error. Other errors reach pg-boss as they are.
 */
function waitingForTheDatabase(
  database: DatabaseHandle,
  isStopped: () => boolean,
): (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> {
  return async (text, values) => {
    for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
      try {
        return await database.executeSql(text, values);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        if (isStopped()) return new Promise(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
}

/**
 * Creates the queue unless it exists. Instances starting together race to create it (a unique
 * violation, or a deadlock between pg-boss's partition DDL on PostgreSQL): the loser waits and
 * finds the winner's queue.
 */
async function ensureQueue(boss: PgBoss, name: SweepName, sweepSeconds: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, {
        name,
        policy: "stately",
        // A failed run is not retried: the next one is already queued.
        retryLimit: 0,
        // A run that never reports back (the process died) frees the queue after this.
        expireInSeconds: Math.max(300, sweepSeconds * 3),
      });
      return;
    } catch (error) {
      if (attempt >= CREATE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
