import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { ANONYMOUS_USER, type AuthUser } from "@auth/user";
import { requestContext, type RequestContext } from "~/lib/request-context";
import { requireAbility, requireInternalPathAbility } from "./guards.server";

function contextFor(user: AuthUser, production = false) {
  const provider = new RouterContextProvider();
  provider.set(requestContext, { user, production } as RequestContext);
  return provider;
}

const staff = (groups: AuthUser["groups"]): AuthUser => ({
  ...ANONYMOUS_USER,
  isAuthenticated: true,
  isInternalUser: true,
  roles: ["internal"],
  groups,
  groupsByLogin: groups,
});

function statusOf(run: () => unknown): number | null {
  try {
    run();
    return null;
  } catch (error) {
    // `data()` throws a value carrying its ResponseInit; the router turns it into the error response.
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("requireAbility", () => {
  it("answers 401 for anonymous visitors", () => {
    expect(statusOf(() => requireAbility(contextFor(ANONYMOUS_USER), "adsList"))).toBe(401);
  });
  it("answers 403 without the ability and passes with it", () => {
    expect(statusOf(() => requireAbility(contextFor(staff(["readOnly"])), "qaPages"))).toBe(403);
    expect(statusOf(() => requireAbility(contextFor(staff(["qa"])), "qaPages"))).toBeNull();
  });
  it("ignores adminExternal in production", () => {
    expect(statusOf(() => requireAbility(contextFor(staff(["adminExternal"]), false), "adPush"))).toBeNull();
    expect(statusOf(() => requireAbility(contextFor(staff(["adminExternal"]), true), "adPush"))).toBe(403);
  });
  it("denies company users every staff ability", () => {
    const customer = { ...ANONYMOUS_USER, isAuthenticated: true, isExternalUser: true, roles: ["external" as const] };
    expect(statusOf(() => requireAbility(contextFor(customer), "adsList"))).toBe(403);
  });
});

describe("requireInternalPathAbility", () => {
  const request = (path: string) => new Request(`http://portal.invalid${path}`);
  it("checks the ability of the page's path rule", () => {
    expect(
      statusOf(() =>
        requireInternalPathAbility(contextFor(staff(["sales"])), request("/p/internal/companies/1/jobs/order")),
      ),
    ).toBeNull();
    expect(
      statusOf(() =>
        requireInternalPathAbility(contextFor(staff(["support"])), request("/p/internal/companies/1/jobs/order")),
      ),
    ).toBe(403);
    expect(
      statusOf(() => requireInternalPathAbility(contextFor(staff(["login"])), request("/p/internal/companies"))),
    ).toBe(403);
    expect(statusOf(() => requireInternalPathAbility(contextFor(staff(["login"])), request("/p/internal")))).toBeNull();
  });
});
