import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { checkApiAnswers } from "../support/openapi";

/**
 * The editor's autosave endpoint (also its unload beacon) and "Neues Inserat anlegen" over HTTP.
 * Demo data: ads 1–8 belong to kunde@demo.at's company 1 (1 draft, 4 active, 7 locked); ads
 * 25–32 to hybrid@demo.at's company 4.
 */

let t: TestPortal;
const browsers = new Map<string, HttpBrowser>();
const ANONYMOUS = "anonymous";

beforeAll(async () => {
  t = await startTestPortal({
    JOBS_ENABLED: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  // Every answer of the API below is checked against its description (decision 075).
  await checkApiAnswers(t.baseUrl);
  browsers.set(ANONYMOUS, new HttpBrowser());
  for (const email of ["kunde@demo.at", "hybrid@demo.at"]) {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "business", email);
    browsers.set(email, browser);
  }
  const staff = new HttpBrowser();
  await signIn(staff, t.baseUrl, "internal", "admin@intern.demo.at", "demo1234", "/p/internal");
  browsers.set("admin@intern.demo.at", staff);
});
afterAll(async () => {
  await t?.stop();
});

const draftPath = (id: number | string, step: string) =>
  `/api/manage-job-ads/external/job-ads/${id}/steps/${step}/draft`;

async function postDraft(
  who: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { data?: { autosave?: string }; error?: { message: string } } }> {
  const response = await browsers.get(who)!.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith("{") ? JSON.parse(text) : {} };
}

/** The data step's page as its owner sees it (the draft fills the form). */
async function dataStepHtml(who: string, id: number): Promise<string> {
  const response = await browsers.get(who)!.request(`${t.baseUrl}/p/jobs/${id}/data`);
  expect(response.status).toBe(200);
  return response.text();
}

async function draftCount(who: string): Promise<number> {
  const response = await browsers.get(who)!.request(`${t.baseUrl}/api/manage-job-ads/external/job-ads?status=draft`);
  const body = (await response.json()) as { meta: { total: number } };
  return body.meta.total;
}

/** The key the create page renders into its form for one visit. */
async function createKeyOfVisit(who: string): Promise<string> {
  const visit = await browsers.get(who)!.request(`${t.baseUrl}/p/jobs/create`);
  expect(visit.status).toBe(200);
  return /name="createKey" value="([^"]+)"/.exec(await visit.text())![1]!;
}

async function createByButton(who: string, createKey: string): Promise<Response> {
  return browsers.get(who)!.request(`${t.baseUrl}/p/jobs/create`, {
    method: "POST",
    headers: {
      origin: t.baseUrl,
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": BROWSER_USER_AGENT,
    },
    body: new URLSearchParams({ createKey }).toString(),
  });
}

