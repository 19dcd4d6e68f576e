import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { expectScriptsAllowedByHashes } from "../support/kept-page";
import { startTestPortal, type TestPortal } from "../support/portal";
import { rawRequest } from "../support/raw-request";

/**
 * The public job-ad page `/jobs/{id}-{slug}` and its apply button (issue 14) over HTTP. Demo data
 * (db/seed-job-ads.ts): ads 1–8 belong to kunde@demo.at's company "Donautal Technik GmbH" in the
 * states draft, review, scheduled, active (4), expired (5), deactivated, locked, deleted.
 */

let t: TestPortal;
const customer = new HttpBrowser();
const PERSON = { "user-agent": BROWSER_USER_AGENT };
const COMPANY = "Donautal Technik GmbH";

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
  await signIn(customer, t.baseUrl, "business", "kunde@demo.at");
});
afterAll(async () => {
  await t?.stop();
});

const get = (path: string, headers: Record<string, string> = PERSON) =>
  fetch(`${t.baseUrl}${path}`, { headers, redirect: "manual" });

async function api(method: string, path: string, body?: unknown) {
  const response = await customer.request(`${t.baseUrl}/api/manage-job-ads/${path}`, {
    method,
    headers: { origin: t.baseUrl, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
}

/** The ad's views of the last 30 days, as the company's list shows them. */
async function views30(id: number): Promise<number> {
  const list = (await api("GET", "external/job-ads?pageSize=100")).body.data as unknown as Array<{
    id: number;
    views30: number;
  }>;
  return list.find((ad) => ad.id === id)!.views30;
}

/** A key figure of the company's Kennzahlen page for one ad (30 days). */
async function keyFigure(id: number, label: string): Promise<number> {
  const html = await (await customer.request(`${t.baseUrl}/p/jobs/metrics?inserat=${id}&zeitraum=30`)).text();
  const match = new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([\\d.]+)</dd>`).exec(html);
  expect(match, `key figure ${label}`).not.toBeNull();
  return Number(match![1]!.replace(/\./g, ""));
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(match, "JSON-LD").not.toBeNull();
  return JSON.parse(match![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as Record<string, unknown>;
}

let adPath = "";

describe("the public page of a live ad", () => {
  it("moves every other spelling of the address to the one address, keeping the query", async () => {
    const bare = await get("/jobs/4");
    expect(bare.status).toBe(301);
    adPath = new URL(bare.headers.get("location")!, t.baseUrl).pathname;
    expect(adPath).toMatch(/^\/jobs\/4-[a-z0-9-]+$/);
    const wrong = await get("/jobs/4-falscher-titel?utm_source=newsletter");
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get("location")).toBe(`${adPath}?utm_source=newsletter`);
  });

  it("shows the ad with company, salary line and apply button, for search engines too, without a cookie", async () => {
    const response = await get(adPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain(COMPANY);
    expect(html).toMatch(/brutto\/(Monat|Jahr|Stunde|Woche)/);
    expect(html).toContain(`href="${adPath}/bewerben"`);
    expect(html).toContain(`<link rel="canonical" href="${t.baseUrl}${adPath}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ – Donautal Technik GmbH"\/>/);
    const posting = jsonLdOf(html);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      hiringOrganization: { "@type": "Organization", name: COMPANY },
      url: `${t.baseUrl}${adPath}`,
      identifier: { value: "4" },
    });
    for (const property of ["title", "description", "datePosted", "validThrough", "jobLocation", "employmentType"]) {
      expect(posting, property).toHaveProperty(property);
    }
  });

  it("counts a person's view by the page's beacon, not a crawler's, a prefetch or reading the page", async () => {
    const beacon = (headers: Record<string, string>, body = "referrer=") =>
      fetch(`${t.baseUrl}${adPath}/aufruf`, {
        method: "POST",
        headers: { origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded", ...headers },
        body,
      });
    const before = await views30(4);
    // Reading the page counts nothing: it may come from a cache (decision 038).
    await get(adPath);
    await get(adPath, { ...PERSON, "sec-purpose": "prefetch" });
    expect(await views30(4)).toBe(before);
    expect((await beacon(PERSON)).status).toBe(204);
    expect(
      (await beacon({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }))
        .status,
    ).toBe(204);
    expect(await views30(4)).toBe(before + 1);
    // From another site, without a body, for an ad that is gone or never was: nothing counts.
    expect((await beacon({ ...PERSON, origin: "https://evil.example" })).status).toBe(403);
    expect((await get(`${adPath}/aufruf`)).status).toBe(405);
    const beaconOf = (path: string) =>
      fetch(`${t.baseUrl}${path}/aufruf`, {
        method: "POST",
        headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
        body: "referrer=",
      });
    expect((await beaconOf("/jobs/5-x")).status).toBe(204);
    expect((await beaconOf("/jobs/999999-x")).status).toBe(404);
    expect(await views30(4)).toBe(before + 1);
    // A body that is no form is still a person's view; never a 500.
    expect((await beacon(PERSON, "%")).status).toBe(204);
  });

  it("counts at most ten views of a page at once from one client, then two a minute", async () => {
    const before = await views30(4);
    for (let i = 0; i < 14; i++) {
      const answer = await fetch(`${t.baseUrl}${adPath}/aufruf`, {
        method: "POST",
        headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
        body: "referrer=",
      });
      expect(answer.status).toBe(204);
    }
    expect(await views30(4)).toBeLessThanOrEqual(before + 10);
    expect(await views30(4)).toBeGreaterThan(before);
  });
});

