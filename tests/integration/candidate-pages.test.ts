import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenSigner } from "~/lib/signed-token.server";
import { textPdf } from "../support/pdf";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

/**
 * Issue 34 §6 over HTTP, "the candidate knows where they stand": the status page of the signed
 * link in the candidate's words through renamed and added stages, a planned rejection hidden
 * until its mail leaves; the readable data page with its PDF and JSON; the talent-pool consent
 * given and withdrawn on its own; what a spent or forged link says; the candidate pages without
 * the employer portal's navigation. Demo data: ad 4 is the live ad of kunde@demo.at's company
 * "Donautal Technik GmbH"; every application comes from a client address of its own.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";
const EDITOR = `${MANAGER}/phasen`;
const DEMO_COMPANY = "Donautal Technik GmbH";

let t: TestPortal;
let sink: SmtpSink;
let kunde: HttpBrowser;
let adPath = "";
let clients = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestPortal({
    JOBS_ENABLED: "true",
    JOBS_SWEEP_SECONDS: "1",
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    TRUST_PROXY: "true",
  });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  const bare = await fetch(`${t.baseUrl}/jobs/4`, { headers: PERSON, redirect: "manual" });
  adPath = new URL(bare.headers.get("location")!, t.baseUrl).pathname;
});
afterAll(async () => {
  await t?.stop();
  await sink?.close();
});

const clean = (html: string) => html.replace(/<!-- -->/g, "");

async function page(browser: HttpBrowser, pathname: string): Promise<{ status: number; html: string }> {
  const response = await browser.request(`${t.baseUrl}${pathname}`, { headers: PERSON });
  return { status: response.status, html: clean(await response.text()) };
}

async function post(browser: HttpBrowser, pathname: string, fields: Record<string, string>) {
  const response = await browser.request(`${t.baseUrl}${pathname}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, html: clean(await response.text()) };
}

/** A candidate's page: no session, no cookies. */
async function open(path: string, token: string, extra = ""): Promise<{ status: number; html: string }> {
  const response = await fetch(`${t.baseUrl}${path}?token=${encodeURIComponent(token)}${extra}`, { headers: PERSON });
  return { status: response.status, html: clean(await response.text()) };
}

