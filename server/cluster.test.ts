import { describe, expect, it } from "vitest";
import { causeOfDeath } from "./cluster";

describe("causeOfDeath", () => {
  it.each([
    [null, "SIGABRT", /heap is exhausted/],
    [134, null, /heap is exhausted/],
    [null, "SIGKILL", /SIGKILL/],
    [null, "SIGSEGV", /ended by SIGSEGV/],
    [1, null, /exited with code 1/],
    [0, null, /without being asked/],
  ] as const)("says why for exit code %s, signal %s", (code, signal, cause) => {
    expect(causeOfDeath(code, signal)).toMatch(cause);
  });
});
