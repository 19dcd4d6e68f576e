import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { CONTACT_TEMPLATES } from "~/features/active-sourcing/contact-templates";
import { ACCESS_LOG_RETENTION_DAYS, deleteOldAccessLog } from "~/features/active-sourcing/leave-pool.server";
import { createTokenSigner } from "~/lib/signed-token.server";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { servePgliteTemplate } from "../support/served-pglite";

/**
 * Issue 35 §1, §2, §5, §6 over HTTP on the seeded demo data: sourcing knows whom the company
 * reached (marks in search, matching and projects; the released name everywhere after acceptance),
 * the person's page speaks to the person and lets them leave the pool, the project's contact page
 * is for the project's people, filters keep the address clean, and projects show success messages.
 *
 * kunde@demo.at's company "Donautal Technik GmbH" has Talentsuche Premium and an active
 * "Buchhalter:in (m/w/d)" ad in Linz. Personas of db/seed-talents.ts: 1 Sabine Hofer, Buchhalterin
 * in Linz; 3 Lohnverrechner in Wels; 4 Bilanzbuchhalterin in Leonding.
 */

const HEADERS = { "user-agent": BROWSER_USER_AGENT };
const SEARCH = "/p/active-sourcing/search";
const CANDIDATE = `${SEARCH}/candidate`;
const CONTACT = `${SEARCH}/contact`;
const MESSAGES = "/p/active-sourcing/messages";
const PROJECTS = "/p/active-sourcing/projects";
const LINK = "/talente/anfrage";
const SECRET = "talent-relations-test-secret-with-more-than-32-characters";
const COMPANY = "Donautal Technik GmbH";
const TEMPLATE = CONTACT_TEMPLATES[0]!;

let served: { url: string; stop(): Promise<void> } | null = null;
let t: TestPortal;
let database: DatabaseHandle;
let kunde: HttpBrowser;
let companyId: number;
let recruiter: string;
const people = new Map<number, { first_name: string; last_name: string; email: string }>();

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}
const countOf = async (text: string, values: unknown[] = []) =>
  (await rows<{ n: number }>(`select count(*)::int as n from (${text}) counted`, values))[0]!.n;

beforeAll(async () => {
  served = process.env.DATABASE_URL ? null : await servePgliteTemplate();
  t = await startTestPortal(
    { JOBS_ENABLED: "false", COOKIE_SECRETS: SECRET, ...(served ? { DB_POOL_SIZE: "1" } : {}) },
    served ? { databaseUrl: served.url } : {},
  );
  database = await openDatabase({ url: t.databaseUrl!, dataDir: "memory://", poolSize: 1 });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  companyId = (await rows<{ id: number }>("select id from companies where full_name = $1", [COMPANY]))[0]!.id;
  const [user] = await rows<{ first_name: string; last_name: string }>(
    "select first_name, last_name from company_users where email = 'kunde@demo.at'",
  );
  recruiter = `${user!.first_name} ${user!.last_name}`;
  for (const row of await rows<{ id: number; first_name: string; last_name: string; email: string }>(
    "select id, first_name, last_name, email from talent_profiles where id = any($1)",
    [[1, 3, 4]],
  )) {
    people.set(row.id, row);
  }
});
afterAll(async () => {
  await database?.close();
  await t?.stop();
  await served?.stop();
});

interface Page {
  status: number;
  location: string | null;
  html: string;
  text: string;
}

const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

async function read(response: Response): Promise<Page> {
  const html = (await response.text()).replace(/<!-- -->/g, "");
  return { status: response.status, location: response.headers.get("location"), html, text: visible(html) };
}

async function page(browser: HttpBrowser | null, path: string): Promise<Page> {
  const init: RequestInit = { headers: HEADERS, redirect: "manual" };
  return read(browser ? await browser.request(`${t.baseUrl}${path}`, init) : await fetch(`${t.baseUrl}${path}`, init));
}

async function post(browser: HttpBrowser | null, path: string, fields: Record<string, string>): Promise<Page> {
  const init: RequestInit = {
    method: "POST",
    headers: { ...HEADERS, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  };
  return read(browser ? await browser.request(`${t.baseUrl}${path}`, init) : await fetch(`${t.baseUrl}${path}`, init));
}

/** Where a redirect leads, as a path the helpers take. */
const pathOf = (location: string) => {
  const url = new URL(location, t.baseUrl);
  return `${url.pathname}${url.search}`;
};

const sendRequest = (profileId: number) =>
  post(kunde, `${CONTACT}/${profileId}`, { subject: TEMPLATE.subject, body: TEMPLATE.body, jobAdId: "" });

const mailsTo = (address: string) =>
  rows<{ subject: string; text: string }>('select subject, text from mail_outbox where "to" = $1 order by id', [
    address,
  ]);

async function newestToken(profileId: number): Promise<string> {
  const mails = await mailsTo(people.get(profileId)!.email);
  const match = /\/talente\/anfrage\?token=(\S+)/.exec(mails.at(-1)!.text);
  expect(match, "the link to the person's page").not.toBeNull();
  return decodeURIComponent(match![1]!);
}

const linkPath = (token: string) => `${LINK}?token=${encodeURIComponent(token)}`;
const answer = (token: string, fields: Record<string, string>) => post(null, linkPath(token), { token, ...fields });

/** The card of a person in a list: the markup from its heading's id to the next card. */
function cardOf(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `the card ${id}`).toBeGreaterThan(-1);
  const end = html.indexOf("<article", start);
  return html.slice(Math.max(0, html.lastIndexOf("<article", start)), end === -1 ? undefined : end);
}

