import type { NextFunction, Request, RequestHandler, Response } from "express";
import { Registry } from "prom-client";
import type { Logger } from "../logger";
import type { MetricsRefusal } from "./access";

/**
 * The HTTP side of the metrics (decision 080): the name a request is counted under, and /metrics.
 *
 * A request is named by its route pattern, never by its address, so the figures keep a bounded
 * number of series: React Router's pattern (`/jobs/:slug`, set by the root middleware through
 * `routePattern` and `reactRouterPattern`, and kept with a cached page), Express's (`/api/manage-job-ads/:id`), or the name
 * of the part that answered (`/assets/*`, set by `namedRoute` where it is mounted). Every address
 * no route knows is React Router's catch-all `/*`; a request refused before any route (an unknown
 * method, broken encoding, load shedding, a cross-site write) is UNMATCHED_ROUTE.
 */

export const UNMATCHED_ROUTE = "unmatched";
const MANIFEST_ROUTE = "/__manifest";

/** Names the requests of a mounted part. */
export function namedRoute(name: string): RequestHandler {
  return (_req, res, next) => {
    res.locals.routePattern = name;
    next();
  };
}

const routerPatterns = new Map<string, string>();

/**
 * React Router's pattern as an address is written (`produkte/:id` → `/produkte/:id`, `*` → `/*`),
 * like Express's; built once per pattern, and the patterns are the route table's.
 */
export function reactRouterPattern(pattern: string): string {
  let label = routerPatterns.get(pattern);
  if (label === undefined) routerPatterns.set(pattern, (label = pattern.startsWith("/") ? pattern : `/${pattern}`));
  return label;
}

/** Express's patterns joined with their router's mount path, once per route. */
const expressPatterns = new WeakMap<object, string>();

/** The name a finished request is counted under. */
export function routeLabel(req: Request, res: Response): string {
  const named = res.locals.routePattern;
  if (named !== undefined) return named;
  const route = req.route as { path?: unknown } | undefined;
  if (route && typeof route.path === "string") {
    let pattern = expressPatterns.get(route);
    if (pattern === undefined) expressPatterns.set(route, (pattern = req.baseUrl + route.path));
    return pattern;
  }
  // React Router answers route discovery before any middleware runs.
  if (req.originalUrl.startsWith(MANIFEST_ROUTE)) return MANIFEST_ROUTE;
  return UNMATCHED_ROUTE;
}

/**
 * GET /metrics: the figures in Prometheus's text format for whom `refusal` lets through; for
 * everyone else the portal's own 404 page, as for any address it does not know.
 */
export function metricsHandler(options: {
  refusal: (req: Request) => MetricsRefusal | null;
  text: () => Promise<string>;
  logger: Logger;
}): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const refusal = options.refusal(req);
    if (refusal !== null) {
      // A wrong token is worth a line: a scraper is misconfigured, or someone guesses.
      options.logger[refusal === "wrong-token" ? "warn" : "debug"](
        { requestId: res.locals.requestId, reason: refusal, address: req.socket.remoteAddress },
        "metrics refused",
      );
      return next();
    }
    res.locals.routePattern = "/metrics";
    res.set("Cache-Control", "no-store");
    try {
      const text = await options.text();
      res.type(Registry.PROMETHEUS_CONTENT_TYPE).send(text);
    } catch (error) {
      options.logger.warn({ err: error, requestId: res.locals.requestId }, "metrics not gathered");
      res.status(503).type("text").send("Die Kennzahlen sind gerade nicht verfügbar.");
    }
  };
}
