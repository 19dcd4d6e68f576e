import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signInCustomer, waitForHydration } from "./fixtures";

// Number input (issue 11): amounts typed KEY BY KEY, as people type them, into the data step of
// fresh drafts of kunde@demo.at (created here, so no other spec's ad changes), and a count on
// /p/credits that is never submitted.

/** Like a person at the keyboard: each key its own event, with a pause between. */
const KEY_DELAY = { delay: 30 };

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole("button", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function tick(page: Page, name: string) {
  const input = page.getByRole("checkbox", { name, exact: true });
  await input.locator("xpath=ancestor::label[1]").click();
  await expect(input).toBeChecked();
}

/** Typing needs React's handlers, not just the server's HTML (a document load follows the draft's creation). */
const waitForField = (page: Page, label: string | RegExp) =>
  waitForHydration(page.getByRole("textbox", { name: label }));

/**
 * Leaves the field, then saves: the errors blur validation shows above the button move it, and
 * a click whose press and release land on different spots does not press it.
 */
async function save(page: Page) {
  await page.keyboard.press("Tab");
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
}

/** Starts a new ad and returns its id; the page is then on its data step. */
async function createAd(page: Page): Promise<number> {
  await signInCustomer(page, "kunde@demo.at", "/p/jobs/create");
  await page.getByRole("button", { name: "Neues Inserat anlegen" }).click();
  await expect(page).toHaveURL(/\/p\/jobs\/\d+\/data$/);
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Daten" })).toBeVisible();
  await waitForField(page, "Stellentitel");
  return Number(/\/p\/jobs\/(\d+)\//.exec(page.url())![1]);
}

/** Everything of the data step but the salary amounts. */
async function fillDataWithoutAmounts(page: Page) {
  await page.getByRole("textbox", { name: "Stellentitel" }).fill(`Bäcker:in (m/w/d) ${Date.now()}`);
  await page.getByRole("textbox", { name: "Ort" }).fill("Linz");
  await page.getByRole("textbox", { name: "PLZ" }).fill("4020");
  await choose(page, /Bundesland/, "Oberösterreich");
  await tick(page, "Vollzeit");
  await choose(page, /Karrierestufe/, "Fachkraft mit Berufserfahrung");
  await choose(page, /Berufsfeld/, "Handwerk und Produktion");
  await choose(page, /Zeitraum/, "Monat");
}

const minSalary = (page: Page) => page.getByRole("textbox", { name: /Mindestgehalt/ });
const maxSalary = (page: Page) => page.getByRole("textbox", { name: /Höchstgehalt/ });
const preview = (page: Page) => page.getByRole("article", { name: /^Vorschau/ });

test("amounts typed key by key keep their thousands, in the field, the preview and after saving", async ({ page }) => {
  test.setTimeout(90_000);
  const id = await createAd(page);
  await fillDataWithoutAmounts(page);

  // Autosave stores this amount's draft before the submission below, so the two cannot race.
  const draftSaved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      (response.request().postData() ?? "").includes("salaryMin=1.850%2C50") &&
      (response.request().postData() ?? "").includes("autosave"),
  );
  await minSalary(page).click();
  await page.keyboard.type("1.850,50", KEY_DELAY);
  await expect(minSalary(page)).toHaveValue("1.850,50");
  await expect(preview(page)).toContainText("ab € 1.850,50 brutto/Monat");
  await draftSaved;
  await maxSalary(page).click();
  await page.keyboard.type("3.200", KEY_DELAY);
  // While the field still has focus the text stays as typed and already reads as 3200.
  await expect(maxSalary(page)).toHaveValue("3.200");

  // Enter before leaving the field: the server reads the text as the field does.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/p/jobs/${id}/design$`));
  // The design step's preview shows the saved ad.
  await expect(preview(page)).toContainText("€ 1.850,50 bis € 3.200,00 brutto/Monat");
  await page.goto(`/p/jobs/${id}/data`);
  await waitForField(page, "Stellentitel");
  await expect(minSalary(page)).toHaveValue("1.850,50");
  // "3.200,00" as saved, or "3.200" when a late autosave kept the typed text as the step's draft.
  await expect(maxSalary(page)).toHaveValue(/^3\.200(,00)?$/);
  await expect(preview(page)).toContainText("€ 1.850,50 bis € 3.200,00 brutto/Monat");

  // A decimal dot: blur shows how the whole text reads.
  await maxSalary(page).fill("");
  await maxSalary(page).click();
  await page.keyboard.type("2400.5", KEY_DELAY);
  await page.keyboard.press("Tab");
  await expect(maxSalary(page)).toHaveValue("2.400,5");
  await expect(preview(page)).toContainText("€ 1.850,50 bis € 2.400,50 brutto/Monat");
});

test("an implausible salary asks “Meinten Sie …?” and the user takes the suggestion or confirms", async ({ page }) => {
  test.setTimeout(90_000);
  const id = await createAd(page);
  await fillDataWithoutAmounts(page);

  await minSalary(page).click();
  await page.keyboard.type("3,20", KEY_DELAY);
  await save(page);
  const question = "Meinten Sie € 3.200,00? € 3,20 pro Monat liegt unter jedem kollektivvertraglichen Mindestentgelt.";
  await expect(page.getByText(question)).toBeVisible();
  await expect(minSalary(page)).toHaveAttribute("aria-invalid", "true");
  await expect(minSalary(page)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/p/jobs/${id}/data$`));
  await expectNoAxeViolations(page);

  await page
    .getByRole("group", { name: "Mindestgehalt prüfen" })
    .getByRole("button", { name: "€ 3.200,00 übernehmen" })
    .click();
  await expect(minSalary(page)).toHaveValue("3.200,00");
  await expect(page.getByText(question)).toHaveCount(0);
  await expect(preview(page)).toContainText("ab € 3.200,00 brutto/Monat");

  // Far too high and no correction fits: the user confirms the amount as typed.
  await maxSalary(page).click();
  await page.keyboard.type("90.000", KEY_DELAY);
  await save(page);
  await expect(
    page.getByText("Bitte prüfen Sie den Betrag: € 90.000,00 pro Monat ist ungewöhnlich hoch."),
  ).toBeVisible();
  await expect(maxSalary(page)).toBeFocused();
  await page
    .getByRole("group", { name: "Höchstgehalt prüfen" })
    .getByRole("button", { name: "€ 90.000,00 ist richtig" })
    .click();
  await expect(maxSalary(page)).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
  await expect(page).toHaveURL(new RegExp(`/p/jobs/${id}/design$`));

  await page.goto(`/p/jobs/${id}/data`);
  await expect(minSalary(page)).toHaveValue("3.200,00");
  // As saved, or as typed when a late autosave kept it as the step's draft (same amount).
  await expect(maxSalary(page)).toHaveValue(/^90\.000(,00)?$/);
});

test("every error of the data step shows in one round, with focus on the first invalid field", async ({ page }) => {
  test.setTimeout(60_000);
  await createAd(page);
  await page.getByRole("textbox", { name: "Stellentitel" }).fill("Koch");
  await page.getByRole("textbox", { name: "Wochenstunden" }).fill("99");
  await save(page);

  await expect(page.getByText("Der Stellentitel braucht mindestens 5 Zeichen.")).toBeVisible();
  await expect(page.getByText("Bitte geben Sie zwischen 0,5 und 60 Wochenstunden an.")).toBeVisible();
  await expect(page.getByText("Bitte wählen Sie mindestens ein Beschäftigungsausmaß.")).toBeVisible();
  // The salary rules no longer wait for the other fields to pass.
  await expect(page.getByText("Nach GlBG § 9 (2) müssen Sie das Mindestentgelt angeben.")).toBeVisible();
  await expect(page.getByText("Bitte wählen Sie den Zeitraum des Gehalts.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Stellentitel" })).toBeFocused();

  // The first invalid field further down, a select: its button takes focus.
  await page.getByRole("textbox", { name: "Stellentitel" }).fill("Koch:Köchin (m/w/d)");
  await page.getByRole("textbox", { name: "Ort" }).fill("Wels");
  await page.getByRole("textbox", { name: "PLZ" }).fill("4600");
  await choose(page, /Bundesland/, "Oberösterreich");
  await tick(page, "Vollzeit");
  await page.getByRole("textbox", { name: "Wochenstunden" }).fill("40");
  await save(page);
  await expect(page.getByRole("button", { name: /Karrierestufe/ })).toBeFocused();
  await expect(page.getByText("Nach GlBG § 9 (2) müssen Sie das Mindestentgelt angeben.")).toBeVisible();
});

test("a count typed as 2,5 is refused with a German message, 1.234 reads as 1234", async ({ page }) => {
  await signInCustomer(page, "kunde@demo.at", "/p/credits");
  await waitForField(page, /^Anzahl/);
  const count = page.getByRole("textbox", { name: /^Anzahl/ });
  await count.fill("");
  await count.click();
  await page.keyboard.type("2,5", KEY_DELAY);
  await page.keyboard.press("Tab");
  await expect(count).toHaveValue("2,5");
  await expect(count).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Bitte geben Sie eine ganze Zahl ohne Komma ein.")).toBeVisible();
  await expectNoAxeViolations(page);

  await count.fill("");
  await count.click();
  await page.keyboard.type("1.234", KEY_DELAY);
  await page.keyboard.press("Tab");
  await expect(count).toHaveValue("1234");
  await expect(count).not.toHaveAttribute("aria-invalid", "true");
});
