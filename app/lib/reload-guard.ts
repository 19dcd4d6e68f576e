/**
 * SPEC §8 chunk-load failures and SPEC §9 preload limits. After a deployment the old build's
 * chunks are gone; a full page load fetches the new build. The guard keeps a path that fails
 * again right after its reload from reloading forever.
 */

export const RELOAD_GUARD_WINDOW_MS = 10_000;
/** SPEC §9: "More than 4 pending preloads wait". */
export const PRELOAD_CONCURRENCY = 4;

const RELOAD_KEY_PREFIX = "ap:chunk-reload:";

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

/**
 * Fires the chunk-error hooks and reloads the page, unless `path` was reloaded for the same
 * reason within the last 10 s. Returns whether it reloads.
 */
export function handleChunkError(path: string, now = Date.now()): boolean {
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
  window.location.reload();
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
