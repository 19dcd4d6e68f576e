import { describe, expect, it } from "vitest";
import { createRateLimits, RATE_LIMITS, TokenBuckets } from "./rate-limit";

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

describe("the portal's limits", () => {
  it("allows five follow requests from one client, then one every six minutes", () => {
    let now = 0;
    const limits = createRateLimits(() => now);
    for (let i = 0; i < RATE_LIMITS.followPerClient.burst; i++)
      expect(limits.take("followPerClient", "198.51.100.7")).toBe(0);
    expect(limits.take("followPerClient", "198.51.100.7")).toBe(360);
    expect(limits.take("followPerClient", "198.51.100.8")).toBe(0);
    now += 360_000;
    expect(limits.take("followPerClient", "198.51.100.7")).toBe(0);
  });

  it("mails one address at most three times a day, and keeps the limits apart", () => {
    let now = 0;
    const limits = createRateLimits(() => now);
    const address = "opfer@example.at";
    expect([1, 2, 3].map(() => limits.take("followPerAddress", address))).toEqual([0, 0, 0]);
    expect(limits.take("followPerAddress", address)).toBe(8 * 3_600);
    expect(limits.take("followPerClient", address)).toBe(0);
    now += 8 * 3_600_000;
    expect(limits.take("followPerAddress", address)).toBe(0);
  });
});
