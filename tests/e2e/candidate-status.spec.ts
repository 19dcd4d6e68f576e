import PDFDocument from "pdfkit";
import { expect, test, type Page } from "@playwright/test";
import { startTestPortal, type TestPortal } from "../support/portal";
import {
  declineOptionalCookies,
  expectNoAxeViolations,
  JOURNEY_TIMEOUT_MS,
  waitForHydration,
  openDebugMail,
} from "./fixtures";

/**
 * Issue 34 §6 in the browser, on a 390 px phone: an application sent from the ad's sticky "Jetzt
 * bewerben" (the ad itself on a phone: public-job-ad.spec.ts), and the candidate's pages behind the confirmation mail's links — the
 * status, the readable data with its PDF, the talent-pool consent on its own by keyboard, and
 * what the link says once the application is withdrawn — on the candidate's chrome, axe-clean.
 * The confirmation mail is read on /debug/mails, which needs debug mode: this suite starts a
 * portal of its own (as debug-mails.spec.ts does).
 */

let portal: TestPortal;

test.beforeAll(async () => {
  // Starting and seeding a portal of its own: generous on a busy two-core machine.
  test.setTimeout(300_000);
  portal = await startTestPortal({
    DEBUG_MODE: "true",
    JOBS_SWEEP_SECONDS: "1",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
});

test.afterAll(async () => {
  await portal?.stop();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

function cvPdf(name: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text(`Lebenslauf ${name}: Elektrotechnik, Lehrabschluss, fünf Jahre Montage.`);
    doc.end();
  });
}

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, "page width").toBeLessThanOrEqual(widths.client);
}

/** The candidate's pages wear no employer navigation. */
async function expectCandidateChrome(page: Page) {
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Anmelden" })).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Rechtliches" }).getByRole("link", { name: "Datenschutz" }),
  ).toHaveAttribute("href", "/datenschutz");
}

test("the candidate follows the application on a phone: status, data, talent pool, and a spent link", async ({
  page,
  browser,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const stamp = Date.now();
  const person = { first: "Paula", last: `Phoneberger${stamp}`, email: `paula.${stamp}@example.at` };

  const phone = await browser.newPage(PHONE);
  await phone.goto(`${portal.baseUrl}/jobs/4`);
  await declineOptionalCookies(phone);
  await phone.getByRole("link", { name: "Jetzt bewerben", exact: true }).tap();
  const form = phone.getByRole("form", { name: /^Bewerbung als / });
  await form.getByLabel("Anrede (freiwillig)").selectOption({ label: "Frau" });
  await form.getByLabel("Vorname").fill(person.first);
  await form.getByLabel("Nachname").fill(person.last);
  await form.getByLabel("E-Mail-Adresse").fill(person.email);
  await form.getByLabel("Lebenslauf").setInputFiles({
    name: `Lebenslauf ${person.last}.pdf`,
    mimeType: "application/pdf",
    buffer: await cvPdf(`${person.first} ${person.last}`),
  });
  await form.getByRole("checkbox", { name: /Datenschutzhinweise/ }).check();
  await form.getByRole("button", { name: "Bewerbung absenden" }).click();
  await expect(phone.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bewerbung" })).toBeVisible();
  await expectCandidateChrome(phone);
  await expectNoAxeViolations(phone);

  // The confirmation mail leads to the status page.
  const confirmation = await openDebugMail(page, portal.baseUrl, /^Ihre Bewerbung: /);
  expect(confirmation).toContain(person.email);
  expect(confirmation).toContain(`Sehr geehrte Frau ${person.last},`);
  const statusLink = /(http\S+\/bewerbung\/status\?token=\S+)/.exec(confirmation)![1]!;
  await phone.goto(statusLink);
  await expect(phone.getByRole("heading", { level: 1, name: "Status Ihrer Bewerbung" })).toBeVisible();
  await expect(phone.getByRole("heading", { level: 2, name: "Ihre Bewerbung ist eingegangen" })).toBeVisible();
  await expect(phone.getByText(/“ bei Donautal Technik GmbH$/)).toBeVisible();
  await expectCandidateChrome(phone);
  await expectNoHorizontalScroll(phone);
  await expectNoAxeViolations(phone);

  // By keyboard to the data page.
  const dataLink = phone.getByRole("navigation", { name: "Ihre Bewerbung" }).getByRole("link", { name: "Meine Daten" });
  await dataLink.focus();
  await phone.keyboard.press("Enter");
  await expect(phone.getByRole("heading", { level: 1, name: "Ihre gespeicherten Daten" })).toBeVisible();
  for (const section of ["Ihre Angaben", "Antworten", "Unterlagen", "Nachrichten", "Verlauf", "Talentpool"]) {
    await expect(phone.getByRole("region", { name: section })).toBeVisible();
  }
  await expect(phone.getByRole("region", { name: "Ihre Angaben" })).toContainText(person.email);
  await expect(phone.getByRole("region", { name: "Ihre Angaben" }).locator('dt:text-is("Anrede") + dd')).toHaveText(
    "Frau",
  );
  await expectNoHorizontalScroll(phone);
  await expectNoAxeViolations(phone);

  // The PDF of the copy.
  const download = phone.waitForEvent("download");
  await phone.getByRole("link", { name: "Als PDF herunterladen" }).click();
  expect((await download).suggestedFilename()).toBe("meine-bewerbung.pdf");

  // The talent pool: consent given, then withdrawn, from the keyboard; the application stays.
  const pool = phone.getByRole("region", { name: "Talentpool" });
  const give = pool.getByRole("button", { name: "In den Talentpool aufnehmen" });
  await waitForHydration(give);
  await give.focus();
  await phone.keyboard.press("Enter");
  await expect(pool.getByText(/^Danke: Ihre Daten bleiben bis \d{2}\.\d{2}\.\d{4} im Talentpool/)).toBeVisible();
  await expectNoAxeViolations(phone);
  const revoke = pool.getByRole("button", { name: "Zustimmung zum Talentpool widerrufen" });
  await revoke.focus();
  await phone.keyboard.press("Enter");
  await expect(
    pool.getByText("Ihre Zustimmung zum Talentpool ist widerrufen. Ihre Bewerbung bleibt bestehen."),
  ).toBeVisible();
  await expect(phone.getByRole("region", { name: "Verlauf" })).toContainText("Zustimmung zum Talentpool widerrufen");

  // Withdrawn: the status link says so, on the candidate's chrome.
  await phone.getByRole("navigation", { name: "Ihre Bewerbung" }).getByRole("link", { name: "Zurückziehen" }).click();
  await phone.getByRole("button", { name: "Bewerbung zurückziehen und Daten löschen" }).click();
  await expect(phone.getByRole("heading", { level: 1, name: "Bewerbung zurückgezogen" })).toBeVisible();
  const spent = await phone.goto(statusLink);
  expect(spent?.status()).toBe(410);
  await expect(
    phone.getByRole("heading", { level: 1, name: "Diese Bewerbung wurde bereits zurückgezogen." }),
  ).toBeVisible();
  await expectCandidateChrome(phone);
  await expectNoHorizontalScroll(phone);
  await expectNoAxeViolations(phone);
  await phone.close();
});
