/**
 * The public pages of issue 14 against /healthz: throughput and p99, measured interleaved in one
 * run (warm-up, then three rounds of /healthz and each page in turn, the median of the three),
 * with a browser's headers. The job-ad page and the employer page of Donautal Technik GmbH with
 * 50 open jobs, as a person and as a crawler opens them, each from the page cache (decision 038)
 * and rendered (the same address with a campaign parameter, which the cache never serves); the
 * 410 page of an ad gone; and the view beacon a person's browser sends (each request from
 * another client address, so that every one is counted: a row update per request).
 *
 *   npm run build && npm run bench:public-pages                 # PostgreSQL when DATABASE_URL is set
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:public-pages
 *   npm run bench:public-pages -- --pglite                      # embedded PGlite
 *
 * BENCH_DURATION (s per run, default 5) and BENCH_CONNECTIONS (default 20) change the set-up.
 * The portal runs with its defaults (PAGE_CACHE_TTL_MS 60 s) and TRUST_PROXY, for the beacon's
 * client addresses.
 */
import autocannon from "autocannon";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { jobAds } from "@db/schema";
import { startTestPortal } from "../tests/support/portal";
import { BROWSER_HEADERS, prepareDatabase } from "./support";
import { DAY_MS } from "~/lib/days";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = 3;
if (process.argv.includes("--pglite")) delete process.env.DATABASE_URL;

const EMPLOYER_PAGE = "/unternehmen/donautal-technik-gmbh";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
  status: number;
  method?: "GET" | "POST";
  body?: string;
}

let client = 0;
/** Another client address per request (behind TRUST_PROXY), as many visitors send beacons. */
const fromAnotherClient = (request: autocannon.Request): autocannon.Request => {
  client = (client + 1) % 16_000_000;
  const address = `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`;
  return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
};

async function run(baseUrl: string, target: Target, duration: number) {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    connections: CONNECTIONS,
    duration,
    timeout: 60,
    headers: target.headers,
    ...(target.method === "POST"
      ? { method: "POST" as const, body: target.body ?? "", requests: [{ setupRequest: fromAnotherClient }] }
      : {}),
  });
  const other = target.status < 300 ? result.non2xx : result["1xx"] + result["2xx"] + result["3xx"] + result["5xx"];
  if (result.errors > 0 || other > 0) {
    throw new Error(`${target.name}: ${other} answers other than ${target.status}, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The open jobs on the employer page, as issue 14's budget names them. */
const OPEN_JOBS = 50;

/** Company 1 (Donautal Technik GmbH, published employer page) gets OPEN_JOBS live ads, copies of its ad 4. */
async function openJobs(db: Database): Promise<void> {
  const live = and(eq(jobAds.companyId, 1), eq(jobAds.status, "active"));
  const [{ value }] = (await db.select({ value: count() }).from(jobAds).where(live)) as [{ value: number }];
  const [model] = await db.select().from(jobAds).where(eq(jobAds.id, 4));
  const { id: _id, ...copy } = model!;
  const now = Date.now();
  for (let i = value; i < OPEN_JOBS; i++) {
    await db.insert(jobAds).values({
      ...copy,
      createKey: null,
      anonymous: false,
      title: `${copy.title.replace(/ \(m\/w\/d\)$/, "")} ${i + 1} (m/w/d)`,
      publishedAt: new Date(now - i * 3_600_000),
      expiresAt: new Date(now + 30 * DAY_MS),
    });
  }
}

const database = await prepareDatabase(openJobs);
const portal = await startTestPortal({
  LOG_LEVEL: "error",
  JOBS_ENABLED: "false",
  TRUST_PROXY: "true",
  ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  ...database.env,
});
try {
  const located = async (path: string) =>
    new URL((await fetch(`${portal.baseUrl}${path}`, { redirect: "manual" })).headers.get("location")!, portal.baseUrl)
      .pathname;
  const [live, gone] = [await located("/jobs/4"), await located("/jobs/5")];
  const crawler = { ...BROWSER_HEADERS, "user-agent": CRAWLER };
  const rendered = "?utm_source=bench";
  const employer = `employer page, ${OPEN_JOBS} open jobs`;
  const targets: Target[] = [
    { name: "/healthz", path: "/healthz", headers: BROWSER_HEADERS, status: 200 },
    { name: "job-ad page, a person, cached", path: live, headers: BROWSER_HEADERS, status: 200 },
    { name: "job-ad page, a person, rendered", path: `${live}${rendered}`, headers: BROWSER_HEADERS, status: 200 },
    { name: "job-ad page, a crawler, cached", path: live, headers: crawler, status: 200 },
    { name: "job-ad page, a crawler, rendered", path: `${live}${rendered}`, headers: crawler, status: 200 },
    { name: "410 page of an ad gone", path: gone, headers: BROWSER_HEADERS, status: 410 },
    { name: `${employer}, a person, cached`, path: EMPLOYER_PAGE, headers: BROWSER_HEADERS, status: 200 },
    {
      name: `${employer}, a person, rendered`,
      path: `${EMPLOYER_PAGE}${rendered}`,
      headers: BROWSER_HEADERS,
      status: 200,
    },
    { name: `${employer}, a crawler, cached`, path: EMPLOYER_PAGE, headers: crawler, status: 200 },
    { name: `${employer}, a crawler, rendered`, path: `${EMPLOYER_PAGE}${rendered}`, headers: crawler, status: 200 },
    {
      name: "view beacon of the job-ad page (counted)",
      path: `${live}/aufruf`,
      method: "POST",
      body: "referrer=",
      headers: {
        ...BROWSER_HEADERS,
        origin: portal.baseUrl,
        "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
      },
      status: 204,
    },
  ];
  const jobs = (await (await fetch(`${portal.baseUrl}${EMPLOYER_PAGE}`, { headers: BROWSER_HEADERS })).text()).match(
    /href="\/jobs\/\d+-/g,
  );
  if ((jobs?.length ?? 0) < OPEN_JOBS) throw new Error(`the employer page lists ${jobs?.length ?? 0} jobs`);
  for (const target of targets) await run(portal.baseUrl, target, 2);
  const samples = targets.map(() => ({ rps: [] as number[], p99: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      const figure = await run(portal.baseUrl, target, DURATION_S);
      samples[i]!.rps.push(figure.rps);
      samples[i]!.p99.push(figure.p99);
    }
  }
  const figures = samples.map((sample) => ({ rps: median(sample.rps), p99: median(sample.p99) }));
  const base = figures[0]!;
  const kind = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(
    `\nDatabase: ${kind}; ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION_S} s, median; Node ${process.version}\n`,
  );
  console.log("| answer | req/s | p99 ms | req/s ÷ /healthz | p99 ÷ /healthz |");
  console.log("|---|---:|---:|---:|---:|");
  for (const [i, target] of targets.entries()) {
    const f = figures[i]!;
    console.log(
      `| ${target.name} | ${f.rps.toFixed(0)} | ${f.p99.toFixed(1)} | ${(f.rps / base.rps).toFixed(3)} | ${(f.p99 / Math.max(base.p99, 0.1)).toFixed(1)} |`,
    );
  }
} finally {
  await portal.stop();
  await database.drop();
}
