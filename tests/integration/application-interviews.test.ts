import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viennaDay } from "~/lib/format";
import { textPdf } from "../support/pdf";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { mailText, startSmtpSink, type SmtpSink } from "../support/smtp-sink";

/**
 * Issue 34 §3 over HTTP, with the mails as an SMTP server receives them: the company proposes
 * interview slots on an application; the candidate books one through the signed link in the mail
 * (opening it changes nothing); both sides get the invitation with an `.ics` (read back with
 * node-ical); a booked slot is gone, two bookings at once give one booking and a German refusal,
 * an interviewer is never booked twice at once (on proposing and on booking); either side moves or
 * cancels, the other is told with the updated `.ics` (same UID, higher SEQUENCE, CANCEL). Another
 * company's colleague finds nothing. Reminders with a controlled clock:
 * application-interview-reminders.test.ts.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";
const KUNDE = "kunde@demo.at";

let t: TestPortal;
let sink: SmtpSink;
let kunde: HttpBrowser;
let hybrid: HttpBrowser;
let adPath = "";
let clients = 0;
let me = "";

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestPortal({
    JOBS_ENABLED: "true",
    JOBS_SWEEP_SECONDS: "1",
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    TRUST_PROXY: "true",
  });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", KUNDE);
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
  const bare = await fetch(`${t.baseUrl}/jobs/4`, { headers: PERSON, redirect: "manual" });
  adPath = new URL(bare.headers.get("location")!, t.baseUrl).pathname;
});
afterAll(async () => {
  await t?.stop();
  await sink?.close();
});

async function page(browser: HttpBrowser | null, pathname: string): Promise<{ status: number; html: string }> {
  const response = browser
    ? await browser.request(`${t.baseUrl}${pathname}`, { headers: PERSON })
    : await fetch(`${t.baseUrl}${pathname}`, { headers: PERSON, redirect: "manual" });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "").replace(/&amp;/g, "&") };
}

async function post(browser: HttpBrowser | null, pathname: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const init = {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body,
  };
  const response = browser
    ? await browser.request(`${t.baseUrl}${pathname}`, init)
    : await fetch(`${t.baseUrl}${pathname}`, { ...init, redirect: "manual" });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

/** Applies to ad 4 (kunde's company); answers the application's id and the candidate's address. */
async function apply(first: string, last: string): Promise<{ id: number; email: string }> {
  const email = `${first}.${last}@example.at`.toLowerCase();
  const form = new FormData();
  const fields: Record<string, string> = {
    art: "standard",
    vorname: first,
    nachname: last,
    email,
    telefon: "",
    nachricht: "",
    website: "",
    datenschutz: "on",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const cv = await textPdf(`Lebenslauf ${first} ${last}`);
  form.append("lebenslauf", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), "lebenslauf.pdf");
  clients += 1;
  const sent = await fetch(`${t.baseUrl}${adPath}/bewerben`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "x-forwarded-for": `198.51.100.${clients}` },
    body: form,
    redirect: "manual",
  });
  expect(sent.status).toBe(303);
  const { html } = await page(kunde, `${MANAGER}?${new URLSearchParams({ q: last, ansicht: "alle" })}`);
  const ids = [
    ...new Set([...html.matchAll(/href="\/p\/applications\/bewerber-manager\/(\d+)(?:\?[^"]*)?"/g)].map((m) => m[1])),
  ];
  expect(ids).toHaveLength(1);
  return { id: Number(ids[0]), email };
}

/** A calendar day in Vienna `days` from now, as the date field sends it. */
const dayIn = (days: number) => viennaDay(new Date(Date.now() + days * 86_400_000));

interface Slot {
  datum: string;
  beginn: string;
  dauer?: string;
}

function proposal(slots: Slot[], extra: Record<string, string | string[]> = {}) {
  const fields: Record<string, string | string[]> = {
    intent: "vorschlagen",
    art: "vor-ort",
    adresse: "Hauptstraße 1, 4400 Steyr",
    link: "",
    interviewer: me,
    ...extra,
  };
  slots.forEach((slot, index) => {
    fields[`termine[${index}].datum`] = slot.datum;
    fields[`termine[${index}].beginn`] = slot.beginn;
    fields[`termine[${index}].dauer`] = slot.dauer ?? "60";
  });
  return fields;
}

