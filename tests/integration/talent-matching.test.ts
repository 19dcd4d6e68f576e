import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * Matching per job ad (issue 16) over HTTP on the seeded pool: kunde@demo.at's company has
 * Talentsuche Premium (matching included) and an active "Buchhalter:in (m/w/d)" ad in Linz;
 * persona 1 is a Buchhalterin in Linz. hybrid@demo.at's company has no licence.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MATCHING = "/p/active-sourcing/matching";

let t: TestPortal;
let kunde: HttpBrowser;
let hybrid: HttpBrowser;
let buchhalterAd: number;

beforeAll(async () => {
  t = await startTestPortal({
    JOBS_ENABLED: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
}, 300_000);
afterAll(async () => {
  await t?.stop();
});

async function page(browser: HttpBrowser, path: string) {
  const response = await browser.request(`${t.baseUrl}${path}`, { headers: PERSON, redirect: "manual" });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

/** The matches in order: profile id, score and the reasons line. */
function matches(html: string) {
  const list = /<ol[^>]*aria-label="Passende Talente"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<article[\s\S]*?<\/article>/g)].map(([article]) => ({
    id: Number(/search\/candidate\/(\d+)/.exec(article)![1]),
    score: Number(/Übereinstimmung (?:<!-- -->)?(\d+)(?:<!-- -->)? von 100/.exec(article)![1]),
    reasons: text(/passt: ([\s\S]*?)<\/p>/.exec(article)![1]!).trim(),
  }));
}

const totalOf = (html: string) => Number(/([\d.]+) passende Talente?/.exec(text(html))![1]!.replace(/\./g, ""));

describe("matching of a company with Talentsuche Premium", () => {
  it("lists the active ads, each with its matching page", async () => {
    const { status, html } = await page(kunde, MATCHING);
    expect(status).toBe(200);
    const link =
      /href="\/p\/active-sourcing\/matching\/(\d+)"[^>]*>Passende Talente zu „Buchhalter:in \(m\/w\/d\)“/.exec(html);
    expect(link).not.toBeNull();
    buchhalterAd = Number(link![1]);
  });

  it("ranks the Buchhalterin in Linz high, with the reasons, best first", async () => {
    const { status, html } = await page(kunde, `${MATCHING}/${buchhalterAd}`);
    expect(status).toBe(200);
    const found = matches(html);
    expect(found.length).toBe(20);
    expect(totalOf(html)).toBeGreaterThan(20);
    const scores = found.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((score) => score > 0 && score <= 100)).toBe(true);
    const persona = found.find((match) => match.id === 1);
    expect(persona, JSON.stringify(found.slice(0, 5))).toBeDefined();
    expect(persona!.reasons).toMatch(/^Jobtitel, Berufsfeld, Ort \d+ km/);
    expect(persona!.score).toBeGreaterThanOrEqual(found[found.length - 1]!.score);
  });

  it("narrows by the search's filters and pages by keyset without repeating anyone", async () => {
    const all = await page(kunde, `${MATCHING}/${buchhalterAd}`);
    const active = await page(kunde, `${MATCHING}/${buchhalterAd}?wechsel=aktiv`);
    expect(totalOf(active.html)).toBeLessThan(totalOf(all.html));
    const next = /href="([^"]*nach=[^"]+)"[^>]*>Nächste Seite/.exec(all.html)![1]!.replace(/&amp;/g, "&");
    const second = await page(kunde, next);
    const first = new Set(matches(all.html).map((match) => match.id));
    expect(matches(second.html).length).toBeGreaterThan(0);
    expect(matches(second.html).some((match) => first.has(match.id))).toBe(false);
  });

  it("preselects the ad on the contact page reached from matching", async () => {
    const { status, html } = await page(kunde, `${MATCHING}/${buchhalterAd}/contact/1`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<option value="${buchhalterAd}" selected="">`));
  });

  it("answers 404 for another company's ad, an unknown one and a bad id, on matching and its contact page", async () => {
    const hybridAds = await page(hybrid, "/p/jobs");
    const foreign = Number(/\/p\/jobs\/(\d+)/.exec(hybridAds.html)?.[1] ?? "999999");
    for (const path of [
      `${MATCHING}/${foreign}`,
      `${MATCHING}/999999`,
      `${MATCHING}/abc`,
      `${MATCHING}/${foreign}/contact/1`,
    ]) {
      expect((await page(kunde, path)).status, path).toBe(404);
    }
  });
});

describe("matching without it", () => {
  it("offers Talentsuche Premium to a company without a licence", async () => {
    const { status, html } = await page(hybrid, MATCHING);
    expect(status).toBe(200);
    expect(text(html)).toContain("Matching ist in Talentsuche Premium enthalten");
    expect(html).not.toContain('aria-label="Aktive Inserate"');
  });
});
