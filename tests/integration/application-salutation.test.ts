import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { MAIL_TEMPLATES } from "~/features/applications/templates";
import { textPdf } from "../support/pdf";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { servePgliteTemplate } from "../support/served-pglite";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

/**
 * The optional "Anrede" of the apply form (issue 35 §6, decision 081) over HTTP: an application
 * with "Frau" is greeted "Sehr geehrte Frau …" in its confirmation and in a template mail
 * ({Anrede}); the application's page, the CSV export and the candidate's data copy show it;
 * without one the greeting stays gender-neutral; a value the form does not offer is refused and
 * stores nothing; a withdrawal takes the salutation with the name. Mails are read as an SMTP
 * server receives them; the database by SQL (PGlite behind a socket, as in application-sourcing).
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";
const AD = 4;
const stamp = Date.now();
const FRIEDA = { vorname: "Frieda", nachname: `Prüfer${stamp}`, email: `frieda.${stamp}@example.at` };
const JONAS = { vorname: "Jonas", nachname: `Prüfer${stamp}`, email: `jonas.${stamp}@example.at` };

let served: { url: string; stop(): Promise<void> } | null = null;
let t: TestPortal;
let sink: SmtpSink;
let database: DatabaseHandle;
let kunde: HttpBrowser;
let adPath = "";

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

beforeAll(async () => {
  served = process.env.DATABASE_URL ? null : await servePgliteTemplate();
  sink = await startSmtpSink();
  t = await startTestPortal(
    {
      JOBS_ENABLED: "true",
      JOBS_SWEEP_SECONDS: "1",
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      ...(served ? { DB_POOL_SIZE: "1" } : {}),
    },
    served ? { databaseUrl: served.url } : {},
  );
  database = await openDatabase({ url: t.databaseUrl!, dataDir: "memory://", poolSize: 1 });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  const bare = await fetch(`${t.baseUrl}/jobs/${AD}`, { headers: PERSON, redirect: "manual" });
  adPath = new URL(bare.headers.get("location")!, t.baseUrl).pathname;
});
afterAll(async () => {
  await database?.close();
  await t?.stop();
  await sink?.close();
  await served?.stop();
});

async function apply(candidate: typeof FRIEDA, anrede: string): Promise<Response> {
  const form = new FormData();
  const fields = { art: "standard", anrede, ...candidate, telefon: "", nachricht: "", website: "", datenschutz: "on" };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const cv = await textPdf(`Lebenslauf ${candidate.vorname} ${candidate.nachname}`);
  form.append("lebenslauf", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), "lebenslauf.pdf");
  return fetch(`${t.baseUrl}${adPath}/bewerben`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl },
    body: form,
    redirect: "manual",
  });
}

async function page(path: string) {
  const response = await kunde.request(`${t.baseUrl}${path}`, { headers: PERSON });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

const stored = (email: string) =>
  rows<{ id: number; salutation: string | null; first_name: string }>(
    "select id, salutation, first_name from applications where email = $1 order by id",
    [email],
  );

/** The mail's first line (the SMTP text has CRLF line ends). */
const firstLine = (text: string) => text.split(/\r?\n/)[0];

const linkIn = (text: string, path: string) =>
  decodeURIComponent(new RegExp(`${path.replace(/\//g, "\\/")}\\?token=(\\S+)`).exec(text)![1]!);

