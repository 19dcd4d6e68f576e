import { expect, test } from "@playwright/test";
import { signInCustomer, signInStaff } from "./fixtures";

test.describe("navigation rules of SPEC §2", () => {
  test("an anonymous visitor of a sign-in page goes to the login with the path as return URL", async ({ page }) => {
    const response = await page.request.get("/p/jobs/metrics?x=1", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/api/auth/business/login?redirectUrl=%2Fp%2Fjobs%2Fmetrics%3Fx%3D1");
  });

  test("the messages page of active sourcing needs sign-in, the release notes do not", async ({ page }) => {
    expect((await page.request.get("/p/active-sourcing/messages", { maxRedirects: 0 })).status()).toBe(302);
    const releases = await page.goto("/p/active-sourcing/releases");
    expect(releases?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Versionshinweise" })).toBeVisible();
  });

  test("/p/internal without a staff session leads to /p/internal/login", async ({ page }) => {
    await page.goto("/p/internal/qa");
    await expect(page).toHaveURL(/\/p\/internal\/login$/);
    await expect(page.getByRole("heading", { name: "Interner Bereich" })).toBeVisible();
  });

  test("a company user on /p/internal is sent to /p/internal/login", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at");
    await page.goto("/p/internal");
    await expect(page).toHaveURL(/\/p\/internal\/login$/);
    await expect(page.getByText("Sie sind mit einem Unternehmenskonto angemeldet.")).toBeVisible();
  });

  test("staff without the path's ability are sent to /p/internal/login", async ({ page }) => {
    await signInStaff(page, "readonly@intern.demo.at");
    const response = await page.request.get("/p/internal/qa", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/p/internal/login");
    // The login page sends a signed-in staff member on to the start page of the panel.
    await page.goto("/p/internal/qa");
    await expect(page).toHaveURL(/\/p\/internal$/);
    await expect(page.getByRole("link", { name: "Qualitätssicherung" })).toHaveCount(0);
  });

  test("staff outside /p/internal are signed out through the internal provider and sent back", async ({ page }) => {
    await signInStaff(page, "sales@intern.demo.at");
    await page.goto("/produkte/talentsuche");
    await expect(page).toHaveURL(/\/produkte\/talentsuche$/);
    await expect(page.getByRole("heading", { name: "Talentsuche", level: 1 })).toBeVisible();
    const me = await (await page.request.get("/api/auth/me")).json();
    expect(me.isAuthenticated).toBe(false);
  });

  test("/p/jobs?jobAdId=X redirects to the publish step", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at");
    const response = await page.request.get("/p/jobs?jobAdId=2", { maxRedirects: 0 });
    expect(response.headers().location).toBe("/p/jobs/2/publish");
    await page.goto("/p/jobs?jobAdId=2");
    await expect(page).toHaveURL(/\/p\/jobs\/2\/publish$/);
  });

  test("another company's job ad sends the user to /p/jobs", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at");
    // Ad 25 belongs to the HYBRID demo company.
    await page.goto("/p/jobs/25/data");
    await expect(page).toHaveURL(/\/p\/jobs$/);
    const api = await page.request.get("/api/manage-job-ads/external/job-ads/25");
    expect(api.status()).toBe(404);
  });

  test("jam-form-step: a step opens only when every step before it is complete", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at");
    // Ad 1 is the demo company's draft with "data" and "design" done.
    await page.goto("/p/jobs/1/application");
    await expect(page).toHaveURL(/\/p\/jobs\/1\/content$/);
    await expect(page.getByRole("heading", { name: /Schritt 3 von 6: Inhalt/ })).toBeVisible();
    await page.goto("/p/jobs/1/design");
    await expect(page).toHaveURL(/\/p\/jobs\/1\/design$/);
  });

  test("the job ad's owner reads it through the external API", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at");
    const response = await page.request.get("/api/manage-job-ads/external/job-ads/1");
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.data.meta.companyId).toBe(1);
  });
});
