import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * The employer page's content of issue 35 §3 over HTTP: the company's own benefits beside the
 * list, the jobs near the top, the video in the header; and a page staff take offline: the mail
 * with the reason, "Erneut prüfen lassen" and the staff's answer. Mails are read from the outbox
 * (/debug/mails, debug mode). Demo data: kunde@demo.at acts for
 * Donautal Technik GmbH (company 1, Plus, published at /unternehmen/donautal-technik-gmbh).
 */

let t: TestPortal;
const PERSON = { "user-agent": BROWSER_USER_AGENT };
const DEMO_PAGE = "/unternehmen/donautal-technik-gmbh";
const EDITOR = "/p/employer-branding/page-plus";
const ABOUT =
  "<p>Wir sind ein Familienbetrieb mit vierzig Jahren Erfahrung in der Elektrotechnik und bilden jedes Jahr Lehrlinge aus.</p>";

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false", DEBUG_MODE: "true" });
});
afterAll(async () => {
  await t?.stop();
});

const get = (path: string) => fetch(`${t.baseUrl}${path}`, { headers: PERSON, redirect: "manual" });

async function customer(email: string): Promise<HttpBrowser> {
  const browser = new HttpBrowser();
  await signIn(browser, t.baseUrl, "business", email);
  return browser;
}

function post(browser: HttpBrowser, path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return browser.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: {
      origin: t.baseUrl,
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": BROWSER_USER_AGENT,
    },
    body,
  });
}

/** The employer page's own header (the article's), not the site's. */
function pageHeader(page: string): string {
  const article = page.slice(page.indexOf("<article"));
  return article.slice(article.indexOf("<header"), article.indexOf("</header>")).replace(/<!-- -->/g, "");
}

describe("the company's own benefits", () => {
  it("are shown beside the list's, trimmed, each once; duplicates, too many or too long are refused", async () => {
    const kunde = await customer("kunde@demo.at");
    const refusals: Array<[string, string]> = [
      ["Obstkorb\nobstkorb", "„obstkorb“ steht zweimal da: Bitte nennen Sie jeden Benefit nur einmal."],
      ["homeoffice", "„homeoffice“ steht schon in der Liste oben: Bitte kreuzen Sie es dort an."],
      [Array.from({ length: 11 }, (_, index) => `Benefit ${index + 1}`).join("\n"), "höchstens 10 eigene Benefits"],
      ["x".repeat(61), "Ein Benefit hat höchstens 60 Zeichen"],
    ];
    for (const [customBenefits, message] of refusals) {
      const refused = await post(kunde, EDITOR, { intent: "publish", about: ABOUT, customBenefits });
      expect(refused.status, customBenefits).toBe(400);
      expect(await refused.text()).toContain(message);
    }
    expect(await (await get(DEMO_PAGE)).text()).not.toContain("Benefit 11");

    const published = await post(kunde, EDITOR, {
      intent: "publish",
      about: ABOUT,
      benefits: ["homeoffice"],
      customBenefits: "  Hund   im Büro  \n\n Obstkorb \r\n",
    });
    expect(published.status).toBe(302);
    const page = await (await get(DEMO_PAGE)).text();
    expect(page).toContain("Homeoffice");
    expect(page).toContain(">Hund im Büro<");
    expect(page).toContain(">Obstkorb<");
  });
});

