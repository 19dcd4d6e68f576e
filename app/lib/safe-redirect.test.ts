import { describe, expect, it } from "vitest";
import { isSafeRedirectPath, safeRedirectPath } from "./safe-redirect";

const ORIGIN = "http://portal.invalid";
const FALLBACK = "/fallback";

/** What every result must satisfy, whatever the input. */
function expectSameOriginPath(output: string): void {
  expect(output.startsWith("/")).toBe(true);
  expect(output.startsWith("//")).toBe(false);
  expect(output.startsWith("/\\")).toBe(false);
  // eslint-disable-next-line no-control-regex -- asserting that no control character survives
  expect(output).not.toMatch(/[\u0000-\u001f\u007f-\u009f\s\\]/);
  const url = new URL(output, ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname.startsWith("//")).toBe(false);
  // Normalised output is a fixed point, so a second hop cannot change its meaning.
  expect(safeRedirectPath(output, FALLBACK)).toBe(output);
}

const REJECTED: readonly unknown[] = [
  // Protocol-relative and backslash forms
  "//evil.com",
  "///evil.com",
  "////evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "\\/evil.com",
  "/\\/evil.com",
  "//evil.com/p/jobs",
  "/p/jobs\\..\\..\\evil",
  // Percent-encoded slashes and backslashes, single and nested
  "/%2f%2fevil.com",
  "/%2F%2Fevil.com",
  "/%2fevil.com",
  "/%5cevil.com",
  "/%5C%5Cevil.com",
  "/%252f%252fevil.com",
  "/%25252f%25252fevil.com",
  "/%2525252f",
  "%2f%2fevil.com",
  "/p/jobs?q=%5c",
  // Nested deeper than any real link, even if harmless at the bottom
  "/%25252541",
  // Dot segments that collapse into "//"
  "/.//evil.com",
  "/./\\evil.com",
  "/a/..//evil.com",
  "/%2e//evil.com",
  "/%2e%2e//evil.com",
  "/.%2f%2fevil.com",
  "/x/%2e%2e/%2fevil.com",
  // Schemes and absolute URLs
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "jav\tascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "http://evil.com",
  "https://evil.com/p/jobs",
  "HTTPS://evil.com",
  "ftp://evil.com",
  "mailto:someone@evil.com",
  "http:/evil.com",
  "http:evil.com",
  "evil.com",
  "p/jobs",
  "@evil.com",
  "?redirect=//evil.com",
  "#/p/jobs",
  // Control characters and whitespace tricks
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  " /p/jobs",
  " //evil.com",
  "\t//evil.com",
  "/p/jobs ",
  "/p/jobs\u0000",
  "/p/jobs\u0085",
  "/p/jobs\u2028",
  "/\u00a0/evil.com",
  "/p/jobs%0d%0aSet-Cookie:%20x=1",
  "/p/jobs%0aLocation:%20http://evil.com",
  "/%09/evil.com",
  "/%00",
  // Unicode slashes in front, where no path begins
  "／／evil.com",
  "＼＼evil.com",
  // Not a string, empty or too long
  "",
  undefined,
  null,
  42,
  ["/p/jobs"],
  { toString: () => "/p/jobs" },
  new URL("http://portal.invalid/p/jobs"),
  `/${"a".repeat(2048)}`,
];

/** Inputs that may survive, but only as a harmless path of this origin. */
const DEFANGED: readonly string[] = [
  "/@evil.com",
  "/p/jobs@evil.com",
  "/javascript:alert(1)",
  "/http://evil.com",
  "/p/jobs?next=//evil.com",
  "/p/jobs#//evil.com",
  "/／evil.com",
  "/／／evil.com",
  "/⁄⁄evil.com",
  "/∕∕evil.com",
  "/%EF%BC%8F%EF%BC%8Fevil.com",
  "/..",
  "/../evil.com",
  "/a/../evil.com",
  "/%2e%2e/evil.com",
  "/p/jobs?q=%25",
  "/p/jobs?q=%2f%2f",
];

describe("safeRedirectPath with a hostile corpus", () => {
  it("has a corpus of at least 40 hostile inputs", () => {
    expect(REJECTED.length + DEFANGED.length).toBeGreaterThanOrEqual(40);
  });

  it.each(REJECTED.map((input) => [input]))("falls back for %j", (input) => {
    expect(safeRedirectPath(input, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(input)).toBe("/");
    expect(isSafeRedirectPath(input)).toBe(false);
  });

  it.each(DEFANGED)("keeps %j on this origin", (input) => {
    const output = safeRedirectPath(input, FALLBACK);
    expect(output).not.toBe(FALLBACK);
    expectSameOriginPath(output);
  });

  it("accepts exactly 2048 characters", () => {
    const longest = `/${"a".repeat(2047)}`;
    expect(safeRedirectPath(longest, FALLBACK)).toBe(longest);
  });
});

describe("safeRedirectPath with good paths", () => {
  it.each([
    "/",
    "/p/jobs",
    "/p/jobs?x=1#a",
    "/produkte/talentsuche",
    "/p/jobs/7/publish",
    "/p/active-sourcing/search?resetSearch=true",
    "/p/jobs?q=Wien%20S%C3%BCd&page=2",
    "/p/jobs?next=%2Fp%2Fjobs",
    "/p/internal/companies/42/jobs/order",
  ])("keeps %s unchanged", (path) => {
    expect(safeRedirectPath(path, FALLBACK)).toBe(path);
    expect(isSafeRedirectPath(path)).toBe(true);
  });

  it.each([
    ["/p/./jobs", "/p/jobs"],
    ["/p/jobs/../credits", "/p/credits"],
    ["/p/jobs?", "/p/jobs"],
    ["/produkte/größe", "/produkte/gr%C3%B6%C3%9Fe"],
    ['/p/"x"', "/p/%22x%22"],
  ])("normalises %s to %s", (input, output) => {
    expect(safeRedirectPath(input, FALLBACK)).toBe(output);
  });
});

// mulberry32: a tiny seeded generator, so a failing input can be replayed.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomInputs(seed: number, count: number, alphabet: readonly string[]): string[] {
  const random = seededRandom(seed);
  const pick = () => alphabet[Math.floor(random() * alphabet.length)] ?? "";
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() * 16);
    // Mostly rooted, so that many inputs get past the first check and reach the deeper ones.
    let input = random() < 0.7 ? "/" : "";
    for (let i = 0; i < length; i += 1) input += pick();
    return input;
  });
}

describe("safeRedirectPath under random fuzzing", () => {
  const biased = [..."/\\%2f5c:.@#?a"];
  const wide = [...biased, "%2e", "%2f", "%5c", "%25", "%0a", "%09", "\t", " ", "／", "http:", "//", "e"];

  it.each([
    ["biased alphabet", 1, biased],
    ["biased alphabet", 2, biased],
    ["wide alphabet", 3, wide],
  ] as const)("%s, seed %i: every output is a same-origin path", (_name, seed, alphabet) => {
    let accepted = 0;
    for (const input of randomInputs(seed, 2000, alphabet)) {
      const output = safeRedirectPath(input, FALLBACK);
      expectSameOriginPath(output);
      if (output !== FALLBACK) accepted += 1;
    }
    // Guards against a generator that only ever exercises the fallback.
    expect(accepted).toBeGreaterThan(100);
  });
});
