import { expect, test, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { expectNoAxeViolations, signInCustomer } from "./fixtures";

/**
 * Issue 11 §4: keyboard use (skip link, the navigation overlay's focus trap, Escape and focus
 * return, focus after "Speichern und weiter" and after removing a list item), the side navigation
 * rendered open by the server at 1920 px, and the phone layout at 390 px. Changes data only on ads
 * this spec creates itself.
 */

const nav = (page: Page) => page.getByRole("navigation", { name: "Portalnavigation" });

async function focusedIsInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);
}

/** Starts a new ad and saves its data step over HTTP; the page is signed in afterwards. */
async function adWithDataStep(page: Page): Promise<number> {
  await signInCustomer(page, "kunde@demo.at", "/p/jobs/create");
  await page.getByRole("button", { name: "Neues Inserat anlegen" }).click();
  await expect(page).toHaveURL(/\/p\/jobs\/\d+\/data$/);
  const id = Number(/\/p\/jobs\/(\d+)\//.exec(page.url())![1]);
  const response = await page.request.post(`/p/jobs/${id}/data`, {
    headers: { origin: BASE_URL },
    form: {
      title: "Elektriker:in (m/w/d)",
      "locations[0].city": "Linz",
      "locations[0].postcode": "4020",
      "locations[0].state": "Oberösterreich",
      remote: "none",
      employmentTypes: "vollzeit",
      jobLevel: "fachkraft",
      jobField: "it",
      salaryMin: "2.800,00",
      salaryPeriod: "month",
    },
  });
  expect(response.url()).toMatch(new RegExp(`/p/jobs/${id}/design$`));
  return id;
}

test.describe("keyboard", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the skip link is the first stop on every layout and moves focus to the main content", async ({ page }) => {
    // Five page loads on a machine that may be busy.
    test.setTimeout(90_000);
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    for (const path of ["/p/dashboard", "/p/jobs/1/data", "/", "/p/internal/login", "/styleguide"]) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
      await expect(skip, path).toBeFocused();
      await expect(skip, path).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main"), path).toBeFocused();
    }
  });

  test("the overlay traps Tab and Shift+Tab, closes on Escape and gives focus back to its toggle", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    const open = nav(page).getByRole("button", { name: "Navigation ausklappen" });
    await open.focus();
    await page.keyboard.press("Enter");
    await expect(nav(page).getByRole("button", { name: "Navigation einklappen" })).toBeFocused();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press("Tab");
      expect(await focusedIsInside(page, 'nav[aria-label="Portalnavigation"]'), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusedIsInside(page, 'nav[aria-label="Portalnavigation"]'), `Shift+Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute("aria-expanded", "false");
  });

  test("the collapsed rail names its icons in tooltips (max. 270 px wide, no delay)", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await nav(page).getByRole("button", { name: "Navigation ausklappen" }).focus();
    // Toggle, Übersicht, Profil, Inserate, Guthaben.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: "Guthaben" })).toBeFocused();
    const tooltip = page.getByRole("tooltip", { name: "Guthaben" });
    await expect(tooltip).toBeVisible();
    expect(await tooltip.evaluate((element) => getComputedStyle(element).maxWidth)).toBe("270px");
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("tooltip", { name: "Inserate" })).toBeVisible();
  });

  test("after 'Speichern und weiter' focus is on the new step's heading", async ({ page }) => {
    const id = await adWithDataStep(page);
    await page.goto(`/p/jobs/${id}/design`);
    await page.getByRole("button", { name: "Speichern und weiter" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/p/jobs/${id}/content$`));
    await expect(page.getByRole("heading", { name: "Schritt 3 von 6: Inhalt" })).toBeFocused();
  });

  test("removing a place of work puts focus on the place that took its position, else the one before", async ({
    page,
  }) => {
    const id = await adWithDataStep(page);
    await page.goto(`/p/jobs/${id}/data`);
    // A page load leaves focus alone.
    await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Daten" })).not.toBeFocused();
    const add = page.getByRole("button", { name: "Weiteren Arbeitsort hinzufügen" });
    await add.click();
    await add.click();
    const cities = page.getByRole("textbox", { name: "Ort" });
    await expect(cities).toHaveCount(3);
    await cities.nth(2).fill("Wels");
    await page.getByRole("button", { name: "Arbeitsort 2 entfernen" }).click();
    await expect(cities).toHaveCount(2);
    await expect(cities.nth(1)).toBeFocused();
    await expect(cities.nth(1)).toHaveValue("Wels");
    await page.getByRole("button", { name: "Arbeitsort 2 entfernen" }).click();
    await expect(cities).toHaveCount(1);
    await expect(cities.nth(0)).toBeFocused();
  });
});

