import cluster from "node:cluster";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { z } from "zod";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { isDatabaseUnavailable } from "@db/availability";
import { isEmpty } from "@db/demo";
import { createIdentityProvider } from "../idp/server";
import { loadConfig, type PortalConfig } from "./config";
import { createLogger, type Logger } from "./logger";
import { createPortalApp, type CreateRequestHandler } from "./app";
import { embeddedDatabaseChanges, listenToDatabaseChanges, type DatabaseChanges } from "./database-changes";
import { databaseAccountStore } from "./idp-accounts";
import { createDocumentStoreFromEnv } from "./document-store";
import { createTokenSigner } from "~/lib/signed-token.server";
import { startJobQueue, type JobQueueOptions } from "./jobs/queue";
import { createMailTransport } from "./mail/transport";
import { PROJECT_ROOT } from "./paths";
import { sendUnavailable } from "./plain-answers";
import { tellPrimary } from "./cluster";
import { workerFigures } from "./metrics/cluster-figures";
import { createProcessMetrics } from "./metrics/process-metrics";
import { talentIndexFigures } from "~/features/active-sourcing/talent-index.server";
import { outboxBacklog } from "~/features/notifications/outbox.server";

export interface RunningPortal {
  config: PortalConfig;
  database: DatabaseHandle;
  logger: Logger;
  portalUrl: string;
  idpUrl: string | null;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * How long an idle keep-alive connection stays open. Node's default of 5 s is shorter than clients
 * keep theirs, so a request sent on a reused connection just as the server closes it fails with
 * ECONNRESET (a CI run lost a browser test's `GET /api/auth/me` that way). Longer than the 60 s
 * idle timeout of common load balancers, so one in front closes first.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function listen(server: http.Server, port: number, host: string): Promise<void> {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node wants the headers' timeout above the keep-alive timeout.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/** What the Express app serves pages from. */
interface LoadedBuild {
  build: ServerBuild | (() => Promise<ServerBuild>);
  createRequestHandler: CreateRequestHandler;
  clientDir?: string;
  devMiddleware?: RequestHandler;
  buildId: string;
}

/**
 * The production bundle as `build/server/index.js` exports it (`server/entry.production.ts`):
 * React Router's server build and, in the same module graph, the portal's own server.
 */
export interface ProductionBundle {
  build: ServerBuild;
  /** React Router's Express adapter of the bundle's own React Router (decision 087). */
  createRequestHandler: CreateRequestHandler;
  /** The bundle's entry file; the browser assets lie in `../client` beside it. */
  serverEntry: string;
}

function fromBundle({ build, createRequestHandler, serverEntry }: ProductionBundle): LoadedBuild {
  const clientDir = path.resolve(path.dirname(serverEntry), "../client");
  return { build, createRequestHandler, clientDir, buildId: readBuildId(clientDir, serverEntry) };
}

async function loadBuild(mode: "production" | "development"): Promise<LoadedBuild> {
  if (mode === "development") {
    const { createServer } = await import("vite");
    const vite = await createServer({ root: PROJECT_ROOT, server: { middlewareMode: true }, appType: "custom" });
    const { createRequestHandler } = await import("@react-router/express");
    return {
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      createRequestHandler,
      devMiddleware: vite.middlewares,
      buildId: "dev",
    };
  }
  // Source started in production mode (tests, benches): pages come from the compiled bundle.
  const serverEntry = path.resolve(PROJECT_ROOT, process.env.BUILD_DIR ?? "build", "server/index.js");
  if (!fs.existsSync(serverEntry)) {
    throw new Error("No production build found: run `npm run build` first.");
  }
  const bundle = (await import(pathToFileURL(serverEntry).href)) as Omit<ProductionBundle, "serverEntry">;
  return fromBundle({ ...bundle, serverEntry });
}

/**
 * The id browsers compare for version detection: the one scripts/write-build-meta.mjs
 * published in builds/latest.json, or for a build without it the same hash computed here.
 */
function readBuildId(clientDir: string, serverEntry: string): string {
  const latest = path.join(clientDir, "builds/latest.json");
  if (fs.existsSync(latest)) return (JSON.parse(fs.readFileSync(latest, "utf8")) as { id: string }).id;
  return crypto.createHash("sha256").update(fs.readFileSync(serverEntry)).digest("hex").slice(0, 12);
}

/** Before the portal is ready: alive, not ready, and a German 503 for everything else. */
const startingHandler: http.RequestListener = (req, res) => {
  const path = (req.url ?? "/").split("?")[0];
  if (path === "/healthz") {
    res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("ok");
  } else if (path === "/readyz") {
    res
      .writeHead(503, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
      .end(JSON.stringify({ status: "starting" }));
  } else {
    sendUnavailable(req, res);
  }
};

/** The first retry after 250 ms, doubling up to 5 s between attempts. */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 5_000;

/**
 * Waits for a database that is not up yet (PostgreSQL starting beside the portal, a failover):
 * retries with back-off while the error says "unavailable", for at most `maxWaitMs`. Any other
 * error (a wrong password, a missing database) is a setting to fix and fails at once.
 */
async function waitForDatabase(database: DatabaseHandle, logger: Logger, maxWaitMs: number): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
    try {
      await database.ping();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw error;
      logger.warn({ reason: String(error), retryInMs: delay }, "database not reachable yet: retrying");
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Which of the portal's parts a process runs (decision 057): "all" in one process (PGlite, one
 * worker, the browser tests); with several workers a "services" process migrates and seeds the
 * database and runs the bundled identity provider and the jobs, and "web" workers serve.
 */
export type PortalRole = "all" | "services" | "web";

export interface StartOptions {
  /** The production bundle starts itself with its own build: one module graph (decision 026). */
  bundle?: ProductionBundle;
  /** Default "all". */
  role?: PortalRole;
  /**
   * Whether the process listens on the portal's port while it starts, answering /healthz 200,
   * /readyz 503 and the German 503 (default: for "all"). A web worker listens only once it
   * serves, so a replacement takes no connection just to answer it "starting"; the portal's first
   * services process answers until the database is prepared, so a portal waiting for its
   * database is alive.
   */
  answerWhileStarting?: boolean;
  /** Told of each sweep run started, and the runs to fail first (`server/jobs/queue.ts`). */
  sweeps?: Pick<JobQueueOptions, "onRunStarted" | "abandoned">;
}

export async function startPortal(
  source: Record<string, string | undefined> = process.env,
  options: StartOptions = {},
): Promise<RunningPortal> {
  const config = loadConfig(source);
  const role = options.role ?? "all";
  const runsServices = role !== "web";
  const servesRequests = role !== "services";
  // German for every zod message a schema does not word itself (API answers, form errors).
  z.config(z.locales.de());
  const logger = createLogger(config.env.LOG_LEVEL);
  // The figures of this process (decision 080); in a cluster it answers the primary's gatherings
  // from now on, and a scrape that reaches a web worker is answered with every process's.
  const metrics = createProcessMetrics(role);
  const everyProcess = cluster.isWorker
    ? workerFigures(metrics, (message) => void tellPrimary(message))
    : { text: () => metrics.text() };
  metrics.watchTalentIndex(talentIndexFigures);
  // Listening from the first moment: /healthz answers, /readyz says 503 and every other request
  // gets the German "not reachable" answer until the database is there and the portal is built.
  let handler: http.RequestListener = startingHandler;
  const portalServer = http.createServer((req, res) => handler(req, res));
  const listening = options.answerWhileStarting ?? role === "all";
  if (listening) await listen(portalServer, config.env.PORT, config.env.HOST);
  let database: DatabaseHandle | null = null;
  try {
    database = await openDatabase({
      url: config.env.DATABASE_URL,
      dataDir: config.env.DATA_DIR.startsWith("memory://")
        ? config.env.DATA_DIR
        : path.resolve(PROJECT_ROOT, config.env.DATA_DIR),
      pgliteTemplate: config.env.PGLITE_TEMPLATE,
      poolSize: config.env.DB_POOL_SIZE,
      migrationsFolder: path.join(PROJECT_ROOT, "db/migrations"),
      pgliteWorker: path.join(PROJECT_ROOT, "db/pglite-worker.mjs"),
      // The message and code only: node-postgres hangs the whole client on the error.
      onConnectionError: (error) =>
        logger.warn({ code: (error as { code?: string }).code, reason: error.message }, "database connection lost"),
    });
    metrics.watchDatabasePool(database.poolStats);
    await waitForDatabase(database, logger, config.env.DB_START_WAIT_SECONDS * 1000);
    // Web workers start after the services process has migrated and seeded (server/cluster.ts).
    if (runsServices) await database.migrate();
  } catch (error) {
    if (listening) await closeServer(portalServer);
    await database?.close();
    throw error;
  }
  if (runsServices && config.seedDemoData && (await isEmpty(database.db))) {
    logger.info("empty database: seeding demo data");
    // Loaded only here: faker and the demo market never load where nothing is seeded.
    const { seedDatabase } = await import("@db/seed");
    await seedDatabase(database.db);
  }

  const documents = createDocumentStoreFromEnv(config.env);
  // Background sweeps and e-mail delivery (docs/decisions/010-background-jobs.md).
  const jobs =
    runsServices && config.env.JOBS_ENABLED
      ? await startJobQueue({
          database,
          logger,
          sweepSeconds: config.env.JOBS_SWEEP_SECONDS,
          followerAlerts: { baseUrl: config.publicConfig.baseUrl, hour: config.env.FOLLOWER_ALERT_HOUR },
          documents,
          tokenSigner: createTokenSigner(config.env.COOKIE_SECRETS),
          transport: createMailTransport({ smtpUrl: config.env.SMTP_URL, from: config.env.MAIL_FROM }),
          webhookTargets: config.webhookTargets,
          ...options.sweeps,
        })
      : null;
  if (jobs) {
    // The queue and the outbox are the database's: one process per machine reads them, where the jobs run.
    const db = database.db;
    metrics.watchJobQueue(jobs.figures);
    metrics.watchMailOutbox(() => outboxBacklog(db, new Date()));
  }

  let idpServer: http.Server | null = null;
  let idpUrl: string | null = null;
  if (config.bundledIdp && runsServices) {
    const idpOrigin = new URL(config.env.IDP_PUBLIC_URL).origin;
    const client = (provider: "business" | "internal") => ({
      clientId: config.oidc[provider].clientId,
      clientSecret: config.oidc[provider].clientSecret,
      redirectUris: [`${config.baseUrl}/api/auth/${provider}/callback`],
      postLogoutRedirectUris: [`${config.baseUrl}/api/auth/${provider}/logout/callback`],
    });
    const idp = await createIdentityProvider({
      origin: idpOrigin,
      portalOrigin: config.origin,
      clients: { business: client("business"), internal: client("internal") },
      accounts: databaseAccountStore(database.db),
      cookieKeys: (config.env.IDP_COOKIE_KEYS ?? crypto.randomBytes(32).toString("hex")).split(","),
      logger: logger.child({ component: "idp" }),
    });
    idpServer = http.createServer(idp.app);
    await listen(idpServer, config.env.IDP_PORT, config.env.HOST);
    idpUrl = idpOrigin;
  }

  let shuttingDown = false;
  let databaseChanges: DatabaseChanges | null = null;
  if (servesRequests) {
    const mode = config.env.NODE_ENV === "development" ? "development" : "production";
    const loaded = options.bundle ? fromBundle(options.bundle) : await loadBuild(mode);
    // Every cache of company data learns of writes from the data versions (decision 065): on
    // PostgreSQL each process listens on a connection of its own (and keeps live sessions while it
    // hears them, decision 053); the embedded PGlite's one session hears its own notifications.
    const listenUrl = config.env.DATABASE_LISTEN_URL ?? config.env.DATABASE_URL;
    if (database.notifications) databaseChanges = await embeddedDatabaseChanges(database.notifications);
    else if (listenUrl && listenUrl !== "off") databaseChanges = listenToDatabaseChanges(listenUrl, logger);
    // Serving before it listens would render every public page until then.
    await databaseChanges?.firstAttempt;
    handler = createPortalApp({
      config,
      database,
      logger,
      documents,
      ...loaded,
      databaseChanges,
      isShuttingDown: () => shuttingDown,
      metrics: { process: metrics, text: everyProcess.text },
    });
    if (!listening) await listen(portalServer, config.env.PORT, config.env.HOST);
  } else if (listening) {
    // The services process answered only while the portal started: the web workers serve now.
    await closeServer(portalServer);
  }

  return {
    config,
    database,
    logger,
    portalUrl: config.baseUrl,
    idpUrl,
    async close() {
      shuttingDown = true;
      await Promise.all([
        servesRequests ? closeServer(portalServer) : Promise.resolve(),
        idpServer ? closeServer(idpServer) : Promise.resolve(),
        jobs?.stop(),
      ]);
      await databaseChanges?.close();
      await database.close();
    },
  };
}
