import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { createThrowawayCluster, type ThrowawayCluster } from "../support/throwaway-cluster";

/**
 * Issue 32 §2: a dying worker takes nothing else with it (decision 057). The production bundle
 * with two web workers on a PostgreSQL cluster of this test's own, four clients loading pages;
 * then `kill -9` of a web worker, and later of the services process. Sign-in through the bundled
 * identity provider, a planned mail and the other worker's requests must carry on; the primary
 * logs each death at error level with its signal and starts another process in its role.
 */
const CLIENTS = 4;
/** A request without an answer by then counts as failed (a connection handed to a dying worker is never answered). */
const REQUEST_TIMEOUT_MS = 10_000;
/** Answers the load must get before a kill, and after the replacement serves. */
const ANSWERS_AROUND_KILL = 40;
const WAIT = { timeout: 90_000, interval: 50 };

interface LogLine {
  level: number;
  msg: string;
  workerPid?: number;
  role?: string;
  replaces?: number;
  signal?: string | null;
  exitCode?: number | null;
  cause?: string;
}
const ERROR_LEVEL = 50;

let cluster: ThrowawayCluster;
let sink: SmtpSink;
let portal: TestPortal;
const figures: Record<string, unknown> = {};

function logLines(): LogLine[] {
  return portal
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Waits for the primary's log line that matches; returns it. */
function logLine(match: (line: LogLine) => boolean): Promise<LogLine> {
  return vi.waitFor(() => {
    const line = logLines().find(match);
    if (!line) throw new Error(`no such log line yet:\n${portal.output().slice(-3000)}`);
    return line;
  }, WAIT);
}

/** The pid of the live worker of a role, from the primary's `worker ready` lines. */
function readyPids(role: string): number[] {
  const dead = new Set(
    logLines()
      .filter((l) => l.msg === "worker died")
      .map((l) => l.workerPid),
  );
  return logLines()
    .filter((l) => l.msg === "worker ready" && l.role === role && !dead.has(l.workerPid))
    .map((l) => l.workerPid!);
}

/** A GET on a connection of its own, so that the cluster may hand it to any worker. */
function fresh(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error("no answer")));
  });
}

interface Load {
  answers(): number;
  stop(): Promise<{ requests: number; failed: string[] }>;
}

/** Clients loading public and signed-in pages one after another, until stopped. */
function startLoad(customer: HttpBrowser): Load {
  let running = true;
  let requests = 0;
  let answered = 0;
  const failed: string[] = [];
  const person = { "user-agent": BROWSER_USER_AGENT };
  const signedIn = { ...person, cookie: customer.cookieHeader() };
  const targets: [string, Record<string, string>][] = [
    ["/p/jobs", signedIn],
    ["/produkte/stelleninserate", person],
    ["/p/dashboard", signedIn],
    ["/api/auth/me", { cookie: customer.cookieHeader() }],
  ];
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let i = client; running; i++) {
      const [path, headers] = targets[i % targets.length]!;
      requests += 1;
      try {
        const status = await fresh(`${portal.baseUrl}${path}`, headers);
        if (status === 200) answered += 1;
        else failed.push(`${path}: ${status}`);
      } catch (error) {
        failed.push(`${path}: ${String(error)}`);
      }
    }
  });
  return {
    answers: () => answered,
    async stop() {
      running = false;
      await Promise.all(clients);
      return { requests, failed };
    },
  };
}

const waitForAnswers = (load: Load, count: number) =>
  vi.waitFor(() => expect(load.answers()).toBeGreaterThanOrEqual(count), WAIT);

/** Plans a mail as `queueMail` does with `notBefore`: due a moment after the kill that follows. */
async function planMail(to: string): Promise<number> {
  const rows = await cluster.query<{ id: number }>(
    `insert into mail_outbox ("to", subject, text, transport, next_attempt_at)
     values ($1, 'Geplante Nachricht', 'Diese Nachricht wurde geplant.', 'pending', now() + interval '2 seconds')
     returning id`,
    [to],
  );
  return rows[0]!.id;
}

async function deliveredAfter(to: string, killedAt: number): Promise<number> {
  await sink.mailTo(to, [], WAIT.timeout);
  // The sink has the mail before the outbox commits its `sent_at`: wait for that state too.
  const sentAtOf = async () =>
    (await cluster.query<{ sent_at: Date | null }>(`select sent_at from mail_outbox where "to" = $1`, [to]))[0]
      ?.sent_at ?? null;
  await expect.poll(sentAtOf, WAIT).not.toBeNull();
  const sentAt = (await sentAtOf())!.getTime();
  expect(sentAt).toBeGreaterThan(killedAt);
  return sentAt - killedAt;
}

