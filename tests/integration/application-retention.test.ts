import { and, eq, inArray, sql } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import {
  applicationDocuments,
  applicationEvents,
  applicationMessages,
  applicationNotes,
  applications,
  companies,
  jobAdMetricsDaily,
  jobAds,
  mailOutbox,
} from "@db/schema";
import { seedDatabase } from "@db/seed";
import { anonymiseApplications } from "~/features/applications/anonymise.server";
import { candidateToken } from "~/features/applications/candidate-links.server";
import { candidateApplication, candidateDataCopy } from "~/features/applications/candidate.server";
import { applyTarget, checkFiles, submitApplication } from "~/features/applications/intake.server";
import { addNote, rejectApplications } from "~/features/applications/manager.server";
import { runApplicationRetention } from "~/features/applications/retention.server";
import { applicationFieldsSchema } from "~/features/applications/schema";
import { createTokenSigner } from "~/lib/signed-token.server";
import { createMemoryDocumentStore } from "../../server/document-store";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * Retention and withdrawal of applications (issue 15, docs/applications.md) on a real database
 * with a fake clock: what stays after anonymisation (stage, history, counts) and what goes
 * (everything personal, the documents in the store, mails not sent yet).
 */

const DAY_MS = 86_400_000;
const signer = createTokenSigner(["test-secret-for-candidate-links"]);
const store = createMemoryDocumentStore();
const colleague = { userId: 1, name: "Katharina Mayr" };
let testDatabase: TestDatabase;
let database: DatabaseHandle;
let adId: number;
let companyId: number;

const cv = (text: string) =>
  new Promise<Uint8Array>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.text(text);
    doc.end();
  });

async function applyAt(now: Date, person: { first: string; last: string; talentPool?: boolean }) {
  const target = (await applyTarget(database.db, adId))!;
  const fields = applicationFieldsSchema.parse({
    vorname: person.first,
    nachname: person.last,
    email: `${person.first}.${person.last}@example.at`.toLowerCase(),
    telefon: "+43 660 1234567",
    nachricht: "Ich freue mich auf Ihre Antwort.",
    datenschutz: "on",
    ...(person.talentPool ? { talentpool: "on" } : {}),
  });
  const files = checkFiles(
    { name: "Lebenslauf.pdf", bytes: await cv(`Lebenslauf ${person.first} ${person.last}`) },
    [],
  );
  if (!files.ok) throw new Error("test CV refused");
  const result = await submitApplication(
    database.db,
    store,
    signer,
    { target, fields, answerFields: {}, files: files.files },
    { now, baseUrl: "http://localhost" },
  );
  if (!result.ok) throw new Error("test application refused");
  return result.applicationId;
}

async function storedKeys(applicationId: number): Promise<string[]> {
  const rows = await database.db
    .select({ key: applicationDocuments.storageKey })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId));
  return rows.map((row) => row.key);
}

async function expectNothingPersonal(applicationId: number, keys: string[]) {
  const [row] = await database.db.select().from(applications).where(eq(applications.id, applicationId));
  expect(row).toMatchObject({
    candidateName: "Anonymisiert",
    firstName: "",
    lastName: "",
    email: null,
    phone: null,
    message: null,
    answers: [],
    cvText: null,
    accessKey: null,
    talentPoolUntil: null,
  });
  expect(row!.anonymisedAt).not.toBeNull();
  expect(await storedKeys(applicationId)).toEqual([]);
  for (const key of keys) expect(await store.get(key)).toBeNull();
  const notes = await database.db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, applicationId));
  expect(notes).toEqual([]);
  const thread = await database.db
    .select()
    .from(applicationMessages)
    .where(eq(applicationMessages.applicationId, applicationId));
  expect(thread).toEqual([]);
  const texts = await database.db
    .select({ detail: applicationEvents.detail })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId));
  expect(texts.every((event) => event.detail === "")).toBe(true);
  return row!;
}

/**
 * Runs the sweep at `now` until it has nothing left to do, as its runs every minute would: each
 * run takes 500 applications a step, and the seed's applications of long-closed ads come first.
 */
