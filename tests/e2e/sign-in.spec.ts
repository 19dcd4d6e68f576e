import { expect, test } from "@playwright/test";
import { fillLogin, signInCustomer, signInStaff } from "./fixtures";

test.describe("sign-in through the real login page", () => {
  test("kunde@demo.at lands on the requested page, signed in", async ({ page }) => {
    await page.goto("/p/jobs");
    await expect(page).toHaveURL(/\/business\/interaction\//);
    await fillLogin(page, "kunde@demo.at");
    await expect(page).toHaveURL(/\/p\/jobs$/);
    await expect(page.getByRole("heading", { name: "Meine Inserate" })).toBeVisible();
    const me = await (await page.request.get("/api/auth/me")).json();
    expect(me.company.fullName).toBe("Donautal Technik GmbH");
  });

  test("a wrong password shows the German error and stays on the login page", async ({ page }) => {
    await page.goto("/p/dashboard");
    await fillLogin(page, "kunde@demo.at", "falsch");
    await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort ist nicht korrekt.");
    await expect(page).toHaveURL(/\/interaction\//);
  });

  test("hybrid@demo.at signs in", async ({ page }) => {
    await signInCustomer(page, "hybrid@demo.at", "/p/jobs");
    const me = await (await page.request.get("/api/auth/me")).json();
    expect(me.company.distributionChannel).toBe("HYBRID");
  });

  test("staff sign in through /p/internal/login and see their groups", async ({ page }) => {
    await signInStaff(page, "qa@intern.demo.at");
    await expect(page.getByRole("heading", { name: "Willkommen, Thomas" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ihre Gruppen" })).toBeVisible();
    await expect(
      page.getByRole("definition").filter({ hasText: "Prüft Inserate vor der Veröffentlichung" }),
    ).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Qualitätssicherung" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Qualitätssicherung" })).toBeVisible();
  });

  test("Abmelden ends the session", async ({ page }) => {
    await signInStaff(page, "sales@intern.demo.at");
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/p\/internal\/login$/);
    const me = await (await page.request.get("/api/auth/me")).json();
    expect(me.isAuthenticated).toBe(false);
  });

  test("an active single sign-on at the business portal signs a visitor in on a public page", async ({
    page,
    context,
  }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/jobs");
    // Forget the portal session but keep the provider's: as if the portal session had expired.
    const cookies = await context.cookies();
    await context.clearCookies();
    await context.addCookies(cookies.filter((c) => c.name !== "ap_sid"));
    await page.goto("/produkte/stelleninserate");
    await expect(page.getByRole("link", { name: "Zum Portal" })).toBeVisible();
    await expect(page).toHaveURL(/\/produkte\/stelleninserate$/);
  });
});
