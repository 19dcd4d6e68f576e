import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { companies } from "./companies-and-users";

/** What the portal runs on: sign-in (bundled accounts, sessions, OIDC transactions), feature flags, uploaded images, data versions and rate limits. Owner: the feature `platform` (with `server/`, which implements sign-in, uploads and the caches). */

/** Accounts of the bundled identity provider only; a real deployment uses external issuers. */
export const idpAccounts = pgTable(
  "idp_accounts",
  {
    provider: text("provider").notNull(),
    id: text("id").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    groups: text("groups")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.provider, t.id] }), uniqueIndex("idp_accounts_email_idx").on(t.provider, t.email)],
);

/** Server-side sessions; the cookie carries only the id, the table stores its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    provider: text("provider").notNull(),
    userKind: text("user_kind").notNull(),
    userId: integer("user_id").notNull(),
    companyId: integer("company_id"),
    groupsByLogin: text("groups_by_login")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    groups: text("groups")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    idToken: text("id_token"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expires_at_idx").on(t.expiresAt)],
);

/** OpenID Connect transactions in flight, bound to the browser by a cookie holding their id. */
export const oidcTransactions = pgTable("oidc_transactions", {
  idHash: text("id_hash").primaryKey(),
  provider: text("provider").notNull(),
  state: text("state").notNull(),
  nonce: text("nonce").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  redirectPath: text("redirect_path").notNull(),
  prompt: text("prompt"),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const featureFlags = pgTable("feature_flags", {
  key: text("key").primaryKey(),
  enabled: boolean("enabled").notNull().default(false),
  description: text("description").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/**
 * Images companies upload (logos, header images). Kept in the database so that every portal
 * instance can serve them; /uploads/{id} answers the original, /_ipx resizes it.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: text("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_company_idx").on(t.companyId)],
);

/**
 * What the signed-in page cache keys on (decision 049): one counter per scope, bumped by
 * statement triggers in the transaction of every write to the data a page can show
 * (migration 0019). Scopes: `company:{id}`, `user:external:{id}`, and `global` for the
 * catalogue, the feature flags and the staff.
 */
export const dataVersions = pgTable("data_versions", {
  scope: text("scope").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * The token buckets of the limits on anonymous writes (app/lib/rate-limit.ts, decision 050): in
 * the database, so that every worker and every instance spends from the same bucket. A bucket
 * not touched for longer than it takes to refill is full, and the sweep deletes it.
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    name: text("name").notNull(),
    key: text("key").notNull(),
    tokens: doublePrecision("tokens").notNull(),
    /** Whether the last request took a token. */
    took: boolean("took").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index("rate_limit_buckets_at_idx").on(t.at)],
);
