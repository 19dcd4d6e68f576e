import { expect, test, type Page } from "@playwright/test";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { expectNoAxeViolations, JOURNEY_TIMEOUT_MS, waitForHydration } from "./fixtures";

/**
 * /debug/mails needs debug mode, which the shared e2e portal has off (as in production): this
 * suite starts a portal of its own with DEBUG_MODE and a one-second job sweep. The follower's
 * journey (issue 14) reads its e-mails here too.
 */

let portal: TestPortal;

/** kunde@demo.at publishes a new ad of Donautal Technik GmbH through the API; resolves with its id. */
async function publishNewAd(title: string): Promise<number> {
  const customer = new HttpBrowser();
  await signIn(customer, portal.baseUrl, "business", "kunde@demo.at");
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await customer.request(`${portal.baseUrl}/api/manage-job-ads/external/job-ads${path}`, {
      method,
      headers: { origin: portal.baseUrl, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.ok, `${method} ${path}`).toBe(true);
    return (await response.json()) as { data: { id: number; steps: { product: { id: number } } } };
  };
  const productId = (await call("GET", "/2")).data.steps.product.id;
  const { id } = (await call("POST", "", {})).data;
  await call("PUT", `/${id}/steps/data`, {
    title,
    locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
    remote: "none",
    employmentTypes: ["vollzeit"],
    jobLevel: "fachkraft",
    jobField: "handwerk",
    salaryMin: "2.800,00",
    salaryPeriod: "month",
  });
  await call("PUT", `/${id}/steps/design`, { template: "classic", primaryColor: "#0B5CAB", accentColor: "#F2A900" });
  await call("PUT", `/${id}/steps/content`, {
    tasks: "<p>Montage von Anlagen bei unseren Kund:innen</p>",
    profile: "<p>Lehrabschluss und Führerschein B</p>",
    offer: "<p>Firmenauto und flexible Arbeitszeiten</p>",
    contactName: "Maria Huber",
    contactEmail: "karriere@example.at",
  });
  await call("PUT", `/${id}/steps/product`, { productId });
  await call("PUT", `/${id}/steps/publish`, { publishMode: "now" });
  await call("PUT", `/${id}/steps/application`, { applicationMethod: "portal" });
  await call("POST", `/${id}/publish`);
  return id;
}

test.beforeAll(async () => {
  // Starting and seeding a portal takes longer than a test's usual budget.
  test.setTimeout(120_000);
  portal = await startTestPortal({
    DEBUG_MODE: "true",
    JOBS_SWEEP_SECONDS: "1",
    // Followers' alerts at any hour, not from 07:00 Vienna on: the suite runs day and night.
    FOLLOWER_ALERT_HOUR: "0",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  // A publication queues an e-mail; the queue delivers it into the outbox.
  await publishNewAd("Postausgang-Test Monteur:in (m/w/d)");
});

test.afterAll(async () => {
  await portal?.stop();
});

test("the mail outbox viewer lists the delivered e-mail and shows its text", async ({ page }) => {
  await page.goto(`${portal.baseUrl}/debug`);
  await page.getByRole("link", { name: "E-Mail-Postausgang" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-Mail-Postausgang" })).toBeVisible();

  const subject = "Ihr Inserat „Postausgang-Test Monteur:in (m/w/d)“ ist veröffentlicht";
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: subject }) });
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole("cell", { name: "Nur im Postausgang" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByRole("cell", { name: "kunde@demo.at" })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: subject }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(
    page.getByText(/Ihr Inserat „Postausgang-Test Monteur:in \(m\/w\/d\)“ \(Nr\. \d+\) ist veröffentlicht/),
  ).toBeVisible();
  // The loading bar of the client-side navigation sits outside the landmarks while it shows.
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Zurück zum Postausgang" }).click();
  await expect(page).toHaveURL(/\/debug\/mails$/);
});

/** Opens the newest e-mail of the outbox whose subject matches and answers its text. */
async function openMail(page: Page, subject: RegExp): Promise<string> {
  await page.goto(`${portal.baseUrl}/debug/mails`);
  const link = page.getByRole("link", { name: subject }).first();
  await expect(async () => {
    await page.reload();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  return page.locator("main").innerText();
}

test("a visitor follows the company, confirms by e-mail, gets the next ad and unsubscribes", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const email = `folgerin.${Date.now()}@example.at`;
  await page.goto(`${portal.baseUrl}/unternehmen/donautal-technik-gmbh`);
  const follow = page.getByRole("region", { name: "Donautal Technik GmbH folgen" });
  await waitForHydration(follow.getByRole("button", { name: "Firma folgen" }));
  await follow.getByRole("textbox", { name: "Ihre E-Mail-Adresse" }).fill(email);
  await follow.getByRole("button", { name: "Firma folgen" }).click();
  await expect(follow.getByText(/Fast geschafft: Wir haben Ihnen eine E-Mail geschickt/)).toBeVisible();
  await expectNoAxeViolations(page);

  const confirmation = await openMail(page, /Bitte bestätigen Sie: Neue Stellen von Donautal Technik GmbH/);
  expect(confirmation).toContain(email);
  const confirmLink = /(http\S+\/folgen\?token=\S+)/.exec(confirmation)![1]!;
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { level: 1, name: "Sie folgen jetzt: Donautal Technik GmbH" })).toBeVisible();
  await expectNoAxeViolations(page);

  const title = `Folge-Test Elektriker:in ${Date.now()} (m/w/d)`;
  await publishNewAd(title);
  const alert = await openMail(
    page,
    new RegExp(`Neue Stelle bei Donautal Technik GmbH: ${title.replace(/[()]/g, "\\$&")}`),
  );
  expect(alert).toContain(email);
  const unsubscribeLink = /(http\S+\/job-alerts\/abmelden\?token=\S+)/.exec(alert)![1]!;
  await page.goto(unsubscribeLink);
  await expect(page.getByRole("heading", { level: 1, name: "Job-Alerts abmelden" })).toBeVisible();
  await expect(
    page.getByText(`${email} erhält neue Stellen von Donautal Technik GmbH.`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // The mail program's "Abmelden" (List-Unsubscribe, RFC 8058): a POST from its own servers,
  // without the portal's origin or cookies.
  const oneClick = await page.request.post(unsubscribeLink.replace("/abmelden?", "/abmelden/ein-klick?"), {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { cookie: "" },
  });
  expect(oneClick.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dieser Abmeldelink ist nicht mehr gültig" })).toBeVisible();
});
