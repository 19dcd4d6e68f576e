import { expect, test } from "@playwright/test";
import { declineOptionalCookies, expectNoAxeViolations, signInCustomer, waitForHydration } from "./fixtures";

/**
 * Ordering Employer Branding Basic in the portal (issue 35 §3). The order runs for Donautal
 * Technik Service GmbH (kunde@demo.at's company 2, job and invoice only, no Arbeitgeberprofil):
 * hybrid@demo.at's bakery must keep "no Arbeitgeberprofil" for navigation.spec in the same run,
 * so its own order is the integration test's (tests/integration/employer-branding-orders.test.ts);
 * here it only sees the offer (employer-page.spec.ts).
 */
test("a company without the Arbeitgeberprofil orders Employer Branding Basic: invoice, then the area opens", async ({
  page,
}) => {
  await signInCustomer(page, "kunde@demo.at", "/p/account/company-switch");
  await page.getByRole("button", { name: "Wechseln zu Donautal Technik Service GmbH" }).click();
  await expect(page.getByText("Sie arbeiten jetzt für Donautal Technik Service GmbH.")).toBeVisible();

  await page.goto("/p/employer-branding");
  await expect(page).toHaveURL(/\/p\/employer-branding\/bestellen$/);
  const basic = page.getByRole("region", { name: "Employer Branding Basic" });
  await waitForHydration(basic.getByRole("button", { name: "Employer Branding Basic bestellen" }));
  await declineOptionalCookies(page);
  await expectNoAxeViolations(page);

  // Without the consent nothing is bought: the browser's check asks for it first.
  await basic.getByRole("checkbox").locator("xpath=ancestor::label[1]").click();
  await expect(basic.getByRole("checkbox")).toBeChecked();
  await basic.getByRole("button", { name: "Employer Branding Basic bestellen" }).click();
  await expect(page.getByText(/^Bestellt: Employer Branding Basic vom \d\d\.\d\d\.\d{4} bis/)).toBeVisible();
  const invoiceNumber = /Die Rechnung (\S+) ist ausgestellt/.exec(
    (await page.getByText(/^Bestellt: Employer Branding Basic/).textContent()) ?? "",
  )?.[1];
  expect(invoiceNumber).toBeTruthy();

  await page.getByRole("link", { name: "Zur Übersicht Ihres Arbeitgeberprofils" }).click();
  await expect(page).toHaveURL(/\/p\/employer-branding\/dashboard$/);
  await expect(page.getByRole("navigation").getByText("Arbeitgeberprofil")).toBeVisible();

  await page.goto("/p/account/invoices");
  await expect(page.getByText(invoiceNumber!.replace(/\.$/, ""))).toBeVisible();
});