test.describe("the side navigation rendered by the server at 1920 px, without JavaScript", () => {
  test("open from the first response once the page has seen the screen, collapsed when the user chose so", async ({
    browser,
  }) => {
    const signIn = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await signIn.newPage();
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await expect(nav(page).getByRole("button", { name: "Navigation einklappen" })).toBeVisible();
    const state = await signIn.storageState();
    await signIn.close();
    expect(state.cookies.find((c) => c.name === "ap_viewport")?.value).toBe("large");

    const noJs = await browser.newContext({
      viewport: { width: 1920, height: 1080 },
      javaScriptEnabled: false,
      storageState: state,
    });
    const plain = await noJs.newPage();
    const response = await plain.goto("/p/jobs");
    const html = await response!.text();
    expect(html).toContain('aria-label="Navigation einklappen"');
    expect(html).toContain("Katharina Mayr");
    await expect(nav(plain).getByRole("button", { name: "Navigation einklappen" })).toBeVisible();

    await noJs.addCookies([{ name: "ap_nav", value: "closed", url: BASE_URL }]);
    const collapsed = await (await plain.goto("/p/jobs"))!.text();
    expect(collapsed).toContain('aria-label="Navigation ausklappen"');
    await noJs.close();
  });

  test("the viewport-width client hint alone is enough from the second page on", async ({ browser }) => {
    const signIn = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await signIn.newPage();
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    const { cookies } = await signIn.storageState();
    await signIn.close();

    const noJs = await browser.newContext({
      viewport: { width: 1920, height: 1080 },
      javaScriptEnabled: false,
      storageState: { cookies: cookies.filter((c) => c.name !== "ap_viewport"), origins: [] },
    });
    const plain = await noJs.newPage();
    const first = await plain.goto("/p/dashboard");
    expect(first!.headers()["accept-ch"]).toMatch(/Sec-CH-Viewport-Width/i);
    const second = await plain.goto("/p/jobs");
    expect(await second!.request().headerValue("sec-ch-viewport-width")).toBe("1920");
    expect(await second!.text()).toContain('aria-label="Navigation einklappen"');
    await noJs.close();
  });
});

test.describe("phone, 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no icon rail: the top bar's menu opens the navigation, which traps focus and gives it back", async ({
    page,
  }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await expect(nav(page)).toBeHidden();
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Donautal Technik GmbH")).toBeVisible();
    const menu = banner.getByRole("button", { name: "Menü" });
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(nav(page)).toBeVisible();
    await expect(nav(page).getByRole("button", { name: "Navigation einklappen" })).toBeFocused();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press("Tab");
      expect(await focusedIsInside(page, 'nav[aria-label="Portalnavigation"]'), `Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(nav(page)).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(nav(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await nav(page).getByRole("button", { name: "Inserate", exact: true }).click();
    await nav(page).getByRole("link", { name: "Übersicht" }).last().click();
    await expect(page).toHaveURL(/\/p\/jobs$/);
    await expect(nav(page)).toBeHidden();
  });

  test("the job list and the editor fit the screen: no sideways page scroll, compact stepper", async ({ page }) => {
    test.setTimeout(90_000);
    await signInCustomer(page, "kunde@demo.at", "/p/jobs");
    await expect(page.getByRole("heading", { name: "Meine Inserate" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The table scrolls inside its own box with the title column fixed.
    const region = page.getByRole("region", { name: /Inserate Ihres Unternehmens/ });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const firstCell = region.locator("tbody tr").first().locator("th, td").first();
    expect(await firstCell.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
    await expectNoAxeViolations(page);

    await page.goto("/p/jobs/1/data");
    await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Daten" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const steps = page.getByRole("navigation", { name: "Schritte des Inserats" });
    const compact = steps.getByRole("button", { name: "Schritt 1 von 6: Daten" });
    await expect(compact).toBeVisible();
    await expect(steps.getByRole("link", { name: /Gestaltung/ })).toBeHidden();
    await compact.click();
    await expect(steps.getByRole("link", { name: /Gestaltung/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole("banner").getByRole("button", { name: "Menü" })).toBeVisible();
    await expectNoAxeViolations(page);
    await steps.getByRole("link", { name: /Gestaltung/ }).click();
    await expect(page).toHaveURL(/\/p\/jobs\/1\/design$/);
    await expect(page.getByRole("heading", { name: "Schritt 2 von 6: Gestaltung" })).toBeFocused();
  });

  test("the dashboard fits the screen and names the company", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole("banner").getByText("Donautal Technik GmbH")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("company in the header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header names the company and switches to another related one directly", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/jobs");
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Donautal Technik GmbH")).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.locator("summary").click();
    const other = banner.locator("details form button").first();
    await expect(other).toBeVisible();
    const otherName = (await other.locator("span").first().innerText()).trim();
    await other.click();
    await expect(page.getByText(`Sie arbeiten jetzt für ${otherName}.`)).toBeVisible();
    await expect(page.getByRole("banner").getByText(otherName)).toBeVisible();
    // Back to the demo company (this session only), as the rest of the test expects.
    await page.getByRole("banner").locator("summary").click();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Donautal Technik GmbH/ })
      .click();
    await expect(page.getByText("Sie arbeiten jetzt für Donautal Technik GmbH.")).toBeVisible();
  });

  test("hybrid@demo.at, with one company, sees its name and no switch", async ({ page }) => {
    await signInCustomer(page, "hybrid@demo.at", "/p/dashboard");
    const banner = page.getByRole("banner");
    await expect(banner.locator("summary")).toHaveCount(0);
    await expect(banner.locator("text=Sie handeln für:")).toHaveCount(1);
  });
});
