import { and, eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { creditLedger, creditLots, jobAdEvents, jobAds, mailOutbox, products } from "@db/schema";
import { seedDatabase } from "@db/seed";
import { addCredits, creditBalance } from "~/features/billing/credits.server";
import { DAY_MS, EXPIRY_REMINDER_MS } from "~/features/job-ads/lifecycle";
import { queueMail } from "~/features/notifications/mail.server";
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from "~/features/notifications/outbox.server";
import { startJobQueue } from "@server/jobs/queue";
import {
  activateScheduledAds,
  deliverMail,
  expireAds,
  expireCredits,
  sendExpiryReminders,
  type SweepContext,
  type SweepName,
} from "@server/jobs/sweeps";
import { createLogger, type Logger } from "@server/logger";
import { createMailTransport, type MailTransport } from "@server/mail/transport";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { startSmtpSink } from "../support/smtp-sink";
import { createMemoryDocumentStore } from "../../server/document-store";
import { createTokenSigner } from "~/lib/signed-token.server";

/**
 * The sweeps on a real database (PGlite in memory, or PostgreSQL in CI's second pass) with a
 * fake clock; the pg-boss queue running them in this process; and the portal's own queue over
 * HTTP, watched through the /debug mail outbox viewer.
 */

const HOUR_MS = 3_600_000;
const logger = createLogger("silent");
const outbox = createMailTransport({ smtpUrl: undefined, from: "Arbeitgeberportal <no-reply@arbeitgeberportal.at>" });

let testDatabase: TestDatabase;
let database: DatabaseHandle;
let standardProductId: number;
/** The moment the fake clock starts from; every test moves it forward on its own ads only. */
const t0 = new Date();

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: "memory://" });
  await database.migrate();
  await seedDatabase(database.db, { companyCount: 4, talentCount: 100 });
  const [standard] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.family, "stelleninserate"), eq(products.slug, "standard")));
  standardProductId = standard!.id;
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const at = (offsetMs: number) => new Date(t0.getTime() + offsetMs);
const followerAlerts = { baseUrl: "http://localhost", hour: 7 };
const documents = createMemoryDocumentStore();
const tokenSigner = createTokenSigner(["test-secret"]);
const ctx = (now: Date, transport: MailTransport = outbox): SweepContext => ({
  db: database.db,
  documents,
  tokenSigner,
  logger,
  transport,
  now,
  followerAlerts,
});

let adCounter = 0;
/** A complete ad of demo company 1 (DIRECT-SALES) in the given state, with a title of its own. */
async function insertAd(fields: Partial<typeof jobAds.$inferInsert> & { status: string }) {
  const title = `Sweep-Test ${++adCounter} (m/w/d)`;
  const [row] = await database.db
    .insert(jobAds)
    .values({
      companyId: 1,
      title,
      origin: "self-service",
      productId: standardProductId,
      completedSteps: ["data", "design", "content", "product", "publish", "application"],
      ...fields,
    })
    .returning({ id: jobAds.id });
  return { id: row!.id, title };
}

async function adOf(id: number) {
  const [row] = await database.db.select().from(jobAds).where(eq(jobAds.id, id));
  return row!;
}

async function eventsOf(id: number) {
  return database.db.select().from(jobAdEvents).where(eq(jobAdEvents.jobAdId, id));
}

/** The mails to `to` (kunde@demo.at, by default) about the ad titled `title`. */
async function mailsAbout(title: string, to = "kunde@demo.at") {
  return database.db
    .select()
    .from(mailOutbox)
    .where(and(sql`${mailOutbox.subject} like ${`%${title}%`}`, eq(mailOutbox.to, to)));
}

