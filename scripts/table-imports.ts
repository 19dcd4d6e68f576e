import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Counts the imports of another owner's tables (decision 062) and prints the features' import
 * graph, for the checkout at the given folder (default: this one). Which module owns a table comes
 * from this checkout's db/schema/, so a checkout from before the split is measured by today's
 * owners: `npx tsx scripts/table-imports.ts /path/to/other/checkout`.
 */

const HERE = join(import.meta.dirname, "..");
const root = process.argv[2] ?? HERE;
const SCHEMA_DIR = join(HERE, "db", "schema");

const { TABLE_OWNERS } = (await import(join(HERE, "eslint.config.js"))) as { TABLE_OWNERS: Record<string, string[]> };

/** Exported name → its table module. */
const moduleOf = new Map<string, string>();
for (const file of readdirSync(SCHEMA_DIR)) {
  if (file === "index.ts" || file === "columns.ts") continue;
  for (const match of readFileSync(join(SCHEMA_DIR, file), "utf8").matchAll(
    /^export (?:const|interface|type) (\w+)/gm,
  )) {
    moduleOf.set(match[1]!, file.replace(/\.ts$/, ""));
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The owner whose tables a file may import, as the ESLint table walls see it. */
function ownerOf(file: string): string | null {
  if (file.startsWith("app/features/")) return file.split("/")[2]!;
  return /^(server|app\/lib)\//.test(file) ? "server" : null;
}

const offenders: Array<{ file: string; modules: string[] }> = [];
const jobAdsReaders: string[] = [];
const graph = new Map<string, Set<string>>();
for (const path of [...sourceFiles(join(root, "app")), ...sourceFiles(join(root, "server"))]) {
  const file = relative(root, path);
  const source = readFileSync(path, "utf8");
  const owner = ownerOf(file);
  const own = owner ? (TABLE_OWNERS[owner] ?? []) : [];
  const foreign = new Set<string>();
  let readsJobAds = false;
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"@db\/schema(?:\/([a-z-]+))?"/g)) {
    if (match[1]) continue;
    for (const specifier of match[2]!.split(",").map((name) => name.trim())) {
      if (!specifier || specifier.startsWith("type ")) continue;
      const name = specifier.split(/\s+as\s+/)[0]!;
      const module = moduleOf.get(name) ?? match[3];
      if (module && !own.includes(module)) foreign.add(module);
      if (name === "jobAds" && owner !== "job-ads") readsJobAds = true;
    }
  }
  if (foreign.size > 0) offenders.push({ file, modules: [...foreign].sort() });
  if (readsJobAds) jobAdsReaders.push(file);
  if (file.startsWith("app/features/")) {
    const targets = graph.get(owner!) ?? new Set<string>();
    for (const match of source.matchAll(/from "~\/features\/([a-z-]+)\//g))
      if (match[1] !== owner) targets.add(match[1]!);
    graph.set(owner!, targets);
  }
}

console.log(`files importing another owner's tables: ${offenders.length}`);
for (const { file, modules } of offenders) console.log(`  ${file} → ${modules.join(", ")}`);
console.log(`files importing job_ads outside job-ads: ${jobAdsReaders.length}`);
console.log("feature graph (feature → features it imports):");
for (const [feature, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${feature} → ${[...targets].sort().join(", ") || "–"}`);
}
