import { describe, expect, it } from "vitest";
import { TokenBuckets } from "./rate-limit";

describe("TokenBuckets", () => {
  it("lets a key spend its burst at once, then one token per interval, and says how long to wait", () => {
    let now = 0;
    const buckets = new TokenBuckets({ perMinute: 6, burst: 3, now: () => now });
    expect([buckets.take("a"), buckets.take("a"), buckets.take("a")]).toEqual([0, 0, 0]);
    expect(buckets.take("a")).toBe(10);
    now += 4_000;
    expect(buckets.take("a")).toBe(6);
    now += 6_000;
    expect(buckets.take("a")).toBe(0);
    expect(buckets.take("a")).toBe(10);
    // Another key has its own bucket.
    expect(buckets.take("b")).toBe(0);
  });

  it("fills up to the burst and no further after a long pause", () => {
    let now = 0;
    const buckets = new TokenBuckets({ perMinute: 60, burst: 2, now: () => now });
    buckets.take("a");
    now += 3_600_000;
    expect([buckets.take("a"), buckets.take("a"), buckets.take("a")]).toEqual([0, 0, 1]);
  });
});
