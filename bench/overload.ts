/**
 * Overload (issue 13 §6): the production build, signed in as kunde@demo.at, flooded on /p/jobs by
 * CONNECTIONS (200) clients for DURATION_S (10) s while one more client probes /healthz in a loop.
 * Prints throughput, latency (p50/p99) of the pages served and of the 503s, the share of 503 and
 * of requests without an answer, /healthz latency during the flood as a ratio to /healthz alone
 * in the same run, and memory (RSS and V8 heap) idle, during, right after and 30 s after the flood
 * (and after a forced full GC, to tell retained memory from garbage not yet collected).
 *
 *   npm run build && npm run bench:overload                       # PostgreSQL when DATABASE_URL is set
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:overload
 *   npm run bench:overload -- --pglite                            # embedded PGlite (also without DATABASE_URL)
 *   BUILD_DIR=build-before npm run bench:overload                 # another build, e.g. before a change
 *   npm run bench:overload -- --patient                           # clients wait out Retry-After after a 503
 *
 * BENCH_CONNECTIONS, BENCH_DURATION, BENCH_AFTER_S and BENCH_ENV (JSON of extra portal settings,
 * e.g. '{"MAX_CONCURRENT_REQUESTS":"16"}') change the set-up.
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BROWSER_HEADERS } from "./support";
import { HttpBrowser, signIn } from "../tests/support/http-browser";
import { startTestPortal } from "../tests/support/portal";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const AFTER_S = Number(process.env.BENCH_AFTER_S ?? 30);
/** A request without an answer after this long counts as timed out (autocannon's default). */
const TIMEOUT_MS = 10_000;
const pglite = process.argv.includes("--pglite");
/**
 * Clients that, after a 503, wait as long as its Retry-After asks before they ask again, as a
 * person who reloads later does; without it they ask again at once (the harshest flood).
 */
const patient = process.argv.includes("--patient");
if (pglite) delete process.env.DATABASE_URL;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  /** HTTP status, or "timeout" / "error" without an answer. */
  status: string;
  ms: number;
  /** Seconds of the answer's Retry-After, null without one. */
  retryAfter: number | null;
}

function request(agent: http.Agent, url: string, headers: Record<string, string>): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: string, retryAfter: number | null = null) => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: performance.now() - started, retryAfter });
    };
    const req = http.get(url, { agent, headers, signal: AbortSignal.timeout(TIMEOUT_MS) }, (res) => {
      res.on("data", () => undefined);
      const retryAfter = res.headers["retry-after"];
      res.on("end", () => done(String(res.statusCode), retryAfter === undefined ? null : Number(retryAfter)));
      res.on("error", (error) =>
        done(error.name === "TimeoutError" || error.name === "AbortError" ? "timeout" : "error"),
      );
    });
    req.on("error", (error) =>
      done(error.name === "TimeoutError" || error.name === "AbortError" ? "timeout" : "error"),
    );
  });
}

/**
 * `connections` clients, each sending its next request when the last one is answered (a patient
 * one after the Retry-After of a 503).
 */
async function flood(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcomes: Outcome[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const outcome = await request(agent, url, headers);
        outcomes.push(outcome);
        if (patient && outcome.status === "503" && outcome.retryAfter !== null) {
          await sleep(Math.max(0, Math.min(outcome.retryAfter * 1000, deadline - performance.now())));
        }
      }
    }),
  );
  agent.destroy();
  return outcomes;
}

/** One client asking for /healthz in a loop (a load balancer's check, impatient). */
function probeHealth(url: string): { stop(): Promise<Outcome[]> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const outcomes: Outcome[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      outcomes.push(await request(agent, url, BROWSER_HEADERS));
      await sleep(20);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return outcomes;
    },
  };
}

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

const portal = await startTestPortal(
  {
    LOG_LEVEL: "error",
    JOBS_ENABLED: "false",
    ...(JSON.parse(process.env.BENCH_ENV ?? "{}") as Record<string, string>),
  },
  {
    nodeArgs: ["--expose-gc", "--import", pathToFileURL(path.join(import.meta.dirname, "process-probe.mjs")).href],
    ipc: true,
  },
);
let waitingForMemory: ((memory: Memory) => void)[] = [];
portal.onMessage((message) => {
  const m = message as { kind?: string } & Memory;
  if (m.kind !== "memory") return;
  const waiting = waitingForMemory;
  waitingForMemory = [];
  for (const resolve of waiting) resolve(m);
});
const memory = (gc = false) =>
  new Promise<Memory>((resolve) => {
    waitingForMemory.push(resolve);
    portal.send(gc ? "gc+memory" : "memory");
  });