describe("POST /api/manage-job-ads/external/job-ads/{id}/steps/{step}/draft", () => {
  const title = "Entwurf aus dem Beacon (m/w/d)";
  const body = new URLSearchParams({ intent: "autosave", title, "locations[0].city": "Linz" }).toString();

  it("stores the owner's typing as the step's draft, shown when the step opens again", async () => {
    const answer = await postDraft("kunde@demo.at", draftPath(1, "data"), body);
    expect(answer).toMatchObject({ status: 200, body: { data: { autosave: "saved" } } });
    expect(await dataStepHtml("kunde@demo.at", 1)).toContain(title);
  });

  it("refuses a write from another origin (CSRF) and changes nothing", async () => {
    const other = new URLSearchParams({ title: "Von woanders (m/w/d)" }).toString();
    const answer = await postDraft("kunde@demo.at", draftPath(1, "data"), other, { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(await dataStepHtml("kunde@demo.at", 1)).not.toContain("Von woanders");
  });

  it("answers 401 without a session, 403 for staff and 404 for another company's ad", async () => {
    expect((await postDraft(ANONYMOUS, draftPath(1, "data"), body)).status).toBe(401);
    expect((await postDraft("admin@intern.demo.at", draftPath(1, "data"), body)).status).toBe(403);
    const foreign = await postDraft("hybrid@demo.at", draftPath(1, "data"), "title=Fremd");
    expect(foreign.status).toBe(404);
    expect(foreign.body.error?.message).toBe("Das Inserat wurde nicht gefunden.");
    expect(await dataStepHtml("kunde@demo.at", 1)).not.toContain("Fremd");
  });

  it("answers 4xx with a German message for bad steps, ids, bodies and read-only steps", async () => {
    expect((await postDraft("kunde@demo.at", draftPath(1, "nope"), body)).status).toBe(404);
    expect((await postDraft("kunde@demo.at", draftPath("9999999999", "data"), body)).status).toBe(404);
    expect((await postDraft("kunde@demo.at", draftPath("abc", "data"), body)).status).toBe(404);
    const badKey = await postDraft("kunde@demo.at", draftPath(1, "data"), "not%20a%20field=x");
    expect(badKey.status).toBe(400);
    expect(badKey.body.error?.message).toBe("Der Entwurf ist ungültig oder zu groß.");
    const json = await postDraft("kunde@demo.at", draftPath(1, "data"), JSON.stringify({ title }), {
      "content-type": "application/json",
    });
    expect(json.status).toBe(415);
    // Ad 7 is locked: nothing of it may change.
    const locked = await postDraft("kunde@demo.at", draftPath(7, "data"), body);
    expect(locked.status).toBe(409);
    expect(locked.body.error?.message).toBe("Gelöschte oder gesperrte Inserate können nicht bearbeitet werden.");
    // Ad 4 is active: its product can no longer change.
    expect((await postDraft("kunde@demo.at", draftPath(4, "product"), "productId=1")).status).toBe(409);
  });
});

describe("POST /p/jobs/create", () => {
  it("creates nothing on a visit and one pre-filled draft per press, even for a double click", async () => {
    const before = await draftCount("kunde@demo.at");
    const [key, otherTabKey] = [await createKeyOfVisit("kunde@demo.at"), await createKeyOfVisit("kunde@demo.at")];
    expect(key).not.toBe(otherTabKey);
    expect(await draftCount("kunde@demo.at")).toBe(before);

    const [first, second] = await Promise.all([
      createByButton("kunde@demo.at", key),
      createByButton("kunde@demo.at", key),
    ]);
    expect(first.status).toBe(302);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await draftCount("kunde@demo.at")).toBe(before + 1);
    // The same form sent again later is still the same press.
    expect((await createByButton("kunde@demo.at", key)).headers.get("location")).toBe(first.headers.get("location"));

    // The page opened in a second tab makes its own draft, however soon after.
    const otherTab = await createByButton("kunde@demo.at", otherTabKey);
    expect(otherTab.status).toBe(302);
    expect(otherTab.headers.get("location")).not.toBe(first.headers.get("location"));
    expect(await draftCount("kunde@demo.at")).toBe(before + 2);

    const id = /\/p\/jobs\/(\d+)\/data$/.exec(first.headers.get("location") ?? "")?.[1];
    expect(id).toBeDefined();
    const detail = await browsers
      .get("kunde@demo.at")!
      .request(`${t.baseUrl}/api/manage-job-ads/external/job-ads/${id}`);
    const { data } = (await detail.json()) as { data: { steps: Record<string, Record<string, unknown> | null> } };
    expect(data.steps.content?.contactPerson).toEqual({ name: "Katharina Mayr", email: "kunde@demo.at", phone: "" });
    expect(data.steps.application?.applicationEmail).toBe("kunde@demo.at");
  });

  it("refuses a press without the page's key in German and creates nothing", async () => {
    const before = await draftCount("hybrid@demo.at");
    for (const createKey of ["", "nope"]) {
      const response = await createByButton("hybrid@demo.at", createKey);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Die Seite ist veraltet. Bitte laden Sie sie neu");
    }
    expect(await draftCount("hybrid@demo.at")).toBe(before);
  });

  it("refuses a cross-origin press", async () => {
    const before = await draftCount("hybrid@demo.at");
    const response = await browsers.get("hybrid@demo.at")!.request(`${t.baseUrl}/p/jobs/create`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(response.status).toBe(403);
    expect(await draftCount("hybrid@demo.at")).toBe(before);
  });
});