/** A whole sign-in through the bundled identity provider; the portal then knows the person. */
async function signInWorks(): Promise<void> {
  const browser = new HttpBrowser();
  const done = await signIn(browser, portal.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/dashboard");
  expect(done.url, portal.output().slice(-3000)).toBe(`${portal.baseUrl}/p/dashboard`);
  expect(done.response.status).toBe(200);
  const me = (await (await browser.request(`${portal.baseUrl}/api/auth/me`)).json()) as { email?: string };
  expect(me.email).toBe("kunde@demo.at");
}

beforeAll(async () => {
  [cluster, sink] = await Promise.all([createThrowawayCluster(), startSmtpSink()]);
  portal = await startTestPortal(
    {
      WEB_CONCURRENCY: "2",
      LOG_LEVEL: "info",
      JOBS_SWEEP_SECONDS: "1",
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
    // Alive once the services process answers; ready once both web workers serve. Seeding a
    // fresh cluster on a loaded machine can take longer than startTestPortal's wait for /readyz.
    { databaseUrl: cluster.url, waitForReady: false },
  );
  await vi.waitFor(() => expect(portal.output()).toContain("All 2 worker processes serve."), {
    timeout: 480_000,
    interval: 100,
  });
}, 540_000);

afterAll(async () => {
  await portal?.stop();
  await Promise.all([cluster?.remove(), sink?.close()]);
  // The figures docs/reliability.md quotes (npm run test:reliability).
  console.log(`worker death figures: ${JSON.stringify(figures)}`);
});

describe("a web worker killed under load", () => {
  it("keeps sign-in, mail and the other worker's requests; the primary logs the death and replaces it", async () => {
    const customer = new HttpBrowser();
    await signIn(customer, portal.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/dashboard");
    const load = startLoad(customer);
    await waitForAnswers(load, ANSWERS_AROUND_KILL);
    const [victim] = readyPids("web");
    const to = "geplant-web@example.at";
    await planMail(to);

    process.kill(victim!, "SIGKILL");
    const killedAt = Date.now();
    const death = await logLine((l) => l.msg === "worker died" && l.workerPid === victim);
    expect(death).toMatchObject({ level: ERROR_LEVEL, role: "web", signal: "SIGKILL" });
    expect(death.cause).toMatch(/SIGKILL/);
    await signInWorks();
    const signedInAfterMs = Date.now() - killedAt;
    const started = await logLine((l) => l.msg === "worker started" && l.replaces === victim);
    expect(started.role).toBe("web");
    await logLine((l) => l.msg === "worker ready" && l.workerPid === started.workerPid);
    const replacedAfterMs = Date.now() - killedAt;
    const mailAfterMs = await deliveredAfter(to, killedAt);

    const before = load.answers();
    await waitForAnswers(load, before + ANSWERS_AROUND_KILL);
    const { requests, failed } = await load.stop();
    // Only the requests in flight on the killed worker may fail: each client has one at a time.
    expect(failed.length, failed.join("\n")).toBeLessThanOrEqual(CLIENTS);
    expect(readyPids("web")).toHaveLength(2);
    figures.webWorker = {
      requests,
      failed: failed.length,
      signedInAfterMs,
      mailDeliveredAfterMs: mailAfterMs,
      replacementServesAfterMs: replacedAfterMs,
    };
  }, 180_000);
});

describe("the services process killed under load", () => {
  it("fails no portal request, is restarted, and sign-in and mail work again", async () => {
    const customer = new HttpBrowser();
    await signIn(customer, portal.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/dashboard");
    const load = startLoad(customer);
    await waitForAnswers(load, ANSWERS_AROUND_KILL);
    const [victim] = readyPids("services");
    const to = "geplant-dienste@example.at";
    await planMail(to);
    // Killed in the middle of a sweep's run, which pg-boss would keep active for 5 minutes.
    const running = await vi.waitFor(
      async () => {
        const rows = await cluster.query<{ name: string }>("select name from pgboss.job where state = 'active'");
        if (rows.length === 0) throw new Error("no sweep running yet");
        return rows.map((row) => row.name);
      },
      { timeout: 60_000, interval: 10 },
    );

    process.kill(victim!, "SIGKILL");
    const killedAt = Date.now();
    const death = await logLine((l) => l.msg === "worker died" && l.workerPid === victim);
    expect(death).toMatchObject({ level: ERROR_LEVEL, role: "services", signal: "SIGKILL" });
    const started = await logLine((l) => l.msg === "worker started" && l.replaces === victim);
    expect(started.role).toBe("services");
    await logLine((l) => l.msg === "worker ready" && l.workerPid === started.workerPid);
    const restartedAfterMs = Date.now() - killedAt;
    await signInWorks();
    const mailAfterMs = await deliveredAfter(to, killedAt);
    // The sweeps that were running when it died run again at once, not after pg-boss's expiry.
    for (const name of running) {
      await vi.waitFor(async () => {
        const rows = await cluster.query<{ count: string }>(
          "select count(*) from pgboss.job where name = $1 and state = 'completed' and started_on > $2",
          [name, new Date(killedAt)],
        );
        expect(Number(rows[0]!.count)).toBeGreaterThan(0);
      }, WAIT);
    }

    const before = load.answers();
    await waitForAnswers(load, before + ANSWERS_AROUND_KILL);
    const { requests, failed } = await load.stop();
    // The services process serves no portal request: its death fails none.
    expect(failed, failed.join("\n")).toEqual([]);
    figures.servicesProcess = {
      requests,
      failed: failed.length,
      sweepsRunningAtKill: running,
      restartedAfterMs,
      mailDeliveredAfterMs: mailAfterMs,
    };
  }, 180_000);
});
