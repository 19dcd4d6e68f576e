/**
 * What a page costs the server, against /healthz in the same run (issue 17 §1): the production
 * build in its own process, each answer asked for with the headers a browser sends, the answers
 * measured in turn (/healthz, a page, another page, …) in three rounds after a warm-up. Per answer:
 * the median of the rounds' req/s and of their ratios to that round's /healthz, the server's CPU
 * time per request (its `process.cpuUsage()`, all threads, through bench/process-probe.mjs),
 * p50/p99, bytes on the wire, and the resident set before and after. Then a CPU profile of the
 * most expensive page becomes a flame graph.
 *
 * Each page is measured twice (issue 37): kept, the same address again and again, which the page
 * caches answer; and rendered, the same page with a query parameter of its own on every request
 * (`?bench=1`, `?bench=2`, …), which neither cache answers: the public page cache serves only the
 * plain address, the signed-in one keys its pages by the address with its query, so each such
 * request is a miss that is rendered (and kept, as a real miss is). The bench proves it: it reads
 * the caches' hit counters from /metrics around every run, fails a rendered run that a cache
 * answered even once, and prints the share of answers from a kept page.
 *
 *   npm run build && npm run bench            # PostgreSQL: DATABASE_URL, or a cluster of its own
 *   npm run bench -- --pglite                 # the embedded PGlite
 *   npm run bench -- --smoke                  # one short round; writes nothing
 *   npm run bench -- --scale                  # the market at scale (issue 17 §5), renders only
 *   npm run bench -- --rendered               # /healthz and the rendered answers only; writes nothing
 *                                             # but the CPU profile, whose file it names
 *
 * Writes the table (with date, machine and commit) into docs/performance.md and the flame graph
 * into docs/flame-graphs/. `--scale` adds 1 000 companies and 100 000 ads (kunde@demo.at's company
 * 10 000 of them, hybrid@demo.at's 50) and measures the lists of both companies side by side with
 * the signed-in page cache off, so that every answer is a render with its queries. BENCH_DURATION (s per answer and round, default 5) and
 * BENCH_CONNECTIONS (default 20) change the load; BENCH_PROFILE (an answer's name, or its start)
 * chooses the answer profiled.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { count, eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { jobAds } from "@db/schema";
import { HttpBrowser, signIn } from "../tests/support/http-browser";
import { startTestPortal, type TestPortal } from "../tests/support/portal";
import { insertMarket } from "../tests/support/scale-data";
import { createThrowawayCluster, type ThrowawayCluster } from "../tests/support/throwaway-cluster";
import { flameGraphSvg, selfTimeByGroup, type CpuProfile } from "./flame-graph";
import { BROWSER_HEADERS, commitOf, CONNECTIONS, insertJobAds, prepareDatabase, writeIntoDocs } from "./support";

const args = new Set(process.argv.slice(2));
const pglite = args.has("--pglite");
const smoke = args.has("--smoke");
const scale = args.has("--scale");
const renderedOnly = args.has("--rendered");
const DURATION_S = smoke ? 1 : Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = smoke ? 1 : 3;
/** The demo company whose ads /p/jobs lists (kunde@demo.at's). */
const COMPANY_ID = 1;
const COMPANY_ADS = 50;
/** hybrid@demo.at's company, the one with 50 ads in the scale run. */
const SMALL_COMPANY_ID = 4;
const root = path.resolve(import.meta.dirname, "..");

interface Answer {
  name: string;
  path: string;
  who: "anonymous" | "customer" | "baker" | "staff";
  /** Asked with a query parameter of its own on every request, so that no page cache answers it. */
  rendered?: boolean;
}

const SCALE_ANSWERS: Answer[] = [
  { name: "/healthz", path: "/healthz", who: "anonymous" },
  { name: "`/p/jobs`, 50 ads", path: "/p/jobs", who: "baker" },
  { name: "`/p/jobs`, 10 000 ads", path: "/p/jobs", who: "customer" },
  { name: "`/p/jobs?q=buchhalter`, 50 ads", path: "/p/jobs?q=buchhalter", who: "baker" },
  { name: "`/p/jobs?q=buchhalter`, 10 000 ads", path: "/p/jobs?q=buchhalter", who: "customer" },
  {
    name: "internal company job list, 50 ads",
    path: `/p/internal/companies/${SMALL_COMPANY_ID}/jobs`,
    who: "staff",
  },
  { name: "internal company job list, 10 000 ads", path: `/p/internal/companies/${COMPANY_ID}/jobs`, who: "staff" },
  { name: "internal companies list (1 064 companies)", path: "/p/internal/companies", who: "staff" },
  { name: "internal companies search `Huber`", path: "/p/internal/companies?q=Huber", who: "staff" },
];

