import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations, signInCustomer, signInStaff, waitForHydration } from "./fixtures";

// Issue 11 §2: a redirect says why on the page it lands on (one flash, shown once), and a
// refusal's error page says why in its own words. Changes no data.

const NOT_FOUND = "Das Inserat wurde nicht gefunden.";
const FORBIDDEN = "Dafür fehlt Ihnen die Berechtigung.";

const flash = (page: Page, text: string) =>
  page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: text });

/** The message is there once: a reload (a new document request) no longer shows it. */
async function expectGoneAfterReload(page: Page, text: string) {
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
}

/**
 * A session that ended while the browser kept its cookie: a second browser context holds the same
 * cookies and signs out through the API, so the server deletes the session.
 */
async function endSessionElsewhere(browser: Browser, page: Page) {
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const response = await other.request.post("/api/auth/oauth/logout", {
    headers: { accept: "application/json", origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
  await other.close();
}

test.describe("flash messages after redirects", () => {
  test("a missing ad leads to /p/jobs, which says so once", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await page.goto("/p/jobs/999999");
    await expect(page).toHaveURL(/\/p\/jobs$/);
    await expect(flash(page, NOT_FOUND)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectGoneAfterReload(page, NOT_FOUND);
  });

  test("another company's ad reads like a missing one; a client-side navigation drops the message", async ({
    page,
  }) => {
    // Ad 1 belongs to Donautal Technik GmbH, not to the bakery.
    await signInCustomer(page, "hybrid@demo.at", "/p/dashboard");
    await page.goto("/p/jobs/1/data");
    await expect(page).toHaveURL(/\/p\/jobs$/);
    await expect(flash(page, NOT_FOUND)).toBeVisible();
    // A link to one of the bakery's ads: a client-side navigation, after which the root loader's
    // data (with the flash in it) stays as it was; the message goes all the same.
    await page.getByRole("main").locator('a[href$="/summary"]').first().click();
    await expect(page).toHaveURL(/\/p\/jobs\/\d+\/\w+$/);
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/p\/jobs$/);
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  });

  test("the message can be closed", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await page.goto("/p/jobs/999999/summary");
    await expect(flash(page, NOT_FOUND)).toBeVisible();
    const close = flash(page, NOT_FOUND).getByRole("button", { name: "Schließen" });
    await waitForHydration(close);
    await close.click();
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  });

  test("a staff page without the ability leads to the panel's start page, which says why", async ({ page }) => {
    await signInStaff(page, "readonly@intern.demo.at");
    await page.goto("/p/internal/qa");
    // Through /p/internal/login, which sends signed-in staff on: the message crosses both redirects.
    await expect(page).toHaveURL(/\/p\/internal$/);
    await expect(flash(page, FORBIDDEN)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectGoneAfterReload(page, FORBIDDEN);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await page.goto("/p/jobs/999999");
    await expect(page).toHaveURL(/\/p\/jobs$/);
    await expect(flash(page, NOT_FOUND)).toBeVisible();
    await expectGoneAfterReload(page, NOT_FOUND);
    await context.close();
  });

  test("an ended session: the message survives the sign-in round trip", async ({ browser, page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await endSessionElsewhere(browser, page);
    // The open page's background requests (route discovery, the API) meet the ended session first.
    await page.evaluate(async () => {
      await fetch("/__manifest?paths=%2Fp%2Fjobs%2Fmetrics&version=x");
      await fetch("/api/manage-job-ads/external/job-ads");
    });
    // The identity provider still knows the browser, so the sign-in completes by itself.
    await page.goto("/p/jobs/metrics");
    await expect(page).toHaveURL(/\/p\/jobs\/metrics$/);
    await expect(flash(page, "Ihre Sitzung war abgelaufen. Sie sind wieder angemeldet.")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectGoneAfterReload(page, "Ihre Sitzung war abgelaufen.");
  });

  test("an ended session on a client-side navigation loads the sign-in as a page", async ({ browser, page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await endSessionElsewhere(browser, page);
    await page.getByRole("main").locator('a[href="/p/credits"]').click();
    await expect(page).toHaveURL(/\/p\/credits$/);
    await expect(flash(page, "Ihre Sitzung war abgelaufen. Sie sind wieder angemeldet.")).toBeVisible();
  });

  test("an ended staff session: the internal login page asks to sign in again", async ({ browser, page }) => {
    await signInStaff(page, "qa@intern.demo.at");
    await endSessionElsewhere(browser, page);
    await page.goto("/p/internal/qa");
    await expect(page).toHaveURL(/\/p\/internal\/login$/);
    await expect(flash(page, "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectGoneAfterReload(page, "Ihre Sitzung ist abgelaufen.");
  });

  test("a page left open says so when the visitor comes back after the session ended", async ({ browser, page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/jobs?status=draft");
    const notice = page.getByRole("alert").filter({ hasText: "Ihre Sitzung ist abgelaufen." });
    const comeBack = () => page.evaluate(() => window.dispatchEvent(new Event("focus")));
    // While the session lives, coming back asks the server and shows nothing. The watcher loads
    // after hydration, so the test comes back until it has asked once.
    await expect
      .poll(async () => {
        const asked = page
          .waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/me", { timeout: 1_000 })
          .then(() => true)
          .catch(() => false);
        await comeBack();
        return asked;
      })
      .toBe(true);
    await expect(notice).toHaveCount(0);

    await endSessionElsewhere(browser, page);
    await comeBack();
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
    await notice.getByRole("link", { name: "Erneut anmelden" }).click();
    // The identity provider still knows the browser: back on the same page, signed in.
    await expect(page).toHaveURL(/\/p\/jobs\?status=draft$/);
    await expect(page.getByRole("heading", { name: "Meine Inserate" })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test("a message is never taken from the address", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await page.goto("/p/jobs?notice=Bitte%20rufen%20Sie%20uns%20an&error=x&decided=approved&ad=1");
    await expect(page.getByText("Bitte rufen Sie uns an")).toHaveCount(0);
    await page.goto("/p/internal/qa?decided=approved&ad=1");
    await expect(page.getByText("wurde freigegeben")).toHaveCount(0);
  });
});

test.describe("refusals on the error page", () => {
  test("a HYBRID customer's 403 says why and points to support, not to an Ansprechperson", async ({ page }) => {
    await signInCustomer(page, "hybrid@demo.at", "/p/dashboard");
    const response = await page.goto("/p/account/invoices");
    expect(response?.status()).toBe(403);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Kein Zugriff", level: 1 })).toBeVisible();
    await expect(main.getByText("Sie haben keine Berechtigung für diese Seite.")).toBeVisible();
    await expect(main.getByRole("link", { name: /^support@/ })).toBeVisible();
    await expect(main.getByText("Ansprechperson")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
