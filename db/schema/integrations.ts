import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { companies, companyUsers } from "./companies-and-users";

/** API tokens of companies and the idempotency keys of their writes (decision 076). Owner: the feature `integrations`. */

/**
 * A company's API token for the integration API (`/api/v1`). The secret is shown once and stored
 * only as its SHA-256; `hint` is its last four characters, so people can tell tokens apart.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Hex SHA-256 of the whole secret (`ap_live_…`). */
    secretHash: text("secret_hash").notNull(),
    hint: text("hint").notNull(),
    scopes: text("scopes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The colleague who created it; the history of applications names the token and this colleague. */
    createdByUserId: integer("created_by_user_id")
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Written at most once a minute (decision 076). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Who revoked it, as shown: a colleague's or a staff member's name. */
    revokedByName: text("revoked_by_name"),
  },
  (t) => [uniqueIndex("api_tokens_secret_hash_idx").on(t.secretHash), index("api_tokens_company_idx").on(t.companyId)],
);

/**
 * The first answer to a POST with an `Idempotency-Key`, per token and key, for 24 hours: a retry
 * with the same body gets it again, a different body a 422. `status` is null while the first
 * request still runs.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenId: integer("token_id")
      .notNull()
      .references(() => apiTokens.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Hex SHA-256 of method, path and body. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    body: jsonb("body"),
    location: text("location"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_token_key_idx").on(t.tokenId, t.key),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
