import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { mailOutbox, type MailAttachment } from "@db/schema/notifications";
import type { Executor } from "@db/client";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A mail to a list (job alerts): the address that ends it with one click, also named in `text`. */
  listUnsubscribe?: string;
  /** Not sent before this (e.g. a rejection written at 23:00 goes out the next morning). */
  notBefore?: Date;
  /** The application a mail to a candidate is about; its withdrawal takes the mail back if unsent. */
  applicationId?: number;
  /** Files sent with the mail, e.g. an interview invitation's `.ics` (decision 068). */
  attachments?: MailAttachment[];
}

export type { MailAttachment };

/**
 * Queues an e-mail in the outbox inside the caller's transaction (transactional outbox): it is
 * sent only if the change it reports commits. The mail worker delivers pending rows.
 */
export async function queueMail(tx: Executor, message: MailMessage): Promise<void> {
  const { notBefore, ...mail } = message;
  await tx.insert(mailOutbox).values({ ...mail, transport: "pending", nextAttemptAt: notBefore ?? null });
}

/** A mail planned for later (`notBefore`), named by its application, time and subject. */
export interface PlannedMail {
  applicationId: number;
  notBefore: Date;
  subject: string;
}

/**
 * Takes back the mails about these applications that are not sent yet, inside the caller's
 * transaction, and says how many went. Withdrawing or anonymising an application takes back
 * every pending one. With `planned`, only that planned mail goes, and only while no delivery
 * attempt has claimed it (`attempts` is 0): the delivery worker claims a row under a row lock
 * (claimDueMails), so of a take-back and a delivery only one wins, and a mail on its way is
 * never reported as taken back.
 */
export async function takeBackUnsentMails(
  tx: Executor,
  applicationIds: number[],
  planned?: Omit<PlannedMail, "applicationId">,
): Promise<number> {
  if (applicationIds.length === 0) return 0;
  const taken = await tx
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.applicationId, applicationIds),
        eq(mailOutbox.transport, "pending"),
        ...(planned ? unclaimedPlannedMail(planned) : []),
      ),
    )
    .returning({ id: mailOutbox.id });
  return taken.length;
}

/** A pending planned mail no delivery attempt has claimed: its `next_attempt_at` is still its `notBefore`. */
function unclaimedPlannedMail({ notBefore, subject }: Omit<PlannedMail, "applicationId">) {
  return [eq(mailOutbox.attempts, 0), eq(mailOutbox.nextAttemptAt, notBefore), eq(mailOutbox.subject, subject)];
}

/** The planned mails about these applications that no delivery attempt has claimed yet (they can still be taken back). */
export async function unsentPlannedMails(db: Executor, applicationIds: number[]): Promise<PlannedMail[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({
      applicationId: mailOutbox.applicationId,
      notBefore: mailOutbox.nextAttemptAt,
      subject: mailOutbox.subject,
    })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.applicationId, applicationIds),
        eq(mailOutbox.transport, "pending"),
        eq(mailOutbox.attempts, 0),
        isNotNull(mailOutbox.nextAttemptAt),
      ),
    );
  return rows.flatMap((row) =>
    row.applicationId !== null && row.notBefore !== null
      ? [{ applicationId: row.applicationId, notBefore: row.notBefore, subject: row.subject }]
      : [],
  );
}

/** The mails about one application are about another from now on (two applications merged into one). */
export async function moveMailsToApplication(tx: Executor, from: number, to: number): Promise<void> {
  await tx.update(mailOutbox).set({ applicationId: to }).where(eq(mailOutbox.applicationId, from));
}
