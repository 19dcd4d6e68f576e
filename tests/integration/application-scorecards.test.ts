import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { anonymiseApplications } from "~/features/applications/anonymise.server";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { servePgliteTemplate } from "../support/served-pglite";

/**
 * Scorecards (issue 34 §4, docs/applications.md "Bewertungsbogen") over HTTP: an ad's criteria
 * edited on their own page (bad input refused with nothing changed, a double submit adding once),
 * each colleague's scorecard on an application — kept from the other colleague (in the HTML and the
 * loader data it carries) until that colleague has submitted their own, then the summary — the
 * CSV export's summary columns, anonymisation blanking the comments, and the wall between
 * companies. Demo data: kunde@demo.at (Katharina Mayr) acts for "Donautal Technik GmbH", and the
 * test adds her colleague kollege@demo.at (Lukas Berger); hybrid@demo.at acts for "Bäckerei
 * Alpenkorn GmbH". The tests build on each other, in order.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";

let served: { url: string; stop(): Promise<void> } | null = null;
let t: TestPortal;
let database: DatabaseHandle;
const kunde = new HttpBrowser();
const kollege = new HttpBrowser();
const hybrid = new HttpBrowser();
/** An application of kunde's company, its ad, and their addresses. */
let applicationId = 0;
let jobAdId = 0;
let applicationPath = "";
let scorecardPath = "";
let criteriaPath = "";

/** Comments only one colleague wrote: where they appear, that colleague's scorecard was sent. */
const KATHARINA_SAYS = "Sehr sichere Antworten zu SPS-Steuerungen";
const LUKAS_SAYS = "Erklärt ruhig und verständlich";

const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");

async function page(browser: HttpBrowser, path: string): Promise<{ status: number; html: string }> {
  const response = await browser.request(`${t.baseUrl}${path}`, { headers: PERSON });
  return { status: response.status, html: await text(response) };
}

async function post(browser: HttpBrowser, path: string, fields: Record<string, string>, origin = t.baseUrl) {
  const response = await browser.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...PERSON, origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await text(response) };
}

async function rows<Row>(query: string, params: unknown[] = []): Promise<Row[]> {
  return (await database.executeSql(query, params)).rows as Row[];
}

const storedCriteria = async () =>
  (
    await rows<{ criteria: Array<{ key: string; label: string }> | null }>(
      "select criteria from application_scorecard_criteria where job_ad_id = $1",
      [jobAdId],
    )
  )[0]?.criteria ?? null;

const storedScorecards = () =>
  rows<{
    author_name: string;
    submitted_at: Date | null;
    ratings: Array<{ key: string; rating: number | null; comment: string }>;
    comment: string;
  }>(
    "select author_name, submitted_at, ratings, comment from application_scorecards where application_id = $1 order by id",
    [applicationId],
  );

/** The criteria page's criteria, in order, as its headings name them. */
async function criteriaOnPage(browser: HttpBrowser): Promise<string[]> {
  const { status, html } = await page(browser, criteriaPath);
  expect(status).toBe(200);
  return [...html.matchAll(/<h3 class="font-semibold text-brand-900">\d+\. ([^<]+)<\/h3>/g)].map((match) => match[1]!);
}

/**
 * Lukas Berger, kollege@demo.at, a second user of kunde@demo.at's company with the demo password.
 * Made here rather than in the seed: a colleague in the demo company would receive every mail the
 * company's users get (the job-ad lifecycle's), which other suites count.
 */
async function addColleagueOfKunde(): Promise<void> {
  const [kundeRow] = await rows<{ company_id: number; password_hash: string }>(
    `select u.default_company_id as company_id, a.password_hash from company_users u
     join idp_accounts a on a.provider = 'business' and a.id = u.idp_subject where u.email = 'kunde@demo.at'`,
  );
  const [user] = await rows<{ id: number }>(
    `insert into company_users (idp_subject, email, first_name, last_name, default_company_id)
     values ('test-kollege', 'kollege@demo.at', 'Lukas', 'Berger', $1) returning id`,
    [kundeRow!.company_id],
  );
  await database.executeSql("insert into company_memberships (user_id, company_id) values ($1, $2)", [
    user!.id,
    kundeRow!.company_id,
  ]);
  await database.executeSql(
    `insert into idp_accounts (provider, id, email, password_hash, first_name, last_name)
     values ('business', 'test-kollege', 'kollege@demo.at', $1, 'Lukas', 'Berger')`,
    [kundeRow!.password_hash],
  );
}

