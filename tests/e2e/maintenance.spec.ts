import { expect, test, type Browser, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { signInStaff } from "./fixtures";

// Maintenance mode is server-wide: this file runs in its own Playwright project after all others
// (playwright.config.ts), so no other test sees it switched on.

async function setMaintenance(admin: Page, enabled: boolean): Promise<void> {
  const response = await admin.request.put("/api/feature-flag/maintenance", {
    data: { enabled },
    headers: { origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Where an anonymous visitor lands for a path, in a browser context of its own. */
async function landingPath(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    return new URL(page.url()).pathname;
  } finally {
    await context.close();
  }
}

test.describe("maintenance mode", () => {
  test.describe.configure({ mode: "serial" });

  let admin: Page;

  test.beforeAll(async ({ browser }) => {
    admin = await (await browser.newContext()).newPage();
    await signInStaff(admin, "admin@intern.demo.at");
  });

  test.afterAll(async ({ browser }) => {
    await setMaintenance(admin, false);
    // Flags are cached per server for up to 5 s; wait until the home page is open again.
    await expect.poll(() => landingPath(browser, "/"), { timeout: 10_000 }).toBe("/");
    await admin.context().close();
  });

  test("an admin switches maintenance on and the guarded pages lead to /wartung", async ({ browser }) => {
    await setMaintenance(admin, true);
    for (const path of ["/", "/produkte/talentsuche", "/produkte/stelleninserate/top"]) {
      await expect.poll(() => landingPath(browser, path), { message: path, timeout: 10_000 }).toBe("/wartung");
    }
  });

  test("pages without the maintenance check stay reachable", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto("/kh/recruiting-mix");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/kh\/recruiting-mix$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Der richtige Recruiting-Mix");
    await context.close();
  });
});
