import { and, isNotNull, isNull, type SQL } from "drizzle-orm";
import { applications } from "@db/schema/applications";

/**
 * Which applications count, decided once (docs/applications.md, "Withdrawn and anonymised"). A
 * withdrawal is a flag (`withdrawn_at`, set with the anonymisation the candidate's button starts),
 * not a stage: the application keeps the stage it was in, and these conditions take it out of the
 * inbox and of every count (stages, unread, the dashboard, the ads' counts, the figures).
 */

/** Withdrawn by the candidate: listed only under "Zurückgezogen", counted nowhere else. */
export const isWithdrawn: SQL = isNotNull(applications.withdrawnAt);

/** Every application that counts: all but the withdrawn ones (knocked-out and anonymised ones count). */
export const isCounted: SQL = isNull(applications.withdrawnAt);

/**
 * Unread ("Neu"): counted, never opened, and its personal data still there. An anonymised entry
 * is never "Neu", whatever its `read_at` says (rows anonymised before this rule keep theirs).
 */
export const isUnread: SQL = and(isCounted, isNull(applications.readAt), isNull(applications.anonymisedAt))!;