describe("the page cache (decision 038)", () => {
  /** The page cache's word on a request, once the whole page has arrived. */
  const cacheState = async (path: string, headers: Record<string, string> = PERSON) => {
    const response = await get(path, headers);
    await response.arrayBuffer();
    return response.headers.get("x-page-cache");
  };
  it("answers a visitor from the cache without a nonce, its scripts allowed by hashes, and renders everything personal", async () => {
    await cacheState(adPath);
    const first = await get(adPath);
    const second = await get(adPath);
    expect(first.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const policy = second.headers.get("content-security-policy") ?? "";
    const [htmlA, htmlB] = [await first.text(), await second.text()];
    expect(htmlB).toBe(htmlA);
    expectScriptsAllowedByHashes(htmlB, policy);

    // A query, a crawler's first visit, a signed-in person: rendered for the request.
    expect(await cacheState(`${adPath}?utm_source=test`)).toBeNull();
    const crawler = { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" };
    expect(await cacheState(adPath, crawler)).toBe("miss");
    expect(await cacheState(adPath, crawler)).toBe("hit");
    const signedIn = await customer.request(`${t.baseUrl}${adPath}`, { headers: PERSON });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });

  it("forgets its pages when a signed-in person changes something", async () => {
    await cacheState(adPath);
    expect(await cacheState(adPath)).toBe("hit");
    const refused = await api("POST", "external/job-ads/999999/deactivate");
    expect(refused.status).toBe(404);
    // A refused write changes nothing: the page stays.
    expect((await get(adPath)).headers.get("x-page-cache")).toBe("hit");
    // The autosave of draft ad 1 (no other test reads it): any successful write empties the cache.
    const saved = await customer.request(`${t.baseUrl}/api/manage-job-ads/external/job-ads/1/steps/data/draft`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: "title=Entwurf%20f%C3%BCr%20den%20Cache-Test",
    });
    expect(saved.status).toBe(200);
    expect(await cacheState(adPath)).toBe("miss");
  });
});

describe("ads that are not online", () => {
  it("answers 410 for an ad that was online, with the company's live jobs", async () => {
    const gone = await get("/jobs/5");
    expect(gone.status).toBe(301);
    const page = await get(new URL(gone.headers.get("location")!, t.baseUrl).pathname);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain("Dieses Inserat ist nicht mehr online");
    expect(html).toContain(`Offene Stellen bei ${COMPANY}`);
    expect(html).toContain(`href="${adPath}"`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain("application/ld+json");
  });

  it.each([
    ["a draft", "/jobs/1"],
    ["an ad in review", "/jobs/2"],
    ["a scheduled ad", "/jobs/3"],
    ["an id that does not exist", "/jobs/999999"],
    ["an id beyond int4", "/jobs/2147483648-x"],
    ["no id", "/jobs/stelle"],
  ])("answers 404 for %s, revealing nothing", async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(COMPANY);
  });
});

describe("the apply button", () => {
  async function setApplication(body: Record<string, string>) {
    expect((await api("PUT", "external/job-ads/4/steps/application", body)).status).toBe(200);
  }

  it("leads to the ad's e-mail address or careers page and counts the click of a person", async () => {
    const label = "Klicks auf „Bewerben“";
    const before = await keyFigure(4, label);
    await setApplication({ applicationMethod: "email", applicationEmail: "karriere@donautal.example" });
    const mail = await get(`${adPath}/bewerben`);
    expect(mail.status).toBe(303);
    expect(mail.headers.get("location")).toBe("mailto:karriere@donautal.example");
    await setApplication({ applicationMethod: "url", applicationUrl: "https://karriere.donautal.example/jobs/4" });
    const url = await get(`${adPath}/bewerben`);
    expect(url.status).toBe(303);
    expect(url.headers.get("location")).toBe("https://karriere.donautal.example/jobs/4");
    await get(`${adPath}/bewerben`, { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0)" });
    expect(await keyFigure(4, label)).toBe(before + 2);
  });

  it("opens the portal's application form for an ad that takes applications through the portal", async () => {
    await setApplication({ applicationMethod: "portal" });
    const response = await get(`${adPath}/bewerben`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<form[^>]*aria-label="Bewerbung als [^"]+"/);
    expect(html).toContain("Bewerbung absenden");
    expect(html).toContain(`href="${adPath}"`);
    expect(jsonLdOf(await (await get(adPath)).text())).toMatchObject({ directApply: true });
  });

  it("sends the button of an ad that is no longer online back to its page", async () => {
    const response = await get("/jobs/5-x/bewerben");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/jobs\/5-[a-z0-9-]+$/);
  });
});

describe("a Chiffre ad", () => {
  it("names the company nowhere: not on the page, not in its data for search engines, not beside its other jobs", async () => {
    const created = await api("POST", "external/job-ads", {});
    const id = created.body.data!.id as number;
    const product = (await api("GET", "external/job-ads/4")).body.data as { steps: { product: { id: number } } };
    for (const [step, body] of [
      [
        "data",
        {
          title: "Vertrauliche Leitung Technik (m/w/d)",
          locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
          remote: "none",
          employmentTypes: ["vollzeit"],
          jobLevel: "fuehrung",
          jobField: "technik",
          anonymous: true,
          salaryMin: "5.000,00",
          salaryPeriod: "month",
        },
      ],
      ["design", { template: "classic", primaryColor: "#0B5CAB", accentColor: "#F2A900" }],
      [
        "content",
        {
          tasks: "<p>Sie führen ein Team von zwanzig Technikerinnen und Technikern.</p>",
          profile: "<p>Mehrjährige Führungserfahrung in der Elektrotechnik.</p>",
          offer: "<p>Ein Umfeld, in dem Ihre Entscheidungen zählen.</p>",
          contactName: "Maria Huber",
          contactEmail: "maria.huber@donautal.example",
        },
      ],
      ["product", { productId: product.steps.product.id }],
      ["publish", { publishMode: "now" }],
      ["application", { applicationMethod: "email", applicationEmail: "chiffre@personalberatung.example" }],
    ] as const) {
      const saved = await api("PUT", `external/job-ads/${id}/steps/${step}`, body);
      expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
    }
    expect((await api("POST", `external/job-ads/${id}/publish`)).status).toBe(200);

    const moved = await get(`/jobs/${id}`);
    expect(moved.status).toBe(301);
    const page = await get(new URL(moved.headers.get("location")!, t.baseUrl).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Vertrauliche Leitung Technik");
    expect(html).not.toContain("Donautal");
    expect(html).not.toContain("Maria Huber");
    expect(html).not.toContain("Weitere Jobs");
    expect(jsonLdOf(html).hiringOrganization).toEqual({ "@type": "Organization", name: "Chiffre-Inserat" });
    expect(await (await get(adPath)).text()).not.toContain("Vertrauliche Leitung");
  });
});

describe("for crawlers", () => {
  it("robots.txt keeps them out of the signed-in portal and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("Disallow: /p/\n");
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain(`Sitemap: ${t.baseUrl}/sitemap.xml`);
    // The same for everyone, so shared caches may keep it; a signed-in request's answer never.
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const signedIn = await customer.request(`${t.baseUrl}/robots.txt`);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });

  it("the sitemap lists the content pages, the product pages and every live ad, and no other ad", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(urls).toContain(`${t.baseUrl}/`);
    expect(urls).toContain(`${t.baseUrl}/produkte/stelleninserate`);
    expect(urls.some((url) => url.startsWith(`${t.baseUrl}/produkte/stelleninserate/`))).toBe(true);
    expect(urls).toContain(`${t.baseUrl}${adPath}`);
    const adIds = urls.flatMap((url) => /\/jobs\/(\d+)-/.exec(url)?.[1] ?? []).map(Number);
    for (const notOnline of [1, 2, 3, 5, 6, 7, 8]) expect(adIds).not.toContain(notOnline);
    expect(xml).toMatch(new RegExp(`<loc>${t.baseUrl}${adPath}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
  });
});

/**
 * Route discovery (decision 087): a document names the routes its address and every parent path
 * match, so that the browser finds the pages its links lead to; the server keeps that list per
 * parent paths and matched routes instead of matching every branch for each request.
 */
describe("the routes a document tells the browser", () => {
  const routesOf = (html: string) => {
    const manifest = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n/.exec(html)?.[1];
    const modules = /window\.__reactRouterRouteModules = \{([^}]*)\}/.exec(html)?.[1];
    expect(manifest, "the partial manifest").toBeDefined();
    expect(modules, "the route modules").toBeDefined();
    return {
      manifest: Object.keys((JSON.parse(manifest!) as { routes: Record<string, unknown> }).routes),
      matched: [...modules!.matchAll(/"([^"]+)":route\d+/g)].map((match) => match[1]!),
    };
  };
  // A query of its own each time, so that the public page cache never answers (decision 082).
  let render = 0;
  const rendered = async (path: string) => routesOf(await (await get(`${path}?route-test=${++render}`)).text());

  it("names the page's routes and those of its parent paths, for each page its own", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    const jobAdProduct = /<loc>[^<]*(\/produkte\/stelleninserate\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    const talentProduct = /<loc>[^<]*(\/produkte\/talentsuche\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    expect(jobAdProduct).toBeDefined();
    expect(talentProduct).toBeDefined();

    const first = await rendered(jobAdProduct!);
    expect(first.matched).toContain("content/produkte-stelleninserate-detail");
    expect(first.manifest).toEqual(expect.arrayContaining(first.matched));
    // "/produkte/stelleninserate" is a parent path of the product's address and a page of its own.
    expect(first.manifest).toContain("content/produkte-stelleninserate");
    expect(first.manifest).not.toContain("content/produkte-talentsuche");

    const other = await rendered(talentProduct!);
    expect(other.matched).toContain("content/produkte-talentsuche-detail");
    expect(other.manifest).toEqual(expect.arrayContaining(other.matched));
    expect(other.manifest).toContain("content/produkte-talentsuche");
    expect(other.manifest).not.toContain("content/produkte-stelleninserate");

    const ad = await rendered(adPath);
    expect(ad.matched).toContain("content/job-ad");
    expect(ad.manifest).toEqual(expect.arrayContaining(ad.matched));
    expect(ad.manifest).not.toContain("content/produkte-stelleninserate-detail");

    // The same page again names the same routes.
    expect(await rendered(jobAdProduct!)).toEqual(first);
  });
});

/**
 * Decision 087: a rendered page and a navigation's data are whole before they are sent, so they
 * travel with their length, compressed in one piece, and decompress to what the browser reads.
 */
describe("rendered answers sent whole", () => {
  const BROWSER_ENCODINGS = { "user-agent": BROWSER_USER_AGENT, "accept-encoding": "gzip, deflate, br, zstd" };

  it("sends a rendered page and its navigation data compressed, with their length", async () => {
    for (const path of [`${adPath}?whole=1`, `${adPath}.data?whole=2`, "/produkte/stelleninserate.data?whole=3"]) {
      const answer = await rawRequest(`${t.baseUrl}${path}`, BROWSER_ENCODINGS);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["content-encoding"], path).toBe("br");
      expect(Number(answer.headers["content-length"]), path).toBe(answer.body.length);
      const text = zlib.brotliDecompressSync(answer.body).toString();
      if (path.includes(".data?")) {
        expect(answer.headers["content-type"], path).toMatch(/^text\/x-script/);
        expect(text, path).toMatch(/^\[/);
      } else {
        expect(text, path).toMatch(/^<!DOCTYPE html>/i);
        expect(text, path).toContain(COMPANY);
      }
    }
  });
});
