import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abilitiesOfGroups, GROUPS, type Group } from "@auth/abilities";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { checkApiAnswers } from "../support/openapi";

/**
 * The service-entry pages over HTTP against the real portal, for every staff group, a company
 * user and an anonymous visitor: who may create an ad for company 3 (`serviceEntryAd`) and who
 * may save a step of a service draft (`adEditService`, then `serviceEntryAd` or
 * `editAdEditable`). Everybody else is turned away and nothing changes.
 */

const COMPANY_ID = 3;
let t: TestPortal;
const browsers = new Map<string, HttpBrowser>();
const WHO = [...GROUPS, "customer", "anonymous"] as const;
type Who = (typeof WHO)[number];

const abilities = (who: Who) =>
  who === "customer" || who === "anonymous"
    ? new Set<string>()
    : abilitiesOfGroups([who as Group], { production: false });

beforeAll(async () => {
  t = await startTestPortal({
    JOBS_ENABLED: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  // Every answer of the API below is checked against its description (decision 075).
  await checkApiAnswers(t.baseUrl);
  for (const who of WHO) {
    const browser = new HttpBrowser();
    if (who === "customer") await signIn(browser, t.baseUrl, "business", "kunde@demo.at");
    else if (who !== "anonymous") {
      await signIn(browser, t.baseUrl, "internal", `${who.toLowerCase()}@intern.demo.at`, "demo1234", "/p/internal");
    }
    browsers.set(who, browser);
  }
});
afterAll(async () => {
  await t?.stop();
});

const post = (who: Who, path: string, fields: Record<string, string>) =>
  browsers.get(who)!.postForm(`${t.baseUrl}${path}`, fields, t.baseUrl);

interface AdDetail {
  title: string;
  origin: string;
  meta: { companyId: number };
  audit: { action: string; actorEmail: string }[];
}

async function adAsAdmin(id: number): Promise<AdDetail> {
  const response = await browsers.get("admin")!.request(`${t.baseUrl}/api/manage-job-ads/internal/job-ads/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: AdDetail }).data;
}

async function companyAdTitles(): Promise<string[]> {
  const response = await browsers
    .get("admin")!
    .request(`${t.baseUrl}/api/manage-job-ads/internal/job-ads?companyId=${COMPANY_ID}&status=draft&pageSize=100`);
  return ((await response.json()) as { data: { title: string }[] }).data.map((row) => row.title);
}

const EDITOR = new RegExp(`^/p/internal/companies/${COMPANY_ID}/jobs/(\\d+)\\?step=(\\w+)$`);

describe("POST /p/internal/companies/{id}/jobs/create", () => {
  it.each(WHO)("creates a service draft only with serviceEntryAd (%s)", async (who) => {
    const title = `Service-Erfassung ${who} (m/w/d)`;
    const response = await post(who, `/p/internal/companies/${COMPANY_ID}/jobs/create`, { title });
    const location = response.headers.get("location") ?? "";
    if (abilities(who).has("serviceEntryAd")) {
      expect(response.status).toBe(302);
      const match = EDITOR.exec(location);
      expect(match?.[2]).toBe("data");
      const ad = await adAsAdmin(Number(match![1]));
      expect(ad).toMatchObject({ title, origin: "service", meta: { companyId: COMPANY_ID } });
      expect(ad.audit.map((entry) => entry.action)).toEqual(["job-ad.create"]);
    } else {
      expect(location).not.toMatch(EDITOR);
      expect(await companyAdTitles()).not.toContain(title);
    }
  });

  it("answers an unknown company with 404 and a title over 120 characters with 400", async () => {
    expect((await post("serviceEntry", "/p/internal/companies/999999/jobs/create", {})).status).toBe(404);
    const tooLong = await post("serviceEntry", `/p/internal/companies/${COMPANY_ID}/jobs/create`, {
      title: "x".repeat(121),
    });
    expect(tooLong.status).toBe(400);
  });
});

describe("POST /p/internal/companies/{id}/jobs/{id}?step=data", () => {
  it.each(WHO)("saves a step of a service draft only with the abilities the spec names (%s)", async (who) => {
    const created = await post("serviceEntry", `/p/internal/companies/${COMPANY_ID}/jobs/create`, {});
    const id = Number(EDITOR.exec(created.headers.get("location") ?? "")![1]);
    const title = `Datenschritt ${who} (m/w/d)`;
    const response = await post(who, `/p/internal/companies/${COMPANY_ID}/jobs/${id}?step=data`, {
      title,
      "locations[0].city": "Steyr",
      "locations[0].postcode": "4400",
      "locations[0].state": "Oberösterreich",
      remote: "none",
      employmentTypes: "vollzeit",
      jobLevel: "fachkraft",
      jobField: "logistik",
      salaryMin: "2.600,00",
      salaryPeriod: "month",
    });
    const has = abilities(who);
    const allowed = has.has("adEditService") && (has.has("serviceEntryAd") || has.has("editAdEditable"));
    const ad = await adAsAdmin(id);
    if (allowed) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/p/internal/companies/${COMPANY_ID}/jobs/${id}?step=design`);
      expect(ad.title).toBe(title);
      expect(ad.audit.map((entry) => entry.action)).toEqual(["job-ad.edit-step", "job-ad.create"]);
    } else {
      expect(response.headers.get("location") ?? "").not.toMatch(EDITOR);
      expect(ad.title).toBe("");
      expect(ad.audit.map((entry) => entry.action)).toEqual(["job-ad.create"]);
    }
  });
});

describe("POST /api/manage-job-ads/internal/companies/{id}/service-entry", () => {
  const create = (who: Who, companyId: number, body: unknown) =>
    browsers.get(who)!.request(`${t.baseUrl}/api/manage-job-ads/internal/companies/${companyId}/service-entry`, {
      method: "POST",
      headers: { origin: t.baseUrl, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it.each(WHO)("starts a service draft only with serviceEntryAd (%s)", async (who) => {
    const title = `API-Erfassung ${who} (m/w/d)`;
    const response = await create(who, COMPANY_ID, { title });
    if (abilities(who).has("serviceEntryAd")) {
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { id: number; status: string; origin: string } };
      expect(data).toMatchObject({ status: "draft", origin: "service" });
      const ad = await adAsAdmin(data.id);
      expect(ad).toMatchObject({ title, origin: "service", meta: { companyId: COMPANY_ID } });
      expect(ad.audit.map((entry) => entry.action)).toEqual(["job-ad.create"]);
    } else {
      expect(response.status).toBe(who === "anonymous" ? 401 : 403);
      expect(await companyAdTitles()).not.toContain(title);
    }
  });

  it("answers an unknown company with 404 and bad bodies with 400, creating nothing", async () => {
    expect((await create("serviceEntry", 999_999, {})).status).toBe(404);
    const tooLong = await create("serviceEntry", COMPANY_ID, { title: "x".repeat(121) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: { fields: Record<string, string> } }).error.fields.title).toBe(
      "Der Stellentitel darf höchstens 120 Zeichen lang sein.",
    );
    const extra = await create("serviceEntry", COMPANY_ID, { title: "Extra (m/w/d)", status: "active" });
    expect(extra.status).toBe(400);
    expect(await companyAdTitles()).not.toContain("Extra (m/w/d)");
  });
});
