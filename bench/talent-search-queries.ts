/**
 * The talent search alone, without HTTP or render: the time the first search takes to build the
 * index and the memory it holds; each search of the bench's mix (and the empty search, the page
 * the navigation opens) and the matching of kunde@demo.at's active ads, called one at a time on
 * the grown pool, median of five calls after one warm-up; then the mix and the matching by
 * BENCH_USERS (default 10) concurrent callers for BENCH_DURATION seconds (default 10) each,
 * with p50/p95/p99 (issue 16's budget: search p95 ≤ 100 ms and p99 ≤ 250 ms, matching p95 ≤ 200 ms).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_TALENTS=1000000 npm run bench:talent-search-queries
 *   npm run bench:talent-search-queries -- --pglite
 */
import { and, eq } from "drizzle-orm";
import { openDatabase } from "@db/client";
import { companies, companyMemberships, companyUsers, jobAds } from "@db/schema";
import { matchAdOf, matchCandidates } from "~/features/active-sourcing/matching.server";
import { parseTalentSearch } from "~/features/active-sourcing/search-query";
import { searchTalents } from "~/features/active-sourcing/talent-search.server";
import { prepareDatabase } from "./support";
import { growTalentPool, SEARCHES, TALENTS } from "./talent-pool";

const CALLS = 5;
const USERS = Number(process.env.BENCH_USERS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
if (process.argv.includes("--pglite")) delete process.env.DATABASE_URL;

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** USERS loops, each starting its next call once the last one answered, for DURATION_S. */
async function concurrently(calls: ReadonlyArray<() => Promise<unknown>>): Promise<string> {
  const until = performance.now() + DURATION_S * 1000;
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: USERS }, async (_, user) => {
      for (let n = user; performance.now() < until; n += 1) {
        const start = performance.now();
        await calls[n % calls.length]!();
        times.push(performance.now() - start);
      }
    }),
  );
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
  return `${(times.length / DURATION_S).toFixed(1)} | ${p50} | ${p95} | ${p99}`;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  let result = await work();
  const times: number[] = [];
  for (let call = 0; call < CALLS; call++) {
    const start = performance.now();
    result = await work();
    times.push(performance.now() - start);
  }
  return { ms: median(times), result };
}

const database = await prepareDatabase(growTalentPool);
const handle = await openDatabase({ url: database.env.DATABASE_URL, dataDir: database.env.DATA_DIR ?? "memory://" });
try {
  const db = handle.db;
  const now = new Date();
  console.log(
    `\nDatabase: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}; ${TALENTS.toLocaleString("de-AT")} profiles; median of ${CALLS} calls; Node ${process.version}\n`,
  );
  const before = process.memoryUsage();
  const built = performance.now();
  await searchTalents(db, parseTalentSearch(new URLSearchParams()), now);
  const after = process.memoryUsage();
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  console.log(
    `Index built by the first search in ${((performance.now() - built) / 1000).toFixed(1)} s; heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB, array buffers ${mb(before.arrayBuffers)} → ${mb(after.arrayBuffers)} MB\n`,
  );
  console.log("| search | ms | people |");
  console.log("|---|---:|---:|");
  for (const query of ["", ...SEARCHES]) {
    const { ms, result } = await timed(() => searchTalents(db, parseTalentSearch(new URLSearchParams(query)), now));
    console.log(`| ${query || "(empty search)"} | ${ms.toFixed(1)} | ${result.total} |`);
  }
  const ads = await db
    .select({ id: jobAds.id, companyId: jobAds.companyId })
    .from(jobAds)
    .innerJoin(companies, eq(companies.id, jobAds.companyId))
    .innerJoin(companyMemberships, eq(companyMemberships.companyId, companies.id))
    .innerJoin(companyUsers, eq(companyUsers.id, companyMemberships.userId))
    .where(and(eq(companyUsers.email, "kunde@demo.at"), eq(jobAds.status, "active")));
  const matchings: Array<() => Promise<unknown>> = [];
  for (const { id, companyId } of ads) {
    const ad = await matchAdOf(db, companyId, id, now);
    if (!ad) continue;
    const match = () => matchCandidates(db, ad, parseTalentSearch(new URLSearchParams()), now);
    const { ms, result } = await timed(match);
    console.log(`| matching of ad ${id} (${ad.title}) | ${ms.toFixed(1)} | ${result.total} |`);
    matchings.push(match);
  }
  console.log(`\n${USERS} concurrent callers, ${DURATION_S} s each\n`);
  console.log("| calls | per s | p50 ms | p95 ms | p99 ms |");
  console.log("|---|---:|---:|---:|---:|");
  const mix = SEARCHES.map((query) => () => searchTalents(db, parseTalentSearch(new URLSearchParams(query)), now));
  console.log(`| search mix (${SEARCHES.length}) | ${await concurrently(mix)} |`);
  console.log(`| matching (${matchings.length} ads) | ${await concurrently(matchings)} |`);
} finally {
  await handle.close();
  await database.drop();
}
