import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "@db/client";
import { applicationDocuments, applicationMessages } from "@db/schema/applications";
import type { TokenSigner } from "~/lib/signed-token.server";
import { queueMail } from "~/features/notifications/mail.server";
import { candidateLink, CANDIDATE_PATHS, candidateToken } from "./candidate-links.server";
import { logByColleague, type Actor } from "./history.server";
import type { ThreadMessage } from "./thread";

/**
 * The e-mail thread with a candidate (docs/applications.md): a colleague's mail goes out through
 * the outbox with a signed link to the candidate's reply page; the reply, with up to three
 * documents, lands in the thread, marks the application unread and tells the colleagues who
 * wrote. No mailbox is read: the link is the way back, and it dies with the personal data.
 */

/** The application's thread, oldest first; `visibleAt` hides mails planned after it (the candidate's view). */
export async function threadOf(db: Executor, applicationId: number, visibleAt?: Date): Promise<ThreadMessage[]> {
  const [messages, attachments] = await Promise.all([
    db
      .select()
      .from(applicationMessages)
      .where(eq(applicationMessages.applicationId, applicationId))
      .orderBy(asc(applicationMessages.createdAt), asc(applicationMessages.id)),
    db
      .select({
        id: applicationDocuments.id,
        messageId: applicationDocuments.messageId,
        fileName: applicationDocuments.fileName,
        size: applicationDocuments.size,
      })
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, applicationId), isNotNull(applicationDocuments.messageId)))
      .orderBy(asc(applicationDocuments.createdAt)),
  ]);
  return messages
    .filter((message) => !visibleAt || !message.sendAt || message.sendAt <= visibleAt)
    .map((message) => ({
      id: message.id,
      direction: message.direction === "candidate" ? "candidate" : "company",
      authorName: message.authorName,
      subject: message.subject,
      body: message.body,
      createdAt: message.createdAt,
      sendAt: message.sendAt,
      attachments: attachments
        .filter((attachment) => attachment.messageId === message.id)
        .map(({ id, fileName, size }) => ({ id, fileName, size })),
    }));
}

/** The lines every mail to a candidate ends with: where to answer. */
function replyFooter(baseUrl: string, token: string): string {
  return [
    "",
    "—",
    "Bitte antworten Sie nicht auf diese E-Mail, sondern über diesen Link (dort können Sie auch Unterlagen anhängen):",
    candidateLink(baseUrl, CANDIDATE_PATHS.reply, token),
  ].join("\n");
}

/**
 * Sends a colleague's mail to the candidate (now, or at `sendAt`), keeps it in the thread and
 * notes it in the history. The application row must still hold the personal data.
 */
export async function mailToCandidate(
  tx: Executor,
  row: { id: number; companyId: number; email: string; accessKey: string | null },
  mail: { subject: string; text: string; sendAt: Date | null },
  actor: Actor,
  { now, baseUrl, signer }: { now: Date; baseUrl: string; signer: TokenSigner },
): Promise<void> {
  const footer = row.accessKey ? replyFooter(baseUrl, candidateToken(signer, row.id, row.accessKey)) : "";
  await queueMail(tx, {
    to: row.email,
    subject: mail.subject,
    text: `${mail.text}\n${footer}`,
    applicationId: row.id,
    ...(mail.sendAt ? { notBefore: mail.sendAt } : {}),
  });
  await tx.insert(applicationMessages).values({
    applicationId: row.id,
    companyId: row.companyId,
    direction: "company",
    authorUserId: actor.userId,
    authorName: actor.name,
    subject: mail.subject,
    body: mail.text,
    sendAt: mail.sendAt,
    createdAt: now,
  });
  await logByColleague(
    tx,
    { applicationId: row.id, companyId: row.companyId, actor, at: now },
    { kind: "mail", detail: mail.subject },
  );
}
