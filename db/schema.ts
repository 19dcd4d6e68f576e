import type { JobAdOrigin } from "@auth/abilities";
import type { DistributionChannel } from "@auth/user";
import { sql, type SQL } from "drizzle-orm";
import type { JobAdStatus } from "~/lib/job-ad-status";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

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
    distributionChannel: text("distribution_channel").$type<DistributionChannel>().notNull(),
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

/**
 * QA: who is reviewing an ad in review right now, so that two people do not review the same ad.
 * One row per ad; a claim older than QA_CLAIM_TTL may be taken over (app/features/qa).
 */
export const qaClaims = pgTable("qa_claims", {
  jobAdId: integer("job_ad_id")
    .primaryKey()
    .references(() => jobAds.id, { onDelete: "cascade" }),
  staffId: integer("staff_id").notNull(),
  staffName: text("staff_name").notNull(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every QA decision on an ad (approve or reject), with the automatic checks as the reviewer saw them. */
export const qaReports = pgTable(
  "qa_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobAdId: integer("job_ad_id")
      .notNull()
      .references(() => jobAds.id, { onDelete: "cascade" }),
    decision: text("decision").$type<"approved" | "rejected">().notNull(),
    /** Keys of the rejection reasons (QA_REJECTION_REASONS); empty when approved. */
    reasons: text("reasons")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The reviewer's message to the company (sent by e-mail with a rejection). */
    message: text("message").notNull().default(""),
    checks: jsonb("checks").$type<Array<{ key: string; status: string; detail: string }>>().notNull().default([]),
    staffId: integer("staff_id"),
    staffName: text("staff_name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("qa_reports_job_ad_idx").on(t.jobAdId, t.at),
    check("qa_reports_decision_check", sql`${t.decision} in ('approved', 'rejected')`),
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

/** A question of an ad's application form; a knock-out answer sets the application aside (docs/applications.md). */
export interface ApplicationQuestion {
  id: string;
  type: "yesno" | "choice" | "number" | "text";
  label: string;
  /** The choices of a "choice" question; empty for the others. */
  options: string[];
  required: boolean;
  /** yes/no and choice: the answers that disqualify; number: answers below `min` disqualify. */
  knockout: { values: string[] } | { min: number } | null;
}

/** A candidate's answer, with the question as it was asked (the form may change later). */
export interface ApplicationAnswer {
  questionId: string;
  label: string;
  answer: string;
  knockedOut: boolean;
}

/** A stage of a company's applicant pipeline; `kind` gives the rules (docs/applications.md). */
export interface ApplicationStage {
  key: string;
  label: string;
  kind: "inbox" | "open" | "hired" | "rejected";
}

/**
 * Applications received through the portal's own form (issue 15, docs/applications.md). The
 * personal fields are emptied on withdrawal and by the retention sweep; stage, dates, answers'
 * knock-out flags and the history stay, so the company's counts stay true.
 */
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    jobAdId: integer("job_ad_id")
      .notNull()
      .references(() => jobAds.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** "Vorname Nachname", or "Anonymisiert" once the personal data is gone. */
    candidateName: text("candidate_name").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email"),
    phone: text("phone"),
    message: text("message"),
    answers: jsonb("answers").$type<ApplicationAnswer[]>().notNull().default([]),
    knockedOut: boolean("knocked_out").notNull().default(false),
    stage: text("stage").notNull().default("eingegangen"),
    /** "form" (the full form) or "smart" (smart bewerben, the short form). */
    source: text("source").notNull().default("form"),
    privacyConsentAt: timestamp("privacy_consent_at", { withTimezone: true }),
    /** Consent to the talent pool: the data is kept until then (null: no consent). */
    talentPoolUntil: timestamp("talent_pool_until", { withTimezone: true }),
    talentPoolReminderAt: timestamp("talent_pool_reminder_at", { withTimezone: true }),
    /** The secret of the candidate's links (withdraw, data copy, replies); signed into the link. */
    accessKey: text("access_key"),
    /** The CV's text, for the inbox's search. */
    cvText: text("cv_text"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }),
    /** Set once the application is rejected or its ad closed: the personal data goes then. */
    retainUntil: timestamp("retain_until", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    /**
     * A possible duplicate: the earlier application of the same mailbox to the same ad (30 days),
     * until a colleague merges the two or keeps both (decision 058). Never set by the candidate's
     * side to anything but a new application: an unauthenticated request changes no existing one.
     */
    duplicateOfId: integer("duplicate_of_id").references((): AnyPgColumn => applications.id, {
      onDelete: "set null",
    }),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('german', ${applications.firstName} || ' ' || ${applications.lastName} || ' ' || coalesce(${applications.cvText}, ''))`,
    ),
  },
  (t) => [
    index("applications_ad_idx").on(t.jobAdId, t.receivedAt),
    // DESC NULLS FIRST, as the inbox's `order by received_at desc, id desc` asks, so the index serves it.
    index("applications_company_idx").on(t.companyId, t.receivedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The inbox's counts per ad, stage and knock-out in one index-only scan.
    index("applications_company_counts_idx").on(t.companyId, t.jobAdId, t.stage, t.knockedOut),
    index("applications_duplicate_idx").on(t.jobAdId, t.email),
    index("applications_duplicate_of_idx").on(t.duplicateOfId),
    index("applications_retention_idx").on(t.retainUntil),
    index("applications_search_idx").using("gin", t.searchVector),
  ],
);

/** The files of an application; the bytes live in the document store (docs/document-storage.md). */
export const applicationDocuments = pgTable(
  "application_documents",
  {
    id: text("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** "cv", "other" (sent with the application) or "reply" (sent with a reply). */
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    /** The candidate's reply the file came with (kind "reply"); null for the application's own. */
    messageId: integer("message_id").references(() => applicationMessages.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("application_documents_application_idx").on(t.applicationId)],
);

/**
 * The e-mail thread with the candidate: what colleagues sent from the portal (through the
 * outbox) and the candidate's replies through the signed link in those mails. Deleted with the
 * personal data (docs/applications.md).
 */
export const applicationMessages = pgTable(
  "application_messages",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** "company" (a colleague wrote) or "candidate" (a reply through the link). */
    direction: text("direction").notNull(),
    authorUserId: integer("author_user_id").references(() => companyUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    /** When a colleague's mail goes out (a rejection planned for the morning); null: at once. */
    sendAt: timestamp("send_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("application_messages_application_idx").on(t.applicationId, t.createdAt)],
);

/**
 * What happened to an application, and who did it: received, updated, stage moves, mails,
 * document views (the access log), withdrawal, anonymisation. Kept after anonymisation.
 */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer("actor_user_id").references(() => companyUsers.id, { onDelete: "set null" }),
    /** Who, as shown: a colleague's name, "Bewerber:in" or "System". */
    actorName: text("actor_name").notNull(),
    kind: text("kind").notNull(),
    fromStage: text("from_stage"),
    toStage: text("to_stage"),
    detail: text("detail").notNull().default(""),
  },
  (t) => [index("application_events_application_idx").on(t.applicationId, t.at)],
);

/** Each colleague's stars for an application (1–5). */
export const applicationRatings = pgTable(
  "application_ratings",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId] }),
    check("application_ratings_stars", sql`${t.stars} between 1 and 5`),
  ],
);

/** Internal notes on an application; `mentions` are the colleagues told about it. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id").references(() => companyUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    mentions: jsonb("mentions").$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt)],
);

/** An ad's application form: its questions and whether smart bewerben is on for it. */
export const applicationForms = pgTable("application_forms", {
  jobAdId: integer("job_ad_id")
    .primaryKey()
    .references(() => jobAds.id, { onDelete: "cascade" }),
  questions: jsonb("questions").$type<ApplicationQuestion[]>().notNull().default([]),
  /** null: as the company's default (application_settings.smart_apply_all). */
  smartApply: boolean("smart_apply"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A company's applicant-manager settings: its stages, and smart bewerben's defaults. */
export const applicationSettings = pgTable("application_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  stages: jsonb("stages").$type<ApplicationStage[]>(),
  smartApplyAll: boolean("smart_apply_all").notNull().default(false),
  smartQuestions: jsonb("smart_questions").$type<ApplicationQuestion[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Messages from the portal's staff to a company (QA decisions, service notes). */
export const companyMessages = pgTable(
  "company_messages",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobAdId: integer("job_ad_id").references(() => jobAds.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("company_messages_company_idx").on(t.companyId, t.createdAt)],
);

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

/** Notification preferences per company user (Einstellungen). */
export const userSettings = pgTable("user_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => companyUsers.id, { onDelete: "cascade" }),
  expiryReminder: boolean("expiry_reminder").notNull().default(true),
  applicationMail: boolean("application_mail").notNull().default(true),
  weeklyReport: boolean("weekly_report").notNull().default(false),
  newsletter: boolean("newsletter").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
 * Every e-mail the portal sends; the embedded default delivers only here (shown on /debug).
 * `transport`: "pending" until delivered, then "smtp" or "outbox"; "failed" after the last attempt.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /**
     * The one-click unsubscribe address of a mail sent to a list (RFC 8058): sent as
     * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; null for the rest.
     */
    listUnsubscribe: text("list_unsubscribe"),
    /**
     * The application a mail to a candidate is about: withdrawing or anonymising it takes back
     * its mails not yet sent (a rejection planned for the next morning).
     */
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    transport: text("transport").notNull(),
    error: text("error"),
    /** Delivery attempts so far; each claim counts one. */
    attempts: integer("attempts").notNull().default(0),
    /** A pending mail is not tried before this (retry back-off, or the lease of a running attempt); null: now. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.transport} = 'pending'`),
    index("mail_outbox_application_idx")
      .on(t.applicationId)
      .where(sql`${t.transport} = 'pending'`),
  ],
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
 * A company's employer page (issue 14, docs/employer-branding.md): the draft the editor saves as
 * the user types, and which published version the public sees. `content` is the editor's
 * values, checked by the employer-branding schema on every write and read. Staff may take a
 * published page offline (`offline_*`); the company sees the reason.
 */
export const employerPages = pgTable(
  "employer_pages",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
    draftUpdatedAt: timestamp("draft_updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedVersionId: integer("published_version_id"),
    offlineReason: text("offline_reason"),
    offlineAt: timestamp("offline_at", { withTimezone: true }),
    offlineByStaffId: integer("offline_by_staff_id").references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("employer_pages_slug_idx").on(t.slug)],
);

/** Every published state of an employer page, newest last; restoring one copies it into the draft. */
export const employerPageVersions = pgTable(
  "employer_page_versions",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedByUserId: integer("published_by_user_id").references(() => companyUsers.id, { onDelete: "set null" }),
  },
  (t) => [index("employer_page_versions_company_idx").on(t.companyId, t.id)],
);

/** Views of a company's public employer page per day (Vienna), counted as job-ad views are. */
export const employerPageMetricsDaily = pgTable(
  "employer_page_metrics_daily",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    jobClicks: integer("job_clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/**
 * People who follow a company's employer page: stored only once they confirmed their address by
 * the link of the confirmation mail (double opt-in; the link carries the signed request, nothing
 * is stored before). `unsubscribe_token` is the capability of the one-click unsubscribe link in
 * every alert; unsubscribing deletes the row.
 */
export const employerPageFollowers = pgTable(
  "employer_page_followers",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull(),
    /** The Vienna day of the last alert: at most one alert a day. */
    lastAlertOn: date("last_alert_on"),
  },
  (t) => [
    uniqueIndex("employer_page_followers_company_email_idx").on(t.companyId, t.email),
    uniqueIndex("employer_page_followers_token_idx").on(t.unsubscribeToken),
  ],
);

/**
 * Confirmation links that no longer work (decision 059): every link of the company for the mailbox
 * whose digest this is (SHA-256 of `mailboxOf`, not the address) sent up to `spent_until` is dead.
 * Confirming spends the link it used (single use), unsubscribing spends every link sent before
 * it, so an old link cannot follow again. Rows older than a link's seven days are deleted.
 */
export const employerPageFollowLinksSpent = pgTable(
  "employer_page_follow_links_spent",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    mailboxDigest: text("mailbox_digest").notNull(),
    spentUntil: timestamp("spent_until", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.mailboxDigest] }),
    index("employer_page_follow_links_spent_until_idx").on(t.spentUntil),
  ],
);

/** Which ads a follower was told about: each ad once. */
export const employerPageFollowerAlerts = pgTable(
  "employer_page_follower_alerts",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => employerPageFollowers.id, { onDelete: "cascade" }),
    jobAdId: integer("job_ad_id")
      .notNull()
      .references(() => jobAds.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.jobAdId] })],
);