async function createProject(name: string): Promise<number> {
  const created = await post(kunde, PROJECTS, { name, jobAdId: "" });
  expect(created.status).toBe(302);
  const id = Number(/\/projects\/(\d+)$/.exec(created.location!)![1]);
  const landed = await page(kunde, pathOf(created.location!));
  expect(landed.text).toContain(`Das Projekt „${name}“ wurde angelegt.`);
  return id;
}

async function addToProject(profileId: number, projectId: number, projectName: string): Promise<void> {
  const added = await post(kunde, `${CANDIDATE}/${profileId}`, {
    intent: "add-to-project",
    projectId: String(projectId),
  });
  expect(added.status).toBe(302);
  const landed = await page(kunde, pathOf(added.location!));
  expect(landed.text).toContain(`Die Person wurde zum Projekt „${projectName}“ hinzugefügt.`);
}

async function matchingPathOfBookkeeping(): Promise<string> {
  const { html } = await page(kunde, "/p/active-sourcing/matching");
  const match =
    /href="(\/p\/active-sourcing\/matching\/\d+)"[^>]*>Passende Talente zu „Buchhalter:in \(m\/w\/d\)“/.exec(html);
  expect(match, "the matching link of the Buchhalter:in ad").not.toBeNull();
  return match![1]!;
}

describe("sourcing knows whom the company reached (§1)", () => {
  it("marks a requested person in search and matching, then shows her name and the conversation once she accepted", async () => {
    const sabine = people.get(1)!;
    const name = `${sabine.first_name} ${sabine.last_name}`;
    const search = `${SEARCH}?q=Buchhalter&ort=Linz`;
    const before = await page(kunde, search);
    expect(cardOf(before.html, "hit-1")).not.toContain("Angefragt");

    expect((await sendRequest(1)).status).toBe(303);
    // The e-mail names the colleague who wrote.
    const [request] = await mailsTo(sabine.email);
    expect(request!.text).toContain(`${recruiter} von ${COMPANY} hat Ihr Profil in der Talentdatenbank gefunden`);
    const asked = cardOf((await page(kunde, search)).html, "hit-1");
    expect(visible(asked)).toContain("Angefragt");
    expect(asked).toContain(`href="${MESSAGES}/1"`);
    expect(visible(asked)).not.toContain(name);

    const token = await newestToken(1);
    expect((await answer(token, { intent: "accept" })).status).toBe(303);

    const accepted = cardOf((await page(kunde, search)).html, "hit-1");
    expect(visible(accepted)).toContain(name);
    expect(visible(accepted)).toContain("Angenommen");
    expect(visible(accepted)).toContain("Zur Unterhaltung");
    expect(accepted).not.toContain(`${CONTACT}/1`);

    const matching = await page(kunde, await matchingPathOfBookkeeping());
    const match = cardOf(matching.html, "match-1");
    expect(visible(match)).toContain(name);
    expect(visible(match)).toContain("Angenommen");
    expect(visible(match)).toContain("Zur Unterhaltung");
    expect(visible(match)).not.toContain("Kontaktieren");

    const profile = await page(kunde, `${CANDIDATE}/1`);
    expect(profile.html).toMatch(new RegExp(`<h2 id="profile-overview"[^>]*>${name}</h2>`));
    expect(profile.text).not.toContain("Name und Kontaktdaten sehen Sie, sobald");
    expect(profile.text).toContain("Zur Unterhaltung");
    expect(profile.text).not.toContain("Kontaktanfrage senden");

    const conversation = await page(kunde, `${MESSAGES}/1`);
    expect(conversation.text).not.toContain("Kandidat:in");
    expect(conversation.text).toContain(`${name} · Angenommen`);
    expect(conversation.text).toContain(`${recruiter} · Kontaktanfrage`);
    // The company's copy said "Frau …" until she accepted; now it names her.
    expect(conversation.text).toContain("Sehr geehrte Frau Hofer,");
  });

  it("reads the relations of a whole page of hits in a constant number of queries", async () => {
    // One read for the list: the relations of 20 hits cost what those of 1 cost (no query per card).
    const { relationsOf } = await import("~/features/active-sourcing/relations.server");
    const counted: string[] = [];
    const executor = new Proxy(database.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (property === "select" || property === "update" || property === "execute") {
          return (...args: unknown[]) => {
            counted.push(String(property));
            return (value as (...inner: unknown[]) => unknown).apply(target, args);
          };
        }
        return value;
      },
    });
    // Once before counting: the first call of a prepared statement builds it.
    await relationsOf(executor, companyId, [1], new Date());
    counted.length = 0;
    const ids = Array.from({ length: 20 }, (_, index) => index + 1);
    const relations = await relationsOf(executor, companyId, ids, new Date());
    const many = counted.length;
    counted.length = 0;
    await relationsOf(executor, companyId, [1], new Date());
    expect(many).toBe(counted.length);
    expect(relations.get(1)).toMatchObject({ request: "angenommen", name: "Sabine Hofer" });
    expect(relations.has(2)).toBe(false);
  });

  it("puts a person into a project in the stage of a contact made elsewhere, marks the project in the search, and says so", async () => {
    const projectName = `Buchhaltung Linz ${Date.now()}`;
    const projectId = await createProject(projectName);
    await addToProject(1, projectId, projectName);
    expect((await sendRequest(4)).status).toBe(303);
    await addToProject(4, projectId, projectName);
    await addToProject(3, projectId, projectName);
    expect(
      await rows<{ profile_id: number; stage: string }>(
        "select profile_id, stage from talent_project_candidates where project_id = $1 order by profile_id",
        [projectId],
      ),
    ).toEqual([
      { profile_id: 1, stage: "interessiert" },
      { profile_id: 3, stage: "vorgemerkt" },
      { profile_id: 4, stage: "kontaktiert" },
    ]);

    const board = await page(kunde, `${PROJECTS}/${projectId}`);
    expect(board.text).toContain("Sabine Hofer");
    // The cards link to the project's contact page, or to the conversation once there is one.
    expect(board.html).toContain(`href="${PROJECTS}/${projectId}/contact/3"`);
    expect(board.html).not.toContain(`href="${PROJECTS}/${projectId}/contact/1"`);
    expect(board.html).toContain(`href="${MESSAGES}/1"`);
    expect(board.html).toContain(`href="${MESSAGES}/4"`);

    const search = await page(kunde, `${SEARCH}?q=Buchhalter&ort=Linz`);
    expect(visible(cardOf(search.html, "hit-1"))).toContain(`In Projekt „${projectName}“`);
  });
});

