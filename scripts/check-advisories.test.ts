import { describe, expect, it } from "vitest";
import { compareVersions, findVulnerable } from "./check-advisories";

describe("the offline advisory check", () => {
  it("orders versions numerically, a prerelease before its release", () => {
    expect(compareVersions("4.19.2", "4.20.0")).toBe(-1);
    expect(compareVersions("4.20.0", "4.9.9")).toBe(1);
    expect(compareVersions("5.0.0-beta.3", "5.0.0")).toBe(-1);
    expect(compareVersions("7.5.2", "7.5.2")).toBe(0);
  });

  it("finds a shipped package in a vulnerable range, at any depth of node_modules", () => {
    const lock = {
      packages: {
        "": { version: "0.0.0" },
        "node_modules/express": { version: "4.19.2" },
        "node_modules/a/node_modules/sanitize-html": { version: "2.12.0" },
        "node_modules/react-router": { version: "7.5.2" },
      },
    };
    const found = findVulnerable(lock).map((v) => `${v.location}@${v.version} ${v.id}`);
    expect(found).toEqual([
      "node_modules/express@4.19.2 CVE-2024-43796",
      "node_modules/a/node_modules/sanitize-html@2.12.0 CVE-2024-21501",
    ]);
  });

  it("leaves dev-only packages to the registry's audit (they do not ship)", () => {
    expect(findVulnerable({ packages: { "node_modules/ws": { version: "8.0.0", dev: true } } })).toEqual([]);
  });
});
