import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { generateTalentProfiles } from "@db/seed-talents";
import { LICENCE_PATH } from "~/features/active-sourcing/licence-order";
import { ALERT_DAYS } from "~/features/active-sourcing/saved-search-rules";
import { ALERT_MAX_PEOPLE, runSavedSearchAlerts } from "~/features/active-sourcing/saved-searches.server";
import { insertTalentProfiles, type TalentProfileInput } from "~/features/active-sourcing/talent-pool.server";
import { formatDate } from "~/lib/format";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { servePgliteTemplate } from "../support/served-pglite";

/**
 * Saved searches of the talent search (issue 16) over HTTP on the seeded demo data: kunde@demo.at's
 * company "Donautal Technik GmbH" (Talentsuche Premium) saves a search from the search page's
 * "Suche speichern" form, finds it on "Meine Suchen" (`/p/active-sourcing/saved-search`), changes
 * its alert and deletes it; hybrid@demo.at's "Bäckerei Alpenkorn GmbH" (no licence) sees the offer
 * and can save nothing. The alerts run by calling runSavedSearchAlerts (what the sweep
 * sweep-saved-search-alerts calls) on the portal's database, with `now` given and next_alert_at
 * set by SQL: people who opted in after the last run and match are mailed to the owner, each once
 * per saved search, and never to a company without a licence.
 *
 * On PostgreSQL the portal's database is a database of its own; on PGlite the seeded template runs
 * in this process behind a TCP socket, and the portal is started on it (as in talent-contacts.test.ts).
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const SEARCH = "/p/active-sourcing/search";
const SAVED = "/p/active-sourcing/saved-search";
const CANDIDATE = "/p/active-sourcing/search/candidate";
const COMPANY = "Donautal Technik GmbH";
const BAKERY = "Bäckerei Alpenkorn GmbH";
const KUNDE = "kunde@demo.at";
const HYBRID = "hybrid@demo.at";
/** The search of the tests as the search page's URL has it, with a junk parameter and a page cursor. */
const RAW_QUERY = "q=Buchhalter&ort=Linz&wechsel=aktiv&foo=bar&nach=12.5_900";
/** The same search as it is stored: parsed and written again, without junk and cursor. */
const QUERY = "q=Buchhalter&ort=Linz&wechsel=aktiv";
const NAME = "Buchhaltung Linz (aktiv)";
const DAY_MS = 86_400_000;

let served: { url: string; stop(): Promise<void> } | null = null;
let t: TestPortal;
let database: DatabaseHandle;
let kunde: HttpBrowser;
let hybrid: HttpBrowser;
let companyId: number;
let bakeryId: number;
let kundeUser: { id: number; first_name: string; last_name: string };
let hybridUserId: number;

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

beforeAll(async () => {
  served = process.env.DATABASE_URL ? null : await servePgliteTemplate();
  t = await startTestPortal(
    { JOBS_ENABLED: "false", ...(served ? { DB_POOL_SIZE: "1" } : {}) },
    served ? { databaseUrl: served.url } : {},
  );
  database = await openDatabase({ url: t.databaseUrl!, dataDir: "memory://", poolSize: 1 });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", KUNDE);
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", HYBRID);
  const companies = await rows<{ id: number; full_name: string }>(
    "select id, full_name from companies where full_name = any($1)",
    [[COMPANY, BAKERY]],
  );
  companyId = companies.find((row) => row.full_name === COMPANY)!.id;
  bakeryId = companies.find((row) => row.full_name === BAKERY)!.id;
  const [user] = await rows<typeof kundeUser>("select id, first_name, last_name from company_users where email = $1", [
    KUNDE,
  ]);
  kundeUser = user!;
  const [hybridUser] = await rows<{ id: number }>("select id from company_users where email = $1", [HYBRID]);
  hybridUserId = hybridUser!.id;
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
}

const decode = (text: string) =>
  text
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const visible = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, ""),
  ).replace(/\s+/g, " ");

async function read(response: Response): Promise<Page> {
  const html = (await response.text()).replace(/<!-- -->/g, "");
  return { status: response.status, location: response.headers.get("location"), html, text: visible(html) };
}

async function page(browser: HttpBrowser, path: string): Promise<Page> {
  return read(await browser.request(`${t.baseUrl}${path}`, { headers: PERSON, redirect: "manual" }));
}

/** A form post from the portal's own page. */
async function post(browser: HttpBrowser, path: string, fields: Record<string, string>): Promise<Page> {
  return read(
    await browser.request(`${t.baseUrl}${path}`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    }),
  );
}

