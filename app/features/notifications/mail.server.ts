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
