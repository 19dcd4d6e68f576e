import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "@db/client";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "@db/schema/webhooks";
import type { WebhookEventType } from "./event-types";
import { newWebhookSecret } from "./signing";
import { checkTarget, type WebhookTargetPolicy } from "./targets.server";

/**
 * A company's webhook endpoints, for the settings page (decision 077). Every command takes the
 * company: an endpoint of another company is "not found".
 */

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;

/** A company may register this many endpoints. */
export const MAX_ENDPOINTS = 10;

export async function endpointsOf(db: Executor, companyId: number): Promise<WebhookEndpoint[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(webhookEndpoints.id);
}

export async function endpointOf(db: Executor, companyId: number, id: number): Promise<WebhookEndpoint | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)));
  return row ?? null;
}

export type CreateResult = { ok: true; id: number } | { ok: false; field: "url" | "form"; message: string };

/** Registers an endpoint once its address passes the target check (resolved, every address allowed). */
export async function createEndpoint(
  db: Executor,
  companyId: number,
  input: { url: string; description: string; events: WebhookEventType[] },
  policy: WebhookTargetPolicy,
): Promise<CreateResult> {
  const check = await checkTarget(input.url, policy);
  if (!check.ok) return { ok: false, field: "url", message: check.message };
  if ((await endpointsOf(db, companyId)).length >= MAX_ENDPOINTS) {
    return { ok: false, field: "form", message: `Sie können höchstens ${MAX_ENDPOINTS} Endpunkte anlegen.` };
  }
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      companyId,
      url: check.url.href,
      description: input.description,
      events: [...new Set(input.events)],
      secret: newWebhookSecret(),
    })
    .returning({ id: webhookEndpoints.id });
  return { ok: true, id: row!.id };
}

/** Switches an endpoint on or off; false when the company has no such endpoint. */
export async function setEndpointEnabled(db: Executor, companyId: number, id: number, enabled: boolean) {
  const rows = await db
    .update(webhookEndpoints)
    .set({ enabled })
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Deletes an endpoint with its deliveries; false when the company has no such endpoint. */
export async function deleteEndpoint(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export interface DeliveryLogRow {
  id: number;
  eventId: string;
  type: string;
  occurredAt: Date;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  lastAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastResponse: string | null;
  nextAttemptAt: Date | null;
}

/** The endpoint's newest deliveries first. */
export async function deliveryLog(db: Executor, endpointId: number, limit = 50): Promise<DeliveryLogRow[]> {
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookEvents.id,
      type: webhookEvents.type,
      occurredAt: webhookEvents.occurredAt,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastResponse: webhookDeliveries.lastResponse,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, nextAttemptAt: row.status === "pending" ? row.nextAttemptAt : null }));
}

/**
 * "Erneut senden": the event goes to the endpoint once more, as a new delivery with the same
 * message id (the receiver can tell it from a new event); false when the company has no such delivery.
 */
export async function resendDelivery(
  db: Executor,
  companyId: number,
  endpointId: number,
  deliveryId: number,
  now: Date,
): Promise<boolean> {
  const [found] = await db
    .select({ eventId: webhookDeliveries.eventId, subject: webhookDeliveries.subject })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookEndpoints.companyId, companyId),
      ),
    );
  if (!found) return false;
  await db.insert(webhookDeliveries).values({ ...found, endpointId, nextAttemptAt: now });
  return true;
}