const newKeyOf = (html: string) => /name="schluessel" value="([0-9a-f]{8})"/.exec(html)?.[1];

beforeAll(async () => {
  served = process.env.DATABASE_URL ? null : await servePgliteTemplate();
  t = await startTestPortal(
    { JOBS_ENABLED: "false", ...(served ? { DB_POOL_SIZE: "1" } : {}) },
    served ? { databaseUrl: served.url } : {},
  );
  database = await openDatabase({ url: t.databaseUrl!, dataDir: "memory://", poolSize: 1 });
  await addColleagueOfKunde();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  await signIn(kollege, t.baseUrl, "business", "kollege@demo.at");
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
  const [application] = await rows<{ id: number; job_ad_id: number }>(
    `select a.id, a.job_ad_id from applications a join company_users u on u.default_company_id = a.company_id
     where u.email = 'kunde@demo.at' and a.anonymised_at is null order by a.id limit 1`,
  );
  applicationId = application!.id;
  jobAdId = application!.job_ad_id;
  applicationPath = `${MANAGER}/${applicationId}`;
  scorecardPath = `${applicationPath}/bewertung`;
  criteriaPath = `${MANAGER}/inserate/${jobAdId}/bewertungskriterien`;
}, 180_000);
afterAll(async () => {
  await database?.close();
  await t?.stop();
  await served?.stop();
});

