import { defineConfig, devices } from "@playwright/test";

// Overridable so a second run (another checkout) can go on beside this one.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const IDP_PORT = PORT + 1;
export const BASE_URL = `http://localhost:${PORT}`;
export const IDP_URL = `http://localhost:${IDP_PORT}`;

/**
 * The journeys the second pass on PostgreSQL (`.ci/run`, `E2E_DATABASE_PASS=1`) runs again: the
 * longest paths through the database that a person takes in one go — an ad created, published and
 * reviewed by QA, applications received, triaged and answered with their mails. Every page, API
 * and rule also runs on PostgreSQL in the integration suites (`npm run test:integration` with
 * DATABASE_URL), over HTTP against the production server; this pass checks that the browser's
 * journeys hold there as well, without repeating the browser-side specs on a second database.
 */
const DATABASE_PASS = /(job-ad-editor|internal-qa|debug-mails)\.spec\.ts/;
const MAINTENANCE = /maintenance\.spec\.ts/;

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry, and the line reporter names every test that needed it as "flaky". A stopgap, not a
  // cure: stops 41 and 42 saw single client-side navigations (a POST's answer, a staff page) outlast
  // 15 s on the shared PGlite server in three different specs, none reproducible alone; the
  // closing notes track it as an open bug until its cause is found.
  retries: 1,
  // Room for a busy two-core machine; no test asserts speed (bench/ measures it).
  timeout: 60_000,
  // An action's answer (e.g. the company switch, which loads the whole layout again) took over
  // the default 5 s on this machine under a full CI run: waiting is not what these tests check.
  expect: { timeout: 15_000 },
  // The console's report, and a JSON report for the summary that ends a failed CI run
  // (scripts/summarize-test-reports.ts), one file per database pass.
  reporter: [
    [process.env.CI ? "line" : "list"],
    [
      "json",
      {
        outputFile: `${process.env.TEST_REPORT_DIR ?? "test-reports"}/playwright-${process.env.DATABASE_URL ? "postgres" : "pglite"}.json`,
      },
    ],
  ],
  use: {
    baseURL: BASE_URL,
    locale: "de-AT",
    timezoneId: "Europe/Vienna",
    // Recording a trace cost a third of the suite's time (account + job-ad list specs: 314 s of test
    // time with traces, 197 s without); CI's traces stay in its own clone. E2E_TRACE=1 keeps the
    // trace of each failed test for `npx playwright show-trace`.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: MAINTENANCE,
      ...(process.env.E2E_DATABASE_PASS === "1" ? { testMatch: DATABASE_PASS } : {}),
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      // Switches the server-wide maintenance flag, so it runs alone after everything else.
      name: "maintenance",
      testMatch: MAINTENANCE,
      dependencies: ["chromium"],
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: "node --import tsx tests/e2e/serve.ts",
    url: `${BASE_URL}/readyz`,
    // Ready once tests/e2e/serve.ts has built the talent search's index, too.
    wait: { stdout: /e2e portal ready on/ },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    // The server logs at warn: its slow answers (5 s and more) and errors show in the run's output.
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      IDP_PORT: String(IDP_PORT),
      PUBLIC_BASE_URL: BASE_URL,
      IDP_PUBLIC_URL: IDP_URL,
      LOG_LEVEL: "warn",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
