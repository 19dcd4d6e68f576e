import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * The employer page's content of issue 35 §3 over HTTP: the company's own benefits beside the
 * list, the jobs near the top, the video in the header. Demo data: kunde@demo.at acts for
 * Donautal Technik GmbH (company 1, Plus, published at /unternehmen/donautal-technik-gmbh).
 */

let t: TestPortal;
const PERSON = { "user-agent": BROWSER_USER_AGENT };
const DEMO_PAGE = "/unternehmen/donautal-technik-gmbh";
const EDITOR = "/p/employer-branding/page-plus";
const ABOUT =
  "<p>Wir sind ein Familienbetrieb mit vierzig Jahren Erfahrung in der Elektrotechnik und bilden jedes Jahr Lehrlinge aus.</p>";

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
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