/** Where visitors of an employer page came from, per day: the referrer's category only, never the address. */
export const employerPageReferrersDaily = pgTable(
  "employer_page_referrers_daily",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    category: text("category").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.category] })],
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
    createdAt: createdAt(),
  },
  (t) => [
    index("company_product_terms_company_idx").on(t.companyId, t.productId, t.endsOn),
    check("company_product_terms_days_check", sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** A position in a talent's work history; `employer` is released only after an accepted contact request. */
export interface TalentPosition {
  title: string;
  employer: string;
  /** How the anonymised profile names the employer: "Industrieunternehmen". */
  employerKind: string;
  /** "250–500 Mitarbeitende". */
  employerSize: string;
  /** "2019-03" */
  from: string;
  /** null: current position. */
  to: string | null;
  description: string;
}

export interface TalentEducation {
  degree: string;
  institution: string;
  /** Year of completion; null while still studying. */
  until: number | null;
}

export interface TalentLanguage {
  /** German name: "Deutsch", "Englisch". */
  language: string;
  /** CEFR level: A1 … C2 (C2 also for the mother tongue). */
  level: "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
}

/**
 * A person of the talent pool (issue 16, docs/active-sourcing.md): registered with the job board
 * and opted in to be found by employers. Name, photo, e-mail, phone and employers' names reach a
 * company only after the person accepted its contact request. `search_vector` is written by the
 * talent-pool module from the umlaut-folded text (titles A, skills B, experience and education C);
 * `language_levels` holds one token per language and every level up to the person's own
 * ("englisch:B1" for C1 as well), so "Englisch ab B2" is one array containment.
 */
export const talentProfiles = pgTable(
  "talent_profiles",
  {
    id: serial("id").primaryKey(),
    /** "w", "m" or "d": the headline's word form and the salutation of a contact request. */
    gender: text("gender").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    desiredTitles: text("desired_titles").array().notNull(),
    /** A key of JOB_FIELDS. */
    jobField: text("job_field").notNull(),
    /** A key of JOB_LEVELS. */
    level: text("level").notNull(),
    experienceYears: integer("experience_years").notNull(),
    positions: jsonb("positions").$type<TalentPosition[]>().notNull(),
    education: jsonb("education").$type<TalentEducation[]>().notNull(),
    skills: text("skills").array().notNull(),
    languages: jsonb("languages").$type<TalentLanguage[]>().notNull(),
    languageLevels: text("language_levels").array().notNull(),
    city: text("city").notNull(),
    postcode: text("postcode").notNull(),
    state: text("state").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Kilometres the person would commute; null with `mobile_austria`. */
    mobilityKm: integer("mobility_km"),
    mobileAustria: boolean("mobile_austria").notNull().default(false),
    /** A key of REMOTE_OPTIONS. */
    remote: text("remote").notNull(),
    /** Keys of EMPLOYMENT_TYPES. */
    employmentTypes: text("employment_types").array().notNull(),
    weeklyHours: integer("weekly_hours").notNull(),
    /** Gross euro per month. */
    salaryExpectation: integer("salary_expectation"),
    /** "sofort", "kuendigungsfrist" (notice_weeks) or "ab-datum" (available_from). */
    availability: text("availability").notNull(),
    noticeWeeks: integer("notice_weeks"),
    availableFrom: date("available_from"),
    /** "aktiv" (aktiv suchend) or "offen" (offen für Angebote). */
    willingness: text("willingness").notNull(),
    summary: text("summary").notNull().default(""),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull(),
    consentGivenAt: timestamp("consent_given_at", { withTimezone: true }).notNull(),
    /** What the person agreed to, in the words they saw. */
    consentScope: text("consent_scope").notNull(),
    consentWithdrawnAt: timestamp("consent_withdrawn_at", { withTimezone: true }),
    searchVector: tsvector("search_vector").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("talent_profiles_gender_check", sql`${t.gender} in ('w', 'm', 'd')`),
    check("talent_profiles_willingness_check", sql`${t.willingness} in ('aktiv', 'offen')`),
    check("talent_profiles_availability_check", sql`${t.availability} in ('sofort', 'kuendigungsfrist', 'ab-datum')`),
  ],
);

/**
 * What the talent search and the matching read of a person who can be found (decisions 046 and
 * 047): the filter and ranking columns and the search vector, without names, work history or
 * texts. A trigger on talent_profiles keeps it: a row per profile with consent, deleted when the
 * consent is withdrawn or the profile is deleted. Each write takes the next `changed` number of
 * `talent_search_changes` (a deletion leaves one in talent_search_removals), so each instance's
 * search index (talent-index.server.ts) reads only what changed since it last looked.
 */
export const talentSearchChanges = pgSequence("talent_search_changes");

export const talentSearchRows = pgTable(
  "talent_search_rows",
  {
    profileId: integer("profile_id")
      .primaryKey()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    jobField: text("job_field").notNull(),
    level: text("level").notNull(),
    experienceYears: integer("experience_years").notNull(),
    languageLevels: text("language_levels").array().notNull(),
    mobilityKm: integer("mobility_km"),
    mobileAustria: boolean("mobile_austria").notNull(),
    employmentTypes: text("employment_types").array().notNull(),
    weeklyHours: integer("weekly_hours").notNull(),
    salaryExpectation: integer("salary_expectation"),
    availability: text("availability").notNull(),
    noticeWeeks: integer("notice_weeks"),
    availableFrom: date("available_from"),
    willingness: text("willingness").notNull(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull(),
    /** The order of a search without words: 0.5 per year of `last_active_at`, plus 0.3 for "aktiv". */
    activityRank: doublePrecision("activity_rank").notNull(),
    consentGivenAt: timestamp("consent_given_at", { withTimezone: true }).notNull(),
    searchVector: tsvector("search_vector").notNull(),
    changed: bigint("changed", { mode: "number" })
      .notNull()
      .default(sql`nextval('talent_search_changes')`),
  },
  (t) => [index("talent_search_rows_changed_idx").on(t.changed)],
);

/** The profiles that left the search (consent withdrawn, deleted), by their `changed` number. */
export const talentSearchRemovals = pgTable("talent_search_removals", {
  changed: bigint("changed", { mode: "number" }).primaryKey(),
  profileId: integer("profile_id").notNull(),
});

/**
 * The words of the talent pool (umlaut-folded, lower case, unstemmed) with the number of profiles
 * using them: the search widens a query word to the words it is part of ("buchhalter" →
 * "finanzbuchhalterin") and to close spellings ("buchhalterr" → "buchhalter") from this list.
 */
export const talentSearchTerms = pgTable("talent_search_terms", {
  term: text("term").primaryKey(),
  profiles: integer("profiles").notNull().default(0),
});

/**
 * Who at which company saw a profile, asked for contact, or received its contact data, and when:
 * the person sees this list on their page (docs/active-sourcing.md, "Privacy").
 */
export const talentAccessLog = pgTable(
  "talent_access_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => companyUsers.id, { onDelete: "set null" }),
    /** "view", "contact" or "release". */
    kind: text("kind").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("talent_access_log_profile_idx").on(t.profileId, t.at),
    index("talent_access_log_company_idx").on(t.companyId, t.at),
    check("talent_access_log_kind_check", sql`${t.kind} in ('view', 'contact', 'release')`),
  ],
);

/**
 * A company's request to contact a person of the talent pool (docs/active-sourcing.md, "Contact
 * requests"): open until the person accepts, declines, or 14 days pass without an answer (then
 * expired, and the quota unit of `quota_month` is refunded). One open request per company and
 * person. `access_key` goes into the person's signed link; it is random per request.
 */
export const talentContactRequests = pgTable(
  "talent_contact_requests",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    sentBy: integer("sent_by").references(() => companyUsers.id, { onDelete: "set null" }),
    jobAdId: integer("job_ad_id").references(() => jobAds.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    /** "offen", "angenommen", "abgelehnt" or "abgelaufen". */
    state: text("state").notNull().default("offen"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    /** Without an answer by then the request expires and its quota unit comes back. */
    answerBy: timestamp("answer_by", { withTimezone: true }).notNull(),
    /** The person's first reaction: a reply, the acceptance or the decline. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    /** "2026-11": the calendar month (Vienna) whose quota the request used. */
    quotaMonth: text("quota_month").notNull(),
    refunded: boolean("refunded").notNull().default(false),
    accessKey: text("access_key").notNull(),
  },
  (t) => [
    uniqueIndex("talent_contact_requests_open_idx")
      .on(t.companyId, t.profileId)
      .where(sql`${t.state} = 'offen'`),
    index("talent_contact_requests_quota_idx").on(t.companyId, t.quotaMonth),
    index("talent_contact_requests_due_idx")
      .on(t.answerBy)
      .where(sql`${t.state} = 'offen' and ${t.answeredAt} is null`),
    check("talent_contact_requests_state_check", sql`${t.state} in ('offen', 'angenommen', 'abgelehnt', 'abgelaufen')`),
  ],
);

/**
 * The conversation of a company with a person (docs/active-sourcing.md, "Messages"): the request,
 * the person's answers and decision, and free messages both ways. It belongs to the company, not
 * to the colleague who wrote; `read_at` is when a colleague first saw a message of the person.
 */
export const talentMessages = pgTable(
  "talent_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    requestId: integer("request_id")
      .notNull()
      .references(() => talentContactRequests.id, { onDelete: "cascade" }),
    /** "company" or "candidate". */
    direction: text("direction").notNull(),
    /** "request", "message", "accepted" or "declined". */
    kind: text("kind").notNull(),
    authorUserId: integer("author_user_id").references(() => companyUsers.id, { onDelete: "set null" }),
    /** The colleague's name; empty for the person (whose name the company may not know). */
    authorName: text("author_name").notNull().default(""),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("talent_messages_conversation_idx").on(t.companyId, t.profileId, t.createdAt),
    index("talent_messages_unread_idx")
      .on(t.companyId)
      .where(sql`${t.direction} = 'candidate' and ${t.readAt} is null`),
    check("talent_messages_direction_check", sql`${t.direction} in ('company', 'candidate')`),
    check("talent_messages_kind_check", sql`${t.kind} in ('request', 'message', 'accepted', 'declined')`),
  ],
);

/**
 * A company's sourcing project (docs/active-sourcing.md, "Projects"): a named list of people in
 * stages, optionally for one of its ads, with colleagues as members.
 */
export const talentProjects = pgTable(
  "talent_projects",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    jobAdId: integer("job_ad_id").references(() => jobAds.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => companyUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("talent_projects_company_idx").on(t.companyId, t.createdAt)],
);

export const talentProjectMembers = pgTable(
  "talent_project_members",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => talentProjects.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

/** A person in a project, in one of the stages of PROJECT_STAGES. */
export const talentProjectCandidates = pgTable(
  "talent_project_candidates",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => talentProjects.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.profileId] }),
    index("talent_project_candidates_profile_idx").on(t.profileId),
    check(
      "talent_project_candidates_stage_check",
      sql`${t.stage} in ('vorgemerkt', 'kontaktiert', 'interessiert', 'im-gespraech', 'eingestellt', 'abgesagt')`,
    ),
  ],
);

