import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { companies } from "./companies-and-users";

/**
 * Webhooks (issue 36 §3, decision 077): the endpoints a company registers, the events recorded in
 * the transaction of the change they report, and one delivery per event and endpoint. Owner: the
 * feature `webhooks`. No page cache shows these rows, so they bump no data version.
 */

/** An HTTPS address of a company that is told of the events it chose. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    /** The event types it receives (`application.received`, …). */
    events: text("events").array().notNull(),
    /** The signing secret, Standard Webhooks format: `whsec_` + base64 of 32 random bytes. */
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_endpoints_company_idx").on(t.companyId)],
);

/**
 * Something that happened, written in the transaction of the change: `payload` is the exact body
 * every delivery sends (`{ type, timestamp, data }`), `subject` what its order is kept by
 * (`application:17`, `job_ad:4`).
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    /** The Standard Webhooks message id (`msg_…`), the same on every attempt. */
    id: text("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    subject: text("subject").notNull(),
    payload: text("payload").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("webhook_events_company_idx").on(t.companyId, t.occurredAt)],
);

/**
 * One event on its way to one endpoint. `status`: "pending" until delivered ("delivered") or
 * given up ("failed"). Deliveries of one endpoint and subject go out in `id` order: a later one
 * waits while an earlier one is pending.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    status: text("status").$type<"pending" | "delivered" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** A pending delivery is not tried before this (back-off, or the lease of a running attempt). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** The HTTP status of the last answer; null when none came (refused, timeout, no connection). */
    lastStatusCode: integer("last_status_code"),
    /** Why the last attempt failed, or the first characters of the answer (never more than 500). */
    lastResponse: text("last_response"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.subject, t.id),
  ],
);
