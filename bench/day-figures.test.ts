import { describe, expect, it } from "vitest";
import { parseSamples } from "../tests/support/prometheus";
import { cacheFigures, median, percentile } from "./day-figures";

describe("percentile", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);

  it("is the value at the nearest rank, whatever the order", () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile([3, 1, 2], 95)).toBe(3);
  });

  it("stays inside the values at the ends and is NaN without values", () => {
    expect(percentile([7, 9], 0)).toBe(7);
    expect(percentile([7, 9], 100)).toBe(9);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe("cacheFigures", () => {
  const reading = (publicHits: number, signedInHits: number, signedInMisses: number) =>
    parseSamples(
      [
        "# TYPE portal_page_cache_requests_total counter",
        `portal_page_cache_requests_total{cache="public",result="hit"} ${publicHits}`,
        `portal_page_cache_requests_total{cache="public",result="miss"} 0`,
        `portal_page_cache_requests_total{cache="signed_in",result="hit"} ${signedInHits}`,
        `portal_page_cache_requests_total{cache="signed_in",result="miss"} ${signedInMisses}`,
      ].join("\n"),
    );

  it("counts what happened between the readings, per cache", () => {
    expect(cacheFigures(reading(2, 10, 30), reading(2, 40, 120), "signed_in")).toEqual({
      hits: 30,
      misses: 90,
      ratio: 0.25,
    });
  });

  it("has no ratio for a cache that was not asked in between", () => {
    expect(cacheFigures(reading(2, 10, 30), reading(2, 40, 120), "public")).toEqual({
      hits: 0,
      misses: 0,
      ratio: null,
    });
  });
});
