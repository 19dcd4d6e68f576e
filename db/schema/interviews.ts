import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { companies, companyUsers } from "./companies-and-users";
import { applications } from "./applications";

/**
 * Interviews the candidate books (issue 34 §3, docs/applications.md "Interviews", decision 068).
 * Owner: the feature `applications`. One invitation per application at a time holds the proposed
 * slots; the candidate books one of them through the signed link.
 */

/**
 * An invitation to an interview: how it takes place, who interviews, and its calendar identity
 * (`uid`, `sequence` of RFC 5545: the same event in every mail, a higher sequence on each change).
 * `status`: "open" (slots proposed, none booked), "booked", "cancelled".
 */
export const interviews = pgTable(
  "interviews",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** "vor-ort" (in person, `location` is the address) or "video" (`location` is the link). */
    kind: text("kind").notNull(),
    location: text("location").notNull(),
    status: text("status").notNull().default("open"),
    uid: text("uid").notNull(),
    sequence: integer("sequence").notNull().default(0),
    proposedByUserId: integer("proposed_by_user_id").references(() => companyUsers.id, { onDelete: "set null" }),
    proposedByName: text("proposed_by_name").notNull(),
    /** The reminder of the day before went out (sent once). */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("interviews_uid_idx").on(t.uid),
    // One invitation in force per application: proposing again changes it (a reschedule).
    uniqueIndex("interviews_active_idx")
      .on(t.applicationId)
      .where(sql`${t.status} in ('open', 'booked')`),
    check("interviews_status", sql`${t.status} in ('open', 'booked', 'cancelled')`),
  ],
);

/** A proposed time; `bookedAt` is set on the one the candidate booked (at most one per invitation). */
export const interviewSlots = pgTable(
  "interview_slots",
  {
    id: serial("id").primaryKey(),
    interviewId: integer("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    /** Taken back by a new proposal (kept for the history, never offered again). */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    index("interview_slots_interview_idx").on(t.interviewId, t.startsAt),
    // A booked slot is the invitation's only one: two bookings at once cannot both commit.
    uniqueIndex("interview_slots_one_booking_idx")
      .on(t.interviewId)
      .where(sql`${t.bookedAt} is not null`),
    index("interview_slots_booked_idx")
      .on(t.startsAt)
      .where(sql`${t.bookedAt} is not null`),
    check("interview_slots_period", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The colleagues who interview (invited with the calendar entry, never booked twice at once). */
export const interviewInterviewers = pgTable(
  "interview_interviewers",
  {
    interviewId: integer("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => companyUsers.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.userId] }), index("interview_interviewers_user_idx").on(t.userId)],
);
