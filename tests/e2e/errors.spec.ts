import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { expectNoAxeViolations, signInCustomer, waitForHydration } from "./fixtures";

test.describe("error pages", () => {
  test("an unknown path shows the not-found page with its four link cards", async ({ page }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Diese Seite konnte nicht gefunden werden." })).toBeVisible();
    await expect(page.getByText("Vielleicht finden Sie hier, wonach Sie suchen:")).toBeVisible();
    const cards: Array<[string, string]> = [
      ["Startseite", "/"],
      ["Stelleninserate", "/produkte/stelleninserate"],
      ["HR Know-how", `${BASE_URL}/hr/tipps`],
      ["Häufige Fragen", `${BASE_URL}/hr/faqs`],
    ];
    for (const [name, href] of cards) {
      await expect(page.getByRole("link", { name: new RegExp(`^${name}`) }).last()).toHaveAttribute("href", href);
    }
    await expectNoAxeViolations(page);
  });

  test("a failing route validate is a 404", async ({ page }) => {
    expect((await page.goto("/produkte/stelleninserate/gibtsnicht"))?.status()).toBe(404);
    expect((await page.goto("/styleguide/gibtsnicht"))?.status()).toBe(404);
    expect((await page.goto("/produkte/stelleninserate/top"))?.status()).toBe(200);
  });

  test("the error page reads without JavaScript: the server renders it, the browser fetches its code only then", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto("/produkte/stelleninserate/gibtsnicht"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Diese Seite konnte nicht gefunden werden." })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Stelleninserate/ }).last()).toBeVisible();
    await context.close();
  });

  test("debug pages are blocked unless debug mode is on", async ({ page }) => {
    expect((await page.goto("/debug"))?.status()).toBe(404);
  });

  test("bots get no error page", async ({ request }) => {
    const response = await request.get("/gibt-es-nicht", {
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(response.status()).toBe(404);
    expect(await response.text()).toBe("");
  });

  test("a signed-in customer's unknown page offers the way back", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at");
    const response = await page.goto("/p/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Diese Seite konnte nicht gefunden werden." })).toBeVisible();
  });

  test("every page has a canonical link of the public base url and its path", async ({ page }) => {
    await page.goto("/produkte/talentsuche?utm=x");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${BASE_URL}/produkte/talentsuche`);
  });

  test("a path with a trailing slash keeps one canonical link, without the slash, once the page runs", async ({
    page,
  }) => {
    await page.goto("/hr/faqs/");
    await waitForHydration(page.getByRole("link", { name: /^Häufige Fragen/ }).first());
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${BASE_URL}/hr/faqs`);
  });

  test("a 404 thrown before the page's loaders (a job ad's data of an unknown id) has its canonical link", async ({
    page,
  }) => {
    await signInCustomer(page, "kunde@demo.at");
    expect((await page.goto("/p/jobs/abc/data"))?.status()).toBe(404);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${BASE_URL}/p/jobs/abc/data`);
  });
});
