import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, JOURNEY_TIMEOUT_MS, signInCustomer } from "./fixtures";

/**
 * Issue 36 §2 in the browser (decision 076): a company user creates an API token under
 * Einstellungen → API-Zugänge, sees the secret once and copies it, the token works on /api/v1,
 * and revoking it (after the confirmation dialog) ends it at once. The token is this test's own.
 */
test("creates a token, shows its secret once, copies it and revokes it", async ({ page, context }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInCustomer(page, "kunde@demo.at", "/p/account/settings");
  await page.getByRole("link", { name: "API-Zugänge" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API-Zugänge" })).toBeVisible();
  await expectNoAxeViolations(page);

  const name = `Browser ${Date.now().toString(36)}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel(/^Inserate lesen/).check();
  await page.getByLabel(/^Bewerbungen und ihre Dokumente lesen/).check();
  await page.getByLabel("1 Jahr").check();
  await page.getByRole("button", { name: "API-Zugang erstellen" }).click();

  const secretField = page.getByLabel("Schlüssel");
  await expect(secretField).toHaveValue(/^ap_live_[0-9A-Za-z]{43}$/);
  const secret = await secretField.inputValue();
  await page.getByRole("button", { name: "Kopieren" }).click();
  await expect(page.getByText("Der Schlüssel wurde in die Zwischenablage kopiert.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectNoAxeViolations(page);

  const bearer = { authorization: `Bearer ${secret}` };
  expect((await page.request.get("/api/v1/job-ads", { headers: bearer })).status()).toBe(200);

  // Shown once: the page no longer knows it.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "API-Zugänge" })).toBeVisible();
  await expect(page.getByLabel("Schlüssel")).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`ap_live_…${secret.slice(-4)}`);

  await row.getByRole("button", { name: `„${name}“ widerrufen` }).click();
  const dialog = page.getByRole("dialog", { name: "API-Zugang widerrufen?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Endgültig widerrufen" }).click();
  await expect(page.getByText("Der API-Zugang ist widerrufen.")).toBeVisible();
  await expect(row).toContainText("Widerrufen");
  await expect(row.getByRole("button", { name: `„${name}“ widerrufen` })).toHaveCount(0);
  expect((await page.request.get("/api/v1/job-ads", { headers: bearer })).status()).toBe(401);
});