describe("the project's contact page (§5)", () => {
  it("is for the project's people: another person, or another company's project, is the spec's 404", async () => {
    const projectName = `Lohnverrechnung ${Date.now()}`;
    const projectId = await createProject(projectName);
    expect((await page(kunde, `${PROJECTS}/${projectId}/contact/3`)).status).toBe(404);
    expect(
      (await post(kunde, `${PROJECTS}/${projectId}/contact/3`, { subject: "x", body: "y", jobAdId: "" })).status,
    ).toBe(404);
    await addToProject(3, projectId, projectName);
    const form = await page(kunde, `${PROJECTS}/${projectId}/contact/3`);
    expect(form.status).toBe(200);
    expect(form.text).toContain("Anfrage senden");
    const hybrid = new HttpBrowser();
    await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
    expect((await page(hybrid, `${PROJECTS}/${projectId}/contact/3`)).status).toBe(404);
    expect(await countOf("select 1 from talent_contact_requests where profile_id = 3")).toBe(0);
  });
});

describe("the search's address (§6)", () => {
  it("drops empty parameters with a redirect, for the search and the matching", async () => {
    const dirty = await page(
      kunde,
      `${SEARCH}?q=Buchhalter&verfuegbar=&erfahrung=&spracheName=&spracheNiveau=A1&gehaltBis=`,
    );
    expect(dirty.status).toBe(302);
    expect(dirty.location).toBe(`${SEARCH}?q=Buchhalter`);
    expect((await page(kunde, `${SEARCH}?q=Buchhalter`)).status).toBe(200);
    const matching = await matchingPathOfBookkeeping();
    const dirtyMatching = await page(kunde, `${matching}?verfuegbar=&wechsel=aktiv&erfahrung=`);
    expect(dirtyMatching.status).toBe(302);
    expect(dirtyMatching.location).toBe(`${matching}?wechsel=aktiv`);
  });
});

