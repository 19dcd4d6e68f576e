import { and, eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { applicationEvents, applications, jobAds } from "@db/schema";
import { seedDatabase } from "@db/seed";
import { anonymiseApplications } from "~/features/applications/anonymise.server";
import { candidateToken } from "~/features/applications/candidate-links.server";
import { candidateApplication } from "~/features/applications/candidate.server";
import {
  candidateDataView,
  candidateStatusView,
  openCandidateLink,
  setTalentPoolConsent,
} from "~/features/applications/candidate-pages.server";
import { applyTarget, checkFiles, submitApplication } from "~/features/applications/intake.server";
import { rejectApplications } from "~/features/applications/manager.server";
import { addMonths, RETENTION_MONTHS, TALENT_POOL_MONTHS } from "~/features/applications/retention";
import { applicationFieldsSchema } from "~/features/applications/schema";
import { createTokenSigner } from "~/lib/signed-token.server";
import { createMemoryDocumentStore } from "../../server/document-store";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * The rules behind the candidate's pages (issue 34 §6) on a real database with a fake clock: the
 * talent-pool consent given and withdrawn moves the deletion date as the retention rule says; a
 * planned rejection stays hidden until its mail has left the outbox; a spent link tells withdrawn
 * from deleted from invalid; a Chiffre ad's pages name no company. Over HTTP:
 * candidate-pages.test.ts.
 */

const DAY_MS = 86_400_000;
const signer = createTokenSigner(["test-secret-for-candidate-pages"]);
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

async function applyAt(now: Date, first: string, last: string): Promise<{ id: number; token: string }> {
  const target = (await applyTarget(database.db, adId))!;
  const fields = applicationFieldsSchema.parse({
    vorname: first,
    nachname: last,
    email: `${first}.${last}@example.at`.toLowerCase(),
    datenschutz: "on",
  });
  const files = checkFiles({ name: "Lebenslauf.pdf", bytes: await cv(`Lebenslauf ${first} ${last}`) }, []);
  if (!files.ok) throw new Error("test CV refused");
  const result = await submitApplication(
    database.db,
    store,
    signer,
    { target, fields, answerFields: {}, files: files.files },
    { now, baseUrl: "http://localhost" },
  );
  if (!result.ok) throw new Error("test application refused");
  const [row] = await database.db
    .select({ accessKey: applications.accessKey })
    .from(applications)
    .where(eq(applications.id, result.applicationId));
  return { id: result.applicationId, token: candidateToken(signer, result.applicationId, row!.accessKey!) };
}

async function found(token: string) {
  const application = await candidateApplication(database.db, signer, token);
  expect(application).not.toBeNull();
  return application!;
}

async function row(id: number) {
  const [application] = await database.db.select().from(applications).where(eq(applications.id, id));
  return application!;
}

async function reject(id: number, time: "sofort" | "morgen", now: Date) {
  const result = await rejectApplications(
    database.db,
    companyId,
    [id],
    { reason: "qualifikation", subject: "Ihre Bewerbung", body: "Guten Tag, leider passt es nicht.", time },
    colleague,
    { now, baseUrl: "http://localhost", signer },
  );
  expect(result.ok).toBe(true);
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
}, 300_000);
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

describe("the talent-pool consent on its own", () => {
  it("moves a rejected application's deletion date with the consent, and back", async () => {
    const appliedAt = new Date(Date.UTC(2031, 0, 10, 9));
    const rejectedAt = new Date(Date.UTC(2031, 0, 15, 9));
    const { id, token } = await applyAt(appliedAt, "Tina", "Talentpool");
    await reject(id, "sofort", rejectedAt);
    expect((await row(id)).retainUntil).toEqual(addMonths(rejectedAt, RETENTION_MONTHS));

    const givenAt = new Date(Date.UTC(2031, 1, 1, 9));
    const given = await setTalentPoolConsent(database.db, await found(token), true, givenAt);
    expect(given).toMatchObject({ ok: true, talentPoolUntil: addMonths(givenAt, TALENT_POOL_MONTHS) });
    expect(await row(id)).toMatchObject({
      talentPoolUntil: addMonths(givenAt, TALENT_POOL_MONTHS),
      retainUntil: addMonths(givenAt, TALENT_POOL_MONTHS),
      stage: "abgesagt",
      firstName: "Tina",
    });

    const withdrawnAt = new Date(Date.UTC(2031, 2, 1, 9));
    expect(await setTalentPoolConsent(database.db, await found(token), false, withdrawnAt)).toMatchObject({
      ok: true,
      talentPoolUntil: null,
    });
    expect(await row(id)).toMatchObject({
      talentPoolUntil: null,
      retainUntil: addMonths(rejectedAt, RETENTION_MONTHS),
      stage: "abgesagt",
    });
    const kinds = (
      await database.db
        .select({ kind: applicationEvents.kind })
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, id))
    ).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(["talent-pool-given", "talent-pool-withdrawn"]));
    // Withdrawn twice: nothing changes.
    expect(await setTalentPoolConsent(database.db, await found(token), false, withdrawnAt)).toMatchObject({
      ok: false,
      reason: "unchanged",
    });
  });

  it("leaves an open application undated", async () => {
    const now = new Date(Date.UTC(2031, 3, 1, 9));
    const { id, token } = await applyAt(now, "Olga", "Offen");
    await setTalentPoolConsent(database.db, await found(token), true, now);
    expect(await row(id)).toMatchObject({ retainUntil: null, talentPoolUntil: addMonths(now, TALENT_POOL_MONTHS) });
  });
});

