/**
 * SPEC §8 chunk-load failures and SPEC §9 preload limits. After a deployment the old build's
 * chunks are gone; a full page load fetches the new build. The guard keeps a path that fails
 * again right after its reload from reloading forever.
 */

import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";

export const RELOAD_GUARD_WINDOW_MS = 10_000;
/** SPEC §9: "More than 4 pending preloads wait". */
export const PRELOAD_CONCURRENCY = 4;

const RELOAD_KEY_PREFIX = "ap:chunk-reload:";

/**
 * Dispatched on `window` (detail: the error) when a navigation could not load a route module;
 * React Router is patched to send it instead of reloading the old page (vite.config.ts).
 */
export const ROUTE_MODULE_ERROR_EVENT = "ap:route-module-error";

interface RefusedFailure {
  path: string;
  error: unknown;
}
const failureListeners = new Set<() => void>();
let refusedFailure: RefusedFailure | null = null;

function subscribeFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Remembers a failure the guard refused to reload for, so the page at `path` shows it. */
export function showChunkFailure(path: string, error: unknown): void {
  refusedFailure = { path, error };
  for (const listener of failureListeners) listener();
}

/**
 * Throws (to the nearest error boundary) the refused chunk failure of the page shown, instead of
 * the empty page React Router leaves when a route module could not load. Used once, in root.tsx.
 */
export function useChunkFailure(): void {
  const { pathname } = useLocation();
  const failure = useSyncExternalStore(
    subscribeFailure,
    () => refusedFailure,
    () => null,
  );
  if (failure && failure.path === pathname) throw failure.error;
}

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

type ChunkErrorHook = (path: string) => void;
const chunkErrorHooks = new Set<ChunkErrorHook>();

/** Runs `hook` on every chunk-load failure; returns the unsubscribe function. */
export function onChunkError(hook: ChunkErrorHook): () => void {
  chunkErrorHooks.add(hook);
  return () => chunkErrorHooks.delete(hook);
}

export interface ChunkErrorOptions {
  /** What to load: path, search and hash of the navigation's target; by default `path`. */
  target?: string;
  /** The failure; handled once even when both the router and an error boundary report it. */
  error?: unknown;
  now?: number;
}

const handledErrors = new WeakSet<object>();

/**
 * Fires the chunk-error hooks and loads `target` with a full page load, unless `path` was
 * reloaded for the same reason within the last 10 s. Returns whether it reloads.
 */
export function handleChunkError(path: string, options: ChunkErrorOptions = {}): boolean {
  const { target = path, error, now = Date.now() } = options;
  if (typeof error === "object" && error !== null) {
    if (handledErrors.has(error)) return false;
    handledErrors.add(error);
  }
  for (const hook of chunkErrorHooks) {
    try {
      hook(path);
    } catch (error) {
      // A broken hook (e.g. error reporting) must not stop the reload that repairs the page.
      console.error(error);
    }
  }
  const key = RELOAD_KEY_PREFIX + path;
  try {
    const stored = sessionStorage.getItem(key);
    const sinceLast = stored === null ? Infinity : now - Number(stored);
    if (sinceLast >= 0 && sinceLast < RELOAD_GUARD_WINDOW_MS) return false;
    sessionStorage.setItem(key, String(now));
  } catch {
    // Without session storage nothing would stop a reload loop, so the page stays as it is.
    return false;
  }
  const here = window.location.pathname + window.location.search + window.location.hash;
  if (target === here) window.location.reload();
  else window.location.assign(target);
  return true;
}

export interface PreloadQueue {
  /** Starts `task` now if fewer than the limit are running, otherwise after the earlier ones (FIFO). */
  enqueue(task: () => Promise<void>): void;
}

export function createPreloadQueue(limit = PRELOAD_CONCURRENCY): PreloadQueue {
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;

  function next() {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      running += 1;
      let started: Promise<void>;
      try {
        started = task();
      } catch (error) {
        started = Promise.reject(error);
      }
      // A failed preload only costs the later navigation a fetch; it must not block the queue.
      started
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          next();
        });
    }
  }

  return {
    enqueue(task) {
      waiting.push(task);
      next();
    },
  };
}
