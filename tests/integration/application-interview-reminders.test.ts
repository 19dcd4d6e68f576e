import { and, asc, eq, isNull, like } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { applications, interviews, interviewSlots, jobAds, mailOutbox } from "@db/schema";
import { seedDatabase } from "@db/seed";
import { candidateToken } from "~/features/applications/candidate-links.server";
import { applyTarget, checkFiles, submitApplication } from "~/features/applications/intake.server";
import {
  bookInterviewAsCandidate,
  nextInterviewOf,
  proposeInterview,
  sendInterviewReminders,
} from "~/features/applications/interviews.server";
import { applicationFieldsSchema } from "~/features/applications/schema";
import { colleaguesOf } from "~/features/companies/companies.server";
import { createTokenSigner } from "~/lib/signed-token.server";
import { createMemoryDocumentStore } from "../../server/document-store";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * Issue 34 §3: the reminder of the day before, with a controlled clock on a real database. It goes
 * to the candidate and the interviewers, once (a second run, or a run an hour later, sends
 * nothing), not before the day before, not for an interview booked within that day (its
 * confirmation has just gone), and again after the interview was moved. The named read
 * `nextInterviewOf` gives the booked interview to come.
 */

const HOUR_MS = 3_600_000;
const signer = createTokenSigner(["test-secret-for-candidate-links"]);
const store = createMemoryDocumentStore();
let testDatabase: TestDatabase;
let database: DatabaseHandle;
let adId: number;
let companyId: number;
let interviewer: { userId: number; name: string; email: string };

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
  const [colleague] = await colleaguesOf(database.db, companyId);
  interviewer = { userId: colleague!.id, name: colleague!.name, email: colleague!.email };
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const cv = (text: string) =>
  new Promise<Uint8Array>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.text(text);
    doc.end();
  });

async function applyAt(now: Date, first: string, last: string): Promise<{ id: number; token: string; email: string }> {
  const email = `${first}.${last}@example.at`.toLowerCase();
  const target = (await applyTarget(database.db, adId))!;
  const fields = applicationFieldsSchema.parse({ vorname: first, nachname: last, email, datenschutz: "on" });
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
  return { id: result.applicationId, token: candidateToken(signer, result.applicationId, row!.accessKey!), email };
}

const mailing = (now: Date) => ({ now, baseUrl: "http://localhost", signer });

/** Proposes one slot per start and books `booked` through the candidate's link, at `now`. */
async function bookedInterview(now: Date, candidate: { id: number; token: string }, starts: Date[], booked = 0) {
  const proposed = await proposeInterview(
    database.db,
    companyId,
    candidate.id,
    {
      kind: "video",
      location: "https://video.example.at/raum-1",
      slots: starts.map((startsAt) => ({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR_MS) })),
      interviewerIds: [interviewer.userId],
    },
    { userId: interviewer.userId, name: interviewer.name },
    mailing(now),
  );
  expect(proposed.ok).toBe(true);
  const slotIds = await slotsOf(candidate.id);
  const result = await bookInterviewAsCandidate(
    database.db,
    candidate.token,
    { slotId: slotIds[booked]!, bookedBefore: null },
    mailing(now),
  );
  expect(result).toMatchObject({ ok: true });
  return slotIds;
}

async function slotsOf(applicationId: number): Promise<number[]> {
  const rows = await database.db
    .select({ id: interviewSlots.id })
    .from(interviewSlots)
    .innerJoin(interviews, eq(interviews.id, interviewSlots.interviewId))
    .where(and(eq(interviews.applicationId, applicationId), isNull(interviewSlots.withdrawnAt)))
    .orderBy(asc(interviewSlots.startsAt));
  return rows.map((row) => row.id);
}

async function remindersTo(address: string) {
  return database.db
    .select({ subject: mailOutbox.subject, attachments: mailOutbox.attachments })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, address), like(mailOutbox.subject, "Erinnerung:%")));
}

describe("the reminder of the day before", () => {
  it("goes to the candidate and the interviewer once, the day before, with the .ics", async () => {
    const now = new Date("2026-12-01T08:00:00Z");
    const candidate = await applyAt(now, "Rita", "Rechtzeitig");
    const startsAt = new Date("2026-12-10T09:00:00Z");
    await bookedInterview(now, candidate, [startsAt]);
    expect(await nextInterviewOf(database.db, candidate.id, now)).toMatchObject({ startsAt, kind: "video" });

    // Two days before: nothing yet.
    await sendInterviewReminders(database.db, mailing(new Date(startsAt.getTime() - 48 * HOUR_MS)));
    expect(await remindersTo(candidate.email)).toEqual([]);

    const dayBefore = new Date(startsAt.getTime() - 23 * HOUR_MS);
    const first = await sendInterviewReminders(database.db, mailing(dayBefore));
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    // Run again, and an hour later: still one reminder each.
    await sendInterviewReminders(database.db, mailing(dayBefore));
    await sendInterviewReminders(database.db, mailing(new Date(dayBefore.getTime() + HOUR_MS)));
    const toCandidate = await remindersTo(candidate.email);
    expect(toCandidate).toHaveLength(1);
    expect(toCandidate[0]!.subject).toMatch(/^Erinnerung: Ihr Vorstellungsgespräch morgen, 10\.12\.2026, 10:00 Uhr \(/);
    const toInterviewer = (await remindersTo(interviewer.email)).filter((mail) =>
      mail.subject.includes("Rita Rechtzeitig"),
    );
    expect(toInterviewer).toHaveLength(1);
    const ics = toCandidate[0]!.attachments[0]!;
    expect(ics.contentType).toContain("method=REQUEST");
    const events = Object.values(ical.sync.parseICS(ics.content)).filter(
      (item): item is VEvent => item?.type === "VEVENT",
    );
    expect(events[0]!.start.toISOString()).toBe(startsAt.toISOString());
  });

  it("is not sent for an interview booked within the day before (the confirmation has just gone)", async () => {
    const startsAt = new Date("2026-12-12T09:00:00Z");
    const now = new Date(startsAt.getTime() - 5 * HOUR_MS);
    const candidate = await applyAt(now, "Kurt", "Kurzfristig");
    await bookedInterview(now, candidate, [startsAt]);
    await sendInterviewReminders(database.db, mailing(new Date(now.getTime() + HOUR_MS)));
    expect(await remindersTo(candidate.email)).toEqual([]);
  });

  it("is sent again for the new time after the interview was moved", async () => {
    const now = new Date("2026-12-01T08:00:00Z");
    const candidate = await applyAt(now, "Vera", "Verlegt");
    const first = new Date("2026-12-15T09:00:00Z");
    const second = new Date("2026-12-17T09:00:00Z");
    const slotIds = await bookedInterview(now, candidate, [first, second]);
    await sendInterviewReminders(database.db, mailing(new Date(first.getTime() - 20 * HOUR_MS)));
    expect(await remindersTo(candidate.email)).toHaveLength(1);
    const moved = await bookInterviewAsCandidate(
      database.db,
      candidate.token,
      { slotId: slotIds[1]!, bookedBefore: slotIds[0]! },
      mailing(new Date(first.getTime() - 10 * HOUR_MS)),
    );
    expect(moved.ok).toBe(true);
    await sendInterviewReminders(database.db, mailing(new Date(second.getTime() - 20 * HOUR_MS)));
    await sendInterviewReminders(database.db, mailing(new Date(second.getTime() - 19 * HOUR_MS)));
    const reminders = await remindersTo(candidate.email);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]!.subject).toContain("17.12.2026, 10:00 Uhr");
  });
});
