import { expect, test, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { expectNoAxeViolations, JOURNEY_TIMEOUT_MS, signInStaff, uploadLogo } from "./fixtures";

// Company 3 (Donautal Logistik GmbH, DIRECT-SALES, with credits) is touched by no other spec.
const COMPANY_ID = 3;
const EDITOR = new RegExp(`/p/internal/companies/${COMPANY_ID}/jobs/(\\d+)\\?step=(\\w+)$`);

/** Opens a design-system Select by its label and picks an option. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole("button", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** React Aria hides the native input; users (and this test) press its label. */
async function tick(page: Page, role: "checkbox" | "radio", name: string) {
  const input = page.getByRole(role, { name, exact: true });
  await input.locator("xpath=ancestor::label[1]").click();
  await expect(input).toBeChecked();
}

async function saveStep(page: Page, next: string) {
  await page.getByRole("button", { name: /^Speichern und/ }).click();
  await expect(page).toHaveURL(new RegExp(`\\?step=${next}$`));
}

interface ApiAd {
  id: number;
  status: string;
  origin: string;
  meta: { companyId: number };
  audit: { action: string; actorEmail: string | null }[];
}

test("the service-entry team creates an ad for a company through all six steps and publishes it", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const title = `Lagerlogistiker:in (m/w/d) ${Date.now()}`;
  await signInStaff(page, "serviceentry@intern.demo.at");
  await page.goto(`/p/internal/companies/${COMPANY_ID}/jobs/create`);
  await expect(
    page.getByRole("heading", { level: 1, name: /^Neues Inserat für Donautal Logistik GmbH/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zum Unternehmen" })).toHaveAttribute(
    "href",
    `/p/internal/companies/${COMPANY_ID}/jobs`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Stellentitel" }).fill(title);
  await page.getByRole("button", { name: "Inserat anlegen" }).click();
  await expect(page).toHaveURL(EDITOR);
  const id = Number(EDITOR.exec(page.url())![1]);
  expect(EDITOR.exec(page.url())![2]).toBe("data");

  // Step 1: data, with the same validation as the company's editor.
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Daten" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Stellentitel" })).toHaveValue(title);
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Ort" }).fill("Steyr");
  await page.getByRole("textbox", { name: "PLZ" }).fill("4400");
  await choose(page, /Bundesland/, "Oberösterreich");
  await tick(page, "checkbox", "Vollzeit");
  await choose(page, /Karrierestufe/, "Fachkraft mit Berufserfahrung");
  await choose(page, /Berufsfeld/, "Logistik und Transport");
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
  await expect(page.getByText("Nach GlBG § 9 (2) müssen Sie das Mindestentgelt angeben.")).toBeVisible();
  await page.getByRole("textbox", { name: /Mindestgehalt/ }).fill("2.600");
  await choose(page, /Zeitraum/, "Monat");
  const preview = page.getByRole("article", { name: /^Vorschau/ });
  await expect(preview).toContainText("ab € 2.600,00 brutto/Monat");
  await expect(preview).toContainText(title);
  await saveStep(page, "design");

  // Step 2: design with its defaults.
  await expect(page.getByRole("heading", { name: "Schritt 2 von 6: Gestaltung" })).toBeVisible();
  // Staff upload the company's logo for it.
  await uploadLogo(page);
  await expect(preview.getByRole("img", { name: /^Logo von/ })).toHaveAttribute("src", /^\/_ipx\/h_96\/uploads\//);
  await expectNoAxeViolations(page);
  await saveStep(page, "content");

  // Step 3: content in the rich-text editor.
  await expect(page.getByRole("textbox", { name: "Ihre Aufgaben" })).toBeVisible();
  await page.getByRole("textbox", { name: "Ihre Aufgaben" }).click();
  await page.keyboard.type("Kommissionierung und Versand in unserem Lager in Steyr");
  await page.getByRole("textbox", { name: "Ihr Profil" }).click();
  await page.keyboard.type("Erfahrung in der Lagerlogistik und Staplerschein");
  await page.getByRole("textbox", { name: "Wir bieten" }).click();
  await page.keyboard.type("Ein gutes Team, Weiterbildung und Essenszuschuss");
  await expect(preview).toContainText("Staplerschein");
  await page.getByRole("textbox", { name: "Name" }).fill("Petra Lang");
  await page.getByRole("textbox", { name: "E-Mail" }).fill("petra.lang@example.at");
  await saveStep(page, "product");

  // Step 4: product, with the company's balance.
  await expect(page.getByText(/Guthaben des Unternehmens: \d+ Credits?/)).toBeVisible();
  await expectNoAxeViolations(page);
  await tick(page, "radio", "Stelleninserat Standard");
  await saveStep(page, "publish");

  // Step 5 and 6.
  await tick(page, "radio", "Sofort");
  await saveStep(page, "application");
  await tick(page, "radio", "Bewerbung per E-Mail");
  await page.getByRole("textbox", { name: "E-Mail-Adresse für Bewerbungen" }).fill("jobs@example.at");
  await saveStep(page, "summary");

  // Summary: the edit links stay in the internal panel; publishing books the company's credits.
  await expect(page.getByRole("heading", { level: 1, name: `Zusammenfassung: ${title}` })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Bearbeiten\s*: Daten$/ })).toHaveAttribute(
    "href",
    `/p/internal/companies/${COMPANY_ID}/jobs/${id}?step=data`,
  );
  await expect(page.getByRole("table", { name: "Protokoll der Mitarbeitenden" })).toContainText(
    "Schritt „Bewerbung“ gespeichert",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Inserat veröffentlichen?" });
  await expect(dialog).toContainText("aus dem Guthaben von Donautal Logistik GmbH");
  await dialog.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  await expect(page.getByText("Das Inserat ist online.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Verlauf" })).toContainText("Veröffentlicht");

  // The company's ad, entered by staff and live, with every change in the audit log.
  const response = await page.request.get(`/api/manage-job-ads/internal/job-ads/${id}`);
  expect(response.status()).toBe(200);
  const ad = ((await response.json()) as { data: ApiAd }).data;
  expect(ad).toMatchObject({ status: "active", origin: "service", meta: { companyId: COMPANY_ID } });
  const actions = ad.audit.map((entry) => entry.action);
  expect(actions).toContain("job-ad.create");
  expect(actions.filter((action) => action === "job-ad.edit-step")).toHaveLength(6);
  expect(actions).toContain("job-ad.publish");
  expect(ad.audit.every((entry) => entry.actorEmail === "serviceentry@intern.demo.at")).toBe(true);

  // The public page, as candidates see it, inside the panel: the staff session goes on (issue 35 §5).
  await page.getByRole("link", { name: "Öffentliche Seite des Inserats ansehen" }).click();
  await expect(page).toHaveURL(new RegExp(`/p/internal/companies/${COMPANY_ID}/jobs/${id}/oeffentlich$`));
  await expect(page.getByText("Öffentliche Ansicht im internen Bereich")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Zurück zur Zusammenfassung des Inserats" }).click();
  await expect(page.getByRole("table", { name: "Verlauf" })).toContainText("Veröffentlicht");

  // Back at the company, the ad is in its list, live and entered by staff.
  await page.getByRole("link", { name: "Zurück zum Unternehmen" }).click();
  await expect(page).toHaveURL(new RegExp(`/p/internal/companies/${COMPANY_ID}/jobs$`));
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Aktiv");
  await expect(row.getByRole("link", { name: `Bearbeiten: Nr. ${id}` })).toHaveAttribute(
    "href",
    `/p/internal/companies/${COMPANY_ID}/jobs/${id}`,
  );
});

