import { expect, test, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { expectNoAxeViolations, signInCustomer } from "./fixtures";

// The list's mutations run on hybrid@demo.at's ads (25–32: draft, review, scheduled, active,
// expired, deactivated, locked, deleted), so they do not disturb tests that read company 1's ads.

function row(page: Page, title: RegExp | string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });
}

/** The row of ad `id` ("Nr. 29 · Graz …", not "Nr. 290"). */
function adRow(page: Page, id: number) {
  return page.getByRole("row").filter({ hasText: new RegExp(`Nr\\. ${id}( ·|$)`) });
}

async function confirmAction(page: Page, rowId: number, label: string) {
  const target = adRow(page, rowId);
  await target.getByRole("button", { name: new RegExp(`^${label}`) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe("the job-ad list /p/jobs", () => {
  test("shows the company's own ads with state, run end and key figures, filters, searches and sorts", async ({
    page,
  }) => {
    await signInCustomer(page, "kunde@demo.at");
    await expect(page.getByRole("heading", { name: "Meine Inserate", level: 1 })).toBeVisible();
    const filters = page.getByRole("navigation", { name: "Nach Status filtern" });
    await expect(filters.getByRole("link", { name: /^Alle/ })).toHaveAttribute("aria-current", "page");
    // Company 1 only: ads of other companies never appear (hybrid's are 25–32).
    await expect(page.getByText(/^Nr\. 25( ·|$)/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await filters.getByRole("link", { name: /^Aktiv/ }).click();
    await expect(page).toHaveURL(/status=active/);
    const states = page.locator("tbody tr td:nth-child(2)");
    await expect(states.first()).toHaveText("Aktiv");
    await expect(states.filter({ hasNotText: "Aktiv" })).toHaveCount(0);

    await filters.getByRole("link", { name: /^Alle/ }).click();
    // The search form keeps the state filter; wait until "Alle" has replaced it.
    await expect(filters.getByRole("link", { name: /^Alle/ })).toHaveAttribute("aria-current", "page");
    await page.getByRole("searchbox", { name: "Suche" }).fill("Buchhalter");
    await page.getByRole("button", { name: "Anwenden" }).click();
    await expect(page).toHaveURL(/\/p\/jobs\?q=Buchhalter/);
    // The title links (a live ad's row header also links to its public page, one level deeper).
    const titles = page.locator("tbody th > span > a");
    await expect(titles.first()).toContainText("Buchhalter");
    await expect(titles.filter({ hasNotText: "Buchhalter" })).toHaveCount(0);

    await page.goto("/p/jobs?q=gibtesnicht");
    await expect(page.getByText("Keine Inserate passen zu Ihrer Auswahl.")).toBeVisible();

    await page.goto("/p/jobs?sort=title");
    // Untitled drafts (other specs start some) have no title to sort by.
    const sorted = (await titles.allInnerTexts()).filter((title) => title !== "Ohne Titel");
    expect(sorted.length).toBeGreaterThan(1);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, "de")));
  });

  test("deactivates and reactivates an active ad, each after a confirmation", async ({ page }) => {
    await signInCustomer(page, "hybrid@demo.at");
    await page.goto("/p/jobs?status=active");
    await confirmAction(page, 28, "Deaktivieren");
    await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toContainText(
      "Das Inserat ist deaktiviert.",
    );
    await page.goto("/p/jobs?status=deactivated");
    await expect(adRow(page, 28)).toBeVisible();
    await confirmAction(page, 28, "Aktivieren");
    await expect(page.getByText("Das Inserat ist wieder online.")).toBeVisible();
    await page.goto("/p/jobs?status=active");
    await expect(adRow(page, 28)).toBeVisible();
  });

  test("deletes an expired ad and restores it from the deleted ads; cancel changes nothing", async ({ page }) => {
    await signInCustomer(page, "hybrid@demo.at");
    await page.goto("/p/jobs?status=expired");
    const target = adRow(page, 29);
    await target.getByRole("button", { name: /^Löschen/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Abbrechen" }).click();
    await expect(adRow(page, 29)).toBeVisible();

    await confirmAction(page, 29, "Löschen");
    await expect(page.getByText("Das Inserat ist gelöscht.")).toBeVisible();
    await expect(adRow(page, 29)).toHaveCount(0);
    await page
      .getByRole("navigation", { name: "Nach Status filtern" })
      .getByRole("link", { name: /^Gelöscht/ })
      .click();
    await confirmAction(page, 29, "Wiederherstellen");
    await expect(page.getByText("Das Inserat ist wiederhergestellt.")).toBeVisible();
    await page.goto("/p/jobs?status=expired");
    await expect(adRow(page, 29)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("offers only what the state allows: no actions on a locked ad, no delete for an active one", async ({
    page,
  }) => {
    await signInCustomer(page, "hybrid@demo.at");
    await page.goto("/p/jobs?status=locked");
    await expect(row(page, /.+/).first().getByRole("button")).toHaveCount(0);
    await page.goto("/p/jobs?status=review");
    await expect(adRow(page, 26).getByRole("button")).toHaveCount(0);
  });

  test("hybrid@demo.at cannot reach another company's ad through any page or API", async ({ page }) => {
    await signInCustomer(page, "hybrid@demo.at");
    for (const path of ["/p/jobs/4/summary", "/p/jobs/4/data", "/p/jobs/1/design", "/p/jobs/4"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/p\/jobs$/);
    }
    await expect(adRow(page, 4)).toHaveCount(0);
    expect((await page.request.get("/api/manage-job-ads/external/job-ads/4")).status()).toBe(404);
    const put = await page.request.put("/api/manage-job-ads/external/job-ads/1/steps/application", {
      data: { applicationMethod: "portal" },
      headers: { origin: BASE_URL },
    });
    expect(put.status()).toBe(404);
  });

  test("an action on another company's ad is refused and changes nothing", async ({ page }) => {
    await signInCustomer(page, "hybrid@demo.at");
    const refused = await page.request.post("/p/jobs", {
      form: { intent: "deactivate", id: "4" },
      headers: { origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(404);
    const invalid = await page.request.post("/p/jobs", {
      form: { intent: "explode", id: "28" },
      headers: { origin: BASE_URL },
    });
    expect(invalid.status()).toBe(400);

    await page.context().clearCookies();
    await signInCustomer(page, "kunde@demo.at");
    await page.goto("/p/jobs?status=active");
    await expect(adRow(page, 4)).toBeVisible();
  });
});
