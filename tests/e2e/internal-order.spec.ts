import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signInStaff } from "./fixtures";

/**
 * Staff order job-ad products for a company (issue 5, orderJobAd). Company 30 is one of the seeded
 * companies no other browser test changes the credits of.
 */
const COMPANY = 30;
const ORDER_PATH = `/p/internal/companies/${COMPANY}/jobs/order`;
const JOBS_PATH = `/p/internal/companies/${COMPANY}/jobs`;

function creditsOf(text: string): number {
  return Number(/([\d.]+) Credits?/.exec(text)![1]!.replace(/\./g, ""));
}

/** The balance the company's job page states in its credits heading. */
async function balanceOnJobsPage(page: Page): Promise<number> {
  const heading = page.getByRole("heading", { name: /^Guthaben: [\d.]+ Credits?$/ });
  await expect(heading).toBeVisible();
  return creditsOf(await heading.innerText());
}

// Both tests read company 30's balance: one after the other, or one would see the other's order.
test.describe.configure({ mode: "serial" });

test("sales orders an ad contingent for a company: invoice, credits and the new balance", async ({ page }) => {
  await signInStaff(page, "sales@intern.demo.at");
  await page.goto(JOBS_PATH);
  const before = await balanceOnJobsPage(page);

  await page.getByRole("link", { name: "Produkte bestellen" }).click();
  await expect(page).toHaveURL(new RegExp(`${ORDER_PATH}$`));
  await expect(page.getByRole("heading", { level: 1, name: /^Produkte bestellen für / })).toBeVisible();
  await expect(page.getByTestId("order-credit-balance")).toHaveText(`${before} ${before === 1 ? "Credit" : "Credits"}`);
  const catalogue = page.getByRole("table", { name: "Bestellbare Inseratsprodukte" });
  await expect(catalogue.getByRole("row", { name: /Stelleninserat Top/ })).toContainText("€ 890,00");

  await page.getByRole("button", { name: /Produkt/ }).click();
  await page.getByRole("option", { name: /^Stelleninserat Top/ }).click();
  await page.getByRole("textbox", { name: /Menge/ }).fill("3");
  await page.getByRole("textbox", { name: /Interne Notiz/ }).fill("Kontingent laut Angebot 2026-17");
  await page.getByRole("button", { name: "Bestellung prüfen" }).click();

  const dialog = page.getByRole("dialog", { name: "Bestellung bestätigen" });
  await expect(dialog).toContainText("3 × Stelleninserat Top (Inseratskontingent), zusammen 6 Credits");
  await expect(dialog).toContainText("€ 2.670,00");
  await expect(dialog).toContainText("€ 534,00");
  await expect(dialog).toContainText("€ 3.204,00");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();

  await expect(page.getByText("Die Bestellung wurde ausgeführt.")).toBeVisible();
  await expect(page.getByTestId("order-invoice-number")).toHaveText(/^\d{4}-\d{6}$/);
  await expect(page.getByTestId("order-new-balance")).toHaveText(`${before + 6} Credits`);
  await expect(page.getByTestId("order-credit-balance")).toHaveText(`${before + 6} Credits`);

  await page.getByRole("link", { name: "Zurück zu den Inseraten des Unternehmens" }).click();
  await expect(page).toHaveURL(new RegExp(`${JOBS_PATH}$`));
  expect(await balanceOnJobsPage(page)).toBe(before + 6);
});

test("a wrong quantity is explained in German and nothing is ordered", async ({ page }) => {
  await signInStaff(page, "sales@intern.demo.at");
  await page.goto(ORDER_PATH);
  const balance = await page.getByTestId("order-credit-balance").innerText();
  await page.getByRole("textbox", { name: /Menge/ }).fill("250");
  await page.getByRole("button", { name: "Bestellung prüfen" }).click();
  await expect(page.getByText("Die Menge muss eine ganze Zahl von 1 bis 100 sein.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("order-credit-balance")).toHaveText(balance);
});

test("readonly does not get the order page", async ({ page }) => {
  await signInStaff(page, "readonly@intern.demo.at");
  const response = await page.request.get(ORDER_PATH, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/p/internal/login");
  await page.goto(ORDER_PATH);
  // The login page sends a signed-in staff member on to the start page of the panel.
  await expect(page).toHaveURL(/\/p\/internal$/);
  await expect(page.getByRole("heading", { name: /Produkte bestellen/ })).toHaveCount(0);
});