describe("the page's order", () => {
  it("lists the open jobs near the top, before „Über uns“, and shows the video in the header when asked", async () => {
    const kunde = await customer("kunde@demo.at");
    const published = await post(kunde, EDITOR, {
      intent: "publish",
      about: ABOUT,
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      videoInHeader: "on",
    });
    expect(published.status).toBe(302);
    const page = await (await get(DEMO_PAGE)).text();
    const jobs = page.indexOf("Offene Stellen (");
    const about = page.indexOf(">Über uns<");
    expect(jobs).toBeGreaterThan(0);
    expect(jobs).toBeLessThan(about);
    // The player is not loaded before the click; its consent box stands in the header.
    const header = pageHeader(page);
    expect(header).toContain("Video von YouTube laden und abspielen");
    expect(page).not.toContain("<iframe");
    expect(page).not.toMatch(/<h2[^>]*>Video<\/h2>/);

    const below = await post(kunde, EDITOR, {
      intent: "publish",
      about: ABOUT,
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    expect(below.status).toBe(302);
    const again = await (await get(DEMO_PAGE)).text();
    expect(pageHeader(again)).not.toContain("Video von YouTube");
    expect(again).toMatch(/<h2[^>]*>Video<\/h2>/);
  });

  it("shows the live jobs in the editor's preview too, without the public search form", async () => {
    const kunde = await customer("kunde@demo.at");
    const editor = await kunde.request(`${t.baseUrl}${EDITOR}`, { headers: PERSON });
    const html = await editor.text();
    expect(html).toContain("Offene Stellen (");
    expect(html).not.toContain("Stellen durchsuchen");
  });
});

describe("a page staff take offline", () => {
  async function staff(email: string): Promise<HttpBrowser> {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "internal", email, "demo1234", "/p/internal");
    return browser;
  }
  /** The outbox rows (/debug/mails) whose subject names `subject`. */
  async function mails(subject: string): Promise<string[]> {
    const page = await (await fetch(`${t.baseUrl}/debug/mails`)).text();
    return page
      .split("<tr")
      .map((row) => row.split("</tr>")[0]!)
      .filter((row) => row.includes(subject));
  }
  const STAFF_PAGE = "/p/internal/companies/1/jobs";

  it("mails the company the reason, takes its request for another check, and staff answer it", async () => {
    const admin = await staff("admin@intern.demo.at");
    const kunde = await customer("kunde@demo.at");
    const reason = "Das Titelbild zeigt Personen ohne deren Einwilligung.";
    expect((await post(admin, STAFF_PAGE, { intent: "employer-page-offline", reason })).status).toBe(200);
    // One to each user of the company: kunde and the demo colleague.
    const allOfflineMails = await mails("Ihre Unternehmensseite wurde offline genommen");
    expect(allOfflineMails).toHaveLength(2);
    expect(allOfflineMails.some((row) => row.includes("kollegin@demo.at"))).toBe(true);
    const offlineMails = allOfflineMails.filter((row) => row.includes("kunde@demo.at"));
    expect(offlineMails).toHaveLength(1);
    const mailId = /\/debug\/mails\/(\d+)/.exec(offlineMails[0]!)![1];
    const mailText = await (await fetch(`${t.baseUrl}/debug/mails/${mailId}`)).text();
    expect(mailText).toContain(reason);
    expect(mailText).toContain("Erneut prüfen lassen");

    // Staff cannot "keep offline" what nobody asked about.
    const unasked = await post(admin, STAFF_PAGE, { intent: "employer-page-keep-offline", reason });
    expect(unasked.status).toBe(409);

    // The company asks for another check, once; staff see it on the start page and the company's page.
    const editor = await (await kunde.request(`${t.baseUrl}${EDITOR}`, { headers: PERSON })).text();
    expect(editor).toContain("Erneut prüfen lassen");
    const tooLong = await post(kunde, EDITOR, { intent: "request-review", note: "x".repeat(1001) });
    expect(tooLong.status).toBe(400);
    const note = "Wir haben das Titelbild ersetzt.";
    expect((await post(kunde, EDITOR, { intent: "request-review", note })).status).toBe(302);
    expect((await post(kunde, EDITOR, { intent: "request-review", note })).status).toBe(409);
    const start = (await (await admin.request(`${t.baseUrl}/p/internal`, { headers: PERSON })).text()).replace(
      /<!-- -->/g,
      "",
    );
    expect(start).toContain("Unternehmensseiten: erneute Prüfung erbeten (1)");
    expect(start).toContain("Donautal Technik GmbH");
    const companyPage = await (await admin.request(`${t.baseUrl}${STAFF_PAGE}`, { headers: PERSON })).text();
    expect(companyPage).toContain(note);
    expect(companyPage).toContain("Offline lassen");

    // Kept offline with a reason: mailed, the request answered, the company may ask again.
    const keep = "Auf dem neuen Titelbild ist weiterhin eine Person ohne Einwilligung zu sehen.";
    expect((await post(admin, STAFF_PAGE, { intent: "employer-page-keep-offline", reason: "kurz" })).status).toBe(400);
    expect((await post(admin, STAFF_PAGE, { intent: "employer-page-keep-offline", reason: keep })).status).toBe(200);
    expect(await mails("Ihre Unternehmensseite bleibt offline")).toHaveLength(2);
    expect((await get(DEMO_PAGE)).status).toBe(404);
    expect(await (await kunde.request(`${t.baseUrl}${EDITOR}`, { headers: PERSON })).text()).toContain(keep);
    expect((await post(kunde, EDITOR, { intent: "request-review", note: "" })).status).toBe(302);

    // Released: public again, mailed, and no request left in the panel.
    expect((await post(admin, STAFF_PAGE, { intent: "employer-page-online" })).status).toBe(200);
    expect((await get(DEMO_PAGE)).status).toBe(200);
    expect(await mails("Ihre Unternehmensseite ist wieder online")).toHaveLength(2);
    const after = await (await admin.request(`${t.baseUrl}/p/internal`, { headers: PERSON })).text();
    expect(after).not.toContain("erneute Prüfung erbeten");
  });

  it("refuses a request for another check of a page that is online, and staff without adLock", async () => {
    const kunde = await customer("kunde@demo.at");
    expect((await post(kunde, EDITOR, { intent: "request-review", note: "" })).status).toBe(409);
    const readOnly = await staff("readonly@intern.demo.at");
    const refused = await post(readOnly, STAFF_PAGE, {
      intent: "employer-page-keep-offline",
      reason: "Ein Versuch ohne die nötige Berechtigung.",
    });
    expect(refused.status).toBe(403);
  });
});
