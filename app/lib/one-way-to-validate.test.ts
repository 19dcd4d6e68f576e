import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 064: a route action reads its form through `parseForm` (Conform's zod integration)
 * and answers a refusal with Conform's reply. This test fails when a route action validates by
 * hand again: a `safeParse(` outside a loader, or a hand-written first-error reply
 * (`issues[0]`) anywhere in the app.
 */

const ROOT = join(import.meta.dirname, "..", "..");

/**
 * Checks that read no form and stay: the stage editor's and the scorecard criteria's checks of a
 * whole list (domain rules, answered as the editor's refusal), and the list filters of loaders
 * (query strings).
 */
const NOT_A_FORM = new Set([
  "app/features/applications/stage-editor.ts",
  "app/features/applications/scorecard.ts",
  "app/features/internal/company-jobs.server.ts",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A module's text without its loader (which may check a query string with safeParse). */
function withoutLoader(source: string): string {
  return source.replace(/^export (async )?function loader\b[\s\S]*?^}$/m, "");
}

/** What a file does by hand that parseForm and Conform's reply do. */
export function handValidation(path: string, source: string): string[] {
  const found: string[] = [];
  const isRoute = path.startsWith("app/routes/") || path.startsWith("app/layouts/");
  const checked = isRoute ? withoutLoader(source) : source;
  if (isRoute && checked.includes("safeParse(")) found.push("safeParse( in a route module outside its loader");
  if (/safeParse\(\s*Object\.fromEntries\(/.test(checked)) found.push("safeParse(Object.fromEntries(…)) of a form");
  if (/issues\[0\]/.test(checked)) found.push("a hand-written first-error reply (issues[0])");
  return found;
}

describe("one way to validate a form (decision 064)", () => {
  const files = ["app/routes", "app/layouts", "app/features", "app/lib", "app/components"].flatMap((dir) =>
    sourceFiles(join(ROOT, dir)).map((file) => relative(ROOT, file)),
  );
  const offenders = new Map(
    files
      .map((path) => [path, handValidation(path, readFileSync(join(ROOT, path), "utf8"))] as const)
      .filter(([, found]) => found.length > 0),
  );

  it("has no route action or feature that validates a form by hand", () => {
    const unexpected = [...offenders].filter(([path]) => !NOT_A_FORM.has(path));
    expect(Object.fromEntries(unexpected)).toEqual({});
  });

  it("lists as not a form only files that still check by hand", () => {
    expect([...NOT_A_FORM].filter((path) => !offenders.has(path))).toEqual([]);
  });

  it("notices each way of validating by hand (probes)", () => {
    expect(handValidation("app/routes/x.tsx", "export async function action() {\n  s.safeParse(v);\n}")).toEqual([
      "safeParse( in a route module outside its loader",
    ]);
    expect(handValidation("app/routes/x.tsx", "export async function loader() {\n  q.safeParse(params);\n}\n")).toEqual(
      [],
    );
    expect(
      handValidation(
        "app/features/x/y.server.ts",
        "const p = s.safeParse(Object.fromEntries(await request.formData()));",
      ),
    ).toEqual(["safeParse(Object.fromEntries(…)) of a form"]);
    expect(
      handValidation("app/features/x/y.server.ts", "return { message: parsed.error.issues[0]!.message };"),
    ).toEqual(["a hand-written first-error reply (issues[0])"]);
  });
});