/** A live self-service ad of some company other than the demo ones, found through the API. */
async function liveSelfServiceAd(page: Page): Promise<{ companyId: number; id: number }> {
  for (let companyId = 5; companyId < 40; companyId++) {
    const response = await page.request.get(
      `/api/manage-job-ads/internal/job-ads?companyId=${companyId}&status=active&pageSize=100`,
    );
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { id: number; origin: string; completedSteps: string[] }[] };
    const ad = data.find((row) => row.origin === "self-service" && row.completedSteps.length === 6);
    if (ad) return { companyId, id: ad.id };
  }
  throw new Error("no active self-service ad in the seed");
}

test("QA edits the editable steps of a published self-service ad, but not product and publication", async ({
  page,
}) => {
  await signInStaff(page, "qa@intern.demo.at");
  const { companyId, id } = await liveSelfServiceAd(page);
  const editor = `/p/internal/companies/${companyId}/jobs/${id}`;

  await page.goto(`${editor}?step=product`);
  await expect(page.getByRole("heading", { name: "Schritt 4 von 6: Produkt" })).toBeVisible();
  await expect(page.getByText("Produkt und Veröffentlichung sind nach der Veröffentlichung gesperrt.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Speichern/ })).toHaveCount(0);
  await expect(page.getByRole("radio").first()).toBeDisabled();
  await expectNoAxeViolations(page);
  const before = await page.getByRole("radio", { checked: true }).getAttribute("value");
  const other = await page.getByRole("radio", { checked: false }).first().getAttribute("value");
  const refused = await page.request.post(`${editor}?step=product`, {
    form: { productId: other! },
    headers: { origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole("radio", { checked: true })).toHaveAttribute("value", before!);

  await page.goto(`${editor}?step=data`);
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Daten" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Stellentitel" })).toBeEditable();
  await expect(page.getByRole("button", { name: "Speichern und weiter" })).toBeEnabled();
  await expect(page.getByText(/gesperrt|fehlt Ihnen die Berechtigung/)).toHaveCount(0);
});

test("support, without edit rights, is sent to the internal login from the editor", async ({ page }) => {
  await signInStaff(page, "support@intern.demo.at");
  const { companyId, id } = await liveSelfServiceAd(page);
  for (const path of [
    `/p/internal/companies/${COMPANY_ID}/jobs/create`,
    `/p/internal/companies/${companyId}/jobs/${id}?step=data`,
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()["location"], path).toBe("/p/internal/login");
    // The login page sends a signed-in staff member on to the panel's start page.
    await page.goto(path);
    await expect(page).toHaveURL(/\/p\/internal$/);
    await expect(page.getByRole("heading", { name: /Schritt|Neues Inserat/ })).toHaveCount(0);
  }
});
