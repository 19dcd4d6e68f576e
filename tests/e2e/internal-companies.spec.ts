import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { expectNoAxeViolations, signInStaff } from "./fixtures";

// Company 1's ads belong to the customer specs, so the actions here run on an active ad of a
// seeded company no other spec uses: the one with the highest number that has such an ad.

interface ApiAd {
  id: number;
  title: string;
  actions: string[];
}

async function activeAdOfAnUnusedCompany(request: APIRequestContext): Promise<{ companyId: number; ad: ApiAd }> {
  for (let companyId = 64; companyId > 4; companyId--) {
    const response = await request.get(`/api/manage-job-ads/internal/job-ads?companyId=${companyId}&status=active`);
    expect(response.status()).toBe(200);
    const ad = ((await response.json()) as { data: ApiAd[] }).data.find((row) => row.actions.includes("push"));
    if (ad) return { companyId, ad };
  }
  throw new Error("The seed has no pushable active ad outside the demo companies.");
}

async function scheduledAdOfAnUnusedCompany(request: APIRequestContext): Promise<{ companyId: number; ad: ApiAd }> {
  for (let companyId = 64; companyId > 4; companyId--) {
    const response = await request.get(`/api/manage-job-ads/internal/job-ads?companyId=${companyId}&status=scheduled`);
    expect(response.status()).toBe(200);
    const [ad] = ((await response.json()) as { data: ApiAd[] }).data;
    if (ad) return { companyId, ad };
  }
  throw new Error("The seed has no scheduled ad outside the demo companies.");
}

/** A day `days` from now in Vienna, as the date input takes it and as the page shows it. */
function viennaDayFromNow(days: number): { iso: string; shown: string } {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(at);
  const [year, month, day] = iso.split("-");
  return { iso, shown: `${day}.${month}.${year}` };
}

/** Signs the staff member in and answers the consent banner, which would cover the lower right buttons. */
async function signIn(page: Page, email: string): Promise<void> {
  await signInStaff(page, email);
  await page
    .getByRole("region", { name: "Cookies und Datenschutz" })
    .getByRole("button", { name: "Nur notwendige" })
    .click();
}

/** The row of ad `id` in the company's ad table (its first cell is the number). */
function adRow(page: Page, id: number) {
  return page
    .getByRole("table", { name: /^Inserate des Unternehmens/ })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: String(id), exact: true }) });
}

