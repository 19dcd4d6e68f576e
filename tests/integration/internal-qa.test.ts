import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { checkApiAnswers } from "../support/openapi";

/**
 * QA over HTTP against the real portal (docs/api.md, "QA"): the queue oldest first, claims that
 * two reviewers cannot both hold, reports that approve or reject through the lifecycle, and the
 * refusals that change nothing. Seed: ads 2, 10, 18 and 26 (companies 1–4) are in review.
 */

let t: TestPortal;
const browsers = new Map<string, HttpBrowser>();

beforeAll(async () => {
  t = await startTestPortal({
    JOBS_ENABLED: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  // Every answer of the API below is checked against its description (decision 075).
  await checkApiAnswers(t.baseUrl);
  const customer = new HttpBrowser();
  await signIn(customer, t.baseUrl, "business", "kunde@demo.at");
  browsers.set("kunde", customer);
  for (const group of ["qa", "admin", "sales", "readonly"]) {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "internal", `${group}@intern.demo.at`, "demo1234", "/p/internal");
    browsers.set(group, browser);
  }
});
afterAll(async () => {
  await t?.stop();
});

interface Answer {
  status: number;
  body: {
    data?: unknown;
    meta?: Record<string, unknown>;
    error?: { message: string; fields?: Record<string, string> };
  };
}

async function api(who: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await browsers.get(who)!.request(`${t.baseUrl}/api/manage-job-ads/${path}`, {
    method,
    headers: { origin: t.baseUrl, "content-type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

type QueueRow = { id: number; waitingSince: string; claim: { staffName: string } | null };
type Detail = {
  status: string;
  history: Array<{ action: string; note: string }>;
  audit: Array<{ action: string; actorEmail: string }>;
  run: { expiresAt: string | null };
};
type Report = { decision: string; reasons: string[]; message: string; staffName: string; checks: unknown[] };

async function detail(id: number): Promise<Detail> {
  return (await api("admin", "GET", `internal/job-ads/${id}`)).body.data as Detail;
}

describe("QA API", () => {
  it("is for qaPages only", async () => {
    expect((await api("sales", "GET", "internal/qa")).status).toBe(403);
    expect((await api("readonly", "POST", "internal/qa/10/claim")).status).toBe(403);
    expect((await api("kunde", "GET", "internal/qa")).status).toBe(403);
    const anonymous = await fetch(`${t.baseUrl}/api/manage-job-ads/internal/qa`);
    expect(anonymous.status).toBe(401);
  });

  it("lists the ads in review, oldest first, with the automatic checks per ad", async () => {
    const queue = await api("qa", "GET", "internal/qa");
    expect(queue.status).toBe(200);
    const rows = queue.body.data as QueueRow[];
    expect(rows.length).toBe(20);
    expect(queue.body.meta?.total).toBeGreaterThan(20);
    for (const id of [2, 10, 18, 26]) {
      const found = (await api("qa", "GET", `internal/qa?q=${id}`)).body.data as QueueRow[];
      expect(found.map((row) => row.id)).toContain(id);
    }
    const times = rows.map((row) => Date.parse(row.waitingSince));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const review = await api("qa", "GET", "internal/qa/10");
    expect(review.status).toBe(200);
    const checks = (review.body.data as { checks: Array<{ key: string; status: string }> }).checks;
    expect(checks.map((check) => check.key)).toEqual(["salary", "title", "content", "links", "contact", "payHistory"]);
    expect((await api("qa", "GET", "internal/qa/999999")).status).toBe(404);
    // Beyond the database's int4 ids: not found, not a database error.
    expect((await api("qa", "GET", "internal/qa/9999999999")).status).toBe(404);
    for (const page of ["/p/internal/qa/9999999999", "/p/internal/qa/9999999999/report"]) {
      expect((await browsers.get("qa")!.request(`${t.baseUrl}${page}`)).status, page).toBe(404);
    }
    expect((await api("qa", "GET", "internal/qa?claim=someone")).status).toBe(400);
  });

  it("lets only one of two reviewers racing for an ad hold it", async () => {
    const [first, second] = await Promise.all([
      api("qa", "POST", "internal/qa/26/claim"),
      api("admin", "POST", "internal/qa/26/claim"),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.error?.message).toMatch(/prüft gerade/);
    const winner = first.status === 200 ? "qa" : "admin";
    const other = winner === "qa" ? "admin" : "qa";
    // The other reviewer can neither report nor release it; the ad stays in review.
    const report = await api(other, "POST", "internal/qa/26/report", { decision: "approved" });
    expect(report.status).toBe(409);
    expect((await api(other, "POST", "internal/qa/26/release")).status).toBe(409);
    expect((await detail(26)).status).toBe("review");
    expect((await api(winner, "POST", "internal/qa/26/release")).status).toBe(200);
    expect((await api(other, "POST", "internal/qa/26/claim")).status).toBe(200);
    expect((await api(other, "POST", "internal/qa/26/release")).status).toBe(200);
  });

  it("refuses an incomplete rejection with German field messages and changes nothing", async () => {
    const before = await detail(10);
    const noReasons = await api("qa", "POST", "internal/qa/10/report", {
      decision: "rejected",
      reasons: [],
      message: "Bitte Gehalt ergänzen.",
    });
    expect(noReasons.status).toBe(400);
    expect(noReasons.body.error?.fields?.reasons).toBe("Bitte wählen Sie mindestens einen Grund.");
    const shortMessage = await api("qa", "POST", "internal/qa/10/report", {
      decision: "rejected",
      reasons: ["salary"],
      message: "kurz",
    });
    expect(shortMessage.status).toBe(400);
    expect(shortMessage.body.error?.fields?.message).toMatch(/mindestens 10 Zeichen/);
    const unknown = await api("qa", "POST", "internal/qa/10/report", { decision: "vielleicht" });
    expect(unknown.status).toBe(400);
    const after = await detail(10);
    expect(after.status).toBe("review");
    expect(after.history.length).toBe(before.history.length);
    expect(after.audit.length).toBe(before.audit.length);
  });

  it("rejects with reasons: the ad returns to draft, the report and audit row are kept, the company is told why", async () => {
    expect((await api("qa", "POST", "internal/qa/10/claim")).status).toBe(200);
    const report = await api("qa", "POST", "internal/qa/10/report", {
      decision: "rejected",
      reasons: ["salary", "title", "salary"],
      message: "Bitte geben Sie das Mindestgehalt an.",
    });
    expect(report.status).toBe(201);
    expect(report.body.data).toMatchObject({ status: "draft" });
    const after = await detail(10);
    expect(after.status).toBe("draft");
    expect(after.history[0]).toMatchObject({ action: "reject" });
    expect(after.history[0]?.note).toContain("Bitte geben Sie das Mindestgehalt an.");
    expect(after.history[0]?.note).toContain("GlBG § 9 (2)");
    expect(after.audit[0]).toMatchObject({ action: "job-ad.reject", actorEmail: "qa@intern.demo.at" });
    const reports = (await api("qa", "GET", "internal/qa/10/reports")).body.data as Report[];
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ decision: "rejected", reasons: ["salary", "title"] });
    expect(reports[0]?.checks).toHaveLength(6);
    // A second report on an ad no longer in review is refused.
    const again = await api("qa", "POST", "internal/qa/10/report", { decision: "approved" });
    expect(again.status).toBe(409);
    expect((await api("qa", "GET", "internal/qa")).body.data).not.toContainEqual(expect.objectContaining({ id: 10 }));
  });

  it("approves: the ad goes live and leaves the queue", async () => {
    const report = await api("admin", "POST", "internal/qa/18/report", { decision: "approved" });
    expect(report.status).toBe(201);
    const after = await detail(18);
    expect(["active", "scheduled"]).toContain(after.status);
    expect(after.run.expiresAt).not.toBeNull();
    expect(after.audit[0]).toMatchObject({ action: "job-ad.approve", actorEmail: "admin@intern.demo.at" });
    expect((await api("qa", "GET", "internal/qa")).body.data).not.toContainEqual(expect.objectContaining({ id: 18 }));
  });

  it("shows the company its drafts' latest rejections in its job list, not another company's", async () => {
    // Company 1's ad 2, in review.
    const report = await api("qa", "POST", "internal/qa/2/report", {
      decision: "rejected",
      reasons: ["title"],
      message: "Bitte nennen Sie die Stelle ohne Sternchen.",
    });
    expect(report.status).toBe(201);
    const list = await browsers.get("kunde")!.request(`${t.baseUrl}/p/jobs`);
    const html = await list.text();
    expect(list.status).toBe(200);
    expect(html).toContain("Bitte nennen Sie die Stelle ohne Sternchen.");
    // Company 2's rejection (ad 10, above) is not company 1's.
    expect(html).not.toContain("Bitte geben Sie das Mindestgehalt an.");
  });
});
