import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { reactRouterPattern, routeLabel, UNMATCHED_ROUTE } from "./http";

const response = (routePattern?: string) => ({ locals: { routePattern } }) as unknown as Response;
const request = (fields: { route?: { path: string }; baseUrl?: string; originalUrl?: string }) =>
  ({ baseUrl: "", originalUrl: "/", ...fields }) as unknown as Request;

describe("routeLabel", () => {
  it("takes the pattern React Router or a mounted part named", () => {
    expect(routeLabel(request({ originalUrl: "/jobs/12-koch" }), response("/jobs/:slug"))).toBe("/jobs/:slug");
    expect(routeLabel(request({ originalUrl: "/assets/x.js" }), response("/assets/*"))).toBe("/assets/*");
  });

  it("takes Express's pattern with its router's mount path, never the address", () => {
    const route = { path: "/:id/publish" };
    const first = request({ route, baseUrl: "/api/manage-job-ads", originalUrl: "/api/manage-job-ads/17/publish" });
    expect(routeLabel(first, response())).toBe("/api/manage-job-ads/:id/publish");
    const second = request({ route, baseUrl: "/api/manage-job-ads", originalUrl: "/api/manage-job-ads/99/publish" });
    expect(routeLabel(second, response())).toBe("/api/manage-job-ads/:id/publish");
    expect(routeLabel(request({ route: { path: "/healthz" }, originalUrl: "/healthz?x=1" }), response())).toBe(
      "/healthz",
    );
  });

  it("names route discovery, and a request no route took as one label", () => {
    expect(routeLabel(request({ originalUrl: "/__manifest?p=%2Fjobs&version=1" }), response())).toBe("/__manifest");
    expect(routeLabel(request({ originalUrl: "/%ff/anything/123" }), response())).toBe(UNMATCHED_ROUTE);
  });
});

describe("reactRouterPattern", () => {
  it("writes React Router's patterns as addresses are written", () => {
    expect(reactRouterPattern("produkte/stelleninserate/:id")).toBe("/produkte/stelleninserate/:id");
    expect(reactRouterPattern("*")).toBe("/*");
    expect(reactRouterPattern("/")).toBe("/");
    expect(reactRouterPattern("*")).toBe("/*");
  });
});