/** A mail as its parts: the text, and the attachments' content types and texts (MIME undone). */
interface Mail {
  to: string[];
  subject: string;
  text: string;
  attachments: { contentType: string; content: string }[];
}

function parseMail(raw: string, to: string[]): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const subjectHeader = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? "";
  const subject = subjectHeader.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, value: string) =>
    encoding.toLowerCase() === "b"
      ? Buffer.from(value, "base64").toString("utf8")
      : Buffer.from(
          value
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  if (!boundary) return { to, subject, text: mailText(raw), attachments: [] };
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => part.replace(/^\r?\n/, ""));
  const typeOf = (part: string) =>
    /^content-type:\s*([^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)/im.exec(part)?.[1]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
  const text = parts.find((part) => typeOf(part).startsWith("text/plain"));
  return {
    to,
    subject,
    text: text ? mailText(text) : "",
    attachments: parts
      .filter((part) => /^content-disposition:\s*attachment/im.test(part) || typeOf(part).startsWith("text/calendar"))
      .map((part) => ({ contentType: typeOf(part), content: mailText(part) })),
  };
}

/** The mails received so far to `to` whose subject contains every one of `parts`. */
const mailsTo = (to: string, parts: string | string[]) =>
  sink.received
    .filter((mail) => mail.to.includes(to))
    .map((mail) => parseMail(mail.data, mail.to))
    .filter((mail) => [parts].flat().every((part) => mail.subject.includes(part)));

/** The `count`th such mail, once the sink has received it (the delivery sweep runs every second). */
function mailTo(to: string, parts: string | string[], count = 1): Promise<Mail> {
  return sink.waitFor(() => mailsTo(to, parts)[count - 1], `mail to ${to} with „${[parts].flat().join(" + ")}“`);
}

function calendarOf(mail: Mail): { event: VEvent; method: string } {
  const attachment = mail.attachments.find((item) => item.contentType.startsWith("text/calendar"));
  expect(attachment, `an .ics attached to „${mail.subject}“`).toBeDefined();
  const parsed = ical.sync.parseICS(attachment!.content);
  const events = Object.values(parsed).filter((item): item is VEvent => item?.type === "VEVENT");
  expect(events).toHaveLength(1);
  const method = /^METHOD:(\S+)/m.exec(attachment!.content)?.[1] ?? "";
  expect(attachment!.contentType).toContain(`method=${method}`);
  return { event: events[0]!, method };
}

function tokenIn(text: string): string {
  const match = /\/bewerbung\/termin\?token=(\S+)/.exec(text);
  expect(match, "the interview link in the mail").not.toBeNull();
  return decodeURIComponent(match![1]!);
}
const interviewLink = (token: string) => `/bewerbung/termin?token=${encodeURIComponent(token)}`;

/** The free slots' ids on the candidate's page, in its order. */
const slotIds = (html: string) => [...html.matchAll(/name="termin" value="(\d+)"/g)].map((m) => m[1]!);

/** Proposes the slots for the application and answers the token of the candidate's link. */
async function propose(
  application: { id: number; email: string },
  slots: Slot[],
  title = "Einladung zum Vorstellungsgespräch",
) {
  const sent = await post(kunde, `${MANAGER}/${application.id}/interviews`, proposal(slots));
  expect(sent.status, sent.html.slice(0, 300)).toBe(200);
  const mail = await mailTo(application.email, title);
  return tokenIn(mail.text);
}

