import { expect, test, type Page } from "@playwright/test";
import {
  declineOptionalCookies,
  expectNoAxeViolations,
  JOURNEY_TIMEOUT_MS,
  signInCustomer,
  uploadLogo,
  waitForHydration,
} from "./fixtures";

/**
 * The public page of a job ad (issue 14) as a candidate meets it. Demo data: ad 4 is the active
 * ad of "Donautal Technik GmbH" (applications through the portal), ad 5 its expired one; ad 20 is
 * the active ad of "Donautal Logistik GmbH", which only this spec changes.
 */

async function openAsVisitor(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page).toHaveURL(/\/jobs\/\d+-[a-z0-9-]+$/);
  return response;
}

test("a visitor opens an active ad: the company, the salary line and the way to apply", async ({ page }) => {
  // The page counts the view by a beacon once it runs in the browser (decision 038).
  const beacon = page.waitForRequest(
    (request) => request.method() === "POST" && /\/jobs\/4-[a-z0-9-]+\/aufruf$/.test(request.url()),
  );
  const response = await openAsVisitor(page, "/jobs/4");
  expect(response?.status()).toBe(200);
  expect((await beacon).postData()).toMatch(/(^|&)referrer=/);
  const ad = page.getByRole("article");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(ad.getByText("Donautal Technik GmbH", { exact: true })).toBeVisible();
  await expect(ad.getByText(/brutto\/(Monat|Jahr|Stunde|Woche)/)).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
  await expectNoAxeViolations(page);

  const adUrl = page.url();
  await ad.getByRole("link", { name: "Jetzt über das Portal bewerben" }).click();
  const form = page.getByRole("form", { name: /^Bewerbung als / });
  const send = form.getByRole("button", { name: "Bewerbung absenden" });
  await waitForHydration(send);
  // Sent empty from the keyboard: the German messages, and the first field to fix has the focus.
  await send.focus();
  await page.keyboard.press("Enter");
  await expect(form.getByText("Bitte geben Sie Ihren Vornamen an.")).toBeVisible();
  await expect(form.getByText("Bitte laden Sie Ihren Lebenslauf hoch (PDF oder Word).")).toBeVisible();
  await expect(form.getByLabel("Vorname")).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Zurück zum Inserat" }).click();
  await expect(page).toHaveURL(adUrl);
});

test("an ad that is no longer online answers 410 and leads to the company's live jobs", async ({ page }) => {
  const response = await openAsVisitor(page, "/jobs/5");
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "Dieses Inserat ist nicht mehr online" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Ad 4 is among them (other specs may publish newer ones meanwhile).
  await page
    .getByRole("region", { name: "Offene Stellen bei Donautal Technik GmbH" })
    .locator('a[href^="/jobs/4-"]')
    .click();
  await expect(page).toHaveURL(/\/jobs\/4-[a-z0-9-]+$/);
  await expect(page.getByRole("article").getByText("Donautal Technik GmbH", { exact: true })).toBeVisible();
});

