import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * Issue 13 §5: the headers every answer carries, and that a signed-in person's answers are
 * kept by no cache — not a shared one, not the browser's.
 */

let t: TestPortal;
const anonymous = new HttpBrowser();
const customer = new HttpBrowser();
const staff = new HttpBrowser();

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
  await signIn(customer, t.baseUrl, "business", "kunde@demo.at");
  await signIn(staff, t.baseUrl, "internal", "admin@intern.demo.at", "demo1234", "/p/internal");
}, 300_000);
afterAll(async () => {
  await t?.stop();
});

async function headersOf(browser: HttpBrowser, path: string): Promise<Headers> {
  const response = await browser.request(`${t.baseUrl}${path}`);
  await response.body?.cancel();
  return response.headers;
}

describe("headers of every answer", () => {
  it.each(["/", "/healthz", "/produkte/stelleninserate", "/p/jobs", "/api/auth/me", "/gibt-es-nicht"])(
    "%s names the browser features the portal leaves off",
    async (path) => {
      const policy = (await headersOf(anonymous, path)).get("permissions-policy");
      expect(policy).toContain("camera=()");
      expect(policy).toContain("geolocation=()");
      expect(policy).toContain("microphone=()");
    },
  );
});

describe("signed-in answers are private and not stored", () => {
  it.each([
    ["a company page", customer, "/p/jobs"],
    ["a company page's data", customer, "/p/jobs.data"],
    ["the JSON API", customer, "/api/manage-job-ads/external/job-ads"],
    ["a public page seen signed in", customer, "/produkte/stelleninserate"],
    ["a staff page", staff, "/p/internal/companies"],
    ["the staff API", staff, "/api/manage-job-ads/internal/companies"],
  ] as const)("%s: Cache-Control private, no-store", async (_name, browser, path) => {
    expect((await headersOf(browser, path)).get("cache-control")).toBe("private, no-store");
  });

  it("a public page for an anonymous visitor is not marked no-store", async () => {
    expect((await headersOf(anonymous, "/produkte/stelleninserate")).get("cache-control") ?? "").not.toContain(
      "no-store",
    );
  });
});
