import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GROUPS } from "@auth/abilities";
import type { AuthUser } from "@auth/user";
import { staffEmail } from "@db/demo";
import { HttpBrowser, formAction, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

let t: TestPortal;

beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(async () => {
  await t?.stop();
});

async function me(browser: HttpBrowser): Promise<AuthUser> {
  const response = await browser.request(`${t.baseUrl}/api/auth/me`);
  expect(response.status).toBe(200);
  return (await response.json()) as AuthUser;
}

describe("sign-in round trip through the bundled identity provider", () => {
  it("signs kunde@demo.at in and returns to the requested path", async () => {
    const browser = new HttpBrowser();
    const result = await signIn(browser, t.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/jobs?x=1");
    expect(result.url).toBe(`${t.baseUrl}/p/jobs?x=1`);
    expect(result.response.status).toBe(200);
    expect(browser.hasCookie("ap_sid")).toBe(true);
    const user = await me(browser);
    expect(user).toMatchObject({
      firstName: "Katharina",
      lastName: "Mayr",
      isAuthenticated: true,
      isExternalUser: true,
      isInternalUser: false,
      roles: ["external"],
      groups: [],
      groupsByLogin: [],
      company: {
        fullName: "Donautal Technik GmbH",
        mainAddress: { city: "Linz" },
        distributionChannel: "DIRECT-SALES",
      },
      assignedSalesUser: { firstName: "Markus", lastName: "Leitner", position: "Key Account Manager" },
    });
    expect(user.company?.id).toEqual(expect.any(Number));
    expect(user.abilities.sort()).toEqual(
      ["businessPage", "businessPagePlus", "employerBrandingBasic", "employerBrandingPlus", "invoice", "job"].sort(),
    );
    expect(user.relatedCompanies).toHaveLength(3);
    expect(user.assignedSalesUser?.thumbnail).toBeTruthy();
    expect(user.assignedSalesUser?.email).toBe("sales@intern.demo.at");
    expect(user.assignedSalesUser?.phone).toMatch(/^\+43/);
    expect(user.routes?.dashboard).toBe("/p/dashboard");
    expect(user.routes?.faqs).toBe(`${t.baseUrl}/hr/faqs`);
  });

  it("signs hybrid@demo.at in with one company and only the job ability", async () => {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "business", "hybrid@demo.at");
    const user = await me(browser);
    expect(user.company?.distributionChannel).toBe("HYBRID");
    expect(user.relatedCompanies).toHaveLength(1);
    expect(user.abilities).toEqual(["job"]);
  });

  it.each(GROUPS)("signs the staff account of group %s in with its groups from the login", async (group) => {
    const browser = new HttpBrowser();
    const result = await signIn(browser, t.baseUrl, "internal", staffEmail(group), "demo1234", "/p/internal");
    const user = await me(browser);
    expect(user).toMatchObject({
      isAuthenticated: true,
      isInternalUser: true,
      isExternalUser: false,
      roles: ["internal"],
      groups: [group],
      groupsByLogin: [group],
      company: null,
    });
    expect(user.abilities.includes("internalPanel")).toBe(true);
    expect(user.abilities.includes("adsList")).toBe(group !== "login");
    expect(result.url).toBe(`${t.baseUrl}/p/internal`);
  });

  it("answers an anonymous /api/auth/me with the anonymous user", async () => {
    const user = await me(new HttpBrowser());
    expect(user.isAuthenticated).toBe(false);
    expect(user.roles).toEqual([]);
  });

  it("issues a new session id at every login", async () => {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "business", "kunde@demo.at");
    const first = browser.cookieHeader().match(/ap_sid=([^;]+)/)?.[1];
    await signIn(browser, t.baseUrl, "business", "kunde@demo.at");
    const second = browser.cookieHeader().match(/ap_sid=([^;]+)/)?.[1];
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // The earlier id ended on the server, not only in the cookie.
    const replay = await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie: `ap_sid=${first}` } });
    expect(((await replay.json()) as AuthUser).isAuthenticated).toBe(false);
    expect((await me(browser)).isAuthenticated).toBe(true);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const browser = new HttpBrowser();
    const start = await browser.follow(`${t.baseUrl}/api/auth/business/login?redirectUrl=%2F`);
    const html = await start.response.text();
    const posted = await browser.postForm(formAction(html, start.url), {
      email: "kunde@demo.at",
      password: "demo1234",
    });
    let response = posted;
    let url = start.url;
    while (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get("location")!, url).toString();
      response = await browser.request(url);
      const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith("ap_sid="));
      if (sessionCookie) {
        expect(sessionCookie).toMatch(/HttpOnly/i);
        expect(sessionCookie).toMatch(/SameSite=Lax/i);
        return;
      }
    }
    throw new Error("no session cookie was set");
  });
});

