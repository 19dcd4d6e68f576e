import { expect, test, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { expectNoAxeViolations } from "./fixtures";

const PUBLIC_PAGES: Array<{ path: string; h1: string }> = [
  { path: "/", h1: "Die richtigen Talente für Ihr Unternehmen" },
  { path: "/smart-bewerben", h1: "Smart Bewerben" },
  { path: "/bewerber-manager", h1: "Bewerber-Manager" },
  { path: "/kh/offene-stellen", h1: "Offene Stellen schneller besetzen" },
  { path: "/kh/recruiting-mix", h1: "Der richtige Recruiting-Mix" },
  { path: "/kh/richtigen-talente-anziehen", h1: "Die richtigen Talente anziehen" },
  { path: "/produkte/talentsuche", h1: "Talentsuche" },
  { path: "/produkte/talentsuche/basis", h1: "Talentsuche Basis" },
  { path: "/produkte/talentsuche/premium", h1: "Talentsuche Premium" },
  { path: "/produkte/stelleninserate", h1: "Stelleninserate" },
  { path: "/produkte/stelleninserate/standard", h1: "Stelleninserat Standard" },
  { path: "/produkte/stelleninserate/top", h1: "Stelleninserat Top" },
  { path: "/produkte/stelleninserate/premium", h1: "Stelleninserat Premium" },
  { path: "/produkte/arbeitgebermarke", h1: "Arbeitgeberprofil" },
  { path: "/hr/tipps", h1: "HR Know-how" },
  { path: "/hr/faqs", h1: "Häufige Fragen" },
  { path: "/agb", h1: "AGB und Impressum" },
];

// Prices of the seeded catalogue (db/seed.ts), as the de-AT formatter writes them.
const STANDARD_PRICE = /€\s490,00\s+zzgl\.\s20\s%\sUSt\./;

const teaser = (page: Page) => page.getByRole("complementary", { name: "Angebot" });
const offerTitles = (page: Page) =>
  page.getByRole("region", { name: "Unsere Produkte" }).getByRole("heading", { level: 3 });

test.describe("public content pages", () => {
  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`${path} answers 200 with one h1, meta description and Open Graph tags, without axe violations`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(/Arbeitgeberportal/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", /^(website|article)$/);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${BASE_URL}${path}`);
      await expectNoAxeViolations(page);
    });
  }

  test("the product pages show prices from the catalogue", async ({ page }) => {
    await page.goto("/produkte/stelleninserate");
    const standard = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Stelleninserat Standard" }) });
    await expect(standard).toContainText(STANDARD_PRICE);
    await expect(standard).toContainText("30 Tage");
    await expect(standard).toContainText("1 Credit");
    await expect(offerTitles(page)).toHaveText([
      "Stelleninserat Standard",
      "Stelleninserat Top",
      "Stelleninserat Premium",
    ]);

    await page.getByRole("link", { name: "Details zu Stelleninserat Standard" }).click();
    await expect(page).toHaveURL(/\/produkte\/stelleninserate\/standard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stelleninserat Standard");
    await expect(page.getByRole("region", { name: "Preis" })).toContainText(STANDARD_PRICE);

    await page.goto("/produkte/arbeitgebermarke");
    await expect(offerTitles(page)).toHaveText([
      "Unternehmensseite",
      "Unternehmensseite Plus",
      "Employer Branding Basic",
      "Employer Branding Plus",
    ]);
    await expect(page.getByText("12 Monate").first()).toBeVisible();
  });

  test("the home page and the teaser name the cheapest job ad", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("listitem").filter({ hasText: "Reichweite in ganz Österreich" })).toContainText(
      /ab\s€\s490,00\s/,
    );
    await expect(teaser(page)).toContainText(/Jetzt Inserat schalten – ab\s€\s490,00\s/);
  });

  test("an unknown or wrong-family product id is a 404", async ({ page }) => {
    for (const path of [
      "/produkte/stelleninserate/gibtsnicht",
      "/produkte/talentsuche/standard",
      "/produkte/stelleninserate/unternehmensseite",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Diese Seite konnte nicht gefunden werden." })).toBeVisible();
    }
  });

  test("the teaser bar shows on content pages and hides on product detail pages", async ({ page }) => {
    await page.goto("/produkte/stelleninserate");
    await expect(teaser(page)).toBeVisible();
    await teaser(page).getByRole("link").click();
    await expect(page).toHaveURL(/\/produkte\/stelleninserate$/);

    await page.goto("/produkte/stelleninserate/top");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stelleninserat Top");
    await expect(teaser(page)).toHaveCount(0);

    // Client-side navigation back to an overview shows it again.
    await page.getByRole("link", { name: "Alle Produkte vergleichen" }).click();
    await expect(page).toHaveURL(/\/produkte\/stelleninserate$/);
    await expect(teaser(page)).toBeVisible();
  });

  test("the FAQs are an accessible disclosure list", async ({ page }) => {
    await page.goto("/hr/faqs");
    for (const group of ["Inserate", "Guthaben", "Rechnungen", "Talentsuche", "Konto"]) {
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
    const question = page.getByText("Warum muss ich ein Gehalt angeben?");
    const answer = page.getByText(/Gleichbehandlungsgesetz \(§ 9 Abs\. 2\)/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("ab € 3.200,00 brutto/Monat (Überzahlung möglich)");
  });

  test("HR know-how covers salary statement, (m/w/d) and the 7-month retention", async ({ page }) => {
    await page.goto("/hr/tipps");
    await expect(page.getByText("ab € 3.200,00 brutto/Monat (Überzahlung möglich)", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /\(m\/w\/d\)/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /DSGVO/ })).toBeVisible();
    await expect(page.locator("#datenschutz")).toContainText("sieben Monaten");
    await page.getByRole("navigation", { name: "Inhalt dieser Seite" }).getByRole("link", { name: /DSGVO/ }).click();
    await expect(page).toHaveURL(/#datenschutz$/);
  });

  test("the imprint names the operator with its register data", async ({ page }) => {
    await page.goto("/agb");
    const imprint = page.locator("#impressum");
    for (const text of ["Arbeitgeberportal GmbH", "1010 Wien", "FN 123456a", "ATU12345678", "§ 5 E-Commerce-Gesetz"]) {
      await expect(imprint).toContainText(text);
    }
    await expect(page.getByText("Stand: Jänner 2026")).toBeVisible();
  });
});