describe("an ad's criteria", () => {
  it("start as the defaults, linked from the ad's pipeline and questions", async () => {
    expect(await criteriaOnPage(kunde)).toEqual(["Fachwissen", "Kommunikation", "Motivation"]);
    for (const from of [`${MANAGER}/inserate/${jobAdId}`, `${MANAGER}/inserate/${jobAdId}/fragen`]) {
      expect((await page(kunde, from)).html).toContain(`href="${criteriaPath}"`);
    }
  });

  it("refuse bad input with a German reason and change nothing", async () => {
    const refusals: Array<[Record<string, string>, string]> = [
      [
        {
          intent: "umbenennen",
          "bezeichnung-fachwissen": "Motivation",
          "bezeichnung-kommunikation": "Kommunikation",
          "bezeichnung-motivation": "motivation",
        },
        "Die Bezeichnung „motivation“ kommt mehrfach vor. Bitte geben Sie jedem Kriterium eine eigene.",
      ],
      [
        {
          intent: "umbenennen",
          "bezeichnung-fachwissen": "   ",
          "bezeichnung-kommunikation": "Kommunikation",
          "bezeichnung-motivation": "Motivation",
        },
        "Bitte geben Sie dem Kriterium eine Bezeichnung.",
      ],
      [
        { intent: "hinzufuegen", schluessel: "0123abcd", bezeichnung: "x".repeat(61) },
        "Die Bezeichnung eines Kriteriums darf höchstens 60 Zeichen lang sein.",
      ],
      [
        { intent: "hinzufuegen", schluessel: "fachwissen", bezeichnung: "Neu" },
        "Die Seite ist veraltet. Bitte laden Sie sie neu.",
      ],
      [{ intent: "hoch", kriterium: "fachwissen" }, "Das Kriterium „Fachwissen“ kann nicht weiter nach oben rücken."],
      [
        { intent: "entfernen", kriterium: "gibt-es-nicht" },
        "Dieses Kriterium gibt es nicht mehr. Bitte laden Sie die Seite neu.",
      ],
      [{ intent: "alles-loeschen" }, "Unbekannte Aktion."],
    ];
    for (const [fields, message] of refusals) {
      const answer = await post(kunde, criteriaPath, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.html).toContain(message);
    }
    expect(await storedCriteria()).toBeNull();
    expect(await criteriaOnPage(kunde)).toEqual(["Fachwissen", "Kommunikation", "Motivation"]);
  });

  it("add a criterion once when its form is sent twice at the same time, and rename, reorder and remove", async () => {
    const key = newKeyOf((await page(kunde, criteriaPath)).html)!;
    expect(key).toBeDefined();
    const fields = { intent: "hinzufuegen", schluessel: key, bezeichnung: " Teamfähigkeit " };
    const answers = await Promise.all([post(kunde, criteriaPath, fields), post(kollege, criteriaPath, fields)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.html).toContain("Das Kriterium „Teamfähigkeit“ ist hinzugefügt.");
    expect(await criteriaOnPage(kunde)).toEqual(["Fachwissen", "Kommunikation", "Motivation", "Teamfähigkeit"]);
    expect((await post(kunde, criteriaPath, { intent: "hoch", kriterium: key })).status).toBe(200);
    const renamed = await post(kunde, criteriaPath, {
      intent: "umbenennen",
      "bezeichnung-fachwissen": "Fachkenntnisse",
      "bezeichnung-kommunikation": "Kommunikation",
      [`bezeichnung-${key}`]: "Teamfähigkeit",
      "bezeichnung-motivation": "Motivation",
    });
    expect(renamed.status).toBe(200);
    expect(await criteriaOnPage(kollege)).toEqual(["Fachkenntnisse", "Kommunikation", "Teamfähigkeit", "Motivation"]);
    const removed = await post(kunde, criteriaPath, { intent: "entfernen", kriterium: key });
    expect(removed.html).toContain("Das Kriterium „Teamfähigkeit“ ist entfernt.");
    expect(await criteriaOnPage(kunde)).toEqual(["Fachkenntnisse", "Kommunikation", "Motivation"]);
    expect((await storedCriteria())?.map((criterion) => criterion.key)).toEqual([
      "fachwissen",
      "kommunikation",
      "motivation",
    ]);
  });
});

describe("a scorecard", () => {
  it("is offered on the application's page with the ad's criteria", async () => {
    const { status, html } = await page(kunde, applicationPath);
    expect(status).toBe(200);
    expect(html).toContain('<h2 id="bewertungsbogen"');
    expect(html).toContain(`action="${scorecardPath}"`);
    for (const label of ["Fachkenntnisse", "Kommunikation", "Motivation"]) expect(html).toContain(`>${label}</legend>`);
    expect(html).toContain("Noch niemand hat einen Bewertungsbogen abgegeben.");
  });

  it("keeps a draft to its author", async () => {
    const draft = await post(kunde, scorecardPath, {
      intent: "entwurf",
      "bewertung-fachwissen": "4",
      "kommentar-fachwissen": KATHARINA_SAYS,
    });
    expect(draft.status).toBe(200);
    expect(draft.html).toContain("Entwurf gespeichert.");
    expect((await page(kunde, applicationPath)).html).toContain(KATHARINA_SAYS);
    const theirs = await page(kollege, applicationPath);
    expect(theirs.html).not.toContain(KATHARINA_SAYS);
    expect(theirs.html).toContain("Noch niemand hat einen Bewertungsbogen abgegeben.");
  });

  it("refuses to submit with a criterion unrated or a rating outside 1–5, and nothing changes", async () => {
    const before = await storedScorecards();
    const missing = await post(kunde, scorecardPath, {
      intent: "absenden",
      "bewertung-fachwissen": "4",
      "bewertung-kommunikation": "3",
    });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain("Bitte bewerten Sie „Motivation“ mit 1 bis 5, bevor Sie den Bogen abgeben.");
    const outside = await post(kunde, scorecardPath, {
      intent: "absenden",
      "bewertung-fachwissen": "9",
      "bewertung-kommunikation": "3",
      "bewertung-motivation": "3",
    });
    expect(outside.status).toBe(400);
    expect(outside.html).toContain("Bitte wählen Sie eine Bewertung von 1 bis 5.");
    const tooLong = await post(kunde, scorecardPath, { intent: "entwurf", gesamtkommentar: "x".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(await storedScorecards()).toEqual(before);
  });

  it("once submitted, tells the colleague only that one was submitted, never the ratings", async () => {
    const submitted = await post(kunde, scorecardPath, {
      intent: "absenden",
      "bewertung-fachwissen": "4",
      "kommentar-fachwissen": KATHARINA_SAYS,
      "bewertung-kommunikation": "3",
      "bewertung-motivation": "5",
      empfehlung: "ja",
      gesamtkommentar: "Zum Zweitgespräch einladen",
    });
    expect(submitted.status).toBe(200);
    expect(submitted.html).toContain("Ihr Bewertungsbogen ist abgegeben.");
    // The page's HTML carries the loader's data for hydration: neither holds Katharina's scorecard.
    const theirs = await page(kollege, applicationPath);
    expect(theirs.html).toContain("1 Kollegin oder Kollege hat einen Bewertungsbogen abgegeben.");
    for (const secret of [KATHARINA_SAYS, "Zum Zweitgespräch einladen", "Katharina Mayr: 4 von 5", "Durchschnitt"]) {
      expect(theirs.html).not.toContain(secret);
    }
    const data = await kollege.request(`${t.baseUrl}${applicationPath}.data`, { headers: PERSON });
    expect(data.status).toBe(200);
    expect(await data.text()).not.toContain(KATHARINA_SAYS);
    expect((await page(kollege, scorecardPath)).html).not.toContain(KATHARINA_SAYS);
  });

  it("shows the colleague everyone's ratings and the averages after submitting their own", async () => {
    const submitted = await post(kollege, scorecardPath, {
      intent: "absenden",
      "bewertung-fachwissen": "5",
      "bewertung-kommunikation": "4",
      "kommentar-kommunikation": LUKAS_SAYS,
      "bewertung-motivation": "4",
      empfehlung: "klares-ja",
    });
    expect(submitted.status).toBe(200);
    for (const browser of [kollege, kunde]) {
      const { html } = await page(browser, applicationPath);
      expect(html).toContain("Zusammenfassung (2 Bögen)");
      expect(html).toContain("Fachkenntnisse: Durchschnitt 4,5 von 5 (2 Bewertungen)");
      expect(html).toContain("Kommunikation: Durchschnitt 3,5 von 5 (2 Bewertungen)");
      expect(html).toContain(`Katharina Mayr: 4 von 5 – ${KATHARINA_SAYS}`);
      expect(html).toContain(`Lukas Berger: 4 von 5 – ${LUKAS_SAYS}`);
      expect(html).toContain("Klares Ja");
      expect(html).toContain("Bewertungsbogen abgegeben");
    }
  });

  it("lets its author change it after submitting (it stays submitted), never turn it back into a draft", async () => {
    const changed = await post(kunde, scorecardPath, {
      intent: "absenden",
      "bewertung-fachwissen": "3",
      "kommentar-fachwissen": KATHARINA_SAYS,
      "bewertung-kommunikation": "3",
      "bewertung-motivation": "5",
    });
    expect(changed.status).toBe(200);
    expect(changed.html).toContain("Ihr Bewertungsbogen ist geändert.");
    const draft = await post(kunde, scorecardPath, { intent: "entwurf", "bewertung-fachwissen": "1" });
    expect(draft.status).toBe(409);
    const [katharina] = await storedScorecards();
    expect(katharina!.submitted_at).not.toBeNull();
    expect(katharina!.ratings.find((rating) => rating.key === "fachwissen")?.rating).toBe(3);
    expect((await page(kollege, applicationPath)).html).toContain(
      "Fachkenntnisse: Durchschnitt 4,0 von 5 (2 Bewertungen)",
    );
  });

  it("keeps the ratings of a criterion removed later readable, under the label they were given under", async () => {
    const removed = await post(kunde, criteriaPath, { intent: "entfernen", kriterium: "motivation" });
    expect(removed.status).toBe(200);
    const { html } = await page(kollege, applicationPath);
    expect(html).toContain("Motivation (nicht mehr im Bogen): Durchschnitt 4,5 von 5 (2 Bewertungen)");
    expect(html).not.toContain(">Motivation</legend>");
  });
});

describe("the CSV export", () => {
  it("has per criterion the average and the number of scorecards, and no comment", async () => {
    const response = await kunde.request(`${t.baseUrl}${MANAGER}/inserate/${jobAdId}/export?format=csv`, {
      headers: PERSON,
    });
    expect(response.status).toBe(200);
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const [header, ...lines] = csv
      .trim()
      .split("\r\n")
      .map((line) => line.split(";"));
    const column = (name: string) => header!.indexOf(name);
    const row = lines.find((line) => line[0] === String(applicationId))!;
    expect(row).toBeDefined();
    expect(row[column("Bewertungsbögen (abgegeben)")]).toBe("2");
    expect(row[column("Bewertungsbogen: Fachkenntnisse (Durchschnitt)")]).toBe("4,0");
    expect(row[column("Bewertungsbogen: Fachkenntnisse (Anzahl)")]).toBe("2");
    expect(row[column("Bewertungsbogen: Kommunikation (Durchschnitt)")]).toBe("3,5");
    expect(row[column("Bewertungsbogen: Motivation (entfernt) (Durchschnitt)")]).toBe("4,5");
    expect(csv).not.toContain(KATHARINA_SAYS);
    // Formula escaping stays: no cell starts a formula.
    for (const line of [header!, ...lines]) for (const cell of line) expect(cell).not.toMatch(/^"?[=+\-@]/);
  });
});

describe("the wall between companies", () => {
  it("answers another company 404 for the scorecard, the criteria and their forms, and changes nothing", async () => {
    const scorecardsBefore = await storedScorecards();
    const criteriaBefore = await storedCriteria();
    expect((await page(hybrid, scorecardPath)).status).toBe(404);
    expect((await page(hybrid, criteriaPath)).status).toBe(404);
    expect((await post(hybrid, scorecardPath, { intent: "absenden", "bewertung-fachwissen": "1" })).status).toBe(404);
    expect((await post(hybrid, criteriaPath, { intent: "standard" })).status).toBe(404);
    expect((await page(hybrid, applicationPath)).status).toBe(404);
    expect(await storedScorecards()).toEqual(scorecardsBefore);
    expect(await storedCriteria()).toEqual(criteriaBefore);
  });

  it("refuses a write from another origin and a visitor who is not signed in", async () => {
    const before = await storedScorecards();
    expect((await post(kunde, scorecardPath, { intent: "absenden" }, "https://evil.example")).status).toBe(403);
    const visitor = await post(new HttpBrowser(), criteriaPath, { intent: "standard" });
    expect(visitor.status).not.toBe(200);
    expect(visitor.status).toBeLessThan(500);
    expect(await storedScorecards()).toEqual(before);
  });
});

describe("anonymisation", () => {
  it("blanks the scorecards' comments and keeps their numbers", async () => {
    const noStore = {
      kind: "memory" as const,
      put: async () => undefined,
      get: async () => null,
      delete: async () => undefined,
    };
    await anonymiseApplications(database.db, noStore, [applicationId], {
      now: new Date(),
      reason: "retention",
      actorName: "System",
    });
    const scorecards = await storedScorecards();
    expect(scorecards).toHaveLength(2);
    for (const scorecard of scorecards) {
      expect(scorecard.comment).toBe("");
      expect(scorecard.ratings.every((rating) => rating.comment === "")).toBe(true);
      expect(scorecard.ratings.every((rating) => rating.rating !== null)).toBe(true);
    }
    const { html } = await page(kollege, applicationPath);
    expect(html).toContain("Fachkenntnisse: Durchschnitt 4,0 von 5 (2 Bewertungen)");
    expect(html).not.toContain(KATHARINA_SAYS);
    expect(html).toContain("ein Bewertungsbogen ist nicht mehr möglich");
  });
});
