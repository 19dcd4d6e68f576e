import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "@db/client";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "@db/schema/webhooks";
import type { WebhookEventData, WebhookEventType } from "./event-types";

/**
 * The webhooks' face (decision 077): the domain commands call `recordIntegrationEvent` inside the
 * transaction of the change they make, so an event exists exactly when its change committed. It
 * writes the event and one pending delivery for each enabled endpoint of the company that chose
 * the type; the delivery sweep sends them.
 */

export type IntegrationEvent = {
  [Type in WebhookEventType]: {
    companyId: number;
    type: Type;
    /** What the order of deliveries is kept by, e.g. `application:17`. */
    subject: string;
    data: WebhookEventData[Type];
    at: Date;
  };
}[WebhookEventType];

/** A Standard Webhooks message id: `msg_` and 32 hex digits. */
function messageId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

export function recordIntegrationEvent(tx: Executor, event: IntegrationEvent): Promise<void> {
  return recordIntegrationEvents(tx, [event]);
}

/** Rows per insert, well below PostgreSQL's limit of bound parameters. */
const ROWS_PER_INSERT = 1000;

/** Several events at once (a removed stage moves many applications): one read of the endpoints. */
export async function recordIntegrationEvents(tx: Executor, events: readonly IntegrationEvent[]): Promise<void> {
  if (events.length === 0) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, companyId: webhookEndpoints.companyId, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.companyId, [...new Set(events.map((event) => event.companyId))]),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .orderBy(webhookEndpoints.id);
  const rows = events.flatMap((event) => {
    const listening = endpoints.filter(
      (endpoint) => endpoint.companyId === event.companyId && endpoint.events.includes(event.type),
    );
    // Nobody listens: nothing to keep (the log shows deliveries, and there are none).
    if (listening.length === 0) return [];
    const id = messageId();
    const payload = JSON.stringify({ type: event.type, timestamp: event.at.toISOString(), data: event.data });
    return [
      {
        event: {
          id,
          companyId: event.companyId,
          type: event.type,
          subject: event.subject,
          payload,
          occurredAt: event.at,
        },
        deliveries: listening.map((endpoint) => ({
          eventId: id,
          endpointId: endpoint.id,
          subject: event.subject,
          nextAttemptAt: event.at,
        })),
      },
    ];
  });
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await tx.insert(webhookEvents).values(rows.slice(start, start + ROWS_PER_INSERT).map((row) => row.event));
  }
  // In the events' order, so the deliveries' ids keep it.
  const deliveries = rows.flatMap((row) => row.deliveries);
  for (let start = 0; start < deliveries.length; start += ROWS_PER_INSERT) {
    await tx.insert(webhookDeliveries).values(deliveries.slice(start, start + ROWS_PER_INSERT));
  }
}

/** Subjects, so every caller names the same thing the same way. */
export const applicationSubject = (applicationId: number) => `application:${applicationId}`;
export const jobAdSubject = (jobAdId: number) => `job_ad:${jobAdId}`;
export const conversationSubject = (conversationId: number) => `talent_contact:${conversationId}`;
