import {
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
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { companies, companyUsers, staffUsers } from "./companies-and-users";
import { jobAds } from "./job-ads";

/** Employer pages, their versions, figures and followers. Owner: the feature `employer-branding`. */

/**
 * A company's employer page (issue 14, docs/employer-branding.md): the draft the editor saves as
 * the user types, and which published version the public sees. `content` is the editor's
 * values, checked by the employer-branding schema on every write and read. Staff may take a
 * published page offline (`offline_*`); the company sees the reason, and may ask for another
 * check (`review_request*`), which staff answer by releasing the page or keeping it offline.
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
    /** The company asked staff to check its offline page again ("Erneut prüfen lassen"), with its note. */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    reviewRequestNote: text("review_request_note"),
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
