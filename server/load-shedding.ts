import type http from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Load shedding (issue 13 §6, decision 032): at most `maxConcurrent` dynamic requests (pages,
 * `.data`, the JSON API) run at once in one instance; up to `maxQueued` more wait in arrival
 * order for a free slot, each at most `queueTimeoutMs`. A request that finds the queue full, or
 * waits too long, gets the German 503 with `Retry-After` at once instead of piling up: the
 * requests that are served stay fast, memory stays bounded, and /healthz, /readyz and static
 * files (mounted before this) never wait behind pages.
 */

export type ShedReason = "queue-full" | "queue-timeout";

export interface LoadSheddingOptions {
  maxConcurrent: number;
  maxQueued: number;
  queueTimeoutMs: number;
  /** Answers a shed request (the portal: `sendOverloaded`). */
  shed: (req: Request, res: Response, reason: ShedReason) => void;
  /** Timers, replaceable in tests: returns a function that cancels the timer. */
  schedule?: (run: () => void, ms: number) => () => void;
}

export interface LoadSheddingStats {
  inFlight: number;
  queued: number;
  /** Requests answered 503 since the start, per reason. */
  shed: Record<ShedReason, number>;
}

export interface LoadShedder extends RequestHandler {
  stats(): LoadSheddingStats;
}

interface Waiting {
  req: Request;
  res: Response;
  next: NextFunction;
  cancelTimer: () => void;
  onGone: () => void;
}

const realTimer = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** Calls `release` once, when the answer is sent or the connection is gone, whichever is first. */
function onDone(res: http.ServerResponse, release: () => void): void {
  let released = false;
  const once = () => {
    if (released) return;
    released = true;
    res.off("finish", once);
    res.off("close", once);
    release();
  };
  res.on("finish", once);
  res.on("close", once);
}

export function createLoadShedder(options: LoadSheddingOptions): LoadShedder {
  const { maxConcurrent, maxQueued, queueTimeoutMs, shed } = options;
  const schedule = options.schedule ?? realTimer;
  let inFlight = 0;
  const queue: Waiting[] = [];
  const shedCount: Record<ShedReason, number> = { "queue-full": 0, "queue-timeout": 0 };

  const refuse = (req: Request, res: Response, reason: ShedReason) => {
    shedCount[reason] += 1;
    shed(req, res, reason);
  };

  const run = (res: Response, next: NextFunction) => {
    inFlight += 1;
    onDone(res, release);
    next();
  };

  function release(): void {
    inFlight -= 1;
    // Hand the slot to the longest-waiting request still there.
    while (inFlight < maxConcurrent && queue.length > 0) {
      const waiting = queue.shift()!;
      waiting.cancelTimer();
      waiting.res.off("close", waiting.onGone);
      run(waiting.res, waiting.next);
    }
  }

  const middleware = ((req: Request, res: Response, next: NextFunction) => {
    if (inFlight < maxConcurrent) return run(res, next);
    if (queue.length >= maxQueued) return refuse(req, res, "queue-full");
    const leave = (waiting: Waiting) => {
      const index = queue.indexOf(waiting);
      if (index === -1) return false;
      queue.splice(index, 1);
      return true;
    };
    const waiting: Waiting = {
      req,
      res,
      next,
      cancelTimer: () => undefined,
      // The browser gave up while waiting: its place goes to the next one, no answer is due.
      onGone: () => {
        if (leave(waiting)) waiting.cancelTimer();
      },
    };
    waiting.cancelTimer = schedule(() => {
      if (!leave(waiting)) return;
      res.off("close", waiting.onGone);
      refuse(req, res, "queue-timeout");
    }, queueTimeoutMs);
    res.on("close", waiting.onGone);
    queue.push(waiting);
  }) as LoadShedder;

  middleware.stats = () => ({ inFlight, queued: queue.length, shed: { ...shedCount } });
  return middleware;
}
