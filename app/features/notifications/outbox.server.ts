import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { mailOutbox } from "@db/schema/notifications";

/**
 * The mail outbox after queueMail: the delivery worker claims due rows and records the outcome;
 * /debug/mails lists them. Claiming moves `next_attempt_at` ahead (a lease), so a slow delivery
 * is not picked up a second time while it runs.
 */

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type OutboxMail = Pick<
  OutboxRow,
  "id" | "to" | "subject" | "text" | "html" | "listUnsubscribe" | "attachments" | "attempts"
>;

/** How often a mail is tried before it counts as failed. */
export const MAX_MAIL_ATTEMPTS = 5;
/** Waits after the 1st, 2nd, … failed attempt. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];
/** A claimed mail is tried again after this if its attempt never reported back (crash). */
export const CLAIM_LEASE_MS = 10 * 60_000;

export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
}

/** Takes up to `limit` due pending mails (never tried, or their wait is over), oldest first, and counts the attempt. */
export async function claimDueMails(db: Database, now: Date, limit: number): Promise<OutboxMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.transport, "pending"),
          or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        listUnsubscribe: mailOutbox.listUnsubscribe,
        attachments: mailOutbox.attachments,
        attempts: mailOutbox.attempts,
      });
  });
}

export async function markMailSent(db: Executor, id: number, transport: "smtp" | "outbox", now: Date): Promise<void> {
  await db.update(mailOutbox).set({ transport, sentAt: now, error: null }).where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: tried again later, or given up after MAX_MAIL_ATTEMPTS. */
export async function markMailFailed(
  db: Executor,
  mail: OutboxMail,
  error: string,
  now: Date,
): Promise<"retry" | "failed"> {
  const outcome = mail.attempts >= MAX_MAIL_ATTEMPTS ? "failed" : "retry";
  await db
    .update(mailOutbox)
    .set({
      error: error.slice(0, 1000),
      ...(outcome === "failed"
        ? { transport: "failed" }
        : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)) }),
    })
    .where(eq(mailOutbox.id, mail.id));
  return outcome;
}

export type OutboxListRow = Pick<
  OutboxRow,
  "id" | "to" | "subject" | "createdAt" | "sentAt" | "transport" | "error" | "attempts"
>;

/** The newest mails first, for the debug viewer. */
export async function latestMails(db: Executor, limit = 100): Promise<OutboxListRow[]> {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      transport: mailOutbox.transport,
      error: mailOutbox.error,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function outboxMail(db: Executor, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/** The unsent mails, for the operators' figures (decision 080). */
export interface OutboxBacklog {
  /** Pending mails due now: never tried, or their wait is over. */
  due: number;
  /** Pending mails not due yet: a retry's back-off, a mail planned for later, an attempt running (its lease). */
  waiting: number;
  /** Seconds the longest-due of the due mails has been due; 0 when none is. */
  oldestDueSeconds: number;
}

/** Counts the pending mails through the partial index of pending rows; sent ones are not read. */
export async function outboxBacklog(db: Executor, now: Date): Promise<OutboxBacklog> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const isDue = sql`(${mailOutbox.nextAttemptAt} is null or ${mailOutbox.nextAttemptAt} <= ${at})`;
  const dueSince = sql`coalesce(${mailOutbox.nextAttemptAt}, ${mailOutbox.createdAt})`;
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${isDue})`.mapWith(Number),
      waiting: sql<number>`count(*) filter (where not ${isDue})`.mapWith(Number),
      oldestDueSeconds:
        sql<number>`coalesce(extract(epoch from ${at} - min(${dueSince}) filter (where ${isDue})), 0)`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.transport, "pending"));
  return {
    due: row?.due ?? 0,
    waiting: row?.waiting ?? 0,
    oldestDueSeconds: Math.max(0, row?.oldestDueSeconds ?? 0),
  };
}
