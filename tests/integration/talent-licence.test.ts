import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * Talent-search licences (issue 16): hybrid@demo.at's company (Bäckerei Alpenkorn GmbH) has none
 * and buys Talentsuche Basis on /p/active-sourcing/lizenz; staff see a company's licence, quota and
 * contact requests (without names) on the internal company page, and staff with orderJobAd order a
 * licence for a company, others cannot.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const LICENCE = "/p/active-sourcing/lizenz";

let t: TestPortal;
let hybrid: HttpBrowser;
let sales: HttpBrowser;
let readonly: HttpBrowser;

beforeAll(async () => {
  t = await startTestPortal({
    JOBS_ENABLED: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
  sales = new HttpBrowser();
  await signIn(sales, t.baseUrl, "internal", "sales@intern.demo.at", "demo1234", "/p/internal");
  readonly = new HttpBrowser();
  await signIn(readonly, t.baseUrl, "internal", "readonly@intern.demo.at", "demo1234", "/p/internal");
}, 300_000);
afterAll(async () => {
  await t?.stop();
});

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

async function page(browser: HttpBrowser, path: string) {
  const response = await browser.request(`${t.baseUrl}${path}`, { headers: PERSON, redirect: "manual" });
  const html = await response.text();
  return { status: response.status, html, text: text(html) };
}

async function post(browser: HttpBrowser, path: string, fields: Record<string, string>) {
  const response = await browser.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  const html = await response.text();
  return { status: response.status, html, text: text(html) };
}

/** The order form of a product on the page: its id and the start it offers. */
function orderForm(html: string, productName: string): { productId: string; startsOn: string } {
  const item =
    html
      .replace(/<!-- -->/g, "")
      .split("<li")
      .find((part) => part.includes(`${productName} bestellen`)) ?? "";
  return {
    productId: /name="productId" value="(\d+)"/.exec(item)![1]!,
    startsOn: /name="startsOn" value="(\d{4}-\d{2}-\d{2})"/.exec(item)![1]!,
  };
}

async function companyPage(browser: HttpBrowser, name: string): Promise<string> {
  const list = await page(browser, `/p/internal/companies?q=${encodeURIComponent(name)}`);
  return /href="(\/p\/internal\/companies\/\d+\/jobs)"/.exec(list.html)![1]!;
}

describe("a company without a licence", () => {
  it("sees the offer in the search and orders Talentsuche Basis with an invoice, then profiles open", async () => {
    const before = await page(hybrid, "/p/active-sourcing/search?q=Buchhalter&ort=Linz");
    expect(before.text).toContain("Profile mit einer Lizenz der Talentsuche öffnen");
    expect(before.html).toContain(`href="${LICENCE}"`);

    const licence = await page(hybrid, LICENCE);
    expect(licence.status).toBe(200);
    expect(licence.text).toContain("Keine aktive Lizenz.");
    const basis = orderForm(licence.html, "Talentsuche Basis");

    const unconfirmed = await post(hybrid, LICENCE, { intent: "order-licence", ...basis });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.text).toContain("Bitte bestätigen Sie, dass Sie kostenpflichtig bestellen.");
    const stale = await post(hybrid, LICENCE, {
      intent: "order-licence",
      ...basis,
      startsOn: "2020-01-01",
      confirm: "on",
    });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("Inzwischen wurde bereits eine Laufzeit bestellt.");
    const bogus = await post(hybrid, LICENCE, {
      intent: "order-licence",
      productId: "999999",
      startsOn: basis.startsOn,
      confirm: "on",
    });
    expect(bogus.status).toBe(400);
    expect((await page(hybrid, LICENCE)).text).toContain("Keine aktive Lizenz.");

    const ordered = await post(hybrid, LICENCE, { intent: "order-licence", ...basis, confirm: "on" });
    expect(ordered.status).toBe(200);
    expect(ordered.text).toMatch(
      /Bestellt: Talentsuche Basis vom [\d.]+ bis [\d.]+\. Die Rechnung \S+ ist ausgestellt\./,
    );

    const after = await page(hybrid, "/p/active-sourcing/search?q=Buchhalter&ort=Linz");
    expect(after.text).toMatch(/Talentsuche Basis: Noch 10 von 10 Kontaktanfragen im/);
    expect(after.html).toContain('aria-label="Suchergebnisse"');
    // Basis has no matching.
    expect((await page(hybrid, "/p/active-sourcing/matching")).text).toContain("Ihre Lizenz enthält kein Matching.");
    // A second order follows the first term.
    const next = orderForm((await page(hybrid, LICENCE)).html, "Talentsuche Basis");
    expect(next.startsOn > basis.startsOn).toBe(true);
  });
});

describe("staff", () => {
  it("see kunde's company's licence, quota and contact requests, and no names", async () => {
    const path = await companyPage(sales, "Donautal Technik");
    const { status, text: shown } = await page(sales, path);
    expect(status).toBe(200);
    expect(shown).toContain("Talentsuche");
    expect(shown).toMatch(
      /Aktive Lizenz: Talentsuche Premium, vom [\d.]+ bis [\d.]+, 40 Kontaktanfragen pro Monat, mit Matching\./,
    );
    expect(shown).toMatch(/Noch \d+ von 40 Kontaktanfragen im/);
    expect(shown).toContain("Letzte Kontaktanfragen");
    expect(shown).not.toContain("Sabine Hofer");
  });

  it("with orderJobAd order a licence for a company; without it they see no order form and are refused", async () => {
    const path = await companyPage(readonly, "Bäckerei Alpenkorn");
    const view = await page(readonly, path);
    expect(view.status).toBe(200);
    expect(view.text).toContain("Talentsuche");
    expect(view.html).not.toContain('name="intent" value="order-licence"');
    const salesView = await page(sales, path);
    const premium = orderForm(salesView.html, "Talentsuche Premium");
    const refused = await post(readonly, path, { intent: "order-licence", ...premium, confirm: "on" });
    expect(refused.status).toBe(403);

    const ordered = await post(sales, path, { intent: "order-licence", ...premium, confirm: "on" });
    expect(ordered.status).toBe(200);
    expect(ordered.text).toMatch(/Bestellt: Talentsuche Premium vom [\d.]+ bis [\d.]+, Rechnung \S+\./);
    // The terms on the staff page list the new one.
    const after = await page(sales, path);
    expect(after.text).toMatch(/Talentsuche Premium [\d.]+ – [\d.]+/);
  });
});

describe("what is new", () => {
  it("points to the new release once: reading it sets the cookie that ends the pointer", async () => {
    const fresh = new HttpBrowser();
    await signIn(fresh, t.baseUrl, "business", "kunde@demo.at");
    const before = await page(fresh, "/p/active-sourcing/search");
    expect(before.html).toContain('href="/p/active-sourcing/info-new-version"');
    expect(before.text).toContain("Neu in der Talentsuche:");
    const info = await fresh.request(`${t.baseUrl}/p/active-sourcing/info-new-version`, { headers: PERSON });
    expect(info.status).toBe(200);
    expect(info.headers.get("set-cookie")).toMatch(/^ap_talent_release=\d{4}-\d{2}-\d{2};/);
    expect(text(await info.text())).toContain("Seit Ihrem letzten Besuch neu:");
    const after = await page(fresh, "/p/active-sourcing/search");
    expect(after.text).not.toContain("Neu in der Talentsuche:");
    expect(text((await page(fresh, "/p/active-sourcing/info-new-version")).html)).toContain(
      "Sie kennen bereits alle Neuerungen.",
    );
  });

  it("lists the release notes to anyone, signed in or not", async () => {
    const response = await fetch(`${t.baseUrl}/p/active-sourcing/releases`, { headers: PERSON });
    expect(response.status).toBe(200);
    expect(text(await response.text())).toContain("Versionshinweise");
  });
});
