import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * The portal on several cores (issue 17 §4, decisions 050 and 057): on PostgreSQL, WEB_CONCURRENCY
 * workers share the port, a services process of their own migrates, seeds and runs the identity
 * provider and the jobs, and the workers behave as the same portal: a session and a sign-in that
 * began on one worker go on on another, the limits on anonymous writes count across them, a
 * worker that dies is replaced, and SIGTERM lets every process finish. PGlite stays in one
 * process and says so. tests/reliability/worker-death.test.ts kills workers under load.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A request on a connection of its own, so that the cluster may hand it to any worker. */
function fresh(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    // A connection handed to a worker in the moment it is killed is never answered.
    request.setTimeout(5_000, () => request.destroy(new Error("no answer within 5 s")));
  });
}

/** The workers that logged a request so far. */
const servingPids = (output: string) =>
  new Set(
    output
      .split("\n")
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid),
  );

describe.runIf(onPostgres)("several workers on PostgreSQL", () => {
  let t: TestPortal;
  let stopped = false;

  beforeAll(async () => {
    t = await startTestPortal({ WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
    // The second worker starts once the first is ready; wait until it answers too.
    const deadline = Date.now() + 60_000;
    while (servingPids(t.output()).size < 2 && Date.now() < deadline) {
      await Promise.all(Array.from({ length: 4 }, () => fresh(`${t.baseUrl}/readyz`)));
    }
  }, 120_000);
  afterAll(async () => {
    if (!stopped) await t?.stop();
  });

  it("serves from two processes and says so at the start", () => {
    expect(t.output()).toContain("Worker processes:       2");
    expect(t.output()).toContain("All 2 worker processes serve.");
    expect(servingPids(t.output()).size).toBe(2);
  });

  it("signs in on one worker and serves the session's pages on every worker", async () => {
    const kunde = new HttpBrowser();
    await signIn(kunde, t.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/dashboard");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fresh(`${t.baseUrl}/api/auth/me`, { cookie: kunde.cookieHeader() })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ email: "kunde@demo.at" });
    }
  });

  it("ends a session on every worker within moments of its logout on one (decision 053)", async () => {
    const kunde = new HttpBrowser();
    await signIn(kunde, t.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/dashboard");
    const me = () =>
      Promise.all(Array.from({ length: 8 }, () => fresh(`${t.baseUrl}/api/auth/me`, { cookie: kunde.cookieHeader() })));
    // Both workers have read the session and keep it.
    for (const answer of await me()) expect(JSON.parse(answer.body)).toMatchObject({ isAuthenticated: true });
    const logout = await fresh(`${t.baseUrl}/api/auth/business/logout`, { cookie: kunde.cookieHeader() });
    expect(logout.status).toBe(302);
    // The other worker hears of it from PostgreSQL, milliseconds after the logout's commit.
    await vi.waitFor(
      async () => {
        for (const answer of await me()) expect(JSON.parse(answer.body)).toMatchObject({ isAuthenticated: false });
      },
      { timeout: 2_000, interval: 50 },
    );
  });

  it("keeps going when a worker dies: another takes its place", async () => {
    const before = servingPids(t.output());
    const victim = [...before].find((pid) => pid !== t.pid)!;
    process.kill(victim, "SIGKILL");
    const deadline = Date.now() + 60_000;
    let replaced = false;
    while (!replaced && Date.now() < deadline) {
      // Requests in the moment of the kill may be lost; the portal must answer again soon after.
      await Promise.allSettled(Array.from({ length: 4 }, () => fresh(`${t.baseUrl}/healthz`)));
      replaced = [...servingPids(t.output())].some((pid) => !before.has(pid));
      if (!replaced) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(replaced).toBe(true);
    const answers = await Promise.all(Array.from({ length: 8 }, () => fresh(`${t.baseUrl}/readyz`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const died = t
      .output()
      .split("\n")
      .filter((line) => line.includes('"msg":"worker died"'))
      .map((line) => JSON.parse(line) as { level: number; workerPid: number; role: string; signal: string });
    expect(died).toEqual([expect.objectContaining({ level: 50, workerPid: victim, role: "web", signal: "SIGKILL" })]);
  }, 90_000);

  it("lets every process finish on SIGTERM and exits", async () => {
    stopped = true;
    await t.stop();
    expect(t.running()).toBe(false);
    // The two web workers and the services process.
    const finished = t.output().match(/shutting down: finishing in-flight requests/g) ?? [];
    expect(finished.length).toBe(3);
    expect(t.output().match(/"msg":"worker finished"/g) ?? []).toHaveLength(3);
  });
});

describe.runIf(!onPostgres)("several workers asked for on PGlite", () => {
  it("runs one process and says why", async () => {
    const t = await startTestPortal({ WEB_CONCURRENCY: "4" });
    try {
      expect(t.output()).toContain("PGlite runs in one process; WEB_CONCURRENCY=4 is ignored");
      expect((await fresh(`${t.baseUrl}/readyz`)).status).toBe(200);
    } finally {
      await t.stop();
    }
  });
});
