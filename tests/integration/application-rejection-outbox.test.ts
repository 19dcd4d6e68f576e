import { and, eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { applicationEvents, applications, jobAds, mailOutbox } from "@db/schema";
import { seedDatabase } from "@db/seed";
import { candidateToken } from "~/features/applications/candidate-links.server";
import { candidateThread } from "~/features/applications/candidate.server";
import { applyTarget, checkFiles, submitApplication } from "~/features/applications/intake.server";
import {
  applicationDetail,
  mailCandidate,
  moveApplications,
  rejectApplications,
  takeBackRejection,
} from "~/features/applications/manager.server";
import { applicationFieldsSchema } from "~/features/applications/schema";
import { claimDueMails, CLAIM_LEASE_MS } from "~/features/notifications/outbox.server";
import { createTokenSigner } from "~/lib/signed-token.server";
import { deliverDueMails } from "@server/mail/delivery";
import { createLogger } from "@server/logger";
import { createMailTransport, type MailTransport } from "@server/mail/transport";
import { createMemoryDocumentStore } from "../../server/document-store";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

/**
 * Issue 34 §1: a rejection planned for the next morning can be taken back until its mail leaves,
 * and no mail leaves after it was taken back — proven on a real database with a fake clock, by
 * running the outbox's delivery at the planned time into an SMTP server. A move out of the
 * rejected stage takes it back too; a mail already sent, or claimed by a delivery that is
 * running, cannot be taken back (the delivery and the take-back never both win). The HTTP side
 * (confirmation, buttons, messages, walls): application-rejections.test.ts.
 */

const HOUR_MS = 3_600_000;
const signer = createTokenSigner(["test-secret-for-candidate-links"]);
const store = createMemoryDocumentStore();
const logger = createLogger("silent");
const colleague = { userId: 1, name: "Katharina Mayr" };
let testDatabase: TestDatabase;
let database: DatabaseHandle;
let sink: SmtpSink;
let smtp: MailTransport;
let adId: number;
let companyId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  smtp = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: "Portal <no-reply@demo.at>" });
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
  smtp?.close();
  await sink?.close();
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

/** A candidate applies to the ad at `now`; answers the application's id. */
async function applyAt(now: Date, first: string, last: string): Promise<number> {
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
  return result.applicationId;
}

/** Rejects with the mail for tomorrow at 08:00, its subject "Absage-Test {Nachname}"; answers when it goes. */
async function rejectForTomorrow(ids: number[], now: Date): Promise<Date> {
  const rejected = await rejectApplications(
    database.db,
    companyId,
    ids,
    {
      reason: "erfahrung",
      subject: "Absage-Test {Nachname}",
      body: "Guten Tag {Vorname} {Nachname}, leider haben wir uns anders entschieden.",
      time: "morgen",
    },
    colleague,
    { now, baseUrl: "http://localhost", signer },
  );
  expect(rejected).toMatchObject({ ok: true, message: expect.stringContaining("geplant") as unknown });
  const detail = await applicationDetail(database.db, companyId, ids[0]!, colleague, now);
  expect(detail!.plannedRejection).not.toBeNull();
  return detail!.plannedRejection!.sendAt;
}

/** Runs the outbox's delivery at `now`, as the sweep would, into the SMTP server. */
async function deliverAt(now: Date) {
  await deliverDueMails(database.db, smtp, { now, logger });
}

/** Whether the SMTP server received a mail with this subject. */
const received = (subject: string) => sink.received.some((mail) => mail.data.includes(`Subject: ${subject}`));

async function stageOf(id: number): Promise<string> {
  const [row] = await database.db
    .select({ stage: applications.stage })
    .from(applications)
    .where(eq(applications.id, id));
  return row!.stage;
}

async function candidateReads(id: number, now: Date): Promise<string[]> {
  const [row] = await database.db
    .select({ accessKey: applications.accessKey })
    .from(applications)
    .where(eq(applications.id, id));
  const thread = await candidateThread(database.db, signer, candidateToken(signer, id, row!.accessKey!), now);
  return thread!.messages.map((message) => message.subject);
}

