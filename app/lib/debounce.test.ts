import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce, DEFAULT_DEBOUNCE_MS } from "./debounce";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("debounce", () => {
  it("waits 25 ms by default (SPEC §9) and calls once with the last arguments", () => {
    const calls: string[] = [];
    const debounced = debounce((value: string) => calls.push(value));
    debounced("a");
    vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS - 1);
    debounced("b");
    vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(["b"]);
    expect(DEFAULT_DEBOUNCE_MS).toBe(25);
  });

  it("drops a waiting call on cancel", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1_000);
    expect(fn).not.toHaveBeenCalled();
  });
});
