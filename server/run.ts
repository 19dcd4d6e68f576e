import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@db/demo";
import cluster from "node:cluster";
import {
  abandonedSweepRuns,
  answersWhileStarting,
  endOnUncaughtError,
  runPrimary,
  tellPrimary,
  workerCount,
  workerRole,
  type WorkerRole,
} from "./cluster";
import { loadConfig, type PortalConfig } from "./config";
import { createLogger } from "./logger";
import { startPortal, type RunningPortal, type StartOptions } from "./start";

const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * The portal as a process: start it, print where it runs (and the demo accounts), and finish
 * in-flight requests on SIGTERM/SIGINT. With more than one worker (WEB_CONCURRENCY, decisions
 * 050 and 057) this process forks a services process and the web workers, and each of them runs
 * its part of the portal. `server/main.ts` (development) and the production bundle's entry
 * (`server/entry.production.ts`) both run it.
 */
export async function runPortal(options: StartOptions = {}): Promise<void> {
  const fail = (error: unknown): never => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  };
  if (cluster.isPrimary) {
    let config: PortalConfig;
    try {
      config = loadConfig(process.env);
    } catch (error) {
      return fail(error);
    }
    const { count, note } = workerCount(config);
    if (note) console.log(`  ${note}`);
    if (count > 1) {
      const logger = createLogger(config.env.LOG_LEVEL);
      endOnUncaughtError(logger);
      return runPrimary(count, logger, (text) => console.log(text));
    }
  }
  const role = workerRole();
  const portal = await startPortal(process.env, {
    ...options,
    role: role ?? "all",
    ...(role === "services"
      ? {
          answerWhileStarting: answersWhileStarting(),
          sweeps: {
            abandoned: abandonedSweepRuns(),
            onRunStarted: (run) => void tellPrimary({ type: "portal-sweep-run", run }),
          },
        }
      : {}),
  }).catch(fail);
  endOnUncaughtError(portal.logger);
  await announce(portal, role);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    portal.logger.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      portal.logger.error("shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    portal.close().then(
      () => process.exit(0),
      (error: unknown) => {
        portal.logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * Prints where the portal runs (one process), or tells the primary that this worker is ready:
 * the services process hands it the lines, which the primary prints once a web worker serves.
 */
async function announce(portal: RunningPortal, role: WorkerRole | null): Promise<void> {
  const lines = [
    "",
    `  Arbeitgeberportal:      ${portal.portalUrl}`,
    ...(portal.idpUrl ? [`  Identity provider:      ${portal.idpUrl} (bundled)`] : []),
    `  Database:               ${portal.database.kind}`,
  ];
  if (portal.idpUrl && portal.config.seedDemoData) {
    lines.push("", `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(30)} ${account.description}`);
    lines.push("  Staff sign in at /p/internal/login.");
  }
  const text = lines.join("\n") + "\n";
  if (role === "services") await tellPrimary({ type: "portal-worker-ready", startLines: text });
  else if (role === "web") await tellPrimary({ type: "portal-worker-ready" });
  else console.log(text);
}
