import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signInCustomer, signInStaff, waitForHydration } from "./fixtures";

/**
 * Issue 11 §3, decision 020: the same words everywhere. Reads only; hybrid@demo.at's welcome
 * message is the only thing it marks read.
 */

test("hybrid@demo.at, without the invoice ability, is promised no Rechnungen", async ({ page }) => {
  await signInCustomer(page, "hybrid@demo.at", "/p/dashboard");
  await expect(
    page.getByText(
      "Willkommen, Florian. Hier sehen Sie das Wichtigste für Bäckerei Alpenkorn GmbH auf einen Blick: Inserate und Guthaben.",
    ),
  ).toBeVisible();
  await page
    .getByRole("group", { name: "Ungelesene Nachrichten" })
    .getByRole("button", { name: "Lesen: Willkommen im neuen Arbeitgeberportal" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Willkommen im neuen Arbeitgeberportal" });
  await expect(dialog.getByText("Ab sofort verwalten Sie Inserate und Guthaben an einem Ort.")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Rechnungen");
});

test("a product the company has not bought leads to its offer page", async ({ page }) => {
  await signInCustomer(page, "hybrid@demo.at", "/p/dashboard");
  // The Arbeitgeberprofil is ordered in the portal (decision 073); its public page still offers the request.
  await page.goto("/p/employer-branding/dashboard");
  await expect(page).toHaveURL(/\/p\/employer-branding\/bestellen$/);
  await page.goto("/produkte/arbeitgebermarke");
  await expect(page.getByRole("heading", { level: 2, name: "Unsere Produkte" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Angebot für Ihr Arbeitgeberprofil anfordern" })).toHaveAttribute(
    "href",
    /^mailto:[^?]+\?subject=Angebot%20Arbeitgeberprofil$/,
  );
  await expectNoAxeViolations(page);

  await page.goto("/p/active-sourcing/search");
  const offer = page.getByRole("link", { name: "Talentsuche: Lizenzen und Preise" });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page).toHaveURL(/\/produkte\/talentsuche$/);
});

test("a company with the ability still reaches its employer-branding page", async ({ page }) => {
  await signInCustomer(page, "kunde@demo.at", "/p/employer-branding/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Arbeitgeberprofil" })).toBeVisible();
});

test("the product page states the QA rule the lifecycle follows", async ({ page }) => {
  await page.goto("/produkte/stelleninserate/top");
  await expect(
    page.getByText(/^Qualitätskontrolle vor der Veröffentlichung für Self-Service- und Hybrid-Kunden/),
  ).toBeVisible();
  await expect(page.getByText("vor jeder Veröffentlichung")).toHaveCount(0);
  const price = page.getByRole("region", { name: "Preis" });
  await expect(price).toContainText("60 Tage");
  await expect(price).toContainText("1 Push inklusive");
  await expect(price).toContainText("7 Tage Top-Platzierung");
  await expect(price).toContainText("2 Credits");
});

test("the QA queue names channels in German, not by their codes", async ({ page }) => {
  await signInStaff(page, "qa@intern.demo.at");
  await page.goto("/p/internal/qa");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Kanal" })).toBeVisible();
  const channelCells = table.locator("tbody tr td:nth-child(4)");
  await expect(channelCells.first()).toBeVisible();
  for (const cell of await channelCells.allTextContents())
    expect(["Direktvertrieb", "Hybrid", "Self-Service"]).toContain(cell);
  await expect(page.locator("main")).not.toContainText(/DIRECT-SALES|HYBRID|SELF-SERVICE/);
  // The channel filter (the design system's Select) offers the German names.
  const channelFilter = page.getByRole("button", { name: /Vertriebskanal/ });
  await waitForHydration(channelFilter);
  await channelFilter.click();
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText([
    "Alle",
    "Direktvertrieb",
    "Hybrid",
    "Self-Service",
  ]);
});