describe("sweeps (fake clock)", () => {
  it("activate a scheduled ad at its publication time, not before", async () => {
    const ad = await insertAd({ status: "scheduled", publishMode: "scheduled", publishAt: at(HOUR_MS) });
    await activateScheduledAds(ctx(at(0)));
    expect((await adOf(ad.id)).status).toBe("scheduled");

    const result = await activateScheduledAds(ctx(at(2 * HOUR_MS)));
    expect(result.failed).toBe(0);
    const live = await adOf(ad.id);
    expect(live.status).toBe("active");
    expect(live.publishedAt).toEqual(at(2 * HOUR_MS));
    expect(live.expiresAt).toEqual(at(2 * HOUR_MS + 30 * DAY_MS));
    expect(await eventsOf(ad.id)).toMatchObject([
      {
        action: "activate-scheduled",
        fromStatus: "scheduled",
        toStatus: "active",
        actorKind: "system",
        actorName: "System",
      },
    ]);
  });

  it("expire an active ad after its end and queue the e-mail", async () => {
    const ad = await insertAd({ status: "active", publishedAt: at(-30 * DAY_MS), expiresAt: at(HOUR_MS) });
    await expireAds(ctx(at(0)));
    expect((await adOf(ad.id)).status).toBe("active");

    await expireAds(ctx(at(2 * HOUR_MS)));
    expect((await adOf(ad.id)).status).toBe("expired");
    const mails = await mailsAbout(ad.title);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "kunde@demo.at", transport: "pending" });
    expect(mails[0]!.subject).toContain("ist abgelaufen");
    // Every user of the company hears of it: also kunde's colleague of the demo data.
    expect(await mailsAbout(ad.title, "kollegin@demo.at")).toHaveLength(1);
  });

  it("send the expiry reminder once, not on every run", async () => {
    const ad = await insertAd({ status: "active", publishedAt: at(-28 * DAY_MS), expiresAt: at(2 * DAY_MS) });
    const later = await insertAd({
      status: "active",
      publishedAt: at(-20 * DAY_MS),
      expiresAt: at(EXPIRY_REMINDER_MS + DAY_MS),
    });
    await sendExpiryReminders(ctx(at(0)));
    await sendExpiryReminders(ctx(at(HOUR_MS)));
    await sendExpiryReminders(ctx(at(2 * HOUR_MS)));

    expect((await adOf(ad.id)).reminderSentAt).toEqual(at(0));
    const reminders = await mailsAbout(ad.title);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain("läuft bald ab");
    expect((await eventsOf(ad.id)).filter((event) => event.action === "remind")).toHaveLength(1);
    // Not yet within the reminder window.
    expect((await adOf(later.id)).reminderSentAt).toBeNull();
    expect(await mailsAbout(later.title)).toHaveLength(0);
  });

  it("book out expired credits, once", async () => {
    const lotId = await database.db.transaction((tx) =>
      addCredits(tx, 3, {
        companyId: 1,
        description: "Sweep-Test",
        actorName: "Test",
        now: at(-DAY_MS),
        expiresAt: at(HOUR_MS),
      }),
    );
    const balanceBefore = await creditBalance(database.db, 1, at(0));
    expect((await expireCredits(ctx(at(0)))).done).toBe(0);

    expect((await expireCredits(ctx(at(2 * HOUR_MS)))).done).toBe(3);
    const [lot] = await database.db.select().from(creditLots).where(eq(creditLots.id, lotId));
    expect(lot!.remaining).toBe(0);
    const ledger = await database.db.select().from(creditLedger).where(eq(creditLedger.lotId, lotId));
    expect(ledger.map((row) => [row.kind, row.amount])).toEqual([
      ["purchase", 3],
      ["expiry", -3],
    ]);
    // The balance counts only lots that have not expired; booked out, the lot is gone from it too.
    expect(await creditBalance(database.db, 1, at(0))).toBe(balanceBefore - 3);

    expect((await expireCredits(ctx(at(3 * HOUR_MS)))).done).toBe(0);
  });

  it("deliver pending e-mails into the outbox and set sent_at", async () => {
    const result = await deliverMail(ctx(at(0)));
    expect(result.done).toBeGreaterThan(0);
    const pending = await database.db.select().from(mailOutbox).where(eq(mailOutbox.transport, "pending"));
    expect(pending).toEqual([]);
    const delivered = await database.db.select().from(mailOutbox);
    for (const mail of delivered) {
      expect(mail).toMatchObject({ transport: "outbox", sentAt: at(0), attempts: 1, error: null });
    }
    expect((await deliverMail(ctx(at(0)))).done).toBe(0);
  });

  it("keep going when one ad fails: the others are done, the failed one on a later run", async () => {
    const broken = await insertAd({ status: "scheduled", publishMode: "scheduled", publishAt: at(-HOUR_MS) });
    const fine = await insertAd({ status: "scheduled", publishMode: "scheduled", publishAt: at(-HOUR_MS) });
    // A database failure on exactly one ad's update, as a real outage of one row would look.
    await database.db.execute(
      sql.raw(`create function sweep_test_fail() returns trigger language plpgsql as $$
        begin raise exception 'simulated failure'; end $$`),
    );
    await database.db.execute(
      sql.raw(`create trigger sweep_test_fail before update on job_ads for each row
        when (old.id = ${broken.id}) execute function sweep_test_fail()`),
    );
    try {
      const result = await activateScheduledAds(ctx(at(0)));
      expect(result).toMatchObject({ done: 1, failed: 1 });
      expect((await adOf(broken.id)).status).toBe("scheduled");
      expect((await adOf(fine.id)).status).toBe("active");
      // Its transaction rolled back completely: no history either.
      expect(await eventsOf(broken.id)).toEqual([]);
    } finally {
      await database.db.execute(sql.raw("drop trigger sweep_test_fail on job_ads"));
      await database.db.execute(sql.raw("drop function sweep_test_fail()"));
    }
    await activateScheduledAds(ctx(at(HOUR_MS)));
    expect((await adOf(broken.id)).status).toBe("active");
  });
});

