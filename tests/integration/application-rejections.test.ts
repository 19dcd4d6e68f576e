import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textPdf } from "../support/pdf";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

/**
 * Issue 34 §1 over HTTP: "Absagen" needs a confirmation (the server refuses a rejection without
 * `bestaetigt`, single and bulk, changing nothing); a planned rejection shows on the
 * application's page with "Geplante Absage zurücknehmen", which takes it back with a German
 * message and returns the application to its stage; a move out of "Abgesagt" takes it back and
 * says so; a mail that has left cannot be taken back (409); another company cannot touch it.
 * That no mail leaves at the planned time, the race with the delivery and the candidate's view:
 * application-rejection-outbox.test.ts (a fake clock on the database).
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";

let t: TestPortal;
let sink: SmtpSink;
let kunde: HttpBrowser;
let hybrid: HttpBrowser;
/** Ad 4's public address (kunde@demo.at's company). */
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
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
  const bare = await fetch(`${t.baseUrl}/jobs/4`, { headers: PERSON, redirect: "manual" });
  adPath = new URL(bare.headers.get("location")!, t.baseUrl).pathname;
});
afterAll(async () => {
  await t?.stop();
  await sink?.close();
});

async function page(browser: HttpBrowser, pathname: string): Promise<{ status: number; html: string }> {
  const response = await browser.request(`${t.baseUrl}${pathname}`, { headers: PERSON });
  // React puts comment markers between adjacent text parts.
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

async function post(browser: HttpBrowser, pathname: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const response = await browser.request(`${t.baseUrl}${pathname}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

/** Applies to ad 4 from a client address of its own; answers the application's id in kunde's inbox. */
async function apply(first: string, last: string): Promise<number> {
  const form = new FormData();
  const fields: Record<string, string> = {
    art: "standard",
    vorname: first,
    nachname: last,
    email: `${first}.${last}@example.at`.toLowerCase(),
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
    ...new Set([...html.matchAll(/href="\/p\/applications\/bewerber-manager\/(\d+)(?:\?[^"#]*)?"/g)].map((m) => m[1])),
  ];
  expect(ids).toHaveLength(1);
  return Number(ids[0]);
}

const REJECTION = {
  grund: "qualifikation",
  betreff: "Ihre Bewerbung, {Nachname}",
  text: "Guten Tag {Vorname} {Nachname},\n\nleider haben wir uns anders entschieden.\n\n{Absender}",
};

const TAKE_BACK_BUTTON = 'value="absage-zuruecknehmen"';
const selectedStage = (html: string) => /<option value="([a-z0-9-]+)" selected="">/.exec(html)?.[1];

describe("rejecting", () => {
  it("needs the confirmation, single and bulk: without it nothing changes and nothing is queued", async () => {
    const id = await apply("Konrad", "Klickfix");
    const single = await post(kunde, `${MANAGER}/${id}`, { intent: "absage", ...REJECTION, zeitpunkt: "sofort" });
    expect(single.status).toBe(400);
    expect(single.html).toContain("Bitte bestätigen Sie die Absage.");
    // Sent without the page's script, the form comes back with the checkbox to confirm.
    expect(single.html).toContain("Ja, ich sage ab.");
    const bulk = await post(kunde, MANAGER, { intent: "absage", ids: [String(id)], ...REJECTION, zeitpunkt: "sofort" });
    expect(bulk.status).toBe(400);
    expect(bulk.html).toContain("Bitte bestätigen Sie die Absage.");

    const detail = await page(kunde, `${MANAGER}/${id}`);
    expect(selectedStage(detail.html)).toBe("eingegangen");
    expect(detail.html).toContain("Noch keine Nachrichten mit dieser Person.");
    expect(detail.html).not.toContain("Absage geplant für");
  });
});

describe("a planned rejection", () => {
  it("shows on the page until it is taken back, and goes back to the stage it came from", async () => {
    const id = await apply("Anna", "Abwarter");
    expect((await post(kunde, `${MANAGER}/${id}`, { intent: "phase", phase: "in-pruefung" })).status).toBe(200);
    const rejected = await post(kunde, `${MANAGER}/${id}`, {
      intent: "absage",
      ...REJECTION,
      zeitpunkt: "morgen",
      bestaetigt: "ja",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.html).toMatch(/Abgesagt\. Die E-Mail ist für \d{2}\.\d{2}\.\d{4}, 08:00 Uhr geplant/);

    const planned = await page(kunde, `${MANAGER}/${id}`);
    expect(planned.html).toMatch(/Absage geplant für \d{2}\.\d{2}\.\d{4}, 08:00 Uhr/);
    expect(planned.html).toContain("Geplante Absage zurücknehmen");
    expect(selectedStage(planned.html)).toBe("abgesagt");

    // Another company's colleague finds nothing to take back.
    expect((await post(hybrid, `${MANAGER}/${id}`, { intent: "absage-zuruecknehmen" })).status).toBe(404);

    const takenBack = await post(kunde, `${MANAGER}/${id}`, { intent: "absage-zuruecknehmen" });
    expect(takenBack.status).toBe(200);
    expect(takenBack.html).toContain(
      "Die geplante Absage an Anna Abwarter wurde zurückgenommen; die E-Mail wird nicht gesendet. Die Bewerbung ist wieder in der Phase „In Prüfung“.",
    );
    const after = await page(kunde, `${MANAGER}/${id}`);
    expect(selectedStage(after.html)).toBe("in-pruefung");
    expect(after.html).not.toContain("Absage geplant für");
    expect(after.html).not.toContain(TAKE_BACK_BUTTON);
    expect(after.html).toContain("Geplante Absage zurückgenommen (E-Mail „Ihre Bewerbung, Abwarter“, geplant für");
    expect(after.html).toContain("Noch keine Nachrichten mit dieser Person.");

    // A second click (another tab) finds nothing left to take back.
    const again = await post(kunde, `${MANAGER}/${id}`, { intent: "absage-zuruecknehmen" });
    expect(again.status).toBe(409);
    expect(again.html).toContain("Für Anna Abwarter ist keine Absage mehr geplant");
  });

  it("is taken back by a move out of „Abgesagt“, on the page and in bulk, and the message says so", async () => {
    const one = await apply("Moritz", "Umsteiger");
    const two = await apply("Mia", "Stapelberg");
    const three = await apply("Max", "Buendelhof");
    const rejected = await post(kunde, MANAGER, {
      intent: "absage",
      ids: [String(one), String(two), String(three)],
      ...REJECTION,
      zeitpunkt: "in-2-tagen",
      bestaetigt: "ja",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.html).toContain("3 Bewerbungen abgesagt. Die E-Mail ist für");

    const single = await post(kunde, `${MANAGER}/${one}`, { intent: "phase", phase: "interview" });
    expect(single.status).toBe(200);
    expect(single.html).toContain(
      "In die Phase „Interview“ verschoben. Die geplante Absage an Moritz Umsteiger wurde zurückgenommen.",
    );
    const bulk = await post(kunde, MANAGER, {
      intent: "phase",
      ids: [String(two), String(three)],
      phase: "in-pruefung",
    });
    expect(bulk.status).toBe(200);
    expect(bulk.html).toMatch(
      /2 Bewerbungen in die Phase „In Prüfung“ verschoben\. Die geplante Absage an (Mia Stapelberg, Max Buendelhof|Max Buendelhof, Mia Stapelberg) wurde zurückgenommen\./,
    );
    for (const id of [one, two, three]) {
      const detail = await page(kunde, `${MANAGER}/${id}`);
      expect(detail.html).not.toContain("Absage geplant für");
      expect(detail.html).toContain("Geplante Absage zurückgenommen");
    }
  });

  it("cannot be taken back once the mail has left: no button, and a late click is a 409", async () => {
    const id = await apply("Sofia", "Sofortig");
    const rejected = await post(kunde, `${MANAGER}/${id}`, {
      intent: "absage",
      ...REJECTION,
      zeitpunkt: "sofort",
      bestaetigt: "ja",
    });
    expect(rejected.status).toBe(200);
    await sink.mailTo("sofia.sofortig@example.at", ["leider haben wir uns anders entschieden"]);

    const detail = await page(kunde, `${MANAGER}/${id}`);
    expect(detail.html).not.toContain(TAKE_BACK_BUTTON);
    const late = await post(kunde, `${MANAGER}/${id}`, { intent: "absage-zuruecknehmen" });
    expect(late.status).toBe(409);
    expect(late.html).toContain(
      "Für Sofia Sofortig ist keine Absage mehr geplant: Die E-Mail ist bereits gesendet oder wird gerade gesendet und lässt sich nicht mehr zurücknehmen.",
    );
    expect(selectedStage((await page(kunde, `${MANAGER}/${id}`)).html)).toBe("abgesagt");
  });
});