async function sweepUntilDone(now: Date) {
  const total = { dated: 0, reminded: 0, anonymised: 0 };
  for (let run = 0; run < 100; run++) {
    const result = await runApplicationRetention(database.db, store, signer, { now, baseUrl: "http://localhost" });
    total.dated += result.dated;
    total.reminded += result.reminded;
    total.anonymised += result.anonymised;
    if (result.dated === 0 && result.reminded === 0 && result.anonymised === 0) return total;
  }
  throw new Error("the retention sweep did not finish");
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: "memory://" });
  await database.migrate();
  await seedDatabase(database.db, { companyCount: 4, talentCount: 100 });
  const [ad] = await database.db
    .select({ id: jobAds.id, companyId: jobAds.companyId })
    .from(jobAds)
    .where(and(eq(jobAds.status, "active"), eq(jobAds.companyId, 1)))
    .limit(1);
  adId = ad!.id;
  companyId = ad!.companyId;
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

describe("withdrawal", () => {
  it("takes back a rejection planned for the morning, leaves stage and history, and takes the application out of its ad's figures", async () => {
    const now = new Date();
    const id = await applyAt(now, { first: "Wilma", last: "Widerruf" });
    await addNote(database.db, companyId, id, "Sehr gute Unterlagen, Wilma Widerruf einladen?", colleague, {
      now,
      baseUrl: "http://localhost",
    });
    const rejected = await rejectApplications(
      database.db,
      companyId,
      [id],
      {
        reason: "erfahrung",
        subject: "Ihre Bewerbung",
        body: "Guten Tag {Vorname} {Nachname}, leider …",
        time: "morgen",
      },
      colleague,
      { now, baseUrl: "http://localhost", signer },
    );
    expect(rejected.ok).toBe(true);
    const planned = await database.db.select().from(mailOutbox).where(eq(mailOutbox.applicationId, id));
    expect(planned).toHaveLength(1);
    expect(planned[0]!.nextAttemptAt!.getTime()).toBeGreaterThan(now.getTime());
    const keys = await storedKeys(id);
    expect(keys).toHaveLength(1);
    expect(await store.get(keys[0]!)).not.toBeNull();
    const [counted] = await database.db
      .select({ applications: sql<number>`sum(${jobAdMetricsDaily.applications})::int` })
      .from(jobAdMetricsDaily)
      .where(eq(jobAdMetricsDaily.jobAdId, adId));

    await anonymiseApplications(database.db, store, [id], { now, reason: "withdrawn", actorName: "Bewerber:in" });

    const row = await expectNothingPersonal(id, keys);
    expect(row.stage).toBe("abgesagt");
    expect(row.withdrawnAt).not.toBeNull();
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.applicationId, id))).toEqual([]);
    const history = await database.db
      .select({
        kind: applicationEvents.kind,
        toStage: applicationEvents.toStage,
        actorName: applicationEvents.actorName,
      })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(history).toEqual(
      expect.arrayContaining([
        { kind: "received", toStage: "eingegangen", actorName: "Bewerber:in" },
        { kind: "stage", toStage: "abgesagt", actorName: "Katharina Mayr" },
        { kind: "withdrawn", toStage: null, actorName: "Bewerber:in" },
      ]),
    );
    const [after] = await database.db
      .select({ applications: sql<number>`sum(${jobAdMetricsDaily.applications})::int` })
      .from(jobAdMetricsDaily)
      .where(eq(jobAdMetricsDaily.jobAdId, adId));
    // A withdrawn application counts nowhere (docs/applications.md), the day it came in included.
    expect(after!.applications).toBe(counted!.applications - 1);
  });
});

describe("a Chiffre ad", () => {
  it("keeps the company unnamed on the candidate's pages and in the data copy", async () => {
    await database.db.update(jobAds).set({ anonymous: true }).where(eq(jobAds.id, adId));
    try {
      const id = await applyAt(new Date(), { first: "Clara", last: "Chiffre" });
      const [row] = await database.db.select().from(applications).where(eq(applications.id, id));
      const token = candidateToken(signer, id, row!.accessKey!);
      const found = await candidateApplication(database.db, signer, token);
      expect(found?.companyName).toBeNull();
      const copy = await candidateDataCopy(database.db, signer, token, new Date());
      expect(copy?.unternehmen).toBe("Chiffre-Inserat (das Unternehmen bleibt ungenannt)");
      const [company] = await database.db
        .select({ name: companies.fullName })
        .from(companies)
        .where(eq(companies.id, companyId));
      expect(JSON.stringify(copy)).not.toContain(company!.name);
    } finally {
      await database.db.update(jobAds).set({ anonymous: false }).where(eq(jobAds.id, adId));
    }
  });
});

