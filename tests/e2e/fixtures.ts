import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * Room for a whole journey (a six-step editor, two people, several axe runs) on a busy two-core
 * machine, where one such test has taken over two minutes. No test asserts speed (bench/ does).
 */
export const JOURNEY_TIMEOUT_MS = 240_000;

export const PASSWORD = "demo1234";

/** Fills in the bundled identity provider's German login page. */
export async function fillLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await expect(page.getByRole("heading", { name: /Anmeldung/ })).toBeVisible();
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

/** Signs a company user in through the real login page, starting at a page that needs sign-in. */
export async function signInCustomer(page: Page, email: string, startPath = "/p/jobs"): Promise<void> {
  await page.goto(startPath);
  await fillLogin(page, email);
  await page.waitForURL((url) => url.pathname === new URL(startPath, "http://x").pathname);
}

/** Signs a staff member in through /p/internal/login and the internal provider. */
export async function signInStaff(page: Page, email: string): Promise<void> {
  await page.goto("/p/internal/login");
  await page.getByRole("link", { name: "Mit Mitarbeiterkonto anmelden" }).click();
  await fillLogin(page, email);
  await page.waitForURL("**/p/internal");
}

/**
 * Waits until React has hydrated an element, as a person waits for a page to respond: parts the
 * server renders but the browser loads later (the flash notice, decision 022) react only then.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}

/** Answers the consent banner as a visitor who wants no tracking does; it covers the page's bottom right until then. */
export async function declineOptionalCookies(page: Page): Promise<void> {
  await page
    .getByRole("region", { name: "Cookies und Datenschutz" })
    .getByRole("button", { name: "Nur notwendige" })
    .click();
  await expect(page.getByRole("region", { name: "Cookies und Datenschutz" })).toHaveCount(0);
}

/** How long a client-side navigation may take before the analysis gives up on a loaded machine. */
const NAVIGATION_WAIT_MS = 30_000;

const LOADING_BAR = '[role="progressbar"][aria-label="Seite wird geladen"]';

/**
 * axe once the loading bar of a client-side navigation (outside every landmark while it shows) has
 * gone. In one `axe.run` inside the page (legacy mode) rather than the default's partial runs
 * finished in a second, blank page: one CI run spent the whole test timeout inside the analysis
 * with no Playwright call pending, and one call has fewer places to stall. The portal's pages
 * embed no cross-origin frames, the one case the default mode exists for. The step names the
 * phase in a report. A navigation that starts after the wait (a form's answer still on its way) shows
 * the bar again mid-analysis; the bar, fixed and outside the landmarks by design, is left out of
 * the run so that such a race cannot fail an unrelated page (stop 24's CI: "region").
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The navigation's answer is what is awaited here, not what the test checks: stop 41's CI saw a
  // staff page's navigation outlast the default 15 s on the busy two-core machine.
  await expect(page.getByRole("progressbar", { name: "Seite wird geladen" })).toHaveCount(0, {
    timeout: NAVIGATION_WAIT_MS,
  });
  const results = await test.step("axe", () => new AxeBuilder({ page }).setLegacyMode().exclude(LOADING_BAR).analyze());
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Uploads a 240 × 80 PNG as the logo on the editor's design step and waits until it is stored. */
export async function uploadLogo(page: Page): Promise<void> {
  await uploadImageInto(page, "Logo", { width: 240, height: 80 });
}

/** Uploads a generated PNG through the image field named `label` and waits for the upload. */
export async function uploadImageInto(
  page: Page,
  label: string,
  { width, height, colour = "#0b5cab" }: { width: number; height: number; colour?: string },
): Promise<void> {
  const image = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const group = page.getByRole("group", { name: label, exact: true });
  await group.locator('input[type="file"]').setInputFiles({ name: "bild.png", mimeType: "image/png", buffer: image });
  await expect(group.getByText("Hochgeladen", { exact: true })).toBeVisible();
}

/**
 * Opens the newest e-mail of a debug-mode portal's outbox (/debug/mails) whose subject matches and
 * answers the text of its page. The mail may still be on its way through the queue, so the list is
 * reloaded until it shows; the text is read once the mail's own heading is there, not the list's
 * (a client-side navigation changes the URL before the new page renders).
 */
export async function openDebugMail(page: Page, baseUrl: string, subject: RegExp): Promise<string> {
  await page.goto(`${baseUrl}/debug/mails`);
  const link = page.getByRole("link", { name: subject }).first();
  await expect(async () => {
    await page.reload();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  return page.locator("main").innerText();
}
