import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signInStaff } from "./fixtures";

test.describe("feature-flag administration", () => {
  test("an admin switches a flag on the admin page", async ({ page }) => {
    await signInStaff(page, "admin@intern.demo.at");
    await page.getByRole("link", { name: "Feature-Flags" }).click();
    await expect(page.getByRole("heading", { name: "Feature-Flags" })).toBeVisible();
    await expectNoAxeViolations(page);
    const row = page.getByRole("row").filter({ hasText: "activeSourcingNewVersion" });
    await expect(row).toContainText("Eingeschaltet");
    await row.getByRole("button", { name: /Ausschalten/ }).click();
    await expect(page.getByRole("status")).toContainText("„activeSourcingNewVersion“ ist jetzt ausgeschaltet.");
    await expect(row).toContainText("Ausgeschaltet");
    await expect(row).toContainText("admin@intern.demo.at");
    const flags = await (await page.request.get("/api/feature-flag")).json();
    expect(flags.data.activeSourcingNewVersion).toBe(false);
    await row.getByRole("button", { name: /Einschalten/ }).click();
    await expect(row).toContainText("Eingeschaltet");
  });

  test("staff without the admin group do not reach the page", async ({ page }) => {
    await signInStaff(page, "sales@intern.demo.at");
    await expect(page.getByRole("link", { name: "Feature-Flags" })).toHaveCount(0);
    const response = await page.request.get("/p/internal/feature-flags", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/p/internal/login");
  });
});
