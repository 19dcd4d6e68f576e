import { expect, test, type Page, type Route } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { declineOptionalCookies, expectNoAxeViolations, signInCustomer, signInStaff } from "./fixtures";

// One after the other: the create test counts company 4's drafts, and the QA test starts one there.
test.describe.configure({ mode: "serial" });

// Every test here starts its own ad (kunde@demo.at's company 1, or a new ad of hybrid@demo.at's
// company 4 for the QA rejection); the only seeded ads read are company 1's active ones, unchanged.

const DRAFT_REQUEST = /\/api\/manage-job-ads\/external\/job-ads\/\d+\/steps\/data\/draft$/;

/** Starts a new ad on /p/jobs/create and returns its id (the page is then on its data step). */
async function createAd(page: Page): Promise<number> {
  await signInCustomer(page, "kunde@demo.at", "/p/jobs/create");
  await page.getByRole("button", { name: "Neues Inserat anlegen" }).click();
  await expect(page).toHaveURL(/\/p\/jobs\/\d+\/data$/);
  await expect(page.getByRole("textbox", { name: "Stellentitel" })).toBeEditable();
  return Number(/\/p\/jobs\/(\d+)\//.exec(page.url())![1]);
}

const title = (page: Page) => page.getByRole("textbox", { name: "Stellentitel" });
const autosaveStatus = (page: Page) => page.locator("p[role=status][data-autosave]");

async function draftCount(page: Page): Promise<number> {
  const response = await page.request.get("/api/manage-job-ads/external/job-ads?status=draft");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

test.describe("autosave never loses typing", () => {
  test("typing and at once following a link keeps the text", async ({ page }) => {
    const id = await createAd(page);
    await title(page).fill("Sofort verlassen per Link (m/w/d)");
    await page.getByRole("link", { name: /Zusammenfassung/ }).click();
    await expect(page).toHaveURL(new RegExp(`/p/jobs/${id}/summary$`));
    await page.goto(`/p/jobs/${id}/data`);
    await expect(title(page)).toHaveValue("Sofort verlassen per Link (m/w/d)");
    await expect(autosaveStatus(page)).toHaveText("Gespeichert. Ihre letzten Eingaben wurden wiederhergestellt.");
  });

  test("typing and at once pressing the back button keeps the text", async ({ page }) => {
    const id = await createAd(page);
    await title(page).fill("Sofort zurück (m/w/d)");
    await page.goBack();
    await expect(page).toHaveURL(/\/p\/jobs\/create$/);
    // The editor holds the way back until its save is out (the address flips back and forth
    // meanwhile): only the create page itself says the navigation has ended.
    await expect(page.getByRole("button", { name: "Neues Inserat anlegen" })).toBeVisible();
    await page.goto(`/p/jobs/${id}/data`);
    await expect(title(page)).toHaveValue("Sofort zurück (m/w/d)");
  });

  test("typing and at once reloading keeps the text", async ({ page }) => {
    const id = await createAd(page);
    await title(page).fill("Sofort neu geladen (m/w/d)");
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/p/jobs/${id}/data$`));
    // The save left with the old page; the new page may have been answered first, so look again.
    await expect(async () => {
      await page.goto(`/p/jobs/${id}/data`);
      await expect(title(page)).toHaveValue("Sofort neu geladen (m/w/d)", { timeout: 1_000 });
    }).toPass();
  });
});

test("the status says truthfully where the typing is: saving, not saved, saved", async ({ page }) => {
  await createAd(page);
  // Hold the first save until the test lets it fail.
  let held: Route | undefined;
  await page.route(DRAFT_REQUEST, (route) => {
    held = route;
  });
  await title(page).fill("Status ehrlich (m/w/d)");
  await expect(autosaveStatus(page)).toHaveText("Wird gespeichert …");
  await expect.poll(() => held !== undefined).toBe(true);
  await held!.abort("failed");
  await expect(autosaveStatus(page)).toHaveText(
    "Nicht gespeichert: Ihre letzten Eingaben konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  );
  await expect(page.getByText("Entwurf automatisch gespeichert")).toHaveCount(0);

  await page.unroute(DRAFT_REQUEST);
  await title(page).fill("Status ehrlich, zweiter Versuch (m/w/d)");
  await expect(autosaveStatus(page)).toHaveText("Gespeichert");
  await expectNoAxeViolations(page);

  // A refused "Speichern und weiter" is not also "saved"; the field at fault is marked.
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
  await expect(autosaveStatus(page)).toHaveText("Nicht gespeichert: Bitte prüfen Sie die markierten Angaben.");
  await expect(page.getByRole("textbox", { name: "Ort" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/^Gespeichert/)).toHaveCount(0);
});

test("a failed save keeps the user on the step once, then lets them go", async ({ page }) => {
  const id = await createAd(page);
  await page.route(DRAFT_REQUEST, (route) => route.abort("failed"));
  await title(page).fill("Nicht gespeichert beim Verlassen (m/w/d)");
  await page.getByRole("link", { name: /Zusammenfassung/ }).click();
  await expect(autosaveStatus(page)).toHaveText(/^Nicht gespeichert/);
  await expect(page).toHaveURL(new RegExp(`/p/jobs/${id}/data$`));
  await page.getByRole("link", { name: /Zusammenfassung/ }).click();
  await expect(page).toHaveURL(new RegExp(`/p/jobs/${id}/summary$`));
});

test("/p/jobs/create makes a draft only on the button, once for a double click, pre-filled", async ({ page }) => {
  // hybrid@demo.at: no other spec starts drafts for that company, so the count is this test's own.
  await signInCustomer(page, "hybrid@demo.at", "/p/jobs/create");
  const before = await draftCount(page);
  await page.reload();
  await page.goto("/p/jobs");
  await page.goto("/p/jobs/create");
  expect(await draftCount(page)).toBe(before);

  await page.getByRole("button", { name: "Neues Inserat anlegen" }).dblclick();
  await expect(page).toHaveURL(/\/p\/jobs\/\d+\/data$/);
  expect(await draftCount(page)).toBe(before + 1);
  const id = Number(/\/p\/jobs\/(\d+)\//.exec(page.url())![1]);

  // Fill in the first two steps to reach the contact person on "Inhalt".
  const post = async (step: string, form: Record<string, string>) => {
    const response = await page.request.post(`/p/jobs/${id}/${step}`, { form, headers: { origin: BASE_URL } });
    expect(response.ok()).toBe(true);
  };
  await post("data", {
    title: "Vorbefüllt (m/w/d)",
    "locations[0].city": "Linz",
    "locations[0].postcode": "4020",
    "locations[0].state": "Oberösterreich",
    remote: "none",
    employmentTypes: "vollzeit",
    jobLevel: "fachkraft",
    jobField: "it",
    salaryMin: "2.500,00",
    salaryPeriod: "month",
  });
  await post("design", { template: "classic", primaryColor: "#0b5cab", accentColor: "#f2a900" });
  await page.goto(`/p/jobs/${id}/content`);
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue("Florian Brunner");
  await expect(page.getByRole("textbox", { name: /^E-Mail/ })).toHaveValue("hybrid@demo.at");
});

test("'Verlängern' states its cost and the new end date before it is confirmed; 'Löschen' is not prominent", async ({
  page,
}) => {
  await signInCustomer(page, "kunde@demo.at", "/p/jobs?status=active");
  // The consent banner covers the page's bottom right, where a row's actions may lie (other
  // tests add active ads, so the rows move) until it is answered.
  await declineOptionalCookies(page);
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: /^Verlängern/ }) })
    .first();
  await row.getByRole("button", { name: /^Verlängern/ }).click();
  const dialog = page.getByRole("dialog", { name: "Inserat verlängern?" });
  await expect(dialog).toContainText(/Kosten\s*\d+ Credits?/);
  await expect(dialog).toContainText(/Neues Enddatum\s*\d{2}\.\d{2}\.\d{4}/);
  await expect(dialog).toContainText(/Guthaben danach\s*-?\d+ Credits?/);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/p/jobs?status=expired");
  const withDelete = page
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: /^Löschen/ }) })
    .first();
  const buttons = withDelete.getByRole("button");
  await expect(buttons.last()).toHaveAccessibleName(/^Löschen/);
  await expect(buttons.last()).toHaveClass(/bg-white/);
});

test("a QA rejection shows in the ad's row with its reasons and on the dashboard", async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Abgelehnt im Test ${Date.now()} (m/w/d)`;
  const company = await browser.newContext();
  const customer = await company.newPage();
  await signInCustomer(customer, "hybrid@demo.at");
  const api = async (method: "POST" | "PUT", path: string, data: unknown) => {
    const response = await customer.request.fetch(`/api/manage-job-ads/external/${path}`, {
      method,
      data,
      headers: { origin: BASE_URL },
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: { id: number; status?: string } };
  };
  const products = await customer.request.get("/api/manage-job-ads/external/job-ads/26");
  const productId = ((await products.json()) as { data: { steps: { product: { id: number } } } }).data.steps.product.id;
  const { id } = (await api("POST", "job-ads", { title })).data;
  await api("PUT", `job-ads/${id}/steps/data`, {
    title,
    locations: [{ city: "Graz", postcode: "8010", state: "Steiermark" }],
    remote: "none",
    employmentTypes: ["vollzeit"],
    jobLevel: "fachkraft",
    jobField: "gastro",
    anonymous: false,
    salaryMin: "2.400,00",
    salaryPeriod: "month",
    salaryOverpay: true,
  });
  await api("PUT", `job-ads/${id}/steps/design`, {
    template: "classic",
    primaryColor: "#0B5CAB",
    accentColor: "#F2A900",
  });
  const text = "<p>Wir backen seit 1920 Brot und Gebäck für die Steiermark.</p>";
  await api("PUT", `job-ads/${id}/steps/content`, {
    intro: text,
    tasks: text,
    profile: text,
    offer: text,
    contactName: "Florian Brunner",
    contactEmail: "hybrid@demo.at",
    contactPhone: "",
  });
  await api("PUT", `job-ads/${id}/steps/product`, { productId });
  await api("PUT", `job-ads/${id}/steps/publish`, { publishMode: "now" });
  await api("PUT", `job-ads/${id}/steps/application`, {
    applicationMethod: "email",
    applicationEmail: "hybrid@demo.at",
  });
  expect((await api("POST", `job-ads/${id}/publish`, {})).data.status).toBe("review");

  const staff = await browser.newContext();
  const qa = await staff.newPage();
  await signInStaff(qa, "qa@intern.demo.at");
  for (const [path, data] of [
    [`qa/${id}/claim`, {}],
    [
      `qa/${id}/report`,
      { decision: "rejected", reasons: ["salary", "content"], message: "Bitte ergänzen Sie die Aufgaben." },
    ],
  ] as const) {
    const response = await qa.request.post(`/api/manage-job-ads/internal/${path}`, {
      data,
      headers: { origin: BASE_URL },
    });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  }
  await staff.close();

  // The newest change comes first.
  await customer.goto("/p/jobs?status=draft");
  const row = customer.getByRole("row").filter({ hasText: new RegExp(`Nr\\. ${id}( ·|$)`) });
  await expect(row).toContainText("Abgelehnt – bitte überarbeiten");
  const reasons = row.getByRole("list", { name: /^Gründe der Ablehnung/ });
  await expect(reasons).toBeHidden();
  await row.getByText("Gründe anzeigen").click();
  await expect(reasons).toContainText("Die Gehaltsangabe fehlt");
  await expect(reasons).toContainText("Die Beschreibung ist unvollständig");
  await expect(row).toContainText("Bitte ergänzen Sie die Aufgaben.");
  await expectNoAxeViolations(customer);

  await customer.goto("/p/dashboard");
  await expect(customer.getByRole("heading", { name: "Abgelehnt – bitte überarbeiten", level: 2 })).toBeVisible();
  await customer
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("link", { name: /^Gründe ansehen/ })
    .click();
  await expect(customer).toHaveURL(new RegExp(`/p/jobs/${id}/summary$`));
  await company.close();
});
