import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * A take-down holds on every worker at once (issue 32 §5, decision 060): with two workers on
 * PostgreSQL, both keep a job-ad page and an employer page; staff lock the ad and take the page
 * offline through one worker, and from the moment each worker has heard the notifications of
 * those writes, every answer of both is 410 and 404, none from a kept copy. The profiles and the
 * flags each worker keeps learn of writes the same way (decision 065).
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
/** Company 1's employer page in the demo data; its live ads are listed on it. */
const EMPLOYER_PAGE = "/unternehmen/donautal-technik-gmbh";
const ANSWERS_PER_WORKER = 20;

describe.runIf(onPostgres)("a take-down on two workers (issue 32 §5)", () => {
  let t: TestPortal;
  let requests = 0;

  /**
   * A request of a visitor without a session on a connection of its own, so that the cluster may
   * hand it to either worker; the worker that answered is read from its log line.
   */
  async function visit(
    path: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; cache: string | null; pid: number; body: string }> {
    const requestId = `take-down-${(requests += 1)}`;
    const answer = await new Promise<{ status: number; cache: string | null; body: string }>((resolve, reject) => {
      const request = http.get(
        `${t.baseUrl}${path}`,
        { agent: false, headers: { "x-request-id": requestId, "user-agent": BROWSER_USER_AGENT, ...headers } },
        (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, cache: String(response.headers["x-page-cache"] ?? ""), body }),
          );
        },
      );
      request.on("error", reject);
    });
    const pid = await vi.waitFor(() => {
      const line = logLines().find((entry) => entry.requestId === requestId && entry.msg === "request");
      if (!line) throw new Error(`no log line of ${requestId} yet`);
      return line.pid;
    });
    return { ...answer, cache: answer.cache || null, pid };
  }

  const logLines = () =>
    t
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { pid: number; msg: string; requestId?: string; scopes?: string[] });

  /** Runs SQL on a connection of the test's own: a tool on the database, neither worker. */
  async function onTheDatabase(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  /**
   * Resolves once every worker has heard a probe notification sent now. Notifications reach each
   * listener in the order of their commits, so a worker that heard the probe has heard every
   * write committed before it. The probe names no scope anything shows: it drops nothing itself.
   */
  async function heardByEvery(workers: number[]): Promise<void> {
    const probe = `probe:${Date.now()}:${(requests += 1)}`;
    await onTheDatabase("select pg_notify('data_versions', $1)", [probe]);
    await vi.waitFor(
      () => {
        const heard = new Set(
          logLines()
            .filter((line) => line.scopes?.includes(probe))
            .map((line) => line.pid),
        );
        expect([...heard].sort()).toEqual([...workers].sort());
      },
      { timeout: 30_000 },
    );
  }

  /** Asks until each of the two workers has answered; the answers by worker. */
  async function fromEveryWorker(path: string, headers: Record<string, string> = {}) {
    const byWorker = new Map<number, string>();
    for (let i = 0; i < 100 && byWorker.size < 2; i += 1) {
      const answer = await visit(path, headers);
      expect(answer.status).toBe(200);
      byWorker.set(answer.pid, answer.body);
    }
    expect(byWorker.size).toBe(2);
    return byWorker;
  }

  beforeAll(async () => {
    t = await startTestPortal({ WEB_CONCURRENCY: "2", LOG_LEVEL: "debug" });
    // The second worker starts once the first is ready.
    await vi.waitFor(() => expect(t.output()).toContain("All 2 worker processes serve."), { timeout: 90_000 });
  }, 210_000);
  afterAll(async () => {
    await t?.stop();
  });

  it("answers 410 and 404 from every worker once each has heard the writes, none from a kept copy", async () => {
    const employerPage = await visit(EMPLOYER_PAGE);
    expect(employerPage.status).toBe(200);
    const adPath = /href="(\/jobs\/\d+-[a-z0-9-]+)[?"]/.exec(employerPage.body)?.[1];
    expect(adPath).toBeTruthy();
    const adId = Number(/^\/jobs\/(\d+)-/.exec(adPath!)![1]);

    // Warm both workers: ask until each has answered each page from its cache.
    const pages = [adPath!, EMPLOYER_PAGE];
    const hitsBy = new Map<string, Set<number>>(pages.map((page) => [page, new Set()]));
    for (const page of pages) {
      const pids = hitsBy.get(page)!;
      for (let i = 0; i < 100 && pids.size < 2; i += 1) {
        const answer = await visit(page);
        expect(answer.status).toBe(200);
        if (answer.cache === "hit") pids.add(answer.pid);
      }
    }
    expect([...hitsBy.values()].map((pids) => pids.size)).toEqual([2, 2]);
    const workers = [...hitsBy.get(EMPLOYER_PAGE)!];

    // Staff lock the ad (the job-ad command behind the internal API) and take the page offline.
    const sales = new HttpBrowser();
    await signIn(sales, t.baseUrl, "internal", "sales@intern.demo.at", "demo1234", "/p/internal");
    const locked = await sales.request(`${t.baseUrl}/api/manage-job-ads/internal/job-ads/${adId}/lock`, {
      method: "POST",
      headers: { origin: t.baseUrl, "content-type": "application/json" },
      body: JSON.stringify({ note: "Beschwerde eines Bewerbers" }),
    });
    expect(locked.status).toBe(200);
    const admin = new HttpBrowser();
    await signIn(admin, t.baseUrl, "internal", "admin@intern.demo.at", "demo1234", "/p/internal");
    const offline = await admin.request(`${t.baseUrl}/p/internal/companies/1/jobs`, {
      method: "POST",
      headers: {
        origin: t.baseUrl,
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": BROWSER_USER_AGENT,
      },
      body: new URLSearchParams({
        intent: "employer-page-offline",
        reason: "Das Titelbild zeigt Personen ohne deren Einwilligung.",
      }),
    });
    expect(offline.status).toBe(200);

    // Both writes have committed.
    await heardByEvery(workers);
    // Each worker heard company 1's change and dropped what it kept of it.
    for (const pid of workers) {
      expect(logLines().some((line) => line.pid === pid && line.scopes?.includes("company:1"))).toBe(true);
    }

    // The next answers of each worker: all 410 for the ad and 404 for the employer page.
    for (const [page, status] of [
      [adPath!, 410],
      [EMPLOYER_PAGE, 404],
    ] as const) {
      const answers = new Map<number, { status: number; cache: string | null }[]>(workers.map((pid) => [pid, []]));
      for (
        let i = 0;
        i < 8 * ANSWERS_PER_WORKER && [...answers.values()].some((a) => a.length < ANSWERS_PER_WORKER);
        i += 1
      ) {
        const answer = await visit(page);
        answers.get(answer.pid)?.push({ status: answer.status, cache: answer.cache });
      }
      for (const pid of workers) {
        const mine = answers.get(pid)!;
        expect(mine.length, `${page} on ${pid}`).toBeGreaterThanOrEqual(ANSWERS_PER_WORKER);
        expect(
          mine.filter((answer) => answer.status !== status || answer.cache === "hit"),
          `${page} on ${pid}`,
        ).toEqual([]);
      }
    }
    console.log(
      `take-down figures: ${workers.length} workers × 2 pages × ${ANSWERS_PER_WORKER}+ answers after the writes, all 410/404`,
    );
  }, 180_000);

  it("shows a changed company name and a switched flag on every worker once each has heard the writes (decision 065)", async () => {
    const customer = new HttpBrowser();
    await signIn(customer, t.baseUrl, "business", "kunde@demo.at", "demo1234", "/p");
    const cookie = { cookie: customer.cookieHeader() };
    // Each worker keeps the profile and the flags it answers with.
    const profiles = await fromEveryWorker("/api/auth/me", cookie);
    const flags = await fromEveryWorker("/api/feature-flag");
    const workers = [...profiles.keys()];
    const company = (JSON.parse(profiles.get(workers[0]!)!) as { company: { id: number; fullName: string } }).company;
    const flagsBefore = (JSON.parse(flags.get(workers[0]!)!) as { data: Record<string, boolean> }).data;
    const [flag] = Object.keys(flagsBefore);
    expect(flag).toBeTruthy();

    const renamed = `${company.fullName} (umbenannt)`;
    await onTheDatabase("update companies set full_name = $1 where id = $2", [renamed, company.id]);
    await onTheDatabase("update feature_flags set enabled = not enabled where key = $1", [flag]);
    await heardByEvery(workers);

    for (const [pid, body] of await fromEveryWorker("/api/auth/me", cookie)) {
      expect((JSON.parse(body) as { company: { fullName: string } }).company.fullName, `worker ${pid}`).toBe(renamed);
    }
    for (const [pid, body] of await fromEveryWorker("/api/feature-flag")) {
      expect((JSON.parse(body) as { data: Record<string, boolean> }).data[flag!], `worker ${pid}`).toBe(
        !flagsBefore[flag!],
      );
    }
  }, 120_000);
});
