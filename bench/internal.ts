/**
 * Internal-panel benchmark (issue 5): a staff member's companies list (first page and a search)
 * and one company's job list with 10 000 ads (first page, and a state filter deep in the pages),
 * as pages and as the JSON API, each with req/s and p99 as ratios to /healthz measured in the
 * same run. PGlite by default, PostgreSQL with DATABASE_URL (the bench creates and drops its own
 * database there).
 *
 *   npm run build && npm run bench:internal
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:internal
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "@db/client";
import { seedDatabase } from "@db/seed";
import { HttpBrowser, signIn } from "../tests/support/http-browser";
import { startTestPortal } from "../tests/support/portal";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const AD_COUNT = Number(process.env.BENCH_JOB_ADS ?? 10_000);
/** Companies added to the seed's, so that the companies list searches a realistic table. */
const EXTRA_COMPANIES = Number(process.env.BENCH_COMPANIES ?? 2_000);
/** The demo company 1 gets the 10 000 ads. */
const COMPANY_ID = 1;
const STAFF_EMAIL = process.env.BENCH_STAFF ?? "sales@intern.demo.at";

interface Figure {
  name: string;
  rps: number;
  p99: number;
}

async function measure(name: string, url: string, cookie?: string): Promise<Figure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // One PGlite process serves 20 connections in turn; a slow page must count as slow, not as an error.
    timeout: 60,
    headers: cookie ? { cookie } : {},
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

/** Creates, migrates and seeds the database, then adds the companies and AD_COUNT ads for one company. */
async function prepareDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
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
  await handle.db.execute(sql`
    insert into companies (full_name, street, postcode, city, state, distribution_channel)
    select (array['Huber', 'Gruber', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer'])[1 + i % 8]
             || ' ' || (array['Bau', 'Technik', 'Handel', 'Logistik', 'Gastro', 'Consulting'])[1 + i % 6] || ' ' || i
             || (array[' GmbH', ' KG', ' e.U.', ' AG'])[1 + i % 4],
      'Hauptstraße ' || i, '4020',
      (array['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Klagenfurt'])[1 + i % 6], 'Oberösterreich',
      (array['DIRECT-SALES', 'HYBRID', 'SELF-SERVICE'])[1 + i % 3]
    from generate_series(1, ${EXTRA_COMPANIES}) as i`);
  await handle.db.execute(sql`
    insert into job_ads (company_id, title, status, origin, locations, employment_types, job_level, job_field,
      salary_min_cents, salary_period, completed_steps, product_id, published_at, expires_at, created_at, updated_at)
    select ${COMPANY_ID},
      (array['Softwareentwickler:in', 'Buchhalter:in', 'Elektriker:in', 'Lagerlogistiker:in', 'Koch/Köchin',
             'Projektleiter:in Hochbau', 'Office Manager:in', 'Verkaufsberater:in'])[1 + i % 8] || ' (m/w/d) ' || i,
      (array['draft', 'review', 'scheduled', 'active', 'active', 'active', 'expired', 'deactivated', 'locked', 'deleted'])[1 + i % 10],
      (array['self-service', 'service'])[1 + i % 2],
      jsonb_build_array(jsonb_build_object('city', (array['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck'])[1 + i % 5],
        'postcode', '4020', 'state', 'Oberösterreich')),
      array['vollzeit'], 'fachkraft', 'technik', 300000, 'month',
      array['data', 'design', 'content', 'product', 'publish', 'application'],
      (select id from products where family = 'stelleninserate' and slug = 'standard'),
      now() - (i % 30) * interval '1 day', now() + (30 - i % 30) * interval '1 day',
      now() - i * interval '1 minute', now() - i * interval '1 minute'
    from generate_series(1, ${AD_COUNT}) as i`);
  await handle.db.execute(sql`
    insert into job_ad_metrics_daily (job_ad_id, day, views, apply_clicks, applications)
    select a.id, current_date - d, 20 + (a.id * 7 + d) % 50, (a.id + d) % 6, (a.id + d) % 3
    from job_ads a cross join generate_series(0, 13) as d
    where a.company_id = ${COMPANY_ID} and a.status in ('active', 'expired', 'deactivated')
    on conflict do nothing`);
  // As autovacuum would after a bulk load: statistics for the planner, visibility for index-only scans.
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();
  return { env, drop };
}

const database = await prepareDatabase();
const portal = await startTestPortal({
  LOG_LEVEL: "error",
  JOBS_ENABLED: "false",
  ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  ...database.env,
});
try {
  const browser = new HttpBrowser();
  await signIn(browser, portal.baseUrl, "internal", STAFF_EMAIL, "demo1234", "/p/internal");
  const cookie = browser.cookieHeader();
  const jobs = `${portal.baseUrl}/p/internal/companies/${COMPANY_ID}/jobs`;
  // Warm-up: JIT, connection pool, caches, the route chunks.
  await autocannon({ url: jobs, connections: 4, duration: 2, headers: { cookie } });
  await autocannon({ url: `${portal.baseUrl}/p/internal/companies`, connections: 4, duration: 2, headers: { cookie } });

  const figures = [
    await measure("/healthz", `${portal.baseUrl}/healthz`),
    await measure("SSR /p/internal/companies (first page)", `${portal.baseUrl}/p/internal/companies`, cookie),
    await measure("SSR /p/internal/companies?q=huber", `${portal.baseUrl}/p/internal/companies?q=huber`, cookie),
    await measure(`SSR /p/internal/companies/${COMPANY_ID}/jobs (first page)`, jobs, cookie),
    await measure(
      `SSR /p/internal/companies/${COMPANY_ID}/jobs?status=active&sort=expires&page=50`,
      `${jobs}?status=active&sort=expires&page=50`,
      cookie,
    ),
    await measure(
      `GET /api/manage-job-ads/internal/job-ads?companyId=${COMPANY_ID}`,
      `${portal.baseUrl}/api/manage-job-ads/internal/job-ads?companyId=${COMPANY_ID}`,
      cookie,
    ),
    await measure(
      `GET /api/manage-job-ads/internal/job-ads?companyId=${COMPANY_ID}&status=active&sort=expires&page=50`,
      `${portal.baseUrl}/api/manage-job-ads/internal/job-ads?companyId=${COMPANY_ID}&status=active&sort=expires&page=50`,
      cookie,
    ),
  ];
  const base = figures[0]!;
  const kind = database.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(
    `\nDatabase: ${kind}; ${AD_COUNT} job ads for company ${COMPANY_ID}, seed + ${EXTRA_COMPANIES} companies; signed in as ${STAFF_EMAIL}; ${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`,
  );
  console.log("| endpoint | req/s | p99 ms | req/s ÷ /healthz | p99 ÷ /healthz |");
  console.log("|---|---:|---:|---:|---:|");
  for (const f of figures) {
    console.log(
      `| ${f.name} | ${f.rps.toFixed(0)} | ${f.p99.toFixed(1)} | ${(f.rps / base.rps).toFixed(3)} | ${(f.p99 / Math.max(base.p99, 0.1)).toFixed(1)} |`,
    );
  }
} finally {
  await portal.stop();
  await database.drop();
}
