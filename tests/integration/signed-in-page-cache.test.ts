import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signIn } from "../support/http-browser";
import { expectScriptsAllowedByHashes, withoutNonceOf } from "../support/kept-page";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * The signed-in page cache on the whole portal (decision 049): the company's job-ad list and the
 * staff's job-ad list of a company are answered again until a write to the company's data, by
 * anyone, moves its version; the next answer then shows the write.
 */

let t: TestPortal;
let kunde: HttpBrowser;
let sales: HttpBrowser;

beforeAll(async () => {
  // No background sweeps: one that writes the company's ads between two requests (they start with
  // the portal, later on a busy machine) moves its version, and the second answer is a miss.
  t = await startTestPortal({ JOBS_ENABLED: "false" });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/jobs");
  sales = new HttpBrowser();
  await signIn(sales, t.baseUrl, "internal", "sales@intern.demo.at", "demo1234", "/p/internal");
});
afterAll(async () => {
  await t?.stop();
});

async function page(browser: HttpBrowser, path: string) {
  const response = await browser.request(`${t.baseUrl}${path}`);
  const html = await response.text();
  expect(response.status, path).toBe(200);
  const policy = response.headers.get("content-security-policy") ?? "";
  return { state: response.headers.get("x-page-cache"), html, policy };
}

async function api(browser: HttpBrowser, method: string, path: string, body?: unknown) {
  const response = await browser.request(`${t.baseUrl}/api/manage-job-ads/${path}`, {
    method,
    headers: { origin: t.baseUrl, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as { data: { id: number } };
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe("the signed-in page cache", () => {
  it("answers the job-ad list again without a nonce, its scripts allowed by their hashes", async () => {
    const first = await page(kunde, "/p/jobs");
    const second = await page(kunde, "/p/jobs");
    expect(first.state).toBe("miss");
    expect(second.state).toBe("hit");
    expectScriptsAllowedByHashes(second.html, second.policy);
    expect(second.html).toBe(withoutNonceOf(first.html, first.policy));
  });

  it("shows the company's own write on the next answer", async () => {
    await page(kunde, "/p/jobs");
    expect((await page(kunde, "/p/jobs")).state).toBe("hit");
    await api(kunde, "POST", "external/job-ads", { title: "Zwischengespeichert (m/w/d)" });
    const after = await page(kunde, "/p/jobs");
    expect(after.state).toBe("miss");
    expect(after.html).toContain("Zwischengespeichert (m/w/d)");
  });

  it("shows a write by someone else (the staff) on the company's next answer, and the company's on the staff's", async () => {
    const before = await page(kunde, "/p/jobs");
    expect((await page(kunde, "/p/jobs")).state).toBe("hit");
    await api(sales, "POST", "internal/job-ads/4/lock", { note: "Prüfung des Zwischenspeichers" });
    try {
      const after = await page(kunde, "/p/jobs");
      expect(after.state).toBe("miss");
      expect(count(after.html, "Gesperrt")).toBeGreaterThan(count(before.html, "Gesperrt"));

      await page(sales, "/p/internal/companies/1/jobs");
      expect((await page(sales, "/p/internal/companies/1/jobs")).state).toBe("hit");
      await api(kunde, "POST", "external/job-ads", { title: "Für den Vertrieb sichtbar (m/w/d)" });
      const staffAfter = await page(sales, "/p/internal/companies/1/jobs");
      expect(staffAfter.state).toBe("miss");
      expect(staffAfter.html).toContain("Für den Vertrieb sichtbar (m/w/d)");
    } finally {
      await api(sales, "POST", "internal/job-ads/4/unlock");
    }
  });

  it("keeps a page per person and company: another company's person gets a render of their own", async () => {
    const baker = new HttpBrowser();
    await signIn(baker, t.baseUrl, "business", "hybrid@demo.at", "demo1234", "/p/dashboard");
    expect((await page(kunde, "/p/jobs")).html).toContain("Zwischengespeichert (m/w/d)");
    const theirs = await page(baker, "/p/jobs");
    expect(theirs.state).toBe("miss");
    expect(theirs.html).not.toContain("Zwischengespeichert (m/w/d)");
    expect((await page(baker, "/p/jobs")).state).toBe("hit");
  });
});
