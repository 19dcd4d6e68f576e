import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { families, get, parseSamples, sampleSum } from "../support/prometheus";

/**
 * The operators' figures at /metrics (issue 36 §5, decision 080): what they hold after some
 * requests, and who may read them — a client on this machine by its connection's address (never
 * by X-Forwarded-For, also behind TRUST_PROXY), or with METRICS_TOKEN set only its holder.
 * tests/integration/metrics-cluster.test.ts sums the figures of several workers.
 */

/** An address of this machine that is not a loopback one, to connect from as a client elsewhere would. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

const REQUESTS = "portal_http_requests_total";

describe("the figures, read from this machine", () => {
  let t: TestPortal;

  beforeAll(async () => {
    // Listening on every interface, so that a client may also come from outside the loopback.
    t = await startTestPortal({ HOST: "0.0.0.0", TRUST_PROXY: "true" });
  }, 300_000);
  afterAll(async () => {
    await t?.stop();
  });

  const scrape = async () => {
    const answer = await get(`${t.baseUrl}/metrics`);
    expect(answer.status).toBe(200);
    return { text: answer.body, samples: parseSamples(answer.body), headers: answer.headers };
  };

  it("names every family of issue 36 §5, in Prometheus's text format, kept by no cache", async () => {
    const { text, headers } = await scrape();
    expect(headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(headers["cache-control"]).toBe("no-store");
    for (const family of [
      "portal_http_requests_total",
      "portal_http_request_duration_seconds",
      "portal_db_pool_connections",
      "portal_db_pool_waiting_queries",
      "portal_db_pool_wait_seconds_total",
      "portal_job_queue_jobs",
      "portal_job_runs_total",
      "portal_mail_outbox_pending",
      "portal_mail_outbox_oldest_due_seconds",
      "portal_page_cache_requests_total",
      "portal_load_shed_total",
      "portal_load_in_flight_requests",
      "portal_image_renders_queued",
      "portal_talent_index_profiles",
      "portal_talent_index_builds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(families(text), family).toContain(family);
    }
  });

  it("counts requests by route pattern and status, never by address", async () => {
    const before = (await scrape()).samples;
    for (let i = 0; i < 3; i++) expect((await get(`${t.baseUrl}/healthz`)).status).toBe(200);
    expect((await get(`${t.baseUrl}/gibt-es-nicht/4711`)).status).toBe(404);
    expect((await get(`${t.baseUrl}/p/jobs`)).status).toBe(302);
    const { samples, text } = await scrape();
    const delta = (labels: Record<string, string>) =>
      sampleSum(samples, REQUESTS, labels) - sampleSum(before, REQUESTS, labels);
    expect(delta({ route: "/healthz", method: "GET", status: "200" })).toBe(3);
    // Every address no route knows is React Router's catch-all.
    expect(delta({ route: "/*", status: "404" })).toBe(1);
    // A guard's redirect is counted under the page's pattern.
    expect(delta({ route: "/p/jobs", status: "302" })).toBe(1);
    expect(text).not.toContain("4711");
    expect(
      sampleSum(samples, "portal_http_request_duration_seconds_count", { route: "/healthz", status_class: "2xx" }),
    ).toBeGreaterThanOrEqual(3);
  });

  it("counts the public page cache's hits when a page is asked for again", async () => {
    const hits = async () =>
      sampleSum((await scrape()).samples, "portal_page_cache_requests_total", { cache: "public", result: "hit" });
    const before = await hits();
    await get(`${t.baseUrl}/produkte/stelleninserate`);
    const again = await get(`${t.baseUrl}/produkte/stelleninserate`);
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(await hits()).toBeGreaterThan(before);
    const { samples } = await scrape();
    expect(sampleSum(samples, "portal_page_cache_stores_total", { cache: "public" })).toBeGreaterThanOrEqual(1);
    // The kept page's answers are counted under the route it was rendered for.
    expect(sampleSum(samples, REQUESTS, { route: "/produkte/stelleninserate", status: "200" })).toBeGreaterThanOrEqual(
      2,
    );
  });

  it("shows the talent index once a search built it", async () => {
    const kunde = new HttpBrowser();
    await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
    const search = await kunde.request(`${t.baseUrl}/p/active-sourcing/search?q=Buchhalter`);
    expect(search.status).toBe(200);
    // Read whole: an answer the client leaves unread is not counted (its "finish" never comes).
    await search.text();
    const { samples } = await scrape();
    expect(sampleSum(samples, "portal_talent_index_profiles")).toBeGreaterThan(0);
    expect(sampleSum(samples, "portal_talent_index_builds_total")).toBeGreaterThanOrEqual(1);
    expect(sampleSum(samples, REQUESTS, { route: "/p/active-sourcing/search", status: "200" })).toBeGreaterThanOrEqual(
      1,
    );
  });

  it("shows the job queue and the mail outbox, read where the jobs run", async () => {
    const { samples } = await scrape();
    expect(sampleSum(samples, "portal_job_queue_jobs", { state: "waiting" })).toBeGreaterThanOrEqual(0);
    expect([...samples.keys()].some((key) => key.startsWith("portal_job_queue_jobs{queue="))).toBe(true);
    expect(samples.has('portal_mail_outbox_pending{state="due"}')).toBe(true);
    expect(samples.get("portal_mail_outbox_oldest_due_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("answers a client on this machine whatever X-Forwarded-For says, unless it names a client elsewhere", async () => {
    const local = await get(`${t.baseUrl}/metrics`, { headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(local.status).toBe(200);
    // A proxy on this machine forwarding for a client elsewhere: the figures are not for it.
    const forwarded = await get(`${t.baseUrl}/metrics`, { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(forwarded.status).toBe(404);
    expect(forwarded.body).not.toContain("portal_http_requests_total");
  });

  it.runIf(outsideAddress)("refuses a client elsewhere, also when it claims to forward for this machine", async () => {
    const url = `${t.baseUrl.replace("127.0.0.1", outsideAddress!)}/metrics`;
    const claims: Record<string, string>[] = [{}, { "x-forwarded-for": "127.0.0.1" }, { forwarded: "for=127.0.0.1" }];
    for (const headers of claims) {
      const answer = await get(url, { headers, localAddress: outsideAddress });
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain("portal_http_requests_total");
    }
    // The same client reaches the portal's pages.
    expect(
      (await get(`${t.baseUrl.replace("127.0.0.1", outsideAddress!)}/healthz`, { localAddress: outsideAddress }))
        .status,
    ).toBe(200);
  });
});

describe("the figures with METRICS_TOKEN set", () => {
  const token = "integration-metrics-token-0123456789";
  let t: TestPortal;

  beforeAll(async () => {
    t = await startTestPortal({ METRICS_TOKEN: token, JOBS_ENABLED: "false" });
  }, 300_000);
  afterAll(async () => {
    await t?.stop();
  });

  it("refuses a request without the token or with a wrong one, also from this machine", async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token" },
      { authorization: `Basic ${token}` },
    ];
    for (const headers of refused) {
      const answer = await get(`${t.baseUrl}/metrics`, { headers });
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain("portal_http_requests_total");
    }
  });

  it("answers the token's holder", async () => {
    const answer = await get(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(families(answer.body)).toContain("portal_http_requests_total");
  });
});
