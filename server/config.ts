import { z } from "zod";
import { ROUTE_KEYS, type RouteKey } from "@auth/user";
import type { PublicConfig } from "~/lib/public-config";
import { DEMO_ISSUER_ENV, invoiceIssuerEnvShape } from "~/features/billing/issuer";
import { DEFAULT_IMAGE_RENDER_LIMITS, type ImageRenderLimits } from "./image-limits";
import type { WebhookTargetPolicy } from "~/features/webhooks/targets.server";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const url = z.url({ protocol: /^https?$/ });
const rate = z.coerce.number().min(0).max(1);
const hostList = z
  .string()
  .transform((text) =>
    text
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.hostname()));

const routeOverrides = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "ROUTE_MAP_OVERRIDES ist kein gültiges JSON" });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(ROUTE_KEYS), z.string().min(1)));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** Deployment stage; "production" turns off demo conveniences (SPEC §6: adminExternal ignored). */
    APP_ENV: z.enum(["demo", "staging", "production"]).default("demo"),
    HOST: z.string().default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_BASE_URL: url.default("http://localhost:3000"),
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().default("./data/pglite"),
    /** A PGlite data-directory tarball an in-memory DATA_DIR starts from (the test suites' seeded template). */
    PGLITE_TEMPLATE: z.string().optional(),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Where each process listens for ended and changed sessions (decision 053): by default
     * DATABASE_URL; behind a pooler in transaction mode a direct connection, which LISTEN needs;
     * "off": every request reads its session.
     */
    DATABASE_LISTEN_URL: z.string().optional(),
    /** How long start-up waits for a PostgreSQL that is not reachable yet (retrying with back-off). */
    DB_START_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
    /**
     * Load shedding (decision 032): dynamic requests (pages, .data, the JSON API) one instance
     * serves at once, how many more wait for a slot, and how long one waits before it gets 503.
     */
    MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(10_000).default(32),
    MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(64),
    REQUEST_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(1_000),
    /** Seed demo data into an empty database; default: yes, except with APP_ENV=production, where it is refused. */
    SEED_DEMO_DATA: bool.optional(),
    /**
     * Worker processes serving the portal (decision 050): by default one per core in production
     * on PostgreSQL, one in development. PGlite runs in one process whatever this says.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
    /** Comma-separated keys signing the portal's own cookies (the flash message); the first signs, all verify. */
    COOKIE_SECRETS: z
      .string()
      .default("demo-cookie-secret")
      .transform((text) =>
        text
          .split(",")
          .map((secret) => secret.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string()).min(1)),
    TRUST_PROXY: bool.default(false),
    IDP_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    IDP_PUBLIC_URL: url.default("http://localhost:3001"),
    IDP_COOKIE_KEYS: z.string().optional(),
    OIDC_BUSINESS_ISSUER: url.optional(),
    OIDC_BUSINESS_CLIENT_ID: z.string().default("arbeitgeberportal"),
    OIDC_BUSINESS_CLIENT_SECRET: z.string().default("demo-business-secret"),
    OIDC_INTERNAL_ISSUER: url.optional(),
    OIDC_INTERNAL_CLIENT_ID: z.string().default("arbeitgeberportal-intern"),
    OIDC_INTERNAL_CLIENT_SECRET: z.string().default("demo-internal-secret"),
    BUSINESS_PORTAL_URL: url.optional(),
    CONTENT_HOST_URL: url.optional(),
    SUPPORT_EMAIL: z.email().default("support@arbeitgeberportal.at"),
    DEBUG_MODE: bool.default(false),
    ROUTE_MAP_OVERRIDES: routeOverrides.optional(),
    /**
     * Who may read /metrics (decision 080): without it, clients on this machine only; with it, only
     * requests with `Authorization: Bearer <token>`, from wherever they come.
     */
    METRICS_TOKEN: z.string().trim().min(16).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SENTRY_DSN: z.url().optional(),
    SENTRY_ERROR_REPLAY_RATE: rate.default(1),
    SENTRY_TRACES_RATE: rate.default(0.05),
    TAG_MANAGER_ID: z.string().optional(),
    /** Hosts /_ipx may fetch source images from (SPEC §7: the static-asset hosts). */
    STATIC_ASSET_HOSTS: hostList.default([]),
    /** /_ipx renders at once, waiting, the longest wait, and new renders per client (decision 030). */
    IPX_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(DEFAULT_IMAGE_RENDER_LIMITS.concurrency),
    IPX_RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).default(DEFAULT_IMAGE_RENDER_LIMITS.maxWaiting),
    IPX_RENDER_WAIT_MS: z.coerce.number().int().min(1).max(120_000).default(DEFAULT_IMAGE_RENDER_LIMITS.maxWaitMs),
    IPX_RENDERS_PER_MINUTE: z.coerce.number().min(1).max(1_000_000).default(DEFAULT_IMAGE_RENDER_LIMITS.perMinute),
    IPX_RENDER_BURST: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_IMAGE_RENDER_LIMITS.burst),
    /** Background jobs (scheduled activation, expiry, reminders, credit expiry, e-mail delivery). */
    JOBS_ENABLED: bool.default(true),
    JOBS_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Followers' daily job alerts go out from this hour of the Vienna day on (issue 14). */
    FOLLOWER_ALERT_HOUR: z.coerce.number().int().min(0).max(23).default(7),
    /**
     * The public job-ad and employer pages kept rendered for visitors without a session
     * (decision 038): for how long (0: not at all) and how many addresses and variants at most.
     */
    PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
    /**
     * Signed-in pages kept rendered until the data they show changes (decision 049): megabytes all
     * kept pages may take together in this process (0 switches the cache off).
     */
    SIGNED_IN_PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4_096).default(64),
    /**
     * Applicants' documents (docs/document-storage.md): "file" keeps them in DOCUMENTS_DIR
     * (default: "documents" beside DATA_DIR; in memory with an in-memory database), "s3" in an
     * S3-compatible bucket, which several portal instances share.
     */
    DOCUMENT_STORE: z.enum(["file", "s3"]).default("file"),
    DOCUMENTS_DIR: z.string().min(1).optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default("eu-central-1"),
    S3_ENDPOINT: url.optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PREFIX: z.string().default(""),
    /** smtp(s)://user:pass@host:port; without it the outbox row is the delivery (shown on /debug/mails). */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().trim().min(3).default("Arbeitgeberportal <no-reply@arbeitgeberportal.at>"),
    /**
     * Webhooks may go to loopback and private addresses, and to http:// (decision 077): by default
     * yes outside production (the demo's local receiver), never in production.
     */
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: bool.optional(),
    /** The invoice issuer: address, UID, IBAN (checksum checked), BIC, Firmenbuch (app/features/billing/issuer.ts). */
    ...invoiceIssuerEnvShape,
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== "production") return;
    for (const key of ["OIDC_BUSINESS_ISSUER", "OIDC_INTERNAL_ISSUER", "DATABASE_URL", "SMTP_URL"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "in production required" });
    }
    for (const key of ["OIDC_BUSINESS_CLIENT_SECRET", "OIDC_INTERNAL_CLIENT_SECRET"] as const) {
      if (env[key].startsWith("demo-")) {
        ctx.addIssue({ code: "custom", path: [key], message: "demo secret in production" });
      }
    }
    // An invoice with the demo bank account or register number would send customers' money nowhere.
    for (const key of [
      "INVOICE_SELLER_UID",
      "INVOICE_SELLER_IBAN",
      "INVOICE_SELLER_BIC",
      "INVOICE_SELLER_FN",
    ] as const) {
      if (env[key] === DEMO_ISSUER_ENV[key]) {
        ctx.addIssue({ code: "custom", path: [key], message: "demo value in production: set the real one" });
      }
    }
    if (env.SEED_DEMO_DATA) {
      ctx.addIssue({ code: "custom", path: ["SEED_DEMO_DATA"], message: "no demo data in production" });
    }
    // /debug/mails shows every e-mail of the outbox, with sign-in and password links.
    if (env.DEBUG_MODE) {
      ctx.addIssue({ code: "custom", path: ["DEBUG_MODE"], message: "no debug mode in production" });
    }
    // A webhook must never reach into the network it is sent from.
    if (env.WEBHOOKS_ALLOW_PRIVATE_TARGETS) {
      ctx.addIssue({
        code: "custom",
        path: ["WEBHOOKS_ALLOW_PRIVATE_TARGETS"],
        message: "no private webhook targets in production",
      });
    }
    // Session cookies are Secure only under HTTPS.
    if (!env.PUBLIC_BASE_URL.startsWith("https://")) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_BASE_URL"], message: "in production: an https:// address" });
    }
    if (env.COOKIE_SECRETS.some((secret) => secret.startsWith("demo-") || secret.length < 32)) {
      ctx.addIssue({
        code: "custom",
        path: ["COOKIE_SECRETS"],
        message: "in production: secrets of 32 characters or more",
      });
    }
  });

