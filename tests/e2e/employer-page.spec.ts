import { expect, test } from "@playwright/test";
import {
  declineOptionalCookies,
  expectNoAxeViolations,
  JOURNEY_TIMEOUT_MS,
  signInCustomer,
  uploadImageInto,
  waitForHydration,
} from "./fixtures";

/**
 * The employer page (issue 14). Demo data: kunde@demo.at acts for Donautal Technik GmbH, whose
 * contract has the Plus page and whose page is published at /unternehmen/donautal-technik-gmbh;
 * only this spec changes it. hybrid@demo.at's bakery has no employer-branding product.
 */

const PUBLIC_PATH = "/unternehmen/donautal-technik-gmbh";

test("kunde@demo.at edits the page with a header image and a video, publishes it and sees it public", async ({
  page,
  browser,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await signInCustomer(page, "kunde@demo.at", "/p/employer-branding/page-plus");
  await expect(page.getByRole("heading", { level: 1, name: "Unternehmensseite bearbeiten" })).toBeVisible();
  const form = page.locator("form#employer-page");
  await waitForHydration(form);
  await expectNoAxeViolations(page);

  await uploadImageInto(page, "Titelbild", { width: 1280, height: 360, colour: "#1d6f42" });
  const claim = `Strom mit Haltung – Stand ${Date.now()}`;
  await form.getByRole("textbox", { name: "Claim" }).fill(claim);
  await form
    .getByRole("textbox", { name: "Video (YouTube oder Vimeo)" })
    .fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  const homeoffice = form.getByRole("checkbox", { name: "Homeoffice" });
  if (!(await homeoffice.isChecked())) await homeoffice.locator("xpath=ancestor::label[1]").click();
  await expect(homeoffice).toBeChecked();

  // The preview follows the form, and the draft is saved while typing.
  const preview = page.getByRole("region", { name: "Vorschau" });
  await expect(preview.getByText(claim)).toBeVisible();
  await expect(preview.locator('header img[src*="/_ipx/"]')).toBeVisible();
  await expect(form.getByRole("status").getByText("Gespeichert", { exact: true })).toBeVisible();

  // Not public before "Veröffentlichen".
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(PUBLIC_PATH);
  await expect(visitor.getByText(claim)).toHaveCount(0);

  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByText("Ihre Unternehmensseite ist veröffentlicht.")).toBeVisible();
  await expect(page.getByText(/Status: Veröffentlicht am/)).toBeVisible();

  await visitor.goto(PUBLIC_PATH);
  await expect(visitor.getByRole("heading", { level: 1, name: "Donautal Technik GmbH" })).toBeVisible();
  await expect(visitor.getByText(claim)).toBeVisible();
  await expect(visitor.locator('header img[src*="/_ipx/"]')).toBeVisible();
  await expect(visitor.getByText("Homeoffice")).toBeVisible();
  await expect(visitor.locator('a[href^="/jobs/4-"]')).toBeVisible();
  await expectNoAxeViolations(visitor);

  // Two-click privacy: no player before the visitor asks for it.
  await expect(visitor.locator("iframe")).toHaveCount(0);
  await waitForHydration(visitor.getByRole("button", { name: "Video von YouTube laden und abspielen" }));
  await visitor.getByRole("button", { name: "Video von YouTube laden und abspielen" }).click();
  await expect(visitor.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
  );

  // The job search of the page.
  await visitor.getByRole("searchbox", { name: "Stellen durchsuchen" }).fill("keinestellemitdiesemwort");
  await visitor.getByRole("button", { name: "Suchen" }).click();
  await expect(visitor.getByText("Keine offene Stelle passt zu Ihrer Suche.")).toBeVisible();
  await visitor.getByRole("link", { name: "Filter zurücksetzen" }).click();
  await expect(visitor.locator('a[href^="/jobs/4-"]')).toBeVisible();
  await visitorContext.close();

  // A draft typed after publishing, then the published version restored: the form shows it again.
  const editor = page.locator("form#employer-page");
  await editor.getByRole("textbox", { name: "Claim" }).fill("Ein Entwurf, den niemand veröffentlicht");
  await expect(editor.getByRole("status").getByText("Gespeichert", { exact: true })).toBeVisible();
  await declineOptionalCookies(page);
  const published = page
    .getByRole("region", { name: "Veröffentlichte Versionen" })
    .getByRole("listitem")
    .filter({ has: page.getByText("öffentlich", { exact: true }) });
  await published.getByRole("button", { name: /wiederherstellen$/ }).click();
  await expect(page.getByText("Die Version ist in Ihren Entwurf übernommen.", { exact: false })).toBeVisible();
  await expect(page.locator("form#employer-page").getByRole("textbox", { name: "Claim" })).toHaveValue(claim);
  await page.reload();
  await expect(page.locator("form#employer-page").getByRole("textbox", { name: "Claim" })).toHaveValue(claim);
});

test("kunde@demo.at reads the overview and the figures, as chart and as table", async ({ page }) => {
  await signInCustomer(page, "kunde@demo.at", "/p/employer-branding/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Arbeitgeberprofil" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ihre Unternehmensseite" })).toContainText("Veröffentlicht");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Alle Kennzahlen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kennzahlen Arbeitgeberprofil" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Aufrufe der Unternehmensseite/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "90 Tage" }).click();
  await expect(page.getByRole("link", { name: "90 Tage" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Als Tabelle anzeigen" }).click();
  await expect(page.getByRole("table", { name: "Aufrufe, Klicks auf Stellen und neue Follower je Tag" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/p/employer-branding/plus");
  await expect(page.getByRole("heading", { level: 1, name: "Employer Branding Plus" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kostenpflichtig bestellen" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("hybrid@demo.at has no Arbeitgeberprofil and is led to its order page in the portal", async ({ page }) => {
  await signInCustomer(page, "hybrid@demo.at", "/p/dashboard");
  await expect(page.getByRole("navigation").getByText("Arbeitgeberprofil")).toHaveCount(0);
  await page.goto("/p/employer-branding/page");
  await expect(page).toHaveURL(/\/p\/employer-branding\/bestellen$/);
  await page.goto("/p/employer-branding");
  await expect(page).toHaveURL(/\/p\/employer-branding\/bestellen$/);
  await expect(page.getByRole("heading", { level: 1, name: "Arbeitgeberprofil bestellen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Employer Branding Basic bestellen" })).toBeVisible();
  await expectNoAxeViolations(page);
});
