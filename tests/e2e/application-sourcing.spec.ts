import { expect, test } from "@playwright/test";
import { CONTACT_TEMPLATES } from "~/features/active-sourcing/contact-templates";
import { startTestPortal, type TestPortal } from "../support/portal";
import { expectNoAxeViolations, JOURNEY_TIMEOUT_MS, signInCustomer, openDebugMail } from "./fixtures";

/**
 * Issue 34 §7 in the browser: kunde@demo.at writes to person 1 of the talent pool, the person
 * accepts through the link of the mail (read at /debug/mails, so this suite starts a portal of its
 * own with debug mode, as debug-mails.spec.ts does), and from the conversation one action adds her
 * to ad 4's pipeline; the application links the conversation back, and the search and her profile
 * mark her "Beworben" with a link to it.
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

test("a person who accepted is added to an ad's pipeline from the conversation, linked both ways", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const template = CONTACT_TEMPLATES[0]!;
  await signInCustomer(page, "kunde@demo.at", `${portal.baseUrl}/p/active-sourcing/messages`);
  const sent = await page.request.post(`${portal.baseUrl}/p/active-sourcing/search/contact/1`, {
    headers: { origin: portal.baseUrl },
    form: { subject: template.subject, body: template.body, jobAdId: "" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);

  const mail = await openDebugMail(page, portal.baseUrl, /^Kontaktanfrage: Donautal Technik GmbH/);
  await page.goto(/(http\S+\/talente\/anfrage\?token=\S+)/.exec(mail)![1]!);
  await page.getByRole("button", { name: "Anfrage annehmen" }).click();
  await expect(page.getByText(/Sie haben die Anfrage angenommen\./)).toBeVisible();

  await page.goto(`${portal.baseUrl}/p/active-sourcing/messages/1`);
  const box = page.getByRole("region", { name: "Bewerber-Manager" });
  await box.getByLabel("Inserat").selectOption({ value: "4" });
  await box.getByRole("button", { name: "Zu Bewerber-Manager hinzufügen" }).click();
  await expect(box.getByText(/wurde in den Bewerber-Manager für „.+“ übernommen\./)).toBeVisible();
  await expectNoAxeViolations(page);

  await box.getByRole("link", { name: "Bewerbung im Bewerber-Manager öffnen" }).click();
  await expect(page.getByText(/ · aus Active Sourcing/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Gespräch in Active Sourcing ansehen" }).click();
  await expect(page).toHaveURL(/\/p\/active-sourcing\/messages\/1$/);
  await expect(
    page.getByRole("region", { name: "Bewerber-Manager" }).getByRole("link", { name: /^Bewerbung für „/ }),
  ).toBeVisible();

  // Active Sourcing marks her "Beworben" (issue 35 §1), on her card and her profile, with the way to the application.
  await page.goto(`${portal.baseUrl}/p/active-sourcing/search?q=Buchhalter&ort=Linz`);
  const card = page.getByRole("list", { name: "Suchergebnisse" }).getByRole("article", { name: "Sabine Hofer" });
  await expect(card.getByRole("link", { name: /^Beworben für „/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${portal.baseUrl}/p/active-sourcing/search/candidate/1`);
  await page.getByRole("link", { name: /^Beworben für „/ }).click();
  await expect(page.getByText(/ · aus Active Sourcing/)).toBeVisible();
});
