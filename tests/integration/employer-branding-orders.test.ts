import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * The Arbeitgeberprofil ordered in the portal (issue 35 §3) over HTTP: hybrid@demo.at's bakery
 * (no employer-branding product) is led to the order page, orders Employer Branding Basic with
 * an invoice, and has the area from then on.
 */

let t: TestPortal;
const PERSON = { "user-agent": BROWSER_USER_AGENT };
const ORDER = "/p/employer-branding/bestellen";

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
});
afterAll(async () => {
  await t?.stop();
});

async function customer(email: string): Promise<HttpBrowser> {
  const browser = new HttpBrowser();
  await signIn(browser, t.baseUrl, "business", email);
  return browser;
}

function post(browser: HttpBrowser, path: string, fields: Record<string, string>) {
  return browser.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: {
      origin: t.baseUrl,
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": BROWSER_USER_AGENT,
    },
    body: new URLSearchParams(fields),
  });
}

const open = (browser: HttpBrowser, path: string) =>
  browser.request(`${t.baseUrl}${path}`, { headers: PERSON, redirect: "manual" });

/** The start of the next term the order page offers for the product. */
async function offeredStart(browser: HttpBrowser, slug: string): Promise<string> {
  const html = await (await open(browser, ORDER)).text();
  const form = html.slice(html.indexOf(`value="${slug}"`));
  return /name="startsOn" value="(\d{4}-\d{2}-\d{2})"/.exec(form)![1]!;
}

describe("ordering the Arbeitgeberprofil in the portal", () => {
  it("leads a company without it from /p/employer-branding and its pages to the order page", async () => {
    const hybrid = await customer("hybrid@demo.at");
    for (const path of ["/p/employer-branding", "/p/employer-branding/dashboard", "/p/employer-branding/page"]) {
      const response = await open(hybrid, path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(ORDER);
    }
    const page = (await (await open(hybrid, ORDER)).text()).replace(/<!-- -->/g, "");
    expect(page).toContain("Employer Branding Basic bestellen");
    expect(page).toContain("Employer Branding Plus bestellen");
  });

  it("refuses an order without consent, of an unknown product or for a term another order took, buying nothing", async () => {
    const hybrid = await customer("hybrid@demo.at");
    const startsOn = await offeredStart(hybrid, "employer-branding-basic");
    const noConsent = await post(hybrid, ORDER, { intent: "order", product: "employer-branding-basic", startsOn });
    expect(noConsent.status).toBe(400);
    expect(await noConsent.text()).toContain("Bitte bestätigen Sie, dass Sie kostenpflichtig bestellen.");
    const unknown = await post(hybrid, ORDER, { intent: "order", product: "gold", startsOn, confirm: "on" });
    expect(unknown.status).toBe(400);
    const stale = await post(hybrid, ORDER, {
      intent: "order",
      product: "employer-branding-basic",
      startsOn: "2001-01-01",
      confirm: "on",
    });
    expect(stale.status).toBe(409);
    expect((await open(hybrid, "/p/employer-branding/dashboard")).status).toBe(302);
  });

  it("orders Employer Branding Basic with an invoice; the area opens, and a second order follows the first", async () => {
    const hybrid = await customer("hybrid@demo.at");
    const startsOn = await offeredStart(hybrid, "employer-branding-basic");
    const ordered = await post(hybrid, ORDER, {
      intent: "order",
      product: "employer-branding-basic",
      startsOn,
      confirm: "on",
    });
    expect(ordered.status).toBe(200);
    const text = (await ordered.text()).replace(/<!-- -->/g, "");
    const invoice = /Die Rechnung (\S+) ist ausgestellt/.exec(text)?.[1];
    expect(invoice).toBeTruthy();
    expect(text).toMatch(/Bestellt: Employer Branding Basic vom \d\d\.\d\d\.\d{4} bis \d\d\.\d\d\.\d{4}/);

    // The product's abilities: the overview and the Plus editor open, the entry leads to the overview.
    expect((await open(hybrid, "/p/employer-branding/dashboard")).status).toBe(200);
    expect((await open(hybrid, "/p/employer-branding/page-plus")).status).toBe(200);
    expect((await open(hybrid, "/p/employer-branding")).headers.get("location")).toBe("/p/employer-branding/dashboard");

    // The same start again is refused (a double click); the next term starts after the first.
    const twice = await post(hybrid, ORDER, {
      intent: "order",
      product: "employer-branding-basic",
      startsOn,
      confirm: "on",
    });
    expect(twice.status).toBe(409);
    const next = await offeredStart(hybrid, "employer-branding-basic");
    expect(next > startsOn).toBe(true);
    const renewed = await post(hybrid, ORDER, {
      intent: "order",
      product: "employer-branding-basic",
      startsOn: next,
      confirm: "on",
    });
    expect(renewed.status).toBe(200);
    const second = /Die Rechnung (\S+) ist ausgestellt/.exec((await renewed.text()).replace(/<!-- -->/g, ""))?.[1];
    expect(second).toBeTruthy();
    expect(second).not.toBe(invoice);
  });

  it("refuses orders from another site and from visitors", async () => {
    const visitor = await fetch(`${t.baseUrl}${ORDER}`, { headers: PERSON, redirect: "manual" });
    expect(visitor.status).toBeGreaterThanOrEqual(300);
    expect(visitor.status).toBeLessThan(500);
    const hybrid = await customer("hybrid@demo.at");
    const foreign = await hybrid.request(`${t.baseUrl}${ORDER}`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "order",
        product: "employer-branding-plus",
        startsOn: "2030-01-01",
        confirm: "on",
      }),
    });
    expect(foreign.status).toBe(403);
  });
});
