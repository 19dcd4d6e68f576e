import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { CONTACT_TEMPLATES, type SendRefusal } from "~/features/active-sourcing/contact-templates";
import {
  answerAsPerson,
  contactToken,
  deleteClosedConversations,
  expireDueRequests,
  quotaOf,
  sendContactRequest,
  type AnswerRefusal,
  type PersonAnswer,
} from "~/features/active-sourcing/contacts.server";
import type { TalentLicence } from "~/features/active-sourcing/licence.server";
import { remainingOf } from "~/features/active-sourcing/quota";
import { createTokenSigner } from "~/lib/signed-token.server";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { servePgliteTemplate } from "../support/served-pglite";

/**
 * Contact requests of the talent search (issue 16) over HTTP on the seeded demo data: kunde@demo.at's
 * company "Donautal Technik GmbH" (Talentsuche Premium, 40 requests a month) writes to people of
 * the pool, the person answers through the signed link of the e-mail (no sign-in), the company
 * reads the answer (unread badge), sees name and contact data only after acceptance; open requests
 * expire after 14 days and give the unit back; hybrid@demo.at's "Bäckerei Alpenkorn GmbH" (no
 * licence) never sees any of it. Last, a property over random sequences of the service functions
 * keeps the monthly quota within 0 … quota.
 *
 * The test reads the portal's database (the mail outbox, the stored requests) and moves time by
 * data (answer_by into the past), never by sleeping. On PostgreSQL the portal's database is a
 * database of its own; on PGlite the seeded template runs in this process behind a TCP socket, and
 * the portal is started on it.
 *
 * Personas of db/seed-talents.ts: 1 Buchhalterin in Linz, 2 Java-Entwickler in Wien (Herr), 3
 * Lohnverrechner in Wels (Herr), 4 Bilanzbuchhalterin in Leonding, 6 inactive for 13 months.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const SEARCH = "/p/active-sourcing/search";
const CONTACT = "/p/active-sourcing/search/contact";
const CANDIDATE = "/p/active-sourcing/search/candidate";
const MESSAGES = "/p/active-sourcing/messages";
const LINK = "/talente/anfrage";
/** The portal's cookie secret: the test signs forged and expired links with it. */
const SECRET = "talent-contacts-test-secret-with-more-than-32-characters";
const COMPANY = "Donautal Technik GmbH";
const BAKERY = "Bäckerei Alpenkorn GmbH";
const TEMPLATE = CONTACT_TEMPLATES[0]!;
/** The button of the person's page that accepts (the template's text says "annehmen" too). */
const ACCEPT_BUTTON = /<button[^>]*value="accept"/;

let served: { url: string; stop(): Promise<void> } | null = null;
let t: TestPortal;
let database: DatabaseHandle;
let kunde: HttpBrowser;
let hybrid: HttpBrowser;
let companyId: number;
let bakeryId: number;

interface Person {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}
const people = new Map<number, Person>();
const person = (id: number) => people.get(id)!;

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

async function countOf(text: string, values: unknown[] = []): Promise<number> {
  const [row] = await rows<{ n: number }>(`select count(*)::int as n from (${text}) counted`, values);
  return row!.n;
}