describe("interviews", () => {
  beforeAll(async () => {
    const { status, html } = await page(kunde, `${MANAGER}/${(await apply("Iris", "Initial")).id}/interviews`);
    const checked = [...html.matchAll(/<input[^>]*name="interviewer"[^>]*>/g)].find((tag) =>
      tag[0].includes("checked"),
    );
    me = /value="(\d+)"/.exec(checked?.[0] ?? "")?.[1] ?? "";
    expect(me, String(status)).not.toBe("");
  });

  it("are proposed by the company, booked by the candidate through the link, and both sides get the .ics", async () => {
    const candidate = await apply("Eva", "Interviewhuber");
    const start = await page(kunde, `${MANAGER}/${candidate.id}`);
    expect(start.html).toContain("Interviewtermine vorschlagen");
    const day = dayIn(10);
    const token = await propose(candidate, [
      { datum: day, beginn: "09:00" },
      { datum: day, beginn: "11:00", dauer: "45" },
    ]);
    const invitation = mailsTo(candidate.email, "Einladung zum Vorstellungsgespräch")[0]!;
    expect(invitation.text).toContain("Bitte wählen Sie einen der folgenden Termine");
    expect(invitation.text).toMatch(/– \d{2}\.\d{2}\.\d{4}, 09:00 Uhr \(60 Minuten\)/);
    expect(invitation.text).toContain("Ort: Hauptstraße 1, 4400 Steyr");

    // Opening the link (a mail scanner does) changes nothing: twice, and the slots stay open.
    for (let i = 0; i < 2; i++) {
      const opened = await page(null, interviewLink(token));
      expect(opened.status).toBe(200);
      expect(opened.html).toContain("Bitte wählen Sie einen Termin");
      expect(slotIds(opened.html)).toHaveLength(2);
    }
    const waiting = await page(kunde, `${MANAGER}/${candidate.id}`);
    expect(waiting.html).toContain("Vorgeschlagen, noch nicht gebucht:");
    expect(waiting.html).toContain("Interviewtermine vorgeschlagen");

    const [first] = slotIds((await page(null, interviewLink(token))).html);
    const booked = await post(null, interviewLink(token), { token, intent: "buchen", termin: first!, bisher: "" });
    expect(booked.status).toBe(200);
    expect(booked.html).toMatch(/Ihr Termin am \d{2}\.\d{2}\.\d{4}, 09:00 Uhr ist gebucht\./);

    const forCandidate = await mailTo(candidate.email, "Bestätigt: Ihr Vorstellungsgespräch");
    const forInterviewer = await mailTo(KUNDE, ["Interview mit Eva Interviewhuber am", "gebucht"]);
    for (const mail of [forCandidate, forInterviewer]) {
      const { event, method } = calendarOf(mail);
      expect(method).toBe("REQUEST");
      expect(Number(event.sequence)).toBe(0);
      expect(event.start.toISOString()).toBe(new Date(`${day}T09:00:00${offsetOf(day)}`).toISOString());
      expect(event.end!.getTime() - event.start.getTime()).toBe(3_600_000);
      expect(event.location).toBe("Hauptstraße 1, 4400 Steyr");
    }
    expect(calendarOf(forCandidate).event.uid).toBe(calendarOf(forInterviewer).event.uid);
    expect(forCandidate.text).toContain("Termin verlegen oder absagen können Sie über diesen Link");

    // Both sides see it: the company's page and history, the candidate's page.
    const company = await page(kunde, `${MANAGER}/${candidate.id}`);
    expect(company.html).toMatch(/Gebucht: \d{2}\.\d{2}\.\d{4}, 09:00 Uhr \(60 Minuten\)/);
    expect(company.html).toMatch(/Bewerber:in: Interviewtermin gebucht \(\d{2}\.\d{2}\.\d{4}, 09:00 Uhr\)/);
    const theirs = await page(null, interviewLink(token));
    expect(theirs.html).toMatch(/Ihr Termin: \d{2}\.\d{2}\.\d{4}, 09:00 Uhr/);
    // The candidate's status page (the same token) names the interview.
    const status = await page(null, `/bewerbung/status?token=${encodeURIComponent(token)}`);
    expect(status.status).toBe(200);
    expect(status.html).toContain(
      `Interview am ${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)} um 09:00 Uhr`,
    );
    // The board's card names it.
    const board = await page(kunde, `${MANAGER}/inserate/4`);
    const [dd, mm] = [day.slice(8, 10), day.slice(5, 7)];
    expect(board.html).toContain(`Interview ${dd}.${mm}., 09:00 Uhr`);
  });

  it("refuse bad input in German and change nothing; another company finds nothing", async () => {
    const candidate = await apply("Bernd", "Beispiel");
    const path = `${MANAGER}/${candidate.id}/interviews`;
    const none = await post(kunde, path, proposal([]));
    expect(none.status).toBe(400);
    expect(none.html).toContain("Bitte schlagen Sie mindestens einen Termin vor.");
    const past = await post(kunde, path, proposal([{ datum: dayIn(-2), beginn: "10:00" }]));
    expect(past.status).toBe(400);
    expect(past.html).toContain("Bitte schlagen Sie nur Termine in der Zukunft vor.");
    const video = await post(kunde, path, proposal([{ datum: dayIn(12), beginn: "10:00" }], { art: "video" }));
    expect(video.status).toBe(400);
    expect(video.html).toContain("Bitte geben Sie den Link zum Videogespräch an");
    const overlapping = await post(
      kunde,
      path,
      proposal([
        { datum: dayIn(12), beginn: "10:00", dauer: "90" },
        { datum: dayIn(12), beginn: "11:00" },
      ]),
    );
    expect(overlapping.status).toBe(400);
    expect(overlapping.html).toContain("Zwei der Termine überschneiden sich.");
    const stranger = await post(
      kunde,
      path,
      proposal([{ datum: dayIn(12), beginn: "10:00" }], { interviewer: "999999" }),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.html).toContain("Bitte wählen Sie nur Kolleginnen und Kollegen Ihres Unternehmens.");
    const nothing = await page(kunde, `${MANAGER}/${candidate.id}`);
    expect(nothing.html).toContain("Noch keine Interviewtermine.");

    expect((await page(hybrid, path)).status).toBe(404);
    expect((await post(hybrid, path, proposal([{ datum: dayIn(12), beginn: "10:00" }]))).status).toBe(404);
    expect((await page(kunde, `${MANAGER}/${candidate.id}`)).html).toContain("Noch keine Interviewtermine.");
    // A broken link is a 404 with a German message, reading and posting.
    expect((await page(null, interviewLink("kaputt"))).status).toBe(404);
    expect((await post(null, interviewLink("kaputt"), { token: "kaputt", intent: "buchen", termin: "1" })).status).toBe(
      404,
    );
  });

  it("book a slot once: two bookings at once give one booking and a German refusal", async () => {
    const candidate = await apply("Doris", "Doppelt");
    const day = dayIn(14);
    const token = await propose(candidate, [
      { datum: day, beginn: "09:00" },
      { datum: day, beginn: "13:00" },
    ]);
    const [a, b] = slotIds((await page(null, interviewLink(token))).html);
    const answers = await Promise.all([
      post(null, interviewLink(token), { token, intent: "buchen", termin: a!, bisher: "" }),
      post(null, interviewLink(token), { token, intent: "buchen", termin: b!, bisher: "" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.html).toContain("Inzwischen ist der Termin am");
    const after = await page(kunde, `${MANAGER}/${candidate.id}/interviews`);
    expect(after.html.match(/ – gebucht/g)).toHaveLength(1);
  });

  it("never book an interviewer twice at once: refused on proposing and on booking", async () => {
    const day = dayIn(16);
    const first = await apply("Anton", "Erster");
    const second = await apply("Berta", "Zweite");
    const firstToken = await propose(first, [{ datum: day, beginn: "10:00" }]);
    // Proposed to both: an open slot blocks nobody.
    const secondToken = await propose(second, [
      { datum: day, beginn: "10:30" },
      { datum: day, beginn: "14:00" },
    ]);
    const [firstSlot] = slotIds((await page(null, interviewLink(firstToken))).html);
    const [clash] = slotIds((await page(null, interviewLink(secondToken))).html);
    expect(
      (
        await post(null, interviewLink(firstToken), {
          token: firstToken,
          intent: "buchen",
          termin: firstSlot!,
          bisher: "",
        })
      ).status,
    ).toBe(200);
    // The second candidate's 10:30 overlaps the interviewer's booked 10:00–11:00: no longer offered, and refused.
    const offered = await page(null, interviewLink(secondToken));
    expect(slotIds(offered.html)).not.toContain(clash);
    expect(slotIds(offered.html)).toHaveLength(1);
    const refused = await post(null, interviewLink(secondToken), {
      token: secondToken,
      intent: "buchen",
      termin: clash!,
      bisher: "",
    });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain("Dieser Termin ist leider nicht mehr frei.");
    // Proposing a time when the interviewer is booked is refused, naming who and when.
    const third = await apply("Carla", "Dritte");
    const busy = await post(kunde, `${MANAGER}/${third.id}/interviews`, proposal([{ datum: day, beginn: "10:15" }]));
    expect(busy.status).toBe(409);
    expect(busy.html).toMatch(/Katharina Mayr hat am \d{2}\.\d{2}\.\d{4}, 10:00 Uhr bereits ein Interview\./);
    expect((await page(kunde, `${MANAGER}/${third.id}`)).html).toContain("Noch keine Interviewtermine.");
  });

  it("are moved and cancelled by either side; the other is told with the updated .ics (same UID, higher SEQUENCE)", async () => {
    const candidate = await apply("Moritz", "Mover");
    const day = dayIn(18);
    const token = await propose(candidate, [
      { datum: day, beginn: "09:00" },
      { datum: day, beginn: "15:00" },
    ]);
    const [early, late] = slotIds((await page(null, interviewLink(token))).html);
    await post(null, interviewLink(token), { token, intent: "buchen", termin: early!, bisher: "" });
    const booked = calendarOf(await mailTo(KUNDE, ["Interview mit Moritz Mover am", "gebucht"]));

    // The candidate moves to the other slot through the link.
    const moved = await post(null, interviewLink(token), { token, intent: "buchen", termin: late!, bisher: early! });
    expect(moved.status).toBe(200);
    expect(moved.html).toMatch(/verlegt/);
    const toCompany = calendarOf(await mailTo(KUNDE, "Interview mit Moritz Mover verlegt auf"));
    const toCandidate = calendarOf(await mailTo(candidate.email, "Verlegt: Ihr Vorstellungsgespräch"));
    for (const { event, method } of [toCompany, toCandidate]) {
      expect(method).toBe("REQUEST");
      expect(event.uid).toBe(booked.event.uid);
      expect(Number(event.sequence)).toBe(1);
      expect(event.start.toISOString()).toBe(new Date(`${day}T15:00:00${offsetOf(day)}`).toISOString());
    }
    // A form drawn before the move (it still names the old booking) cannot overwrite it.
    const stale = await post(null, interviewLink(token), { token, intent: "buchen", termin: early!, bisher: early! });
    expect(stale.status).toBe(409);

    // The company moves it back on its page.
    const back = await post(kunde, `${MANAGER}/${candidate.id}/interviews`, {
      intent: "verlegen",
      termin: early!,
      bisher: late!,
    });
    expect(back.status).toBe(200);
    const movedBack = calendarOf(await mailTo(candidate.email, "Verlegt: Ihr Vorstellungsgespräch", 2));
    expect(Number(movedBack.event.sequence)).toBe(2);

    // The company cancels: a confirmation is required, then both sides get METHOD:CANCEL.
    const unconfirmed = await post(kunde, `${MANAGER}/${candidate.id}/interviews`, { intent: "absagen" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.html).toContain("Bitte bestätigen Sie, dass Sie das Interview absagen möchten.");
    const cancelled = await post(kunde, `${MANAGER}/${candidate.id}/interviews`, {
      intent: "absagen",
      bestaetigt: "ja",
    });
    expect(cancelled.status).toBe(200);
    const cancellation = calendarOf(await mailTo(candidate.email, "Abgesagt: Ihr Vorstellungsgespräch"));
    expect(cancellation.method).toBe("CANCEL");
    expect(cancellation.event.uid).toBe(booked.event.uid);
    expect(Number(cancellation.event.sequence)).toBe(3);
    expect(cancellation.event.status).toBe("CANCELLED");
    const history = await page(kunde, `${MANAGER}/${candidate.id}`);
    expect(history.html).toContain("Katharina Mayr: Interview abgesagt");
    expect(history.html).toContain("Bewerber:in: Interviewtermin verlegt");
    expect(history.html).toContain("Noch keine Interviewtermine.");
    expect((await page(null, interviewLink(token))).html).toContain("Derzeit sind keine Termine");
  });

  it("are cancelled by the candidate through the link; the interviewers get the cancellation", async () => {
    const candidate = await apply("Clara", "Canceller");
    const token = await propose(candidate, [{ datum: dayIn(20), beginn: "10:00" }]);
    const [slot] = slotIds((await page(null, interviewLink(token))).html);
    await post(null, interviewLink(token), { token, intent: "buchen", termin: slot!, bisher: "" });
    const cancelled = await post(null, interviewLink(token), { token, intent: "absagen", bestaetigt: "ja" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain("Das Unternehmen wurde per E-Mail informiert.");
    const toCompany = await mailTo(KUNDE, ["Interview mit Clara Canceller am", "gebucht"]);
    const cancellation = await mailTo(KUNDE, ["Interview mit Clara Canceller am", "abgesagt"]);
    expect(cancellation.text).toContain("von der Person abgesagt");
    const { event, method } = calendarOf(cancellation);
    expect(method).toBe("CANCEL");
    expect(event.uid).toBe(calendarOf(toCompany).event.uid);
    expect((await page(kunde, `${MANAGER}/${candidate.id}`)).html).toContain("Bewerber:in: Interview abgesagt");
  });

  it("are cancelled when the candidate withdraws the application: the interviewers get the cancellation", async () => {
    const candidate = await apply("Wanda", "Withdrawer");
    const token = await propose(candidate, [{ datum: dayIn(22), beginn: "14:00" }]);
    const [slot] = slotIds((await page(null, interviewLink(token))).html);
    await post(null, interviewLink(token), { token, intent: "buchen", termin: slot!, bisher: "" });
    const toCompany = await mailTo(KUNDE, ["Interview mit Wanda Withdrawer am", "gebucht"]);
    const withdrawn = await post(null, "/bewerbung/zurueckziehen", { token });
    expect(withdrawn.status).toBe(303);
    const cancellation = await mailTo(KUNDE, ["Interview mit Wanda Withdrawer am", "abgesagt"]);
    const { event, method } = calendarOf(cancellation);
    expect(method).toBe("CANCEL");
    expect(event.uid).toBe(calendarOf(toCompany).event.uid);
    const history = await page(kunde, `${MANAGER}/${candidate.id}`);
    expect(history.html).toContain("Bewerber:in: Interview abgesagt");
    expect(history.html).toContain("Noch keine Interviewtermine.");
  });

  it("keep their hour across the change to summer time (a slot on 28.03.2027)", async () => {
    const candidate = await apply("Sonja", "Sommerzeit");
    const token = await propose(candidate, [{ datum: "2027-03-28", beginn: "10:00" }]);
    const [slot] = slotIds((await page(null, interviewLink(token))).html);
    await post(null, interviewLink(token), { token, intent: "buchen", termin: slot!, bisher: "" });
    const { event } = calendarOf(await mailTo(candidate.email, "Bestätigt: Ihr Vorstellungsgespräch am 28.03.2027"));
    // 10:00 in Vienna on the first day of summer time is 08:00 UTC.
    expect(event.start.toISOString()).toBe("2027-03-28T08:00:00.000Z");
    // 02:30 does not exist that night: refused in German.
    const other = await apply("Gustav", "Luecke");
    const gap = await post(
      kunde,
      `${MANAGER}/${other.id}/interviews`,
      proposal([{ datum: "2027-03-28", beginn: "02:30" }]),
    );
    expect(gap.status).toBe(400);
    expect(gap.html).toContain("Diese Uhrzeit gibt es an diesem Tag nicht (Umstellung auf Sommerzeit).");
  });
});

/** Vienna's offset from UTC on a day, as an ISO suffix ("+01:00" in winter, "+02:00" in summer). */
function offsetOf(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const local = new Date(noon.toLocaleString("en-US", { timeZone: "Europe/Vienna" }));
  const utc = new Date(noon.toLocaleString("en-US", { timeZone: "UTC" }));
  const hours = Math.round((local.getTime() - utc.getTime()) / 3_600_000);
  return `+0${hours}:00`;
}
