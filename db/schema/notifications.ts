import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { companyUsers } from "./companies-and-users";
import { applications } from "./applications";

/** E-mails: the outbox and who wants which. Owner: the feature `notifications`. */

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

/** A file sent with a mail (an invitation's `.ics`): text content, as small calendar files are. */
export interface MailAttachment {
  filename: string;
  /** The MIME type with its parameters, e.g. `text/calendar; method=REQUEST; charset=UTF-8`. */
  contentType: string;
  content: string;
}

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
    /** Files sent with the mail (an interview's `.ics`); empty for most. */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
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