try {
  const browser = new HttpBrowser();
  await signIn(browser, portal.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/jobs");
  const pageHeaders = { ...BROWSER_HEADERS, cookie: browser.cookieHeader() };
  const pageUrl = `${portal.baseUrl}/p/jobs`;
  const healthUrl = `${portal.baseUrl}/healthz`;
  const check = await request(new http.Agent(), pageUrl, pageHeaders);
  if (check.status !== "200") throw new Error(`/p/jobs answered ${check.status}`);

  // Warm-up within the limits (JIT, pool, caches), then /healthz alone for the ratios.
  const withinLimits = await flood(pageUrl, pageHeaders, 4, 3);
  const healthThroughput = await flood(healthUrl, BROWSER_HEADERS, CONNECTIONS, 3);
  const healthAlone = await flood(healthUrl, BROWSER_HEADERS, 1, 3);
  await sleep(2_000);
  const idle = await memory();
  const idleGc = await memory(true);

  // The flood, with /healthz probed and memory sampled beside it.
  const health = probeHealth(healthUrl);
  const samples: Memory[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      samples.push(await memory());
      await sleep(500);
    }
  })();
  const started = performance.now();
  const outcomes = await flood(pageUrl, pageHeaders, CONNECTIONS, DURATION_S);
  const elapsedS = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const healthDuring = await health.stop();
  const rightAfter = await memory();
  await sleep(AFTER_S * 1000);
  const later = await memory();
  const afterGc = await memory(true);

  const count = (status: string) => outcomes.filter((o) => o.status === status).length;
  const served = outcomes.filter((o) => o.status === "200");
  const shed = outcomes.filter((o) => o.status === "503");
  const other = outcomes.filter((o) => o.status !== "200" && o.status !== "503");
  const share = (n: number) => `${((100 * n) / Math.max(outcomes.length, 1)).toFixed(1)} %`;
  const aloneMs = healthAlone.filter((o) => o.status === "200").map((o) => o.ms);
  const duringMs = healthDuring.map((o) => o.ms);
  const aloneP99 = Math.max(quantile(aloneMs, 0.99), 0.1);
  const peak = (key: keyof Memory) => Math.max(...samples.map((s) => s[key]));
  const kind = portal.databaseUrl ? "PostgreSQL" : "PGlite";
  const ms = (v: number) => v.toFixed(v < 10 ? 1 : 0);

  console.log(
    `\nDatabase: ${kind}; build ${process.env.BUILD_DIR ?? "build"}; ${CONNECTIONS} ${patient ? "patient" : "impatient"} clients × ${DURATION_S} s on /p/jobs (signed in); Node ${process.version}; settings ${process.env.BENCH_ENV ?? "default"}\n`,
  );
  console.log("| figure | value |");
  console.log("|---|---:|");
  const calm = withinLimits.filter((o) => o.status === "200").map((o) => o.ms);
  console.log(
    `| before the flood, 4 connections: pages per s, p50 ms | ${(calm.length / 3).toFixed(1)}, ${ms(quantile(calm, 0.5))} |`,
  );
  console.log(`| requests answered (all statuses) per s | ${(outcomes.length / elapsedS).toFixed(0)} |`);
  console.log(`| pages served (200) per s | ${(served.length / elapsedS).toFixed(1)} |`);
  const healthRps = healthThroughput.filter((o) => o.status === "200").length / 3;
  console.log(`| /healthz alone per s (${CONNECTIONS} connections) | ${healthRps.toFixed(0)} |`);
  console.log(`| pages served per s ÷ /healthz per s | ${(served.length / elapsedS / healthRps).toFixed(4)} |`);
  console.log(
    `| 200 p50 / p99 ms | ${ms(
      quantile(
        served.map((o) => o.ms),
        0.5,
      ),
    )} / ${ms(
      quantile(
        served.map((o) => o.ms),
        0.99,
      ),
    )} |`,
  );
  console.log(
    `| 503 p50 / p99 ms | ${ms(
      quantile(
        shed.map((o) => o.ms),
        0.5,
      ),
    )} / ${ms(
      quantile(
        shed.map((o) => o.ms),
        0.99,
      ),
    )} |`,
  );
  console.log(
    `| share 503 | ${share(shed.length)} (${shed.filter((o) => o.retryAfter === null).length} without Retry-After) |`,
  );
  console.log(`| share without answer (timeout / error) | ${share(count("timeout") + count("error"))} |`);
  console.log(`| other statuses | ${other.filter((o) => o.status !== "timeout" && o.status !== "error").length} |`);
  console.log(`| /healthz alone p50 / p99 ms | ${ms(quantile(aloneMs, 0.5))} / ${ms(aloneP99)} |`);
  console.log(
    `| /healthz during flood p50 / p99 / max ms (${duringMs.length} probes, ${healthDuring.filter((o) => o.status !== "200").length} failed) | ${ms(quantile(duringMs, 0.5))} / ${ms(quantile(duringMs, 0.99))} / ${ms(Math.max(...duringMs))} |`,
  );
  console.log(`| /healthz p99 during ÷ alone | ${(quantile(duringMs, 0.99) / aloneP99).toFixed(1)} |`);
  const row = (name: string, values: number[]) => console.log(`| ${name} | ${values.map(mb).join(" / ")} |`);
  const phases = `idle / idle after GC / peak during / right after / ${AFTER_S} s after / after GC`;
  const memoryRow = (key: keyof Memory) =>
    row(`${key} MB ${phases}`, [idle[key], idleGc[key], peak(key), rightAfter[key], later[key], afterGc[key]]);
  memoryRow("rss");
  memoryRow("heapUsed");
  memoryRow("heapTotal");
  memoryRow("external");
  console.log(`| RSS ${AFTER_S} s after ÷ idle | ${(later.rss / idle.rss).toFixed(2)} |`);
  console.log(`| heapUsed ${AFTER_S} s after ÷ idle | ${(later.heapUsed / idle.heapUsed).toFixed(2)} |`);
  console.log(`| heapUsed after GC ÷ idle after GC | ${(afterGc.heapUsed / idleGc.heapUsed).toFixed(2)} |`);
} finally {
  await portal.stop();
}