test.describe("the staff pages for companies and their job ads", () => {
  test("sales finds companies by name, by number and by channel; a bad filter is explained", async ({ page }) => {
    await signIn(page, "sales@intern.demo.at");
    await page.goto("/p/internal/companies");
    await expect(page.getByRole("heading", { name: "Unternehmen", level: 1 })).toBeVisible();
    const companies = page.getByRole("table", { name: /^Unternehmen:/ });
    await expect(companies.getByRole("row")).toHaveCount(21);
    await expectNoAxeViolations(page);

    const search = page.getByRole("searchbox", { name: "Suche" });
    await search.fill("Donautal");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/q=Donautal/);
    await expect(companies.getByRole("rowheader")).toHaveText([
      "Donautal Logistik GmbH",
      "Donautal Technik GmbH",
      "Donautal Technik Service GmbH",
    ]);

    await search.fill("1");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/q=1/);
    await expect(companies.getByRole("rowheader")).toHaveText(["Donautal Technik GmbH"]);
    const row = companies.getByRole("row").filter({ hasText: "Donautal Technik GmbH" });
    await expect(row).toContainText("Linz");
    await expect(row).toContainText("Direktvertrieb");
    await expect(row).toContainText(/Aktiv: \d+/);

    await page.goto("/p/internal/companies?channel=HYBRID");
    await expect(companies.getByRole("row").nth(1)).toBeVisible();
    await expect(companies.locator("tbody tr").filter({ hasNotText: "Hybrid" })).toHaveCount(0);

    await page.goto("/p/internal/companies?q=gibtesnichtxyz");
    await expect(page.getByText("Kein Unternehmen passt zu Ihrer Suche.")).toBeVisible();
    await page.goto("/p/internal/companies?channel=FAX&page=abc");
    await expect(page.getByRole("alert").filter({ hasText: "Unbekannter Vertriebskanal" })).toBeVisible();
    await expect(companies.getByRole("row")).toHaveCount(21);
  });

  test("sales opens company 1 and sees its data, credits, contact person and every state of its ads", async ({
    page,
  }) => {
    await signIn(page, "sales@intern.demo.at");
    await page.goto("/p/internal/companies?q=1");
    await page.getByRole("link", { name: "Donautal Technik GmbH" }).click();
    await expect(page).toHaveURL(/\/p\/internal\/companies\/1\/jobs$/);
    await expect(page.getByRole("heading", { name: "Donautal Technik GmbH", level: 1 })).toBeVisible();
    const data = page.getByRole("region", { name: "Firmendaten" });
    await expect(data).toContainText("4020 Linz");
    await expect(data).toContainText(/ATU\d{8}/);
    const contact = page.getByRole("region", { name: "Ansprechperson" });
    await expect(contact).toContainText("Markus Leitner");
    await expect(contact.getByRole("link", { name: /^\+43 732 9060/ })).toHaveAttribute("href", /^tel:\+437329060/);
    await expect(contact.getByRole("link", { name: "sales@intern.demo.at" })).toHaveAttribute(
      "href",
      "mailto:sales@intern.demo.at",
    );
    await expect(contact.getByRole("link", { name: "kunde@demo.at" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Guthaben: \d+ Credits$/ })).toBeVisible();
    const lots = page.getByRole("table", { name: /^Gültige Guthaben-Posten/ });
    await expect(lots.locator("tbody tr").first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);

    // Sales may order, but only service entry creates ads.
    await expect(page.getByRole("link", { name: "Produkte bestellen" })).toHaveAttribute(
      "href",
      "/p/internal/companies/1/jobs/order",
    );
    await expect(page.getByRole("link", { name: "Neues Inserat erfassen" })).toHaveCount(0);

    // Every state with its count, deleted ads included.
    const filters = page.getByRole("navigation", { name: "Nach Status filtern" });
    await expect(filters.getByRole("link", { name: /^Alle \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);

    // Each filter page is waited for by its own marked link: the URL changes before the new page is
    // shown, and a click on the old page while it goes would be lost.
    await filters.getByRole("link", { name: /^Gelöscht \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/status=deleted/);
    await expect(filters.getByRole("link", { name: /^Gelöscht/ })).toHaveAttribute("aria-current", "page");
    await expect(adRow(page, 8)).toContainText("Gelöscht");

    await filters.getByRole("link", { name: /^Aktiv/ }).click();
    await expect(page).toHaveURL(/status=active/);
    await expect(filters.getByRole("link", { name: /^Aktiv/ })).toHaveAttribute("aria-current", "page");
    const states = page.getByRole("table", { name: /^Inserate des Unternehmens/ }).locator("tbody tr td:nth-child(4)");
    await expect(states.first()).toHaveText("Aktiv");
    await expect(states.filter({ hasNotText: "Aktiv" })).toHaveCount(0);
    // Ad 4 is active and sales may push it; approve and reject belong to the QA pages.
    await expect(adRow(page, 4).getByRole("button", { name: "Pushen: Nr. 4", exact: true })).toBeVisible();
    await filters.getByRole("link", { name: /^In Prüfung/ }).click();
    await expect(adRow(page, 2)).toContainText("In Prüfung");
    await expect(adRow(page, 2).getByRole("button", { name: /^(Freigeben|Ablehnen)/ })).toHaveCount(0);
  });

  test("sales pushes an ad through the confirm dialog, sees it in the audit log, and a refused action explains why", async ({
    page,
  }) => {
    // Sign-in, three page states with axe and a race: more than the default 30 s on a busy CI machine.
    test.setTimeout(90_000);
    await signIn(page, "sales@intern.demo.at");
    const { companyId, ad } = await activeAdOfAnUnusedCompany(page.request);
    const jobsPath = `/p/internal/companies/${companyId}/jobs`;
    // Through another company's page the ad is not there; nothing happens (the push below still works).
    const elsewhere = await page.request.post("/p/internal/companies/1/jobs", {
      form: { intent: "push", id: String(ad.id) },
      headers: { origin: BASE_URL },
    });
    expect(elsewhere.status()).toBe(404);
    expect(await elsewhere.text()).toContain("Dieses Inserat gibt es bei diesem Unternehmen nicht.");
    await page.goto(`${jobsPath}?status=active`);

    await adRow(page, ad.id)
      .getByRole("button", { name: `Pushen: Nr. ${ad.id}`, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: "Inserat pushen?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Nr. ${ad.id}`);
    await expect(dialog).toContainText("höchstens einmal in 24 Stunden");
    await dialog.getByLabel("Notiz (optional)").fill("Push auf Wunsch der Kundin");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Pushen", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Das Inserat wurde gepusht." })).toBeVisible();
    // Pushed within 24 hours: the button is gone.
    await expect(adRow(page, ad.id).getByRole("button", { name: `Pushen: Nr. ${ad.id}`, exact: true })).toHaveCount(0);

    await adRow(page, ad.id)
      .getByRole("link", { name: `Verlauf: Nr. ${ad.id}`, exact: true })
      .click();
    const panel = page.getByRole("region", { name: new RegExp(`^Verlauf von Inserat Nr\\. ${ad.id}:`) });
    await expect(panel).toBeVisible();
    const audit = panel.getByRole("table", { name: "Audit-Log der Mitarbeiter-Aktionen" });
    const pushEntry = audit.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Gepusht" }) });
    await expect(pushEntry).toContainText("sales@intern.demo.at");
    await expect(pushEntry).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await expect(pushEntry).toContainText(/Aktiv, online bis \d{2}\.\d{2}\.\d{4}/);
    const history = panel.getByRole("table", { name: "Statusverlauf" });
    await expect(history.getByRole("row").filter({ hasText: "Push auf Wunsch der Kundin" })).toContainText(
      "Aktiv → Aktiv",
    );
    await expectNoAxeViolations(page);

    // The same push posted again is refused by the server with its reason, and nothing is logged:
    // a conflict with the ad's last push, 409 for everyone (decision 066).
    const again = await page.request.post(jobsPath, {
      form: { intent: "push", id: String(ad.id) },
      headers: { origin: BASE_URL },
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain("Dieses Inserat wurde in den letzten 24 Stunden bereits gepusht.");
    const unknown = await page.request.post(jobsPath, {
      form: { intent: "approve", id: String(ad.id) },
      headers: { origin: BASE_URL },
    });
    expect(unknown.status()).toBe(400);
    expect(await unknown.text()).toContain("Diese Aktion gibt es hier nicht.");
    const longNote = await page.request.post(jobsPath, {
      form: { intent: "remind", id: String(ad.id), note: "x".repeat(1001) },
      headers: { origin: BASE_URL },
    });
    expect(longNote.status()).toBe(400);
    expect(await longNote.text()).toContain("Die Notiz darf höchstens 1000 Zeichen lang sein.");
    const detail = await page.request.get(`/api/manage-job-ads/internal/job-ads/${ad.id}`);
    const { audit: entries } = ((await detail.json()) as { data: { audit: Array<{ action: string }> } }).data;
    expect(entries.filter((entry) => entry.action === "job-ad.push")).toHaveLength(1);

    // A colleague locks the ad while the dialog is open: the confirmation is refused in German.
    await adRow(page, ad.id)
      .getByRole("button", { name: `Sperren: Nr. ${ad.id}`, exact: true })
      .click();
    const lockDialog = page.getByRole("dialog", { name: "Inserat sperren?" });
    await expect(lockDialog).toBeVisible();
    const first = await page.request.post(jobsPath, {
      form: { intent: "lock", id: String(ad.id) },
      headers: { origin: BASE_URL },
    });
    expect(first.status()).toBe(200);
    await lockDialog.getByRole("button", { name: "Sperren", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Dieses Inserat kann nicht gesperrt werden." }),
    ).toBeVisible();
    // The page shows the ad as it is now: no longer among the active ones, but locked.
    await expect(adRow(page, ad.id)).toHaveCount(0);
    await page
      .getByRole("navigation", { name: "Nach Status filtern" })
      .getByRole("link", { name: /^Gesperrt/ })
      .click();
    await expect(adRow(page, ad.id)).toContainText("Gesperrt");
    await expect(
      adRow(page, ad.id).getByRole("button", { name: `Entsperren: Nr. ${ad.id}`, exact: true }),
    ).toBeVisible();
  });

  test("admin moves a scheduled publication with a date from the dialog; a date too far ahead is refused", async ({
    page,
  }) => {
    await signIn(page, "admin@intern.demo.at");
    const { companyId, ad } = await scheduledAdOfAnUnusedCompany(page.request);
    const jobsPath = `/p/internal/companies/${companyId}/jobs`;
    await page.goto(`${jobsPath}?status=scheduled`);
    const day = viennaDayFromNow(10);

    await adRow(page, ad.id)
      .getByRole("button", { name: `Veröffentlichungsdatum ändern: Nr. ${ad.id}`, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: "Veröffentlichungsdatum ändern?" });
    await expect(dialog).toContainText(`Nr. ${ad.id}`);
    await dialog.getByLabel("Neues Veröffentlichungsdatum").fill(day.iso);
    await dialog.getByRole("button", { name: "Veröffentlichungsdatum ändern", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Das Veröffentlichungsdatum ist geändert." }),
    ).toBeVisible();

    await adRow(page, ad.id)
      .getByRole("link", { name: `Verlauf: Nr. ${ad.id}`, exact: true })
      .click();
    const audit = page.getByRole("table", { name: "Audit-Log der Mitarbeiter-Aktionen" });
    const entry = audit
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Veröffentlichungsdatum geändert" }) });
    await expect(entry).toContainText("admin@intern.demo.at");
    await expect(entry.locator("td").last()).toContainText(`Geplant, geplant ab ${day.shown}`);

    const tooFar = await page.request.post(jobsPath, {
      form: { intent: "schedule", id: String(ad.id), date: viennaDayFromNow(120).iso },
      headers: { origin: BASE_URL },
    });
    expect(tooFar.status()).toBe(400);
    expect(await tooFar.text()).toContain("Bitte wählen Sie ein Datum zwischen morgen und in 90 Tagen.");
    const noDate = await page.request.post(jobsPath, {
      form: { intent: "schedule", id: String(ad.id) },
      headers: { origin: BASE_URL },
    });
    expect(noDate.status()).toBe(400);
    expect(await noDate.text()).toContain("Bitte wählen Sie ein Datum.");
  });

  test("the editor and create links follow the abilities of the ad's origin and the staff member's groups", async ({
    page,
  }) => {
    await signIn(page, "serviceentry@intern.demo.at");
    await page.goto("/p/internal/companies/1/jobs");
    await expect(page.getByRole("link", { name: "Neues Inserat erfassen" })).toHaveAttribute(
      "href",
      "/p/internal/companies/1/jobs/create",
    );
    await expect(page.getByRole("link", { name: "Produkte bestellen" })).toHaveCount(0);
    // Service entry edits service ads only (adEditService), and never a locked or deleted one.
    const rows = page.getByRole("table", { name: /^Inserate des Unternehmens/ }).locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    const seen = { editable: 0, notEditable: 0 };
    for (const row of await rows.all()) {
      const [id, origin, status] = await Promise.all([
        row.locator("td").nth(0).innerText(),
        row.locator("td").nth(1).innerText(),
        row.locator("td").nth(2).innerText(),
      ]);
      const editable = origin === "Service" && status !== "Gesperrt" && status !== "Gelöscht";
      const link = row.getByRole("link", { name: `Bearbeiten: Nr. ${id}`, exact: true });
      if (editable) await expect(link).toHaveAttribute("href", `/p/internal/companies/1/jobs/${id}`);
      else await expect(link).toHaveCount(0);
      seen[editable ? "editable" : "notEditable"] += 1;
    }
    expect(seen.editable).toBeGreaterThan(0);
    expect(seen.notEditable).toBeGreaterThan(0);
  });

  test("an unknown or malformed company number is not found", async ({ page }) => {
    await signIn(page, "sales@intern.demo.at");
    for (const path of ["/p/internal/companies/999999/jobs", "/p/internal/companies/abc/jobs"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});