/** Who added or moved whom, from which stage to which, when. */
export const talentProjectHistory = pgTable(
  "talent_project_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => talentProjects.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    /** null: added to the project. */
    fromStage: text("from_stage"),
    toStage: text("to_stage").notNull(),
    userId: integer("user_id").references(() => companyUsers.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("talent_project_history_project_idx").on(t.projectId, t.at)],
);

/** A colleague's note on a person, for the whole company (optionally written in a project). */
export const talentNotes = pgTable(
  "talent_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => talentProjects.id, { onDelete: "set null" }),
    authorUserId: integer("author_user_id").references(() => companyUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("talent_notes_profile_idx").on(t.companyId, t.profileId, t.createdAt)],
);

/**
 * A saved talent search (docs/active-sourcing.md, "Saved searches"): the search's URL query under
 * a name, and optionally an alert that e-mails its owner the people who joined the pool since the
 * last alert, each person once per saved search.
 */
export const talentSavedSearches = pgTable(
  "talent_saved_searches",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The search's query string as searchParamsOf writes it (no page cursor). */
    query: text("query").notNull(),
    /** "keine", "taeglich" or "woechentlich". */
    alert: text("alert").notNull().default("keine"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** People who opted in after this are new to the alert. */
    checkedUntil: timestamp("checked_until", { withTimezone: true }).notNull(),
    /** When the alert runs next; null without an alert. */
    nextAlertAt: timestamp("next_alert_at", { withTimezone: true }),
  },
  (t) => [
    index("talent_saved_searches_company_idx").on(t.companyId, t.createdAt),
    index("talent_saved_searches_due_idx").on(t.nextAlertAt),
    check("talent_saved_searches_alert_check", sql`${t.alert} in ('keine', 'taeglich', 'woechentlich')`),
  ],
);

/** Which person an alert of a saved search mailed already (never twice). */
export const talentSavedSearchMailed = pgTable(
  "talent_saved_search_mailed",
  {
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => talentSavedSearches.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.profileId] })],
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
