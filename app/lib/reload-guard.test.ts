// @vitest-environment happy-dom
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createPreloadQueue,
  handleChunkError,
  isChunkLoadError,
  onChunkError,
  PRELOAD_CONCURRENCY,
  RELOAD_GUARD_WINDOW_MS,
} from "./reload-guard";

/** Any full page load: a reload of the page shown or a load of another path. */
let reload: ReturnType<typeof vi.fn<(url?: string | URL) => void>>;

beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn<(url?: string | URL) => void>();
  vi.spyOn(window.location, "reload").mockImplementation(() => reload());
  vi.spyOn(window.location, "assign").mockImplementation(reload);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("isChunkLoadError", () => {
  it("recognises the browsers' messages and webpack-style ChunkLoadError", () => {
    const chunkErrors = [
      new TypeError("Failed to fetch dynamically imported module: https://x/assets/a-1.js"),
      new TypeError("Importing a module script failed."),
      new TypeError("error loading dynamically imported module: https://x/assets/a-1.js"),
      Object.assign(new Error("Loading chunk 3 failed."), { name: "ChunkLoadError" }),
    ];
    for (const error of chunkErrors) expect(isChunkLoadError(error)).toBe(true);
  });

  it("ignores other errors and non-errors", () => {
    for (const value of [
      new TypeError("Failed to fetch"),
      new Error("boom"),
      "Importing a module script failed",
      null,
    ]) {
      expect(isChunkLoadError(value)).toBe(false);
    }
  });
});

describe("handleChunkError", () => {
  it("loads the navigation's target, not the page it failed to leave, guarded by the target's path", () => {
    window.history.replaceState(null, "", "/p/dashboard");
    expect(handleChunkError("/p/credits", { target: "/p/credits?tab=2", now: 0 })).toBe(true);
    expect(reload).toHaveBeenCalledWith("/p/credits?tab=2");
    expect(handleChunkError("/p/credits", { target: "/p/credits", now: 5_000 })).toBe(false);
    expect(handleChunkError("/p/dashboard", { now: 5_000 })).toBe(true);
    expect(reload).toHaveBeenLastCalledWith();
  });

  it("handles one failure once, even when the router and an error boundary both report it", () => {
    const hook = vi.fn();
    const off = onChunkError(hook);
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/credits-1.js");
    expect(handleChunkError("/p/credits", { error, now: 0 })).toBe(true);
    expect(handleChunkError("/p/credits", { error, now: 0 })).toBe(false);
    expect(hook).toHaveBeenCalledTimes(1);
    off();
  });

  it("reloads at most once per 10 s for the same path", () => {
    const start = 1_700_000_000_000;
    expect(handleChunkError("/p/jobs", { now: start })).toBe(true);
    expect(handleChunkError("/p/jobs", { now: start + RELOAD_GUARD_WINDOW_MS - 1 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(handleChunkError("/p/jobs", { now: start + RELOAD_GUARD_WINDOW_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("keeps a window per path", () => {
    const now = 1_700_000_000_000;
    expect(handleChunkError("/p/jobs", { now: now })).toBe(true);
    expect(handleChunkError("/p/dashboard", { now: now + 1 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads twice within the window, whatever the order of calls", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60_000 }), { maxLength: 30 }), (offsets) => {
        sessionStorage.clear();
        const times = [...offsets].sort((a, b) => a - b);
        const reloads = times.filter((t) => handleChunkError("/x", { now: t }));
        for (let i = 1; i < reloads.length; i += 1) {
          expect(reloads[i]! - reloads[i - 1]!).toBeGreaterThanOrEqual(RELOAD_GUARD_WINDOW_MS);
        }
        if (times.length > 0) expect(reloads[0]).toBe(times[0]);
      }),
    );
  });

  it("fires the chunk-error hooks, also when it does not reload", () => {
    const hook = vi.fn();
    const unsubscribe = onChunkError(hook);
    handleChunkError("/a", { now: 0 });
    handleChunkError("/a", { now: 1 });
    expect(hook.mock.calls).toEqual([["/a"], ["/a"]]);
    unsubscribe();
    handleChunkError("/a", { now: 2 });
    expect(hook).toHaveBeenCalledTimes(2);
  });

  it("still reloads when a hook throws", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const unsubscribe = onChunkError(() => {
      throw new Error("hook broken");
    });
    expect(handleChunkError("/a", { now: 0 })).toBe(true);
    unsubscribe();
  });

  it("does not reload without session storage, so no loop can start", () => {
    const denied = () => {
      throw new DOMException("denied", "SecurityError");
    };
    vi.stubGlobal("sessionStorage", { getItem: denied, setItem: denied });
    expect(handleChunkError("/a", { now: 0 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("createPreloadQueue", () => {
  function deferredTasks(count: number) {
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const tasks = Array.from({ length: count }, (_, index) => () => {
      started.push(index);
      return new Promise<void>((resolve) => finish.push(resolve));
    });
    return { started, finish, tasks };
  }

  it("runs at most 4 at once and starts the rest in order", async () => {
    const queue = createPreloadQueue();
    const { started, finish, tasks } = deferredTasks(7);
    tasks.forEach((task) => queue.enqueue(task));
    expect(started).toEqual([0, 1, 2, 3]);
    finish[2]!();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2, 3, 4]));
    finish[0]!();
    finish[1]!();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]));
  });

  it("a failing task frees its place", async () => {
    const queue = createPreloadQueue(1);
    const second = vi.fn(() => Promise.resolve());
    queue.enqueue(() => Promise.reject(new Error("offline")));
    queue.enqueue(() => {
      throw new Error("sync");
    });
    queue.enqueue(second);
    await vi.waitFor(() => expect(second).toHaveBeenCalled());
  });

  it("never exceeds the limit for any mix of durations", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 20 }), async (ticks) => {
        const queue = createPreloadQueue();
        let running = 0;
        let peak = 0;
        const order: number[] = [];
        await new Promise<void>((allDone) => {
          let done = 0;
          ticks.forEach((tick, index) =>
            queue.enqueue(async () => {
              order.push(index);
              running += 1;
              peak = Math.max(peak, running);
              for (let i = 0; i < tick; i += 1) await Promise.resolve();
              running -= 1;
              done += 1;
              if (done === ticks.length) allDone();
            }),
          );
        });
        expect(peak).toBeLessThanOrEqual(PRELOAD_CONCURRENCY);
        expect(order).toEqual(ticks.map((_, index) => index));
      }),
    );
  });
});
