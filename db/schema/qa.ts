import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { jobAds } from "./job-ads";

/** The QA queue's claims and reports. Owner: the feature `qa`. */

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
