import { validate } from "@readme/openapi-parser";
import type { Router } from "express";
import { describe, expect, it } from "vitest";
import type { Database } from "@db/client";
import type { FeatureFlagCache } from "~/features/platform/feature-flags.server";
import type { FlashCookie } from "~/lib/flash.server";
import type { PortalConfig } from "../config";
import type { Logger } from "../logger";
import type { OidcClients } from "../sign-in/oidc";
import type { SessionStore } from "../sign-in/sessions";
import { apiDescription, API_ROUTES } from "./api-description";
import { createApiRouter } from "./api-router";
import { openApiPath } from "./openapi";
import { createIntegrationApiRouter } from "./v1/router";
import { V1_PREFIX } from "./v1/description";

interface Layer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** "METHOD /path" of every route of a router and the routers mounted in it, as OpenAPI paths. */
function routesOf(router: { stack: Layer[] }, prefix = ""): string[] {
  return router.stack.flatMap((layer) => {
    if (layer.route) {
      const path = prefix + (layer.route.path === "/" && prefix ? "" : layer.route.path);
      return Object.keys(layer.route.methods)
        .filter((method) => method !== "_all")
        .map((method) => `${method.toUpperCase()} ${openApiPath(path || "/")}`);
    }
    if (!layer.handle.stack) return [];
    const mount = !layer.rawPath || layer.rawPath === "/" ? "" : layer.rawPath;
    return routesOf(layer.handle as { stack: Layer[] }, prefix + mount);
  });
}

/** The API router as app.ts mounts it; nothing of its dependencies is used before a request. */
function apiRouter(): Router {
  // The routers only keep their dependencies for later requests: stand-ins are enough to list routes.
  const unused = {} as never;
  return createApiRouter({
    config: { production: false, secureCookies: false, baseUrl: "http://portal.test" } as PortalConfig,
    db: unused as Database,
    sessions: unused as SessionStore,
    oidc: unused as OidcClients,
    logger: unused as Logger,
    flashCookie: unused as FlashCookie,
    featureFlags: unused as FeatureFlagCache,
  });
}

/** The integration API as app.ts mounts it, before the session (decision 076). */
function integrationRouter(): Router {
  const unused = {} as never;
  return createIntegrationApiRouter({ db: unused, documents: unused, rateLimits: unused, onWrite: () => undefined });
}

describe("the description of the JSON API", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = structuredClone(apiDescription());
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(document as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it("describes every route of the API router, and no route the router lacks", () => {
    // app.ts mounts the router at /api.
    const servedApi = new Set([
      ...routesOf(apiRouter() as unknown as { stack: Layer[] }, "/api"),
      ...routesOf(integrationRouter() as unknown as { stack: Layer[] }, V1_PREFIX),
    ]);
    const described = new Set(API_ROUTES.map((route) => `${route.method.toUpperCase()} ${openApiPath(route.path)}`));
    expect([...servedApi].filter((route) => !described.has(route)).sort()).toEqual([]);
    expect([...described].filter((route) => !servedApi.has(route)).sort()).toEqual([]);
    expect(servedApi.size).toBeGreaterThan(25);
  });

  it("lists every path of the document once per method", () => {
    const document = apiDescription();
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBe(API_ROUTES.length);
    expect(new Set(operations).size).toBe(operations.length);
  });

  it("names a German error answer for every refusal", () => {
    const document = apiDescription();
    for (const item of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(item ?? {}) as Array<{ responses: Record<string, unknown> }>) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          expect(JSON.stringify(response)).toMatch(/ApiError|Meldung|text\/html/);
        }
      }
    }
  });
});
