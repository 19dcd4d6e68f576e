import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { companies } from "./companies-and-users";
import { jobAds } from "./job-ads";

/** The catalogue, credits, invoices and yearly product terms. Owner: the feature `billing`. */

/**
 * Credits (Guthaben) arrive in lots with an expiry date; using credits takes from the lot that
 * expires first. `remaining` is the lot's unused credits; the ledger explains every change.
 */
export const creditLots = pgTable(
  "credit_lots",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    remaining: integer("remaining").notNull(),
    acquiredAt: timestamp("acquired_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    invoiceId: integer("invoice_id").references(() => invoices.id),
    description: text("description").notNull(),
  },
  (t) => [
    index("credit_lots_company_idx").on(t.companyId, t.expiresAt),
    check("credit_lots_remaining_check", sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);

export const CREDIT_ENTRY_KINDS = ["purchase", "use", "refund", "expiry"] as const;

export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** The credit ledger: one row per change of a lot; the balance is the sum of `amount`. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    lotId: integer("lot_id")
      .notNull()
      .references(() => creditLots.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").$type<CreditEntryKind>().notNull(),
    amount: integer("amount").notNull(),
    jobAdId: integer("job_ad_id").references(() => jobAds.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    actorName: text("actor_name").notNull(),
  },
  (t) => [index("credit_ledger_company_idx").on(t.companyId, t.at)],
);

export interface InvoiceParty {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  uidNumber: string | null;
  /** Seller only (invoices issued before issue 11 lack them): payment details and § 14 UGB. */
  iban?: string;
  bic?: string;
  companyRegisterNumber?: string;
  companyRegisterCourt?: string;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitNetCents: number;
  netCents: number;
}

/** Invoices with the fields of § 11 UStG; seller and buyer are copied at issue time. */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    deliveryDate: date("delivery_date").notNull(),
    dueDate: date("due_date").notNull(),
    seller: jsonb("seller").$type<InvoiceParty>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceParty>().notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    netCents: integer("net_cents").notNull(),
    vatRatePercent: integer("vat_rate_percent").notNull(),
    vatCents: integer("vat_cents").notNull(),
    grossCents: integer("gross_cents").notNull(),
    orderedBy: text("ordered_by").notNull(),
  },
  (t) => [index("invoices_company_idx").on(t.companyId, t.issuedAt)],
);

/** One counter per year keeps invoice numbers gap-free and sequential (§ 11 Abs. 1 Z 5 UStG). */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

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
    /** Pushes (back to the top of the results) included in a job-ad product. */
    includedPushes: integer("included_pushes").notNull().default(0),
    /** Days of top placement included in a job-ad product. */
    topPlacementDays: integer("top_placement_days").notNull().default(0),
    /** Contact requests per licence month of a talent-search product (docs/active-sourcing.md). */
    contactQuota: integer("contact_quota").notNull().default(0),
    /** Whether a talent-search product includes matching and projects. */
    includesMatching: boolean("includes_matching").notNull().default(false),
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

/**
 * Terms of the yearly products a company ordered in the portal (Employer Branding Plus): from
 * which day to which day, and the invoice that bills them. A renewal starts the day after the
 * running term ends.
 */
export const companyProductTerms = pgTable(
  "company_product_terms",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    orderedBy: text("ordered_by").notNull(),
    /** When the reminders 30 and 7 days before the end went out (each once; decision 073). */
    reminder30SentAt: timestamp("reminder_30_sent_at", { withTimezone: true }),
    reminder7SentAt: timestamp("reminder_7_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("company_product_terms_company_idx").on(t.companyId, t.productId, t.endsOn),
    check("company_product_terms_days_check", sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);
