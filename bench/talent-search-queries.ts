/**
 * The talent search's database work alone, without HTTP or render: each search of the bench's mix
 * (and the empty search, the page the navigation opens) and the matching of kunde@demo.at's active
 * ads, called one at a time on the grown pool, median of five calls after one warm-up.
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
import { CLUSTER, growTalentPool, SEARCHES, TALENTS } from "./talent-pool";

const CALLS = 5;
if (process.argv.includes("--pglite")) delete process.env.DATABASE_URL;

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
    `\nDatabase: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}; ${TALENTS.toLocaleString("de-AT")} profiles${CLUSTER ? ", clustered by place" : ""}; median of ${CALLS} calls; Node ${process.version}\n`,
  );
  const built = performance.now();
  await searchTalents(db, parseTalentSearch(new URLSearchParams()), now);
  console.log(`Index built by the first search in ${((performance.now() - built) / 1000).toFixed(1)} s\n`);
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
  for (const { id, companyId } of ads) {
    const ad = await matchAdOf(db, companyId, id);
    if (!ad) continue;
    const { ms, result } = await timed(() => matchCandidates(db, ad, parseTalentSearch(new URLSearchParams()), now));
    console.log(`| matching of ad ${id} (${ad.title}) | ${ms.toFixed(1)} | ${result.total} |`);
  }
} finally {
  await handle.close();
  await database.drop();
}
