import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { CONTACT_TEMPLATES } from "~/features/active-sourcing/contact-templates";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { servePgliteTemplate } from "../support/served-pglite";

/**
 * From Active Sourcing into the pipeline (issue 34 §7) over HTTP: kunde@demo.at's "Donautal
 * Technik GmbH" writes to two people of the pool; person 1 accepts through the link of the mail,
 * person 3 does not answer. From person 1's conversation one action adds her to ad 4's pipeline:
 * an application with source "Active Sourcing", her released name, e-mail, phone and profile
 * text, linked to the conversation and back; once per person and ad. Person 3, another company's
 * ad and a bad ad number are refused in German and change nothing; hybrid@demo.at's bakery has no
 * conversation with person 1.
 *
 * The test reads the portal's database by SQL: on PGlite the seeded template runs in this process
 * behind a TCP socket and the portal is started on it. The tests build on each other.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";
const MESSAGES = "/p/active-sourcing/messages";
const LINK = "/talente/anfrage";
const BAKERY = "Bäckerei Alpenkorn GmbH";
const AD = 4;
const TEMPLATE = CONTACT_TEMPLATES[0]!;

let served: { url: string; stop(): Promise<void> } | null = null;
let t: TestPortal;
let database: DatabaseHandle;
let kunde: HttpBrowser;
let hybrid: HttpBrowser;
let bakeryAd = 0;
let applicationId = 0;

interface Person {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  skills: string[];
}
let anna: Person;

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

async function read(response: Response) {
  return {
    status: response.status,
    location: response.headers.get("location"),
    html: (await response.text()).replace(/<!-- -->/g, ""),
  };
}

const page = async (browser: HttpBrowser, path: string) =>
  read(await browser.request(`${t.baseUrl}${path}`, { headers: PERSON, redirect: "manual" }));

async function post(browser: HttpBrowser | null, path: string, fields: Record<string, string>) {
  const init: RequestInit = {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  };
  return read(browser ? await browser.request(`${t.baseUrl}${path}`, init) : await fetch(`${t.baseUrl}${path}`, init));
}

/** The card of a person in a list: from the article holding the heading's id to the next card. */
function cardOf(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `the card ${id}`).toBeGreaterThan(-1);
  const end = html.indexOf("<article", start);
  return html.slice(Math.max(0, html.lastIndexOf("<article", start)), end === -1 ? undefined : end);
}

async function matchingPathOfBookkeeping(): Promise<string> {
  const { html } = await page(kunde, "/p/active-sourcing/matching");
  const match =
    /href="(\/p\/active-sourcing\/matching\/\d+)"[^>]*>Passende Talente zu „Buchhalter:in \(m\/w\/d\)“/.exec(html);
  expect(match, "the matching link of the Buchhalter:in ad").not.toBeNull();
  return match![1]!;
}

const addToPipeline = (browser: HttpBrowser, profileId: number, ad: string) =>
  post(browser, `${MESSAGES}/${profileId}`, { intent: "bewerber-manager", inserat: ad });

const sourcedRows = (profileId: number) =>
  rows<{
    id: number;
    job_ad_id: number;
    source: string;
    candidate_name: string;
    email: string;
    phone: string | null;
    cv_text: string;
    stage: string;
  }>(
    "select id, job_ad_id, source, candidate_name, email, phone, cv_text, stage from applications where sourcing_profile_id = $1 order by id",
    [profileId],
  );

/** Sends kunde's contact request to the person and answers the token of the mail's link. */
async function requestContact(profileId: number): Promise<string> {
  const sent = await post(kunde, `/p/active-sourcing/search/contact/${profileId}`, {
    subject: TEMPLATE.subject,
    body: TEMPLATE.body,
    jobAdId: "",
  });
  expect(sent.status).toBe(303);
  const [person] = await rows<{ email: string }>("select email from talent_profiles where id = $1", [profileId]);
  const [mail] = await rows<{ text: string }>('select text from mail_outbox where "to" = $1 order by id desc limit 1', [
    person!.email,
  ]);
  return decodeURIComponent(/\/talente\/anfrage\?token=(\S+)/.exec(mail!.text)![1]!);
}

