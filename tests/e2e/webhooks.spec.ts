import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { startTestPortal, type TestPortal } from "../support/portal";
import { expectNoAxeViolations, signInCustomer } from "./fixtures";

/**
 * Webhooks under Einstellungen (issue 36 §3): kunde@demo.at, acting for Donautal Technik Service
 * GmbH (company 2, so no other spec's lists change), registers an endpoint on a receiver this test
 * starts, sees its signing secret, makes an ad's state change (a draft created and deleted through
 * the JSON API), sees the delivery in the log, receives it signed, sends it again and deletes the
 * endpoint. The demo allows a local receiver (WEBHOOKS_ALLOW_PRIVATE_TARGETS defaults to on).
 * The suite starts a portal of its own with a one-second job sweep, so the delivery does not wait
 * for the shared portal's minute.
 */

let portal: TestPortal;

test.use({ viewport: { width: 1920, height: 1080 } });
test.describe.configure({ timeout: 120_000 });

interface Received {
  headers: Record<string, string>;
  body: string;
}

let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];

test.beforeAll(async () => {
  // Starting and seeding a portal takes longer than a test's usual budget.
  test.setTimeout(120_000);
  portal = await startTestPortal({
    JOBS_SWEEP_SECONDS: "1",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  receiver = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hr-system`;
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await portal?.stop();
});

test("a company registers an endpoint, sees its secret and the delivery of an event", async ({ page }) => {
  const baseURL = portal.baseUrl;
  await signInCustomer(page, "kunde@demo.at", `${baseURL}/p/account/company-switch`);
  await page.getByRole("button", { name: "Wechseln zu Donautal Technik Service GmbH" }).click();
  await expect(page.getByText("Sie arbeiten jetzt für Donautal Technik Service GmbH.")).toBeVisible();

  await page.goto(`${baseURL}/p/account/settings`);
  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
  await expect(page.getByText("Sie haben noch keinen Endpunkt angelegt.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing chosen: refused, in German, at the fields.
  await page.getByRole("button", { name: "Endpunkt anlegen" }).click();
  await expect(page.getByText("Bitte wählen Sie mindestens ein Ereignis.")).toBeVisible();
  await expect(page.getByText("Bitte geben Sie die Adresse an.")).toBeVisible();

  await page.getByRole("textbox", { name: "Adresse (URL)" }).fill(receiverUrl);
  await page.getByRole("textbox", { name: "Beschreibung" }).fill("HR-System Test");
  await page.getByText("Status eines Inserats geändert").click();
  await page.getByRole("button", { name: "Endpunkt anlegen" }).click();
  await expect(page.getByRole("heading", { name: "Webhook-Endpunkt", level: 1 })).toBeVisible();
  await expect(page.getByText("Der Endpunkt wurde angelegt.")).toBeVisible();
  const secret = (await page.locator("code[aria-labelledby='webhook-secret']").textContent()) ?? "";
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  await expect(page.getByText("Noch keine Ereignisse für diesen Endpunkt.")).toBeVisible();
  const endpointPath = new URL(page.url()).pathname;

  // An ad's state changes: a draft is made and deleted.
  const api = `${baseURL}/api/manage-job-ads/external/job-ads`;
  const created = await page.request.post(api, {
    headers: { origin: baseURL },
    data: { title: "Webhook-Test (m/w/d)" },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  const deleted = await page.request.post(`${api}/${data.id}/delete`, { headers: { origin: baseURL } });
  expect(deleted.status()).toBe(200);

  await page.goto(`${baseURL}${endpointPath}`);
  const log = page.getByRole("table");
  await expect(log.getByRole("row").filter({ hasText: "Status eines Inserats geändert" })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The job queue delivers it, signed with the secret shown.
  await expect.poll(() => received.length, { timeout: 60_000, intervals: [250] }).toBeGreaterThanOrEqual(1);
  const delivery = received.find((request) => request.body.includes(`"job_ad_id":${data.id}`))!;
  const payload = new Webhook(secret).verify(delivery.body, delivery.headers) as { type: string; data: unknown };
  expect(payload.type).toBe("job_ad.state_changed");
  expect(payload.data).toMatchObject({
    job_ad_id: data.id,
    from_state: "draft",
    to_state: "deleted",
    action: "delete",
  });

  await page.reload();
  await expect(log.getByRole("row").filter({ hasText: "Zugestellt" })).toHaveCount(1);
  await log.getByRole("button", { name: "Erneut senden" }).click();
  await expect(page.getByText("Das Ereignis wird erneut gesendet.")).toBeVisible();
  await expect(log.getByRole("row").filter({ hasText: "Status eines Inserats geändert" })).toHaveCount(2);

  await page.getByRole("button", { name: "Deaktivieren" }).click();
  await expect(page.getByText("Der Endpunkt ist deaktiviert.")).toBeVisible();
  await page.getByRole("link", { name: "Endpunkt löschen …" }).click();
  await expect(page.getByRole("heading", { name: "Endpunkt wirklich löschen?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText("Der Endpunkt wurde gelöscht.")).toBeVisible();
  await expect(page.getByText("Sie haben noch keinen Endpunkt angelegt.")).toBeVisible();
});
