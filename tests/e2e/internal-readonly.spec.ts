import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { expectNoAxeViolations, signInStaff } from "./fixtures";

// readonly@intern.demo.at (group readOnly: adsList and internalPanel only) reads everything and
// changes nothing. The refused writes aim at an active ad of the lowest-numbered seeded company
// that has one; no other spec acts on it, so "unchanged" cannot be disturbed by a parallel test.

const INTERNAL_ACTIONS = [
  "lock",
  "unlock",
  "delete",
  "restore",
  "deactivate",
  "reactivate",
  "free-prolongation",
  "remind",
  "undo-runtime-extension",
  "prolong",
  "publish",
  "online-mail",
];
const SHARED_ACTIONS = ["push", "activate-scheduled"];
const ACTION_LABELS =
  /^(Veröffentlichen|Jetzt aktivieren|Deaktivieren|Reaktivieren|Sperren|Entsperren|Löschen|Wiederherstellen|Verlängern|Kostenlos verlängern|Verlängerung zurücknehmen|Erinnerung senden|Pushen)/;

interface AdState {
  status: string;
  run: { expiresAt: string | null; lastPushedAt: string | null; reminderSentAt: string | null };
  audit: unknown[];
  history: unknown[];
}

/** Signs the staff member in and answers the consent banner, which would cover the lower right buttons. */
async function signIn(page: Page, email: string): Promise<void> {
  await signInStaff(page, email);
  await page
    .getByRole("region", { name: "Cookies und Datenschutz" })
    .getByRole("button", { name: "Nur notwendige" })
    .click();
}

async function adState(request: APIRequestContext, id: number): Promise<AdState> {
  const response = await request.get(`/api/manage-job-ads/internal/job-ads/${id}`);
  expect(response.status()).toBe(200);
  const { status, run, audit, history } = ((await response.json()) as { data: AdState }).data;
  return { status, run, audit, history };
}

async function activeAdOfAnUnusedCompany(request: APIRequestContext): Promise<{ companyId: number; id: number }> {
  for (let companyId = 5; companyId <= 64; companyId++) {
    const response = await request.get(`/api/manage-job-ads/internal/job-ads?companyId=${companyId}&status=active`);
    expect(response.status()).toBe(200);
    const [ad] = ((await response.json()) as { data: Array<{ id: number; actions: string[] }> }).data;
    if (ad) {
      // The API lists no action for this group either.
      expect(ad.actions).toEqual([]);
      return { companyId, id: ad.id };
    }
  }
  throw new Error("The seed has no active ad outside the demo companies.");
}

test.describe("readonly@intern.demo.at", () => {
  test("sees the companies and company 1's ads, but no action button and no order or create link", async ({ page }) => {
    await signIn(page, "readonly@intern.demo.at");
    await page.goto("/p/internal/companies");
    const companies = page.getByRole("table", { name: /^Unternehmen:/ });
    await expect(companies.getByRole("link", { name: "Donautal Technik GmbH" })).toBeVisible();
    await companies.getByRole("link", { name: "Donautal Technik GmbH" }).click();

    await expect(page.getByRole("heading", { name: "Donautal Technik GmbH", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Ansprechperson" })).toContainText("Markus Leitner");
    const ads = page.getByRole("table", { name: /^Inserate des Unternehmens/ });
    await expect(ads.locator("tbody tr").first()).toBeVisible();
    expect(await ads.locator("tbody tr").count()).toBeGreaterThanOrEqual(8);
    await expect(ads.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("button", { name: ACTION_LABELS })).toHaveCount(0);
    await expect(ads.getByRole("link", { name: /^Bearbeiten/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Produkte bestellen" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Neues Inserat erfassen" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Reading the history is allowed.
    await ads.getByRole("link", { name: "Verlauf: Nr. 4", exact: true }).click();
    await expect(page.getByRole("region", { name: /^Verlauf von Inserat Nr\. 4:/ })).toBeVisible();
  });

  test("every action API and the page's own action refuse, and the ad stays as it was", async ({ page }) => {
    await signIn(page, "readonly@intern.demo.at");
    const { companyId, id } = await activeAdOfAnUnusedCompany(page.request);
    const before = await adState(page.request, id);
    const headers = { origin: BASE_URL };

    const paths = [
      ...INTERNAL_ACTIONS.map((action) => `/api/manage-job-ads/internal/job-ads/${id}/${action}`),
      ...SHARED_ACTIONS.map((action) => `/api/manage-job-ads/shared/job-ads/${id}/${action}`),
      `/api/manage-job-ads/internal/companies/${companyId}/orders`,
      `/api/manage-job-ads/internal/companies/${companyId}/service-entry`,
    ];
    for (const path of paths) {
      const response = await page.request.post(path, { data: {}, headers });
      expect(response.status(), path).toBe(403);
    }

    const jobsPath = `/p/internal/companies/${companyId}/jobs`;
    for (const intent of ["push", "lock", "deactivate", "delete", "remind"]) {
      const response = await page.request.post(jobsPath, { form: { intent, id: String(id) }, headers });
      expect(response.status(), intent).toBe(403);
      // The action's API rule refuses first, with the API's own words.
      expect(await response.text(), intent).toContain("Sie haben keine Berechtigung für diese Aktion.");
    }

    expect(await adState(page.request, id)).toEqual(before);
  });
});
