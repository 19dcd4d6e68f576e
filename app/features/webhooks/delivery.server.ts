import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "@db/schema/webhooks";
import { webhookHeaders } from "./signing";
import { checkTarget, STRICT_TARGETS, type ResolvedAddress, type WebhookTargetPolicy } from "./targets.server";

/**
 * Delivery of the recorded events (decision 077), run by the job queue's webhook sweep. A due
 * delivery is claimed (its attempt counted, a lease set), its endpoint's address resolved and
 * checked, and the body POSTed to the checked address with the Standard Webhooks headers; a 2xx
 * answer delivers it, anything else (a redirect too: it is not followed) schedules the next
 * attempt by the back-off, until the last one fails it. A later event of the same endpoint and
 * subject waits while an earlier one is pending, so an application's events arrive in order.
 */

/** Waits after the 1st, 2nd, … failed attempt (Standard Webhooks' schedule); then it has failed. */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];
export const MAX_WEBHOOK_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** One attempt's time limit, connection and answer included. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** A claimed delivery is tried again after this if its attempt never reported back (a crash). */
const CLAIM_LEASE_MS = 60_000;
/** How much of an answer is kept for the log. */
export const RESPONSE_EXCERPT_CHARS = 500;
const BATCH_SIZE = 20;
const MAX_PER_SWEEP = 500;

export interface WebhookDeliveryOptions {
  now: Date;
  policy?: WebhookTargetPolicy;
  /** The attempt's own clock for `webhook-timestamp` (the receiver compares it with its clock). */
  clock?: () => Date;
  logger?: { warn(details: object, message: string): void };
}

export interface WebhookDeliveryResult {
  delivered: number;
  retried: number;
  failed: number;
}

interface Claimed {
  id: number;
  attempts: number;
  eventId: string;
  payload: string;
  url: string;
  secret: string;
}

/** Takes due pending deliveries of enabled endpoints whose earlier deliveries (same subject) are done. */
async function claimDue(db: Database, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.status, "pending"),
          lte(webhookDeliveries.nextAttemptAt, now),
          eq(webhookEndpoints.enabled, true),
          sql`not exists (select 1 from webhook_deliveries as earlier where earlier.endpoint_id = ${webhookDeliveries.endpointId} and earlier.subject = ${webhookDeliveries.subject} and earlier.status = 'pending' and earlier.id < ${webhookDeliveries.id})`,
        ),
      )
      .orderBy(asc(webhookDeliveries.id))
      .limit(BATCH_SIZE)
      .for("update", { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      })
      .where(inArray(webhookDeliveries.id, ids));
    return tx
      .select({
        id: webhookDeliveries.id,
        attempts: webhookDeliveries.attempts,
        eventId: webhookEvents.id,
        payload: webhookEvents.payload,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(inArray(webhookDeliveries.id, ids))
      .orderBy(asc(webhookDeliveries.id));
  });
}

/** Sends every due delivery, batch by batch; what is left waits for the next run. */
export async function deliverDueWebhooks(
  db: Database,
  options: WebhookDeliveryOptions,
): Promise<WebhookDeliveryResult> {
  const result: WebhookDeliveryResult = { delivered: 0, retried: 0, failed: 0 };
  let handled = 0;
  while (handled < MAX_PER_SWEEP) {
    const batch = await claimDue(db, options.now);
    if (batch.length === 0) break;
    const outcomes = await Promise.all(batch.map((delivery) => attempt(db, delivery, options)));
    for (const outcome of outcomes) result[outcome]++;
    handled += batch.length;
  }
  return result;
}

async function attempt(
  db: Executor,
  delivery: Claimed,
  options: WebhookDeliveryOptions,
): Promise<keyof WebhookDeliveryResult> {
  const at = options.clock?.() ?? new Date();
  const answer = await send(delivery, options.policy ?? STRICT_TARGETS, at);
  const { now } = options;
  if (answer.ok) {
    await db
      .update(webhookDeliveries)
      .set({
        status: "delivered",
        deliveredAt: now,
        lastAttemptAt: now,
        lastStatusCode: answer.status,
        lastResponse: answer.excerpt,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    return "delivered";
  }
  const failed = delivery.attempts >= MAX_WEBHOOK_ATTEMPTS;
  await db
    .update(webhookDeliveries)
    .set({
      lastAttemptAt: now,
      lastStatusCode: answer.status,
      lastResponse: answer.excerpt,
      ...(failed
        ? { status: "failed" as const }
        : { nextAttemptAt: new Date(now.getTime() + RETRY_DELAYS_MS[delivery.attempts - 1]!) }),
    })
    .where(eq(webhookDeliveries.id, delivery.id));
  options.logger?.warn(
    { deliveryId: delivery.id, attempt: delivery.attempts, status: answer.status, reason: answer.excerpt },
    "webhook delivery failed",
  );
  return failed ? "failed" : "retried";
}

interface Answer {
  ok: boolean;
  status: number | null;
  excerpt: string;
}

async function send(delivery: Claimed, policy: WebhookTargetPolicy, at: Date): Promise<Answer> {
  const target = await checkTarget(delivery.url, policy);
  if (!target.ok) return { ok: false, status: null, excerpt: target.message };
  const headers = webhookHeaders(delivery.secret, delivery.eventId, at, delivery.payload);
  try {
    const { status, body } = await postPinned(target.url, target.address, headers, delivery.payload);
    const ok = status >= 200 && status < 300;
    const excerpt =
      status >= 300 && status < 400 ? `Weiterleitung (${status}) nicht gefolgt` : body.slice(0, RESPONSE_EXCERPT_CHARS);
    return { ok, status, excerpt };
  } catch (error) {
    return { ok: false, status: null, excerpt: (error instanceof Error ? error.message : String(error)).slice(0, 200) };
  }
}

/**
 * POSTs to the URL's host at the one address given: the socket's lookup answers only that
 * address, so a DNS answer that changed since the check (rebinding) cannot redirect it; TLS still
 * checks the certificate against the host name. Redirects are answers like any other.
 */
export function postPinned(
  url: URL,
  pinned: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  timeoutMs = ATTEMPT_TIMEOUT_MS,
): Promise<{ status: number; body: string }> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: "POST",
        lookup,
        agent: false,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "Arbeitgeberportal-Webhooks/1",
        },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
          // Only an excerpt is kept: stop reading a long answer.
          if (text.length >= RESPONSE_EXCERPT_CHARS) response.destroy();
        });
        const done = () => resolve({ status: response.statusCode ?? 0, body: text.slice(0, RESPONSE_EXCERPT_CHARS) });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    request.on("error", (error) =>
      reject(error.name === "AbortError" || error.name === "TimeoutError" ? new Error("Zeitüberschreitung") : error),
    );
    request.end(body);
  });
}