/** The employer page of company 1 (Donautal Technik GmbH, published), which shows its 50 ads. */
const EMPLOYER_PAGE = "/unternehmen/donautal-technik-gmbh";

/** The answers of the plain run; `jobAdPage` is the public page of an ad of company 1. */
function pageAnswers(jobAdPage: string): Answer[] {
  const content = "public content page `/produkte/stelleninserate`";
  const jobs = "`/p/jobs` (signed in, 50 ads)";
  const internal = "internal company job list `/p/internal/companies/1/jobs`";
  const answers: Answer[] = [
    { name: "/healthz", path: "/healthz", who: "anonymous" },
    { name: "`GET /api/auth/me` (signed in)", path: "/api/auth/me", who: "customer" },
    { name: content, path: "/produkte/stelleninserate", who: "anonymous" },
    { name: `${content}, rendered`, path: "/produkte/stelleninserate", who: "anonymous", rendered: true },
    { name: "public job-ad page", path: jobAdPage, who: "anonymous" },
    { name: "public job-ad page, rendered", path: jobAdPage, who: "anonymous", rendered: true },
    { name: "employer page (50 open jobs)", path: EMPLOYER_PAGE, who: "anonymous" },
    { name: "employer page (50 open jobs), rendered", path: EMPLOYER_PAGE, who: "anonymous", rendered: true },
    { name: jobs, path: "/p/jobs", who: "customer" },
    { name: `${jobs}, rendered`, path: "/p/jobs", who: "customer", rendered: true },
    { name: internal, path: `/p/internal/companies/${COMPANY_ID}/jobs`, who: "staff" },
    { name: `${internal}, rendered`, path: `/p/internal/companies/${COMPANY_ID}/jobs`, who: "staff", rendered: true },
    {
      name: "talent search page (Buchhalter, Linz 25 km)",
      path: "/p/active-sourcing/search?q=Buchhalter&ort=Linz&umkreis=25&wechsel=aktiv",
      who: "customer",
    },
  ];
  return renderedOnly ? answers.filter((answer) => answer.rendered || answer.path === "/healthz") : answers;
}

interface Run {
  rps: number;
  /** The share of the answers that came from a kept page. */
  kept: number;
  cpuMs: number;
  p50: number;
  p99: number;
  bytes: number;
  rssBefore: number;
  rssAfter: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Asks the portal's probe and waits for the answer of that kind. */
function ask<T>(portal: TestPortal, message: string | Record<string, unknown>, kind: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (answer: unknown) => {
      if ((answer as { kind?: string }).kind !== kind) return;
      portal.offMessage(listener);
      resolve(answer as T);
    };
    portal.onMessage(listener);
    portal.send(message);
  });
}

const cpuMicros = async (portal: TestPortal) => {
  const usage = await ask<{ user: number; system: number }>(portal, "cpu", "cpu");
  return usage.user + usage.system;
};
const rss = async (portal: TestPortal) => (await ask<{ rss: number }>(portal, "memory", "memory")).rss;

/** A new query parameter for every request of a rendered answer, counted across the whole run. */
let renderedRequests = 0;
const renderedPath = (answer: Answer) => {
  renderedRequests += 1;
  return `${answer.path}${answer.path.includes("?") ? "&" : "?"}bench=${renderedRequests}`;
};

async function load(portal: TestPortal, answer: Answer, headers: Record<string, string>, durationS: number) {
  const result = await autocannon({
    url: `${portal.baseUrl}${answer.path}`,
    connections: CONNECTIONS,
    duration: durationS,
    timeout: 60,
    headers,
    ...(answer.rendered
      ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: renderedPath(answer) }) }] }
      : {}),
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${answer.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

/** The counters of /metrics a run reads before and after itself. */
interface Counters {
  /** Requests the page caches answered with a kept page, both caches together (decision 080). */
  hits: number;
}

async function counters(portal: TestPortal): Promise<Counters> {
  const text = await (await fetch(`${portal.baseUrl}/metrics`)).text();
  let hits = 0;
  for (const [, value] of text.matchAll(/^portal_page_cache_requests_total\{[^}]*result="hit"[^}]*\} (\d+)$/gm)) {
    hits += Number(value);
  }
  return { hits };
}

