import { expect, test, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { XSS_CORPUS } from "../support/xss-corpus";
import { expectNoAxeViolations as axe, JOURNEY_TIMEOUT_MS, signInCustomer, uploadLogo } from "./fixtures";

/** axe once the page's loading bar (outside every landmark while it shows) has gone. */
async function expectNoAxeViolations(page: Page) {
  await expect(page.getByRole("progressbar", { name: "Seite wird geladen" })).toHaveCount(0);
  await axe(page);
}

/** Opens a design-system Select by its label and picks an option. */
async function choose(page: Page, label: string | RegExp, option: string, index = 0) {
  await page.getByRole("button", { name: label }).nth(index).click();
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
  await expect(page).toHaveURL(new RegExp(`/p/jobs/\\d+/${next}$`));
}

/** Starts a new ad on /p/jobs/create and returns its id (the page is then on its data step). */
async function createAd(page: Page): Promise<number> {
  await signInCustomer(page, "kunde@demo.at", "/p/jobs/create");
  await expect(page.getByRole("heading", { level: 1, name: "Neues Inserat schalten" })).toBeVisible();
  await page.getByRole("button", { name: "Neues Inserat anlegen" }).click();
  await expect(page).toHaveURL(/\/p\/jobs\/\d+\/data$/);
  return Number(/\/p\/jobs\/(\d+)\//.exec(page.url())![1]);
}

test("a company user creates an ad through all six steps and publishes it", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const title = `Servicetechniker:in (m/w/d) ${Date.now()}`;
  await signInCustomer(page, "kunde@demo.at", "/p/jobs/create");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Neues Inserat anlegen" }).click();
  await expect(page).toHaveURL(/\/p\/jobs\/\d+\/data$/);
  const id = Number(/\/p\/jobs\/(\d+)\//.exec(page.url())![1]);

  // Step 1: data, with a reload in the middle.
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Daten" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Stellentitel" }).fill("Servicetechniker");
  await expect(page.getByText(/Bitte formulieren Sie den Titel geschlechtsneutral/)).toBeVisible();
  await page.getByRole("textbox", { name: "Stellentitel" }).fill(title);
  await expect(page.getByText(/Bitte formulieren Sie den Titel geschlechtsneutral/)).toHaveCount(0);
  await page.getByRole("textbox", { name: "Ort" }).fill("Linz");
  await page.getByRole("textbox", { name: "PLZ" }).fill("4020");
  await choose(page, /Bundesland/, "Oberösterreich");
  await tick(page, "checkbox", "Vollzeit");
  await expect(page.getByRole("status").filter({ hasText: /^Gespeichert$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Stellentitel" })).toHaveValue(title);
  await expect(page.getByRole("textbox", { name: "Ort" })).toHaveValue("Linz");
  await expect(page.getByRole("textbox", { name: "PLZ" })).toHaveValue("4020");
  await expect(page.getByRole("button", { name: /Bundesland/ })).toContainText("Oberösterreich");
  await expect(page.getByRole("checkbox", { name: "Vollzeit" })).toBeChecked();
  await expect(page.getByText("Ihre letzten Eingaben wurden wiederhergestellt")).toBeVisible();

  // Skipping ahead by URL lands on the first incomplete step.
  await page.goto(`/p/jobs/${id}/content`);
  await expect(page).toHaveURL(new RegExp(`/p/jobs/${id}/data$`));
  await expect(page.getByRole("textbox", { name: "Stellentitel" })).toHaveValue(title);

  await page.getByRole("button", { name: "Weiteren Arbeitsort hinzufügen" }).click();
  await page.getByRole("textbox", { name: "Ort" }).nth(1).fill("Wels");
  await page.getByRole("textbox", { name: "PLZ" }).nth(1).fill("4600");
  await choose(page, /Bundesland/, "Oberösterreich", 1);
  await page.getByRole("textbox", { name: "Wochenstunden" }).fill("38,5");
  await choose(page, /Karrierestufe/, "Fachkraft mit Berufserfahrung");
  await choose(page, /Berufsfeld/, "Technik und Ingenieurwesen");
  // A missing salary is refused with the reason (GlBG § 9).
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
  await expect(page.getByText("Nach GlBG § 9 (2) müssen Sie das Mindestentgelt angeben.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Mindestgehalt/ })).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("textbox", { name: /Mindestgehalt/ }).fill("3.200");
  await choose(page, /Zeitraum/, "Monat");
  await tick(page, "checkbox", "Überzahlung möglich");
  const preview = page.getByRole("article", { name: /^Vorschau/ });
  await expect(preview).toContainText("ab € 3.200,00 brutto/Monat (Überzahlung möglich)");
  await expect(preview).toContainText("4020 Linz, Oberösterreich; 4600 Wels, Oberösterreich");
  await expect(preview).toContainText(title);
  await saveStep(page, "design");

  // Step 2: design, with a logo upload shown through /_ipx.
  await expectNoAxeViolations(page);
  await uploadLogo(page);
  const previewLogo = preview.getByRole("img", { name: /^Logo von/ });
  await expect(previewLogo).toHaveAttribute("src", /^\/_ipx\/h_96\/uploads\/[a-z0-9-]+$/);
  await expect.poll(() => previewLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByLabel("Hauptfarbe").fill("#1d4ed8");
  await expectNoAxeViolations(page);
  await saveStep(page, "content");

  // Step 3: content in the rich-text editor.
  const tasks = page.getByRole("textbox", { name: "Ihre Aufgaben" });
  await expect(tasks).toBeVisible();
  await expectNoAxeViolations(page);
  await tasks.click();
  await page
    .getByRole("toolbar", { name: "Formatierung: Ihre Aufgaben" })
    .getByRole("button", { name: "Aufzählung" })
    .click();
  await page.keyboard.type("Wartung unserer Anlagen in ganz Oberösterreich");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Störungsbehebung vor Ort");
  await expect(preview.getByRole("listitem").filter({ hasText: "Störungsbehebung vor Ort" })).toBeVisible();
  await page.getByRole("textbox", { name: "Ihr Profil" }).click();
  await page.keyboard.type("Abgeschlossene Lehre als Elektrotechniker:in");
  await page.getByRole("textbox", { name: "Wir bieten" }).click();
  await page.keyboard.press("Control+b");
  await page.keyboard.type("Firmenauto");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(", Gleitzeit und Weiterbildung");
  await expect(preview.locator("strong", { hasText: "Firmenauto" })).toBeVisible();
  await page.getByRole("textbox", { name: "Name" }).fill("Maria Huber");
  await page.getByRole("textbox", { name: "E-Mail" }).fill("maria.huber@example.at");
  await saveStep(page, "product");

  // Step 4: product, with the credit balance.
  await expect(page.getByText(/Ihr Guthaben: \d+ Credits?/)).toBeVisible();
  await expectNoAxeViolations(page);
  await tick(page, "radio", "Stelleninserat Standard");
  await saveStep(page, "publish");

  // Step 5: publication.
  await expectNoAxeViolations(page);
  await tick(page, "radio", "Sofort");
  await saveStep(page, "application");

  // Step 6: application.
  await expectNoAxeViolations(page);
  await tick(page, "radio", "Bewerbung per E-Mail");
  await page.getByRole("textbox", { name: "E-Mail-Adresse für Bewerbungen" }).fill("jobs@example.at");
  await saveStep(page, "summary");

  // Summary: everything, history, price and balance; publish after confirming.
  await expect(page.getByRole("heading", { level: 1, name: `Zusammenfassung: ${title}` })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Bearbeiten\s*: Daten$/ })).toHaveAttribute(
    "href",
    `/p/jobs/${id}/data`,
  );
  await expect(page.getByRole("table", { name: "Verlauf" })).toContainText("Entwurf angelegt");
  await expect(page.getByRole("img", { name: "Logo", exact: true })).toHaveAttribute("src", /\/uploads\//);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Inserat veröffentlichen?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  await expect(page.getByText("Ihr Inserat ist online.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Verlauf" })).toContainText("Veröffentlicht");

  await page.goto("/p/jobs");
  await expect(page.getByText(title)).toBeVisible();
});

test("product and publication of a published ad are read-only for the company", async ({ page }) => {
  await signInCustomer(page, "kunde@demo.at", "/p/jobs/4/product");
  // Ad 4 is the demo company's active ad.
  const reason = "Produkt und Veröffentlichung können nach der Veröffentlichung nicht mehr geändert werden.";
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Speichern/ })).toHaveCount(0);
  await expect(page.getByRole("radio").first()).toBeDisabled();
  await expectNoAxeViolations(page);
  const before = await page.getByRole("radio", { checked: true }).getAttribute("value");
  const other = await page.getByRole("radio", { checked: false }).first().getAttribute("value");
  const response = await page.request.post("/p/jobs/4/product", {
    form: { productId: other! },
    headers: { origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(409);
  await page.reload();
  await expect(page.getByRole("radio", { checked: true })).toHaveAttribute("value", before!);
});

test("script in any field never runs on the summary or in the preview", async ({ page }) => {
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const id = await createAd(page);
  const post = async (step: string, form: Record<string, string>, next: string) => {
    const response = await page.request.post(`/p/jobs/${id}/${step}`, { form, headers: { origin: BASE_URL } });
    expect(response.url(), `${step} was not saved`).toMatch(new RegExp(`/p/jobs/${id}/${next}$`));
  };
  const all = XSS_CORPUS.join(" ");

  await post(
    "data",
    {
      title: `${XSS_CORPUS[0]} (m/w/d)`,
      "locations[0].city": XSS_CORPUS[1],
      "locations[0].postcode": "1010",
      "locations[0].state": "Wien",
      remote: "none",
      employmentTypes: "vollzeit",
      jobLevel: "fachkraft",
      jobField: "it",
      salaryMin: "2.500,00",
      salaryPeriod: "month",
      salaryText: all,
    },
    "design",
  );
  await post("design", { template: "classic", primaryColor: "#0b5cab", accentColor: "#f2a900" }, "content");
  const section = `<p>Genug Text für die Mindestlänge des Abschnitts.</p>${all}`;
  await post(
    "content",
    {
      intro: section,
      tasks: section,
      profile: section,
      offer: section,
      contact: section,
      contactName: XSS_CORPUS[4],
      contactEmail: "kontakt@example.at",
      contactPhone: "+43 1 234567",
    },
    "product",
  );
  await page.goto(`/p/jobs/${id}/product`);
  const productId = await page.getByRole("radio").first().getAttribute("value");
  await post("product", { productId: productId! }, "publish");
  await post("publish", { publishMode: "now" }, "application");
  await post(
    "application",
    { applicationMethod: "url", applicationUrl: `https://example.at/bewerben?x="><script>alert(1)</script>` },
    "summary",
  );

  for (const path of [`/p/jobs/${id}/summary`, `/p/jobs/${id}/content`, `/p/jobs/${id}/data`]) {
    await page.goto(path);
    await expect(page.getByRole("article", { name: /^Vorschau/ })).toBeVisible();
    // The text arrives as text.
    await expect(page.getByRole("article", { name: /^Vorschau/ })).toContainText(`${XSS_CORPUS[0]} (m/w/d)`);
    const main = page.locator("main");
    await expect(main.locator("script")).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.locator("img[onerror], svg[onload], [onclick], [onload], [onerror]")).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await expect(main.locator("svg:not([aria-hidden])")).toHaveCount(0);
    await expect(main.locator('[style="x"]')).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
});
