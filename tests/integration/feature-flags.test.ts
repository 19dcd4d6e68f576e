import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { checkApiAnswers } from "../support/openapi";

let t: TestPortal;
let admin: HttpBrowser;

beforeAll(async () => {
  // No background sweeps: a sweep's write to an ad between two requests would make a kept page a miss.
  t = await startTestPortal({ JOBS_ENABLED: "false" });
  // Every answer of the API below is checked against its description (decision 075).
  await checkApiAnswers(t.baseUrl);
  admin = new HttpBrowser();
  await signIn(admin, t.baseUrl, "internal", "admin@intern.demo.at", "demo1234", "/p/internal");
});
afterAll(async () => {
  await t?.stop();
});

async function flags(): Promise<Record<string, boolean>> {
  const response = await fetch(`${t.baseUrl}/api/feature-flag`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, boolean> }).data;
}

function put(browser: HttpBrowser, key: string, body: unknown, origin = t.baseUrl) {
  return browser.request(`${t.baseUrl}/api/feature-flag/${key}`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
  });
}

describe("feature flags", () => {
  it("are readable by anyone", async () => {
    expect(await flags()).toMatchObject({ maintenance: false, smartBewerben: true });
  });

  it("can be switched by an admin", async () => {
    const on = await put(admin, "smartBewerben", { enabled: false });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ data: { key: "smartBewerben", enabled: false } });
    expect((await flags()).smartBewerben).toBe(false);
    expect((await put(admin, "smartBewerben", { enabled: true })).status).toBe(200);
    expect((await flags()).smartBewerben).toBe(true);
  });

  it("refuse anonymous visitors, customers and staff without the admin group, changing nothing", async () => {
    expect((await put(new HttpBrowser(), "maintenance", { enabled: true })).status).toBe(401);
    const customer = new HttpBrowser();
    await signIn(customer, t.baseUrl, "business", "kunde@demo.at");
    expect((await put(customer, "maintenance", { enabled: true })).status).toBe(403);
    for (const email of ["adminexternal@intern.demo.at", "sales@intern.demo.at", "readonly@intern.demo.at"]) {
      const staff = new HttpBrowser();
      await signIn(staff, t.baseUrl, "internal", email, "demo1234", "/p/internal");
      expect((await put(staff, "maintenance", { enabled: true })).status).toBe(403);
    }
    expect((await flags()).maintenance).toBe(false);
  });

  it("reject bad input with a German message and change nothing", async () => {
    const response = await put(admin, "maintenance", { enabled: "ja" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/ein- oder ausgeschaltet/);
    expect((await put(admin, "gibt-es-nicht", { enabled: true })).status).toBe(404);
    expect((await flags()).maintenance).toBe(false);
  });

  it("refuse a cross-site write", async () => {
    expect((await put(admin, "maintenance", { enabled: true }, "https://evil.example")).status).toBe(403);
    expect((await flags()).maintenance).toBe(false);
  });

  it("maintenance mode sends visitors of the guarded pages to /wartung", async () => {
    // The content pages are kept rendered (decision 038); the admin's switch empties that cache.
    for (const path of ["/", "/produkte/stelleninserate"]) {
      await (await fetch(`${t.baseUrl}${path}`)).arrayBuffer();
      expect((await fetch(`${t.baseUrl}${path}`)).headers.get("x-page-cache"), path).toBe("hit");
    }
    expect((await put(admin, "maintenance", { enabled: true })).status).toBe(200);
    try {
      for (const path of ["/", "/produkte/talentsuche", "/produkte/stelleninserate"]) {
        const response = await fetch(`${t.baseUrl}${path}`, { redirect: "manual" });
        expect(response.status, path).toBe(302);
        expect(response.headers.get("location"), path).toBe("/wartung");
      }
      expect((await fetch(`${t.baseUrl}/kh/recruiting-mix`, { redirect: "manual" })).status).toBe(200);
      expect((await fetch(`${t.baseUrl}/wartung`)).status).toBe(200);
    } finally {
      await put(admin, "maintenance", { enabled: false });
    }
    expect((await fetch(`${t.baseUrl}/`, { redirect: "manual" })).status).toBe(200);
  });
});