/** Production states every invoice-issuer variable itself; the demo address is no default there. */
function missingIssuerVariables(source: Record<string, string | undefined>): string[] {
  if (source.APP_ENV !== "production") return [];
  return Object.keys(invoiceIssuerEnvShape)
    .filter((key) => !source[key]?.trim())
    .map((key) => `✖ in production required\n  → at ${key}`);
}

export type Env = z.infer<typeof envSchema>;
export type ProviderName = "business" | "internal";

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface PortalConfig {
  env: Env;
  production: boolean;
  /** Whether an empty database gets the demo data (never in production). */
  seedDemoData: boolean;
  baseUrl: string;
  origin: string;
  secureCookies: boolean;
  /** True when no external issuer is configured and the bundled identity provider runs. */
  bundledIdp: boolean;
  oidc: Record<ProviderName, OidcProviderConfig>;
  businessPortalUrl: string;
  contentHostUrl: string;
  routeOverrides: Partial<Record<RouteKey, string>>;
  publicConfig: PublicConfig;
  /** Host names /_ipx may fetch absolute image URLs from; empty: local images only. */
  staticAssetHosts: string[];
  /** How many /_ipx renders run, wait and may be started per client. */
  imageRenderLimits: ImageRenderLimits;
  /** Where webhooks may go (decision 077). */
  webhookTargets: WebhookTargetPolicy;
}