test("a Chiffre ad shows neither the company nor its logo anywhere on its public page", async ({ page, browser }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await signInCustomer(page, "kunde@demo.at", "/p/account/company-switch");
  await page.getByRole("button", { name: "Wechseln zu Donautal Logistik GmbH" }).click();
  await expect(page.getByText("Sie arbeiten jetzt für Donautal Logistik GmbH.")).toBeVisible();

  // The ad gets a logo, which its public page shows.
  await page.goto("/p/jobs/20/design");
  await uploadLogo(page);
  await page.getByRole("button", { name: /^Speichern/ }).click();
  await expect(page).not.toHaveURL(/\/design$/);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openAsVisitor(visitor, "/jobs/20");
  await expect(visitor.getByRole("img", { name: "Logo von Donautal Logistik GmbH" })).toBeVisible();

  // Then it becomes a Chiffre ad.
  await page.goto("/p/jobs/20/data");
  const chiffre = page.getByRole("switch", { name: "Chiffre-Inserat" });
  await chiffre.locator("xpath=ancestor::label[1]").click();
  await expect(chiffre).toBeChecked();
  await page.getByRole("button", { name: /^Speichern/ }).click();
  await expect(page).not.toHaveURL(/\/data$/);
  // The demo ad's introduction names the company; its own words are the company's to change, and
  // the summary says where they name it.
  await page.goto("/p/jobs/20/summary");
  const warning = page.getByText("Ihr Chiffre-Inserat nennt Ihr Unternehmen");
  await expect(warning).toBeVisible();
  await expect(page.getByText(/Der Name steht in: Einleitung\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/p/jobs/20/content");
  await page.getByRole("textbox", { name: "Einleitung" }).click();
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Wir wachsen und suchen Verstärkung für unser Team in Steyr.");
  await page.getByRole("button", { name: /^Speichern/ }).click();
  await expect(page).not.toHaveURL(/\/content$/);
  await page.goto("/p/jobs/20/summary");
  await expect(page.getByRole("heading", { level: 1, name: /^Zusammenfassung/ })).toBeVisible();
  await expect(warning).toHaveCount(0);

  await openAsVisitor(visitor, "/jobs/20");
  await expect(visitor.getByRole("article").getByText("Chiffre", { exact: true })).toBeVisible();
  await expect(visitor.getByRole("img", { name: /Logo/ })).toHaveCount(0);
  // Nowhere: not in the text, the meta tags, the search engines' data or the page's data for React.
  expect(await visitor.content()).not.toContain("Donautal");
  await expectNoAxeViolations(visitor);
  await visitorContext.close();
});

test("the company reaches the public page of its live ad from the list and from the summary", async ({ page }) => {
  await signInCustomer(page, "kunde@demo.at", "/p/jobs");
  // The live ad 4 links its public page; the expired ad 5 and the draft 1 do not (other specs may
  // publish more ads of the company meanwhile).
  await expect(page.locator('a[href^="/jobs/5-"], a[href^="/jobs/1-"]')).toHaveCount(0);
  const link = page.locator('a[href^="/jobs/4-"]');
  await expect(link).toHaveAccessibleName(/^Öffentliche Ansicht: /);
  await link.click();
  await expect(page).toHaveURL(/\/jobs\/4-[a-z0-9-]+$/);
  await page.goto("/p/jobs/4/summary");
  await page.getByRole("link", { name: "Öffentliche Seite des Inserats ansehen" }).click();
  await expect(page).toHaveURL(/\/jobs\/4-[a-z0-9-]+$/);
  await expect(page.getByRole("article").getByText("Donautal Technik GmbH", { exact: true })).toBeVisible();
});

test("the public ad on a phone: sticky apply button, tappable contact, date, logo, follow box, no sideways scroll", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL,
  });
  const phone = await context.newPage();
  await phone.goto("/jobs/4");
  await declineOptionalCookies(phone);
  const ad = phone.getByRole("article");
  await expect(ad.getByText(/^veröffentlicht am \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(ad.getByRole("img", { name: "Logo von Donautal Technik GmbH" })).toBeVisible();
  await expect(ad.locator('a[href^="mailto:"]')).toHaveText(/@donautal-technik\.at$/);
  await expect(ad.locator('a[href^="tel:+43"]')).toBeVisible();
  await expect(phone.getByRole("region", { name: "Donautal Technik GmbH folgen" })).toBeVisible();
  // The candidate's chrome: no employer navigation.
  await expect(phone.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
  await expect(phone.getByRole("link", { name: "Anmelden" })).toHaveCount(0);

  // The apply button stays at the bottom of the screen while the ad scrolls.
  const sticky = phone.getByRole("link", { name: "Jetzt bewerben", exact: true });
  await expect(sticky).toBeInViewport();
  await phone.evaluate(() => window.scrollBy(0, 1500));
  await expect(sticky).toBeInViewport();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone);

  await sticky.tap();
  await expect(phone.getByRole("form", { name: /^Bewerbung als / })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
