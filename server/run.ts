import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@db/demo";
import cluster from "node:cluster";
import { runPrimary, WORKER_READY, workerCount, workerRole } from "./cluster";
import { loadConfig, type PortalConfig } from "./config";
import { startPortal, type StartOptions } from "./start";

const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * The portal as a process: start it, print where it runs (and the demo accounts), and finish
 * in-flight requests on SIGTERM/SIGINT. With more than one worker (WEB_CONCURRENCY, decision
 * 050) this process forks them and each of them runs the portal. `server/main.ts` (development)
 * and the production bundle's entry (`server/entry.production.ts`) both run it.
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
    if (count > 1) return runPrimary(count, (line) => console.log(line));
  }
  // A worker after the first: the first runs the identity provider and the jobs (server/cluster.ts).
  const role = workerRole();
  const portal = await startPortal(role === "other" ? { ...process.env, JOBS_ENABLED: "false" } : process.env, {
    ...options,
    identityProvider: role !== "other",
  }).catch(fail);
  if (role) process.send?.(WORKER_READY);

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
  if (role !== "other") console.log(lines.join("\n") + "\n");

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