const trimSlash = (value: string) => value.replace(/\/+$/, "");

export function loadConfig(source: Record<string, string | undefined> = process.env): PortalConfig {
  const parsed = envSchema.safeParse(source);
  const missing = missingIssuerVariables(source);
  if (!parsed.success || missing.length > 0) {
    const problems = [...(parsed.success ? [] : [z.prettifyError(parsed.error)]), ...missing];
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  const baseUrl = trimSlash(env.PUBLIC_BASE_URL);
  const idpUrl = trimSlash(env.IDP_PUBLIC_URL);
  const bundledIdp = !env.OIDC_BUSINESS_ISSUER && !env.OIDC_INTERNAL_ISSUER;
  const businessPortalUrl = trimSlash(env.BUSINESS_PORTAL_URL ?? idpUrl);
  const contentHostUrl = trimSlash(env.CONTENT_HOST_URL ?? baseUrl);
  return {
    env,
    production: env.APP_ENV === "production",
    seedDemoData: env.SEED_DEMO_DATA ?? env.APP_ENV !== "production",
    baseUrl,
    origin: new URL(baseUrl).origin,
    secureCookies: baseUrl.startsWith("https://"),
    bundledIdp,
    oidc: {
      business: {
        issuer: env.OIDC_BUSINESS_ISSUER ?? `${idpUrl}/business`,
        clientId: env.OIDC_BUSINESS_CLIENT_ID,
        clientSecret: env.OIDC_BUSINESS_CLIENT_SECRET,
      },
      internal: {
        issuer: env.OIDC_INTERNAL_ISSUER ?? `${idpUrl}/internal`,
        clientId: env.OIDC_INTERNAL_CLIENT_ID,
        clientSecret: env.OIDC_INTERNAL_CLIENT_SECRET,
      },
    },
    businessPortalUrl,
    contentHostUrl,
    routeOverrides: env.ROUTE_MAP_OVERRIDES ?? {},
    publicConfig: {
      baseUrl,
      businessPortalUrl,
      contentHostUrl,
      supportEmail: env.SUPPORT_EMAIL,
      errorReporting: {
        dsn: env.SENTRY_DSN ?? null,
        environment: env.APP_ENV,
        sessionReplayRate: 0.01,
        errorReplayRate: env.SENTRY_ERROR_REPLAY_RATE,
        tracesRate: env.SENTRY_TRACES_RATE,
      },
      tagManagerId: env.TAG_MANAGER_ID ?? null,
    },
    staticAssetHosts: env.STATIC_ASSET_HOSTS,
    imageRenderLimits: {
      concurrency: env.IPX_RENDER_CONCURRENCY,
      maxWaiting: env.IPX_RENDER_QUEUE,
      maxWaitMs: env.IPX_RENDER_WAIT_MS,
      perMinute: env.IPX_RENDERS_PER_MINUTE,
      burst: env.IPX_RENDER_BURST,
    },
    webhookTargets: webhookTargetsOf(env),
  };
}

/** Production: https:// and public addresses only; elsewhere a local receiver too, unless told otherwise. */
function webhookTargetsOf(env: Env): WebhookTargetPolicy {
  const production = env.APP_ENV === "production";
  const allowPrivate = env.WEBHOOKS_ALLOW_PRIVATE_TARGETS ?? !production;
  return { httpsOnly: production, allowPrivate };
}
