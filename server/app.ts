import crypto from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import type { createRequestHandler } from "@react-router/express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { ANONYMOUS_USER, type AuthUser } from "@auth/user";
import { buildRouteMap } from "@auth/route-map";
import { isDatabaseUnavailable } from "@db/availability";
import type { DatabaseHandle } from "@db/client";
import { SIGNED_IN_CACHE_CONTROL } from "~/lib/cache-control";
import { pageViewPath } from "~/lib/private-paths";
import type { RequestContext } from "~/lib/request-context";
import { createFeatureFlagCache } from "~/features/platform/feature-flags.server";
import { createCatalogueCache } from "~/features/billing/catalogue.server";
import { setSessionGroups } from "~/features/internal/session-groups.server";
import type { PortalConfig } from "./config";
import type { Logger } from "./logger";
import { NOT_LISTENING, type DatabaseChanges } from "./database-changes";
import { createPageCache, visitorKind } from "./page-cache";
import { createJobFeed, JOB_FEED_PATH } from "./job-feed";
import { createSignedInPageCache, dataVersionReader } from "./signed-in-page-cache";
import { latestChange } from "~/features/active-sourcing/talent-index.server";
import { clearCookie, cookieName, readCookie, SessionStore } from "./sign-in/sessions";
import { createFlashCookie, FLASH_COOKIE } from "~/lib/flash.server";
import { createTokenSigner } from "~/lib/signed-token.server";
import { createDatabaseRateLimits } from "~/lib/rate-limit.server";
import { readConsent } from "~/features/platform/consent-banner";
import { readNavigationHints, VIEWPORT_WIDTH_HINT } from "~/features/navigation/nav-layout";
import { loadCurrentUser } from "./sign-in/current-user";
import { ProfileCache } from "./sign-in/profile-cache";
import { createOidcClients } from "./sign-in/oidc";
import { clientErrorStatus } from "./api/api-errors";
import { InvalidTextError } from "./api/bodies";
import { createApiRouter } from "./api/api-router";
import { createIntegrationApiRouter } from "./api/v1/router";
import { API_REFERENCE_PATH, createApiReferenceRouter } from "./api-reference";
import { createIconHandler, createIpxHandler } from "./ipx";
import { createUploadFileHandler, uploadImageSource } from "./uploads";
import type { DocumentStore } from "~/lib/document-store";
import { sendInvalidText, sendOverloaded, sendUnavailable } from "./plain-answers";
import { createLoadShedder } from "./load-shedding";
import { COMPRESSION_THRESHOLD, oneShotCompression } from "./one-shot-compression";
import { metricsAccess } from "./metrics/access";
import { metricsHandler, namedRoute, reactRouterPattern, routeLabel } from "./metrics/http";
import type { ProcessMetrics } from "./metrics/process-metrics";
import { isCleanPercentEncoded } from "~/lib/text-input";

export type CreateRequestHandler = typeof createRequestHandler;

export interface PortalAppOptions {
  config: PortalConfig;
  database: DatabaseHandle;
  logger: Logger;
  /** The React Router server build, or a loader of it (dev: through Vite). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** React Router's Express adapter from the same copy of React Router as the build (decision 087). */
  createRequestHandler: CreateRequestHandler;
  /** Static files of the client build; absent in dev, where Vite serves them. */
  clientDir?: string;
  /** Vite's middlewares in development. */
  devMiddleware?: express.RequestHandler;
  buildId: string;
  /** Where applicants' documents live (docs/document-storage.md). */
  documents: DocumentStore;
  /**
   * Changes to sessions and data versions as this process hears them (decisions 053, 060, 065):
   * how every cache of company data learns of writes. Without it (`DATABASE_LISTEN_URL=off`)
   * nothing is kept.
   */
  databaseChanges?: DatabaseChanges | null;
  isShuttingDown: () => boolean;
  /**
   * This process's figures, and every process's as /metrics serves them (decision 080): in a
   * cluster the primary gathers them.
   */
  metrics: { process: ProcessMetrics; text: () => Promise<string> };
}

/** What the server needs from app/entry.server.tsx beyond React Router's own exports. */
interface EntryModule {
  createLoadContext(value: RequestContext): RouterContextProvider;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** An answer that took this long is logged at warn level (docs/operations.md). */
const SLOW_REQUEST_MS = 5_000;
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * Writes authorised by a secret token in their address, not by a cookie, which other sites send
 * on purpose: a mail program's one-click unsubscribe (RFC 8058) posts from its own servers.
 * Without the token they change nothing, so the origin check has nothing to protect there.
 */
const TOKEN_WRITES = new Set(["/job-alerts/abmelden/ein-klick"]);
const HTTP_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);
const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()";

