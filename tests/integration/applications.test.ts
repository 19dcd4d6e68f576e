import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenSigner } from "~/lib/signed-token.server";
import { textPdf } from "../support/pdf";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

/**
 * Applications (issue 15) over HTTP: the candidate's form at /jobs/{id}-{slug}/bewerben with its
 * upload rules, honeypot and limits (a second application of the same address: application-duplicates.test.ts); the company's Bewerber-Manager (inbox, the
 * application's page, logged document downloads, stage moves, stars, notes, bulk rejections) and
 * the wall between companies; the candidate's links of the confirmation e-mail (withdraw, copy of
 * the data), read from the mail as an SMTP server receives it; a knock-out question set in the
 * ad's questions editor (/p/applications/bewerber-manager/inserate/{id}/fragen).
 *
 * Demo data: ad 4 is the live ad of kunde@demo.at's company "Donautal Technik GmbH" (company 1);
 * hybrid@demo.at's "Bäckerei Alpenkorn GmbH" (HYBRID, so never smart bewerben) has live ads too.
 * All seeded ads take applications through the portal.
 *
 * The portal lets one client address send five applications at once (RATE_LIMITS.applyPerClient),
 * and every request here comes from 127.0.0.1: this suite's portal takes at most five submissions
 * that pass the form's checks (one refused for a missing answer counts too); the limit itself is
 * tested on a portal of its own at the end.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";
const DEMO_COMPANY = "Donautal Technik GmbH";
const BAKERY = "Bäckerei Alpenkorn GmbH";

let t: TestPortal;
let sink: SmtpSink;
let kunde: HttpBrowser;
let hybrid: HttpBrowser;
/** Ad 4's public address (company 1). */
let adPath = "";
/** A live ad of the bakery. */
let bakeryAdPath = "";

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestPortal({
    JOBS_ENABLED: "true",
    JOBS_SWEEP_SECONDS: "1",
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
  const bare = await fetch(`${t.baseUrl}/jobs/4`, { headers: PERSON, redirect: "manual" });
  adPath = new URL(bare.headers.get("location")!, t.baseUrl).pathname;
  bakeryAdPath = await liveAdOf(t.baseUrl, BAKERY);
});
afterAll(async () => {
  await t?.stop();
  await sink?.close();
});

