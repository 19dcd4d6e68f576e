/**
 * Job-ad benchmark (issue 4): the /p/jobs list of one company with 10 000 ads — first page,
 * a search, a state filter deep in the pages — and saving a form step, each with req/s and p99
 * as ratios to /healthz measured in the same run. PGlite by default, PostgreSQL with DATABASE_URL.
 *
 *   npm run build && npm run bench:job-ads
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:job-ads
 */
import autocannon from "autocannon";
import { HttpBrowser, signIn } from "../tests/support/http-browser";
import { startTestPortal } from "../tests/support/portal";
import { AD_COUNT, BROWSER_HEADERS, insertJobAds, measure, prepareDatabase, printFigures } from "./support";

/** Company 1 belongs to kunde@demo.at. */
const COMPANY_ID = 1;

const database = await prepareDatabase((db) => insertJobAds(db, COMPANY_ID, false));
const portal = await startTestPortal({
  LOG_LEVEL: "error",
  ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  ...database.env,
});
try {
  const browser = new HttpBrowser();
  await signIn(browser, portal.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/jobs");
  const cookie = browser.cookieHeader();
  await autocannon({
    url: `${portal.baseUrl}/p/jobs`,
    connections: 4,
    duration: 2,
    headers: { ...BROWSER_HEADERS, cookie },
  });

  const figures = [
    await measure("/healthz", `${portal.baseUrl}/healthz`),
    await measure("SSR /p/jobs (first page)", `${portal.baseUrl}/p/jobs`, { cookie }),
    await measure("SSR /p/jobs?q=buchhalter", `${portal.baseUrl}/p/jobs?q=buchhalter`, { cookie }),
    await measure(
      "SSR /p/jobs?status=active&sort=expires&page=50",
      `${portal.baseUrl}/p/jobs?status=active&sort=expires&page=50`,
      { cookie },
    ),
    await measure("POST /p/jobs/{id}/application (save a step)", `${portal.baseUrl}/p/jobs/4/application`, {
      cookie,
      method: "POST",
      body: new URLSearchParams({ applicationMethod: "email", applicationEmail: "jobs@donautal.at" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: portal.baseUrl },
      redirects: true,
    }),
  ];
  printFigures(`${AD_COUNT} job ads for one company`, figures);
} finally {
  await portal.stop();
  await database.drop();
}
