import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures";

test.describe("API-Referenz", () => {
  test("draws the API's description from the portal's own files under its CSP", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).host !== new URL(page.url() || request.url()).host) foreign.push(request.url());
    });

    const response = await page.goto("/api/referenz");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/API-Referenz/);
    await expect(page.getByRole("heading", { level: 1, name: "API-Referenz" })).toBeVisible();
    // Swagger UI has read /api/openapi.json and lists the operations.
    await expect(page.getByText("/api/manage-job-ads/external/job-ads/{id}").first()).toBeVisible();
    await expect(page.getByText("Arbeitgeberportal API").first()).toBeVisible();

    expect(refused).toEqual([]);
    expect(foreign).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
