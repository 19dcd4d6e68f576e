import type { Database } from "@db/client";
import { claimDueMails, markMailFailed, markMailSent } from "~/features/notifications/outbox.server";
import type { Logger } from "../logger";
import type { MailTransport } from "./transport";

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

const BATCH_SIZE = 50;
/** Bounds one sweep; what is left waits for the next one. */
const MAX_PER_SWEEP = 500;

/**
 * Delivers due pending mails of the outbox through the transport, batch by batch. Each mail's
 * outcome is written on its own, outside any transaction: a network wait never holds a lock.
 */
export async function deliverDueMails(
  db: Database,
  transport: MailTransport,
  options: { now: Date; logger: Logger },
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  let handled = 0;
  while (handled < MAX_PER_SWEEP) {
    const batch = await claimDueMails(db, options.now, BATCH_SIZE);
    for (const mail of batch) {
      try {
        await transport.send(mail);
        await markMailSent(db, mail.id, transport.kind, options.now);
        result.sent++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const outcome = await markMailFailed(db, mail, reason, options.now);
        options.logger.warn({ mailId: mail.id, attempt: mail.attempts, outcome, reason }, "mail delivery failed");
        if (outcome === "failed") result.failed++;
        else result.retried++;
      }
    }
    handled += batch.length;
    if (batch.length < BATCH_SIZE) break;
  }
  return result;
}