describe("the Anrede of an application", () => {
  let frieda = 0;

  it("refuses a salutation the form does not offer, storing nothing", async () => {
    const refused = await apply(FRIEDA, "divers");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Bitte wählen Sie Frau, Herr oder keine Angabe.");
    expect(await stored(FRIEDA.email)).toEqual([]);
  });

  it("greets an applicant who chose Frau as „Sehr geehrte Frau …“ in the confirmation", async () => {
    expect((await apply(FRIEDA, "frau")).status).toBe(303);
    const [row] = await stored(FRIEDA.email);
    expect(row).toMatchObject({ salutation: "frau", first_name: "Frieda" });
    frieda = row!.id;
    const text = await sink.mailTo(FRIEDA.email, ["vielen Dank für Ihre Bewerbung"]);
    expect(firstLine(text)).toBe(`Sehr geehrte Frau ${FRIEDA.nachname},`);
    expect(text).toContain("Anrede: Frau");
    expect(text).not.toContain("Guten Tag");
  });

  it("fills {Anrede} of the default template with the whole greeting line", async () => {
    const template = MAIL_TEMPLATES.einladung;
    const sent = await kunde.request(`${t.baseUrl}${MANAGER}/${frieda}`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "email", betreff: template.subject, text: template.body }),
    });
    expect(sent.status).toBe(200);
    const text = await sink.mailTo(FRIEDA.email, ["Wir würden Sie gerne kennenlernen"]);
    expect(firstLine(text)).toBe(`Sehr geehrte Frau ${FRIEDA.nachname},`);
    // A company's own text with {Vorname} {Nachname} works as before.
    await kunde.request(`${t.baseUrl}${MANAGER}/${frieda}`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "email",
        betreff: "Rückfrage",
        text: "Guten Tag {Vorname} {Nachname},\n\nhaben Sie einen Führerschein?",
      }),
    });
    const own = await sink.mailTo(FRIEDA.email, ["haben Sie einen Führerschein?"]);
    expect(own).toContain(`Guten Tag Frieda ${FRIEDA.nachname},`);
  });

  it("shows the Anrede on the application's page, in the CSV export and in the candidate's copy", async () => {
    const detail = await page(`${MANAGER}/${frieda}`);
    expect(detail.html).toMatch(/<dt[^>]*>Anrede<\/dt><dd>Frau<\/dd>/);
    const csv = (await page(`${MANAGER}/inserate/${AD}/export?format=csv`)).html;
    expect(csv).toContain(`;Frau;Frieda;${FRIEDA.nachname};${FRIEDA.email};`);

    const confirmation = await sink.mailTo(FRIEDA.email, ["vielen Dank für Ihre Bewerbung"]);
    const token = linkIn(confirmation, "/bewerbung/daten");
    const json = (await (
      await fetch(`${t.baseUrl}/bewerbung/daten.json?token=${encodeURIComponent(token)}`, { headers: PERSON })
    ).json()) as { bewerbung: { anrede: string | null; vorname: string } };
    expect(json.bewerbung).toMatchObject({ anrede: "Frau", vorname: "Frieda" });
    const data = await fetch(`${t.baseUrl}/bewerbung/daten?token=${encodeURIComponent(token)}`, { headers: PERSON });
    expect((await data.text()).replace(/<!-- -->/g, "")).toMatch(/Anrede<\/dt>\s*<dd[^>]*>Frau</);
  });

  it("greets gender-neutrally without an Anrede (keine Angabe)", async () => {
    expect((await apply(JONAS, "")).status).toBe(303);
    expect((await stored(JONAS.email))[0]).toMatchObject({ salutation: null });
    const text = await sink.mailTo(JONAS.email, ["vielen Dank für Ihre Bewerbung"]);
    expect(firstLine(text)).toBe(`Guten Tag Jonas ${JONAS.nachname},`);
    expect(text).not.toContain("Anrede:");
  });

  it("takes the salutation with the name when the candidate withdraws", async () => {
    const confirmation = await sink.mailTo(FRIEDA.email, ["vielen Dank für Ihre Bewerbung"]);
    const token = linkIn(confirmation, "/bewerbung/zurueckziehen");
    const withdrawn = await fetch(`${t.baseUrl}/bewerbung/zurueckziehen`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }),
      redirect: "manual",
    });
    expect(withdrawn.status).toBeLessThan(400);
    const [row] = await rows<{ salutation: string | null; first_name: string; anonymised: boolean }>(
      "select salutation, first_name, anonymised_at is not null as anonymised from applications where id = $1",
      [frieda],
    );
    expect(row).toEqual({ salutation: null, first_name: "", anonymised: true });
  });
});
