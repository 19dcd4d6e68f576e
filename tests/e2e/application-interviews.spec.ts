import PDFDocument from "pdfkit";
import { expect, test } from "@playwright/test";
import { startTestPortal, type TestPortal } from "../support/portal";
import {
  declineOptionalCookies,
  expectNoAxeViolations,
  JOURNEY_TIMEOUT_MS,
  signInCustomer,
  openDebugMail,
} from "./fixtures";

/**
 * Issue 34 §3 in the browser: the company proposes interview slots on an application; the
 * candidate opens the link of the invitation mail on a phone (390 px), books a slot without an
 * account, and both sides see the booked interview. The mails are read on /debug/mails, so this
 * suite starts a portal of its own with DEBUG_MODE (as debug-mails.spec.ts does). axe on the new pages.
 */

let portal: TestPortal;

/** The calendar day in Vienna of an instant, as the date field takes it ("2026-12-08"). */
const viennaDay = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Vienna",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);

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

function cvPdf(text: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}

test("the company proposes slots, the candidate books one on a phone through the mail's link, both see it", async ({
  page,
  browser,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const last = `Termin${Date.now()}`;
  const name = `Ida ${last}`;
  const email = `${last.toLowerCase()}@example.at`;
  const bare = await page.request.get(`${portal.baseUrl}/jobs/4`, { maxRedirects: 0 });
  const adPath = new URL(bare.headers().location!, portal.baseUrl).pathname;
  const applied = await page.request.post(`${portal.baseUrl}${adPath}/bewerben`, {
    headers: { origin: portal.baseUrl },
    maxRedirects: 0,
    multipart: {
      art: "standard",
      vorname: "Ida",
      nachname: last,
      email,
      telefon: "",
      nachricht: "",
      website: "",
      datenschutz: "on",
      lebenslauf: { name: "Lebenslauf.pdf", mimeType: "application/pdf", buffer: await cvPdf(`Lebenslauf ${name}`) },
    },
  });
  expect(applied.status()).toBe(303);

  const manager = `${portal.baseUrl}/p/applications/bewerber-manager`;
  await signInCustomer(page, "kunde@demo.at", `${manager}?q=${last}`);
  await declineOptionalCookies(page);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const applicationUrl = page.url();
  const section = page.getByRole("region", { name: "Interviewtermine" });
  await expect(section).toContainText("Noch keine Interviewtermine.");
  await section.getByRole("link", { name: "Interviewtermine vorschlagen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Interviewtermine: ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);

  const day = viennaDay(new Date(Date.now() + 9 * 86_400_000));
  await page.getByLabel("Datum, Termin 1").fill(day);
  await page.getByLabel("Beginn, Termin 1").fill("09:30");
  await page.getByLabel("Datum, Termin 2").fill(day);
  await page.getByLabel("Beginn, Termin 2").fill("14:00");
  await page.getByLabel("Dauer, Termin 2").selectOption({ label: "45 Minuten" });
  await page.getByRole("radio", { name: "Per Video" }).check();
  await page.getByLabel("Link zum Videogespräch (per Video)").fill("https://video.example.at/raum-7");
  await expect(page.getByRole("checkbox", { name: "Katharina Mayr" })).toBeChecked();
  await page.getByRole("button", { name: `Termine an ${name} senden` }).click();
  await expect(page.getByRole("status")).toContainText(`2 Termine wurden an ${name} gesendet.`);
  await expect(page.getByRole("heading", { level: 2, name: "Vorgeschlagen, noch nicht gebucht" })).toBeVisible();

  // The candidate, on a phone, opens the link of the invitation.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const invitation = await openDebugMail(phone, portal.baseUrl, /^Einladung zum Vorstellungsgespräch: /);
  expect(invitation).toContain(`Guten Tag ${name}`);
  const link = /(http\S+\/bewerbung\/termin\?token=\S+)/.exec(invitation)![1]!;
  await phone.goto(link);
  await declineOptionalCookies(phone);
  await expect(phone.getByRole("heading", { level: 1, name: "Ihr Vorstellungsgespräch" })).toBeVisible();
  await expect(phone.getByRole("heading", { name: "Bitte wählen Sie einen Termin" })).toBeVisible();
  const pageWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone);
  await phone.getByRole("radio", { name: /14:00 Uhr \(45 Minuten\)/ }).check();
  await phone.getByRole("button", { name: "Termin buchen" }).click();
  await expect(phone.getByRole("status")).toContainText(/Ihr Termin am \d{2}\.\d{2}\.\d{4}, 14:00 Uhr ist gebucht\./);
  await expect(
    phone.getByRole("heading", { level: 2, name: /^Ihr Termin: .*14:00 Uhr \(45 Minuten\)$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(phone);
  const confirmation = await openDebugMail(phone, portal.baseUrl, /^Bestätigt: Ihr Vorstellungsgespräch am /);
  expect(confirmation).toContain("Im Anhang finden Sie den Termin für Ihren Kalender (.ics).");

  // The company sees the booking on the application, in its history and on the board.
  await page.goto(applicationUrl);
  await expect(section).toContainText(/Gebucht: \d{2}\.\d{2}\.\d{4}, 14:00 Uhr \(45 Minuten\)/);
  await expect(page.getByRole("region", { name: "Verlauf" })).toContainText("Bewerber:in: Interviewtermin gebucht");
  await expectNoAxeViolations(page);
  await page.goto(`${manager}/inserate/4?q=${last}`);
  await expect(page.getByText(`Interview ${day.slice(8, 10)}.${day.slice(5, 7)}., 14:00 Uhr`)).toBeVisible();
});
