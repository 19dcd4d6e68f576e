/**
 * Offline advisory check (issue 13 §7): `npm audit` cannot reach its endpoint from these
 * machines, so CI reviews package-lock.json against the advisories listed below and fails when
 * a package that ships (not a dev dependency) is in a vulnerable range. It never replaces
 * `npm audit --omit=dev` where the registry's audit endpoint is reachable (docs/reliability.md).
 *
 * Refresh: for each package the portal ships that matters at its edge (HTTP, sign-in, HTML,
 * images), read its advisories (GitHub advisory database, the package's security tab) and add
 * one entry per advisory and major line: the first vulnerable version and the first fixed one.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface Advisory {
  pkg: string;
  id: string;
  /** `from` ≤ version < `fixed` is vulnerable. */
  from: string;
  fixed: string;
}

interface LockFile {
  packages?: Record<string, { name?: string; version?: string; dev?: boolean }>;
}

export const ADVISORIES: readonly Advisory[] = [
  { pkg: "react-router", id: "CVE-2025-43864 / CVE-2025-43865", from: "7.0.0", fixed: "7.5.2" },
  { pkg: "@react-router/express", id: "CVE-2025-31137", from: "7.0.0", fixed: "7.4.1" },
  { pkg: "express", id: "CVE-2024-29041", from: "4.0.0", fixed: "4.19.2" },
  { pkg: "express", id: "CVE-2024-43796", from: "4.0.0", fixed: "4.20.0" },
  { pkg: "express", id: "CVE-2024-43796", from: "5.0.0-alpha.1", fixed: "5.0.0" },
  { pkg: "body-parser", id: "CVE-2024-45590", from: "1.0.0", fixed: "1.20.3" },
  { pkg: "path-to-regexp", id: "CVE-2024-45296", from: "0.1.0", fixed: "0.1.10" },
  { pkg: "path-to-regexp", id: "CVE-2024-52798", from: "0.1.0", fixed: "0.1.12" },
  { pkg: "path-to-regexp", id: "CVE-2024-45296", from: "2.0.0", fixed: "8.0.0" },
  { pkg: "cookie", id: "CVE-2024-47764", from: "0.0.0", fixed: "0.7.0" },
  { pkg: "send", id: "CVE-2024-43799", from: "0.0.0", fixed: "0.19.0" },
  { pkg: "serve-static", id: "CVE-2024-43800", from: "0.0.0", fixed: "1.16.0" },
  { pkg: "sanitize-html", id: "CVE-2024-21501", from: "0.0.0", fixed: "2.12.1" },
  { pkg: "sharp", id: "CVE-2023-4863 (libwebp)", from: "0.0.0", fixed: "0.32.6" },
  { pkg: "jose", id: "CVE-2024-28176 (oidc-provider's JOSE)", from: "3.0.0", fixed: "4.15.5" },
  { pkg: "jose", id: "CVE-2024-28176 (oidc-provider's JOSE)", from: "5.0.0", fixed: "5.2.3" },
  { pkg: "ws", id: "CVE-2024-37890", from: "8.0.0", fixed: "8.17.1" },
  { pkg: "cross-spawn", id: "CVE-2024-21538", from: "7.0.0", fixed: "7.0.5" },
  { pkg: "micromatch", id: "CVE-2024-4067", from: "0.0.0", fixed: "4.0.8" },
  { pkg: "braces", id: "CVE-2024-4068", from: "0.0.0", fixed: "3.0.3" },
  { pkg: "nanoid", id: "CVE-2024-55565", from: "0.0.0", fixed: "3.3.8" },
];

/** Major, minor, patch and prerelease; a prerelease sorts before its release. */
function parts(version: string): { nums: number[]; pre: string | null } {
  const [core = "", pre] = version.split("-", 2);
  const [major = 0, minor = 0, patch = 0] = core.split(".").map(Number);
  return { nums: [major, minor, patch], pre: pre ?? null };
}

export function compareVersions(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < 3; i += 1) if (x.nums[i] !== y.nums[i]) return x.nums[i]! < y.nums[i]! ? -1 : 1;
  if (x.pre === y.pre) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/** Shipped packages of a lock file (lockfileVersion 2/3) in a vulnerable range. */
export function findVulnerable(
  lock: LockFile,
  advisories: readonly Advisory[] = ADVISORIES,
): Array<Advisory & { location: string; version: string }> {
  const found: Array<Advisory & { location: string; version: string }> = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (!location || entry.dev || !entry.version) continue;
    const name = entry.name ?? location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length);
    for (const advisory of advisories) {
      if (advisory.pkg !== name) continue;
      if (compareVersions(entry.version, advisory.from) >= 0 && compareVersions(entry.version, advisory.fixed) < 0) {
        found.push({ ...advisory, location, version: entry.version });
      }
    }
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const lockFile = path.resolve(process.argv[2] ?? "package-lock.json");
  const lock = JSON.parse(fs.readFileSync(lockFile, "utf8")) as LockFile;
  const vulnerable = findVulnerable(lock);
  if (vulnerable.length === 0) {
    console.log(
      `advisories: ${ADVISORIES.length} checked against ${path.basename(lockFile)}, no shipped package affected`,
    );
  } else {
    for (const v of vulnerable) {
      console.error(`${v.location} ${v.version}: ${v.id}, fixed in ${v.fixed}`);
    }
    process.exit(1);
  }
}
