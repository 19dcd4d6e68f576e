import { expect, test } from "@playwright/test";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { expectNoAxeViolations } from "./fixtures";

/**
 * /debug/mails needs debug mode, which the shared e2e portal has off (as in production): this
 * suite starts a portal of its own with DEBUG_MODE and a one-second job sweep.
 */

let portal: TestPortal;

test.beforeAll(async () => {
  // Starting and seeding a portal takes longer than a test's usual budget.
  test.setTimeout(120_000);
  portal = await startTestPortal({
    DEBUG_MODE: "true",
    JOBS_SWEEP_SECONDS: "1",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  // A publication queues an e-mail; the queue delivers it into the outbox.
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
    title: "Postausgang-Test Monteur:in (m/w/d)",
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