/** The candidate's form post through the link (the token in the body), from this origin. */
async function candidatePost(path: string, fields: Record<string, string>, origin = t.baseUrl) {
  const response = await fetch(`${t.baseUrl}${path}?token=${encodeURIComponent(fields.token ?? "")}`, {
    method: "POST",
    headers: { ...PERSON, origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), html: clean(await response.text()) };
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/.]/g, "\\$&")}\\?token=(\\S+)`).exec(text);
  expect(match, `${path} in the mail`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

interface Applied {
  id: number;
  token: string;
  mail: string;
}

/** Applies to ad 4 from a client address of its own; answers the id and the token of the confirmation mail. */
async function apply(first: string, last: string, mailParts: string[] = []): Promise<Applied> {
  const email = `${first}.${last}@example.at`.toLowerCase();
  const form = new FormData();
  const fields: Record<string, string> = {
    art: "standard",
    vorname: first,
    nachname: last,
    email,
    telefon: "+43 660 1234567",
    nachricht: "Ich freue mich auf Ihre Antwort.",
    website: "",
    datenschutz: "on",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const cv = await textPdf(`Lebenslauf ${first} ${last} Elektrotechnik`);
  form.append("lebenslauf", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), "lebenslauf.pdf");
  clients += 1;
  const sent = await fetch(`${t.baseUrl}${adPath}/bewerben`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "x-forwarded-for": `198.51.100.${clients}` },
    body: form,
    redirect: "manual",
  });
  expect(sent.status).toBe(303);
  const mail = await sink.mailTo(email, ["vielen Dank für Ihre Bewerbung", ...mailParts]);
  const { html } = await page(kunde, `${MANAGER}?${new URLSearchParams({ q: last, ansicht: "alle" })}`);
  const ids = [
    ...new Set([...html.matchAll(/href="\/p\/applications\/bewerber-manager\/(\d+)(?:\?[^"]*)?"/g)].map((m) => m[1])),
  ];
  return { id: Number(ids[0]), token: linkIn(mail, "/bewerbung/status"), mail };
}

/** The status page's heading of the status (the h2 of the status box). */
const statusTitle = (html: string) => /<h2 id="status-titel"[^>]*>([^<]+)<\/h2>/.exec(html)?.[1];

const REJECTION = {
  intent: "absage",
  grund: "qualifikation",
  betreff: "Ihre Bewerbung bei uns",
  text: "Guten Tag,\n\nleider haben wir uns anders entschieden.",
  bestaetigt: "ja",
};

describe("the status page", () => {
  let anna: Applied;
  beforeAll(async () => {
    anna = await apply("Anna", "Statusberger");
  });

  it("is linked from the confirmation mail, beside the other links", () => {
    expect(anna.mail).toContain(`${t.baseUrl}/bewerbung/status?token=`);
    expect(anna.mail).toContain(`${t.baseUrl}/bewerbung/daten?token=`);
    expect(anna.mail).toContain(`${t.baseUrl}/bewerbung/zurueckziehen?token=`);
  });

  it("says received, then in review, in the candidate's words whatever the company calls its stages", async () => {
    const received = await open("/bewerbung/status", anna.token);
    expect(received.status).toBe(200);
    expect(statusTitle(received.html)).toBe("Ihre Bewerbung ist eingegangen");
    expect(received.html).toContain(DEMO_COMPANY);
    expect(received.html).toContain('aria-current="step"');

    // The company renames its stages and adds one of its own; the candidate sees none of the names.
    const renamed = await post(kunde, EDITOR, {
      intent: "umbenennen",
      "bezeichnung-eingegangen": "Stapel Süd",
      "bezeichnung-in-pruefung": "Vorauswahl Team Linz",
      "bezeichnung-interview": "Interview",
      "bezeichnung-angebot": "Angebot",
      "bezeichnung-eingestellt": "Vertrag raus",
      "bezeichnung-abgesagt": "Nein danke",
    });
    expect(renamed.status).toBe(200);
    expect(
      (await post(kunde, EDITOR, { intent: "hinzufuegen", bezeichnung: "Telefonscreening", nach: "in-pruefung" }))
        .status,
    ).toBe(200);
    expect(statusTitle((await open("/bewerbung/status", anna.token)).html)).toBe("Ihre Bewerbung ist eingegangen");

    for (const stage of ["in-pruefung", "telefonscreening", "interview"]) {
      expect((await post(kunde, `${MANAGER}/${anna.id}`, { intent: "phase", phase: stage })).status).toBe(200);
      const review = await open("/bewerbung/status", anna.token);
      expect(statusTitle(review.html)).toBe("Ihre Bewerbung wird geprüft");
      for (const label of ["Stapel Süd", "Vorauswahl Team Linz", "Telefonscreening", "Vertrag raus", "Nein danke"]) {
        expect(review.html).not.toContain(label);
      }
    }
  });

  it("keeps a planned rejection hidden until its mail leaves, then says „Absage“", async () => {
    const planned = await post(kunde, `${MANAGER}/${anna.id}`, { ...REJECTION, zeitpunkt: "morgen" });
    expect(planned.status).toBe(200);
    expect(planned.html).toContain("Absage geplant für");
    const hidden = await open("/bewerbung/status", anna.token);
    expect(statusTitle(hidden.html)).toBe("Ihre Bewerbung wird geprüft");
    expect(hidden.html).not.toContain("Absage");
    const data = await open("/bewerbung/daten", anna.token);
    expect(data.html).not.toContain("Absage");
    expect(data.html).not.toContain("leider haben wir uns anders entschieden");

    // Taken back and rejected at once: the mail leaves, and the candidate reads it.
    expect((await post(kunde, `${MANAGER}/${anna.id}`, { intent: "absage-zuruecknehmen" })).status).toBe(200);
    expect((await post(kunde, `${MANAGER}/${anna.id}`, { ...REJECTION, zeitpunkt: "sofort" })).status).toBe(200);
    await sink.mailTo("anna.statusberger@example.at", ["leider haben wir uns anders entschieden"]);
    const rejected = await open("/bewerbung/status", anna.token);
    expect(statusTitle(rejected.html)).toBe("Absage");
    expect(rejected.html).not.toContain("Nein danke");
    expect((await open("/bewerbung/daten", anna.token)).html).toMatch(/Uhr<\/span> – Absage/);
  });

  afterAll(async () => {
    await post(kunde, EDITOR, { intent: "entfernen", phase: "telefonscreening", ziel: "in-pruefung" });
    await post(kunde, EDITOR, { intent: "standard" });
  });
});

describe("the data page, its PDF and its JSON", () => {
  let bruno: Applied;
  beforeAll(async () => {
    bruno = await apply("Bruno", "Datenreiter");
  });

  it("shows every section in a readable page on the candidate's chrome", async () => {
    const { status, html } = await open("/bewerbung/daten", bruno.token);
    expect(status).toBe(200);
    for (const heading of ["Ihre Angaben", "Antworten", "Unterlagen", "Nachrichten", "Verlauf", "Talentpool"]) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
    expect(html).toContain("Bruno");
    expect(html).toContain("Datenreiter");
    expect(html).toContain("bruno.datenreiter@example.at");
    expect(html).toContain("lebenslauf.pdf");
    expect(html).toContain("Bewerbung eingegangen");
    expect(html).toContain('href="/bewerbung/daten.pdf?token=');
    expect(html).toContain('href="/bewerbung/daten.json?token=');
    expect(html).toContain('href="/datenschutz"');
    expect(html).not.toContain('aria-label="Hauptnavigation"');
    expect(html).not.toContain(">Anmelden<");
  });

  it("hands out the PDF and the machine-readable JSON", async () => {
    const pdfResponse = await fetch(`${t.baseUrl}/bewerbung/daten.pdf?token=${encodeURIComponent(bruno.token)}`, {
      headers: PERSON,
    });
    expect(pdfResponse.status).toBe(200);
    expect(pdfResponse.headers.get("content-type")).toBe("application/pdf");
    expect(pdfResponse.headers.get("content-disposition")).toContain("attachment");
    const bytes = new Uint8Array(await pdfResponse.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const json = await fetch(`${t.baseUrl}/bewerbung/daten.json?token=${encodeURIComponent(bruno.token)}`, {
      headers: PERSON,
    });
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toContain("application/json");
    const copy = (await json.json()) as { unternehmen: string; bewerbung: Record<string, unknown> };
    expect(copy.unternehmen).toBe(DEMO_COMPANY);
    expect(copy.bewerbung).toMatchObject({ vorname: "Bruno", nachname: "Datenreiter" });
    expect((await page(kunde, `${MANAGER}/${bruno.id}`)).html).toContain("Datenkopie angefordert");
  });
});

describe("the talent-pool consent on its own", () => {
  let clara: Applied;
  beforeAll(async () => {
    clara = await apply("Clara", "Poolinger");
  });

  it("is given and withdrawn through the link, the application staying as it is", async () => {
    const before = await open("/bewerbung/daten", clara.token);
    expect(before.html).toContain("Sie haben der Aufnahme in den Talentpool nicht zugestimmt");

    const given = await candidatePost("/bewerbung/daten", { token: clara.token, talentpool: "zustimmen" });
    expect(given.status).toBe(303);
    expect(given.location).toContain("talentpool=zugestimmt");
    const after = await open("/bewerbung/daten", clara.token, "&talentpool=zugestimmt");
    expect(after.html).toMatch(/Ihre Daten bleiben bis \d{2}\.\d{2}\.\d{4} im Talentpool/);
    const detail = await page(kunde, `${MANAGER}/${clara.id}`);
    expect(detail.html).toMatch(/Ja, bis \d{2}\.\d{2}\.\d{4}/);
    expect(detail.html).toContain("Zustimmung zum Talentpool erteilt");
    expect(detail.html).toMatch(/<h1[^>]*>Clara Poolinger<\/h1>/);

    // Given twice: nothing changes, and the page says why.
    const again = await candidatePost("/bewerbung/daten", { token: clara.token, talentpool: "zustimmen" });
    expect(again.status).toBe(409);
    expect(again.html).toContain("bereits zugestimmt");

    const withdrawn = await candidatePost("/bewerbung/daten", { token: clara.token, talentpool: "widerrufen" });
    expect(withdrawn.status).toBe(303);
    const detailAfter = await page(kunde, `${MANAGER}/${clara.id}`);
    expect(detailAfter.html).toContain("Zustimmung zum Talentpool widerrufen");
    expect(detailAfter.html).toMatch(/<h1[^>]*>Clara Poolinger<\/h1>/);
    expect(statusTitle((await open("/bewerbung/status", clara.token)).html)).toBe("Ihre Bewerbung ist eingegangen");
  });

  it("refuses a forged token, a wrong choice and another origin, changing nothing", async () => {
    const forged = createTokenSigner(["ein-anderes-geheimnis-mit-genug-zeichen"]).sign(
      JSON.stringify({ a: clara.id, k: "geraten" }),
    );
    expect((await candidatePost("/bewerbung/daten", { token: forged, talentpool: "zustimmen" })).status).toBe(404);
    expect((await candidatePost("/bewerbung/daten", { token: clara.token, talentpool: "vielleicht" })).status).toBe(
      400,
    );
    const foreign = await candidatePost(
      "/bewerbung/daten",
      { token: clara.token, talentpool: "zustimmen" },
      "https://boese.example",
    );
    expect(foreign.status).toBe(403);
    expect((await open("/bewerbung/daten", clara.token)).html).toContain(
      "Sie haben der Aufnahme in den Talentpool nicht zugestimmt",
    );
  });
});

describe("spent and forged links", () => {
  it("say what happened: withdrawn, deleted, invalid", async () => {
    const dora = await apply("Dora", "Rueckzieherin");
    const withdrawToken = linkIn(dora.mail, "/bewerbung/zurueckziehen");
    const done = await candidatePost("/bewerbung/zurueckziehen", { token: withdrawToken });
    expect(done.status).toBe(303);
    for (const path of [
      "/bewerbung/status",
      "/bewerbung/daten",
      "/bewerbung/nachrichten",
      "/bewerbung/zurueckziehen",
    ]) {
      const spent = await open(path, dora.token);
      expect(spent.status, path).toBe(410);
      expect(spent.html).toContain("Diese Bewerbung wurde bereits zurückgezogen.");
      expect(spent.html).not.toContain("Dora");
      expect(spent.html).toContain('href="/datenschutz"');
    }
    const pdfFile = await fetch(`${t.baseUrl}/bewerbung/daten.pdf?token=${encodeURIComponent(dora.token)}`, {
      headers: PERSON,
    });
    expect(pdfFile.status).toBe(410);

    const forged = createTokenSigner(["ein-anderes-geheimnis-mit-genug-zeichen"]).sign(
      JSON.stringify({ a: dora.id, k: "geraten" }),
    );
    for (const token of [forged, "kaputt"]) {
      const invalid = await open("/bewerbung/status", token);
      expect(invalid.status).toBe(404);
      expect(invalid.html).toContain("Dieser Link ist ungültig.");
    }

    // A merged duplicate's links: its data is gone.
    const first = await apply("Emil", "Doppelmayr");
    const second = await apply("Emil", "Doppelmayr", ["bereits eine Bewerbung eingegangen"]);
    expect(second.id).not.toBe(first.id);
    expect(second.token).not.toBe(first.token);
    const merged = await post(kunde, `${MANAGER}/${second.id}`, { intent: "zusammenfuehren", bestaetigt: "on" });
    expect(merged.status).toBeLessThan(400);
    const deleted = await open("/bewerbung/status", second.token);
    expect(deleted.status).toBe(410);
    expect(deleted.html).toContain("Die Daten dieser Bewerbung wurden gelöscht.");
    expect((await open("/bewerbung/status", first.token)).status).toBe(200);
  });
});

describe("candidate pages", () => {
  it("wear the candidate's chrome: no employer navigation, no „Anmelden“ for companies", async () => {
    const ad = await fetch(`${t.baseUrl}${adPath}`, { headers: PERSON });
    const form = await fetch(`${t.baseUrl}${adPath}/bewerben`, { headers: PERSON });
    const thanks = await fetch(`${t.baseUrl}${adPath}/bewerben/danke`, { headers: PERSON });
    for (const response of [ad, form, thanks]) {
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('aria-label="Hauptnavigation"');
      expect(html).not.toContain(">Anmelden<");
      expect(html).not.toContain('href="/produkte/talentsuche"');
      expect(html).toContain('href="/datenschutz"');
      expect(html).toContain(">Impressum<");
    }
    // The employer pages keep theirs.
    expect(await (await fetch(`${t.baseUrl}/produkte/stelleninserate`, { headers: PERSON })).text()).toContain(
      'aria-label="Hauptnavigation"',
    );
  });

  it("the public ad: posting date, tappable contact, the sticky apply button", async () => {
    const html = clean(await (await fetch(`${t.baseUrl}${adPath}`, { headers: PERSON })).text());
    expect(html).toMatch(/veröffentlicht am \d{2}\.\d{2}\.\d{4}/);
    expect(html).toMatch(/href="mailto:[^"]+@[^"]+"/);
    expect(html).toMatch(/href="tel:\+?\d+"/);
    expect(html).toContain(">Jetzt bewerben<");
  });
});
