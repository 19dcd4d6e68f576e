import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { publishAdThroughApi } from "../support/job-ad-api";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * Text with `& < > " '` reaches search engines and link previews as written (issue 32 §6): the
 * JSON-LD of the public job-ad page and the employer page parses to the plain characters, the
 * description and Open Graph attributes hold them escaped exactly once (read back by an HTML
 * parser, they equal the plain text), and nothing breaks out of the script or the attribute.
 * kunde@demo.at renames Donautal Technik GmbH (company 1), publishes its employer page with such
 * an "Über uns" and a new ad with such a title and benefits.
 */

const COMPANY = `Müller & Söhne <Technik> "Donau" 'Tal' GmbH`;
const TITLE = `Techniker:in (m/w/d) für Mess- & Regeltechnik <MSR> "Nord" 'Süd'`;
const ABOUT_TEXT = `Seit 1920: Müller & Söhne <Technik> "Qualität" 'aus Tradition' für alle, die gerne anpacken.`;
const ABOUT_HTML = `<p>Seit 1920: Müller &amp; Söhne &lt;Technik&gt; "Qualität" 'aus Tradition' für alle, die gerne anpacken.</p>`;
const BENEFITS_HTML = `<p>Prämie &amp; Firmenauto &lt;E-Auto&gt; "Jobrad" 'Klimaticket'</p>`;
const BENEFITS_TEXT = `Prämie & Firmenauto <E-Auto> "Jobrad" 'Klimaticket'`;
const DEMO_PAGE = "/unternehmen/donautal-technik-gmbh";
const PERSON = { "user-agent": BROWSER_USER_AGENT };

let t: TestPortal;
let kunde: HttpBrowser;
let adId = 0;
const window = new Window();

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  await renameCompany(COMPANY);
  const published = await postForm("/p/employer-branding/page-plus", {
    intent: "publish",
    claim: "",
    about: ABOUT_HTML,
    foundedYear: "1920",
  });
  expect(published.status).toBe(302);
  adId = await publishAdThroughApi(kunde, t.baseUrl, {
    title: TITLE,
    jobField: "technik",
    salaryMin: "3.200,00",
    tasks: "<p>Wartung und Prüfung unserer Mess- und Regelanlagen im Team</p>",
    profile: "<p>Abgeschlossene HTL und Freude an Technik</p>",
    offer: BENEFITS_HTML,
  });
});
afterAll(async () => {
  await window.happyDOM.close();
  await t?.stop();
});

function postForm(path: string, fields: Record<string, string>) {
  return kunde.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const parse = (html: string) => new window.DOMParser().parseFromString(html, "text/html");

/** Saves the company's master data with a new name, the rest as it is. */
async function renameCompany(name: string): Promise<void> {
  const form = parse(await (await kunde.request(`${t.baseUrl}/p/account/company`, { headers: PERSON })).text());
  const fields: Record<string, string> = {};
  for (const field of form.querySelectorAll("form input[name], form select[name]")) {
    fields[field.getAttribute("name")!] = (field as unknown as { value: string }).value;
  }
  expect(Object.keys(fields)).toContain("fullName");
  const saved = await postForm("/p/account/company", { ...fields, fullName: name });
  expect(saved.status).toBe(200);
}

/** A public page as a visitor gets it: its raw HTML and the parsed document. */
async function publicPage(path: string) {
  const visitor = new HttpBrowser();
  const { response } = await visitor.follow(`${t.baseUrl}${path}`, { headers: PERSON });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return { html, document: parse(html) };
}

type Page = Awaited<ReturnType<typeof publicPage>>;

function jsonLdOf({ document }: Page): Record<string, unknown> {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent!) as Record<string, unknown>;
}

const attribute = ({ document }: Page, selector: string) => document.querySelector(selector)?.getAttribute("content");

/** Nothing of the text became markup: no element made of its angle brackets, and the head has one script of data. */
function expectNothingBrokeOut(page: Page) {
  for (const tag of ["technik", "msr", "e-auto"]) expect(page.document.querySelector(tag), tag).toBeNull();
  expect(page.html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
  expect(page.html).not.toMatch(/&amp;(amp|lt|gt|quot|#39|#x27);/);
}

describe("the public job-ad page", () => {
  it("carries the title, company and benefits as written in its JSON-LD", async () => {
    const page = await publicPage(`/jobs/${adId}`);
    const jsonLd = jsonLdOf(page);
    expect(jsonLd.title).toBe(TITLE);
    expect((jsonLd.hiringOrganization as Record<string, unknown>).name).toBe(COMPANY);
    expect((jsonLd.identifier as Record<string, unknown>).name).toBe(COMPANY);
    // The description is HTML (schema.org's JobPosting), escaped once as HTML: its text is the benefits as written.
    expect(parse(String(jsonLd.description)).body.textContent).toContain(BENEFITS_TEXT);
    expectNothingBrokeOut(page);
  });

  it("escapes them once in the title, the description and the Open Graph tags", async () => {
    const page = await publicPage(`/jobs/${adId}`);
    const description = attribute(page, 'meta[name="description"]');
    expect(description).toContain(`${TITLE} bei ${COMPANY} in Linz.`);
    expect(attribute(page, 'meta[property="og:description"]')).toBe(description);
    expect(attribute(page, 'meta[property="og:title"]')).toBe(`${TITLE} – ${COMPANY}`);
    expect(page.document.title).toBe(`${TITLE} – ${COMPANY} | Arbeitgeberportal`);
    expect(page.document.querySelector("h1")?.textContent).toBe(TITLE);
    expect(page.document.body.textContent).toContain(BENEFITS_TEXT);
    expectNothingBrokeOut(page);
  });
});

describe("the employer page", () => {
  it("carries the name and the plain text of “Über uns” in its JSON-LD", async () => {
    const page = await publicPage(DEMO_PAGE);
    const jsonLd = jsonLdOf(page);
    expect(jsonLd.name).toBe(COMPANY);
    expect(jsonLd.description).toBe(ABOUT_TEXT);
    expectNothingBrokeOut(page);
  });

  it("escapes them once in the description and the Open Graph tags", async () => {
    const page = await publicPage(DEMO_PAGE);
    expect(attribute(page, 'meta[name="description"]')).toBe(`${COMPANY}: ${ABOUT_TEXT}`);
    expect(attribute(page, 'meta[property="og:description"]')).toBe(`${COMPANY}: ${ABOUT_TEXT}`);
    expect(attribute(page, 'meta[property="og:title"]')).toBe(`${COMPANY} als Arbeitgeber – Jobs und Einblicke`);
    expect(page.document.querySelector("h1")?.textContent).toBe(COMPANY);
    expectNothingBrokeOut(page);
  });
});
