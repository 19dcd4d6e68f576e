import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { summarizeReport, summaryLines, type ReportSummary } from "./summarize-test-reports";

/** Reports as Vitest 4.1 and Playwright 1.65 wrote them for small sample suites (paths moved to /repo). */
const FIXTURES = path.join(import.meta.dirname, "fixtures/test-reports");
const ROOT = "/repo";

function summaryOf(name: string): ReportSummary {
  const summary = summarizeReport(`test-reports/${name}`, fs.readFileSync(path.join(FIXTURES, name), "utf8"), ROOT);
  if (summary === null) throw new Error(`${name} is no test report`);
  return summary;
}

describe("the summary of a failed CI run", () => {
  it("finds nothing failed in a passing Vitest report", () => {
    expect(summaryOf("vitest-pass.json")).toEqual({ report: "test-reports/vitest-pass.json", passed: 2, failures: [] });
  });

  it("names each failed Vitest test with its file and describe blocks, and a file that failed as a whole", () => {
    const { failures, passed } = summaryOf("vitest-fail.json");
    expect(passed).toBe(1);
    expect(failures.map((failure) => `${failure.file} › ${failure.name}`)).toEqual([
      "app/lib/a.test.ts › der Warenkorb › rechnet den Preis",
      "app/lib/b.test.ts › (the whole file)",
      "app/lib/c.test.ts › (the whole file)",
    ]);
    // The error's first line and its place in the test file; the runner's own frames are left out.
    expect(failures[0]!.error).toEqual([
      "AssertionError: expected { preis: 3 } to deeply equal { preis: 4 }",
      "    at app/lib/a.test.ts:3:56",
    ]);
    expect(failures[1]!.error).toEqual(["Datenbank nicht erreichbar"]);
    expect(failures[2]!.error).toEqual(["Cannot find module './gibt-es-nicht' imported from app/lib/c.test.ts"]);
  });

  it("names each failed Playwright test with its file, line, project and describe block, without colour codes", () => {
    const { failures, passed } = summaryOf("playwright-fail.json");
    expect(passed).toBe(1);
    expect(failures.map((failure) => `${failure.file} › ${failure.name}`)).toEqual([
      "tests/e2e/s.spec.ts:4 › [chromium] › Anmeldung › findet den Knopf",
    ]);
    expect(failures[0]!.error).toEqual([
      "Error: der Knopf ist sichtbar",
      "",
      "expect(received).toBe(expected) // Object.is equality",
      "",
      'Expected: "Anmelden"',
      'Received: "Abmelden"',
      "    at tests/e2e/s.spec.ts:4:87",
    ]);
  });

  it("reports a Playwright run that could not start its tests", () => {
    const report = {
      config: { rootDir: "/repo/tests/e2e" },
      suites: [],
      errors: [{ message: "Error: Timed out waiting 120000ms from config.webServer." }],
      stats: { expected: 0, unexpected: 0, flaky: 0 },
    };
    expect(summarizeReport("test-reports/playwright-pglite.json", JSON.stringify(report), ROOT)?.failures).toEqual([
      {
        file: "(the run)",
        name: "Playwright could not run",
        error: ["Error: Timed out waiting 120000ms from config.webServer."],
      },
    ]);
  });

  it("ends with the failed tests' names, one a line, after their first errors", () => {
    const lines = summaryLines([summaryOf("vitest-pass.json"), summaryOf("vitest-fail.json")], "npm test", "1");
    expect(lines).toContain("══ CI failed: `npm test` ended with status 1 ══");
    expect(lines).toContain("test-reports/vitest-fail.json: 1 passed, 3 failed");
    expect(lines).toContain("    AssertionError: expected { preis: 3 } to deeply equal { preis: 4 }");
    expect(lines.slice(-4)).toEqual([
      "Failed tests (3):",
      "✗ app/lib/a.test.ts › der Warenkorb › rechnet den Preis",
      "✗ app/lib/b.test.ts › (the whole file)",
      "✗ app/lib/c.test.ts › (the whole file)",
    ]);
  });

  it("stays short when no test failed, so the failed step's own last lines stay in the tail", () => {
    expect(summaryLines([], "npm test", "2")).toEqual([
      "",
      "══ CI failed: `npm test` ended with status 2 ══",
      "No test report was written: the run stopped before the tests (lint, typecheck or build; see the lines above).",
    ]);
    expect(summaryLines([summaryOf("vitest-pass.json")], "npm run test:reliability", "1").at(-1)).toBe(
      "No report names a failed test: the step failed outside the tests (see the lines above).",
    );
  });

  it("reads only test reports", () => {
    expect(summarizeReport("test-reports/other.json", '{"name":"x"}', ROOT)).toBeNull();
    expect(summarizeReport("test-reports/cut.json", '{"testResults": [', ROOT)?.failures[0]?.name).toBe(
      "(unreadable report)",
    );
  });
});
