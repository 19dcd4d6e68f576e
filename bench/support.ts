/**
 * What the benchmarks share: a database of their own (created and dropped on PostgreSQL, a temp
 * directory on PGlite) seeded like the demo and filled with many ads, autocannon runs, and the
 * table of figures as ratios to /healthz of the same run.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import * as prettier from "prettier";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database } from "@db/client";
import { seedDatabase } from "@db/seed";
import { generatedJobAds } from "../tests/support/scale-data";

const root = path.resolve(import.meta.dirname, "..");

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const AD_COUNT = Number(process.env.BENCH_JOB_ADS ?? 10_000);

export interface Figure {
  name: string;
  rps: number;
  p99: number;
}

/**
 * What a browser sends with every request: the encodings it accepts (the portal compresses for
 * them) and a browser User-Agent (the portal answers bots differently). A bench without them
 * measures a client no one uses.
 */
export const BROWSER_HEADERS: Record<string, string> = {
  "accept-encoding": "gzip, deflate, br, zstd",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
};

export async function measure(
  name: string,
  url: string,
  options: {
    cookie?: string;
    method?: "POST";
    body?: string;
    headers?: Record<string, string>;
    /** A form post answers with a redirect; a page that redirects was not measured. */
    redirects?: boolean;
  } = {},
): Promise<Figure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: options.method ?? "GET",
    // One PGlite process serves 20 connections in turn; a slow page must count as slow, not as an error.
    timeout: 60,
    ...(options.body ? { body: options.body } : {}),
    headers: { ...BROWSER_HEADERS, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
  const redirects = options.redirects ? (result["3xx"] ?? 0) : 0;
  if (result.non2xx - redirects > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Creates, migrates and seeds a database for one run, lets `load` add the bench's data, and
 * analyzes it as autovacuum would after a bulk load. `env` points the portal at it.
 */
export async function prepareDatabase(
  load: (db: Database) => Promise<void>,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  if (base) {
    const name = `ap_bench_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    drop = async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ap-bench-"));
    env = { DATA_DIR: dir };
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR ?? "memory://" });
  await handle.migrate();
  await seedDatabase(handle.db);
  await load(handle.db);
  // Statistics for the planner, visibility for index-only scans.
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();
  return { env, drop };
}

/**
 * `count` (AD_COUNT) complete ads of one company in every state (mostly active), with 14 days of figures
 * each; `mixedOrigins` alternates self-service and service ads.
 */
export async function insertJobAds(
  db: Database,
  companyId: number,
  mixedOrigins: boolean,
  count = AD_COUNT,
): Promise<void> {
  await db.execute(generatedJobAds({ company: sql`${companyId}::int`, count, mixedOrigins }));
  await db.execute(sql`
    insert into job_ad_metrics_daily (job_ad_id, day, views, apply_clicks, applications)
    select a.id, current_date - d, 20 + (a.id * 7 + d) % 50, (a.id + d) % 6, (a.id + d) % 3
    from job_ads a cross join generate_series(0, 13) as d
    where a.company_id = ${companyId} and a.status in ('active', 'expired', 'deactivated')
    on conflict do nothing`);
}

/** The figures as a Markdown table, each as a ratio to the first one (/healthz). */
export function printFigures(setup: string, figures: readonly Figure[]): void {
  const base = figures[0]!;
  const kind = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(
    `\nDatabase: ${kind}; ${setup}; ${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`,
  );
  console.log("| endpoint | req/s | p99 ms | req/s ÷ /healthz | p99 ÷ /healthz |");
  console.log("|---|---:|---:|---:|---:|");
  for (const f of figures) {
    console.log(
      `| ${f.name} | ${f.rps.toFixed(0)} | ${f.p99.toFixed(1)} | ${(f.rps / base.rps).toFixed(3)} | ${(f.p99 / Math.max(base.p99, 0.1)).toFixed(1)} |`,
    );
  }
}

/** The commit measured, "with uncommitted changes" when the tree differs (the bench's own writes aside). */
export function commitOf(): string {
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
  // What the bench writes itself does not count: a PGlite run after a PostgreSQL run is still the commit.
  const changes = execFileSync(
    "git",
    ["status", "--porcelain", "--", ".", ":!docs/performance.md", ":!docs/flame-graphs"],
    {
      cwd: root,
    },
  );
  const dirty = changes.toString().trim() !== "";
  return dirty ? `${commit} with uncommitted changes` : commit;
}

/** Replaces what stands between the two marker comments of `docs/performance.md`. */
export async function writeIntoDocs(marker: string, text: string): Promise<void> {
  const file = path.join(root, "docs/performance.md");
  const doc = fs.readFileSync(file, "utf8");
  const start = `<!-- ${marker} -->`;
  const end = `<!-- /${marker} -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md lacks the markers ${start} … ${end}`);
  const written = `${doc.slice(0, from + start.length)}\n${text}\n${doc.slice(to)}`;
  // Formatted as `npm run lint` wants it (tables aligned).
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(written, { ...options, filepath: file }));
}
