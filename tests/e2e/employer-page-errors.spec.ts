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