beforeAll(async () => {
  served = process.env.DATABASE_URL ? null : await servePgliteTemplate();
  t = await startTestPortal(
    { JOBS_ENABLED: "false", COOKIE_SECRETS: SECRET, ...(served ? { DB_POOL_SIZE: "1" } : {}) },
    served ? { databaseUrl: served.url } : {},
  );
  database = await openDatabase({ url: t.databaseUrl!, dataDir: "memory://", poolSize: 1 });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
  const companies = await rows<{ id: number; full_name: string }>(
    "select id, full_name from companies where full_name = any($1)",
    [[COMPANY, BAKERY]],
  );
  companyId = companies.find((row) => row.full_name === COMPANY)!.id;
  bakeryId = companies.find((row) => row.full_name === BAKERY)!.id;
  for (const row of await rows<Person>(
    "select id, first_name, last_name, email from talent_profiles where id = any($1)",
    [[1, 2, 3, 4]],
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
  /** The markup, with React's comment markers between text parts removed. */
  html: string;
  /** What a reader sees: the markup without scripts and tags, entities decoded, spaces collapsed. */
  text: string;
  /** Whether the signed-in page cache answered (decision 049). */
  cache: string | null;
}

const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

async function read(response: Response): Promise<Page> {
  const html = (await response.text()).replace(/<!-- -->/g, "");
  return {
    status: response.status,
    location: response.headers.get("location"),
    cache: response.headers.get("x-page-cache"),
    html,
    text: visible(html),
  };
}

/** A GET as a browser sends it (`browser` null: someone without cookies, the person of the pool). */
async function page(browser: HttpBrowser | null, path: string): Promise<Page> {
  const init: RequestInit = { headers: PERSON, redirect: "manual" };
  return read(browser ? await browser.request(`${t.baseUrl}${path}`, init) : await fetch(`${t.baseUrl}${path}`, init));
}

/** A form post from the portal's own page. */
async function post(browser: HttpBrowser | null, path: string, fields: Record<string, string>): Promise<Page> {
  const init: RequestInit = {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  };
  return read(browser ? await browser.request(`${t.baseUrl}${path}`, init) : await fetch(`${t.baseUrl}${path}`, init));
}

const linkPath = (token: string) => `${LINK}?token=${encodeURIComponent(token)}`;
const openLink = (token: string) => page(null, linkPath(token));
/** The person's answer as their page's form posts it: to the page's own address. */
const answer = (token: string, fields: Record<string, string>) => post(null, linkPath(token), { token, ...fields });

/** Sends kunde's request with the first template to the person. */
function sendRequest(profileId: number, fields: Partial<Record<"subject" | "body" | "jobAdId", string>> = {}) {
  return post(kunde, `${CONTACT}/${profileId}`, {
    subject: TEMPLATE.subject,
    body: TEMPLATE.body,
    jobAdId: "",
    ...fields,
  });
}

/** "Noch 39 von 40 Kontaktanfragen im November" on the search page. */
async function quotaLine(): Promise<{ remaining: number; quota: number; month: string; line: string }> {
  const { status, text } = await page(kunde, `${SEARCH}?q=Java&ort=Wien`);
  expect(status).toBe(200);
  const match = /Noch (\d+) von (\d+) Kontaktanfragen im ([A-ZÄÖÜ][a-zäöü]+)/.exec(text);
  expect(match, "the quota line on the search page").not.toBeNull();
  return { remaining: Number(match![1]), quota: Number(match![2]), month: match![3]!, line: match![0] };
}

interface StoredRequest {
  id: number;
  company_id: number;
  profile_id: number;
  state: string;
  refunded: boolean;
  access_key: string;
  job_ad_id: number | null;
  decline_reason: string | null;
}

/** The company's requests to the person, oldest first. */
const requestsTo = (company: number, profileId: number) =>
  rows<StoredRequest>(
    "select id, company_id, profile_id, state, refunded, access_key, job_ad_id, decline_reason from talent_contact_requests where company_id = $1 and profile_id = $2 order by id",
    [company, profileId],
  );

const mailsTo = (address: string) =>
  rows<{ id: number; subject: string; text: string }>(
    'select id, subject, text from mail_outbox where "to" = $1 order by id',
    [address],
  );

/** The token of the link in a mail to the person. */
function tokenIn(text: string): string {
  const match = new RegExp(`${LINK.replace(/\//g, "\\/")}\\?token=(\\S+)`).exec(text);
  expect(match, "the link to the person's page").not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** The token of the newest mail to the person. */
async function newestToken(profileId: number): Promise<string> {
  const mails = await mailsTo(person(profileId).email);
  return tokenIn(mails.at(-1)!.text);
}

/** The unread badge of the nav's "Nachrichten" ("2 ungelesene Nachrichten"), or 0 when there is none. */
function badge(text: string): number {
  const match = /(\d+) ungelesene Nachrichten/.exec(text);
  return match ? Number(match[1]) : 0;
}

/** "2 ungelesen" of one conversation in the list of messages. */
function unreadInList(html: string, profileId: number): string | null {
  const item = html.split("<li").find((part) => part.includes(`href="${MESSAGES}/${profileId}"`)) ?? "";
  return /(\d+ ungelesen)</.exec(item)?.[1] ?? null;
}

/** A link signed with the portal's secret, as contactToken writes it, with the given content. */
const signedLink = (payload: { r: number; k: string; e?: number }) =>
  createTokenSigner([SECRET]).sign(
    JSON.stringify({ t: "talent", r: payload.r, k: payload.k, e: payload.e ?? Math.floor(Date.now() / 1000) + 3600 }),
  );

/** Kunde's first active ad, as the contact form offers it. */
let ad: { id: number; title: string };
/** The token of the link in the mail of the request to person 2. */
let token2 = "";

describe("a contact request of a company with a licence", () => {
  it("goes out with an attached ad, fills the placeholders without the person's name, and uses one unit", async () => {
    const before = await quotaLine();
    expect(before.quota).toBe(40);
    const form = await page(kunde, `${CONTACT}/2`);
    expect(form.status).toBe(200);
    expect(form.text).toContain("An: Java-Entwickler");
    expect(form.text).toContain(before.line);
    const option = /<option value="(\d+)">([^<]+) \(Nr\. \d+\)<\/option>/.exec(form.html);
    expect(option, "an active ad of the company in the form").not.toBeNull();
    ad = { id: Number(option![1]), title: visible(option![2]!) };

    const sent = await sendRequest(2, { jobAdId: String(ad.id) });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`${MESSAGES}/2?gesendet=1`);

    const conversation = await page(kunde, sent.location!);
    expect(conversation.status).toBe(200);
    expect(conversation.text).toContain("Ihre Kontaktanfrage wurde gesendet.");
    expect(conversation.text).toContain(`Betreff: ${COMPANY}: Ihr Profil passt zu unserer Stelle als ${ad.title}`);
    expect(conversation.text).toContain(`Angehängtes Inserat: ${ad.title}`);
    expect(conversation.text).toContain("Anfrage offen");
    expect(conversation.text).toMatch(/Antwort erwartet bis \d{2}\.\d{2}\.\d{4}/);
    expect(conversation.text).toContain("Sehr geehrter Herr …,");
    expect(conversation.text).toContain(`Für die Stelle als ${ad.title} suchen wir Verstärkung`);
    expect(conversation.text).toContain(`Mit freundlichen Grüßen Katharina Mayr ${COMPANY}`);
    expect(conversation.text).not.toMatch(/\{(Anrede|Jobtitel|Unternehmen|Absender)\}/);
    // Not the name, nor the address, anywhere in the page (its data included).
    const lukas = person(2);
    for (const secret of [lukas.last_name, `${lukas.first_name} ${lukas.last_name}`, lukas.email]) {
      expect(conversation.html).not.toContain(secret);
    }
    expect(conversation.text).toContain("Sie können erst schreiben, wenn die Person Ihre Anfrage angenommen");

    const after = await quotaLine();
    expect(after.line).toBe(`Noch ${before.remaining - 1} von 40 Kontaktanfragen im ${before.month}`);

    const stored = await requestsTo(companyId, 2);
    expect(stored).toMatchObject([{ state: "offen", refunded: false, job_ad_id: ad.id }]);
    const mails = await mailsTo(lukas.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Kontaktanfrage: ${COMPANY}: Ihr Profil passt zu unserer Stelle als ${ad.title}`);
    expect(mails[0]!.text).toContain(`Sehr geehrter Herr ${lukas.last_name},`);
    expect(mails[0]!.text).toContain(`${COMPANY} hat Ihr Profil in der Talentdatenbank gefunden`);
    expect(mails[0]!.text).toContain(`Die Stelle: ${ad.title}`);
    expect(mails[0]!.text).toContain(`${t.baseUrl}${LINK}?token=`);
    token2 = tokenIn(mails[0]!.text);
  });

  it("refuses a second request to the same person while the first is open, and stores nothing", async () => {
    const before = await quotaLine();
    const again = await sendRequest(2, { subject: "Noch einmal" });
    expect(again.status).toBe(409);
    expect(again.text).toContain("Sie haben dieser Person bereits eine Anfrage gesendet, die noch offen ist.");
    expect(await requestsTo(companyId, 2)).toHaveLength(1);
    expect(await countOf("select 1 from talent_messages where company_id = $1 and profile_id = 2", [companyId])).toBe(
      1,
    );
    expect(await mailsTo(person(2).email)).toHaveLength(1);
    expect((await quotaLine()).line).toBe(before.line);
    // The form says so instead of offering itself again.
    const form = await page(kunde, `${CONTACT}/2`);
    expect(form.text).toContain("bereits eine Anfrage");
    expect(form.html).not.toContain('name="subject"');
  });

  it("answers invalid input with 400 and a German message, and stores nothing", async () => {
    const before = await quotaLine();
    const [foreign] = await rows<{ id: number }>(
      "select id from job_ads where company_id = $1 and status = 'active' order by id limit 1",
      [bakeryId],
    );
    expect(foreign, "an active ad of the bakery").toBeDefined();
    const cases: Array<[Record<string, string>, string]> = [
      [{ subject: "   " }, "Bitte geben Sie einen Betreff ein."],
      [{ body: "" }, "Bitte schreiben Sie eine Nachricht."],
      [{ subject: "x".repeat(151) }, "Der Betreff darf höchstens 150 Zeichen lang sein."],
      [{ jobAdId: "abc" }, "Bitte wählen Sie eines Ihrer aktiven Inserate."],
      [{ jobAdId: String(foreign!.id) }, "Bitte wählen Sie eines Ihrer aktiven Inserate."],
    ];
    for (const [fields, message] of cases) {
      const refused = await sendRequest(1, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.text).toContain(message);
    }
    expect(await requestsTo(companyId, 1)).toEqual([]);
    expect(await mailsTo(person(1).email)).toEqual([]);
    expect((await quotaLine()).line).toBe(before.line);
  });

  it("is the spec's 404 for a person not in the pool", async () => {
    expect((await page(kunde, `${CONTACT}/6`)).status).toBe(404);
    expect((await sendRequest(6)).status).toBe(404);
    expect(await requestsTo(companyId, 6)).toEqual([]);
  });
});

describe("the person's link", () => {
  it("shows the request without sign-in, takes a reply, and the company sees it as unread until opened", async () => {
    const opened = await openLink(token2);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain(`Kontaktanfrage von ${COMPANY}`);
    expect(opened.text).toContain(`${COMPANY}: Ihr Profil passt zu unserer Stelle als ${ad.title}`);
    expect(opened.text).toContain("Status: Anfrage offen");
    expect(opened.text).toContain("Ihr Profil in der Talentdatenbank hat uns angesprochen.");
    expect(opened.text).toContain(`Angehängtes Inserat: ${ad.title}`);
    expect(opened.text).toContain(`${COMPANY} hat Sie angefragt`);
    expect(opened.html).toMatch(ACCEPT_BUTTON);
    // Opening the link decides nothing (mail scanners open links).
    expect(await requestsTo(companyId, 2)).toMatchObject([{ state: "offen" }]);
    expect(badge((await page(kunde, MESSAGES)).text)).toBe(0);

    const replied = await answer(token2, { intent: "reply", body: "Gerne, erzählen Sie mir mehr über das Team." });
    expect(replied.status).toBe(303);
    expect(replied.location).toBe(`${linkPath(token2)}&erledigt=reply`);
    const after = await page(null, replied.location!);
    expect(after.text).toContain("Ihre Antwort wurde gesendet.");
    expect(after.text).toContain("Gerne, erzählen Sie mir mehr über das Team.");

    const list = await page(kunde, MESSAGES);
    expect(list.status).toBe(200);
    expect(badge(list.text)).toBe(1);
    expect(list.text).toContain("1 ungelesene Nachrichten");
    expect(unreadInList(list.html, 2)).toBe("1 ungelesen");
    expect(list.text).toContain("Gerne, erzählen Sie mir mehr über das Team.");
    expect(list.html).not.toContain(person(2).last_name);

    const conversation = await page(kunde, `${MESSAGES}/2`);
    expect(conversation.status).toBe(200);
    expect(conversation.text).toContain("Kandidat:in · Nachricht");
    expect(conversation.text).toContain("Gerne, erzählen Sie mir mehr über das Team.");
    // Read now, for every colleague: the next page has no badge and the list no count.
    const next = await page(kunde, MESSAGES);
    expect(badge(next.text)).toBe(0);
    expect(unreadInList(next.html, 2)).toBeNull();
  });

  it("lets the company write once the person answered, and the message reaches the person by e-mail", async () => {
    const written = await post(kunde, `${MESSAGES}/2`, { body: "Wie wäre Donnerstag um 10 Uhr?" });
    expect(written.status).toBe(303);
    expect(written.location).toBe(`${MESSAGES}/2`);
    const mails = await mailsTo(person(2).email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Neue Nachricht von ${COMPANY}`);
    expect(mails[1]!.text).toContain("Wie wäre Donnerstag um 10 Uhr?");
    expect((await openLink(tokenIn(mails[1]!.text))).text).toContain("Wie wäre Donnerstag um 10 Uhr?");
    const empty = await post(kunde, `${MESSAGES}/2`, { body: "  " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Bitte schreiben Sie eine Nachricht.");
  });

  it("accepts once: the company then sees name and e-mail in the conversation and on the profile", async () => {
    const lukas = person(2);
    const accepted = await answer(token2, { intent: "accept" });
    expect(accepted.status).toBe(303);
    expect(accepted.location).toBe(`${linkPath(token2)}&erledigt=accept`);
    const own = await page(null, accepted.location!);
    expect(own.text).toContain("Sie haben die Anfrage angenommen.");
    expect(own.text).toContain("Status: Angenommen");
    expect(own.text).toContain(`${COMPANY} hat Ihre Kontaktdaten erhalten`);
    expect(own.html).not.toMatch(ACCEPT_BUTTON);

    const conversation = await page(kunde, `${MESSAGES}/2`);
    expect(conversation.text).toContain(`${lukas.first_name} ${lukas.last_name}`);
    expect(conversation.text).toContain(lukas.email);
    expect(conversation.text).toContain("Angenommen");
    expect(conversation.text).toContain("Nachricht senden");
    const profile = await page(kunde, `${CANDIDATE}/2`);
    expect(profile.status).toBe(200);
    expect(profile.text).toContain(`${lukas.first_name} ${lukas.last_name}`);
    expect(profile.text).toContain(lukas.email);
    expect(profile.text).toContain("Zur Unterhaltung");
    const list = await page(kunde, MESSAGES);
    expect(list.text).toContain(`${lukas.first_name} ${lukas.last_name}`);

    const again = await answer(token2, { intent: "accept" });
    expect(again.status).toBe(409);
    expect(again.text).toContain("Sie haben über diese Anfrage bereits entschieden.");
    // Asking again would spend a unit on someone who already said yes.
    const asked = await sendRequest(2, { subject: "Noch eine Frage" });
    expect(asked.status).toBe(409);
    expect(asked.text).toContain("Diese Person hat Ihre Anfrage bereits angenommen.");
    expect(await requestsTo(companyId, 2)).toMatchObject([{ state: "angenommen" }]);
    expect(
      await countOf("select 1 from talent_access_log where profile_id = 2 and company_id = $1 and kind = 'release'", [
        companyId,
      ]),
    ).toBe(1);
  });
});

describe("another company", () => {
  it("gets 404 for the conversation, never sees the name, and cannot send a request without a licence", async () => {
    const lukas = person(2);
    const conversation = await page(hybrid, `${MESSAGES}/2`);
    expect(conversation.status).toBe(404);
    expect(conversation.html).not.toContain(lukas.last_name);
    const list = await page(hybrid, MESSAGES);
    expect(list.status).toBe(200);
    expect(list.text).toContain("Sie haben noch keine Kontaktanfragen gesendet.");
    expect(list.html).not.toContain(lukas.last_name);
    const profile = await page(hybrid, `${CANDIDATE}/2`);
    expect(profile.html).not.toContain(lukas.last_name);
    expect(profile.html).not.toContain(lukas.email);

    const sent = await post(hybrid, `${CONTACT}/2`, { subject: TEMPLATE.subject, body: TEMPLATE.body, jobAdId: "" });
    expect(sent.status).toBe(403);
    expect(sent.text).toContain("Lizenz der Talentsuche");
    const written = await post(hybrid, `${MESSAGES}/2`, { body: "Hallo?" });
    expect(written.status).toBeGreaterThanOrEqual(400);
    expect(await countOf("select 1 from talent_contact_requests where company_id = $1", [bakeryId])).toBe(0);
    expect(await countOf("select 1 from talent_messages where company_id = $1", [bakeryId])).toBe(0);
    expect(await mailsTo(lukas.email)).toHaveLength(2);
  });
});

/** The token of the link in the mail of the (first) request to person 3. */
let token3 = "";

describe("links that are not the person's", () => {
  it("are the spec's 404 when forged, tampered, expired or carrying another request's key, and act on nothing", async () => {
    const sent = await sendRequest(3);
    expect(sent.status).toBe(303);
    token3 = await newestToken(3);
    const [request2] = await requestsTo(companyId, 2);
    const [request3] = await requestsTo(companyId, 3);
    const [data, signature] = token2.split(".");
    const payload = JSON.parse(Buffer.from(data!, "base64url").toString("utf8")) as { r: number; k: string };
    expect(payload.r).toBe(request2!.id);
    const tampered = `${Buffer.from(JSON.stringify({ ...payload, r: request3!.id })).toString("base64url")}.${signature}`;
    const links = {
      forged: createTokenSigner(["ein-anderes-geheimnis-mit-mehr-als-zweiunddreissig-zeichen"]).sign(
        JSON.stringify({ ...payload, e: Math.floor(Date.now() / 1000) + 3600 }),
      ),
      tampered,
      garbage: "kaputt",
      expired: signedLink({ r: request3!.id, k: request3!.access_key, e: Math.floor(Date.now() / 1000) - 60 }),
      otherKey: signedLink({ r: request3!.id, k: request2!.access_key }),
    };
    for (const [name, link] of Object.entries(links)) {
      const opened = await openLink(link);
      expect(opened.status, name).toBe(404);
      // The portal's 404 page says the same to everyone (app/lib/page-error.ts); the route's reason
      // travels only in the page's error data.
      expect(opened.text, name).toContain("Diese Seite konnte nicht gefunden werden.");
      expect(opened.html, name).toContain("Dieser Link ist ungültig oder abgelaufen.");
      expect(opened.html, name).not.toContain(COMPANY);
    }
    // Posting with them decides nothing: request 3 stays open and anonymous.
    for (const link of [links.forged, links.otherKey]) {
      expect((await answer(link, { intent: "accept" })).status).toBe(404);
    }
    expect(await requestsTo(companyId, 3)).toMatchObject([{ state: "offen" }]);
    expect((await page(kunde, `${MESSAGES}/3`)).html).not.toContain(person(3).last_name);
    // The real link of request 3 names request 3, not request 2.
    const own = await openLink(token3);
    expect(own.status).toBe(200);
    expect(own.text).not.toContain(ad.title);
    expect(own.text).not.toContain("Gerne, erzählen Sie mir mehr über das Team.");
  });

  it("refuses an answer that is not one of accept, decline or reply", async () => {
    const refused = await answer(token3, { intent: "egal" });
    expect(refused.status).toBe(400);
    expect(await requestsTo(companyId, 3)).toMatchObject([{ state: "offen" }]);
  });
});

describe("expiry and decline", () => {
  it("expires a request unanswered past its date on the next read and gives the unit back", async () => {
    const before = await quotaLine();
    const [request] = await requestsTo(companyId, 3);
    await rows("update talent_contact_requests set answer_by = now() - interval '1 minute' where id = $1", [
      request!.id,
    ]);
    const conversation = await page(kunde, `${MESSAGES}/3`);
    expect(conversation.status).toBe(200);
    expect(conversation.text).toContain("Abgelaufen (Kontingent erstattet)");
    expect(conversation.text).toContain("Neue Kontaktanfrage senden");
    expect((await quotaLine()).line).toBe(`Noch ${before.remaining + 1} von 40 Kontaktanfragen im ${before.month}`);
    expect(await requestsTo(companyId, 3)).toMatchObject([{ state: "abgelaufen", refunded: true }]);

    const late = await answer(token3, { intent: "accept" });
    expect(late.status).toBe(409);
    expect(late.text).toContain("Diese Anfrage ist abgelaufen oder abgelehnt; Antworten sind nicht mehr möglich.");
    const opened = await openLink(token3);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("Status: Abgelaufen");
    expect(opened.html).not.toMatch(ACCEPT_BUTTON);
    expect(await requestsTo(companyId, 3)).toMatchObject([{ state: "abgelaufen" }]);
  });

  it("shows a decline with its reason, keeps the company from writing, and allows a new request", async () => {
    const lohn = person(3);
    const sent = await sendRequest(3, { subject: "Zweiter Versuch: {Jobtitel} bei {Unternehmen}" });
    expect(sent.status).toBe(303);
    const used = await quotaLine();
    const token = await newestToken(3);
    expect(token).not.toBe(token3);
    const reason = "Ich habe gerade erst eine neue Stelle angetreten.";
    const declined = await answer(token, { intent: "decline", reason });
    expect(declined.status).toBe(303);
    expect((await page(null, declined.location!)).text).toContain("Sie haben die Anfrage abgelehnt.");

    const conversation = await page(kunde, `${MESSAGES}/3`);
    expect(conversation.text).toContain("Abgelehnt");
    expect(conversation.text).toContain(`Die Anfrage wurde abgelehnt: ${reason}`);
    expect(conversation.text).toContain("Neue Kontaktanfrage senden");
    expect(conversation.html).not.toContain(lohn.last_name);
    const written = await post(kunde, `${MESSAGES}/3`, { body: "Schade, vielleicht später?" });
    expect(written.status).toBe(409);
    expect(
      await countOf("select 1 from talent_messages where company_id = $1 and profile_id = 3 and body like 'Schade%'", [
        companyId,
      ]),
    ).toBe(0);
    // A decline is an answer: the unit stays used.
    expect((await quotaLine()).line).toBe(used.line);
    expect((await requestsTo(companyId, 3)).at(-1)).toMatchObject({ state: "abgelehnt", decline_reason: reason });

    const again = await sendRequest(3);
    expect(again.status).toBe(303);
    expect((await quotaLine()).remaining).toBe(used.remaining - 1);
    expect((await requestsTo(companyId, 3)).map((row) => row.state)).toEqual(["abgelaufen", "abgelehnt", "offen"]);
  });

  it("deletes declined and expired conversations 180 days after the decision, keeping the person's access log", async () => {
    const requests = await requestsTo(companyId, 3);
    const expired = requests.find((row) => row.state === "abgelaufen")!;
    const declined = requests.find((row) => row.state === "abgelehnt")!;
    const logged = await countOf("select 1 from talent_access_log where profile_id = 3 and company_id = $1", [
      companyId,
    ]);
    // By data: the decline 181 days ago, the expiry 179 days ago.
    await rows("update talent_contact_requests set decided_at = now() - interval '181 days' where id = $1", [
      declined.id,
    ]);
    await rows("update talent_contact_requests set decided_at = now() - interval '179 days' where id = $1", [
      expired.id,
    ]);
    expect(await deleteClosedConversations(database.db, new Date())).toBe(1);
    expect((await requestsTo(companyId, 3)).map((row) => row.state)).toEqual(["abgelaufen", "offen"]);
    expect(await countOf("select 1 from talent_messages where request_id = $1", [declined.id])).toBe(0);
    expect(await countOf("select 1 from talent_messages where request_id = $1", [expired.id])).toBeGreaterThan(0);
    expect(await countOf("select 1 from talent_access_log where profile_id = 3 and company_id = $1", [companyId])).toBe(
      logged,
    );
    const conversation = await page(kunde, `${MESSAGES}/3`);
    expect(conversation.text).not.toContain("Die Anfrage wurde abgelehnt");
  });

  it("refuses a request beyond the month's quota with 409, and the form says so instead of offering itself", async () => {
    const before = await quotaLine();
    const used = before.quota - before.remaining;
    expect(used).toBeGreaterThan(1);
    const [premium] = await rows<{ id: number; contact_quota: number }>(
      "select p.id, p.contact_quota from products p join company_product_terms c on c.product_id = p.id where c.company_id = $1 and p.family = 'talentsuche'",
      [companyId],
    );
    // The licence's quota down to what the company used this month, by data.
    await rows("update products set contact_quota = $2 where id = $1", [premium!.id, used]);
    try {
      expect((await quotaLine()).line).toBe(`Noch 0 von ${used} Kontaktanfragen im ${before.month}`);
      const form = await page(kunde, `${CONTACT}/4`);
      expect(form.status).toBe(200);
      expect(form.text).toContain("Ihr Kontingent an Kontaktanfragen für diesen Monat ist aufgebraucht.");
      expect(form.html).not.toContain('name="subject"');
      const refused = await sendRequest(4);
      expect(refused.status).toBe(409);
      expect(refused.text).toContain("Ihr Kontingent an Kontaktanfragen für diesen Monat ist aufgebraucht.");
      expect(await requestsTo(companyId, 4)).toEqual([]);
      expect(await mailsTo(person(4).email)).toEqual([]);
    } finally {
      await rows("update products set contact_quota = $2 where id = $1", [premium!.id, premium!.contact_quota]);
    }
    expect((await quotaLine()).line).toBe(before.line);
  });

  it("lets only one of two requests sent at the same moment take the last unit", async () => {
    const before = await quotaLine();
    const used = before.quota - before.remaining;
    const [premium] = await rows<{ id: number; contact_quota: number }>(
      "select p.id, p.contact_quota from products p join company_product_terms c on c.product_id = p.id where c.company_id = $1 and p.family = 'talentsuche'",
      [companyId],
    );
    await rows("update products set contact_quota = $2 where id = $1", [premium!.id, used + 1]);
    try {
      const answers = await Promise.all([sendRequest(1), sendRequest(4)]);
      expect(answers.map((answered) => answered.status).sort()).toEqual([303, 409]);
      const stored = [...(await requestsTo(companyId, 1)), ...(await requestsTo(companyId, 4))];
      expect(stored).toHaveLength(1);
      expect((await quotaLine()).line).toBe(`Noch 0 von ${used + 1} Kontaktanfragen im ${before.month}`);
    } finally {
      await rows("update products set contact_quota = $2 where id = $1", [premium!.id, premium!.contact_quota]);
    }
  });
});

describe("the monthly quota (property over the service functions)", () => {
  /** Kunde's third company: no traffic of this suite's HTTP tests; the licence is handed in. */
  const LAB = "Donautal Logistik GmbH";
  const QUOTA = 3;
  const licence: TalentLicence = {
    productName: "Talentsuche Test",
    startsOn: "2000-01-01",
    endsOn: "2999-12-31",
    contactQuota: QUOTA,
    includesMatching: false,
  };
  const signer = createTokenSigner([SECRET]);

  type Step =
    { kind: "send"; profile: number } | { kind: "expire" } | { kind: "reply" | "accept" | "decline"; profile: number };
  type State = "offen" | "angenommen" | "abgelehnt" | "abgelaufen";

  const step: fc.Arbitrary<Step> = fc.oneof(
    // Person 6 is not in the pool: refused, never counted.
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant("send" as const), profile: fc.constantFrom(1, 2, 3, 4, 6) }),
    },
    { weight: 2, arbitrary: fc.constant({ kind: "expire" as const }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constantFrom("reply" as const, "accept" as const, "decline" as const),
        profile: fc.constantFrom(1, 2, 3, 4),
      }),
    },
  );

  it("keeps the units used within 0 … quota, refuses requests beyond it, and refunds exactly the expired ones", async () => {
    const [lab] = await rows<{ id: number }>("select id from companies where full_name = $1", [LAB]);
    const [user] = await rows<{ id: number }>("select id from company_users where email = 'kunde@demo.at'");
    let refusedForQuota = 0;

    const run = async (steps: Step[]) => {
      await rows("delete from talent_contact_requests where company_id = $1", [lab!.id]);
      /** The latest request to each person, as the rules say it must be. */
      const model = new Map<number, { state: State; answered: boolean }>();
      /** People who accepted one of the company's requests: not asked again. */
      const accepted = new Set<number>();
      let used = 0;
      for (const current of steps) {
        const now = new Date();
        if (current.kind === "send") {
          const result = await sendContactRequest(
            database.db,
            {
              companyId: lab!.id,
              companyName: LAB,
              user: { id: user!.id, name: "Katharina Mayr" },
              profileId: current.profile,
              subject: TEMPLATE.subject,
              body: TEMPLATE.body,
              jobAdId: null,
            },
            licence,
            { now, baseUrl: t.baseUrl, signer },
          );
          const latest = model.get(current.profile);
          const expected: "ok" | SendRefusal =
            current.profile === 6
              ? "not-in-pool"
              : latest?.state === "offen"
                ? "open-request"
                : accepted.has(current.profile)
                  ? "accepted"
                  : used >= QUOTA
                    ? "quota"
                    : "ok";
          expect(result.ok ? "ok" : result.reason).toBe(expected);
          if (expected === "quota") refusedForQuota++;
          if (result.ok) {
            used++;
            model.set(current.profile, { state: "offen", answered: false });
          }
        } else if (current.kind === "expire") {
          // Fourteen days later, by data: every open request of the company is due.
          await rows("update talent_contact_requests set answer_by = $2 where company_id = $1 and state = 'offen'", [
            lab!.id,
            new Date(now.getTime() - 60_000),
          ]);
          await expireDueRequests(database.db, now, lab!.id);
          for (const latest of model.values()) {
            if (latest.state === "offen" && !latest.answered) {
              latest.state = "abgelaufen";
              used--;
            }
          }
        } else {
          const [request] = await rows<{ id: number; access_key: string }>(
            "select id, access_key from talent_contact_requests where company_id = $1 and profile_id = $2 order by id desc limit 1",
            [lab!.id, current.profile],
          );
          const latest = model.get(current.profile);
          expect(request !== undefined).toBe(latest !== undefined);
          if (!request || !latest) continue;
          const given: PersonAnswer =
            current.kind === "reply"
              ? { intent: "reply", body: "Gern, erzählen Sie mehr." }
              : current.kind === "decline"
                ? { intent: "decline", reason: "" }
                : { intent: "accept" };
          const token = contactToken(signer, { id: request.id, accessKey: request.access_key }, now);
          const result = await answerAsPerson(database.db, signer, token, given, now);
          const expected: "ok" | AnswerRefusal =
            current.kind === "reply"
              ? latest.state === "offen" || latest.state === "angenommen"
                ? "ok"
                : "closed"
              : latest.state === "offen"
                ? "ok"
                : latest.state === "abgelaufen"
                  ? "closed"
                  : "decided";
          expect(result.ok ? "ok" : result.reason).toBe(expected);
          if (result.ok) {
            latest.answered = true;
            if (current.kind === "accept") {
              latest.state = "angenommen";
              accepted.add(current.profile);
            }
            if (current.kind === "decline") latest.state = "abgelehnt";
          }
        }
        const quota = await quotaOf(database.db, lab!.id, licence, now);
        expect(quota.used).toBe(used);
        expect(quota.used).toBeGreaterThanOrEqual(0);
        expect(quota.used).toBeLessThanOrEqual(QUOTA);
        expect(remainingOf(quota)).toBe(QUOTA - used);
        const [refunds] = await rows<{ refunded: number; expired: number }>(
          "select count(*) filter (where refunded)::int as refunded, count(*) filter (where state = 'abgelaufen')::int as expired from talent_contact_requests where company_id = $1",
          [lab!.id],
        );
        expect(refunds!.refunded).toBe(refunds!.expired);
      }
    };

    const send = (profile: number): Step => ({ kind: "send", profile });
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 15 }), run), {
      numRuns: 15,
      // Beyond the quota, a refund, and the unit used again.
      examples: [[[send(1), send(2), send(3), send(4), { kind: "expire" }, send(4), send(1)]]],
    });
    expect(refusedForQuota).toBeGreaterThan(0);
  });
});

