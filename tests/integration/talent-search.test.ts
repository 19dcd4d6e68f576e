import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * The talent search (issue 16) over HTTP on the seeded pool of 20 000 profiles: German words
 * (stems, compounds, typos, umlauts), the place from the query, filters with facet counts, keyset
 * paging, the anonymised profile with its access log, the licence (kunde@demo.at's company has
 * one, hybrid@demo.at's none), and the spec's 404 for people not in the pool.
 *
 * Personas of db/seed-talents.ts: 1 Buchhalterin in Linz, 2 Java-Entwickler in Wien, 3 Lohnverrechner
 * in Wels, 6 a Buchhalter in Linz inactive for 13 months.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const SEARCH = "/p/active-sourcing/search";

let t: TestPortal;
let kunde: HttpBrowser;
let hybrid: HttpBrowser;

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
});
afterAll(async () => {
  await t?.stop();
});

async function page(
  browser: HttpBrowser,
  path: string,
): Promise<{ status: number; html: string; location: string | null }> {
  const response = await browser.request(`${t.baseUrl}${path}`, { headers: PERSON, redirect: "manual" });
  return {
    status: response.status,
    html: (await response.text()).replace(/<!-- -->/g, ""),
    location: response.headers.get("location"),
  };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/<[^>]+>/g, "");

/** The profile ids of the hits, in order. */
function hitIds(html: string): number[] {
  const list = /<ol[^>]*aria-label="Suchergebnisse"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/href="\/p\/active-sourcing\/search\/candidate\/(\d+)/g)].map((match) => Number(match[1]));
}

/** "1.234 Talente gefunden …" */
function total(html: string): number {
  const heading = /<h2 id="results-heading"[^>]*>([\s\S]*?)<\/h2>/.exec(html)?.[1] ?? "";
  return Number(
    decode(heading)
      .match(/^([\d.]+)/)?.[1]
      ?.replace(/\./g, "") ?? Number.NaN,
  );
}

/** The headlines of the hits ("Buchhalterin, 8 Jahre Berufserfahrung, Linz"). */
function headlines(html: string): string[] {
  return [...html.matchAll(/<h3 id="hit-\d+"[^>]*>([\s\S]*?)<\/h3>/g)].map((match) => decode(match[1]!));
}

