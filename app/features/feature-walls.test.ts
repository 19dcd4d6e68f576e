import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Decision 025: a feature imports another feature only through its face (FEATURE_FACES in
 * eslint.config.js), and the features' import graph has no cycle. Decision 062: it imports only its
 * own tables (TABLE_OWNERS), and the list of exceptions holds exactly the imports that are left.
 */

const ROOT = join(import.meta.dirname, "..", "..");
const FEATURES_DIR = join(ROOT, "app", "features");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Which features each feature imports (through `~/features/<name>/…`). */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(FEATURES_DIR)) {
    const feature = relative(FEATURES_DIR, file).split("/")[0]!;
    const targets = graph.get(feature) ?? new Set<string>();
    for (const match of readFileSync(file, "utf8").matchAll(/from "~\/features\/([a-z-]+)\//g)) {
      if (match[1] !== feature) targets.add(match[1]!);
    }
    graph.set(feature, targets);
  }
  return graph;
}

/** A cycle of features as a path that returns to its start, or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...path, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe("feature walls", () => {
  it("refuses another feature's internal module and lets its face through", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const code = [
      'import { companyJobsPage } from "~/features/internal/company-jobs.server";',
      'import { SALARY_FLOOR_CENTS } from "~/features/job-ads/salary-plausibility";',
      'import { decideAction } from "~/features/job-ads/policy";',
      'import { qaQueue } from "~/features/qa/qa.server";',
      "export const used = [companyJobsPage, SALARY_FLOOR_CENTS, decideAction, qaQueue];",
      "",
    ].join("\n");
    const [result] = await eslint.lintText(code, { filePath: join(FEATURES_DIR, "qa", "wall-probe.ts") });
    const walls = result!.messages.filter((message) => message.ruleId === "no-restricted-imports");
    expect(walls.map((message) => message.line)).toEqual([1, 2]);
    expect(walls[0]!.message).toContain("Import another feature only through its face");
  }, 60_000);

  it("refuses another feature's tables and the barrel, and lets its own tables and foreign types through", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const code = [
      'import { creditLots } from "@db/schema/billing";',
      'import { qaClaims as barrelClaims } from "@db/schema";',
      'import { qaReports } from "@db/schema/qa";',
      'import type { InvoiceParty } from "@db/schema/billing";',
      "export const used = [creditLots, barrelClaims, qaReports];",
      "export type Party = InvoiceParty;",
      "",
    ].join("\n");
    const [result] = await eslint.lintText(code, { filePath: join(FEATURES_DIR, "qa", "table-probe.ts") });
    const walls = result!.messages.filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports");
    expect(walls.map((message) => message.line)).toEqual([1, 2]);
    expect(walls[0]!.message).toContain("Another owner's tables");
    expect(walls[1]!.message).toContain("never the barrel");
  }, 60_000);

  it("finds a cycle where there is one", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
    ]);
    expect(findCycle(graph)).toEqual(["a", "b", "c", "a"]);
    expect(findCycle(new Map([["a", new Set(["b"])]]))).toBeNull();
  });

  it("keeps the features' import graph free of cycles", () => {
    expect(findCycle(featureGraph())).toBeNull();
  });
});
