import { defineConfig, devices } from "@playwright/test";

// Overridable so a second run (another checkout) can go on beside this one.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const IDP_PORT = PORT + 1;
export const BASE_URL = `http://localhost:${PORT}`;
export const IDP_URL = `http://localhost:${IDP_PORT}`;

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
  retries: 0,
  // Room for a busy two-core machine; no test asserts speed (bench/ measures it).
  timeout: 60_000,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: BASE_URL,
    locale: "de-AT",
    timezoneId: "Europe/Vienna",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /maintenance\.spec\.ts/,
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
      testMatch: /maintenance\.spec\.ts/,
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
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
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