describe("a person who leaves the pool", () => {
  it("shows as 'Profil nicht mehr verfügbar': messages kept, name and contact data gone, nobody writes", async () => {
    const lukas = person(2);
    await rows("update talent_profiles set consent_withdrawn_at = now() where id = 2");
    try {
      const conversation = await page(kunde, `${MESSAGES}/2`);
      expect(conversation.status).toBe(200);
      expect(conversation.text).toContain("Profil nicht mehr verfügbar");
      expect(conversation.text).toContain("Kontaktanfrage");
      expect(conversation.html).not.toContain(lukas.email);
      expect(conversation.html).not.toContain(lukas.last_name);
      expect(conversation.html).not.toContain('name="body"');
      const list = await page(kunde, MESSAGES);
      expect(list.text).toContain("Profil nicht mehr verfügbar");
      expect(list.html).not.toContain(lukas.last_name);
      const written = await post(kunde, `${MESSAGES}/2`, { body: "Sind Sie noch da?" });
      expect(written.status).toBe(409);
      expect((await page(kunde, `${CANDIDATE}/2`)).status).toBe(404);
      const reply = await answer(token2, { intent: "reply", body: "Hallo" });
      expect(reply.status).toBe(404);
    } finally {
      await rows("update talent_profiles set consent_withdrawn_at = null where id = 2");
    }
  });

  it("is gone from the next answer of a kept search page (decision 049)", async () => {
    const search = `${SEARCH}?q=Java&ort=Wien`;
    const listed = `href="${CANDIDATE}/2?`;
    await page(kunde, search);
    const kept = await page(kunde, search);
    expect(kept.cache).toBe("hit");
    expect(kept.html).toContain(listed);
    await rows("update talent_profiles set consent_withdrawn_at = now() where id = 2");
    try {
      const after = await page(kunde, search);
      expect(after.cache).toBe("miss");
      expect(after.html).not.toContain(listed);
    } finally {
      await rows("update talent_profiles set consent_withdrawn_at = null where id = 2");
    }
    const back = await page(kunde, search);
    expect(back.cache).toBe("miss");
    expect(back.html).toContain(listed);
  });
});
