import fs from "node:fs";
import path from "node:path";
import type { Router } from "express";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Database } from "@db/client";
import type { Logger } from "../../server/logger";
import { createManageJobAdsRouter } from "../../server/api/manage-job-ads";
import { createUploadRouter } from "../../server/uploads";
import routeConfig from "../../app/routes";

/**
 * Every page of the route table (app/routes.ts) and every endpoint of the API routers, for the
 * suites that probe all of them (bad input, abuse): a new page or endpoint is covered without
 * touching those suites.
 */

export interface PageRoute {
  pattern: string;
  hasAction: boolean;
}

const appDir = path.resolve(import.meta.dirname, "../../app");

function flattenRoutes(entries: readonly RouteConfigEntry[], parent = ""): PageRoute[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : entry.path ? `${parent}/${entry.path}` : parent;
    if (entry.children?.length) return flattenRoutes(entry.children, own);
    const source = fs.readFileSync(path.join(appDir, entry.file), "utf8");
    return [{ pattern: own || "/", hasAction: /export (async )?function action\b/.test(source) }];
  });
}

export const PAGE_ROUTES = flattenRoutes(routeConfig);

/** The dynamic segments (`:id`, `*`) of a route pattern. */
export const segmentsOf = (pattern: string) => pattern.split("/").filter((segment) => /^[:*]/.test(segment));

export interface ApiEndpoint {
  method: string;
  path: string;
}

interface StackLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: StackLayer[] };
}

/** Every method and path an Express router answers, sub-routers included. */
function endpointsOf(router: Router, mount: string): ApiEndpoint[] {
  return (router.stack as unknown as StackLayer[]).flatMap((layer) => {
    if (layer.route) {
      const route = layer.route;
      return Object.keys(route.methods)
        .filter((method) => route.methods[method])
        .map((method) => ({ method: method.toUpperCase(), path: `${mount}${route.path === "/" ? "" : route.path}` }));
    }
    return layer.handle.stack ? endpointsOf(layer.handle as unknown as Router, mount) : [];
  });
}

// The routers are only walked, never run: they get no database.
const unused = {} as Database;
export const API_ENDPOINTS: ApiEndpoint[] = [
  ...endpointsOf(createManageJobAdsRouter({ db: unused, production: true }), "/api/manage-job-ads"),
  ...endpointsOf(createUploadRouter({ db: unused, logger: {} as Logger, production: true }), "/api/uploads"),
];