describe("a planned rejection", () => {
  it("stays hidden while its time is ahead and while its mail still waits in the outbox", async () => {
    const now = new Date();
    const { id, token } = await applyAt(now, "Paul", "Plan");
    await reject(id, "morgen", now);
    const before = await candidateStatusView(database.db, await found(token), { now });
    expect(before.status.key).toBe("received");
    // Past its time, the mail not yet claimed by a delivery attempt: still hidden.
    const later = new Date(now.getTime() + 3 * DAY_MS);
    expect((await candidateStatusView(database.db, await found(token), { now: later })).status.key).toBe("received");
    const history = (await candidateDataView(database.db, await found(token), later)).history.map((line) => line.text);
    expect(history).not.toContain("Absage");
  });

  it("a rejection at once shows at once, and a next interview shows unless decided", async () => {
    const now = new Date();
    const { id, token } = await applyAt(now, "Ida", "Interview");
    const interview = { startsAt: new Date("2026-12-03T09:00:00Z") };
    expect(
      (await candidateStatusView(database.db, await found(token), { now, nextInterview: interview })).status.title,
    ).toBe("Interview am 03.12.2026 um 10:00 Uhr");
    await reject(id, "sofort", now);
    expect(
      (await candidateStatusView(database.db, await found(token), { now, nextInterview: interview })).status.key,
    ).toBe("rejected");
  });
});

describe("spent links and Chiffre ads", () => {
  it("tells withdrawn, deleted and invalid apart without the personal data", async () => {
    const now = new Date();
    const withdrawn = await applyAt(now, "Wanda", "Weg");
    const deleted = await applyAt(now, "Dieter", "Frist");
    await anonymiseApplications(database.db, store, [withdrawn.id], {
      now,
      reason: "withdrawn",
      actorName: "Bewerber:in",
    });
    await anonymiseApplications(database.db, store, [deleted.id], { now, reason: "retention", actorName: "System" });
    expect(await openCandidateLink(database.db, signer, withdrawn.token)).toEqual({ ok: false, reason: "withdrawn" });
    expect(await openCandidateLink(database.db, signer, deleted.token)).toEqual({ ok: false, reason: "deleted" });
    const guessed = signer.sign(JSON.stringify({ a: deleted.id + 1000, k: "geraten" }));
    expect(await openCandidateLink(database.db, signer, guessed)).toEqual({ ok: false, reason: "deleted" });
    const wrongKey = signer.sign(JSON.stringify({ a: (await applyAt(now, "Karl", "Key")).id, k: "geraten" }));
    expect(await openCandidateLink(database.db, signer, wrongKey)).toEqual({ ok: false, reason: "invalid" });
    expect(await openCandidateLink(database.db, signer, "kaputt")).toEqual({ ok: false, reason: "invalid" });
  });

  it("names no company on a Chiffre ad's pages", async () => {
    const { token } = await applyAt(new Date(), "Chris", "Chiffre");
    await database.db.update(jobAds).set({ anonymous: true }).where(eq(jobAds.id, adId));
    try {
      const now = new Date();
      expect((await candidateStatusView(database.db, await found(token), { now })).companyName).toBeNull();
      expect((await candidateDataView(database.db, await found(token), now)).companyName).toBeNull();
    } finally {
      await database.db.update(jobAds).set({ anonymous: false }).where(eq(jobAds.id, adId));
    }
  });
});
