import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Executor } from "@db/client";
import { applicationEvents, applicationMessages } from "@db/schema/applications";
import { formatDateTime } from "~/lib/format";
import { takeBackUnsentMails, unsentPlannedMails } from "~/features/notifications/mail.server";
import { logByColleague, type Actor } from "./history.server";

/**
 * A rejection whose e-mail is planned for later ("Morgen um 8 Uhr", docs/applications.md): its
 * mail waits in the outbox, its text in the thread. Until a delivery attempt claims the mail, a
 * colleague takes the rejection back, and a move out of the rejected stage does so too: the mail
 * leaves the outbox (through notifications' face), the thread loses it (the candidate never reads
 * it), and the history keeps what was taken back.
 */

export interface PlannedRejection {
  applicationId: number;
  /** The thread's message of the rejection mail. */
  messageId: number;
  subject: string;
  sendAt: Date;
}

/**
 * The planned rejections of these applications: company mails with a send time written together
 * with a move to the rejected stage (the same instant, in one transaction). With `unsentOnly`,
 * only those whose mail still waits unclaimed in the outbox.
 */
export async function plannedRejections(
  db: Executor,
  applicationIds: number[],
  rejectedStage: string,
  { unsentOnly }: { unsentOnly: boolean },
): Promise<PlannedRejection[]> {
  if (applicationIds.length === 0) return [];
  const messages = await db
    .select({
      applicationId: applicationMessages.applicationId,
      messageId: applicationMessages.id,
      subject: applicationMessages.subject,
      sendAt: applicationMessages.sendAt,
      createdAt: applicationMessages.createdAt,
    })
    .from(applicationMessages)
    .where(
      and(
        inArray(applicationMessages.applicationId, applicationIds),
        eq(applicationMessages.direction, "company"),
        isNotNull(applicationMessages.sendAt),
      ),
    );
  if (messages.length === 0) return [];
  const withMail = [...new Set(messages.map((message) => message.applicationId))];
  const [rejections, unsent] = await Promise.all([
    db
      .select({ applicationId: applicationEvents.applicationId, at: applicationEvents.at })
      .from(applicationEvents)
      .where(
        and(
          inArray(applicationEvents.applicationId, withMail),
          eq(applicationEvents.kind, "stage"),
          eq(applicationEvents.toStage, rejectedStage),
        ),
      ),
    unsentOnly ? unsentPlannedMails(db, withMail) : null,
  ]);
  return messages.flatMap(({ applicationId, messageId, subject, sendAt, createdAt }) => {
    if (!sendAt) return [];
    const isRejection = rejections.some(
      (event) => event.applicationId === applicationId && event.at.getTime() === createdAt.getTime(),
    );
    const waiting =
      !unsent ||
      unsent.some(
        (mail) =>
          mail.applicationId === applicationId &&
          mail.notBefore.getTime() === sendAt.getTime() &&
          mail.subject === subject,
      );
    return isRejection && waiting ? [{ applicationId, messageId, subject, sendAt }] : [];
  });
}

/**
 * Takes back the planned rejections of these applications whose mail has not left, inside the
 * caller's transaction (which holds the applications' rows): each mail is deleted only while no
 * delivery attempt has claimed it, then its message leaves the thread and the history notes it.
 * Answers the ids of the applications whose planned rejection was taken back.
 */
export async function takeBackPlannedRejections(
  tx: Executor,
  applications: readonly { id: number; companyId: number }[],
  rejectedStage: string,
  actor: Actor,
  now: Date,
): Promise<Set<number>> {
  const companyOf = new Map(applications.map((row) => [row.id, row.companyId]));
  const planned = await plannedRejections(tx, [...companyOf.keys()], rejectedStage, { unsentOnly: false });
  const takenBack = new Set<number>();
  for (const rejection of planned) {
    const taken = await takeBackUnsentMails(tx, [rejection.applicationId], {
      notBefore: rejection.sendAt,
      subject: rejection.subject,
    });
    if (taken === 0) continue;
    await tx.delete(applicationMessages).where(eq(applicationMessages.id, rejection.messageId));
    await logByColleague(
      tx,
      { applicationId: rejection.applicationId, companyId: companyOf.get(rejection.applicationId)!, actor, at: now },
      {
        kind: "rejection-taken-back",
        detail: `E-Mail „${rejection.subject}“, geplant für ${formatDateTime(rejection.sendAt)} Uhr, nicht gesendet`,
      },
    );
    takenBack.add(rejection.applicationId);
  }
  return takenBack;
}
