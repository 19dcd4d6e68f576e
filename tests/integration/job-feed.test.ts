import { XMLParser, XMLValidator } from "fast-xml-parser";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * The job feed for job boards, `/feeds/jobs.xml` (issue 36 §4, decision 078), over HTTP. Demo data
 * (db/seed-job-ads.ts): ad 4 is a live ad of kunde@demo.at's company "Donautal Technik GmbH",
 * whose employer page is public at `/unternehmen/donautal-technik-gmbh`.
 */

let t: TestPortal;
const customer = new HttpBrowser();
const staff = new HttpBrowser();
const PERSON = { "user-agent": BROWSER_USER_AGENT };
const COMPANY = "Donautal Technik GmbH";
const SLUG = "donautal-technik-gmbh";
/** A title with everything XML and CDATA must carry through unharmed. */
const SPECIAL_TITLE = "Leitung F&E <Technik> ]]> Öl & Gas – Ärztin/Arzt (m/w/d) 🚀";

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
  await signIn(customer, t.baseUrl, "business", "kunde@demo.at");
  await signIn(staff, t.baseUrl, "internal", "admin@intern.demo.at", "demo1234", "/p/internal");
});
afterAll(async () => {
  await t?.stop();
});

/**
 * A revalidation as a feed reader sends it. `fetch` would add `Cache-Control: no-cache` to a
 * conditional request, which asks the server for the whole answer.
 */
