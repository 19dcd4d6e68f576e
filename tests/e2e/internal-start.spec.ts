import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, fillLogin, signInStaff } from "./fixtures";

/** React Aria hides the native input; users (and this test) press its label. */
async function setBox(page: Page, name: string, checked: boolean) {
  const input = page.getByRole("checkbox", { name, exact: true });
  if ((await input.isChecked()) !== checked) await input.locator("xpath=ancestor::label[1]").click();
  await expect(input).toBeChecked({ checked });
}

const panelNav = (page: Page) => page.getByRole("navigation", { name: "Interner Bereich" });

test("qa sees the review queue with its oldest ads, each leading to its review page", async ({ page }) => {
  await signInStaff(page, "qa@intern.demo.at");
  const queue = page.getByRole("region", { name: "Warten auf Prüfung" });
  await expect(queue).toBeVisible();
  const entries = queue.getByRole("listitem");
  await expect(entries.first()).toBeVisible();
  expect(await entries.count()).toBeLessThanOrEqual(5);
  // qa has neither adActionsMaintenance nor serviceAdOrderList.
  await expect(page.getByRole("region", { name: "Erinnerungen fällig" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Service-Bestellungen" })).toHaveCount(0);

  const first = entries.first().getByRole("link");
  const href = await first.getAttribute("href");
  expect(href).toMatch(/^\/p\/internal\/qa\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("sales sees the queues of their abilities and the service orders", async ({ page }) => {
  await signInStaff(page, "sales@intern.demo.at");
  for (const name of ["Geplante Aktivierungen", "Laufen bald ab", "Erinnerungen fällig"]) {
    await expect(page.getByRole("region", { name })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Warten auf Prüfung" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("main").getByRole("link", { name: "Service-Bestellungen" }).click();
  await expect(page.getByRole("heading", { name: "Service-Bestellungen", level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: /^Service-Bestellungen/ })
      .locator("tbody tr")
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an admin narrows the groups to „Nur lesen“, loses QA, sees the notice, and resets", async ({ page }) => {
  await signInStaff(page, "admin@intern.demo.at");
  await panelNav(page).getByRole("link", { name: "Gruppen testen" }).click();
  await expect(page.getByRole("heading", { name: "Gruppen testen", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(page.getByText("Sieht Unternehmen und Inserate, ändert nichts.")).toBeVisible();
  await setBox(page, "Nur lesen", true);
  await setBox(page, "Administration", false);
  await page.getByRole("button", { name: "Gruppen übernehmen" }).click();
  const notice = page.getByText("Testmodus: eingeschränkte Gruppen: Nur lesen");
  await expect(notice).toBeVisible();
  await expect(panelNav(page).getByRole("link", { name: "Qualitätssicherung" })).toHaveCount(0);

  await page.goto("/p/internal/qa");
  await expect(page).toHaveURL(/\/p\/internal$/);
  await expect(notice).toBeVisible();
  await expect(page.getByRole("region", { name: "Warten auf Prüfung" })).toHaveCount(0);

  await page.getByRole("link", { name: "Gruppen ändern oder zurücksetzen" }).click();
  await page.getByRole("button", { name: "Auf alle Anmeldegruppen zurücksetzen" }).click();
  await expect(page.getByText("Sie handeln wieder mit allen Gruppen Ihrer Anmeldung.")).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.goto("/p/internal/qa");
  await expect(page.getByRole("heading", { name: "Qualitätssicherung", level: 1 })).toBeVisible();
});

test("an empty choice of groups is refused in German", async ({ page }) => {
  await signInStaff(page, "admin@intern.demo.at");
  await page.goto("/p/internal/groups");
  await setBox(page, "Administration", false);
  await page.getByRole("button", { name: "Gruppen übernehmen" }).click();
  await expect(page.getByText("Bitte wählen Sie mindestens eine Gruppe aus.")).toBeVisible();
  await expect(page.getByText(/^Testmodus/)).toHaveCount(0);
});

test("the start, order, groups and service-order pages pass axe", async ({ page }) => {
  // Five pages, each with an axe run.
  test.setTimeout(120_000);
  await signInStaff(page, "admin@intern.demo.at");
  await expect(page.getByRole("heading", { name: /^Willkommen/, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const [path, heading] of [
    ["/p/internal/companies/31/jobs/order", /^Produkte bestellen für /],
    ["/p/internal/groups", /^Gruppen testen$/],
    ["/p/internal/service-orders", /^Service-Bestellungen$/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("a staff member visiting /p/jobs is signed out and sent back to /p/jobs", async ({ page }) => {
  await signInStaff(page, "sales@intern.demo.at");
  const response = await page.request.get("/p/jobs", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/api/auth/internal/logout?redirectUrl=%2Fp%2Fjobs");

  await page.goto("/p/jobs");
  // Signed out, /p/jobs asks for a company sign-in and returns there afterwards.
  await fillLogin(page, "kunde@demo.at");
  await expect(page).toHaveURL(/\/p\/jobs$/);
  const me = await (await page.request.get("/api/auth/me")).json();
  expect(me).toMatchObject({ isAuthenticated: true, isExternalUser: true, isInternalUser: false });
});
