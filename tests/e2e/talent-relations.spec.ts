import { expect, test } from "@playwright/test";
import { startTestPortal, type TestPortal } from "../support/portal";
import { expectNoAxeViolations, JOURNEY_TIMEOUT_MS, signInCustomer, waitForHydration, openDebugMail } from "./fixtures";

/**
 * Issue 35 §1, §2, §6 in the browser: a talent who accepted is marked and named in the search and
 * the matching, the filters apply as they change with a clean address, and the talent leaves the
 * pool from the page of the e-mail's link. The e-mails are read at /debug/mails, so the suite starts
 * a portal of its own with debug mode (the shared one has it off, as in production). Demo data:
 * profile 1 is Sabine Hofer, Buchhalterin in Linz; kunde@demo.at's company has Talentsuche Premium
 * and an active "Buchhalter:in (m/w/d)" ad.
 */

let portal: TestPortal;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startTestPortal({
    DEBUG_MODE: "true",
    JOBS_SWEEP_SECONDS: "1",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
});

test.afterAll(async () => {
  await portal?.stop();
});

test("an accepted talent is named and marked in search and matching; she leaves the pool from her page", async ({
  page,
  browser,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await signInCustomer(page, "kunde@demo.at", `${portal.baseUrl}/p/active-sourcing/search/contact/1`);
  await expect(page.getByRole("heading", { level: 1, name: "Kontaktanfrage" })).toBeVisible();
  await waitForHydration(page.getByLabel("Vorlage"));
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page).toHaveURL(/\/p\/active-sourcing\/messages\/1\?gesendet=1$/);

  const mail = await openDebugMail(page, portal.baseUrl, /^Kontaktanfrage: /);
  expect(mail).toContain("von Donautal Technik GmbH hat Ihr Profil in der Talentdatenbank gefunden");
  const link = /https?:\/\/\S+\/talente\/anfrage\?token=\S+/.exec(mail)![0];
  const sabine = await (await browser.newContext()).newPage();
  await sabine.goto(link);
  await expect(sabine.getByText("Sehr geehrte Frau Hofer,")).toBeVisible();
  await sabine.getByRole("button", { name: "Anfrage annehmen" }).click();
  await expect(
    sabine.getByText("Das Unternehmen sieht jetzt Ihren Namen und Ihre Kontaktdaten.").first(),
  ).toBeVisible();
  await expect(sabine.getByText("sind jetzt für Sie sichtbar")).toHaveCount(0);

  // The search: her card carries her name, the mark and the way to the conversation.
  await page.goto(`${portal.baseUrl}/p/active-sourcing/search?q=Buchhalter&ort=Linz`);
  const results = page.getByRole("list", { name: "Suchergebnisse" });
  const card = results.getByRole("article", { name: "Sabine Hofer" });
  await expect(card).toBeVisible();
  await expect(card.getByRole("list", { name: "Ihr Kontakt" })).toContainText("Angenommen");
  await expect(card.getByRole("link", { name: "Zur Unterhaltung" })).toHaveAttribute(
    "href",
    "/p/active-sourcing/messages/1",
  );
  await expectNoAxeViolations(page);

  // A filter applies as it changes; the address carries no empty parameters.
  await waitForHydration(page.getByRole("checkbox", { name: /^Aktiv suchend/ }));
  await page.getByRole("checkbox", { name: /^Aktiv suchend/ }).check();
  await expect(page).toHaveURL(/wechsel=aktiv/);
  expect(new URL(page.url()).search).not.toMatch(/=(&|$)/);
  await expect(page.getByRole("checkbox", { name: /^Aktiv suchend/ })).toBeFocused();

  // The matching of the Buchhalter:in ad: the same.
  await page.goto(`${portal.baseUrl}/p/active-sourcing/matching`);
  await page.getByRole("link", { name: /Passende Talente zu „Buchhalter:in \(m\/w\/d\)“/ }).click();
  const match = page.getByRole("list", { name: "Passende Talente" }).getByRole("article", { name: "Sabine Hofer" });
  await expect(match).toBeVisible();
  await expect(match.getByRole("list", { name: "Ihr Kontakt" })).toContainText("Angenommen");
  await expect(match.getByRole("link", { name: "Zur Unterhaltung" })).toBeVisible();
  await expect(match.getByRole("link", { name: "Kontaktieren" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Sabine leaves the pool: a confirmation first, then nothing of her is left.
  await sabine.goto(link);
  await expect(sabine.getByRole("heading", { level: 2, name: "Wer Ihr Profil gesehen hat" })).toBeVisible();
  await expect(sabine.getByText("Donautal Technik GmbH hat Ihre Kontaktdaten erhalten").first()).toBeVisible();
  await expectNoAxeViolations(sabine);
  await sabine.getByRole("link", { name: "Talentpool verlassen …" }).click();
  await expect(sabine.getByRole("heading", { level: 1, name: "Talentpool wirklich verlassen?" })).toBeVisible();
  await expectNoAxeViolations(sabine);
  await sabine.getByRole("button", { name: "Ja, Talentpool verlassen" }).click();
  await expect(sabine.getByRole("heading", { level: 1, name: "Sie haben den Talentpool verlassen" })).toBeVisible();
  await expectNoAxeViolations(sabine);
  const again = await sabine.goto(link);
  expect(again?.status()).toBe(404);

  await page.goto(`${portal.baseUrl}/p/active-sourcing/search?q=Buchhalter&ort=Linz`);
  await expect(page.getByRole("heading", { level: 2, name: /Talente gefunden/ })).toBeVisible();
  await expect(page.getByRole("article", { name: "Sabine Hofer" })).toHaveCount(0);
  const profile = await page.goto(`${portal.baseUrl}/p/active-sourcing/search/candidate/1`);
  expect(profile?.status()).toBe(404);
});
