import { describe, expect, it } from "vitest";
import {
  hasUnseenRelease,
  latestRelease,
  RELEASE_COOKIE,
  RELEASES,
  releasesSince,
  seenCookie,
  seenRelease,
} from "./releases";

describe("release notes", () => {
  it("are dated, newest first, each with entries", () => {
    const dates = RELEASES.map((release) => release.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(RELEASES.every((release) => release.items.length > 0)).toBe(true);
  });

  it("show what a browser has not seen, and nothing once it saw the latest", () => {
    expect(releasesSince(null)).toEqual(RELEASES);
    expect(releasesSince(RELEASES[1]!.date)).toEqual([RELEASES[0]]);
    expect(releasesSince(latestRelease().date)).toEqual([]);
    expect(hasUnseenRelease(null)).toBe(true);
    expect(hasUnseenRelease(latestRelease().date)).toBe(false);
  });

  it("read the seen date from the cookie it writes, ignoring anything else", () => {
    const written = seenCookie(true).split(";")[0]!;
    expect(seenRelease(`a=b; ${written}`)).toBe(latestRelease().date);
    expect(seenRelease(`${RELEASE_COOKIE}=<script>`)).toBeNull();
    expect(seenRelease(null)).toBeNull();
    expect(seenCookie(true)).toContain("; Secure");
    expect(seenCookie(false)).not.toContain("Secure");
  });
});
