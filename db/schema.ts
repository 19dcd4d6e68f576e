import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Staff members as the portal knows them (groups come from the identity provider at sign-in). */
export const staffUsers = pgTable("staff_users", {
  id: serial("id").primaryKey(),
  idpSubject: text("idp_subject").notNull().unique(),
  email: text("email").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  position: text("position").notNull().default(""),
  phone: text("phone").notNull().default(""),
  thumbnailUrl: text("thumbnail_url"),
  createdAt: createdAt(),
});

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    street: text("street").notNull(),
    postcode: text("postcode").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    uidNumber: text("uid_number"),
    distributionChannel: text("distribution_channel").notNull(),
    /** Contract abilities (customer abilities of SPEC §3). */
    abilities: text("abilities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    assignedSalesUserId: integer("assigned_sales_user_id").references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index("companies_full_name_idx").on(t.fullName)],
);

export const companyUsers = pgTable("company_users", {
  id: serial("id").primaryKey(),
  idpSubject: text("idp_subject").notNull().unique(),
  email: text("email").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  avatarUrl: text("avatar_url"),
  defaultCompanyId: integer("default_company_id")
    .notNull()
    .references(() => companies.id),
  createdAt: createdAt(),
});

export const companyMemberships = pgTable(
  "company_memberships",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

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

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorKind: text("actor_kind").notNull(),
    actorId: integer("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    requestId: text("request_id"),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId)],
);

/** The job ad as far as the foundation needs it (ownership and form steps); issue 4 extends it. */
export const jobAds = pgTable(
  "job_ads",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    title: text("title").notNull(),
    status: text("status").notNull(),
    origin: text("origin").notNull(),
    completedSteps: text("completed_steps")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_ads_company_idx").on(t.companyId)],
);

/** The product families of the public catalogue; each has its own page under /produkte. */
export const PRODUCT_FAMILIES = ["stelleninserate", "talentsuche", "arbeitgebermarke"] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

/**
 * What the portal sells. Marketing pages read prices and run times from here, so they never
 * disagree with an order. Slugs are unique per family: both job ads and talent search have a "premium".
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    family: text("family").$type<ProductFamily>().notNull(),
    name: text("name").notNull(),
    shortDescription: text("short_description").notNull(),
    longDescription: text("long_description").notNull(),
    /** German bullet points, shown in this order. */
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null for products without a fixed run time. */
    runDays: integer("run_days"),
    /** Credits (Guthaben) one booking uses; null when the product is not paid with credits. */
    priceCredits: integer("price_credits"),
    /** Net price in euro cents, before 20 % VAT. */
    priceCents: integer("price_cents").notNull(),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("products_family_slug_idx").on(t.family, t.slug),
    check("products_family_check", sql`${t.family} in (${sql.raw(PRODUCT_FAMILIES.map((f) => `'${f}'`).join(", "))})`),
    check("products_price_check", sql`${t.priceCents} >= 0 and coalesce(${t.priceCredits}, 0) >= 0`),
    check("products_run_days_check", sql`${t.runDays} is null or ${t.runDays} > 0`),
  ],
);
