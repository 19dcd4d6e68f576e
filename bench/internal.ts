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
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { HttpBrowser, signIn } from "../tests/support/http-browser";
import { startTestPortal } from "../tests/support/portal";
import { AD_COUNT, BROWSER_HEADERS, insertJobAds, measure, prepareDatabase, printFigures } from "./support";

/** Companies added to the seed's, so that the companies list searches a realistic table. */
const EXTRA_COMPANIES = Number(process.env.BENCH_COMPANIES ?? 2_000);
/** The demo company 1 gets the 10 000 ads. */
const COMPANY_ID = 1;
const STAFF_EMAIL = process.env.BENCH_STAFF ?? "sales@intern.demo.at";

const database = await prepareDatabase(async (db) => {
  await db.execute(sql`
    insert into companies (full_name, street, postcode, city, state, distribution_channel)
    select (array['Huber', 'Gruber', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer'])[1 + i % 8]
             || ' ' || (array['Bau', 'Technik', 'Handel', 'Logistik', 'Gastro', 'Consulting'])[1 + i % 6] || ' ' || i
             || (array[' GmbH', ' KG', ' e.U.', ' AG'])[1 + i % 4],
      'Hauptstraße ' || i, '4020',
      (array['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Klagenfurt'])[1 + i % 6], 'Oberösterreich',
      (array['DIRECT-SALES', 'HYBRID', 'SELF-SERVICE'])[1 + i % 3]
    from generate_series(1, ${EXTRA_COMPANIES}) as i`);
  await insertJobAds(db, COMPANY_ID, true);
});
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
  await autocannon({ url: jobs, connections: 4, duration: 2, headers: { ...BROWSER_HEADERS, cookie } });
  await autocannon({
    url: `${portal.baseUrl}/p/internal/companies`,
    connections: 4,
    duration: 2,
    headers: { ...BROWSER_HEADERS, cookie },
  });

  const figures = [
    await measure("/healthz", `${portal.baseUrl}/healthz`),
    await measure("SSR /p/internal/companies (first page)", `${portal.baseUrl}/p/internal/companies`, { cookie }),
    await measure("SSR /p/internal/companies?q=huber", `${portal.baseUrl}/p/internal/companies?q=huber`, { cookie }),
    await measure(`SSR /p/internal/companies/${COMPANY_ID}/jobs (first page)`, jobs, { cookie }),
    await measure(
      `SSR /p/internal/companies/${COMPANY_ID}/jobs?status=active&sort=expires&page=50`,
      `${jobs}?status=active&sort=expires&page=50`,
      { cookie },
    ),
    await measure(
      `GET /api/manage-job-ads/internal/job-ads?companyId=${COMPANY_ID}`,
      `${portal.baseUrl}/api/manage-job-ads/internal/job-ads?companyId=${COMPANY_ID}`,
      { cookie },
    ),
    await measure(
      `GET /api/manage-job-ads/internal/job-ads?companyId=${COMPANY_ID}&status=active&sort=expires&page=50`,
      `${portal.baseUrl}/api/manage-job-ads/internal/job-ads?companyId=${COMPANY_ID}&status=active&sort=expires&page=50`,
      { cookie },
    ),
  ];
  printFigures(
    `${AD_COUNT} job ads for company ${COMPANY_ID}, seed + ${EXTRA_COMPANIES} companies; signed in as ${STAFF_EMAIL}`,
    figures,
  );
} finally {
  await portal.stop();
  await database.drop();
}
