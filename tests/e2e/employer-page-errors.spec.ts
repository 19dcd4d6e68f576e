import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signInCustomer, waitForHydration } from "./fixtures";

/**
 * The employer page's editor answers a refused "Veröffentlichen" at the field (issue 35 §3):
 * the message stands beside the field, the field is marked, and focus lands on it. kunde@demo.at
 * acts for Donautal Logistik GmbH here (its own session), whose Basic page has no text yet; no
 * other spec edits that page.
 */
test("a refused publication puts focus on the first field at fault, marked and described", async ({ page }) => {
  await signInCustomer(page, "kunde@demo.at", "/p/account/company-switch");
  await page.getByRole("button", { name: "Wechseln zu Donautal Logistik GmbH" }).click();
  await expect(page.getByText("Sie arbeiten jetzt für Donautal Logistik GmbH.")).toBeVisible();
  await page.goto("/p/employer-branding/page");
  const form = page.locator("form#employer-page");
  await waitForHydration(form);
  // The autosave's status line beside "Veröffentlichen" (the image fields have their own).
  const status = form.getByRole("status").last();

  // Typing shows the pending save as such, then its arrival.
  await form.getByRole("textbox", { name: "Claim" }).fill("Logistik aus Steyr");
  await expect(status).toHaveText(/^(Wird gespeichert …|Gespeichert)$/);
  await expect(status).toHaveText("Gespeichert");

  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  const about = form.getByRole("textbox", { name: "Über uns" });
  await expect(about).toBeFocused();
  await expect(about).toHaveAttribute("aria-invalid", "true");
  await expect(about).toHaveAccessibleDescription(/mindestens 50 Zeichen/);
  await expect(status).toHaveText("Nicht veröffentlicht: Bitte prüfen Sie die markierten Angaben.");
  await expect(page.getByText("Ihre Unternehmensseite ist veröffentlicht.")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("at 1440 px the editor's preview lays the page out as the live page at that width: no squeezed columns", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInCustomer(page, "kunde@demo.at", "/p/employer-branding/page-plus");
  const preview = page.getByRole("region", { name: "Vorschau" });
  const voices = preview.getByRole("region", { name: "Stimmen aus dem Team" }).getByRole("listitem");
  await expect(voices.first()).toBeVisible();
  const first = (await voices.nth(0).boundingBox())!;
  const second = (await voices.nth(1).boundingBox())!;
  // One voice under the other, each as wide as the preview's text column.
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  expect(first.width).toBeGreaterThan(400);
  // The jobs come first, as on the live page.
  await expect(preview.getByRole("heading", { name: /^Offene Stellen/ })).toBeVisible();
  const jobs = (await preview.getByRole("heading", { name: /^Offene Stellen/ }).boundingBox())!;
  const about = (await preview.getByRole("heading", { name: "Über uns" }).boundingBox())!;
  expect(jobs.y).toBeLessThan(about.y);
});
