import { sql, type SQL } from "drizzle-orm";
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
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { createdAt, tsvector } from "./columns";
import { companies, companyUsers } from "./companies-and-users";
import { jobAds } from "./job-ads";
import { talentProfiles } from "./active-sourcing";

/** Applications received through the portal's own form, and everything about them. Owner: the feature `applications`. */

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

/** The candidate's chosen salutation ("Anrede"); none chosen ("keine Angabe") is null. */
export type ApplicationSalutation = "frau" | "herr";

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
    /** The optional "Anrede" of the apply form (decision 081); null: keine Angabe, or anonymised. */
    salutation: text("salutation").$type<ApplicationSalutation>(),
    email: text("email"),
    phone: text("phone"),
    message: text("message"),
    answers: jsonb("answers").$type<ApplicationAnswer[]>().notNull().default([]),
    knockedOut: boolean("knocked_out").notNull().default(false),
    stage: text("stage").notNull().default("eingegangen"),
    /** "form" (the full form), "smart" (smart bewerben, the short form) or "sourcing" (added from Active Sourcing). */
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
    /**
     * Source "sourcing": the talent of Active Sourcing whose released data this application copied
     * (issue 34 §7); its conversation is linked both ways. One application per talent and ad.
     */
    sourcingProfileId: integer("sourcing_profile_id").references(() => talentProfiles.id, { onDelete: "set null" }),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('german', ${applications.firstName} || ' ' || ${applications.lastName} || ' ' || coalesce(${applications.cvText}, ''))`,
    ),
  },
  (t) => [
    index("applications_ad_idx").on(t.jobAdId, t.receivedAt),
    // DESC NULLS FIRST, as the inbox's `order by received_at desc, id desc` asks, so the index serves it.
    index("applications_company_idx").on(t.companyId, t.receivedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The inbox's counts per ad, stage, knock-out and withdrawal in one index-only scan.
    index("applications_company_counts_idx").on(t.companyId, t.jobAdId, t.stage, t.knockedOut, t.withdrawnAt),
    uniqueIndex("applications_sourcing_idx")
      .on(t.jobAdId, t.sourcingProfileId)
      .where(sql`${t.sourcingProfileId} is not null`),
    index("applications_duplicate_idx").on(t.jobAdId, t.email),
    index("applications_duplicate_of_idx").on(t.duplicateOfId),
    index("applications_retention_idx").on(t.retainUntil),
    index("applications_search_idx").using("gin", t.searchVector),
    check("applications_salutation_check", sql`${t.salutation} in ('frau', 'herr')`),
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

/**
 * A colleague mentioned in a note ("@Vorname Nachname"): the navigation's "Erwähnungen" counts
 * the unread ones; opening the application marks the colleague's mentions there read.
 */
export const applicationMentions = pgTable(
  "application_mentions",
  {
    id: serial("id").primaryKey(),
    noteId: integer("note_id")
      .notNull()
      .references(() => applicationNotes.id, { onDelete: "cascade" }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("application_mentions_user_idx").on(t.userId, t.createdAt),
    index("application_mentions_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
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

/** A criterion of an ad's scorecard (Bewertungsbogen); the key never changes, the label may. */
export interface ScorecardCriterion {
  key: string;
  label: string;
}

/** A colleague's rating of one criterion, with the criterion's label as it was rated (it may change or go later). */
export interface ScorecardRating {
  key: string;
  label: string;
  /** 1–5; null: not rated yet (a draft). */
  rating: number | null;
  comment: string;
}

/** An ad's scorecard criteria (issue 34 §4, docs/applications.md "Bewertungsbogen"); null: the defaults. */
export const applicationScorecardCriteria = pgTable("application_scorecard_criteria", {
  jobAdId: integer("job_ad_id")
    .primaryKey()
    .references(() => jobAds.id, { onDelete: "cascade" }),
  criteria: jsonb("criteria").$type<ScorecardCriterion[]>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each colleague's scorecard of an application: a draft until submitted. The comments are the
 * colleague's free text about the candidate: anonymisation blanks them and keeps the numbers.
 */
export const applicationScorecards = pgTable(
  "application_scorecards",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** null once the colleague's account is gone; the scorecard stays with `authorName`. */
    userId: integer("user_id").references(() => companyUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    ratings: jsonb("ratings").$type<ScorecardRating[]>().notNull().default([]),
    /** "klares-nein", "nein", "ja", "klares-ja", or null (none given). */
    recommendation: text("recommendation"),
    comment: text("comment").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("application_scorecards_author_idx").on(t.applicationId, t.userId),
    check(
      "application_scorecards_recommendation",
      sql`${t.recommendation} is null or ${t.recommendation} in ('klares-nein', 'nein', 'ja', 'klares-ja')`,
    ),
  ],
);
