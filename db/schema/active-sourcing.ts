import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
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
} from "drizzle-orm/pg-core";
import { createdAt, tsvector } from "./columns";
import { companies, companyUsers } from "./companies-and-users";
import { jobAds } from "./job-ads";

/** The talent pool, its search index, contact requests, projects and saved searches. Owner: the feature `active-sourcing`. */

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
    // The sweep deletes entries older than a year (ACCESS_LOG_RETENTION_DAYS).
    index("talent_access_log_at_idx").on(t.at),
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
