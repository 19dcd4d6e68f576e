import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CACHES, NOT_CACHES, type CacheRow } from "./caches";

/**
 * A cache cannot be added without its row (issue 33 §3, decision 065): the code is scanned for
 * what makes a cache, every file found is either a registered cache or named with the reason it
 * is none, and the cache table of docs/architecture.md says what `caches.ts` says.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "server", "auth", "db"];
const NOT_SCANNED = /\.test\.tsx?$|^db\/seed|^db\/migrations\//;

/** What makes a cache: an LRU, a scoped cache, a map kept beyond a call, a time to live, a variable named cache. */
const CACHE_MARKS = [
  /\bnew LRUCache\b/,
  /\bnew ScopedCache\b/,
  /^(export )?(const|let) \w+(: [^=]+)? = new (Weak)?Map\b/m,
  /(private|readonly) .*\w+ = new (Weak)?Map\b/,
  /\bttl[A-Z_]|\bttl\b|_TTL\b|_TTL_|\bTTL_|[a-z]Ttl/,
  /\b(loadedAt|cachedAt|storedAt)\b/,
  /\w*(cache|Cache)\w*\s*=\s*new\b/,
];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) return [];
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    return NOT_SCANNED.test(file) ? [] : [file];
  });
}

const withCacheMarks = SCANNED.flatMap(sourceFiles)
  .filter((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    return CACHE_MARKS.some((mark) => mark.test(text));
  })
  .sort();

/** The cells of a row of the docs' cache table, as `caches.ts` words them. */
function docsRow(cache: CacheRow): string[] {
  return [
    `${cache.name} (\`${cache.file}\`)`,
    cache.holds,
    cache.invalidatedBy,
    cache.maxStale,
    cache.tests.map((test) => `\`${test}\``).join(", "),
  ];
}

const TABLE_HEADER = /^\| Cache +\| Holds +\| Invalidated by +\| Stale at most +\| Tests +\|$/;

function docsTable(): string[][] {
  const lines = fs.readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8").split("\n");
  const start = lines.findIndex((line) => TABLE_HEADER.test(line));
  expect(start, "docs/architecture.md has the cache table").toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe("the caches", () => {
  it("are each registered with what invalidates them, or named with the reason they are none", () => {
    const known = new Set([...CACHES.map((cache) => cache.file), ...Object.keys(NOT_CACHES)]);
    expect(
      withCacheMarks.filter((file) => !known.has(file)),
      "files holding a cache that caches.ts does not list",
    ).toEqual([]);
    expect(
      [...known].filter((file) => !withCacheMarks.includes(file)),
      "listed files that hold no cache",
    ).toEqual([]);
  });

  it("have one row each in the table of docs/architecture.md, worded as in caches.ts", () => {
    expect(docsTable()).toEqual(CACHES.map(docsRow));
  });

  it("name tests that exist", () => {
    const missing = CACHES.flatMap((cache) => cache.tests).filter((test) => !fs.existsSync(path.join(ROOT, test)));
    expect(missing).toEqual([]);
    for (const cache of CACHES) expect(cache.tests.length, cache.name).toBeGreaterThan(0);
  });
});
