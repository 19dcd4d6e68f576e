import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, JOURNEY_TIMEOUT_MS, signInCustomer, signInStaff } from "./fixtures";

test.describe("no axe violations in any layout", () => {
  for (const [layout, path] of [
    ["content", "/"],
    ["content (product detail)", "/produkte/stelleninserate/top"],
    ["plain (maintenance)", "/wartung"],
    ["plain (internal login)", "/p/internal/login"],
    ["manage-talents-public", "/p/active-sourcing/releases"],
    ["styleguide", "/styleguide"],
  ] as const) {
    test(`${layout}: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("customer layouts: default, manage-job-ads, manage-job-ads-form, manage-talents-default", async ({ page }) => {
    // A sign-in and four pages with axe each: a journey, not one page (took 66 s on a busy machine).
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    for (const path of ["/p/dashboard", "/p/jobs", "/p/jobs/1/data", "/p/active-sourcing/search"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("internal layouts: manage-job-ads-internal and manage-job-ads-qa", async ({ page }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    await signInStaff(page, "qa@intern.demo.at");
    for (const path of ["/p/internal", "/p/internal/qa"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
