import { expect, test, type Locator } from "@playwright/test";
import {
  declineOptionalCookies,
  expectNoAxeViolations,
  JOURNEY_TIMEOUT_MS,
  signInCustomer,
  signInStaff,
} from "./fixtures";

// Ad 10 belongs to company 2 (Donautal Technik Service GmbH, one of kunde@demo.at's companies)
// and is in review in the seed; no other spec reads or changes it.
const AD = 10;
const MESSAGE = "Bitte ergänzen Sie das Mindestgehalt und formulieren Sie den Titel geschlechtsneutral.";

/** React Aria hides the native input; users (and this test) press its label. */
async function setChoice(input: Locator, checked = true) {
  if ((await input.isChecked()) !== checked) await input.locator("xpath=ancestor::label[1]").click();
  await expect(input).toBeChecked({ checked });
}

test("qa@intern.demo.at reviews and rejects an ad, and the company sees the reasons", async ({ browser }) => {
  // Two people, eight pages, five axe runs.
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const staff = await browser.newContext();
  const page = await staff.newPage();
  await signInStaff(page, "qa@intern.demo.at");
  // The banner sits over the queue's "Prüfen" buttons at 1280 × 720, as it would for a person.
  await declineOptionalCookies(page);

  await page
    .getByRole("navigation", { name: "Interner Bereich" })
    .getByRole("link", { name: "Qualitätssicherung" })
    .click();
  await expect(page.getByRole("heading", { name: "Qualitätssicherung", level: 1 })).toBeVisible();
  await page.getByLabel("Suche (Titel, Unternehmen, Nr.)").fill(String(AD));
  await page.getByRole("button", { name: "Filtern" }).click();
  // The ad is on the unfiltered first page too: wait for the filtered answer, not just the row.
  await page.waitForURL(new RegExp(`[?&]q=${AD}(&|$)`));
  const row = page.getByRole("row").filter({ has: page.getByText(`Nr. ${AD}`, { exact: true }) });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: /^Prüfen/ }).click();
  await page.waitForURL(`**/p/internal/qa/${AD}`);
  await expect(page.getByText(/Sie prüfen dieses Inserat/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "So sehen Bewerber:innen das Inserat" })).toBeVisible();
  const checks = page.getByRole("list", { name: "Automatische Prüfungen" });
  await expect(checks.getByRole("listitem")).toHaveCount(6);
  await expect(checks).toContainText("Gehaltsangabe (GlBG § 9 (2))");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Bericht erstellen" }).click();
  await page.waitForURL(`**/p/internal/qa/${AD}/report`);
  await expectNoAxeViolations(page);
  // Rejecting without reason and message is refused in German and changes nothing.
  await setChoice(page.getByRole("radio", { name: /^Ablehnen/ }));
  for (const box of await page.getByRole("checkbox").all()) await setChoice(box, false);
  await page.getByRole("button", { name: "Bericht speichern" }).click();
  await expect(page.getByText("Bitte wählen Sie mindestens einen Grund.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/p/internal/qa/${AD}/report$`));

  await setChoice(page.getByRole("radio", { name: /^Ablehnen/ }));
  await setChoice(page.getByRole("checkbox", { name: /Die Gehaltsangabe fehlt/ }));
  await setChoice(page.getByRole("checkbox", { name: /Der Stellentitel ist nicht geschlechtsneutral/ }));
  await page.getByLabel(/Nachricht an das Unternehmen/).fill(MESSAGE);
  await page.getByRole("button", { name: "Bericht speichern" }).click();
  await page.waitForURL((url) => url.pathname === "/p/internal/qa" && url.search === "");
  await expect(page.getByRole("status").filter({ hasText: `Inserat Nr. ${AD} wurde abgelehnt.` })).toBeVisible();

  // The report stays in the ad's history.
  await page.goto(`/p/internal/qa/${AD}`);
  await expect(page.getByText("Dieses Inserat ist nicht (mehr) in Prüfung.", { exact: false })).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await staff.close();

  const company = await browser.newContext();
  const customer = await company.newPage();
  await signInCustomer(customer, "kunde@demo.at", "/p/account/company-switch");
  await customer.getByRole("button", { name: "Wechseln zu Donautal Technik Service GmbH" }).click();
  await expect(customer.getByText("Sie arbeiten jetzt für Donautal Technik Service GmbH.")).toBeVisible();
  await customer.goto(`/p/jobs/${AD}/summary`);
  await expect(customer.getByText("Unsere Qualitätssicherung hat dieses Inserat nicht freigegeben.")).toBeVisible();
  const reasons = customer.getByRole("list", { name: "Gründe der Ablehnung" });
  await expect(reasons).toContainText("Die Gehaltsangabe fehlt oder entspricht nicht GlBG § 9 (2)");
  await expect(reasons).toContainText("Der Stellentitel ist nicht geschlechtsneutral");
  // In the notice and in the ad's history.
  await expect(customer.getByRole("alert").getByText(MESSAGE)).toBeVisible();
  await expect(customer.getByRole("table", { name: "Verlauf" })).toContainText(MESSAGE);
  await expectNoAxeViolations(customer);
  await company.close();
});