describe("mail delivery", () => {
  async function queue(subject: string, to = "kunde@demo.at") {
    await queueMail(database.db, { to, subject, text: `Text zu ${subject}` });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
    return row!;
  }

  it("sends through SMTP when SMTP_URL is set", async () => {
    const sink = await startSmtpSink();
    const smtp = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      from: "Arbeitgeberportal <no-reply@arbeitgeberportal.at>",
    });
    try {
      expect(smtp.kind).toBe("smtp");
      const mail = await queue("SMTP-Test 1");
      await deliverMail(ctx(at(0), smtp));
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]).toMatchObject({ from: "no-reply@arbeitgeberportal.at", to: ["kunde@demo.at"] });
      expect(sink.received[0]!.data).toContain("Subject: SMTP-Test 1");
      expect(sink.received[0]!.data).toContain("Text zu SMTP-Test 1");
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
      expect(row).toMatchObject({ transport: "smtp", sentAt: at(0), error: null });
    } finally {
      smtp.close();
      await sink.close();
    }
  });

  it("gives a job alert the one-click unsubscribe headers mail programs use", async () => {
    const sink = await startSmtpSink();
    const smtp = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: "Portal <p@demo.at>" });
    const link = "https://arbeitgeberportal.at/job-alerts/abmelden?token=abc_DEF-123";
    try {
      await queueMail(database.db, {
        to: "bewerberin@demo.at",
        subject: "SMTP-Test Liste",
        text: `Abmelden: ${link}`,
        listUnsubscribe: link,
      });
      await queue("SMTP-Test ohne Liste");
      await deliverMail(ctx(at(0), smtp));
      const listMail = sink.received.find((mail) => mail.data.includes("Subject: SMTP-Test Liste"))!;
      // Long header lines are folded (RFC 5322); unfolded they read as one.
      const headers = listMail.data.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
      expect(headers).toContain(`List-Unsubscribe: <${link}>`);
      expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      const plainMail = sink.received.find((mail) => mail.data.includes("Subject: SMTP-Test ohne Liste"))!;
      expect(plainMail.data).not.toContain("List-Unsubscribe");
    } finally {
      smtp.close();
      await sink.close();
    }
  });

  it("retries a refused mail with back-off and gives up after the last attempt", async () => {
    const sink = await startSmtpSink({ refuse: ["niemand@demo.at"] });
    const smtp = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: "Portal <p@demo.at>" });
    try {
      const mail = await queue("SMTP-Test 2", "niemand@demo.at");
      let now = at(0);
      for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
        await deliverMail(ctx(now, smtp));
        const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
        expect(row!.attempts).toBe(attempt);
        expect(row!.error).toContain("550");
        expect(row!.sentAt).toBeNull();
        if (attempt < MAX_MAIL_ATTEMPTS) {
          expect(row!.transport).toBe("pending");
          // Not tried again before its back-off has passed.
          await deliverMail(ctx(new Date(now.getTime() + retryDelayMs(attempt) - 1), smtp));
          const [waiting] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
          expect(waiting!.attempts).toBe(attempt);
          now = new Date(now.getTime() + retryDelayMs(attempt));
        } else {
          expect(row!.transport).toBe("failed");
        }
      }
      await deliverMail(ctx(at(30 * DAY_MS), smtp));
      const [final] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
      expect(final!.attempts).toBe(MAX_MAIL_ATTEMPTS);
      expect(sink.received).toEqual([]);
    } finally {
      smtp.close();
      await sink.close();
    }
  });

  it("chooses the transport by SMTP_URL", () => {
    expect(createMailTransport({ smtpUrl: undefined, from: "P <p@demo.at>" }).kind).toBe("outbox");
    const smtp = createMailTransport({ smtpUrl: "smtp://user:pass@mail.example.at:587", from: "P <p@demo.at>" });
    expect(smtp.kind).toBe("smtp");
    smtp.close();
  });
});

