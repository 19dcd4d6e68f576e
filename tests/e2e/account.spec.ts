import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signInCustomer } from "./fixtures";

// Purchases and company data changes run for Donautal Technik Service GmbH (company 2), so
// they do not disturb tests that read company 1 (Donautal Technik GmbH, Linz) or company 4.

test.use({ viewport: { width: 1920, height: 1080 } });
// Each test is a whole journey with several saves and axe runs; the machine may be busy.
test.describe.configure({ timeout: 90_000 });
/** For what appears after a save and the page's reload of its data. */
const AFTER_SAVE = { timeout: 20_000 };

const nav = (page: Page) => page.getByRole("navigation", { name: "Portalnavigation" });

async function actFor(page: Page, company: string) {
  await page.goto("/p/account/company-switch");
  await page.getByRole("button", { name: `Wechseln zu ${company}` }).click();
  await expect(page.getByText(`Sie arbeiten jetzt für ${company}.`)).toBeVisible(AFTER_SAVE);
}

function creditsOf(text: string): number {
  return Number(text.replace(/\D/g, ""));
}

test.describe("account pages of kunde@demo.at", () => {
  test("the dashboard shows ads, credits, applications, messages and expiring ads", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await expect(page.getByRole("heading", { name: "Übersicht", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Aktive Inserate anzeigen" })).toHaveAttribute(
      "href",
      "/p/jobs?status=active",
    );
    await expect(page.getByRole("heading", { name: "Guthaben" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Neueste Bewerbungen" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Inserate, die bald ablaufen" })).toBeVisible();
    await expectNoAxeViolations(page);

    const messages = page.getByRole("group", { name: "Ungelesene Nachrichten" });
    const open = messages.getByRole("button", { name: "Lesen: Willkommen im neuen Arbeitgeberportal" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Willkommen im neuen Arbeitgeberportal" });
    await expect(dialog.getByText("Ab sofort verwalten Sie Inserate")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(dialog).toBeHidden();
    // Read now: gone from the unread messages, also after a reload.
    await expect(open).toHaveCount(0, AFTER_SAVE);
    await page.reload();
    await expect(messages.getByText("Willkommen im neuen Arbeitgeberportal")).toHaveCount(0);
  });

  test("Kennzahlen shows charts with a table of the same numbers", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/jobs/metrics");
    await expect(page.getByRole("heading", { name: "Kennzahlen", level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Aufrufe\. Je Tag vom \d\d\.\d\d\.\d{4} bis/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Klicks und Bewerbungen\./ })).toBeVisible();
    await expect(page.getByRole("table", { name: "Kennzahlen je Inserat im gewählten Zeitraum" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Als Tabelle anzeigen" }).click();
    const daily = page.getByRole("table", { name: "Aufrufe, Klicks auf „Bewerben“ und Bewerbungen je Tag" });
    await expect(daily.locator("tbody tr")).toHaveCount(30);
    await expect(page.getByRole("img", { name: /^Aufrufe\./ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // 90 days, as a table still.
    await page.getByRole("button", { name: /Zeitraum/ }).click();
    await page.getByRole("option", { name: "Letzte 90 Tage" }).click();
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(/zeitraum=90/, AFTER_SAVE);
    await expect(daily.locator("tbody tr")).toHaveCount(90);
    await page.getByRole("link", { name: "Als Diagramm anzeigen" }).click();
    await expect(page.getByRole("img", { name: /^Aufrufe\./ })).toBeVisible();
  });

  test("Guthaben: buying a credit pack raises the balance and shows the purchase in the ledger", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/credits");
    await actFor(page, "Donautal Technik Service GmbH");
    await page.goto("/p/credits");
    await expect(page.getByRole("heading", { name: "Guthaben", level: 1 })).toBeVisible();
    const balance = page.getByText(/^\d+ Credits?$/).first();
    const before = creditsOf(await balance.innerText());
    await expectNoAxeViolations(page);

    await expect(page.getByRole("button", { name: /Produkt/ })).toContainText("Stelleninserat Standard");
    await page.getByRole("textbox", { name: /Anzahl/ }).fill("1");
    await page.getByRole("button", { name: "Guthaben kaufen" }).click();
    const dialog = page.getByRole("dialog", { name: "Bestellung bestätigen" });
    await expect(dialog).toContainText("Sie bestellen 1 × Stelleninserat Standard und erhalten 1 Credit.");
    await expect(dialog).toContainText("€ 588,00");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Kostenpflichtig bestellen" }).click();

    const confirmation = page.getByRole("status").filter({ hasText: "Vielen Dank für Ihre Bestellung." });
    await expect(confirmation).toContainText("1 Credit wurde Ihrem Guthaben gutgeschrieben.", AFTER_SAVE);
    const invoiceNumber = /Nummer (\d{4}-\d{6})/.exec(await confirmation.innerText())![1]!;
    await expect(balance).toHaveText(`${before + 1} ${before + 1 === 1 ? "Credit" : "Credits"}`, AFTER_SAVE);
    const ledger = page.getByRole("table", { name: /^Buchungen Ihres Guthabens/ });
    const newest = ledger.locator("tbody tr").first();
    await expect(newest).toContainText("Kauf");
    await expect(newest).toContainText(`Kauf: 1 × Stelleninserat Standard (Rechnung ${invoiceNumber})`);
    await expect(newest).toContainText("+1");
  });

  test("Rechnungen: the PDF link downloads a PDF", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/account/invoices");
    await expect(page.getByRole("heading", { name: "Rechnungen", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const link = page.getByRole("link", { name: /^PDF herunterladen: Rechnung / }).first();
    const number = (await link.getAttribute("aria-label"))!.replace(/^.*Rechnung /, "");
    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Rechnung-${number}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("Firmendaten: the city is saved, a bad postcode is refused", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/account/company");
    await actFor(page, "Donautal Technik Service GmbH");
    await page.goto("/p/account/company");
    await expect(page.getByRole("heading", { name: "Firmendaten bearbeiten", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const city = page.getByRole("textbox", { name: "Ort" });
    await expect(city).toHaveValue("Wels");

    await city.fill("Marchtrenk");
    await page.getByRole("button", { name: "Firmendaten speichern" }).click();
    await expect(page.getByText("Ihre Firmendaten wurden gespeichert.")).toBeVisible(AFTER_SAVE);
    await page.reload();
    await expect(city).toHaveValue("Marchtrenk");

    const postcode = page.getByRole("textbox", { name: "Postleitzahl" });
    await postcode.fill("46");
    await postcode.blur();
    await expect(page.getByText("Die Postleitzahl besteht aus vier Ziffern, z. B. 4020.")).toBeVisible();
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Firmendaten speichern" }).click();
    await expect(page.getByText("Ihre Firmendaten wurden gespeichert.")).toHaveCount(0);
    await page.reload();
    await expect(postcode).toHaveValue("4600");

    await city.fill("Wels");
    await page.getByRole("button", { name: "Firmendaten speichern" }).click();
    await expect(page.getByText("Ihre Firmendaten wurden gespeichert.")).toBeVisible(AFTER_SAVE);
  });

  test("Einstellungen: a switch keeps its state after a reload", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/account/settings");
    await expect(page.getByRole("heading", { name: "Einstellungen", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const weekly = page.getByRole("switch", { name: "Wöchentlicher Bericht" });
    const before = await weekly.isChecked();
    await weekly.focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("status").filter({ hasText: "Ihre Einstellungen wurden gespeichert." })).toBeVisible(
      AFTER_SAVE,
    );
    await page.reload();
    await expect(weekly).toBeChecked({ checked: !before });
  });

  test("Unternehmen wechseln: the portal then acts for the chosen company", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/account/company-switch");
    await expect(page.getByRole("heading", { name: "Unternehmen wechseln", level: 1 })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Donautal Technik GmbH" })).toContainText(
      "Aktuelles Unternehmen",
    );
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Wechseln zu Donautal Logistik GmbH" }).click();
    await expect(page.getByText("Sie arbeiten jetzt für Donautal Logistik GmbH.")).toBeVisible(AFTER_SAVE);
    await expect(nav(page).getByText("Donautal Logistik GmbH")).toBeVisible();
    await expect(nav(page).getByText("Steyr")).toBeVisible();
    const me = await (await page.request.get("/api/auth/me")).json();
    expect(me.company.fullName).toBe("Donautal Logistik GmbH");
    await page.goto("/p/dashboard");
    await expect(page.getByText("Hier sehen Sie das Wichtigste für Donautal Logistik GmbH")).toBeVisible();
  });
});

test("hybrid@demo.at has one company and no invoices", async ({ page }) => {
  await signInCustomer(page, "hybrid@demo.at", "/p/account/company-switch");
  await expect(page.getByText("Ein Wechsel ist daher nicht möglich.")).toBeVisible();
  const response = await page.goto("/p/account/invoices");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Kein Zugriff", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
