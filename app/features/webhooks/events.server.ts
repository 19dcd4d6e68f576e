import { randomUUID } from "node:crypto";
import { and, arrayContains, eq } from "drizzle-orm";
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

export async function recordIntegrationEvent(tx: Executor, event: IntegrationEvent): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, event.companyId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [event.type]),
      ),
    )
    .orderBy(webhookEndpoints.id);
  // Nobody listens: nothing to keep (the log shows deliveries, and there are none).
  if (endpoints.length === 0) return;
  const id = messageId();
  const payload = JSON.stringify({ type: event.type, timestamp: event.at.toISOString(), data: event.data });
  await tx.insert(webhookEvents).values({
    id,
    companyId: event.companyId,
    type: event.type,
    subject: event.subject,
    payload,
    occurredAt: event.at,
  });
  await tx.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      eventId: id,
      endpointId: endpoint.id,
      subject: event.subject,
      nextAttemptAt: event.at,
    })),
  );
}

/** Subjects, so every caller names the same thing the same way. */
export const applicationSubject = (applicationId: number) => `application:${applicationId}`;
export const jobAdSubject = (jobAdId: number) => `job_ad:${jobAdId}`;
export const conversationSubject = (conversationId: number) => `talent_contact:${conversationId}`;