interface Stored {
  id: number;
  company_id: number;
  user_id: number;
  name: string;
  query: string;
  alert: string;
  /** Milliseconds since the epoch, so PGlite and PostgreSQL compare alike. */
  created_at: number;
  checked_until: number;
  next_alert_at: number | null;
}

const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8 as ${column}`;

/** The company's saved searches, oldest first. */
const savedOf = (company: number) =>
  rows<Stored>(
    `select id, company_id, user_id, name, query, alert, ${ms("created_at")}, ${ms("checked_until")}, ${ms("next_alert_at")}
     from talent_saved_searches where company_id = $1 order by id`,
    [company],
  );

const savedById = async (id: number) =>
  (
    await rows<Stored>(
      `select id, company_id, user_id, name, query, alert, ${ms("created_at")}, ${ms("checked_until")}, ${ms("next_alert_at")}
       from talent_saved_searches where id = $1`,
      [id],
    )
  )[0];

const mailedOf = async (savedSearchId: number) =>
  (
    await rows<{ profile_id: number }>(
      "select profile_id from talent_saved_search_mailed where saved_search_id = $1 order by profile_id",
      [savedSearchId],
    )
  ).map((row) => row.profile_id);

const mailsTo = (address: string) =>
  rows<{ id: number; subject: string; text: string }>(
    'select id, subject, text from mail_outbox where "to" = $1 order by id',
    [address],
  );

/** The profile ids of the hits, in order. */
function hitIds(html: string): number[] {
  const list = /<ol[^>]*aria-label="Suchergebnisse"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/href="\/p\/active-sourcing\/search\/candidate\/(\d+)/g)].map((match) => Number(match[1]));
}

/** The query the search page's "Suche speichern" form sends along, or null without the form. */
const savedQueryField = (html: string) => {
  const match = /<input type="hidden" name="query" value="([^"]*)"/.exec(html);
  return match ? decode(match[1]!) : null;
};

/** The values of the form's inputs of that name (only the checked ones with `checked`). */
function fieldValues(html: string, name: string, options: { checked?: boolean } = {}): string[] {
  return [...html.matchAll(/<input\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(` name="${name}"`) && (!options.checked || / checked=""/.test(tag)))
    .map((tag) => decode(/ value="([^"]*)"/.exec(tag)?.[1] ?? ""));
}

/** The value of the selected option in a piece of markup. */
const selectedOption = (html: string) =>
  /<option\b[^>]*\bselected=""[^>]*>/.exec(html)?.[0].match(/ value="([^"]*)"/)?.[1];

/** The item of a saved search in the list of "Meine Suchen", by its name. */
function listItem(html: string, name: string): string {
  const list = /<ul[^>]*aria-label="Gespeicherte Suchen"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  return list.split("<li").find((part) => visible(part).includes(name)) ?? "";
}

/** A saved search of the bakery (hybrid's company, no licence), written by SQL as the form cannot. */
async function insertBakerySearch(fields: { alert: string; checkedUntil: Date; nextAlertAt: Date | null }) {
  const [row] = await rows<{ id: number }>(
    `insert into talent_saved_searches (company_id, user_id, name, query, alert, created_at, checked_until, next_alert_at)
     values ($1, $2, 'Buchhaltung der Bäckerei', $3, $4, $5, $5, $6) returning id`,
    [bakeryId, hybridUserId, QUERY, fields.alert, fields.checkedUntil, fields.nextAlertAt],
  );
  return row!.id;
}

const create = (browser: HttpBrowser, fields: Partial<Record<"name" | "query" | "alert", string>> = {}) =>
  post(browser, SAVED, { intent: "create", name: NAME, query: RAW_QUERY, alert: "taeglich", ...fields });

/** The id of kunde's saved search of the first test. */
let savedId = 0;

describe("saving a search", () => {
  it("saves the search page's search normalised, with a daily alert, and lists it with a link that opens it", async () => {
    const search = await page(kunde, `${SEARCH}?${RAW_QUERY}`);
    expect(search.status).toBe(200);
    expect(search.text).toContain("Suche speichern");
    expect(search.html).toMatch(/<form[^>]*action="\/p\/active-sourcing\/saved-search"/);
    // The form sends the search as the page read it: no junk, no page cursor.
    expect(savedQueryField(search.html)).toBe(QUERY);
    expect(await savedOf(companyId)).toEqual([]);

    const before = Date.now();
    // Posted with the raw query: the server normalises, whatever the form sent.
    const saved = await create(kunde);
    const after = Date.now();
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`${SAVED}?erledigt=create`);

    const stored = await savedOf(companyId);
    expect(stored).toHaveLength(1);
    const row = stored[0]!;
    savedId = row.id;
    expect(row).toMatchObject({ name: NAME, query: QUERY, alert: "taeglich", user_id: kundeUser.id });
    expect(row.created_at).toBeGreaterThanOrEqual(before - 1);
    expect(row.created_at).toBeLessThanOrEqual(after + 1);
    expect(row.checked_until).toBe(row.created_at);
    expect(row.next_alert_at).toBe(row.created_at + DAY_MS);

    const list = await page(kunde, saved.location!);
    expect(list.status).toBe(200);
    expect(list.text).toContain("Meine Suchen");
    expect(list.text).toContain("Die Suche wurde gespeichert.");
    const item = listItem(list.html, NAME);
    expect(item, "the saved search in the list").not.toBe("");
    const itemText = visible(item);
    expect(itemText).toContain(NAME);
    expect(itemText).toContain(
      `Gespeichert am ${formatDate(new Date(row.created_at))} von ${kundeUser.first_name} ${kundeUser.last_name}`,
    );
    expect(itemText).toContain(`nächste Benachrichtigung am ${formatDate(new Date(row.next_alert_at!))}`);
    expect(selectedOption(item)).toBe("taeglich");

    const href = /<a[^>]*href="([^"]*)"/.exec(item)?.[1];
    expect(href && decode(href)).toBe(`${SEARCH}?${QUERY}`);
    const opened = await page(kunde, decode(href!));
    expect(opened.status).toBe(200);
    expect(fieldValues(opened.html, "q")).toEqual(["Buchhalter"]);
    expect(fieldValues(opened.html, "ort")).toEqual(["Linz"]);
    expect(fieldValues(opened.html, "wechsel", { checked: true })).toEqual(["aktiv"]);
    expect(savedQueryField(opened.html)).toBe(QUERY);
    // The same people as the search it was saved from (its first page).
    const first = await page(kunde, `${SEARCH}?${RAW_QUERY.replace(/&nach=[^&]*/, "")}`);
    expect(hitIds(opened.html).length).toBeGreaterThan(0);
    expect(hitIds(opened.html)).toEqual(hitIds(first.html));
  });
});

describe("refusals", () => {
  it("answers invalid input with 400 and a German message, and stores nothing", async () => {
    const before = await savedOf(companyId);
    const cases: [string, Record<string, string>, string][] = [
      [
        "empty name",
        { intent: "create", name: "", query: QUERY, alert: "taeglich" },
        "Bitte geben Sie der Suche einen Namen.",
      ],
      [
        "blank name",
        { intent: "create", name: "   ", query: QUERY, alert: "taeglich" },
        "Bitte geben Sie der Suche einen Namen.",
      ],
      [
        "name of 81 characters",
        { intent: "create", name: "x".repeat(81), query: QUERY, alert: "taeglich" },
        "Der Name darf höchstens 80 Zeichen lang sein.",
      ],
      [
        "unknown alert",
        { intent: "create", name: "Stündlich", query: QUERY, alert: "stuendlich" },
        "Bitte wählen Sie, wie oft Sie benachrichtigt werden möchten.",
      ],
      [
        "query too long",
        { intent: "create", name: "Lang", query: `q=${"a".repeat(2000)}`, alert: "taeglich" },
        "Diese Suche ist zu lang, um sie zu speichern.",
      ],
      ["unknown intent", { intent: "umbenennen", id: String(savedId), name: "Neu" }, "Ungültige Eingabe"],
      ["no intent", { name: "Ohne", query: QUERY, alert: "taeglich" }, "Ungültige Eingabe"],
      [
        "unknown alert of a saved search",
        { intent: "alert", id: String(savedId), alert: "monatlich" },
        "Bitte wählen Sie, wie oft Sie benachrichtigt werden möchten.",
      ],
      ["id not a number", { intent: "alert", id: "abc", alert: "keine" }, "Ungültige Auswahl."],
      ["id zero", { intent: "delete", id: "0" }, "Ungültige Auswahl."],
      ["id negative", { intent: "delete", id: "-1" }, "Ungültige Auswahl."],
      ["id beyond integer", { intent: "delete", id: "2147483648" }, "Ungültige Auswahl."],
      ["id with a fraction", { intent: "alert", id: `${savedId}.5`, alert: "keine" }, "Ungültige Auswahl."],
    ];
    for (const [label, fields, message] of cases) {
      const refused = await post(kunde, SAVED, fields);
      expect(refused.status, label).toBe(400);
      expect(refused.text, label).toContain(message);
      expect(refused.text, label).not.toContain("Die Suche wurde gespeichert.");
    }
    expect(await savedOf(companyId)).toEqual(before);
  });

  it("answers 404 for a saved search that does not exist or is another company's, and changes nothing", async () => {
    const bakerySearch = await insertBakerySearch({ alert: "keine", checkedUntil: new Date(), nextAlertAt: null });
    try {
      const bakeryBefore = await savedById(bakerySearch);
      const ownBefore = await savedOf(companyId);
      for (const id of [bakerySearch, 2_147_483_647]) {
        const alert = await post(kunde, SAVED, { intent: "alert", id: String(id), alert: "taeglich" });
        expect(alert.status, `alert ${id}`).toBe(404);
        expect(alert.text).toContain("Diese Suche gibt es nicht (mehr).");
        const deleted = await post(kunde, SAVED, { intent: "delete", id: String(id) });
        expect(deleted.status, `delete ${id}`).toBe(404);
        expect(deleted.text).toContain("Diese Suche gibt es nicht (mehr).");
      }
      expect(await savedById(bakerySearch)).toEqual(bakeryBefore);
      expect(await savedOf(companyId)).toEqual(ownBefore);
      // Kunde's list does not show the bakery's search.
      expect((await page(kunde, SAVED)).text).not.toContain("Buchhaltung der Bäckerei");
    } finally {
      await rows("delete from talent_saved_searches where id = $1", [bakerySearch]);
    }
  });

  it("answers 403 to every post of a company without a licence, and stores nothing", async () => {
    const bakerySearch = await insertBakerySearch({ alert: "taeglich", checkedUntil: new Date(), nextAlertAt: null });
    try {
      const bakeryBefore = await savedOf(bakeryId);
      const ownBefore = await savedOf(companyId);
      const posts: [string, Record<string, string>][] = [
        ["create", { intent: "create", name: "Bäckerei sucht", query: RAW_QUERY, alert: "taeglich" }],
        ["alert of its own search", { intent: "alert", id: String(bakerySearch), alert: "woechentlich" }],
        ["delete of its own search", { intent: "delete", id: String(bakerySearch) }],
        ["alert of kunde's search", { intent: "alert", id: String(savedId), alert: "keine" }],
        ["delete of kunde's search", { intent: "delete", id: String(savedId) }],
      ];
      for (const [label, fields] of posts) {
        const refused = await post(hybrid, SAVED, fields);
        expect(refused.status, label).toBe(403);
        expect(refused.text, label).toContain("Suchen speichern Sie mit einer Lizenz der Talentsuche.");
      }
      expect(await savedOf(bakeryId)).toEqual(bakeryBefore);
      expect(await savedOf(companyId)).toEqual(ownBefore);
    } finally {
      await rows("delete from talent_saved_searches where id = $1", [bakerySearch]);
    }
  });
});

describe("changing and deleting", () => {
  /** Posts a new alert for kunde's search and returns the stored row, checking next_alert_at against the time of the post. */
  async function changeAlert(alert: "keine" | "taeglich" | "woechentlich"): Promise<Stored> {
    const before = Date.now();
    const changed = await post(kunde, SAVED, { intent: "alert", id: String(savedId), alert });
    const after = Date.now();
    expect(changed.status).toBe(303);
    expect(changed.location).toBe(`${SAVED}?erledigt=alert`);
    const row = (await savedById(savedId))!;
    expect(row.alert).toBe(alert);
    if (alert === "keine") {
      expect(row.next_alert_at).toBeNull();
    } else {
      expect(row.next_alert_at).toBeGreaterThanOrEqual(before - 1 + ALERT_DAYS[alert] * DAY_MS);
      expect(row.next_alert_at).toBeLessThanOrEqual(after + 1 + ALERT_DAYS[alert] * DAY_MS);
    }
    return row;
  }

  it("moves the next alert a week on for a weekly alert, clears it for none, and sets it again for daily", async () => {
    const original = (await savedById(savedId))!;
    const weekly = await changeAlert("woechentlich");
    let list = await page(kunde, `${SAVED}?erledigt=alert`);
    expect(list.text).toContain("Die Benachrichtigung wurde geändert.");
    let item = listItem(list.html, NAME);
    expect(visible(item)).toContain(`nächste Benachrichtigung am ${formatDate(new Date(weekly.next_alert_at!))}`);
    expect(selectedOption(item)).toBe("woechentlich");

    await changeAlert("keine");
    list = await page(kunde, SAVED);
    item = listItem(list.html, NAME);
    expect(item).not.toBe("");
    expect(visible(item)).not.toContain("nächste Benachrichtigung");
    expect(selectedOption(item)).toBe("keine");

    const daily = await changeAlert("taeglich");
    // Only the alert changes: name, query, owner and the people already checked stay.
    expect(daily).toMatchObject({
      name: original.name,
      query: original.query,
      user_id: original.user_id,
      created_at: original.created_at,
      checked_until: original.checked_until,
    });
  });

  it("deletes a saved search with the people its alert mailed, and only that one", async () => {
    const created = await create(kunde, { name: "Zum Löschen", query: "q=Java&ort=Wien", alert: "woechentlich" });
    expect(created.status).toBe(303);
    const doomed = (await savedOf(companyId)).find((row) => row.name === "Zum Löschen")!;
    expect(doomed.query).toBe("q=Java&ort=Wien");
    await rows(
      "insert into talent_saved_search_mailed (saved_search_id, profile_id, mailed_at) values ($1, 2, now())",
      [doomed.id],
    );
    expect(await mailedOf(doomed.id)).toEqual([2]);
    // Both in the list, the newest first.
    const both = await page(kunde, SAVED);
    expect(both.text.indexOf("Zum Löschen")).toBeLessThan(both.text.indexOf(NAME));

    const deleted = await post(kunde, SAVED, { intent: "delete", id: String(doomed.id) });
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe(`${SAVED}?erledigt=delete`);
    expect(await savedById(doomed.id)).toBeUndefined();
    expect(await mailedOf(doomed.id)).toEqual([]);
    expect((await savedOf(companyId)).map((row) => row.id)).toEqual([savedId]);
    const list = await page(kunde, deleted.location!);
    expect(list.text).toContain("Die Suche wurde gelöscht.");
    expect(list.text).not.toContain("Zum Löschen");
    expect(list.text).toContain(NAME);

    // Deleted twice: it is gone.
    const again = await post(kunde, SAVED, { intent: "delete", id: String(doomed.id) });
    expect(again.status).toBe(404);
  });
});

describe("without a licence (hybrid@demo.at)", () => {
  it("shows the licence offer instead of saved searches, and the search page has no 'Suche speichern'", async () => {
    const saved = await page(hybrid, SAVED);
    expect(saved.status).toBe(200);
    expect(saved.text).toContain("Meine Suchen");
    expect(saved.text).toContain("Profile sehen Sie mit einer Lizenz der Talentsuche");
    expect(saved.html).toContain(`href="${LICENCE_PATH}"`);
    expect(saved.html).not.toContain('aria-label="Gespeicherte Suchen"');
    expect(saved.text).not.toContain(NAME);

    const search = await page(hybrid, `${SEARCH}?${QUERY}`);
    expect(search.status).toBe(200);
    expect(search.text).not.toContain("Suche speichern");
    expect(savedQueryField(search.html)).toBeNull();
    expect(search.html).not.toMatch(/action="\/p\/active-sourcing\/saved-search"/);
  });
});

/** A Buchhalterin in Linz, actively looking, and a Koch in Graz, both opting in at `now`, built like the seed's personas. */
function newcomers(now: Date, suffix: string): { accountant: TalentProfileInput; cook: TalentProfileInput } {
  const personas = generateTalentProfiles({ count: 5, seed: 1, now });
  const linz = personas[0]!;
  const graz = personas[4]!;
  const fresh = { lastActiveAt: now, consentGivenAt: now, consentWithdrawnAt: null };
  return {
    accountant: {
      ...linz,
      firstName: "Veronika",
      lastName: "Zauner",
      email: `veronika.zauner.${suffix}@example.at`,
      phone: "+43 660 4417290",
      experienceYears: 5,
      summary: "Buchhalterin mit 5 Jahren Berufserfahrung und Schwerpunkt Debitoren und Mahnwesen.",
      willingness: "aktiv",
      ...fresh,
    },
    cook: {
      ...graz,
      gender: "m",
      firstName: "Florian",
      lastName: "Kernstock",
      email: `florian.kernstock.${suffix}@example.at`,
      phone: null,
      desiredTitles: ["Koch", "Jungkoch"],
      jobField: "gastro",
      level: "fachkraft",
      experienceYears: 7,
      positions: graz.positions.map((position) => ({
        ...position,
        title: "Koch",
        employer: "Gasthaus Zur Linde",
        employerKind: "Gastronomiebetrieb",
        description: "Zubereitung von Speisen à la carte und Menüplanung.",
      })),
      education: [],
      skills: ["Kochen", "HACCP", "Menüplanung", "Regionale Küche"],
      summary: "Koch mit 7 Jahren Berufserfahrung und Schwerpunkt regionale Küche.",
      willingness: "aktiv",
      ...fresh,
    },
  };
}

const idOf = async (email: string) =>
  (await rows<{ id: number }>("select id from talent_profiles where email = $1", [email]))[0]!.id;

const run = (now: Date) => runSavedSearchAlerts(database.db, { now, baseUrl: t.baseUrl });

/** Makes a saved search's alert due a minute ago (and, if given, its window start at `checkedUntil`). */
async function makeDue(id: number, checkedUntil?: Date) {
  const due = new Date(Date.now() - 60_000);
  if (checkedUntil) {
    await rows("update talent_saved_searches set next_alert_at = $2, checked_until = $3 where id = $1", [
      id,
      due,
      checkedUntil,
    ]);
  } else {
    await rows("update talent_saved_searches set next_alert_at = $2 where id = $1", [id, due]);
  }
}

const ACCOUNTANT_HEADLINE = "Buchhalterin, 5 Jahre Berufserfahrung, Linz";

describe("alerts", () => {
  let accountantId = 0;
  let cookId = 0;
  /** The end of the window of the run before the newcomers opted in. */
  let beforeNewcomers = 0;

  it("mail nobody when nobody new matches, and move the next alert one day on", async () => {
    await makeDue(savedId);
    const mails = await mailsTo(KUNDE);
    // A second ago: the newcomers of the next test opt in after this run.
    const now = new Date(Date.now() - 1000);
    expect(await run(now)).toEqual({ mailed: 0, people: 0 });
    expect(await mailsTo(KUNDE)).toEqual(mails);
    const row = (await savedById(savedId))!;
    expect(row.checked_until).toBe(now.getTime());
    expect(row.next_alert_at).toBe(now.getTime() + DAY_MS);
    beforeNewcomers = row.checked_until;
    // Not due again before the day is over.
    expect(await run(new Date(now.getTime() + DAY_MS - 1))).toEqual({ mailed: 0, people: 0 });
    expect((await savedById(savedId))!.next_alert_at).toBe(now.getTime() + DAY_MS);
  });

  it("mail the owner once the alert is due: the new person who matches, anonymised, with a link to the profile", async () => {
    const { accountant, cook } = newcomers(new Date(), "alarm");
    await insertTalentProfiles(database.db, [accountant, cook]);
    accountantId = await idOf(accountant.email);
    cookId = await idOf(cook.email);
    expect(accountant.consentGivenAt.getTime()).toBeGreaterThan(beforeNewcomers);
    // Kunde finds her in the saved search already; the alert waits until it is due.
    expect(hitIds((await page(kunde, `${SEARCH}?${QUERY}`)).html)).toContain(accountantId);
    expect(await run(new Date())).toEqual({ mailed: 0, people: 0 });

    await makeDue(savedId);
    const mails = await mailsTo(KUNDE);
    const now = new Date();
    expect(await run(now)).toEqual({ mailed: 1, people: 1 });
    const fresh = (await mailsTo(KUNDE)).slice(mails.length);
    expect(fresh).toHaveLength(1);
    const mail = fresh[0]!;
    expect(mail.subject).toBe(`Neue Talente für Ihre Suche „${NAME}“`);
    expect(mail.text).toContain(`passen 1 neues Talent zu Ihrer gespeicherten Suche „${NAME}“`);
    expect(mail.text).toContain(`- ${ACCOUNTANT_HEADLINE}: ${t.baseUrl}${CANDIDATE}/${accountantId}`);
    expect(mail.text).toContain(`Zur Suche: ${t.baseUrl}${SEARCH}?${QUERY}`);
    expect(mail.text).toContain(`${t.baseUrl}${SAVED}`);
    // Only the new person: not the personas who opted in long ago, not the cook.
    expect(mail.text.match(new RegExp(`${CANDIDATE}/\\d+`, "g"))).toEqual([`${CANDIDATE}/${accountantId}`]);
    for (const secret of ["Veronika", "Zauner", accountant.email, accountant.phone!, "Koch", "Graz"]) {
      expect(mail.text).not.toContain(secret);
    }
    expect(await mailedOf(savedId)).toEqual([accountantId]);
    const row = (await savedById(savedId))!;
    expect(row.checked_until).toBe(now.getTime());
    expect(row.next_alert_at).toBe(now.getTime() + DAY_MS);

    // The link opens her anonymised profile for kunde.
    const profile = await page(kunde, `${CANDIDATE}/${accountantId}`);
    expect(profile.status).toBe(200);
    expect(profile.text).toContain("Buchhalterin");
    expect(profile.html).not.toContain("Zauner");
  });

  it("do not mail a person twice for the same search, but another search of the company mails her too", async () => {
    // The window back to before she opted in: only the record of who was mailed holds her back.
    await makeDue(savedId, new Date(beforeNewcomers));
    const mails = await mailsTo(KUNDE);
    const now = new Date();
    expect(await run(now)).toEqual({ mailed: 0, people: 0 });
    expect(await mailsTo(KUNDE)).toEqual(mails);
    expect(await mailedOf(savedId)).toEqual([accountantId]);
    expect((await savedById(savedId))!.next_alert_at).toBe(now.getTime() + DAY_MS);

    // A second search of kunde's company (the same people, other words) has not mailed her yet.
    const [other] = await rows<{ id: number }>(
      `insert into talent_saved_searches (company_id, user_id, name, query, alert, created_at, checked_until, next_alert_at)
       values ($1, $2, 'Buchhalterinnen in Linz', 'q=Buchhalterin&ort=Linz', 'woechentlich', $3, $3, $4) returning id`,
      [companyId, kundeUser.id, new Date(beforeNewcomers), new Date(Date.now() - 60_000)],
    );
    try {
      const later = new Date();
      expect(await run(later)).toEqual({ mailed: 1, people: 1 });
      const fresh = (await mailsTo(KUNDE)).slice(mails.length);
      expect(fresh.map((mail) => mail.subject)).toEqual(["Neue Talente für Ihre Suche „Buchhalterinnen in Linz“"]);
      expect(fresh[0]!.text).toContain(`${CANDIDATE}/${accountantId}`);
      expect(await mailedOf(other!.id)).toEqual([accountantId]);
      expect((await savedById(other!.id))!.next_alert_at).toBe(later.getTime() + 7 * DAY_MS);
    } finally {
      await rows("delete from talent_saved_searches where id = $1", [other!.id]);
    }
  });

  it("never mail a new person who does not match, though a search that fits him does", async () => {
    expect(cookId).toBeGreaterThan(0);
    const [kitchen] = await rows<{ id: number }>(
      `insert into talent_saved_searches (company_id, user_id, name, query, alert, created_at, checked_until, next_alert_at)
       values ($1, $2, 'Küche Graz', 'q=Koch&ort=Graz', 'taeglich', $3, $3, $4) returning id`,
      [companyId, kundeUser.id, new Date(beforeNewcomers), new Date(Date.now() - 60_000)],
    );
    try {
      expect(await run(new Date())).toEqual({ mailed: 1, people: 1 });
      expect(await mailedOf(kitchen!.id)).toEqual([cookId]);
      const [mail] = (await mailsTo(KUNDE)).slice(-1);
      expect(mail!.subject).toBe("Neue Talente für Ihre Suche „Küche Graz“");
      expect(mail!.text).toContain(`- Koch, 7 Jahre Berufserfahrung, Graz: ${t.baseUrl}${CANDIDATE}/${cookId}`);
      expect(mail!.text).not.toContain("Kernstock");
    } finally {
      await rows("delete from talent_saved_searches where id = $1", [kitchen!.id]);
    }
    // The Buchhalter search, due again, still has only her.
    await makeDue(savedId, new Date(beforeNewcomers));
    expect(await run(new Date())).toEqual({ mailed: 0, people: 0 });
    expect(await mailedOf(savedId)).toEqual([accountantId]);
    const mailed = await rows<{ n: number }>(
      "select count(*)::int as n from talent_saved_search_mailed where profile_id = $1",
      [cookId],
    );
    expect(mailed[0]!.n).toBe(0);
    const texts = (await rows<{ subject: string; text: string }>("select subject, text from mail_outbox")).filter(
      (row) => row.text.includes(`${CANDIDATE}/${cookId}`),
    );
    expect(texts.map((row) => row.subject)).toEqual(["Neue Talente für Ihre Suche „Küche Graz“"]);
  });

  it("mail nothing to a company without a licence (the run keeps its window), and mail once it has one", async () => {
    const [member] = await rows<{ n: number }>(
      "select count(*)::int as n from company_memberships where company_id = $1 and user_id = $2",
      [bakeryId, hybridUserId],
    );
    expect(member!.n).toBe(1);
    const bakerySearch = await insertBakerySearch({
      alert: "taeglich",
      checkedUntil: new Date(beforeNewcomers),
      nextAlertAt: new Date(Date.now() - 60_000),
    });
    let licence: number | undefined;
    try {
      const mails = await mailsTo(HYBRID);
      const now = new Date();
      expect(await run(now)).toEqual({ mailed: 0, people: 0 });
      expect(await mailsTo(HYBRID)).toEqual(mails);
      expect(await mailedOf(bakerySearch)).toEqual([]);
      // The window stays: whoever came meanwhile is named by the first alert after a renewal.
      expect(await savedById(bakerySearch)).toMatchObject({
        checked_until: beforeNewcomers,
        next_alert_at: now.getTime() + DAY_MS,
      });

      // The same search with a licence for the bakery (kunde's company's term, copied by SQL) finds her.
      const [term] = await rows<{ id: number }>(
        `insert into company_product_terms (company_id, product_id, starts_on, ends_on, invoice_id, ordered_by)
         select $1, c.product_id, c.starts_on, c.ends_on, c.invoice_id, 'Test'
         from company_product_terms c join products p on p.id = c.product_id
         where c.company_id = $2 and p.family = 'talentsuche' limit 1 returning id`,
        [bakeryId, companyId],
      );
      licence = term!.id;
      await makeDue(bakerySearch, new Date(beforeNewcomers));
      expect(await run(new Date())).toEqual({ mailed: 1, people: 1 });
      const fresh = (await mailsTo(HYBRID)).slice(mails.length);
      expect(fresh.map((mail) => mail.subject)).toEqual(["Neue Talente für Ihre Suche „Buchhaltung der Bäckerei“"]);
      expect(fresh[0]!.text).toContain(`- ${ACCOUNTANT_HEADLINE}: ${t.baseUrl}${CANDIDATE}/${accountantId}`);

      // Lost again: due with a new person in its window, nothing goes out.
      await rows("delete from company_product_terms where id = $1", [licence]);
      licence = undefined;
      await rows("delete from talent_saved_search_mailed where saved_search_id = $1", [bakerySearch]);
      await makeDue(bakerySearch, new Date(beforeNewcomers));
      expect(await run(new Date())).toEqual({ mailed: 0, people: 0 });
      expect(await mailsTo(HYBRID)).toHaveLength(mails.length + 1);
    } finally {
      if (licence !== undefined) await rows("delete from company_product_terms where id = $1", [licence]);
      await rows("delete from talent_saved_searches where id = $1", [bakerySearch]);
    }
  });

  it(`mail at most ${ALERT_MAX_PEOPLE} people a run; the rest stay new for the next run`, async () => {
    const windowStart = new Date(Date.now() - 1000);
    const now = new Date();
    const many = Array.from(
      { length: ALERT_MAX_PEOPLE + 1 },
      (_, index) => newcomers(now, `viele-${index}`).accountant,
    );
    await insertTalentProfiles(database.db, many);
    const ids = await Promise.all(many.map((profile) => idOf(profile.email)));
    await makeDue(savedId, windowStart);
    const mails = await mailsTo(KUNDE);

    const first = new Date();
    expect(await run(first)).toEqual({ mailed: 1, people: ALERT_MAX_PEOPLE });
    const [mail] = (await mailsTo(KUNDE)).slice(mails.length);
    expect(mail!.text).toContain(`passen ${ALERT_MAX_PEOPLE} neue Talente zu Ihrer gespeicherten Suche`);
    expect(mail!.text.match(new RegExp(`${CANDIDATE}/\\d+`, "g"))).toHaveLength(ALERT_MAX_PEOPLE);
    const afterFirst = (await mailedOf(savedId)).filter((id) => ids.includes(id));
    expect(afterFirst).toHaveLength(ALERT_MAX_PEOPLE);
    // The window stays where it was, so the one left over is still new.
    expect((await savedById(savedId))!.checked_until).toBe(windowStart.getTime());

    await makeDue(savedId);
    const second = new Date();
    expect(await run(second)).toEqual({ mailed: 1, people: 1 });
    const leftOver = ids.filter((id) => !afterFirst.includes(id));
    expect(leftOver).toHaveLength(1);
    expect((await mailsTo(KUNDE)).at(-1)!.text).toContain(`${CANDIDATE}/${leftOver[0]}`);
    expect((await mailedOf(savedId)).filter((id) => ids.includes(id)).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
    expect((await savedById(savedId))!.checked_until).toBe(second.getTime());
  });
});