describe("refused sign-ins", () => {
  /** Walks a business login up to (not into) the portal callback, filling in the login page if shown. */
  async function startLogin(browser: HttpBrowser) {
    let url = `${t.baseUrl}/api/auth/business/login?redirectUrl=%2F`;
    while (!url.startsWith(`${t.baseUrl}/api/auth/business/callback`)) {
      let response = await browser.request(url);
      if (response.status === 200) {
        const html = await response.text();
        response = await browser.postForm(formAction(html, url), { email: "kunde@demo.at", password: "demo1234" });
      }
      url = new URL(response.headers.get("location")!, url).toString();
    }
    return new URL(url);
  }

  it("refuses a callback whose state was tampered with", async () => {
    const browser = new HttpBrowser();
    const callback = await startLogin(browser);
    callback.searchParams.set("state", "forged-state");
    const response = await browser.request(callback.toString());
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Die Anmeldung ist fehlgeschlagen.");
    expect((await me(browser)).isAuthenticated).toBe(false);
  });

  it("refuses a callback from another browser than the one that started the flow", async () => {
    const victim = new HttpBrowser();
    const callback = await startLogin(victim);
    const attacker = new HttpBrowser();
    const response = await attacker.request(callback.toString());
    expect(response.status).toBe(400);
    expect((await me(attacker)).isAuthenticated).toBe(false);
    // The victim's own flow is still intact.
    const own = await victim.follow(callback.toString());
    expect(own.response.status).toBe(200);
    expect((await me(victim)).isAuthenticated).toBe(true);
  });

  it("refuses a replayed authorization code", async () => {
    const browser = new HttpBrowser();
    const callback = await startLogin(browser);
    const first = await browser.request(callback.toString());
    expect(first.status).toBe(302);
    // Replay in the same browser: the transaction is used up.
    const replay = await browser.request(callback.toString());
    expect(replay.status).toBe(400);
    // Replay within a fresh transaction of the same browser (its state copied over): the code is spent.
    const second = await startLogin(browser);
    second.searchParams.set("code", callback.searchParams.get("code")!);
    const replayed = await browser.request(second.toString());
    expect(replayed.status).toBe(400);
  });

  it("returns an anonymous visitor to the start page when they cancel at the provider", async () => {
    const browser = new HttpBrowser();
    const start = await browser.follow(`${t.baseUrl}/api/auth/business/login?redirectUrl=%2Fp%2Fjobs`);
    const html = await start.response.text();
    const cancel = /href="([^"]*abort[^"]*)"/.exec(html)?.[1];
    expect(cancel).toBeTruthy();
    const result = await browser.follow(new URL(cancel!.replace(/&amp;/g, "&"), start.url).toString());
    expect(result.url).toBe(`${t.baseUrl}/`);
    expect((await me(browser)).isAuthenticated).toBe(false);
  });

  it("never redirects off-site after login, and says so on the page it lands on (SPEC §8)", async () => {
    const browser = new HttpBrowser();
    const result = await signIn(browser, t.baseUrl, "business", "kunde@demo.at", "demo1234", "//evil.example/x");
    expect(result.url).toBe(`${t.baseUrl}/p/dashboard`);
    const html = await result.response.text();
    expect(html).toContain(
      "Die angegebene Zieladresse liegt außerhalb des Arbeitgeberportals und wurde nicht geöffnet.",
    );
    // Shown once: the next page is quiet again.
    const next = await browser.request(`${t.baseUrl}/p/dashboard`);
    expect(await next.text()).not.toContain("außerhalb des Arbeitgeberportals");
  });

  it("a portal path as redirectUrl leaves no such message", async () => {
    const browser = new HttpBrowser();
    const result = await signIn(browser, t.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/jobs");
    expect(result.url).toBe(`${t.baseUrl}/p/jobs`);
    expect(await result.response.text()).not.toContain("außerhalb des Arbeitgeberportals");
  });
});

describe("logout", () => {
  it("ends the session on the server through POST /api/auth/oauth/logout and the provider", async () => {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "business", "kunde@demo.at");
    const stolenCookie = browser.cookieHeader();
    const response = await browser.request(`${t.baseUrl}/api/auth/oauth/logout`, {
      method: "POST",
      headers: { origin: t.baseUrl },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toContain(t.idpUrl);
    expect((await me(browser)).isAuthenticated).toBe(false);
    // The old cookie no longer works anywhere: the session is gone on the server.
    const replay = await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie: stolenCookie } });
    expect(((await replay.json()) as AuthUser).isAuthenticated).toBe(false);
  });

  it("refuses a cross-site logout post (CSRF)", async () => {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "business", "kunde@demo.at");
    const response = await browser.request(`${t.baseUrl}/api/auth/oauth/logout`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect((await me(browser)).isAuthenticated).toBe(true);
  });

  it("signs out through the provider and returns to redirectUrl", async () => {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "internal", "qa@intern.demo.at", "demo1234", "/p/internal");
    const start = await browser.follow(
      `${t.baseUrl}/api/auth/internal/logout?redirectUrl=%2Fprodukte%2Fstelleninserate`,
    );
    // The provider's logout page submits itself; do what its script does.
    const html = await start.response.text();
    const fields = Object.fromEntries(
      [...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const posted = await browser.postForm(formAction(html, start.url), { ...fields, logout: "yes" });
    const result = await browser.follow(new URL(posted.headers.get("location")!, start.url).toString());
    expect(result.url).toBe(`${t.baseUrl}/produkte/stelleninserate`);
    expect((await me(browser)).isAuthenticated).toBe(false);
  });

  it("signs out but refuses an external redirectUrl, with the message on the start page", async () => {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "internal", "qa@intern.demo.at", "demo1234", "/p/internal");
    const start = await browser.follow(
      `${t.baseUrl}/api/auth/internal/logout?redirectUrl=${encodeURIComponent("https://evil.example/")}`,
    );
    const html = await start.response.text();
    const fields = Object.fromEntries(
      [...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const posted = await browser.postForm(formAction(html, start.url), { ...fields, logout: "yes" });
    const result = await browser.follow(new URL(posted.headers.get("location")!, start.url).toString());
    expect(result.url).toBe(`${t.baseUrl}/`);
    expect(await result.response.text()).toContain("außerhalb des Arbeitgeberportals");
    expect((await me(browser)).isAuthenticated).toBe(false);
  });
});

describe("logout links from another site", () => {
  const logoutLink = (redirectUrl: string) =>
    `${t.baseUrl}/api/auth/internal/logout?redirectUrl=${encodeURIComponent(redirectUrl)}`;

  /** The confirmation page's form action, or null when the answer is not that page. */
  async function confirmationAction(response: Response): Promise<string | null> {
    if (response.status !== 200) return null;
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
    return action ? new URL(action.replace(/&amp;/g, "&"), t.baseUrl).toString() : null;
  }

  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }],
    ["a foreign Referer", { referer: "https://evil.example/page" }],
  ])("asks before signing out after %s, and signs out once confirmed", async (_label, headers) => {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "internal", "qa@intern.demo.at", "demo1234", "/p/internal");
    const response = await browser.request(logoutLink("/produkte/stelleninserate"), { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("form-action 'self'");
    const html = await response.clone().text();
    expect(html).toContain("<h1>Abmelden?</h1>");
    expect(html).toContain("Möchten Sie sich vom Arbeitgeberportal abmelden?");
    expect(html).toContain('<button type="submit">Abmelden</button>');
    expect(html).toContain('<a href="/">Abbrechen</a>');
    expect(html).not.toContain("<script");
    expect((await me(browser)).isAuthenticated).toBe(true);

    // The form posts from the portal's own origin: the CSRF check lets it through.
    const action = await confirmationAction(response);
    expect(action).toBe(logoutLink("/produkte/stelleninserate"));
    const confirmed = await browser.postForm(action!, {}, t.baseUrl);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toContain(t.idpUrl);
    expect((await me(browser)).isAuthenticated).toBe(false);
    // The provider's logout returns to the kept return path.
    const idpPage = await browser.follow(confirmed.headers.get("location")!);
    const idpHtml = await idpPage.response.text();
    const fields = Object.fromEntries(
      [...idpHtml.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const posted = await browser.postForm(formAction(idpHtml, idpPage.url), { ...fields, logout: "yes" });
    const result = await browser.follow(new URL(posted.headers.get("location")!, idpPage.url).toString());
    expect(result.url).toBe(`${t.baseUrl}/produkte/stelleninserate`);
  });

  it("keeps only a sanitised return path in the confirmation form", async () => {
    const response = await fetch(logoutLink("//evil.example/x"), { headers: { "sec-fetch-site": "cross-site" } });
    expect(await confirmationAction(response)).toBe(logoutLink("/"));
  });

  it("refuses the confirming post from another origin", async () => {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "business", "kunde@demo.at");
    const response = await browser.postForm(
      `${t.baseUrl}/api/auth/business/logout?redirectUrl=%2F`,
      {},
      "https://evil.example",
    );
    expect(response.status).toBe(403);
    expect((await me(browser)).isAuthenticated).toBe(true);
  });

  it("shows a visitor without a session the same page", async () => {
    const response = await fetch(logoutLink("/"), { headers: { "sec-fetch-site": "cross-site" } });
    expect(response.status).toBe(200);
    expect(await confirmationAction(response)).toBe(logoutLink("/"));
  });

  it("signs out at once on a same-origin or direct navigation", async () => {
    const navigations: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin", referer: `${t.baseUrl}/p/internal` },
      { "sec-fetch-site": "none" },
    ];
    for (const headers of navigations) {
      const browser = new HttpBrowser();
      await signIn(browser, t.baseUrl, "internal", "qa@intern.demo.at", "demo1234", "/p/internal");
      const response = await browser.request(logoutLink("/"), { headers });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toContain(t.idpUrl);
      expect((await me(browser)).isAuthenticated).toBe(false);
    }
  });
});

describe("bundled identity provider endpoints", () => {
  it("reports the business SSO session to the portal origin only", async () => {
    const browser = new HttpBrowser();
    const before = await browser.request(`${t.idpUrl}/int/session/auth`, { headers: { origin: t.baseUrl } });
    expect(await before.json()).toEqual({ data: { sso: false } });
    expect(before.headers.get("access-control-allow-origin")).toBe(t.baseUrl);
    expect(before.headers.get("access-control-allow-credentials")).toBe("true");
    await signIn(browser, t.baseUrl, "business", "kunde@demo.at");
    const after = await browser.request(`${t.idpUrl}/int/session/auth`, { headers: { origin: t.baseUrl } });
    expect(await after.json()).toEqual({ data: { sso: true } });
    const foreign = await browser.request(`${t.idpUrl}/int/session/auth`, {
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("sends /oauth/login to the portal's login with the return path", async () => {
    const response = await fetch(`${t.idpUrl}/oauth/login?redirectUrl=%2Fp%2Fjobs`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${t.baseUrl}/api/auth/business/login?redirectUrl=%2Fp%2Fjobs`);
  });
});
