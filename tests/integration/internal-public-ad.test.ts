import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * Issue 35 §5: staff who open a page outside /p/internal are signed out (SPEC §6), so an ad's
 * public page is shown to them inside the panel, and the panel's link leads there.
 */

const COMPANY_ID = 3;
let t: TestPortal;
const staff = new HttpBrowser();
let liveAd: { id: number; title: string };

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
  await signIn(staff, t.baseUrl, "internal", "sales@intern.demo.at", "demo1234", "/p/internal");
  const listed = await staff.request(
    `${t.baseUrl}/api/manage-job-ads/internal/job-ads?companyId=${COMPANY_ID}&status=active&pageSize=1`,
  );
  expect(listed.status).toBe(200);
  const { data } = (await listed.json()) as { data: { id: number; title: string }[] };
  liveAd = data[0]!;
  expect(liveAd).toBeDefined();
});
afterAll(async () => {
  await t?.stop();
});

const inPanel = (companyId: number, id: number | string) =>
  `${t.baseUrl}/p/internal/companies/${companyId}/jobs/${id}/oeffentlich`;

async function signedIn(browser: HttpBrowser): Promise<boolean> {
  const response = await browser.request(`${t.baseUrl}/api/auth/me`);
  return ((await response.json()) as { isAuthenticated: boolean }).isAuthenticated;
}

describe("an ad's public page inside the panel", () => {
  it("shows the live ad as candidates see it, says what leaving would do, and keeps the staff signed in", async () => {
    const response = await staff.request(inPanel(COMPANY_ID, liveAd.id));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Öffentliche Ansicht im internen Bereich");
    expect(html).toContain("beenden Ihre Sitzung als Mitarbeiter:in");
    expect(html).toContain(liveAd.title.replaceAll("&", "&amp;"));
    expect(html).toContain(`/p/internal/companies/${COMPANY_ID}/jobs/${liveAd.id}?step=summary`);
    expect(await signedIn(staff)).toBe(true);
  });

  it("is what the summary's link to the public page opens", async () => {
    const admin = new HttpBrowser();
    await signIn(admin, t.baseUrl, "internal", "admin@intern.demo.at", "demo1234", "/p/internal");
    const response = await admin.request(
      `${t.baseUrl}/p/internal/companies/${COMPANY_ID}/jobs/${liveAd.id}?step=summary`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`href="/p/internal/companies/${COMPANY_ID}/jobs/${liveAd.id}/oeffentlich"`);
    expect(html).toContain("Öffentliche Seite des Inserats ansehen");
    expect(html).not.toMatch(/href="\/jobs\/\d+-/);
  });

  it("is a 404 for an ad of another company, an unknown ad, or a malformed id", async () => {
    expect((await staff.request(inPanel(COMPANY_ID + 1, liveAd.id))).status).toBe(404);
    expect((await staff.request(inPanel(COMPANY_ID, 99_999_999))).status).toBe(404);
    expect((await staff.request(inPanel(COMPANY_ID, "abc"))).status).toBe(404);
  });

  it("is not for company users or visitors", async () => {
    const customer = new HttpBrowser();
    await signIn(customer, t.baseUrl, "business", "kunde@demo.at");
    const refused = await customer.request(inPanel(COMPANY_ID, liveAd.id));
    expect(refused.status).toBeGreaterThanOrEqual(300);
    expect(await refused.text()).not.toContain("Öffentliche Ansicht im internen Bereich");
    const anonymous = await new HttpBrowser().request(inPanel(COMPANY_ID, liveAd.id));
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(await anonymous.text()).not.toContain("Öffentliche Ansicht im internen Bereich");
  });
});