async function run(portal: TestPortal, answer: Answer, headers: Record<string, string>): Promise<Run> {
  const rssBefore = await rss(portal);
  const before = await counters(portal);
  const cpuBefore = await cpuMicros(portal);
  const result = await load(portal, answer, headers, DURATION_S);
  const cpuAfter = await cpuMicros(portal);
  const after = await counters(portal);
  const hits = after.hits - before.hits;
  if (answer.rendered && hits > 0) throw new Error(`${answer.name}: ${hits} answers came from a page cache`);
  const requests = Math.max(result.requests.total, 1);
  return {
    rps: result.requests.total / result.duration,
    // Requests still open when the run ends are answered after it, so the share is capped.
    kept: Math.min(1, hits / requests),
    cpuMs: (cpuAfter - cpuBefore) / 1000 / requests,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / requests,
    rssBefore,
    rssAfter: await rss(portal),
  };
}

let cluster: ThrowawayCluster | undefined;
if (!pglite && !process.env.DATABASE_URL) {
  cluster = await createThrowawayCluster();
  process.env.DATABASE_URL = cluster.url;
}
if (pglite) delete process.env.DATABASE_URL;
const databaseKind = pglite ? "PGlite" : "PostgreSQL";
const topUp = async (db: Database, companyId: number, ads: number) => {
  const [existing] = await db.select({ ads: count() }).from(jobAds).where(eq(jobAds.companyId, companyId));
  const missing = ads - (existing?.ads ?? 0);
  if (missing > 0) await insertJobAds(db, companyId, true, missing);
};
const database = await prepareDatabase(async (db) => {
  if (!scale) return topUp(db, COMPANY_ID, COMPANY_ADS);
  await topUp(db, SMALL_COMPANY_ID, COMPANY_ADS);
  await insertMarket(db, { companies: 1_000, ads: 90_000, bigCompanyId: COMPANY_ID, bigCompanyAds: 10_000 });
});
const portal = await startTestPortal(
  {
    LOG_LEVEL: "error",
    JOBS_ENABLED: "false",
    // At scale every answer is a render: the cache would answer the lists without their queries.
    ...(scale ? { SIGNED_IN_PAGE_CACHE_MB: "0" } : {}),
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    ...database.env,
  },
  {
    fromTemplate: false,
    databaseUrl: database.env.DATABASE_URL,
    nodeArgs: ["--import", pathToFileURL(path.join(import.meta.dirname, "process-probe.mjs")).href],
    ipc: true,
  },
);
try {
  const cookies: Record<Answer["who"], string | undefined> = {
    anonymous: undefined,
    customer: "",
    baker: "",
    staff: "",
  };
  const customer = new HttpBrowser();
  await signIn(customer, portal.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/jobs");
  cookies.customer = customer.cookieHeader();
  const baker = new HttpBrowser();
  await signIn(baker, portal.baseUrl, "business", "hybrid@demo.at", "demo1234", "/p/jobs");
  cookies.baker = baker.cookieHeader();
  const staff = new HttpBrowser();
  await signIn(staff, portal.baseUrl, "internal", "sales@intern.demo.at", "demo1234", "/p/internal");
  cookies.staff = staff.cookieHeader();
  // The public page of an ad of company 1: /jobs/{id} sends to its address with the slug.
  const jobAd = await fetch(`${portal.baseUrl}/jobs/4`, { redirect: "manual" });
  const jobAdPage = new URL(jobAd.headers.get("location") ?? "/jobs/4", portal.baseUrl).pathname;
  const ANSWERS = scale ? SCALE_ANSWERS : pageAnswers(jobAdPage);
  const headersOf = (answer: Answer) => ({
    ...BROWSER_HEADERS,
    ...(cookies[answer.who] ? { cookie: cookies[answer.who]! } : {}),
  });

  // One request each first: every answer must be the page itself (a signed-in page that sent its
  // visitor to sign in would be measured as a redirect), and slow first answers (the talent
  // index is built on the first search) must not spill into the measured runs.
  for (const answer of ANSWERS) {
    const first = await fetch(`${portal.baseUrl}${answer.path}`, { headers: headersOf(answer), redirect: "manual" });
    await first.arrayBuffer();
    if (first.status !== 200) throw new Error(`${answer.path} answered ${first.status}`);
  }
  // Warm-up: JIT, connection pool, caches.
  for (const answer of ANSWERS) await load(portal, answer, headersOf(answer), smoke ? 1 : 3);

  const runs = new Map<Answer, Run[]>(ANSWERS.map((answer) => [answer, []]));
  const ratios = new Map<Answer, number[]>(ANSWERS.map((answer) => [answer, []]));
  for (let round = 0; round < ROUNDS; round++) {
    let health: Run | undefined;
    for (const answer of ANSWERS) {
      const figures = await run(portal, answer, headersOf(answer));
      health ??= figures;
      runs.get(answer)!.push(figures);
      ratios.get(answer)!.push(figures.rps / health.rps);
    }
  }

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  const lines = [
    "| answer | req/s | ÷ `/healthz` | CPU ms per request | p50 ms | p99 ms | bytes per answer | from a kept page | RSS MB before → after |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const costs: { answer: Answer; cpuMs: number }[] = [];
  for (const answer of ANSWERS) {
    const list = runs.get(answer)!;
    const cpuMs = median(list.map((r) => r.cpuMs));
    costs.push({ answer, cpuMs });
    lines.push(
      `| ${answer.name} | ${median(list.map((r) => r.rps)).toFixed(0)} | ${median(ratios.get(answer)!).toFixed(3)} | ${cpuMs.toFixed(2)} | ${median(list.map((r) => r.p50)).toFixed(0)} | ${median(list.map((r) => r.p99)).toFixed(0)} | ${median(list.map((r) => r.bytes)).toFixed(0)} | ${(median(list.map((r) => r.kept)) * 100).toFixed(0)} % | ${mb(list[0]!.rssBefore)} → ${mb(list.at(-1)!.rssAfter)} |`,
    );
  }

  // A CPU profile of the most expensive page (or of the one BENCH_PROFILE names), under the same load.
  const named = process.env.BENCH_PROFILE;
  const dearest = named
    ? ANSWERS.find((answer) => answer.name === named || answer.name.startsWith(named))!
    : costs.filter((c) => c.answer.path !== "/healthz").sort((a, b) => b.cpuMs - a.cpuMs)[0]!.answer;
  const profileFile = path.join(os.tmpdir(), `ap-bench-${process.pid}.cpuprofile`);
  await ask(portal, { kind: "profile-start" }, "profile-started");
  await load(portal, dearest, headersOf(dearest), DURATION_S);
  await ask(portal, { kind: "profile-stop", file: profileFile }, "profile-stopped");
  const profile = JSON.parse(fs.readFileSync(profileFile, "utf8")) as CpuProfile;
  if (renderedOnly) console.log(`CPU profile of ${dearest.name}: ${profileFile}`);
  else fs.rmSync(profileFile, { force: true });
  const groups = selfTimeByGroup(profile).slice(0, 10);

  const cpus = os.cpus();
  const setup = [
    `${new Date().toISOString().slice(0, 10)}, commit ${commitOf()}, ${databaseKind}${cluster ? " (a cluster of the bench's own)" : ""},`,
    `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version};`,
    `${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per answer, medians.`,
  ].join(" ");
  const profileLines = [
    `CPU profile of the most expensive answer, ${dearest.name}: where the samples ran themselves.`,
    "",
    "| code | share of CPU |",
    "| --- | ---: |",
    ...groups.map((g) => `| ${g.group} | ${(g.share * 100).toFixed(1)} % |`),
  ];
  const svgName = `${scale ? "scale" : "http"}-${databaseKind.toLowerCase()}.svg`;
  // At scale: what 10 000 ads cost against 50, by the server's CPU per request.
  const cpuOf = (name: string) => costs.find((c) => c.answer.name === name)!.cpuMs;
  const scaleLines = scale
    ? [
        "",
        "CPU per request, 10 000 ads ÷ 50 ads (the budget is 1.5):",
        "",
        ...[
          ["the job-ad list", "`/p/jobs`"],
          ["its search", "`/p/jobs?q=buchhalter`"],
          ["the internal company job list", "internal company job list"],
        ].map(([label, prefix]) => {
          const ratio = cpuOf(`${prefix}, 10 000 ads`) / cpuOf(`${prefix}, 50 ads`);
          return `- ${label}: ${ratio.toFixed(2)}`;
        }),
      ]
    : [];
  const text = [
    setup,
    "",
    ...lines,
    ...scaleLines,
    "",
    ...profileLines,
    "",
    `Flame graph: [docs/flame-graphs/${svgName}](flame-graphs/${svgName}).`,
  ].join("\n");
  console.log(`\n${text}\n`);
  if (!smoke && !renderedOnly) {
    await writeIntoDocs(`bench:${scale ? "scale" : "http"}:${databaseKind}`, text);
    fs.mkdirSync(path.join(root, "docs/flame-graphs"), { recursive: true });
    fs.writeFileSync(
      path.join(root, "docs/flame-graphs", svgName),
      flameGraphSvg(profile, `${dearest.path} — ${databaseKind}, ${new Date().toISOString().slice(0, 10)}`),
    );
    console.log(`Written into docs/performance.md and docs/flame-graphs/${svgName}.`);
  }
} finally {
  await portal.stop();
  await database.drop();
  await cluster?.remove();
}
