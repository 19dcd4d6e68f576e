import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestPortal, type TestPortal } from "../support/portal";
import { get, parseSamples, sampleSum } from "../support/prometheus";

/**
 * Every process's figures count (issue 36 §5, decision 080): with WEB_CONCURRENCY=2 on
 * PostgreSQL, the requests two web workers answered are summed by the primary, whichever worker
 * the scrape reaches, together with the services process's figures (the job queue, the outbox).
 */

const onPostgres = Boolean(process.env.DATABASE_URL);

/** The workers that logged a request to `path`, and how many each. */
const requestsByPid = (output: string, path: string) => {
  const counts = new Map<number, number>();
  for (const line of output.split("\n")) {
    if (!line.includes('"msg":"request"')) continue;
    const entry = JSON.parse(line) as { pid: number; path: string };
    if (entry.path === path) counts.set(entry.pid, (counts.get(entry.pid) ?? 0) + 1);
  }
  return counts;
};

describe.runIf(onPostgres)("the figures of a cluster", () => {
  let t: TestPortal;
  let healthz = 0;

  beforeAll(async () => {
    t = await startTestPortal({ WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
    // Requests on connections of their own until both workers answered some.
    const deadline = Date.now() + 60_000;
    while (requestsByPid(t.output(), "/healthz").size < 2 && Date.now() < deadline) {
      const answers = await Promise.all(Array.from({ length: 4 }, () => get(`${t.baseUrl}/healthz`)));
      healthz += answers.filter((answer) => answer.status === 200).length;
    }
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  it("sums the requests of both web workers, whichever worker the scrape reaches", async () => {
    // Both workers answered some of them; their log lines come through a pipe, maybe a moment later.
    await vi.waitFor(() => {
      const perWorker = requestsByPid(t.output(), "/healthz");
      expect(perWorker.size).toBe(2);
      expect([...perWorker.values()].reduce((sum, count) => sum + count, 0)).toBe(healthz);
    });
    const scrapers = new Set<number>();
    const deadline = Date.now() + 60_000;
    // Scrapes until both workers answered one: each gives every worker's figures.
    while (scrapers.size < 2 && Date.now() < deadline) {
      const answer = await get(`${t.baseUrl}/metrics`);
      expect(answer.status).toBe(200);
      const samples = parseSamples(answer.body);
      expect(sampleSum(samples, "portal_http_requests_total", { route: "/healthz", status: "200" })).toBe(healthz);
      expect(samples.get('portal_scrape_processes{state="answered"}')).toBe(3);
      expect(samples.get('portal_scrape_processes{state="silent"}')).toBe(0);
      for (const pid of requestsByPid(t.output(), "/metrics").keys()) scrapers.add(pid);
    }
    expect(scrapers.size).toBe(2);
  });

  it("holds the services process's figures and each role's process figures", async () => {
    const { body } = await get(`${t.baseUrl}/metrics`);
    const samples = parseSamples(body);
    expect([...samples.keys()].some((key) => key.startsWith("portal_job_queue_jobs{queue="))).toBe(true);
    expect(samples.has('portal_mail_outbox_pending{state="due"}')).toBe(true);
    expect(samples.get('portal_processes{role="web"}')).toBe(2);
    expect(samples.get('portal_processes{role="services"}')).toBe(1);
    expect(sampleSum(samples, "process_resident_memory_bytes", { role: "web" })).toBeGreaterThan(0);
    expect(sampleSum(samples, "process_resident_memory_bytes", { role: "services" })).toBeGreaterThan(0);
    // Three pools: each web worker's and the services process's.
    expect(sampleSum(samples, "portal_db_pool_max_connections")).toBe(30);
  });
});