describe("the pg-boss queue", () => {
  /** A queue's logger that counts the runs of each sweep it finished (its "sweep finished" line). */
  function countingLogger(): { logger: Logger; runs: (sweep: SweepName) => number } {
    const finished = new Map<string, number>();
    const logger = pino(
      { level: "debug" },
      {
        write(line: string) {
          const entry = JSON.parse(line) as { msg?: string; sweep?: string };
          if (entry.msg === "sweep finished" && entry.sweep)
            finished.set(entry.sweep, (finished.get(entry.sweep) ?? 0) + 1);
        },
      },
    );
    return { logger, runs: (sweep) => finished.get(sweep) ?? 0 };
  }

  it("runs every sweep on its own, and two instances do nothing twice", async () => {
    // Two queues on one database stand for two portal instances.
    const counters = [countingLogger(), countingLogger()];
    const queues = await Promise.all(
      counters.map(({ logger: queueLogger }) =>
        startJobQueue({
          database,
          logger: queueLogger,
          transport: outbox,
          sweepSeconds: 1,
          followerAlerts,
          documents,
          tokenSigner,
        }),
      ),
    );
    const reminderRuns = () => counters.reduce((sum, counter) => sum + counter.runs("sweep-expiry-reminders"), 0);
    try {
      const now = Date.now();
      const scheduled = await insertAd({
        status: "scheduled",
        publishMode: "scheduled",
        publishAt: new Date(now - 1000),
      });
      const expiring = await insertAd({
        status: "active",
        publishedAt: new Date(now - 30 * DAY_MS),
        expiresAt: new Date(now + DAY_MS),
      });
      await expect.poll(async () => (await adOf(scheduled.id)).status, { timeout: 20_000 }).toBe("active");
      await expect
        .poll(async () => (await mailsAbout(expiring.title)).map((mail) => mail.transport), { timeout: 20_000 })
        .toEqual(["outbox"]);
      // A few more runs of the reminder sweep, by either instance, send no second reminder.
      const runsBefore = reminderRuns();
      await expect.poll(reminderRuns, { timeout: 30_000 }).toBeGreaterThanOrEqual(runsBefore + 3);
      expect(await mailsAbout(expiring.title)).toHaveLength(1);
      const events = await database.db
        .select()
        .from(jobAdEvents)
        .where(inArray(jobAdEvents.jobAdId, [scheduled.id, expiring.id]));
      expect(events.map((event) => event.action).sort()).toEqual(["activate-scheduled", "remind"]);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });
});

describe("the portal's queue over HTTP", () => {
  let portal: TestPortal;
  let customer: HttpBrowser;

  beforeAll(async () => {
    portal = await startTestPortal({
      JOBS_SWEEP_SECONDS: "1",
      DEBUG_MODE: "true",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    });
    customer = new HttpBrowser();
    await signIn(customer, portal.baseUrl, "business", "kunde@demo.at");
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const call = (method: string, path: string, body?: unknown) =>
    customer.request(`${portal.baseUrl}/api/manage-job-ads/${path}`, {
      method,
      headers: { origin: portal.baseUrl, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** The table row of /debug/mails that names the title. */
  const outboxRow = (page: string, title: string) => page.split("<tr").find((row) => row.includes(title)) ?? "";

  it("delivers the e-mail of a publication into the outbox shown on /debug/mails", async () => {
    // Ad 2 of demo company 1 books the standard product.
    const reference = (await (await call("GET", "external/job-ads/2")).json()) as {
      data: { steps: { product: { id: number } } };
    };
    const created = await call("POST", "external/job-ads", { title: "Queue-Test (m/w/d)" });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const steps: Array<[string, unknown]> = [
      [
        "data",
        {
          title: "Queue-Test Techniker:in (m/w/d)",
          locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
          remote: "none",
          employmentTypes: ["vollzeit"],
          jobLevel: "fachkraft",
          jobField: "technik",
          salaryMin: "3.200,00",
          salaryPeriod: "month",
        },
      ],
      ["design", { template: "classic", primaryColor: "#0B5CAB", accentColor: "#F2A900" }],
      [
        "content",
        {
          tasks: "<p>Wartung und Prüfung unserer Anlagen im Team</p>",
          profile: "<p>Abgeschlossene HTL und Freude an Technik</p>",
          offer: "<p>Flexible Arbeitszeiten und Weiterbildung</p>",
          contactName: "Maria Huber",
          contactEmail: "karriere@example.at",
        },
      ],
      ["product", { productId: reference.data.steps.product.id }],
      ["publish", { publishMode: "now" }],
      ["application", { applicationMethod: "portal" }],
    ];
    for (const [step, body] of steps) {
      expect((await call("PUT", `external/job-ads/${id}/steps/${step}`, body)).status).toBe(200);
    }
    expect((await call("POST", `external/job-ads/${id}/publish`)).status).toBe(200);

    const mailRow = async () =>
      outboxRow(await (await fetch(`${portal.baseUrl}/debug/mails`)).text(), "Queue-Test Techniker:in");
    await expect.poll(mailRow, { timeout: 20_000 }).toContain("Nur im Postausgang");
    const row = await mailRow();
    expect(row).toContain("ist veröffentlicht");
    expect(row).toContain("kunde@demo.at");
    expect(row).toContain("Nur im Postausgang");

    const detailPath = /href="(\/debug\/mails\/\d+)"/.exec(row)?.[1];
    expect(detailPath).toBeDefined();
    const detail = await fetch(`${portal.baseUrl}${detailPath}`);
    expect(detail.status).toBe(200);
    const text = await detail.text();
    expect(text).toContain("kunde@demo.at");
    expect(text).toContain(`(Nr. ${id}) ist veröffentlicht`);
    expect((await fetch(`${portal.baseUrl}/debug/mails/999999`)).status).toBe(404);
  });
});
