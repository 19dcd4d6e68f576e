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

describe("compression (issue 17 §2)", () => {
  // fetch asks for gzip and deflate unless told otherwise.
  const get = (path: string, acceptEncoding = "identity") =>
    fetch(`${t.baseUrl}${path}`, { headers: { "accept-encoding": acceptEncoding } });

  it("sends a built script as the precompressed copy the browser accepts, cached for a year", async () => {
    const html = await (await get("/produkte/stelleninserate")).text();
    const script =
      /<script type="module"[^>]*>import\(["'](\/assets\/[^"']+\.js)["']\)/.exec(html)?.[1] ??
      /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const plain = await get(script);
    const plainBody = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    for (const [accepted, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
    ] as const) {
      const response = await get(script, accepted);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding"), accepted).toBe(encoding);
      expect(response.headers.get("content-type")).toMatch(/javascript/);
      expect(response.headers.get("cache-control")).toContain("immutable");
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      // fetch decodes: the same script as the plain answer.
      expect(await response.text()).toBe(plainBody);
    }
  });

  it("compresses a page as a whole and leaves answers under 1 KB as they are", async () => {
    const page = await get("/produkte/stelleninserate", "gzip, deflate, br, zstd");
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(await page.text()).toContain("</html>");
    const health = await get("/healthz", "gzip, deflate, br, zstd");
    expect(health.headers.get("content-encoding")).toBeNull();
    expect(await health.text()).toBe("ok");
  });
});
