import type { JobAdOrigin } from "@auth/abilities";
import { sql, type SQL } from "drizzle-orm";
import type { JobAdStatus } from "~/lib/job-ad-status";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, tsvector } from "./columns";
import { companies } from "./companies-and-users";
import { products } from "./billing";

/** Job ads, their history and daily figures. Owner: the feature `job-ads`. */

/** A place of work: Austrian postcodes have four digits; the Bundesland is one of the nine. */
export interface JobAdLocation {
  city: string;
  postcode: string;
  state: string;
}

/** Rich-text sections of an ad, stored as HTML that the server has sanitised. */
export interface JobAdContent {
  intro: string;
  tasks: string;
  profile: string;
  offer: string;
  contact: string;
}

export interface JobAdContactPerson {
  name: string;
  email: string;
  phone: string;
}

/** Raw form values of one step: field name → typed value(s). */
export type StepDraft = Record<string, string | string[]>;

/**
 * A job ad with every field an Austrian ad needs (docs/job-ad-lifecycle.md). The form steps
 * fill it in order; `completedSteps` records which steps passed their schema.
 */
export const jobAds = pgTable(
  "job_ads",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    title: text("title").notNull(),
    status: text("status").$type<JobAdStatus>().notNull(),
    /** The state a locked or deleted ad returns to on unlock or restore. */
    previousStatus: text("previous_status").$type<JobAdStatus>(),
    origin: text("origin").$type<JobAdOrigin>().notNull(),
    completedSteps: text("completed_steps")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * What the user typed into a step but has not yet saved (autosave), so that nothing is
     * lost on reload or back; cleared when the step is saved.
     */
    stepDrafts: jsonb("step_drafts").$type<Partial<Record<string, StepDraft>>>().notNull().default({}),
    // ── data ──
    locations: jsonb("locations").$type<JobAdLocation[]>().notNull().default([]),
    remote: text("remote").notNull().default("none"),
    employmentTypes: text("employment_types")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Weekly hours as typed (decimal, e.g. 38,5); null when not stated. */
    weeklyHours: text("weekly_hours"),
    jobLevel: text("job_level"),
    jobField: text("job_field"),
    /** Null means "ab sofort". */
    startDate: date("start_date"),
    anonymous: boolean("anonymous").notNull().default(false),
    salaryMinCents: integer("salary_min_cents"),
    salaryMaxCents: integer("salary_max_cents"),
    salaryPeriod: text("salary_period"),
    salaryOverpay: boolean("salary_overpay").notNull().default(false),
    salaryText: text("salary_text").notNull().default(""),
    // ── design ──
    template: text("template").notNull().default("classic"),
    logoPath: text("logo_path"),
    headerImagePath: text("header_image_path"),
    primaryColor: text("primary_color").notNull().default("#0b5cab"),
    accentColor: text("accent_color").notNull().default("#f2a900"),
    // ── content ──
    content: jsonb("content")
      .$type<JobAdContent>()
      .notNull()
      .default({ intro: "", tasks: "", profile: "", offer: "", contact: "" }),
    contactPerson: jsonb("contact_person")
      .$type<JobAdContactPerson>()
      .notNull()
      .default({ name: "", email: "", phone: "" }),
    // ── product and publication ──
    productId: integer("product_id").references(() => products.id),
    publishMode: text("publish_mode").notNull().default("now"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    // ── application ──
    applicationMethod: text("application_method"),
    applicationEmail: text("application_email"),
    applicationUrl: text("application_url"),
    // ── run ──
    publishedAt: timestamp("published_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    pushesLeft: integer("pushes_left").notNull().default(0),
    lastPushedAt: timestamp("last_pushed_at", { withTimezone: true }),
    /** Days added by the latest prolongation, so it can be undone. */
    lastExtensionDays: integer("last_extension_days"),
    lastExtensionCredits: integer("last_extension_credits"),
    /**
     * The press of "Neues Inserat anlegen" that created this draft (a key the create page renders
     * into its form), so that a double click or a resent form answers the same draft.
     */
    createKey: uuid("create_key"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('german', coalesce(${jobAds.title}, '') || ' ' || coalesce(${jobAds.jobField}, '') || ' ' || coalesce(${jobAds.locations}::text, ''))`,
    ),
  },
  (t) => [
    index("job_ads_company_idx").on(t.companyId, t.status),
    // The list's default order: a page of a company with 10 000 ads is an index range, not a sort.
    index("job_ads_company_updated_idx").on(t.companyId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("job_ads_status_idx").on(t.status),
    index("job_ads_search_idx").using("gin", t.searchVector),
    uniqueIndex("job_ads_create_key_idx").on(t.companyId, t.createKey),
  ],
);

/** Every change of an ad's state or run, with its actor: the history shown on the ad. */
export const jobAdEvents = pgTable(
  "job_ad_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobAdId: integer("job_ad_id")
      .notNull()
      .references(() => jobAds.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    action: text("action").notNull(),
    fromStatus: text("from_status").$type<JobAdStatus>(),
    toStatus: text("to_status").$type<JobAdStatus>().notNull(),
    actorKind: text("actor_kind").notNull(),
    actorId: integer("actor_id"),
    actorName: text("actor_name").notNull(),
    note: text("note").notNull().default(""),
  },
  (t) => [index("job_ad_events_ad_idx").on(t.jobAdId, t.at)],
);

/** Views, apply clicks and applications per ad and day (Kennzahlen). */
export const jobAdMetricsDaily = pgTable(
  "job_ad_metrics_daily",
  {
    jobAdId: integer("job_ad_id")
      .notNull()
      .references(() => jobAds.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    applyClicks: integer("apply_clicks").notNull().default(0),
    applications: integer("applications").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobAdId, t.day] })],
);