export function createPortalApp(options: PortalAppOptions): express.Express {
  const { config, database, logger } = options;
  const figures = options.metrics.process;
  const { db } = database;
  const dev = Boolean(options.devMiddleware);
  const sessions = new SessionStore(db, {
    idleMs: config.env.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: config.env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    secureCookies: config.secureCookies,
    changes: options.databaseChanges?.sessions ?? null,
  });
  const oidc = createOidcClients(config.oidc);
  const routeMap = buildRouteMap(config.contentHostUrl, config.routeOverrides);
  // Every cache of company data learns of writes here (decision 065, app/lib/caches.ts).
  const dataVersions = options.databaseChanges?.dataVersions ?? NOT_LISTENING;
  const featureFlags = createFeatureFlagCache(db, dataVersions);
  const catalogue = createCatalogueCache(db, dataVersions);
  const flashCookie = createFlashCookie({
    name: cookieName(config.secureCookies, FLASH_COOKIE),
    secrets: config.env.COOKIE_SECRETS,
    secure: config.secureCookies,
  });
  const tokenSigner = createTokenSigner(config.env.COOKIE_SECRETS);
  const rateLimits = createDatabaseRateLimits(db);
  const profiles = new ProfileCache(dataVersions);
  const identityOrigins = Object.values(config.oidc).map((p) => new URL(p.issuer).origin);
  // Third parties the browser talks to only when configured: error reporting and the tag manager.
  const sentryOrigins = config.publicConfig.errorReporting.dsn
    ? [new URL(config.publicConfig.errorReporting.dsn).origin]
    : [];
  const tagManagerOrigins = config.publicConfig.tagManagerId
    ? ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]
    : [];
  // The scripts a kept page allows besides its inline ones (decision 055): there is no nonce that
  // 'strict-dynamic' could pass on, so the tag manager's scripts are allowed by name.
  const keptPageScriptSources = [
    "'self'",
    ...(config.publicConfig.tagManagerId ? ["https://*.googletagmanager.com"] : []),
  ];

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.env.TRUST_PROXY);

  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.locals.requestId = requestId;
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    res.set("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      figures.requests.record(routeLabel(req, res), req.method, res.statusCode, ms / 1000);
      // A slow answer is logged at warn, so a log kept at warn (production, the browser tests) names it.
      logger[ms >= SLOW_REQUEST_MS ? "warn" : "info"](
        // Candidates', jobs' and projects' ids of the talent search stay out of the log (issue 16).
        {
          requestId,
          method: req.method,
          path: pageViewPath(req.path),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });
    if (options.isShuttingDown()) res.set("Connection", "close");
    // No feature of the browser's that the portal does not use (issue 13 §5).
    res.set("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });

  // TRACE, CONNECT and invented methods: a German 405, not a 500 from the page handler.
  app.use((req, res, next) => {
    if (HTTP_METHODS.has(req.method)) return next();
    res
      .status(405)
      .set("Allow", [...HTTP_METHODS].join(", "))
      .json({ message: "Diese Anfragemethode wird nicht unterstützt." });
  });

  // One input layer (issue 13 §3): a path or query that is no valid UTF-8 or holds a NUL is a
  // German 400 before any route reads it; bodies are checked where they are parsed.
  app.use((req, res, next) => (isCleanPercentEncoded(req.originalUrl) ? next() : sendInvalidText(req, res)));

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": dev
            ? ["'self'", "'unsafe-inline'"]
            : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, "'strict-dynamic'"],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "blob:", ...tagManagerOrigins],
          "font-src": ["'self'"],
          // pdf.js draws a candidate's PDF in the Bewerber-Manager with its worker, a file of the build.
          "worker-src": ["'self'"],
          "connect-src": [
            "'self'",
            new URL(config.businessPortalUrl).origin,
            ...sentryOrigins,
            ...tagManagerOrigins,
            ...(dev ? ["ws:"] : []),
          ],
          "form-action": ["'self'", ...identityOrigins],
          // Employer pages play a company's video only after a click (two-click privacy, issue 14).
          "frame-src": ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
          "frame-ancestors": ["'none'"],
          "base-uri": ["'self'"],
          "object-src": ["'none'"],
          ...(config.secureCookies ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").type("text").send("ok");
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (options.isShuttingDown()) return void res.status(503).json({ status: "shutting-down" });
    try {
      await database.ping();
      res.json({ status: "ready", database: database.kind });
    } catch {
      res.status(503).json({ status: "database-unavailable" });
    }
  });

  // Brotli with a 256 KB window instead of 4 MB, whose setup cost more than pages gain from it
  // (issue 17: ×1.55 on /p/jobs), at quality 3 instead of the library's 4: a kept page (decisions
  // 038, 049) is compressed anew for every answer, and quality 3 takes 40 % less CPU for 4 % more
  // bytes (zlib.brotliCompressSync of the 84 KB /p/jobs page: 0.31 ms and 12.1 KB, against
  // 0.51 ms and 11.6 KB at quality 4).
  const streamCompression = compression({
    threshold: COMPRESSION_THRESHOLD,
    brotli: {
      params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18, [zlib.constants.BROTLI_PARAM_QUALITY]: 3 },
    },
  });
  // The JSON API hands every answer over whole, to the one-shot compression below; the stream's
  // hooks would cost each of its answers for nothing. The API's reference page sends files.
  app.use((req, res, next) =>
    req.path.startsWith("/api/") && !req.path.startsWith(API_REFERENCE_PATH)
      ? next()
      : streamCompression(req, res, next),
  );
  // Bodies handed over whole (JSON, kept pages) in one call sized to them, instead of a stream.
  app.use(oneShotCompression());

  // The operators' figures (decision 080): to this machine, or to the holder of METRICS_TOKEN;
  // everyone else gets the 404 page of an unknown address. Not behind the load shedding: an
  // overloaded portal is when they matter.
  app.get(
    "/metrics",
    metricsHandler({
      refusal: metricsAccess({ token: config.env.METRICS_TOKEN, trustProxy: config.env.TRUST_PROXY }),
      text: options.metrics.text,
      logger,
    }),
  );

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else if (options.clientDir) {
    // The build wrote a brotli and a gzip copy of each text asset (scripts/precompress-assets.mjs):
    // the copy the browser accepts is sent as it is, and the compression above leaves it alone.
    app.use(
      "/assets",
      namedRoute("/assets/*"),
      expressStaticGzip(path.join(options.clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false },
      }),
    );
    // builds/latest.json is polled to detect a new version (SPEC §7): never answer from cache unchecked.
    app.use(
      "/builds",
      namedRoute("/builds/*"),
      express.static(path.join(options.clientDir, "builds"), {
        index: false,
        cacheControl: false,
        setHeaders: (res) => res.setHeader("Cache-Control", "no-cache"),
      }),
    );
    const publicFiles = express.static(options.clientDir, { maxAge: "1h", index: false });
    // Only paths that name a file reach the file system; pages skip the stat and its 404.
    const publicFile = namedRoute("public file");
    app.use((req, res, next) =>
      /\.[a-z0-9]+$/i.test(req.path) ? publicFile(req, res, () => publicFiles(req, res, next)) : next(),
    );
  }

  // Images and icons need no session. Mounted after the public files, so that our own
  // p/icons/profile-placeholder.svg wins over lucide's icons.
  const images = createIpxHandler({
    clientDir: options.clientDir,
    domains: config.staticAssetHosts,
    logger,
    databaseSource: uploadImageSource(db),
    limits: config.imageRenderLimits,
  });
  figures.watchImageRenders(images.stats);
  app.use("/_ipx", namedRoute("/_ipx/*"), images);
  app.use("/p/icons", namedRoute("/p/icons/*"), createIconHandler());
  app.use("/uploads", namedRoute("/uploads/*"), createUploadFileHandler({ db }));
  // The API's reference page (decision 075) needs no session; its renderer loads on it alone.
  app.use(API_REFERENCE_PATH, namedRoute(`${API_REFERENCE_PATH}/*`), createApiReferenceRouter());

  // Load shedding (decision 032): everything below reads the session and the database, so at
  // most MAX_CONCURRENT_REQUESTS of it run at once; more wait briefly or get a 503 at once.
  // Health checks, static files, icons and images (with a budget of their own) are above.
  const loadShedder = createLoadShedder({
    maxConcurrent: config.env.MAX_CONCURRENT_REQUESTS,
    maxQueued: config.env.MAX_QUEUED_REQUESTS,
    queueTimeoutMs: config.env.REQUEST_QUEUE_TIMEOUT_MS,
    shed: (req, res) => sendOverloaded(req, res),
  });
  figures.watchLoadShedding(loadShedder.stats);
  app.use(loadShedder);

  // The integration API (decision 076): API tokens only. Mounted before the session, so a session
  // cookie counts for nothing there, and before the CSRF check, which guards cookies alone.
  app.use(
    "/api/v1",
    createIntegrationApiRouter({
      db,
      documents: options.documents,
      rateLimits,
      // A write through a token is seen by this process's kept public pages at once, as a signed-in write is.
      onWrite: () => pageCache.purge(),
    }),
  );

  // Session and current user for everything dynamic below.
  app.use(async (req, res, next) => {
    try {
      const session = await sessions.load(req);
      // A session cookie without a live session: the session ended. A page that sends the visitor
      // to sign in says why, and only a page removes the cookie: a background request of an open
      // page (route discovery, the JSON API) would otherwise take the sign of the ended session
      // with it, and the next page could not say why it asks to sign in.
      res.locals.sessionExpired = !session && Boolean(readCookie(req, sessions.cookie));
      const backgroundRequest = req.path === "/__manifest" || req.path.startsWith("/api/");
      if (res.locals.sessionExpired && !backgroundRequest) clearCookie(res, sessions.cookie, config.secureCookies);
      let user: AuthUser = ANONYMOUS_USER;
      if (session) {
        const options = { production: config.production, routeMap };
        user = (await profiles.get(session, () => loadCurrentUser(db, session, options))) ?? ANONYMOUS_USER;
      }
      res.locals.session = user.isAuthenticated ? session : null;
      res.locals.user = user;
      if (user.isAuthenticated) res.set("Cache-Control", SIGNED_IN_CACHE_CONTROL);
      next();
    } catch (error) {
      next(error);
    }
  });

  // CSRF: cookie-authenticated writes must come from our own origin (SameSite=Lax covers the rest).
  app.use((req, res, next) => {
    if (!UNSAFE_METHODS.has(req.method) || TOKEN_WRITES.has(req.path)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const sameOrigin = origin ? origin === config.origin : fetchSite === "same-origin";
    if (sameOrigin) return next();
    logger.warn({ requestId: res.locals.requestId, origin, fetchSite }, "cross-origin write refused");
    res.status(403).json({ message: "Die Anfrage wurde aus Sicherheitsgründen abgelehnt." });
  });

  // What a page's HTML depends on besides its address and data: the consent choice, the
  // navigation hints, crawler or person.
  const pageVariant = (req: Request) => {
    const cookies = req.get("cookie") ?? null;
    const hints = readNavigationHints(cookies, req.get(VIEWPORT_WIDTH_HINT) ?? null);
    return JSON.stringify([readConsent(cookies), hints, visitorKind(req)]);
  };
  // The public pages kept rendered (decisions 038, 060): each process drops a page when the data
  // version of what it shows is bumped, whoever wrote; a write of a signed-in person here (the
  // company's editor and job-ad API, the staff panel) empties them at once when it succeeds.
  const pageCache = createPageCache({
    ttlMs: config.env.PAGE_CACHE_TTL_MS,
    maxEntries: config.env.PAGE_CACHE_MAX_ENTRIES,
    variant: pageVariant,
    personal: (req, res) =>
      res.locals.user?.isAuthenticated === true ||
      res.locals.sessionExpired === true ||
      flashCookie.isPresent(req.get("cookie") ?? null),
    scriptSources: keptPageScriptSources,
    // A page is kept only while this process hears every write.
    changes: dataVersions,
    heard: (scopes, dropped) => logger.debug({ scopes, dropped }, "public page cache: data versions changed"),
  });
  // Signed-in pages kept until the data they show changes (decision 049); not in development,
  // where the code itself changes under the same build.
  const signedInPageCache = createSignedInPageCache({
    readVersions: dataVersionReader(db),
    readTalentPoolVersion: () => latestChange(db),
    maxBytes: dev ? 0 : config.env.SIGNED_IN_PAGE_CACHE_MB * 1024 * 1024,
    variant: pageVariant,
    featureFlags: featureFlags.get,
    personal: (req) => flashCookie.isPresent(req.get("cookie") ?? null),
    scriptSources: keptPageScriptSources,
  });
  // The job feed for job boards (issue 36 §4, decision 078), kept like the public pages.
  const jobFeed = createJobFeed({ db, baseUrl: config.publicConfig.baseUrl, changes: dataVersions });
  figures.watchPageCaches({ public: pageCache.stats, signed_in: signedInPageCache.stats });
  app.use((req, res, next) => {
    if (UNSAFE_METHODS.has(req.method) && res.locals.user?.isAuthenticated) {
      // When the answer starts, the write is committed and no one has heard of it yet: a page
      // requested after it is rendered anew, and one rendered meanwhile is not kept.
      const writeHead = res.writeHead.bind(res);
      res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
        // Its own write is seen at once, before its notification comes back (PostgreSQL).
        if (statusCode < 400) {
          pageCache.purge();
          jobFeed.purge();
        }
        // Its own session may be what it changed (a company switch, the staff's groups).
        if (res.locals.session) sessions.forget(res.locals.session.idHash);
        return writeHead(statusCode, ...(rest as []));
      }) as typeof res.writeHead;
    }
    next();
  });

  app.get(JOB_FEED_PATH, jobFeed.handler);
  app.use("/api", createApiRouter({ config, db, sessions, oidc, logger, flashCookie, featureFlags }));

  const createHandler = (serverBuild: ServerBuild): RequestHandler => {
    const entry = serverBuild.entry.module as unknown as EntryModule;
    return options.createRequestHandler({
      build: serverBuild,
      mode: dev ? "development" : "production",
      getLoadContext: (req, res) => {
        // The layout and the page both show the catalogue: one read per request at most.
        let onSale: ReturnType<typeof catalogue.onSale> | undefined;
        return entry.createLoadContext({
          user: res.locals.user,
          db,
          publicConfig: config.publicConfig,
          production: config.production,
          debugMode: config.env.DEBUG_MODE,
          webhookTargets: config.webhookTargets,
          buildId: options.buildId,
          nonce: res.locals.cspNonce,
          requestId: res.locals.requestId,
          routePattern: (pattern) => void (res.locals.routePattern = reactRouterPattern(pattern)),
          flashCookie,
          tokenSigner,
          documents: options.documents,
          clientAddress: req.ip ?? "unknown",
          rateLimits,
          sessionExpired: res.locals.sessionExpired === true,
          showsCompany: (companyId) => void (res.locals.shownCompanies ??= new Set()).add(companyId),
          featureFlags: featureFlags.get,
          invalidateFeatureFlags: featureFlags.invalidate,
          catalogue: () => (onSale ??= catalogue.onSale()),
          switchCompany: async (companyId) => {
            const session = res.locals.session;
            if (session?.userKind !== "external") throw new Error("company switch without a company session");
            await sessions.update(session, { companyId });
          },
          setGroups: async (groups) => {
            const session = res.locals.session;
            if (session?.userKind !== "internal") throw new Error("group change without a staff session");
            return setSessionGroups(db, session.idHash, res.locals.user, groups, {
              production: config.production,
              requestId: res.locals.requestId,
            });
          },
        });
      },
    });
  };
  const { build } = options;
  // In development Vite may hand out a new build on every request.
  const pageHandler: RequestHandler =
    typeof build === "function"
      ? async (req, res, next) => createHandler(await build())(req, res, next)
      : createHandler(build);
  // Mounted without a path pattern: Express would decode it and answer a 500 to broken
  // percent-encoding; React Router reads such a path as it is and answers its 404 page.
  app.use(pageCache.middleware, signedInPageCache.middleware, pageHandler);

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (isDatabaseUnavailable(error) && !res.headersSent) {
      logger.warn({ reason: String(error), requestId: res.locals.requestId, path: req.path }, "database unavailable");
      return void sendUnavailable(req, res);
    }
    if (error instanceof InvalidTextError && !res.headersSent) return void sendInvalidText(req, res);
    const status = clientErrorStatus(error);
    if (status !== null && !res.headersSent) {
      logger.warn({ err: error, requestId: res.locals.requestId, path: req.path }, "bad request refused");
      return void res.status(status).json({ message: "Die Anfrage ist ungültig." });
    }
    logger.error({ err: error, requestId: res.locals.requestId, path: req.path }, "unhandled error");
    if (res.headersSent) return next(error);
    res.status(500).json({
      message: `Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich gerne an ${config.publicConfig.supportEmail}.`,
    });
  });

  return app;
}