describe("the retention sweep", () => {
  it("anonymises a rejected application seven months after the rejection, not a day before", async () => {
    const rejectedAt = new Date(Date.UTC(2031, 0, 15, 9));
    const id = await applyAt(new Date(rejectedAt.getTime() - DAY_MS), { first: "Rita", last: "Rueckblick" });
    await rejectApplications(
      database.db,
      companyId,
      [id],
      { reason: "qualifikation", subject: "Ihre Bewerbung", body: "Guten Tag, leider passt es nicht.", time: "sofort" },
      colleague,
      { now: rejectedAt, baseUrl: "http://localhost", signer },
    );
    const [dated] = await database.db.select().from(applications).where(eq(applications.id, id));
    expect(dated!.retainUntil!.toISOString()).toBe("2031-08-15T09:00:00.000Z");
    const keys = await storedKeys(id);

    const dayBefore = new Date(Date.UTC(2031, 7, 14, 9));
    await sweepUntilDone(dayBefore);
    const [kept] = await database.db.select().from(applications).where(eq(applications.id, id));
    expect(kept!.anonymisedAt).toBeNull();
    expect(kept!.email).toBe("rita.rueckblick@example.at");

    const due = new Date(Date.UTC(2031, 7, 15, 9, 1));
    const result = await sweepUntilDone(due);
    expect(result.anonymised).toBeGreaterThanOrEqual(1);
    const row = await expectNothingPersonal(id, keys);
    expect(row.stage).toBe("abgesagt");
    const [anonymised] = await database.db
      .select({ kind: applicationEvents.kind, actorName: applicationEvents.actorName })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.kind, "anonymised")));
    expect(anonymised).toEqual({ kind: "anonymised", actorName: "System" });
  });

  it("dates the applications of an ad that expired from its run's end, and keeps a talent-pool consent to its end with a reminder", async () => {
    const start = new Date(Date.UTC(2031, 2, 1, 9));
    const plain = await applyAt(start, { first: "Paul", last: "Plain" });
    const pool = await applyAt(start, { first: "Petra", last: "Pool", talentPool: true });
    const expiredAt = new Date(Date.UTC(2031, 2, 31, 9));
    await database.db.update(jobAds).set({ status: "expired", expiresAt: expiredAt }).where(eq(jobAds.id, adId));
    try {
      const later = new Date(Date.UTC(2031, 3, 10, 9));
      await sweepUntilDone(later);
      const rows = await database.db
        .select({
          id: applications.id,
          retainUntil: applications.retainUntil,
          talentPoolUntil: applications.talentPoolUntil,
        })
        .from(applications)
        .where(inArray(applications.id, [plain, pool]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(plain)!.retainUntil!.toISOString()).toBe("2031-10-31T09:00:00.000Z");
      // Consent for 24 months from the application: later than seven months after the ad's end.
      expect(byId.get(pool)!.talentPoolUntil!.toISOString()).toBe("2033-03-01T09:00:00.000Z");
      expect(byId.get(pool)!.retainUntil!.toISOString()).toBe("2033-03-01T09:00:00.000Z");

      const beforeEnd = new Date(Date.UTC(2033, 1, 5, 9));
      const reminded = await sweepUntilDone(beforeEnd);
      expect(reminded.reminded).toBeGreaterThanOrEqual(1);
      const [reminder] = await database.db
        .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.applicationId, pool),
            eq(mailOutbox.subject, "Ihre Daten im Talentpool werden bald gelöscht"),
          ),
        );
      expect(reminder!.to).toBe("petra.pool@example.at");
      expect(reminder!.text).toContain("/bewerbung/zurueckziehen?token=");
      const plainRow = await expectNothingPersonal(plain, []);
      expect(plainRow.stage).toBe("eingegangen");
      const [stillPooled] = await database.db.select().from(applications).where(eq(applications.id, pool));
      expect(stillPooled!.anonymisedAt).toBeNull();

      await runApplicationRetention(database.db, store, signer, {
        now: new Date(Date.UTC(2033, 2, 1, 10)),
        baseUrl: "http://localhost",
      });
      await expectNothingPersonal(pool, []);
    } finally {
      await database.db
        .update(jobAds)
        .set({ status: "active", expiresAt: new Date(Date.now() + 30 * DAY_MS) })
        .where(eq(jobAds.id, adId));
    }
  });
});