describe("the talent search of a company with a licence", () => {
  it("finds Buchhalter near Linz from 'Buchhalter Linz', the persona first among them, with the reasons", async () => {
    const { status, html } = await page(kunde, `${SEARCH}?q=Buchhalter+Linz`);
    expect(status).toBe(200);
    expect(decode(html)).toContain("im Umkreis von 25 km um Linz 4020");
    expect(total(html)).toBeGreaterThanOrEqual(5);
    const ids = hitIds(html);
    expect(ids).toContain(1);
    expect(ids).not.toContain(6);
    expect(headlines(html)[0]).toMatch(/uchhalt/);
    // Women and men rank alike: the stemmer keeps "-in", the search does not count it.
    expect(headlines(html).some((headline) => /^\S*[Bb]uchhalterin,/.test(headline))).toBe(true);
    expect(headlines(html).some((headline) => /^\S*[Bb]uchhalter,/.test(headline))).toBe(true);
    // Each hit says why it fits: its title, its skills or a position it held, and the distance.
    const reasons = [...html.matchAll(/passt: ([^<]*)</g)].map((match) => decode(match[1]!));
    expect(reasons).toHaveLength(ids.length);
    for (const reason of reasons) expect(reason).toMatch(/(Jobtitel|Kenntnisse|Erfahrung als)[^]*Ort \d+ km/);
    expect(html).toContain("<mark");
  });

  it("finds the same people for stems, compounds, missing umlauts and a typo", async () => {
    const lohn = hitIds((await page(kunde, `${SEARCH}?q=Lohnverrechnung&ort=Wels`)).html);
    expect(lohn).toContain(3);
    const typo = await page(kunde, `${SEARCH}?q=Buchhaltr&ort=4020`);
    expect(hitIds(typo.html)).toContain(1);
    expect(decode(typo.html)).toContain("Auch gesucht nach ähnlichen Schreibweisen");
    const java = hitIds((await page(kunde, `${SEARCH}?q=Java&ort=Wien`)).html);
    expect(java).toContain(2);
  });

  it("narrows by filters, counts each option under the other filters, and keeps the state in the URL", async () => {
    const all = await page(kunde, `${SEARCH}?q=Buchhalter&ort=Linz&umkreis=50`);
    const narrowed = await page(
      kunde,
      `${SEARCH}?q=Buchhalter&ort=Linz&umkreis=50&wechsel=aktiv&spracheName=Englisch&spracheNiveau=B2`,
    );
    expect(total(narrowed.html)).toBeLessThan(total(all.html));
    expect(total(narrowed.html)).toBeGreaterThan(0);
    // The facet of willingness still counts "offen" under the other filters.
    expect(decode(narrowed.html)).toMatch(/Offen für Angebote \(\d+\)/);
    expect(narrowed.html).toMatch(/name="wechsel" checked="" value="aktiv"/);
    expect(narrowed.html).toMatch(/name="wechsel" value="offen"/);
  });

  it("pages on after the last hit without repeating or skipping anyone", async () => {
    const first = await page(kunde, `${SEARCH}?q=Buchhalter&ort=Linz&umkreis=100`);
    const next = /href="([^"]*nach=[^"]+)"[^>]*>Nächste Seite/.exec(first.html)?.[1];
    expect(next).toBeDefined();
    const second = await page(kunde, decode(next!));
    const firstIds = hitIds(first.html);
    const secondIds = hitIds(second.html);
    expect(firstIds).toHaveLength(20);
    expect(secondIds.length).toBeGreaterThan(0);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
  });

  it("answers bad or edited URLs with a search, never an error, and names a place it does not know", async () => {
    const edited = await page(
      kunde,
      `${SEARCH}?umkreis=abc&nach=1_99999999999&sprache=x&stundenVon=999&gehaltBis=-1&sort=egal&q=%3Cscript%3E`,
    );
    expect(edited.status).toBe(200);
    expect(edited.html).not.toContain("<script>alert");
    const unknown = await page(kunde, `${SEARCH}?q=Buchhalter&ort=Atlantis`);
    expect(unknown.status).toBe(200);
    expect(decode(unknown.html)).toContain("Den Ort „Atlantis“ kennen wir nicht.");
  });

  it("resetSearch=true, the nav's link, starts an empty search", async () => {
    const reset = await page(kunde, `${SEARCH}?resetSearch=true&q=Buchhalter`);
    expect(reset.status).toBe(302);
    expect(reset.location).toBe(SEARCH);
  });

  it("shows the anonymised profile without name, contact data or employer, and logs the view", async () => {
    const { status, html } = await page(kunde, `${SEARCH}/candidate/1?q=Buchhalter`);
    expect(status).toBe(200);
    const text = decode(html);
    expect(text).toContain("Buchhalterin, 8 Jahre Berufserfahrung, Linz");
    expect(text).toContain("Name und Kontaktdaten sehen Sie, sobald die Person Ihre Kontaktanfrage annimmt.");
    expect(html).toContain(`href="${SEARCH}?q=Buchhalter"`);

    const db = new pg.Client({ connectionString: t.databaseUrl ?? undefined });
    if (t.databaseUrl) {
      await db.connect();
      const profile = await db.query(
        "select first_name, last_name, email, phone, positions from talent_profiles where id = 1",
      );
      const person = profile.rows[0] as {
        first_name: string;
        last_name: string;
        email: string;
        phone: string | null;
        positions: Array<{ employer: string }>;
      };
      for (const secret of [
        person.first_name,
        person.last_name,
        person.email,
        ...person.positions.map((p) => p.employer),
      ]) {
        expect(text).not.toContain(secret);
      }
      const log = await db.query("select kind from talent_access_log where profile_id = 1");
      expect(log.rows).toEqual([{ kind: "view" }]);
      await db.end();
    }
  });

  it("answers the spec's 404 for an unknown id, a malformed one and a person inactive for a year", async () => {
    for (const id of ["999999", "abc", "6"]) {
      const { status, html } = await page(kunde, `${SEARCH}/candidate/${id}`);
      expect(status, id).toBe(404);
      expect(html).toContain("Diese Seite konnte nicht gefunden werden.");
    }
  });
});

describe("a company without a licence", () => {
  it("sees how many people fit and the offer, but nothing of them", async () => {
    const { status, html } = await page(hybrid, `${SEARCH}?q=Buchhalter+Linz`);
    expect(status).toBe(200);
    expect(total(html)).toBeGreaterThanOrEqual(5);
    expect(hitIds(html)).toEqual([]);
    expect(html).not.toContain("/p/active-sourcing/search/candidate/");
    expect(decode(html)).toContain("Ihr Unternehmen hat keine Lizenz der Talentsuche.");
    expect(html).toContain('href="/produkte/talentsuche"');
  });

  it("gets the offer instead of a profile", async () => {
    const { status, html } = await page(hybrid, `${SEARCH}/candidate/1`);
    expect(status).toBe(200);
    expect(decode(html)).toContain("Profile sehen Sie mit einer Lizenz der Talentsuche");
    expect(decode(html)).not.toContain("Buchhalterin, 8 Jahre");
  });
});
