import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as oidc from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";
import { createLoginThrottle } from "./rate-limit";
import {
  createIdentityProvider,
  type AccountStore,
  type IdpAccount,
  type IdpClientOptions,
  type ProviderName,
} from "./server";

const PORTAL = "http://localhost:3000";
const PASSWORD = "Sicheres-Passwort-2025";
const callbackOf = (name: ProviderName) => `${PORTAL}/api/auth/${name}/callback`;
const postLogoutOf = (name: ProviderName) => `${PORTAL}/api/auth/${name}/logout/callback`;
const clients: Record<ProviderName, IdpClientOptions> = {
  business: {
    clientId: "portal-business",
    clientSecret: "business-secret",
    redirectUris: [callbackOf("business")],
    postLogoutRedirectUris: [postLogoutOf("business")],
  },
  internal: {
    clientId: "portal-internal",
    clientSecret: "internal-secret",
    redirectUris: [callbackOf("internal")],
    postLogoutRedirectUris: [postLogoutOf("internal")],
  },
};
const SCOPE: Record<ProviderName, string> = {
  business: "openid email profile",
  internal: "openid email profile groups",
};

/** A browser reduced to what the flows need: a cookie jar and no automatic redirects. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }
}

function locationOf(response: Response, base: string): URL {
  const location = response.headers.get("location");
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location, base);
}

let server: Server;
let origin: string;
let issuers: Record<ProviderName, string>;
const rp = {} as Record<ProviderName, oidc.Configuration>;

const accountsByProvider: Record<ProviderName, IdpAccount[]> = { business: [], internal: [] };
/** How often each e-mail address was looked up: the provider looks up only attempts it evaluates. */
const lookups = new Map<string, number>();
const store: AccountStore = {
  async findByEmail(provider, email) {
    lookups.set(email, (lookups.get(email) ?? 0) + 1);
    return accountsByProvider[provider].find((account) => account.email === email) ?? null;
  },
  async findById(provider, id) {
    return accountsByProvider[provider].find((account) => account.id === id) ?? null;
  },
};

beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD);
  const account = (id: string, email: string, firstName: string, lastName: string, groups: string[] = []) => ({
    id,
    email,
    passwordHash,
    firstName,
    lastName,
    groups,
  });
  accountsByProvider.business.push(
    account("biz-1", "anna.berger@firma.at", "Anna", "Berger"),
    account("biz-2", "gesperrt@firma.at", "Gerda", "Sperr"),
    account("biz-3", "parallel@firma.at", "Paula", "Parallel"),
  );
  accountsByProvider.internal.push(
    account("staff-1", "max.huber@portal.at", "Max", "Huber", ["portal-admin", "portal-redaktion"]),
  );

  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp = await createIdentityProvider({
    origin,
    portalOrigin: PORTAL,
    clients,
    accounts: store,
    cookieKeys: ["test-cookie-key-one", "test-cookie-key-two"],
  });
  server.on("request", idp.app);
  issuers = idp.issuers;
  for (const name of ["business", "internal"] as const) {
    rp[name] = await oidc.discovery(
      new URL(issuers[name]),
      clients[name].clientId,
      undefined,
      oidc.ClientSecretBasic(clients[name].clientSecret),
      { execute: [oidc.allowInsecureRequests] },
    );
  }
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function authorize(browser: Browser, name: ProviderName, extra: Record<string, string> = {}) {
  const pkceCodeVerifier = oidc.randomPKCECodeVerifier();
  const expectedState = oidc.randomState();
  const expectedNonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(rp[name], {
    redirect_uri: callbackOf(name),
    scope: SCOPE[name],
    code_challenge: await oidc.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: "S256",
    state: expectedState,
    nonce: expectedNonce,
    ...extra,
  });
  const response = await browser.fetch(url);
  expect(response.status).toBe(303);
  return { location: locationOf(response, origin), checks: { pkceCodeVerifier, expectedState, expectedNonce } };
}