/** The first live ad of the sitemap whose page names the company. */
async function liveAdOf(baseUrl: string, companyName: string): Promise<string> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`, { headers: PERSON })).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/jobs\/(\d+)-[a-z0-9-]+)<\/loc>/g)]
    .sort((a, b) => Number(a[2]) - Number(b[2]))
    .map((match) => match[1]!);
  for (const path of paths) {
    const page = await (await fetch(`${baseUrl}${path}`, { headers: PERSON })).text();
    if (page.includes(companyName)) return path;
  }
  throw new Error(`no live ad of ${companyName} in the sitemap`);
}

interface Candidate {
  vorname: string;
  nachname: string;
  email: string;
}

interface Upload {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** Sends the application form as a browser does (multipart), answering the raw response. */
async function apply(
  path: string,
  fields: Record<string, string>,
  cv: Upload | null,
  baseUrl: string = t.baseUrl,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (cv)
    form.append("lebenslauf", new Blob([new Uint8Array(cv.bytes)], { type: cv.type ?? "application/pdf" }), cv.name);
  return fetch(`${baseUrl}${path}/bewerben`, {
    method: "POST",
    headers: { ...PERSON, origin: baseUrl },
    body: form,
    redirect: "manual",
  });
}

const fieldsOf = (candidate: Candidate, extra: Record<string, string> = {}) => ({
  art: "standard",
  vorname: candidate.vorname,
  nachname: candidate.nachname,
  email: candidate.email,
  telefon: "",
  nachricht: "",
  website: "",
  datenschutz: "on",
  ...extra,
});

async function page(browser: HttpBrowser, path: string): Promise<{ status: number; html: string }> {
  const response = await browser.request(`${t.baseUrl}${path}`, { headers: PERSON });
  // React puts comment markers between adjacent text parts ("1<!-- --> Bewerbung").
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

/** The ids of the applications the inbox lists for the query. */
async function inboxIds(browser: HttpBrowser, query: Record<string, string>): Promise<number[]> {
  const { status, html } = await page(browser, `${MANAGER}?${new URLSearchParams(query)}`);
  expect(status).toBe(200);
  return [
    ...new Set(
      [...html.matchAll(/href="\/p\/applications\/bewerber-manager\/(\d+)(?:\?[^"#]*)?"/g)].map((m) => Number(m[1])),
    ),
  ];
}

function post(browser: HttpBrowser, path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return browser.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, "\\/")}\\?token=(\\S+)`).exec(text);
  expect(match, `${path} link in the mail`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** Applies as `candidate` with a fresh CV and answers the new application's id in kunde's inbox. */
async function applyToAd4(candidate: Candidate): Promise<{ id: number; cv: Uint8Array }> {
  const cv = await textPdf(`Lebenslauf ${candidate.vorname} ${candidate.nachname}, Elektrotechnikerin`);
  const sent = await apply(adPath, fieldsOf(candidate), { name: "lebenslauf.pdf", bytes: cv });
  expect(sent.status).toBe(303);
  const ids = await inboxIds(kunde, { q: candidate.nachname });
  expect(ids).toHaveLength(1);
  return { id: ids[0]!, cv };
}

const EVA: Candidate = { vorname: "Eva", nachname: "Xaverhuber", email: "eva.xaverhuber@example.at" };
const WALTER: Candidate = { vorname: "Walter", nachname: "Yvonnegger", email: "walter.yvonnegger@example.at" };

/** Eva's application to ad 4, sent in "sending an application" and used by the later tests. */
let eva: { id: number; cv: Uint8Array } | undefined;
const evaPath = () => {
  expect(eva, "Eva's application (sent by an earlier test)").toBeDefined();
  return `${MANAGER}/${eva!.id}`;
};

describe("the application form", () => {
  it("asks for name, e-mail, CV and the privacy notice, with a field robots fill", async () => {
    const response = await fetch(`${t.baseUrl}${adPath}/bewerben`, { headers: PERSON, redirect: "manual" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Bewerbung absenden");
    expect(html).toContain(DEMO_COMPANY);
    for (const name of ["vorname", "nachname", "email", "lebenslauf", "datenschutz"]) {
      expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"`));
    }
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="lebenslauf"|<input[^>]*name="lebenslauf"[^>]*type="file"/);
    expect(html).toMatch(/<input[^>]*name="website"/);
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  it("sends ?art=smart of an ad without smart bewerben to the plain form", async () => {
    const smart = await fetch(`${t.baseUrl}${bakeryAdPath}/bewerben?art=smart`, {
      headers: PERSON,
      redirect: "manual",
    });
    expect(smart.status).toBe(303);
    expect(smart.headers.get("location")).toBe(`${bakeryAdPath}/bewerben`);
    const plain = await fetch(`${t.baseUrl}${bakeryAdPath}/bewerben`, { headers: PERSON });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain(BAKERY);
  });
});

describe("sending an application", () => {
  it("thanks the candidate and puts the application into the company's inbox with name, e-mail and CV", async () => {
    const cv = await textPdf("Lebenslauf Eva Xaverhuber, Elektrotechnikerin mit SPS-Erfahrung");
    const sent = await apply(adPath, fieldsOf(EVA, { telefon: "+43 660 1234567" }), {
      name: "Lebenslauf Eva.pdf",
      bytes: cv,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${adPath}/bewerben/danke`);
    const thanks = await fetch(`${t.baseUrl}${adPath}/bewerben/danke`, { headers: PERSON });
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain("Vielen Dank für Ihre Bewerbung");

    const ids = await inboxIds(kunde, { q: EVA.nachname });
    expect(ids).toHaveLength(1);
    eva = { id: ids[0]!, cv };
    const inbox = await page(kunde, `${MANAGER}?q=${EVA.nachname}`);
    expect(inbox.html).toContain("Eva Xaverhuber");
    expect(inbox.html).toMatch(/aria-live="polite">1 Bewerbung</);
    expect(inbox.html).toContain("Eingegangen");

    const detail = await page(kunde, evaPath());
    expect(detail.status).toBe(200);
    expect(detail.html).toMatch(/<h1[^>]*>Eva Xaverhuber<\/h1>/);
    expect(detail.html).toContain(`href="mailto:${EVA.email}"`);
    expect(detail.html).toContain("+43 660 1234567");
    expect(detail.html).toMatch(
      new RegExp(`href="${evaPath()}/dokumente/[0-9a-f-]{36}"[^>]*>Lebenslauf: Lebenslauf Eva\\.pdf`),
    );
    expect(detail.html).toContain("Bewerbung eingegangen");
  });

  it("finds the application by words of its CV", async () => {
    expect(await inboxIds(kunde, { q: "SPS-Erfahrung" })).toContain(eva?.id);
  });

  it("mails the candidate a confirmation with the links to withdraw and to get a copy of the data", async () => {
    const text = await sink.mailTo(EVA.email, ["Guten Tag Eva Xaverhuber"]);
    expect(text).toContain("vielen Dank für Ihre Bewerbung");
    expect(text).toContain(DEMO_COMPANY);
    expect(text).toContain("Lebenslauf: Lebenslauf Eva.pdf");
    expect(text).toContain(`${t.baseUrl}/bewerbung/zurueckziehen?token=`);
    expect(text).toContain(`${t.baseUrl}/bewerbung/daten?token=`);
  });
});

describe("the upload rules", () => {
  const ZOE: Candidate = { vorname: "Zoë", nachname: "Zirbenhofer", email: "zoe.zirbenhofer@example.at" };

  async function refused(fields: Record<string, string>, cv: Upload | null): Promise<string> {
    const response = await apply(adPath, fields, cv);
    expect(response.status).toBe(400);
    return (await response.text()).replace(/<!-- -->/g, "");
  }

  it("refuses an HTML page renamed cv.pdf, keeping what was typed", async () => {
    const html = await refused(fieldsOf(ZOE), {
      name: "cv.pdf",
      bytes: new TextEncoder().encode(
        "<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>",
      ),
    });
    expect(html).toContain("Der Lebenslauf muss eine PDF- oder Word-Datei sein");
    expect(html).toMatch(/<input[^>]*name="vorname"[^>]*value="Zoë"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="zoe\.zirbenhofer@example\.at"/);
  });

  it("refuses an SVG named .pdf", async () => {
    const html = await refused(fieldsOf(ZOE), {
      name: "lebenslauf.pdf",
      bytes: new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><text>CV</text></svg>',
      ),
    });
    expect(html).toContain("Der Lebenslauf muss eine PDF- oder Word-Datei sein");
  });

  it("asks for the CV, the privacy notice and a valid e-mail address", async () => {
    const cv = { name: "cv.pdf", bytes: await textPdf("Lebenslauf Zoë") };
    expect(await refused(fieldsOf(ZOE), null)).toContain("Bitte laden Sie Ihren Lebenslauf hoch");
    const { datenschutz: _, ...withoutPrivacy } = fieldsOf(ZOE);
    const privacy = await refused(withoutPrivacy, cv);
    expect(privacy).toContain("Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.");
    expect(privacy).toMatch(/<input[^>]*name="vorname"[^>]*value="Zoë"/);
    const email = await refused(fieldsOf(ZOE, { email: "zoe-at-example" }), cv);
    expect(email).toContain("Bitte geben Sie eine gültige E-Mail-Adresse an");
    expect(email).toMatch(/<input[^>]*name="email"[^>]*value="zoe-at-example"/);
  });

  it("stores nothing of a refused application", async () => {
    expect(await inboxIds(kunde, { q: ZOE.nachname, ansicht: "alle" })).toEqual([]);
  });
});

describe("the honeypot", () => {
  it("answers a filled robot field as if sent, and stores nothing", async () => {
    const robot: Candidate = { vorname: "Robo", nachname: "Quastlinger", email: "robo.quastlinger@example.at" };
    const sent = await apply(adPath, fieldsOf(robot, { website: "https://spam.example" }), {
      name: "cv.pdf",
      bytes: await textPdf("Spam"),
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${adPath}/bewerben/danke`);
    expect(await inboxIds(kunde, { q: robot.nachname, ansicht: "alle" })).toEqual([]);
  });
});

describe("a document download by the company", () => {
  it("is an attachment that cannot run in the portal's origin, with the uploaded bytes, and is logged", async () => {
    const detail = await page(kunde, evaPath());
    const href = new RegExp(`href="(${evaPath()}/dokumente/[0-9a-f-]{36})"`).exec(detail.html)?.[1];
    expect(href).toBeDefined();
    const response = await kunde.request(`${t.baseUrl}${href}`, { headers: PERSON });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Lebenslauf Eva\.pdf"/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(eva!.cv);

    const after = await page(kunde, evaPath());
    expect(after.html).toContain("Dokument geöffnet (Lebenslauf Eva.pdf)");
    expect(after.html).toContain("Katharina Mayr: Dokument geöffnet");

    // Read again the same day (the page draws the CV on every visit): still one entry per colleague.
    expect((await kunde.request(`${t.baseUrl}${href}`, { headers: PERSON })).status).toBe(200);
    await Promise.all([1, 2].map(() => kunde.request(`${t.baseUrl}${href}`, { headers: PERSON })));
    const again = await page(kunde, evaPath());
    expect(again.html.split("Dokument geöffnet (Lebenslauf Eva.pdf)")).toHaveLength(2);
  });
});

describe("the export of an ad's applications", () => {
  const exportPath = (format: string) =>
    `${MANAGER}/inserate/${/^\/jobs\/(\d+)-/.exec(adPath)![1]}/export?format=${format}`;

  it("hands the company a CSV for spreadsheets with the candidates and their stage", async () => {
    const response = await kunde.request(`${t.baseUrl}${exportPath("csv")}`, { headers: PERSON });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bewerbungen-inserat-\d+\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A BOM, so that Excel reads UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.startsWith("Nr.;Eingegangen;Anrede;Vorname;Nachname;E-Mail")).toBe(true);
    expect(csv).toMatch(/;Keine Angabe;Eva;Xaverhuber;eva\.xaverhuber@example\.at;/);
  });

  it("hands the company a ZIP with the CSV and every document, and logs it", async () => {
    const response = await kunde.request(`${t.baseUrl}${exportPath("zip")}`, { headers: PERSON });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toContain("bewerbungen.csv");
    const cv = Object.entries(files).find(([name]) => /^\d+-Xaverhuber-Eva\/Lebenslauf Eva(?: neu)?\.pdf$/.test(name));
    expect(cv, Object.keys(files).join(", ")).toBeDefined();
    expect(new TextDecoder().decode(cv![1].slice(0, 5))).toBe("%PDF-");
    expect((await page(kunde, evaPath())).html).toContain("Unterlagen exportiert (ZIP)");
  });

  it("is not found for another company, in either format, and refuses an unknown format", async () => {
    for (const format of ["csv", "zip"]) {
      expect((await hybrid.request(`${t.baseUrl}${exportPath(format)}`, { headers: PERSON })).status).toBe(404);
    }
    const unknown = await kunde.request(`${t.baseUrl}${exportPath("xlsx")}`, { headers: PERSON });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Bitte wählen Sie CSV oder ZIP.");
  });
});

describe("the wall between companies", () => {
  it("shows another company neither the application, nor its document, nor lets it act on it", async () => {
    const detail = await page(kunde, evaPath());
    const href = new RegExp(`href="(${evaPath()}/dokumente/[0-9a-f-]{36})"`).exec(detail.html)![1]!;

    const foreignPage = await page(hybrid, evaPath());
    expect(foreignPage.status).toBe(404);
    expect(foreignPage.html).not.toContain("Xaverhuber");
    const foreignDocument = await hybrid.request(`${t.baseUrl}${href}`, { headers: PERSON });
    expect(foreignDocument.status).toBe(404);
    expect(foreignDocument.headers.get("content-type")).not.toBe("application/pdf");
    const move = await post(hybrid, evaPath(), { intent: "phase", phase: "interview" });
    expect(move.status).toBe(404);
    const rate = await post(hybrid, evaPath(), { intent: "bewertung", sterne: "1" });
    expect(rate.status).toBe(404);
    const note = await post(hybrid, evaPath(), { intent: "notiz", text: "Fremde Notiz" });
    expect(note.status).toBe(404);

    expect(await inboxIds(hybrid, { q: EVA.nachname, ansicht: "alle" })).toEqual([]);
    const hybridInbox = await page(hybrid, `${MANAGER}?ansicht=alle`);
    expect(hybridInbox.html).not.toContain("Xaverhuber");

    // Nothing changed for the company that owns it.
    const own = await page(kunde, evaPath());
    expect(own.html).toMatch(/<option value="eingegangen" selected="">/);
    expect(own.html).not.toContain("Fremde Notiz");
    expect(own.html).toContain("Noch keine Bewertung.");
  });

  it("refuses a bulk action with another company's id as a whole", async () => {
    const [hybridOwn] = await inboxIds(hybrid, { ansicht: "alle" });
    const bulk = await post(hybrid, MANAGER, {
      intent: "phase",
      phase: "in-pruefung",
      ids: [...(hybridOwn ? [String(hybridOwn)] : []), String(eva!.id)],
    });
    expect(bulk.status).toBe(404);
    expect((await page(kunde, evaPath())).html).toMatch(/<option value="eingegangen" selected="">/);
    if (hybridOwn) expect((await page(hybrid, `${MANAGER}/${hybridOwn}`)).html).not.toContain("nach „In Prüfung“");

    // The other way round: kunde's own application with one that is not the company's.
    const rejection = await post(kunde, MANAGER, {
      intent: "absage",
      ids: [String(eva!.id), String(hybridOwn ?? 2_000_000_000)],
      grund: "qualifikation",
      betreff: "Ihre Bewerbung",
      text: "Leider haben wir uns anders entschieden.",
      zeitpunkt: "sofort",
      bestaetigt: "ja",
    });
    expect(rejection.status).toBe(404);
    const own = await page(kunde, evaPath());
    expect(own.html).toMatch(/<option value="eingegangen" selected="">/);
    expect(own.html).not.toContain("E-Mail gesendet");
  });
});

describe("working on an application", () => {
  it("moves it to another stage, with a German message and a history entry", async () => {
    const moved = await post(kunde, evaPath(), { intent: "phase", phase: "interview" });
    expect(moved.status).toBe(200);
    const html = (await moved.text()).replace(/<!-- -->/g, "");
    expect(html).toContain("In die Phase „Interview“ verschoben.");
    const detail = await page(kunde, evaPath());
    expect(detail.html).toMatch(/<option value="interview" selected="">/);
    expect(detail.html).toContain("Phase geändert von „Eingegangen“ nach „Interview“");

    const same = await post(kunde, evaPath(), { intent: "phase", phase: "interview" });
    expect(same.status).toBe(409);
    expect(await same.text()).toContain("Die Bewerbung ist bereits in der Phase „Interview“.");
    const unknown = await post(kunde, evaPath(), { intent: "phase", phase: "gibt-es-nicht" });
    expect(unknown.status).toBe(409);
    expect(await unknown.text()).toContain("Diese Phase gibt es nicht.");
  });

  it("rates it with stars and keeps a note", async () => {
    const rated = await post(kunde, evaPath(), { intent: "bewertung", sterne: "4" });
    expect(rated.status).toBe(200);
    expect(await rated.text()).toContain("Mit 4 von 5 Sternen bewertet.");
    const noted = await post(kunde, evaPath(), {
      intent: "notiz",
      text: "Starke SPS-Kenntnisse, bitte zum Zweitgespräch.",
    });
    expect(noted.status).toBe(200);
    expect(await noted.text()).toContain("Notiz gespeichert.");
    const detail = await page(kunde, evaPath());
    expect(detail.html).toContain("Durchschnitt 4 von 5 (Katharina Mayr: 4)");
    // The inbox's row shows the same average.
    const inbox = await page(kunde, `${MANAGER}?q=${encodeURIComponent("Eva")}`);
    const evaRow = inbox.html.slice(inbox.html.search(new RegExp(`href="${evaPath()}[?"]`)));
    expect(evaRow.slice(0, evaRow.indexOf("</tr>"))).toContain('<span class="sr-only">4 von 5 Sternen</span>');
    expect(detail.html).toContain("Starke SPS-Kenntnisse, bitte zum Zweitgespräch.");
  });

  it("refuses an unknown action and nine stars in German, changing nothing", async () => {
    const unknown = await post(kunde, evaPath(), { intent: "loeschen" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Unbekannte Aktion.");
    const tooMany = await post(kunde, evaPath(), { intent: "bewertung", sterne: "9" });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain("Höchstens 5 Sterne.");
    const empty = await post(kunde, evaPath(), { intent: "notiz", text: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Bitte schreiben Sie eine Notiz.");
    const detail = await page(kunde, evaPath());
    expect(detail.html).toContain("Durchschnitt 4 von 5 (Katharina Mayr: 4)");
    expect(detail.html).toMatch(/<option value="interview" selected="">/);
  });

  it("rejects from the inbox with the mail for tomorrow morning, and dates the deletion", async () => {
    const rejected = await post(kunde, MANAGER, {
      intent: "absage",
      ids: [String(eva!.id)],
      grund: "erfahrung",
      betreff: "Ihre Bewerbung als {Stelle}",
      text: "Guten Tag {Vorname} {Nachname},\n\nleider haben wir uns für andere Bewerbungen entschieden.\n\n{Absender}",
      zeitpunkt: "morgen",
      bestaetigt: "ja",
    });
    expect(rejected.status).toBe(200);
    expect(await rejected.text()).toContain("Abgesagt.");

    const inbox = await page(kunde, `${MANAGER}?q=${EVA.nachname}`);
    const row = inbox.html.split("<tr").find((part) => part.includes("Eva Xaverhuber")) ?? "";
    expect(row).toContain("Abgesagt");

    const detail = await page(kunde, evaPath());
    const deletion = /werden am (\d{2})\.(\d{2})\.(\d{4}) automatisch gelöscht/.exec(detail.html);
    expect(deletion, "deletion date").not.toBeNull();
    const [, day, month, year] = deletion!;
    const days = (Date.UTC(Number(year), Number(month) - 1, Number(day)) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(200);
    expect(days).toBeLessThan(216);
    expect(detail.html).toContain("(Grund: Zu wenig Erfahrung)");
    expect(detail.html).toContain("· geplant für ");
    expect(detail.html).toContain("leider haben wir uns für andere Bewerbungen entschieden.");
    // The form to reject again is gone.
    expect(detail.html).not.toContain('name="intent" value="absage"');
  });
});

describe("the candidate's links", () => {
  let walter: { id: number; cv: Uint8Array } | undefined;
  let withdrawToken = "";
  let dataToken = "";

  beforeAll(async () => {
    walter = await applyToAd4(WALTER);
    const text = await sink.mailTo(WALTER.email, ["Guten Tag Walter Yvonnegger"]);
    withdrawToken = linkIn(text, "/bewerbung/zurueckziehen");
    dataToken = linkIn(text, "/bewerbung/daten");
  });

  const withdrawUrl = (token: string) => `${t.baseUrl}/bewerbung/zurueckziehen?token=${encodeURIComponent(token)}`;
  const dataUrl = (token: string) => `${t.baseUrl}/bewerbung/daten?token=${encodeURIComponent(token)}`;
  const dataJsonUrl = (token: string) => `${t.baseUrl}/bewerbung/daten.json?token=${encodeURIComponent(token)}`;

  it("hands out a copy of the stored data as a JSON file beside the readable page", async () => {
    const response = await fetch(dataJsonUrl(dataToken), { headers: PERSON });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const copy = (await response.json()) as { stelle: string; unternehmen: string; bewerbung: Record<string, unknown> };
    expect(copy.unternehmen).toBe(DEMO_COMPANY);
    expect(copy.bewerbung).toMatchObject({ vorname: "Walter", nachname: "Yvonnegger", email: WALTER.email });
    expect(copy.bewerbung.dokumente).toEqual([
      expect.objectContaining({ art: "Lebenslauf", dateiname: "lebenslauf.pdf" }),
    ]);
    expect(String(copy.bewerbung.lebenslaufText)).toContain("Elektrotechnikerin");
    expect((await page(kunde, `${MANAGER}/${walter!.id}`)).html).toContain("Datenkopie angefordert");
  });

  it("refuses a forged link and a link with the wrong key", async () => {
    const forged = createTokenSigner(["ein-anderes-geheimnis-mit-genug-zeichen"]).sign(
      JSON.stringify({ a: walter!.id, k: "geraten" }),
    );
    expect((await fetch(withdrawUrl(forged), { headers: PERSON })).status).toBe(404);
    expect((await fetch(dataUrl(forged), { headers: PERSON })).status).toBe(404);
    expect((await fetch(dataJsonUrl(forged), { headers: PERSON })).status).toBe(404);
    const wrongKey = createTokenSigner(["demo-cookie-secret"]).sign(JSON.stringify({ a: walter!.id, k: "geraten" }));
    expect((await fetch(dataUrl(wrongKey), { headers: PERSON })).status).toBe(404);
    const gone = await fetch(withdrawUrl("kaputt"), { headers: PERSON });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("Dieser Link ist ungültig");
  });

  it("asks before withdrawing: opening the link changes nothing", async () => {
    const opened = await fetch(withdrawUrl(withdrawToken), { headers: PERSON });
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain("Bewerbung zurückziehen und Daten löschen");
    expect(html).toContain(DEMO_COMPANY);
    const detail = await page(kunde, `${MANAGER}/${walter!.id}`);
    expect(detail.html).toMatch(/<h1[^>]*>Walter Yvonnegger<\/h1>/);
    expect(detail.html).toContain(`href="mailto:${WALTER.email}"`);
  });

  const replyUrl = (token: string) => `${t.baseUrl}/bewerbung/nachrichten?token=${encodeURIComponent(token)}`;
  let replyToken = "";

  function reply(token: string, text: string, attachments: Upload[] = []) {
    const form = new FormData();
    form.append("token", token);
    form.append("text", text);
    for (const file of attachments) {
      form.append(
        "anhaenge",
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }),
        file.name,
      );
    }
    return fetch(`${t.baseUrl}/bewerbung/nachrichten`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl },
      body: form,
      redirect: "manual",
    });
  }

  it("sends the company's e-mail with a link where the candidate reads the thread and answers", async () => {
    const sent = await post(kunde, `${MANAGER}/${walter!.id}`, {
      intent: "email",
      betreff: "Unterlagen für {Stelle}",
      text: "Guten Tag {Vorname} {Nachname},\n\nbitte schicken Sie uns Ihr letztes Dienstzeugnis.",
    });
    expect(sent.status).toBe(200);
    const text = await sink.mailTo(WALTER.email, ["bitte schicken Sie uns Ihr letztes Dienstzeugnis"]);
    expect(text).toContain("Guten Tag Walter Yvonnegger");
    replyToken = linkIn(text, "/bewerbung/nachrichten");

    const opened = await fetch(replyUrl(replyToken), { headers: PERSON });
    expect(opened.status).toBe(200);
    const html = (await opened.text()).replace(/<!-- -->/g, "");
    expect(html).toContain("Nachrichten zu Ihrer Bewerbung");
    expect(html).toContain(DEMO_COMPANY);
    expect(html).toContain("bitte schicken Sie uns Ihr letztes Dienstzeugnis.");
    expect(html).toContain("Katharina Mayr");
  });

  it("takes the candidate's reply with a document into the company's thread, unread, and tells the colleague", async () => {
    const certificate = await textPdf("Dienstzeugnis Walter Yvonnegger");
    const answered = await reply(replyToken, "Gerne, anbei mein Dienstzeugnis.", [
      { name: "zeugnis.pdf", bytes: certificate },
    ]);
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toContain("gesendet=1");
    const after = await fetch(new URL(answered.headers.get("location")!, t.baseUrl), { headers: PERSON });
    expect((await after.text()).replace(/<!-- -->/g, "")).toContain("Ihre Nachricht wurde gesendet.");

    const notice = await sink.mailTo("kunde@demo.at", ["ist eine Antwort eingegangen"]);
    expect(notice).toContain(`/p/applications/bewerber-manager/${walter!.id}#nachrichten`);
    expect(notice).not.toContain("Gerne, anbei");

    const unread = await inboxIds(kunde, { q: WALTER.nachname, ungelesen: "1" });
    expect(unread).toEqual([walter!.id]);
    const detail = await page(kunde, `${MANAGER}/${walter!.id}`);
    expect(detail.html).toContain("Gerne, anbei mein Dienstzeugnis.");
    expect(detail.html).toContain("Antwort erhalten");
    const link = /href="(\/p\/applications\/bewerber-manager\/\d+\/dokumente\/[^"]+)"[^>]*>zeugnis\.pdf</.exec(
      detail.html,
    );
    expect(link, "the attachment's download").not.toBeNull();
    const download = await kunde.request(`${t.baseUrl}${link![1]}`, { headers: PERSON });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(certificate);
    // The other company sees nothing of it.
    expect((await hybrid.request(`${t.baseUrl}${link![1]}`, { headers: PERSON })).status).toBe(404);
  });

  it("refuses an empty reply, a renamed HTML file and a forged link in German, storing nothing", async () => {
    const empty = await reply(replyToken, "   ");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Bitte schreiben Sie eine Nachricht.");
    const html = await reply(replyToken, "Hier noch etwas.", [
      { name: "zeugnis.pdf", bytes: new TextEncoder().encode("<html><script>alert(1)</script></html>") },
    ]);
    expect(html.status).toBe(400);
    expect(await html.text()).toContain("PDF-, Word-, JPEG- oder PNG-Dateien");
    const forged = createTokenSigner(["ein-anderes-geheimnis-mit-genug-zeichen"]).sign(
      JSON.stringify({ a: walter!.id, k: "geraten" }),
    );
    const refused = await reply(forged, "Ich bin nicht Walter.");
    expect(refused.status).toBe(404);
    expect((await fetch(replyUrl(forged), { headers: PERSON })).status).toBe(404);
    const detail = await page(kunde, `${MANAGER}/${walter!.id}`);
    expect(detail.html).not.toContain("Hier noch etwas.");
    expect(detail.html).not.toContain("Ich bin nicht Walter.");
  });

  it("withdraws on the button: the company keeps an anonymous entry without e-mail and CV", async () => {
    const withdrawn = await fetch(withdrawUrl(withdrawToken), {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: withdrawToken }),
    });
    await withdrawn.arrayBuffer();

    const detail = await page(kunde, `${MANAGER}/${walter!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toMatch(/<h1[^>]*>Anonymisiert<\/h1>/);
    expect(detail.html).toContain("(von der Person zurückgezogen)");
    expect(detail.html).toContain("Bewerbung zurückgezogen, Daten gelöscht");
    expect(detail.html).not.toContain(WALTER.email);
    expect(detail.html).not.toContain("Yvonnegger");
    expect(detail.html).not.toContain("/dokumente/");
    expect(detail.html).toContain("Keine Unterlagen.");
    expect(await inboxIds(kunde, { q: WALTER.nachname, ansicht: "alle" })).toEqual([]);

    // A spent link says what happened (410), on every candidate page.
    for (const url of [withdrawUrl(withdrawToken), dataUrl(dataToken), replyUrl(replyToken)]) {
      const spent = await fetch(url, { headers: PERSON });
      expect(spent.status).toBe(410);
      expect(await spent.text()).toContain("Diese Bewerbung wurde bereits zurückgezogen.");
    }
    expect(detail.html).not.toContain("Gerne, anbei mein Dienstzeugnis.");
    const again = await fetch(withdrawUrl(withdrawToken), {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: withdrawToken }),
    });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("Diese Bewerbung wurde bereits zurückgezogen.");
  });
});

describe("knock-out questions", () => {
  it("sets an application that answers the knock-out answer aside under „Ausgeschieden“", async () => {
    const jobAdId = Number(/^\/jobs\/(\d+)-/.exec(bakeryAdPath)![1]);
    const label = "Haben Sie einen Führerschein der Klasse B?";
    const editorPath = `${MANAGER}/inserate/${jobAdId}/fragen`;
    expect((await page(hybrid, editorPath)).status).toBe(200);
    // Kunde's company does not own the bakery's ad.
    expect((await page(kunde, editorPath)).status).toBe(404);
    const saved = await post(hybrid, editorPath, {
      intent: "frage-hinzufuegen",
      id: "fuehrerschein",
      typ: "yesno",
      frage: label,
      pflicht: "on",
      ko_janein: "nein",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(`Frage „${label}“ hinzugefügt.`);
    const form = await (await fetch(`${t.baseUrl}${bakeryAdPath}/bewerben`, { headers: PERSON })).text();
    expect(form).toContain(label);
    const field = /<input[^>]*name="(frage-[a-z0-9-]+)"[^>]*value="nein"/.exec(form)?.[1];
    expect(field, "the question's field").toBeDefined();

    const kurt: Candidate = { vorname: "Kurt", nachname: "Wurzenberger", email: "kurt.wurzenberger@example.at" };
    const cv = { name: "cv.pdf", bytes: await textPdf("Lebenslauf Kurt Wurzenberger, Bäcker") };
    const unanswered = await apply(bakeryAdPath, fieldsOf(kurt), cv);
    expect(unanswered.status).toBe(400);
    expect(await unanswered.text()).toContain("Bitte beantworten Sie diese Frage.");

    const sent = await apply(bakeryAdPath, fieldsOf(kurt, { [field!]: "nein" }), cv);
    expect(sent.status).toBe(303);
    expect(await inboxIds(hybrid, { q: kurt.nachname })).toEqual([]);
    const aside = await inboxIds(hybrid, { q: kurt.nachname, ansicht: "ausgeschieden" });
    expect(aside).toHaveLength(1);
    const detail = await page(hybrid, `${MANAGER}/${aside[0]}`);
    expect(detail.html).toContain("Durch K.-o.-Frage ausgeschieden");
    expect(detail.html).toMatch(/Haben Sie einen Führerschein der Klasse B\?<\/dt><dd>Nein<span[^>]*>\(K\.-o\.\)/);
    // The candidate is not told.
    const text = await sink.mailTo(kurt.email, ["Guten Tag Kurt Wurzenberger"]);
    expect(text).not.toContain("K.-o.");
    expect(text).toContain("Haben Sie einen Führerschein der Klasse B? Nein");
  });
});

describe("the limit per client", () => {
  let own: TestPortal;

  beforeAll(async () => {
    own = await startTestPortal({ JOBS_ENABLED: "false" });
  });
  afterAll(async () => {
    await own?.stop();
  });

  it("takes five applications from one client at once, then asks to wait, in German and with Retry-After", async () => {
    const bare = await fetch(`${own.baseUrl}/jobs/4`, { headers: PERSON, redirect: "manual" });
    const path = new URL(bare.headers.get("location")!, own.baseUrl).pathname;
    const cv = { name: "cv.pdf", bytes: await textPdf("Lebenslauf") };
    const answers: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const candidate = { vorname: "Serie", nachname: `Nummer${i}`, email: `serie.${i}@example.at` };
      answers.push((await apply(path, fieldsOf(candidate), cv, own.baseUrl)).status);
    }
    expect(answers).toEqual([303, 303, 303, 303, 303]);
    const sixth = await apply(
      path,
      fieldsOf({ vorname: "Serie", nachname: "Nummer6", email: "serie.6@example.at" }),
      cv,
      own.baseUrl,
    );
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await sixth.text();
    expect(html).toContain("Zu viele Bewerbungen in kurzer Zeit.");
    expect(html).toMatch(/<input[^>]*name="vorname"[^>]*value="Serie"/);
  });
});
