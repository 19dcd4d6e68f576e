import { useEffect, useReducer } from "react";
import { useNavigation } from "react-router";

/** SPEC §9: a navigation faster than this shows no bar at all. */
export const LOADING_THROTTLE_MS = 200;
/** The bar creeps towards its ceiling over about this long. */
export const LOADING_DURATION_MS = 2_000;
/** After the finish the full bar stays this long, then fades out… */
export const LOADING_HIDE_DELAY_MS = 500;
/** …and is set back to zero this long after that, once it is invisible. */
export const LOADING_RESET_DELAY_MS = 400;
export const LOADING_HEIGHT_PX = 3;
/** How often the creeping bar moves. */
export const LOADING_TICK_MS = 100;
/** Without knowing the real progress the bar never claims to be done before the finish. */
export const LOADING_CEILING_PERCENT = 90;

export type LoadingPhase = "idle" | "loading" | "finishing" | "hidden";

export interface LoadingIndicatorState {
  phase: LoadingPhase;
  /** 0–100. */
  progress: number;
}

export type LoadingIndicatorAction =
  | { type: "start" }
  | { type: "progress"; elapsedMs: number }
  | { type: "finish" }
  | { type: "hide" }
  | { type: "reset" };

export const initialLoadingIndicatorState: LoadingIndicatorState = { phase: "idle", progress: 0 };

/** Fast at first, then ever slower: about 86 % after LOADING_DURATION_MS, never above the ceiling. */
export function estimatedProgress(elapsedMs: number): number {
  return LOADING_CEILING_PERCENT * (1 - Math.exp((-3 * Math.max(0, elapsedMs)) / LOADING_DURATION_MS));
}

/**
 * idle → start → loading → (progress…) → finish → finishing → hide → hidden → reset → idle.
 * A finish without a start (a navigation under the throttle) changes nothing.
 */
export function loadingIndicatorReducer(
  state: LoadingIndicatorState,
  action: LoadingIndicatorAction,
): LoadingIndicatorState {
  switch (action.type) {
    case "start":
      return { phase: "loading", progress: 0 };
    case "progress":
      if (state.phase !== "loading") return state;
      return { phase: "loading", progress: Math.max(state.progress, estimatedProgress(action.elapsedMs)) };
    case "finish":
      return state.phase === "loading" ? { phase: "finishing", progress: 100 } : state;
    case "hide":
      return state.phase === "finishing" ? { phase: "hidden", progress: 100 } : state;
    case "reset":
      return state.phase === "hidden" ? initialLoadingIndicatorState : state;
  }
}

/** A thin bar at the top of the window while React Router loads the next page or submits a form. */
export function LoadingIndicator() {
  const busy = useNavigation().state !== "idle";
  const [state, dispatch] = useReducer(loadingIndicatorReducer, initialLoadingIndicatorState);

  useEffect(() => {
    if (!busy) return;
    const startedAt = Date.now();
    let ticker: ReturnType<typeof setInterval> | undefined;
    const throttle = setTimeout(() => {
      dispatch({ type: "start" });
      ticker = setInterval(() => dispatch({ type: "progress", elapsedMs: Date.now() - startedAt }), LOADING_TICK_MS);
    }, LOADING_THROTTLE_MS);
    return () => {
      clearTimeout(throttle);
      clearInterval(ticker);
      dispatch({ type: "finish" });
    };
  }, [busy]);

  useEffect(() => {
    if (state.phase !== "finishing" && state.phase !== "hidden") return;
    const timer =
      state.phase === "finishing"
        ? setTimeout(() => dispatch({ type: "hide" }), LOADING_HIDE_DELAY_MS)
        : setTimeout(() => dispatch({ type: "reset" }), LOADING_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);

  const visible = state.phase === "loading" || state.phase === "finishing";
  return (
    <div
      role="progressbar"
      aria-label="Seite wird geladen"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress)}
      aria-hidden={!visible}
      className="pointer-events-none fixed top-0 left-0 z-50 bg-brand-600 transition-[width,opacity] duration-300 ease-out motion-reduce:transition-none"
      style={{
        height: LOADING_HEIGHT_PX,
        width: `${state.progress}%`,
        opacity: visible ? 1 : 0,
        // The reset back to zero happens unseen; it must not slide back visibly.
        transitionDuration: state.phase === "idle" ? "0ms" : undefined,
      }}
    />
  );
}
