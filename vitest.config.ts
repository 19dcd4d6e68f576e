import { defineConfig } from "vitest/config";

/**
 * Every run also writes a JSON report into the git-ignored report folder, one file per project and
 * database (CI runs the integration suites on PGlite, then on PostgreSQL); `.ci/run` ends a failed
 * run with the failed tests it names (scripts/summarize-test-reports.ts).
 */
const REPORT_DIR = process.env.TEST_REPORT_DIR ?? "test-reports";
const projects = process.argv.flatMap((arg, index, all) =>
  arg === "--project" ? [all[index + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice("--project=".length)] : [],
);
const reportName = `vitest-${projects.join("+") || "all"}-${process.env.DATABASE_URL ? "postgres" : "pglite"}.json`;

// Kept apart from vite.config.ts: the React Router plugin must not load under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: 2,
    reporters: ["default", "json"],
    outputFile: { json: `${REPORT_DIR}/${reportName}` },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,auth,server,db,idp,scripts,bench}/**/*.test.{ts,tsx}"],
          environment: "node",
          // A timeout catches a hang; it must not time the work. Property tests and the generated
          // talent pool take 1–3 s on a quiet machine, and more than Vitest's 5 s default on a busy
          // one (a run beside other suites at load 9 timed out in db/seed-talents.test.ts; at load 15
          // the identity provider's password hashing in a beforeAll took more than the hooks' 10 s).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // The seeded demo database once per run; each suite's portal starts from a copy.
          globalSetup: ["tests/support/seeded-template.global.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Fault probes with their own PostgreSQL cluster (docs/reliability.md): run by .ci/run.
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One at a time: each probe loads the machine on purpose.
          maxWorkers: 1,
        },
      },
    ],
  },
});