function submitLogin(browser: Browser, interactionUrl: URL, email: string, password: string) {
  return browser.fetch(`${interactionUrl.href}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
  });
}

/** Runs the whole code flow through the login page and returns the token response. */
async function signIn(browser: Browser, name: ProviderName, email: string) {
  const { location: interactionUrl, checks } = await authorize(browser, name);
  expect(interactionUrl.pathname).toMatch(new RegExp(`^/${name}/interaction/`));
  const page = await browser.fetch(interactionUrl);
  expect(page.status).toBe(200);
  const login = await submitLogin(browser, interactionUrl, email, PASSWORD);
  expect(login.status).toBe(303);
  const resume = await browser.fetch(locationOf(login, origin));
  const callback = locationOf(resume, origin);
  expect(callback.origin + callback.pathname).toBe(callbackOf(name));
  return oidc.authorizationCodeGrant(rp[name], callback, checks);
}

function ssoCheck(browser: Browser, headers: Record<string, string> = { origin: PORTAL }) {
  return browser.fetch(`${origin}/int/session/auth`, { headers });
}

describe("bundled identity provider", () => {
  it("serves a German, accessible login page with strict security headers", async () => {
    const browser = new Browser();
    const { location } = await authorize(browser, "business");
    const response = await browser.fetch(location);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<h1>Anmeldung</h1>");
    expect(html).toContain("Unternehmenskonto");
    expect(html).toMatch(
      /<label for="email">E-Mail<\/label>\s*<input id="email" name="email" type="email" autocomplete="username"/,
    );
    expect(html).toMatch(
      /<label for="password">Passwort<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(html).toContain('<button type="submit">Anmelden</button>');
    expect(html).toContain(">Abbrechen</a>");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain(`form-action 'self' ${PORTAL}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(browser.cookieNames()).toEqual(expect.arrayContaining(["biz_interaction", "biz_resume"]));
    expect(browser.cookieNames().some((name) => name.startsWith("_") || name === "ap_sid")).toBe(false);
  });

  it("completes the business code flow with the profile claims in the ID token", async () => {
    const tokens = await signIn(new Browser(), "business", "anna.berger@firma.at");
    expect(tokens.claims()).toMatchObject({
      iss: issuers.business,
      aud: clients.business.clientId,
      sub: "biz-1",
      email: "anna.berger@firma.at",
      given_name: "Anna",
      family_name: "Berger",
      name: "Anna Berger",
    });
    expect(tokens.claims()).not.toHaveProperty("groups");
  });

  it("completes the internal code flow with the groups claim", async () => {
    const browser = new Browser();
    const { location } = await authorize(browser, "internal");
    expect(await (await browser.fetch(location)).text()).toContain("Mitarbeiterkonto");
    const tokens = await signIn(browser, "internal", "Max.Huber@portal.at ");
    expect(tokens.claims()).toMatchObject({
      iss: issuers.internal,
      sub: "staff-1",
      name: "Max Huber",
      groups: ["portal-admin", "portal-redaktion"],
    });
    expect(browser.cookieNames()).toContain("int_session");
  });

  it("skips the login page for a second authorization from the same browser (SSO)", async () => {
    const browser = new Browser();
    await signIn(browser, "business", "anna.berger@firma.at");
    const second = await authorize(browser, "business");
    expect(second.location.origin + second.location.pathname).toBe(callbackOf("business"));
    const tokens = await oidc.authorizationCodeGrant(rp.business, second.location, second.checks);
    expect(tokens.claims()?.sub).toBe("biz-1");

    const silent = await authorize(browser, "business", { prompt: "none" });
    expect(silent.location.searchParams.get("code")).toBeTruthy();
  });

  it("answers prompt=none without a session with login_required at the callback", async () => {
    const { location, checks } = await authorize(new Browser(), "business", { prompt: "none" });
    expect(location.origin + location.pathname).toBe(callbackOf("business"));
    expect(location.searchParams.get("error")).toBe("login_required");
    expect(location.searchParams.get("state")).toBe(checks.expectedState);
    expect(location.searchParams.get("iss")).toBe(issuers.business);
  });

  it("rejects a wrong password or unknown e-mail with 401 and a German message", async () => {
    const browser = new Browser();
    const { location } = await authorize(browser, "business");
    for (const [email, password] of [
      ["anna.berger@firma.at", "falsch"],
      ["niemand@firma.at", PASSWORD],
    ] as const) {
      const response = await submitLogin(browser, location, email, password);
      expect(response.status).toBe(401);
      expect(response.headers.get("location")).toBeNull();
      const html = await response.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain("E-Mail-Adresse oder Passwort ist nicht korrekt.");
    }
  });

  it("blocks the 6th failed attempt with 429 without checking the password", async () => {
    const browser = new Browser();
    const { location } = await authorize(browser, "business");
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await submitLogin(browser, location, "gesperrt@firma.at", `falsch-${attempt}`)).status).toBe(401);
    }
    const blocked = await submitLogin(browser, location, "gesperrt@firma.at", "falsch-6");
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right password is not checked while blocked.
    expect((await submitLogin(browser, location, "gesperrt@firma.at", PASSWORD)).status).toBe(429);
  });

  it("evaluates at most 5 of 30 parallel wrong passwords for one account and locks it", async () => {
    const browser = new Browser();
    const { location } = await authorize(browser, "business");
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        submitLogin(browser, location, "parallel@firma.at", `falsch-${attempt}`),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    expect(lookups.get("parallel@firma.at")).toBe(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    // Locked afterwards: the right password is not even looked at.
    expect((await submitLogin(browser, location, "parallel@firma.at", PASSWORD)).status).toBe(429);
    expect(lookups.get("parallel@firma.at")).toBe(5);
  });

  it("ends the interaction with access_denied when the user cancels", async () => {
    const browser = new Browser();
    const { location, checks } = await authorize(browser, "business");
    const abort = await browser.fetch(`${location.href}/abort`);
    expect(abort.status).toBe(303);
    const callback = locationOf(await browser.fetch(locationOf(abort, origin)), origin);
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe(checks.expectedState);
  });

  it("reports the business SSO session on /int/session/auth with CORS for the portal only", async () => {
    const browser = new Browser();
    const before = await ssoCheck(browser);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ data: { sso: false } });
    expect(before.headers.get("access-control-allow-origin")).toBe(PORTAL);
    expect(before.headers.get("access-control-allow-credentials")).toBe("true");
    expect(before.headers.get("vary")).toMatch(/Origin/);
    expect(before.headers.get("cache-control")).toBe("no-store");

    await signIn(browser, "business", "anna.berger@firma.at");
    expect(await (await ssoCheck(browser)).json()).toEqual({ data: { sso: true } });

    const foreign = await ssoCheck(browser, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();

    const preflight = await browser.fetch(`${origin}/int/session/auth`, {
      method: "OPTIONS",
      headers: { origin: PORTAL, "access-control-request-method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(PORTAL);
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    const foreignPreflight = await browser.fetch(`${origin}/int/session/auth`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
    });
    expect(foreignPreflight.status).toBe(403);
    expect(foreignPreflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("does not count an internal session as business SSO", async () => {
    const browser = new Browser();
    await signIn(browser, "internal", "max.huber@portal.at");
    expect(await (await ssoCheck(browser)).json()).toEqual({ data: { sso: false } });
  });

  it("ends the SSO session on RP-initiated logout and returns to the portal", async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, "business", "anna.berger@firma.at");
    const postLogout = postLogoutOf("business");
    const endSession = oidc.buildEndSessionUrl(rp.business, {
      id_token_hint: tokens.id_token ?? "",
      post_logout_redirect_uri: postLogout,
      state: "/p/dashboard",
    });
    const page = await browser.fetch(endSession);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Sie werden abgemeldet …");
    expect(html).toContain(">Abmelden</button>");
    const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    const form =
      /<form id="op\.logoutForm" method="post" action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"/.exec(
        html,
      );
    expect(form).not.toBeNull();
    const [, action = "", xsrf = ""] = form ?? [];

    const confirm = await browser.fetch(action, { method: "POST", body: new URLSearchParams({ xsrf, logout: "yes" }) });
    expect(confirm.status).toBe(303);
    const back = locationOf(confirm, origin);
    expect(back.origin + back.pathname).toBe(postLogout);
    expect(back.searchParams.get("state")).toBe("/p/dashboard");
    expect(await (await ssoCheck(browser)).json()).toEqual({ data: { sso: false } });
    // The next authorization needs the login page again.
    const again = await authorize(browser, "business");
    expect(again.location.pathname).toMatch(/^\/business\/interaction\//);
  });

  it("shows a German page after logout without a post_logout_redirect_uri", async () => {
    const browser = new Browser();
    await signIn(browser, "business", "anna.berger@firma.at");
    const page = await browser.fetch(`${issuers.business}/session/end`);
    const [, action = "", xsrf = ""] =
      /action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"/.exec(await page.text()) ?? [];
    const confirm = await browser.fetch(action, { method: "POST", body: new URLSearchParams({ xsrf, logout: "yes" }) });
    const success = await browser.fetch(locationOf(confirm, origin));
    expect(await success.text()).toContain("Sie wurden abgemeldet.");
  });

  it("redirects /oauth/login to the portal login with a validated redirectUrl", async () => {
    const target = async (redirectUrl: string) => {
      const response = await fetch(`${origin}/oauth/login?redirectUrl=${encodeURIComponent(redirectUrl)}`, {
        redirect: "manual",
      });
      expect(response.status).toBe(302);
      const location = locationOf(response, origin);
      expect(location.origin + location.pathname).toBe(`${PORTAL}/api/auth/business/login`);
      return location.searchParams.get("redirectUrl");
    };
    expect(await target("/p/jobs?tab=aktiv")).toBe("/p/jobs?tab=aktiv");
    expect(await target(`${PORTAL}/p/dashboard`)).toBe("/p/dashboard");
    for (const evil of [
      "//evil.com",
      "https://evil.com",
      "/\\evil.com",
      "/\t/evil.com",
      "javascript:alert(1)",
      `${PORTAL}//evil.com`,
      "p/jobs",
    ]) {
      expect(await target(evil)).toBe("/");
    }
    const missing = await fetch(`${origin}/oauth/login`, { redirect: "manual" });
    expect(locationOf(missing, origin).searchParams.get("redirectUrl")).toBe("/");
  });

  it("marks every answer nosniff, its own JSON and the provider's (discovery, JWKS, token)", async () => {
    const discovery = await fetch(`${issuers.business}/.well-known/openid-configuration`);
    expect(discovery.headers.get("content-type")).toMatch(/json/);
    const { jwks_uri: jwksUri, token_endpoint: tokenEndpoint } = (await discovery.json()) as Record<string, string>;
    const token = await fetch(tokenEndpoint!, { method: "POST", body: new URLSearchParams({ grant_type: "x" }) });
    expect(token.status).toBeGreaterThanOrEqual(400);
    expect(token.headers.get("content-type")).toMatch(/json/);
    const answers = [
      discovery,
      token,
      await fetch(jwksUri!),
      await ssoCheck(new Browser()),
      await ssoCheck(new Browser(), { origin: "https://evil.example" }),
      await fetch(`${origin}/oauth/login`, { redirect: "manual" }),
      await fetch(`${origin}/healthz`),
    ];
    for (const response of answers) {
      expect(response.headers.get("x-content-type-options"), response.url).toBe("nosniff");
    }
  });

  it("answers /healthz", async () => {
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });
});

describe("login throttle", () => {
  it("reserves in one step, gives a success's point back and forgets after 15 minutes", () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let attempt = 0; attempt < 5; attempt++) expect(throttle.reserve("a", "ip").blocked).toBe(false);
    const blocked = throttle.reserve("a", "ip");
    expect(blocked).toEqual({ blocked: true, retryAfterSeconds: 900 });
    // Another account from the same address is still evaluated, up to 30 per address.
    for (let attempt = 0; attempt < 25; attempt++) expect(throttle.reserve(`b${attempt}`, "ip").blocked).toBe(false);
    expect(throttle.reserve("c", "ip").blocked).toBe(true);
    throttle.recordSuccess("b0", "ip");
    expect(throttle.reserve("c", "ip").blocked).toBe(false);
    now = 15 * 60_000;
    expect(throttle.reserve("a", "ip").blocked).toBe(false);
  });
});

describe("passwords", () => {
  it("hashes with argon2id and verifies", async () => {
    const hash = await hashPassword("geheim");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "geheim")).toBe(true);
    expect(await verifyPassword(hash, "Geheim")).toBe(false);
    expect(await verifyPassword("kein-hash", "geheim")).toBe(false);
  });
});
