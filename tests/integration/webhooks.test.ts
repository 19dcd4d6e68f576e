import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, isNull } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import {
  applications,
  companies,
  companyUsers,
  jobAds,
  talentContactRequests,
  webhookDeliveries,
  webhookEndpoints,
} from "@db/schema";
import { seedDatabase } from "@db/seed";
import { CONTACT_TEMPLATES } from "~/features/active-sourcing/contact-templates";
import { answerAsPerson, contactToken, sendContactRequest } from "~/features/active-sourcing/contacts.server";
import { anonymiseApplications } from "~/features/applications/anonymise.server";
import { moveApplications } from "~/features/applications/manager.server";
import { stageEditSchema } from "~/features/applications/stage-editor";
import { editStages } from "~/features/applications/stage-settings.server";
import { performAction } from "~/features/job-ads/job-ads.server";
import { MAX_WEBHOOK_ATTEMPTS, RETRY_DELAYS_MS } from "~/features/webhooks/delivery.server";
import {
  createEndpoint,
  deliveryLog,
  endpointOf,
  resendDelivery,
  setEndpointEnabled,
} from "~/features/webhooks/endpoints.server";
import type { WebhookEventType } from "~/features/webhooks/event-types";
import type { WebhookTargetPolicy } from "~/features/webhooks/targets.server";
import { createTokenSigner } from "~/lib/signed-token.server";
import { deliverWebhooks, type SweepContext } from "@server/jobs/sweeps";
import { createLogger } from "@server/logger";
import { createMailTransport } from "@server/mail/transport";
import { createMemoryDocumentStore } from "../../server/document-store";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * Webhooks (issue 36 §3, decision 077) on a real database with a local receiver this test starts:
 * events recorded by the domain commands (stage moves, a withdrawal, an ad's state), delivered by
 * the job queue's sweep with a controlled clock — signed as the reference library verifies,
 * retried after a 500, in order per application, not to a disabled endpoint, again on "erneut
 * senden", never to a loopback receiver while private targets are not allowed, and no redirect
 * followed. No sleeps: each sweep is run directly at the time the test names.
 */

const LOCAL: WebhookTargetPolicy = { httpsOnly: false, allowPrivate: true };
const STRICT_HTTP: WebhookTargetPolicy = { httpsOnly: false, allowPrivate: false };

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

let testDatabase: TestDatabase;
let database: DatabaseHandle;
let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];
/** Answers per path, taken in order; 200 when none is left. */
const answers = new Map<string, Array<{ status: number; location?: string }>>();

let companyId: number;
let userId: number;
let appIds: number[];
let t = new Date();

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: "memory://" });
  await database.migrate();
  await seedDatabase(database.db, { companyCount: 3, talentCount: 20 });
  const [company] = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.fullName, "Donautal Technik GmbH"));
  companyId = company!.id;
  const [user] = await database.db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(eq(companyUsers.email, "kunde@demo.at"));
  userId = user!.id;
  const rows = await database.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), isNull(applications.anonymisedAt)))
    .orderBy(applications.id);
  appIds = rows.map((row) => row.id);
  expect(appIds.length).toBeGreaterThanOrEqual(6);
  receiver = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers as Record<string, string>, body });
      const answer = answers.get(path)?.shift() ?? { status: 200 };
      response.writeHead(answer.status, answer.location ? { location: answer.location } : {});
      response.end(answer.status >= 400 ? "kaputt" : "danke");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await database?.close();
  await testDatabase?.drop();
});

beforeEach(async () => {
  received.length = 0;
  answers.clear();
  // Each test its own endpoints (a company has at most 10).
  await database.db.delete(webhookEndpoints);
  t = new Date(t.getTime() + 24 * 3_600_000);
});

const ctx = (now: Date, policy: WebhookTargetPolicy = LOCAL): SweepContext => ({
  db: database.db,
  logger: createLogger("silent"),
  transport: createMailTransport({ smtpUrl: undefined, from: "Arbeitgeberportal <no-reply@arbeitgeberportal.at>" }),
  now,
  followerAlerts: { baseUrl: "http://localhost", hour: 7 },
  documents: createMemoryDocumentStore(),
  tokenSigner: createTokenSigner(["test-secret"]),
  webhookTargets: policy,
});