const revalidate = (etag: string) => ({ "if-none-match": etag, "cache-control": "max-age=0" });

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${path}`, { headers: { ...PERSON, ...headers }, redirect: "manual" });

async function api(browser: HttpBrowser, method: string, path: string, body?: unknown) {
  const response = await browser.request(`${t.baseUrl}/api/manage-job-ads/${path}`, {
    method,
    headers: { origin: t.baseUrl, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
}

/** A `<job>` as the parser reads it: its elements by name. */
interface FeedJob {
  url: string;
  referencenumber: string;
  [element: string]: string;
}

/** A real XML parser: CDATA sections become the element's text, nothing is read as a number. */
const parser = new XMLParser({ parseTagValue: false, trimValues: false, isArray: (name) => name === "job" });

/** The feed at `path`, checked to be well-formed XML, with its jobs and the raw text. */
async function feed(path = "/feeds/jobs.xml") {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const { source } = parser.parse(xml) as { source: { publisher: string; publisherurl: string; job?: FeedJob[] } };
  return { response, xml, source, jobs: source.job ?? [] };
}

/** The ads' URLs the sitemap lists. */
async function sitemapAdUrls(): Promise<string[]> {
  const xml = await (await get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!).filter((url) => /\/jobs\/\d+-/.test(url));
}

/** A Chiffre ad of the demo company, published: its id. */
async function publishChiffreAd(): Promise<number> {
  const created = await api(customer, "POST", "external/job-ads", {});
  const id = created.body.data!.id as number;
  const product = (await api(customer, "GET", "external/job-ads/4")).body.data as {
    steps: { product: { id: number } };
  };
  for (const [step, body] of [
    [
      "data",
      {
        title: SPECIAL_TITLE,
        locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
        remote: "partial",
        employmentTypes: ["vollzeit", "teilzeit"],
        jobLevel: "fuehrung",
        jobField: "technik",
        anonymous: true,
        salaryMin: "5.000,00",
        salaryMax: "6.500,00",
        salaryPeriod: "month",
        salaryOverpay: "on",
      },
    ],
    ["design", { template: "classic", primaryColor: "#0B5CAB", accentColor: "#F2A900" }],
    [
      "content",
      {
        tasks: "<p>Sie führen ein Team &amp; verantworten a]]&gt;b sowie &lt;Budgets&gt;.</p>",
        profile: "<p>Mehrjährige Führungserfahrung.</p>",
        offer: "<p>Ein Umfeld, in dem Ihre Entscheidungen zählen.</p>",
        contactName: "Maria Huber",
        contactEmail: "maria.huber@donautal.example",
      },
    ],
    ["product", { productId: product.steps.product.id }],
    ["publish", { publishMode: "now" }],
    ["application", { applicationMethod: "email", applicationEmail: "chiffre@personalberatung.example" }],
  ] as const) {
    const saved = await api(customer, "PUT", `external/job-ads/${id}/steps/${step}`, body);
    expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
  }
  expect((await api(customer, "POST", `external/job-ads/${id}/publish`)).status).toBe(200);
  return id;
}

let chiffreId = 0;

describe("the job feed of all live ads", () => {
  beforeAll(async () => {
    chiffreId = await publishChiffreAd();
  });

  it("lists exactly the ads of the sitemap, each with the public page's canonical URL", async () => {
    const { source, jobs } = await feed();
    expect(source.publisher).toBe("Arbeitgeberportal");
    expect(source.publisherurl).toBe(`${t.baseUrl}/`);
    const sitemap = await sitemapAdUrls();
    expect(jobs.length).toBeGreaterThan(1);
    expect(jobs).toHaveLength(sitemap.length);
    expect(jobs.map((job) => job.url).sort()).toEqual([...sitemap].sort());
    for (const job of jobs)
      expect(job.url).toMatch(new RegExp(`^${t.baseUrl}/jobs/${job.referencenumber}-[a-z0-9-]+$`));
    for (const notOnline of ["1", "2", "3", "5", "6", "7", "8"]) {
      expect(jobs.map((job) => job.referencenumber)).not.toContain(notOnline);
    }
  });

  it("gives an ad's title, company, place, salary line and text as its public page shows them", async () => {
    const { jobs } = await feed();
    const job = jobs.find((entry) => entry.referencenumber === "4")!;
    expect(job).toMatchObject({ company: COMPANY, country: "AT" });
    for (const field of ["title", "date", "url", "city", "postalcode", "state", "description", "jobtype", "category"]) {
      expect(job[field], field).toBeTruthy();
    }
    const page = await get(new URL(job.url).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<link rel="canonical" href="${job.url}"/>`);
    expect(job.salary).toMatch(/brutto\/(Monat|Jahr|Stunde|Woche)/);
    const shown = /Gehalt(?:<!-- -->)?:<\/dt><dd>([^<]+)<\/dd>/.exec(html)?.[1];
    expect(shown).toBe(job.salary);
    expect(job.description).toMatch(/<(p|h3|ul)>/);
    expect(job.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("names no company for a Chiffre ad and carries special characters through CDATA unharmed", async () => {
    const { jobs, xml } = await feed();
    const job = jobs.find((entry) => entry.referencenumber === String(chiffreId))!;
    expect(job.title).toBe(SPECIAL_TITLE);
    expect(job.company).toBe("Chiffre-Inserat");
    // As de-AT writes euros: a no-break space after the sign.
    expect(job.salary).toBe("€\u00a05.000,00 bis €\u00a06.500,00 brutto/Monat (Überzahlung möglich)");
    expect(job.jobtype).toBe("fulltime, parttime");
    expect(job.remotetype).toBe("Hybrid remote");
    expect(job.description).toContain("a]]&gt;b");
    expect(job.description).toContain("&lt;Budgets&gt;");
    const jobXml = xml.slice(xml.indexOf(`<referencenumber><![CDATA[${chiffreId}]]>`));
    const own = jobXml.slice(0, jobXml.indexOf("</job>"));
    expect(own).not.toContain("Donautal");
    expect(own).not.toContain("Maria Huber");
    expect(own).not.toContain("maria.huber");
  });

  it("answers 304 to the ETag it gave, the same for everyone, which caches must ask again", async () => {
    const { response } = await feed();
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    const again = await get("/feeds/jobs.xml", revalidate(etag!));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect((await get("/feeds/jobs.xml", revalidate('"anders"'))).status).toBe(200);
    const signedIn = await customer.request(`${t.baseUrl}/feeds/jobs.xml`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("the job feed of one company", () => {
  it("lists the company's named live ads, never its Chiffre ads", async () => {
    const all = (await feed()).jobs;
    const { jobs } = await feed(`/feeds/jobs.xml?unternehmen=${SLUG}`);
    const named = all.filter((job) => job.company === COMPANY);
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.map((job) => job.referencenumber).sort()).toEqual(named.map((job) => job.referencenumber).sort());
    expect(jobs.map((job) => job.referencenumber)).not.toContain(String(chiffreId));
  });

  it("answers 404 in German for a company the public does not know", async () => {
    const response = await get("/feeds/jobs.xml?unternehmen=gibt-es-nicht");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("kein Unternehmen mit öffentlichem Arbeitgeberprofil");
  });

  it.each([
    ["an unknown parameter", "?seite=2"],
    ["a slug that cannot be one", "?unternehmen=Donautal%20Technik"],
    ["an empty slug", "?unternehmen="],
    ["two companies", `?unternehmen=${SLUG}&unternehmen=${SLUG}`],
  ])("answers 400 in German to %s", async (_, query) => {
    const response = await get(`/feeds/jobs.xml${query}`);
    expect(response.status).toBe(400);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toMatch(/<message><!\[CDATA\[[^\]]*(Unternehmen|Parameter)/);
  });
});

describe("an ad taken down", () => {
  it("is gone from the next answer of both feeds, whoever took it down", async () => {
    const before = await feed();
    const etag = before.response.headers.get("etag")!;
    expect(before.jobs.map((job) => job.referencenumber)).toContain(String(chiffreId));
    expect((await get("/feeds/jobs.xml", revalidate(etag))).status).toBe(304);

    expect((await get("/feeds/jobs.xml")).headers.get("x-page-cache")).toBe("hit");

    // The company deactivates its Chiffre ad.
    expect((await api(customer, "POST", `external/job-ads/${chiffreId}/deactivate`)).status).toBe(200);
    const changed = await get("/feeds/jobs.xml", revalidate(etag));
    expect(changed.status).toBe(200);
    expect(changed.headers.get("x-page-cache")).toBe("miss");
    const after = await feed();
    expect(after.jobs.map((job) => job.referencenumber)).not.toContain(String(chiffreId));
    expect(after.jobs).toHaveLength(before.jobs.length - 1);
    expect(after.jobs).toHaveLength((await sitemapAdUrls()).length);

    // Staff lock ad 4: gone from the company's feed too.
    expect((await feed(`/feeds/jobs.xml?unternehmen=${SLUG}`)).jobs.map((job) => job.referencenumber)).toContain("4");
    expect((await api(staff, "POST", "internal/job-ads/4/lock", { note: "Prüfung" })).status).toBe(200);
    expect((await feed()).jobs.map((job) => job.referencenumber)).not.toContain("4");
    expect((await feed(`/feeds/jobs.xml?unternehmen=${SLUG}`)).jobs.map((job) => job.referencenumber)).not.toContain(
      "4",
    );
  });

  it("answers 404 for the company's feed once staff take its employer page offline", async () => {
    await feed(`/feeds/jobs.xml?unternehmen=${SLUG}`);
    expect((await get(`/feeds/jobs.xml?unternehmen=${SLUG}`)).headers.get("x-page-cache")).toBe("hit");
    const offline = await staff.request(`${t.baseUrl}/p/internal/companies/1/jobs`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "employer-page-offline",
        reason: "Das Titelbild zeigt Personen ohne deren Einwilligung.",
      }),
    });
    expect(offline.status).toBe(200);
    expect((await get(`/feeds/jobs.xml?unternehmen=${SLUG}`)).status).toBe(404);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "is gone once the portal has heard a write made beside it, on the database (PostgreSQL)",
    async () => {
      const live = (await feed()).jobs.map((job) => Number(job.referencenumber));
      const target = live[0]!;
      expect((await get("/feeds/jobs.xml")).headers.get("x-page-cache")).toBe("hit");
      const client = new pg.Client({ connectionString: t.databaseUrl });
      await client.connect();
      try {
        await client.query("update job_ads set status = 'deactivated' where id = $1", [target]);
      } finally {
        await client.end();
      }
      // Nothing but the notification of that write can drop the kept feed: it has no time to live.
      await vi.waitFor(
        async () => expect((await feed()).jobs.map((job) => Number(job.referencenumber))).not.toContain(target),
        { timeout: 10_000, interval: 100 },
      );
    },
  );
});
