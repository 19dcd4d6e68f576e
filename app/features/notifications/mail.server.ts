import { and, eq, inArray } from "drizzle-orm";
import { mailOutbox } from "@db/schema/notifications";
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
}

/**
 * Queues an e-mail in the outbox inside the caller's transaction (transactional outbox): it is
 * sent only if the change it reports commits. The mail worker delivers pending rows.
 */
export async function queueMail(tx: Executor, message: MailMessage): Promise<void> {
  const { notBefore, ...mail } = message;
  await tx.insert(mailOutbox).values({ ...mail, transport: "pending", nextAttemptAt: notBefore ?? null });
}

/**
 * Takes back the mails about these applications that are not sent yet (a rejection planned for the
 * morning), inside the caller's transaction: withdrawing or anonymising an application does so.
 */
export async function takeBackUnsentMails(tx: Executor, applicationIds: number[]): Promise<void> {
  await tx
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.applicationId, applicationIds), eq(mailOutbox.transport, "pending")));
}

/** The mails about one application are about another from now on (two applications merged into one). */
export async function moveMailsToApplication(tx: Executor, from: number, to: number): Promise<void> {
  await tx.update(mailOutbox).set({ applicationId: to }).where(eq(mailOutbox.applicationId, from));
}
