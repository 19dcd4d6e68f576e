import { expect, test, type Page } from "@playwright/test";
import { signInCustomer, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 1920, height: 1080 } });

const nav = (page: Page) => page.getByRole("navigation", { name: "Portalnavigation" });

async function openGroup(page: Page, name: string) {
  const button = nav(page).getByRole("button", { name, exact: true });
  // A click on the server-rendered button before React has hydrated it opens nothing.
  await waitForHydration(button);
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
}

async function entriesOf(page: Page, group: string): Promise<string[]> {
  await openGroup(page, group);
  const list = nav(page).locator(`[aria-expanded="true"] + *`).first();
  return (await list.getByRole("link").or(list.getByRole("button")).allInnerTexts()).map((t) => t.trim());
}

test.describe("side navigation", () => {
  test("kunde@demo.at sees every group with its entries", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await expect(nav(page).getByText("Katharina Mayr")).toBeVisible();
    await expect(nav(page).getByText("Donautal Technik GmbH")).toBeVisible();
    await expect(nav(page).getByText("Linz")).toBeVisible();
    expect(await entriesOf(page, "Inserate")).toEqual(["Übersicht", "Kennzahlen", "Neues Inserat schalten"]);
    expect(await entriesOf(page, "Arbeitgeberprofil")).toEqual([
      "Unternehmensseite",
      "Unternehmensseite Plus",
      "Employer Branding Basic",
      "Employer Branding Plus",
      "Kennzahlen",
    ]);
    expect(await entriesOf(page, "Recruiting Services")).toEqual(["Bewerber-Manager", "Erwähnungen", "Smart Bewerben"]);
    expect(await entriesOf(page, "Profil")).toEqual([
      "Rechnungen",
      "Ansprechperson",
      "Unternehmen wechseln",
      "Firmendaten bearbeiten",
      "Einstellungen",
      "Abmelden",
    ]);
    await expect(nav(page).getByRole("link", { name: /^FAQs/ })).toHaveAttribute("target", "_blank");
    await expect(nav(page).getByRole("link", { name: /^AGB und Impressum/ })).toHaveAttribute("target", "_blank");
  });

  test("one group is open at a time and the active route's group opens by itself", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/jobs/metrics");
    await expect(nav(page).getByRole("button", { name: "Inserate", exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await openGroup(page, "Profil");
    await expect(nav(page).getByRole("button", { name: "Inserate", exact: true })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("every entry of kunde's navigation leads to a real page", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    const targets = await page.evaluate(() =>
      [...document.querySelectorAll('nav[aria-label="Portalnavigation"] a[href]')].map((a) => a.getAttribute("href")!),
    );
    expect(targets.length).toBeGreaterThan(5);
    for (const href of new Set(targets)) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test("the contact-person dialog shows the assigned sales person", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await openGroup(page, "Profil");
    await nav(page).getByRole("button", { name: "Ansprechperson" }).click();
    const dialog = page.getByRole("dialog", { name: "Ansprechperson" });
    await expect(dialog.getByText("Markus Leitner")).toBeVisible();
    await expect(dialog.getByText("Key Account Manager")).toBeVisible();
    await expect(dialog.getByRole("link", { name: /sales@intern\.demo\.at/ })).toHaveAttribute(
      "href",
      "mailto:sales@intern.demo.at",
    );
    await expect(dialog.getByRole("link", { name: /\+43/ })).toHaveAttribute("href", /^tel:\+43/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("hybrid@demo.at sees no employer profile, no smart bewerben, no invoices, no company switch, and the support contact", async ({
    page,
  }) => {
    await signInCustomer(page, "hybrid@demo.at", "/p/dashboard");
    await expect(nav(page).getByRole("button", { name: "Arbeitgeberprofil" })).toHaveCount(0);
    expect(await entriesOf(page, "Recruiting Services")).toEqual(["Bewerber-Manager", "Erwähnungen"]);
    expect(await entriesOf(page, "Profil")).toEqual([
      "Ansprechperson",
      "Firmendaten bearbeiten",
      "Einstellungen",
      "Abmelden",
    ]);
    await nav(page).getByRole("button", { name: "Ansprechperson" }).click();
    const dialog = page.getByRole("dialog", { name: "Ansprechperson" });
    await expect(dialog.getByRole("link", { name: "support@arbeitgeberportal.at" })).toBeVisible();
  });

  test("Abmelden in the navigation signs the customer out", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    await openGroup(page, "Profil");
    await nav(page).getByRole("button", { name: "Abmelden" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const me = await (await page.request.get("/api/auth/me")).json();
    expect(me.isAuthenticated).toBe(false);
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test("the navigation starts collapsed and opens as an overlay that locks page scrolling", async ({ page }) => {
    await signInCustomer(page, "kunde@demo.at", "/p/dashboard");
    const toggle = nav(page).getByRole("button", { name: "Navigation ausklappen" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(nav(page).getByRole("button", { name: "Navigation einklappen" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(nav(page).getByRole("button", { name: "Navigation ausklappen" })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });
});
