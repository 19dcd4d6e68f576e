import { describe, expect, it, vi } from "vitest";
import { keptReading } from "./process-metrics";

describe("keptReading", () => {
  it("reads again only after its time to live", async () => {
    let now = 0;
    let reads = 0;
    const read = keptReading(async () => ++reads, {
      ttlMs: 1_000,
      waitMs: 500,
      failed: () => undefined,
      now: () => now,
    });
    expect(await read()).toBe(1);
    now = 999;
    expect(await read()).toBe(1);
    now = 1_000;
    expect(await read()).toBe(2);
  });

  it("gives the last value when a reading takes longer than the wait, and runs one reading at a time", async () => {
    vi.useFakeTimers();
    try {
      let now = 0;
      const pending: ((value: number) => void)[] = [];
      let reads = 0;
      const read = keptReading(
        () => {
          reads += 1;
          return reads === 1 ? Promise.resolve(1) : new Promise<number>((resolve) => pending.push(resolve));
        },
        { ttlMs: 10, waitMs: 100, failed: () => undefined, now: () => now },
      );
      expect(await read()).toBe(1);
      now = 20;
      const slow = read();
      const alsoSlow = read();
      await vi.advanceTimersByTimeAsync(100);
      expect(await slow).toBe(1);
      expect(await alsoSlow).toBe(1);
      expect(reads).toBe(2);
      pending[0]!(2);
      await vi.advanceTimersByTimeAsync(0);
      expect(await read()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts a failed reading and keeps the last value", async () => {
    let now = 0;
    let failures = 0;
    let fail = false;
    const read = keptReading(async () => (fail ? Promise.reject(new Error("away")) : 7), {
      ttlMs: 10,
      waitMs: 100,
      failed: () => (failures += 1),
      now: () => now,
    });
    expect(await read()).toBe(7);
    fail = true;
    now = 20;
    expect(await read()).toBe(7);
    expect(failures).toBe(1);
  });
});
