import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("API-Referenz", () => {
  test("draws the API's description from the portal's own files under its CSP", async ({ page, baseURL }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.host !== new URL(baseURL!).host) foreign.push(request.url());
    });

    const response = await page.goto("/api/referenz");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/API-Referenz/);
    await expect(page.getByRole("heading", { level: 1, name: "API-Referenz" })).toBeVisible();
    // Swagger UI has read /api/openapi.json and lists the operations.
    await expect(page.getByText("/api/manage-job-ads/external/job-ads/{id}").first()).toBeVisible();
    await expect(page.getByText("/api/v1/applications/{id}/events").first()).toBeVisible();

    expect(refused).toEqual([]);
    expect(foreign).toEqual([]);
    // The page's header names it (h1) and its sections (h2); Swagger UI's own title block, an h1
    // outside the landmarks, is hidden, and its rows carry no deep link inside their button.
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    // An operation opens from the keyboard and shows its parameters and answers, axe-clean too.
    const operation = page.getByRole("button", { name: /GET \/api\/v1\/applications\/\{id\}\/events/ }).first();
    await operation.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".opblock.is-open .responses-wrapper").first()).toBeVisible();
    const opened = await new AxeBuilder({ page }).analyze();
    expect(opened.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
