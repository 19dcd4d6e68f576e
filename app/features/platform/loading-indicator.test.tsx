// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import fc from "fast-check";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  estimatedProgress,
  initialLoadingIndicatorState,
  LOADING_CEILING_PERCENT,
  LOADING_DURATION_MS,
  LOADING_HEIGHT_PX,
  LOADING_HIDE_DELAY_MS,
  LOADING_RESET_DELAY_MS,
  LOADING_THROTTLE_MS,
  LoadingIndicator,
  loadingIndicatorReducer,
  type LoadingIndicatorState,
} from "./loading-indicator";

describe("loadingIndicatorReducer", () => {
  const loading = (progress = 0): LoadingIndicatorState => ({ phase: "loading", progress });

  it("runs start → progress → finish → hide → reset", () => {
    let state = loadingIndicatorReducer(initialLoadingIndicatorState, { type: "start" });
    expect(state).toEqual(loading(0));
    state = loadingIndicatorReducer(state, { type: "progress", elapsedMs: 500 });
    expect(state.progress).toBeGreaterThan(0);
    state = loadingIndicatorReducer(state, { type: "finish" });
    expect(state).toEqual({ phase: "finishing", progress: 100 });
    state = loadingIndicatorReducer(state, { type: "hide" });
    expect(state).toEqual({ phase: "hidden", progress: 100 });
    state = loadingIndicatorReducer(state, { type: "reset" });
    expect(state).toEqual(initialLoadingIndicatorState);
  });

  it("ignores a finish without a start: a throttled navigation shows nothing", () => {
    expect(loadingIndicatorReducer(initialLoadingIndicatorState, { type: "finish" })).toBe(
      initialLoadingIndicatorState,
    );
  });

  it("ignores progress, hide and reset out of turn", () => {
    const finishing: LoadingIndicatorState = { phase: "finishing", progress: 100 };
    expect(loadingIndicatorReducer(finishing, { type: "progress", elapsedMs: 10 })).toBe(finishing);
    expect(loadingIndicatorReducer(finishing, { type: "reset" })).toBe(finishing);
    expect(loadingIndicatorReducer(loading(30), { type: "hide" })).toEqual(loading(30));
  });

  it("a new start during the fade-out begins again at zero", () => {
    expect(loadingIndicatorReducer({ phase: "hidden", progress: 100 }, { type: "start" })).toEqual(loading(0));
  });

  it("creeps towards the ceiling over the duration, never past it, never backwards", () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(LOADING_DURATION_MS)).toBeGreaterThan(80);
    fc.assert(
      fc.property(fc.array(fc.nat(60_000), { minLength: 1, maxLength: 20 }), (times) => {
        let state = loading(0);
        for (const elapsedMs of times) {
          const next = loadingIndicatorReducer(state, { type: "progress", elapsedMs });
          expect(next.progress).toBeGreaterThanOrEqual(state.progress);
          expect(next.progress).toBeLessThanOrEqual(LOADING_CEILING_PERCENT);
          state = next;
        }
      }),
    );
  });
});

describe("LoadingIndicator", () => {
  let finishLoader: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function renderApp() {
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: (
            <>
              <LoadingIndicator />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>Start</p> },
            {
              path: "slow",
              loader: () => new Promise<null>((resolve) => (finishLoader = () => resolve(null))),
              element: <p>Langsam</p>,
            },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  const bar = () => screen.queryByRole("progressbar", { name: "Seite wird geladen" });
  const hiddenBar = () => screen.getByRole("progressbar", { hidden: true });

  it("is hidden from assistive technology while idle, 3 px high", () => {
    renderApp();
    expect(bar()).toBeNull();
    expect(hiddenBar().getAttribute("aria-hidden")).toBe("true");
    expect(hiddenBar().style.height).toBe(`${LOADING_HEIGHT_PX}px`);
  });

  it("shows nothing for a navigation faster than the throttle", async () => {
    const router = renderApp();
    act(() => void router.navigate("/slow"));
    await act(() => vi.advanceTimersByTimeAsync(LOADING_THROTTLE_MS - 50));
    expect(bar()).toBeNull();
    await act(async () => finishLoader());
    await act(() => vi.advanceTimersByTimeAsync(LOADING_THROTTLE_MS));
    expect(screen.getByText("Langsam")).toBeTruthy();
    expect(bar()).toBeNull();
    expect(hiddenBar().style.width).toBe("0%");
  });

  it("appears after the throttle, creeps, fills on finish, hides and resets", async () => {
    const router = renderApp();
    act(() => void router.navigate("/slow"));
    await act(() => vi.advanceTimersByTimeAsync(LOADING_THROTTLE_MS));
    expect(bar()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(LOADING_DURATION_MS));
    const crept = Number(bar()!.getAttribute("aria-valuenow"));
    expect(crept).toBeGreaterThan(70);
    expect(crept).toBeLessThan(LOADING_CEILING_PERCENT);

    await act(async () => finishLoader());
    expect(bar()!.getAttribute("aria-valuenow")).toBe("100");
    await act(() => vi.advanceTimersByTimeAsync(LOADING_HIDE_DELAY_MS - 1));
    expect(bar()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(bar()).toBeNull();
    expect(hiddenBar().style.width).toBe("100%");
    await act(() => vi.advanceTimersByTimeAsync(LOADING_RESET_DELAY_MS));
    expect(hiddenBar().style.width).toBe("0%");
  });
});