const sweep = (now: Date, policy?: WebhookTargetPolicy) => deliverWebhooks(ctx(now, policy));
const later = (ms: number) => new Date(t.getTime() + ms);

async function endpoint(path: string, events: WebhookEventType[] = ["application.stage_changed"]) {
  const result = await createEndpoint(
    database.db,
    companyId,
    { url: `${receiverUrl}${path}`, description: "Test", events },
    LOCAL,
  );
  if (!result.ok) throw new Error(result.message);
  return (await endpointOf(database.db, companyId, result.id))!;
}

const actor = () => ({ userId, name: "Karin Kunde" });

async function move(applicationId: number, to: string, now: Date) {
  const result = await moveApplications(database.db, companyId, [applicationId], to, actor(), now);
  expect(result.ok).toBe(true);
}

const dataOf = (request: Received) => (JSON.parse(request.body) as { data: Record<string, unknown> }).data;

describe("webhooks", () => {
  it("delivers a stage change signed as Standard Webhooks verifies, with ids and keys only", async () => {
    const hook = await endpoint("/signed");
    const [application] = await database.db.select().from(applications).where(eq(applications.id, appIds[0]!));
    await move(appIds[0]!, "interview", t);
    expect(await sweep(t)).toEqual({ done: 1, skipped: 0, failed: 0 });
    expect(received).toHaveLength(1);
    const [request] = received;
    const payload = new Webhook(hook.secret).verify(request!.body, request!.headers) as Record<string, unknown>;
    expect(payload).toEqual({
      type: "application.stage_changed",
      timestamp: t.toISOString(),
      data: {
        application_id: appIds[0],
        job_ad_id: application!.jobAdId,
        from_stage: application!.stage,
        to_stage: "interview",
        changed_at: t.toISOString(),
      },
    });
    expect(request!.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(request!.body).not.toContain(application!.lastName);
    if (application!.email) expect(request!.body).not.toContain(application!.email);
    const [row] = await deliveryLog(database.db, hook.id);
    expect(row).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200, nextAttemptAt: null });
  });

  it("tries again after a 500 by the back-off, and then delivers", async () => {
    const hook = await endpoint("/flaky");
    answers.set("/flaky", [{ status: 500 }]);
    await move(appIds[1]!, "interview", t);
    expect(await sweep(t)).toEqual({ done: 0, skipped: 1, failed: 0 });
    let [row] = await deliveryLog(database.db, hook.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500, lastResponse: "kaputt" });
    expect(row!.nextAttemptAt).toEqual(later(RETRY_DELAYS_MS[0]!));
    // Not before its time.
    expect(await sweep(later(RETRY_DELAYS_MS[0]! - 1))).toEqual({ done: 0, skipped: 0, failed: 0 });
    expect(await sweep(later(RETRY_DELAYS_MS[0]!))).toEqual({ done: 1, skipped: 0, failed: 0 });
    [row] = await deliveryLog(database.db, hook.id);
    expect(row).toMatchObject({ status: "delivered", attempts: 2, lastStatusCode: 200 });
    expect(received.map((request) => request.headers["webhook-id"])).toEqual([
      received[0]!.headers["webhook-id"],
      received[0]!.headers["webhook-id"],
    ]);
  });

  it("keeps the order of an application's events: a later one waits while an earlier one is retried", async () => {
    await endpoint("/ordered");
    answers.set("/ordered", [{ status: 500 }]);
    await move(appIds[2]!, "interview", t);
    await move(appIds[2]!, "angebot", later(1));
    await move(appIds[3]!, "interview", later(2));
    await sweep(later(3));
    // The first of appIds[2] failed; its second waits; appIds[3]'s own event went out.
    expect(received.map((request) => [dataOf(request).application_id, dataOf(request).to_stage])).toEqual([
      [appIds[2], "interview"],
      [appIds[3], "interview"],
    ]);
    await sweep(later(3 + RETRY_DELAYS_MS[0]!));
    expect(received.slice(2).map((request) => [dataOf(request).application_id, dataOf(request).to_stage])).toEqual([
      [appIds[2], "interview"],
      [appIds[2], "angebot"],
    ]);
  });

  it("sends nothing to a disabled endpoint, and nothing recorded while it was off once it is on again", async () => {
    const off = await endpoint("/off");
    const on = await endpoint("/on");
    await setEndpointEnabled(database.db, companyId, off.id, false);
    await move(appIds[4]!, "interview", t);
    await sweep(t);
    expect(received.map((request) => request.path)).toEqual(["/on"]);
    await setEndpointEnabled(database.db, companyId, off.id, true);
    await sweep(later(1));
    expect(received.map((request) => request.path)).toEqual(["/on"]);
    expect(await deliveryLog(database.db, off.id)).toEqual([]);
    expect(await deliveryLog(database.db, on.id)).toHaveLength(1);
  });

  it("sends an event again on „erneut senden“, with the same message id", async () => {
    const hook = await endpoint("/again");
    await move(appIds[4]!, "angebot", t);
    await sweep(t);
    const [first] = await deliveryLog(database.db, hook.id);
    expect(await resendDelivery(database.db, companyId + 1000, hook.id, first!.id, later(1))).toBe(false);
    expect(await resendDelivery(database.db, companyId, hook.id, first!.id, later(1))).toBe(true);
    await sweep(later(1));
    expect(received).toHaveLength(2);
    expect(received[1]!.headers["webhook-id"]).toBe(received[0]!.headers["webhook-id"]);
    expect(received[1]!.body).toBe(received[0]!.body);
    const log = await deliveryLog(database.db, hook.id);
    expect(log.map((row) => row.status)).toEqual(["delivered", "delivered"]);
  });

  it("refuses a loopback receiver when private targets are not allowed, at registration and at delivery", async () => {
    const refused = await createEndpoint(
      database.db,
      companyId,
      { url: `${receiverUrl}/inside`, description: "", events: ["application.stage_changed"] },
      STRICT_HTTP,
    );
    expect(refused).toEqual({ ok: false, field: "url", message: expect.stringContaining("Loopback-Adresse") });
    const mapped = await createEndpoint(
      database.db,
      companyId,
      { url: "http://[::ffff:127.0.0.1]:1/", description: "", events: ["application.stage_changed"] },
      STRICT_HTTP,
    );
    expect(mapped.ok).toBe(false);
    // Registered while allowed (the demo), delivered under production's rule: refused before connecting.
    const hook = await endpoint("/inside");
    await move(appIds[5]!, "interview", t);
    expect(await sweep(t, STRICT_HTTP)).toEqual({ done: 0, skipped: 1, failed: 0 });
    expect(received).toEqual([]);
    const [row] = await deliveryLog(database.db, hook.id);
    expect(row).toMatchObject({ status: "pending", lastStatusCode: null });
    expect(row!.lastResponse).toContain("Loopback-Adresse");
  });

  it("does not follow a redirect", async () => {
    const hook = await endpoint("/moved");
    answers.set("/moved", [{ status: 307, location: `${receiverUrl}/elsewhere` }]);
    await move(appIds[5]!, "angebot", t);
    await sweep(t);
    expect(received.map((request) => request.path)).toEqual(["/moved"]);
    const [row] = await deliveryLog(database.db, hook.id);
    expect(row).toMatchObject({
      status: "pending",
      lastStatusCode: 307,
      lastResponse: "Weiterleitung (307) nicht gefolgt",
    });
  });

  it("gives up after the last attempt", async () => {
    const hook = await endpoint("/down");
    answers.set(
      "/down",
      Array.from({ length: MAX_WEBHOOK_ATTEMPTS }, () => ({ status: 503 })),
    );
    await move(appIds[1]!, "angebot", t);
    let now = t;
    for (let attempt = 1; attempt <= MAX_WEBHOOK_ATTEMPTS; attempt++) {
      await sweep(now);
      now = new Date(now.getTime() + (RETRY_DELAYS_MS[attempt - 1] ?? 0));
    }
    expect(received).toHaveLength(MAX_WEBHOOK_ATTEMPTS);
    const [row] = await deliveryLog(database.db, hook.id);
    expect(row).toMatchObject({
      status: "failed",
      attempts: MAX_WEBHOOK_ATTEMPTS,
      lastStatusCode: 503,
      nextAttemptAt: null,
    });
    await sweep(new Date(now.getTime() + 7 * 24 * 3_600_000));
    expect(received).toHaveLength(MAX_WEBHOOK_ATTEMPTS);
  });

  it("tells of a withdrawal and of an ad's new state", async () => {
    await endpoint("/all", ["application.withdrawn", "job_ad.state_changed"]);
    const [application] = await database.db.select().from(applications).where(eq(applications.id, appIds[3]!));
    await anonymiseApplications(database.db, createMemoryDocumentStore(), [appIds[3]!], {
      now: t,
      reason: "withdrawn",
      actorName: "Bewerber:in",
    });
    const [ad] = await database.db
      .select({ id: jobAds.id })
      .from(jobAds)
      .where(and(eq(jobAds.companyId, companyId), eq(jobAds.status, "active")))
      .limit(1);
    await performAction(
      database.db,
      ad!.id,
      "deactivate",
      { kind: "company", companyId, name: "Karin Kunde", id: userId },
      { now: later(1) },
    );
    await sweep(later(2));
    expect(received.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      {
        type: "application.withdrawn",
        timestamp: t.toISOString(),
        data: { application_id: appIds[3], job_ad_id: application!.jobAdId, withdrawn_at: t.toISOString() },
      },
      {
        type: "job_ad.state_changed",
        timestamp: later(1).toISOString(),
        data: {
          job_ad_id: ad!.id,
          from_state: "active",
          to_state: "deactivated",
          action: "deactivate",
          changed_at: later(1).toISOString(),
        },
      },
    ]);
    const pending = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, "pending"));
    expect(pending.every((row) => row.subject !== `application:${appIds[3]}`)).toBe(true);
  });

  it("tells of a talent's answer: the conversation and the answer only", async () => {
    await endpoint("/talent", ["talent_contact.answered"]);
    const signer = createTokenSigner(["test-secret"]);
    const template = CONTACT_TEMPLATES[0]!;
    const sent = await sendContactRequest(
      database.db,
      {
        companyId,
        companyName: "Donautal Technik GmbH",
        user: { id: userId, name: "Karin Kunde" },
        profileId: 1,
        subject: template.subject,
        body: template.body,
        jobAdId: null,
      },
      {
        productName: "Talentsuche Test",
        startsOn: "2000-01-01",
        endsOn: "2999-12-31",
        contactQuota: 5,
        includesMatching: false,
      },
      { now: t, baseUrl: "http://localhost", signer },
    );
    expect(sent.ok).toBe(true);
    const [request] = await database.db
      .select({ id: talentContactRequests.id, accessKey: talentContactRequests.accessKey })
      .from(talentContactRequests)
      .where(and(eq(talentContactRequests.companyId, companyId), eq(talentContactRequests.profileId, 1)));
    const token = contactToken(signer, request!, later(1));
    expect(
      await answerAsPerson(database.db, signer, token, { intent: "decline", reason: "Kein Interesse, Max" }, later(1)),
    ).toEqual({
      ok: true,
    });
    await sweep(later(2));
    expect(received.map((entry) => JSON.parse(entry.body) as unknown)).toEqual([
      {
        type: "talent_contact.answered",
        timestamp: later(1).toISOString(),
        data: { conversation_id: request!.id, answer: "declined" },
      },
    ]);
  });

  it("tells of every application a removed stage moved, each in its order", async () => {
    await endpoint("/removed");
    const inOffer = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.companyId, companyId), eq(applications.stage, "angebot")));
    expect(inOffer.length).toBeGreaterThan(1);
    const edit = stageEditSchema.parse({ intent: "entfernen", phase: "angebot", ziel: "interview" });
    expect((await editStages(database.db, companyId, edit, actor(), t)).ok).toBe(true);
    await sweep(t);
    expect(received.map((request) => dataOf(request).application_id).sort()).toEqual(
      inOffer.map((row) => row.id).sort(),
    );
    expect(received.every((request) => dataOf(request).to_stage === "interview")).toBe(true);
  });
});