beforeAll(async () => {
  served = process.env.DATABASE_URL ? null : await servePgliteTemplate();
  t = await startTestPortal(
    { JOBS_ENABLED: "false", ...(served ? { DB_POOL_SIZE: "1" } : {}) },
    served ? { databaseUrl: served.url } : {},
  );
  database = await openDatabase({ url: t.databaseUrl!, dataDir: "memory://", poolSize: 1 });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
  anna = (
    await rows<Person>("select first_name, last_name, email, phone, skills from talent_profiles where id = 1")
  )[0]!;
  const [ad] = await rows<{ id: number }>(
    "select j.id from job_ads j join companies c on c.id = j.company_id where c.full_name = $1 order by j.id limit 1",
    [BAKERY],
  );
  bakeryAd = ad!.id;
  const token = await requestContact(1);
  const accepted = await post(null, `${LINK}?token=${encodeURIComponent(token)}`, { token, intent: "accept" });
  expect(accepted.status).toBe(303);
  await requestContact(3);
});
afterAll(async () => {
  await database?.close();
  await t?.stop();
  await served?.stop();
});

describe("from Active Sourcing into the pipeline", () => {
  it("offers the company's live ads on the conversation of a person who accepted, and not before", async () => {
    const accepted = await page(kunde, `${MESSAGES}/1`);
    expect(accepted.status).toBe(200);
    expect(accepted.html).toContain("Zu Bewerber-Manager hinzufügen");
    expect(accepted.html).toMatch(new RegExp(`<option value="${AD}">[^<]+ · Nr\\. ${AD}</option>`));
    expect(accepted.html).not.toContain(`<option value="${bakeryAd}">`);
    const open = await page(kunde, `${MESSAGES}/3`);
    expect(open.status).toBe(200);
    expect(open.html).not.toContain("Zu Bewerber-Manager hinzufügen");
  });

  it("adds the person with her released data, source Active Sourcing, linked both ways", async () => {
    const added = await addToPipeline(kunde, 1, String(AD));
    expect(added.status).toBe(200);
    const name = `${anna.first_name} ${anna.last_name}`;
    expect(added.html).toMatch(new RegExp(`${name} wurde in den Bewerber-Manager für „[^“]+“ übernommen\\.`));
    const stored = await sourcedRows(1);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      job_ad_id: AD,
      source: "sourcing",
      candidate_name: name,
      email: anna.email,
      phone: anna.phone,
      stage: "eingegangen",
    });
    expect(stored[0]!.cv_text).toContain(anna.skills[0]!);
    applicationId = stored[0]!.id;
    expect(added.html).toContain(`href="${MANAGER}/${applicationId}"`);
    // No mail to the person: she did not apply.
    const [mails] = await rows<{ n: number }>(
      'select count(*)::int as n from mail_outbox where "to" = $1 and subject not like $2',
      [anna.email, "Kontaktanfrage%"],
    );
    expect(mails!.n).toBe(0);

    const detail = await page(kunde, `${MANAGER}/${applicationId}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(" · aus Active Sourcing");
    expect(detail.html).toContain(`href="${MESSAGES}/1"`);
    expect(detail.html).toContain("Aus Active Sourcing in den Bewerber-Manager übernommen");
    expect(detail.html).toContain(anna.email);

    const inbox = await page(kunde, `${MANAGER}?q=${encodeURIComponent(anna.last_name)}`);
    const row = inbox.html.slice(inbox.html.indexOf(`href="${MANAGER}/${applicationId}`));
    expect(row.slice(0, row.indexOf("</tr>"))).toContain("Active Sourcing");
    const board = await page(kunde, `${MANAGER}/inserate/${AD}?q=${encodeURIComponent(anna.last_name)}`);
    const card = board.html.slice(board.html.indexOf(`data-card="${applicationId}"`));
    expect(card.slice(0, card.indexOf("</li>"))).toContain("Active Sourcing");

    const back = await page(kunde, `${MESSAGES}/1`);
    expect(back.html).toContain(`href="${MANAGER}/${applicationId}"`);
    expect(back.html).toMatch(/Bewerbung für „[^“]+“/);
  });

  it("adds her once per ad: a second click names and links the application that exists", async () => {
    const again = await addToPipeline(kunde, 1, String(AD));
    expect(again.status).toBe(200);
    expect(again.html).toMatch(/ist bereits im Bewerber-Manager für „[^“]+“\./);
    expect(again.html).toContain(`href="${MANAGER}/${applicationId}"`);
    expect(await sourcedRows(1)).toHaveLength(1);
  });

  it("marks her „Beworben“ in the search, the matching, a project and on her profile, linking the application", async () => {
    // Her profile says "w": the application greets her as the talent pool did (decision 081).
    expect(
      (
        await rows<{ salutation: string | null }>("select salutation from applications where id = $1", [applicationId])
      )[0],
    ).toEqual({ salutation: "frau" });
    const mark = new RegExp(`<a[^>]*href="${MANAGER}/${applicationId}"[^>]*>Beworben für „[^“]+“</a>`);
    const search = await page(kunde, "/p/active-sourcing/search?q=Buchhalter&ort=Linz");
    expect(cardOf(search.html, "hit-1")).toMatch(mark);
    const profile = await page(kunde, "/p/active-sourcing/search/candidate/1");
    expect(profile.html).toMatch(mark);
    const matching = await page(kunde, await matchingPathOfBookkeeping());
    expect(cardOf(matching.html, "match-1")).toMatch(mark);
    const created = await post(kunde, "/p/active-sourcing/projects", { name: `Beworben ${Date.now()}`, jobAdId: "" });
    const projectPath = /\/p\/active-sourcing\/projects\/\d+/.exec(created.location ?? "")![0];
    const projectId = projectPath.split("/").at(-1)!;
    await post(kunde, "/p/active-sourcing/search/candidate/1", { intent: "add-to-project", projectId });
    await post(kunde, "/p/active-sourcing/search/candidate/3", { intent: "add-to-project", projectId });
    const board = await page(kunde, projectPath);
    expect(board.html).toMatch(mark);
    // Person 3 was asked but has no application: no mark.
    expect(board.html.match(/>Beworben für „/g)).toHaveLength(1);

    // An anonymised application belongs to nobody: the mark goes (the anonymisation also drops the link).
    await rows("update applications set anonymised_at = now() where id = $1", [applicationId]);
    expect((await page(kunde, "/p/active-sourcing/search/candidate/1")).html).not.toContain("Beworben für „");
    await rows("update applications set anonymised_at = null where id = $1", [applicationId]);
  });

  it("refuses a person who has not accepted, another company's ad and a bad ad number, in German, changing nothing", async () => {
    const open = await addToPipeline(kunde, 3, String(AD));
    expect(open.status).toBe(409);
    expect(open.html).toContain("nur Personen, die Ihre Kontaktanfrage angenommen haben");
    expect(await sourcedRows(3)).toEqual([]);
    const foreignAd = await addToPipeline(kunde, 1, String(bakeryAd));
    expect(foreignAd.status).toBe(400);
    expect(foreignAd.html).toContain("Bitte wählen Sie ein aktives Inserat Ihres Unternehmens.");
    const bad = await addToPipeline(kunde, 1, "abc");
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Bitte wählen Sie ein Inserat.");
    expect(await sourcedRows(1)).toHaveLength(1);
  });

  it("lets no other company take the person in", async () => {
    const foreign = await addToPipeline(hybrid, 1, String(bakeryAd));
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect(await sourcedRows(1)).toHaveLength(1);
    const [count] = await rows<{ n: number }>(
      "select count(*)::int as n from applications a join companies c on c.id = a.company_id where c.full_name = $1 and a.source = 'sourcing'",
      [BAKERY],
    );
    expect(count!.n).toBe(0);
  });
});