describe("the person's page (§2)", () => {
  it("greets the person by name, speaks to them after accepting, and later mails no longer ask to accept", async () => {
    const token = await newestToken(1);
    const own = await page(null, linkPath(token));
    expect(own.status).toBe(200);
    expect(own.text).toContain("Sehr geehrte Frau Hofer,");
    expect(own.text).not.toContain("Frau …");
    expect(own.text).toContain("Das Unternehmen sieht jetzt Ihren Namen und Ihre Kontaktdaten.");
    expect(own.text).not.toContain("sind jetzt für Sie sichtbar");
    expect(own.text).toContain(`${recruiter}, ${COMPANY}`);
    expect(own.text).toContain(`${COMPANY} hat Ihr Profil angesehen`);

    const written = await post(kunde, `${MESSAGES}/1`, { body: "Passt Ihnen Montag, 10:00 Uhr?" });
    expect(written.status).toBe(303);
    const mail = (await mailsTo(people.get(1)!.email)).at(-1)!;
    expect(mail.text).toContain(`${recruiter} von ${COMPANY} schreibt Ihnen`);
    expect(mail.text).not.toContain("Lesen, annehmen, ablehnen");
    expect(mail.text).toContain("Lesen und antworten Sie hier");
  });

  it("lets the person leave the pool after a confirmation: profile anonymised, conversations, notes and projects gone", async () => {
    const profileId = 4;
    const token = await newestToken(profileId);
    const email = people.get(profileId)!.email;
    await post(kunde, `${CANDIDATE}/${profileId}`, { intent: "note", body: "Sehr gutes Profil" });
    const quota = async () => Number(/Noch (\d+) von/.exec((await page(kunde, SEARCH)).text)![1]);
    const remaining = await quota();

    const offer = await page(null, linkPath(token));
    expect(offer.text).toContain("Talentpool verlassen");
    const confirm = await page(null, `${linkPath(token)}&austreten=1`);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain("Talentpool wirklich verlassen?");
    expect(confirm.html).toMatch(/<button[^>]*value="leave"/);
    // Opening the confirmation changes nothing.
    expect(
      await countOf("select 1 from talent_profiles where id = $1 and consent_withdrawn_at is null", [profileId]),
    ).toBe(1);

    // Only the person's own link leaves: a forged one is the 404 and changes nothing.
    const forged = createTokenSigner(["another-secret-with-more-than-32-characters!"]).sign(
      JSON.stringify({ t: "talent", r: 1, k: "x", e: Math.floor(Date.now() / 1000) + 3600 }),
    );
    expect((await answer(forged, { intent: "leave" })).status).toBe(404);
    expect(
      await countOf("select 1 from talent_profiles where id = $1 and consent_withdrawn_at is null", [profileId]),
    ).toBe(1);

    const left = await answer(token, { intent: "leave" });
    expect(left.status).toBe(303);
    expect(left.location).toBe(`${LINK}?ausgetreten=1`);
    expect((await page(null, left.location!)).text).toContain("Sie haben den Talentpool verlassen");

    const [row] = await rows<{ first_name: string; last_name: string; email: string; withdrawn: boolean }>(
      "select first_name, last_name, email, consent_withdrawn_at is not null as withdrawn from talent_profiles where id = $1",
      [profileId],
    );
    expect(row).toEqual({ first_name: "", last_name: "", email: "", withdrawn: true });
    for (const table of [
      "talent_messages",
      "talent_notes",
      "talent_project_candidates",
      "talent_access_log",
      "talent_search_rows",
    ]) {
      expect(await countOf(`select 1 from ${table} where profile_id = $1`, [profileId]), table).toBe(0);
    }
    expect(
      await countOf("select 1 from talent_contact_requests where profile_id = $1 and state = 'offen'", [profileId]),
    ).toBe(0);
    // The open request will never be answered: its unit comes back.
    expect(await quota()).toBe(remaining + 1);
    expect((await page(null, linkPath(token))).status).toBe(404);
    expect((await page(kunde, `${CANDIDATE}/${profileId}`)).status).toBe(404);
    expect((await page(kunde, MESSAGES)).html).not.toContain(`href="${MESSAGES}/${profileId}"`);
    expect((await mailsTo(email)).length).toBeGreaterThan(0);
  });

  it("keeps the access log a year: the sweep deletes older entries, newer ones stay", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (ACCESS_LOG_RETENTION_DAYS + 1) * 86_400_000);
    await rows("insert into talent_access_log (profile_id, company_id, kind, at) values (1, $1, 'view', $2)", [
      companyId,
      old.toISOString(),
    ]);
    const recent = await countOf("select 1 from talent_access_log where profile_id = 1 and at > $1", [
      old.toISOString(),
    ]);
    expect(recent).toBeGreaterThan(0);
    expect(await deleteOldAccessLog(database.db, now)).toBeGreaterThanOrEqual(1);
    expect(await countOf("select 1 from talent_access_log where at <= $1", [old.toISOString()])).toBe(0);
    expect(await countOf("select 1 from talent_access_log where profile_id = 1")).toBe(recent);
  });
});