describe("a rejection planned for the next morning", () => {
  it("taken back, sends no mail at the planned time, returns to its stage and never reaches the candidate", async () => {
    const now = new Date();
    const id = await applyAt(now, "Paula", "Planer");
    await moveApplications(database.db, companyId, [id], "in-pruefung", colleague, now);
    const sendAt = await rejectForTomorrow([id], now);
    expect(sendAt.getTime()).toBeGreaterThan(now.getTime());
    expect(await stageOf(id)).toBe("abgesagt");

    const takenBack = await takeBackRejection(database.db, companyId, id, colleague, new Date(now.getTime() + 60_000));
    expect(takenBack).toEqual({
      ok: true,
      message:
        "Die geplante Absage an Paula Planer wurde zurückgenommen; die E-Mail wird nicht gesendet. Die Bewerbung ist wieder in der Phase „In Prüfung“.",
    });
    expect(await stageOf(id)).toBe("in-pruefung");
    const detail = await applicationDetail(database.db, companyId, id, colleague, now);
    expect(detail!.plannedRejection).toBeNull();
    expect(detail!.application.retainUntil).toBeNull();
    expect(detail!.events.map(({ kind, fromStage, toStage }) => ({ kind, fromStage, toStage }))).toEqual(
      expect.arrayContaining([
        { kind: "rejection-taken-back", fromStage: null, toStage: null },
        { kind: "stage", fromStage: "abgesagt", toStage: "in-pruefung" },
      ]),
    );

    const later = new Date(sendAt.getTime() + HOUR_MS);
    await deliverAt(later);
    expect(received("Absage-Test Planer")).toBe(false);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Absage-Test Planer"))).toEqual([]);
    expect(await candidateReads(id, later)).not.toContain("Absage-Test Planer");

    const again = await takeBackRejection(database.db, companyId, id, colleague, later);
    expect(again).toMatchObject({ ok: false, status: 409 });
  });

  it("is taken back by a move out of the rejected stage, single or bulk, and the message names the candidates", async () => {
    const now = new Date();
    const single = await applyAt(now, "Sandra", "Einzeln");
    const bulk = [await applyAt(now, "Bernd", "Buendel"), await applyAt(now, "Berta", "Buendel")];
    const sendAt = await rejectForTomorrow([single, ...bulk], now);

    const movedOne = await moveApplications(database.db, companyId, [single], "in-pruefung", colleague, now);
    expect(movedOne).toEqual({
      ok: true,
      message: "In die Phase „In Prüfung“ verschoben. Die geplante Absage an Sandra Einzeln wurde zurückgenommen.",
    });
    const movedTwo = await moveApplications(database.db, companyId, bulk, "interview", colleague, now);
    expect(movedTwo.ok).toBe(true);
    expect(movedTwo.message).toMatch(/^2 Bewerbungen in die Phase „Interview“ verschoben\. Die geplante Absage an /);
    expect(movedTwo.message).toContain("Bernd Buendel");
    expect(movedTwo.message).toContain("Berta Buendel");

    const later = new Date(sendAt.getTime() + HOUR_MS);
    await deliverAt(later);
    expect(received("Absage-Test Einzeln")).toBe(false);
    expect(received("Absage-Test Buendel")).toBe(false);
    for (const id of [single, ...bulk]) expect(await candidateReads(id, later)).toEqual([]);
  });

  it("takes back only the rejection: a colleague's other mail still waiting to leave stays", async () => {
    const now = new Date();
    const id = await applyAt(now, "Olga", "Ordnung");
    await rejectForTomorrow([id], now);
    await mailCandidate(
      database.db,
      companyId,
      id,
      { subject: "Unterlagen-Test Ordnung", body: "Bitte schicken Sie uns noch Ihr Dienstzeugnis." },
      colleague,
      { now, baseUrl: "http://localhost", signer },
    );
    expect((await takeBackRejection(database.db, companyId, id, colleague, now)).ok).toBe(true);
    const waiting = await database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.applicationId, id));
    expect(waiting.map((mail) => mail.subject)).toEqual(["Unterlagen-Test Ordnung"]);
  });

  it("cannot be taken back once its mail has left", async () => {
    const now = new Date();
    const id = await applyAt(now, "Gerda", "Gesendet");
    const sendAt = await rejectForTomorrow([id], now);
    await deliverAt(sendAt);
    expect(received("Absage-Test Gesendet")).toBe(true);

    const late = await takeBackRejection(database.db, companyId, id, colleague, sendAt);
    expect(late).toEqual({
      ok: false,
      status: 409,
      message:
        "Für Gerda Gesendet ist keine Absage mehr geplant: Die E-Mail ist bereits gesendet oder wird gerade gesendet und lässt sich nicht mehr zurücknehmen.",
    });
    expect(await stageOf(id)).toBe("abgesagt");
    expect((await applicationDetail(database.db, companyId, id, colleague, sendAt))!.plannedRejection).toBeNull();
    expect(await candidateReads(id, sendAt)).toEqual(["Absage-Test Gesendet"]);
    // Moving it on says nothing of a take-back: the candidate has the mail.
    const moved = await moveApplications(database.db, companyId, [id], "in-pruefung", colleague, sendAt);
    expect(moved).toEqual({ ok: true, message: "In die Phase „In Prüfung“ verschoben." });
  });

  it("cannot be taken back while a delivery has claimed its mail: the delivery wins, and the mail goes once", async () => {
    const now = new Date();
    const id = await applyAt(now, "Rita", "Rennen");
    const sendAt = await rejectForTomorrow([id], now);
    // The delivery worker has claimed the due mails and is talking to the mail server.
    const claimed = await claimDueMails(database.db, sendAt, 500);
    expect(claimed.map((mail) => mail.subject)).toContain("Absage-Test Rennen");

    const late = await takeBackRejection(database.db, companyId, id, colleague, sendAt);
    expect(late).toMatchObject({ ok: false, status: 409 });
    expect(await stageOf(id)).toBe("abgesagt");
    const moved = await moveApplications(database.db, companyId, [id], "in-pruefung", colleague, sendAt);
    expect(moved).toEqual({ ok: true, message: "In die Phase „In Prüfung“ verschoben." });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Absage-Test Rennen"));
    expect(row).toMatchObject({ transport: "pending", attempts: 1 });

    // The attempt that never reported back is tried again after its lease: the mail still goes, once.
    await deliverAt(new Date(sendAt.getTime() + CLAIM_LEASE_MS + 1));
    expect(sink.received.filter((mail) => mail.data.includes("Subject: Absage-Test Rennen"))).toHaveLength(1);
    const history = await database.db
      .select({ kind: applicationEvents.kind })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(history.map((event) => event.kind)).not.toContain("rejection-taken-back");
  });
});
