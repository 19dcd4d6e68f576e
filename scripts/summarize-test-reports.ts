/**
 * The end of a failed CI run (`.ci/run`, issue 32 §6): only the tail of its log is shown
 * afterwards, and the test runners' own tails hold summary lines only. This reads every report the
 * runs wrote into the report folder (Vitest's and Playwright's JSON reporters, configured in
 * vitest.config.ts and playwright.config.ts) and prints, as the last lines, each failed test with
 * its file and the first lines of its error. A failure outside the tests (lint, typecheck, build)
 * leaves no failed test in a report; the summary then stays a few lines long, so the failed step's
 * own last lines remain in the tail just above it.
 *
 * Usage: tsx scripts/summarize-test-reports.ts <report folder> [failed command] [exit status]
 */
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { fileURLToPath } from "node:url";

export interface Failure {
  /** The test file, relative to the repository. */
  file: string;
  /** The test's name with its describe blocks (and the browser project), joined by ›. */
  name: string;
  /** The first lines of its error. */
  error: string[];
}

export interface ReportSummary {
  report: string;
  passed: number;
  failures: Failure[];
}

/** Lines of an error worth reading: no colours, no frames of the test runners' own code. */
const ERROR_LINES = 10;
/** Failed tests shown with their error, and failed tests named at the very end; the rest are counted. */
const MAX_DETAILED = 10;
const MAX_NAMED = 30;

interface VitestReport {
  success?: boolean;
  numPassedTests?: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ ancestorTitles: string[]; title: string; status: string; failureMessages: string[] }>;
  }>;
}

interface PlaywrightError {
  message?: string;
  stack?: string;
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: Array<{
    title: string;
    file: string;
    line: number;
    tests: Array<{
      projectName: string;
      status: string;
      results: Array<{ status: string; error?: PlaywrightError; errors?: PlaywrightError[] }>;
    }>;
  }>;
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  config: { rootDir: string };
  suites: PlaywrightSuite[];
  errors?: PlaywrightError[];
  stats?: { expected?: number; unexpected?: number; flaky?: number };
}

/** The first lines of an error, without colour codes, blank runs and the runners' stack frames. */
export function errorLines(text: string, root: string): string[] {
  return stripVTControlCharacters(text)
    .split("\n")
    .map((line) => line.replaceAll(`${root}/`, "").replaceAll(`file://${root}/`, "").trimEnd())
    .filter((line) => !/^\s+at .*(node_modules|node:internal|<anonymous>)/.test(line))
    .filter((line, index, lines) => line !== "" || (index > 0 && lines[index - 1] !== ""))
    .slice(0, ERROR_LINES);
}

function relative(file: string, root: string): string {
  return path.isAbsolute(file) ? path.relative(root, file) : file;
}

export function vitestFailures(report: VitestReport, root: string): { passed: number; failures: Failure[] } {
  const failures: Failure[] = [];
  for (const result of report.testResults) {
    const file = relative(result.name, root);
    const failed = result.assertionResults.filter((test) => test.status === "failed");
    for (const test of failed) {
      failures.push({
        file,
        name: [...test.ancestorTitles, test.title].join(" › "),
        error: errorLines(test.failureMessages.join("\n") || "(no message)", root),
      });
    }
    // A file that failed as a whole: it did not load, or a hook failed before its tests ran.
    if (result.status === "failed" && failed.length === 0) {
      failures.push({ file, name: "(the whole file)", error: errorLines(result.message || "(no message)", root) });
    }
  }
  if (report.success === false && failures.length === 0) {
    failures.push({
      file: "(the run)",
      name: "Vitest failed without a failed test (an unhandled error; see the log above)",
      error: [],
    });
  }
  return { passed: report.numPassedTests ?? 0, failures };
}

function firstError(errors: ReadonlyArray<PlaywrightError | undefined>): string {
  const error = errors.find((candidate) => candidate?.stack || candidate?.message);
  return error?.stack ?? error?.message ?? "(no message)";
}

export function playwrightFailures(report: PlaywrightReport, root: string): { passed: number; failures: Failure[] } {
  const failures: Failure[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected") continue;
        const last = test.results.at(-1);
        failures.push({
          file: `${relative(path.join(report.config.rootDir, spec.file), root)}:${spec.line}`,
          name: [`[${test.projectName}]`, ...titles, spec.title].join(" › "),
          error: errorLines(firstError([last?.error, ...(last?.errors ?? [])]), root),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top suites are the files; their titles are the file names, already in `file`.
  for (const suite of report.suites) walk(suite, []);
  // Errors outside any test: the web server did not start, a file did not load.
  for (const error of report.errors ?? []) {
    failures.push({
      file: "(the run)",
      name: "Playwright could not run",
      error: errorLines(firstError([error]), root),
    });
  }
  return { passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0), failures };
}

/** One report's failures, by its shape; null for a JSON file that is no test report. */
export function summarizeReport(report: string, content: string, root: string): ReportSummary | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { report, passed: 0, failures: [{ file: report, name: "(unreadable report)", error: [] }] };
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  if ("testResults" in parsed) return { report, ...vitestFailures(parsed as VitestReport, root) };
  if ("suites" in parsed && "config" in parsed)
    return { report, ...playwrightFailures(parsed as PlaywrightReport, root) };
  return null;
}

/** The lines to print at the end of a failed run. */
export function summaryLines(summaries: ReportSummary[], failedStep: string, status: string): string[] {
  const lines = ["", `══ CI failed: \`${failedStep}\` ended with status ${status} ══`];
  for (const summary of summaries) {
    lines.push(`${summary.report}: ${summary.passed} passed, ${summary.failures.length} failed`);
  }
  const failures = summaries.flatMap((summary) => summary.failures);
  if (failures.length === 0) {
    lines.push(
      summaries.length === 0
        ? "No test report was written: the run stopped before the tests (lint, typecheck or build; see the lines above)."
        : "No report names a failed test: the step failed outside the tests (see the lines above).",
    );
    return lines;
  }
  lines.push("", "The first errors:");
  for (const failure of failures.slice(0, MAX_DETAILED)) {
    lines.push(`✗ ${failure.file} › ${failure.name}`, ...failure.error.map((line) => (line ? `    ${line}` : "")));
  }
  // The names last, one a line: they are what the tail of the log must show.
  lines.push("", `Failed tests (${failures.length}):`);
  for (const failure of failures.slice(0, MAX_NAMED)) lines.push(`✗ ${failure.file} › ${failure.name}`);
  if (failures.length > MAX_NAMED)
    lines.push(`… and ${failures.length - MAX_NAMED} more (in the reports named above).`);
  return lines;
}

function main(argv: string[]): void {
  const [dir = "test-reports", failedStep = "(unknown)", status = "1"] = argv;
  const root = process.cwd();
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .sort()
    : [];
  const summaries = files
    .map((name) => {
      const file = path.join(dir, name);
      return summarizeReport(path.relative(root, file), fs.readFileSync(file, "utf8"), root);
    })
    .filter((summary): summary is ReportSummary => summary !== null);
  console.log(summaryLines(summaries, failedStep, status).join("\n"));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
