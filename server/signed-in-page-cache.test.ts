import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { ANONYMOUS_USER, type AuthUser } from "@auth/user";
import { createSignedInPageCache, type SignedInPageCacheOptions } from "./signed-in-page-cache";
import type { LiveSession } from "./sign-in/sessions";

/**
 * The signed-in page cache in miniature (decision 049): a session and a profile per request as
 * the session middleware sets them, versions and the clock in the test's hand, and a page that
 * counts its renders.
 */

const HOUR_MS = 3_600_000;

interface Visitor {
  session: LiveSession;
  user: AuthUser;
}

function visitor(kind: "external" | "internal", userId: number, companyId: number | null): Visitor {
  const moment = new Date("2026-11-27T10:00:00Z");
  return {
    session: {
      idHash: `session-${userId}`,
      provider: kind === "external" ? "business" : "internal",
      userKind: kind,
      userId,
      companyId,
      groupsByLogin: [],
      groups: [],
      lastSeenAt: moment,
      expiresAt: moment,
    },
    user: { ...ANONYMOUS_USER, id: userId, firstName: `Person ${userId}`, isAuthenticated: true },
  };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

interface World {
  versions: Record<string, number>;
  now: number;
  flags: Record<string, boolean>;
  flash: boolean;
  renders: number;
  asked: string[];
  failVersions: boolean;
}

async function start(overrides: Partial<SignedInPageCacheOptions> = {}) {
  const world: World = {
    versions: {},
    now: Date.parse("2026-11-27T10:15:00Z"),
    flags: { maintenance: false },
    flash: false,
    renders: 0,
    asked: [],
    failVersions: false,
  };
  const cache = createSignedInPageCache({
    readVersions: async (scopes) => {
      if (world.failVersions) throw new Error("database unavailable");
      world.asked.push(scopes.company);
      return [scopes.company, scopes.user, scopes.global].map((scope) => world.versions[scope] ?? 0).join(".");
    },
    readTalentPoolVersion: async () => world.versions.pool ?? 0,
    maxBytes: 1024 * 1024,
    variant: (req) => req.get("x-variant") ?? "",
    featureFlags: async () => world.flags,
    personal: () => world.flash,
    scriptSources: ["'self'"],
    now: () => world.now,
    ...overrides,
  });
  const visitors = new Map<string, Visitor>();
  const app = express();
  let counter = 0;
  app.use((req, res, next) => {
    res.locals.cspNonce = `nonce${(counter += 1)}x`;
    res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${res.locals.cspNonce}' 'strict-dynamic'`);
    const who = visitors.get(req.get("x-who") ?? "");
    res.locals.session = who?.session ?? null;
    res.locals.user = who?.user ?? ANONYMOUS_USER;
    next();
  });
  app.use(cache.middleware, (req, res) => {
    world.renders += 1;
    const who = res.locals.user.isAuthenticated ? res.locals.user.firstName : "niemand";
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(`<script nonce="${res.locals.cspNonce}">${req.originalUrl} für ${who}, Stand ${world.renders}</script>`);
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (who: string, path = "/p/jobs", headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers: { "x-who": who, ...headers } });
    return {
      state: response.headers.get("x-page-cache"),
      body: await response.text(),
      policy: response.headers.get("content-security-policy"),
    };
  };
  return { world, visitors, get };
}

describe("the signed-in page cache", () => {
  it("answers a page again while nothing it shows has changed, without a nonce and with its script's hash", async () => {
    const { world, visitors, get } = await start();
    visitors.set("kunde", visitor("external", 1, 7));
    expect(await get("kunde")).toEqual({
      state: "miss",
      body: '<script nonce="nonce1x">/p/jobs für Person 1, Stand 1</script>',
      policy: "script-src 'self' 'nonce-nonce1x' 'strict-dynamic'",
    });
    const hash = crypto.createHash("sha256").update("/p/jobs für Person 1, Stand 1").digest("base64");
    expect(await get("kunde")).toEqual({
      state: "hit",
      body: "<script>/p/jobs für Person 1, Stand 1</script>",
      policy: `script-src 'self' 'sha256-${hash}'`,
    });
    expect(world.renders).toBe(1);
    expect(world.asked).toEqual(["company:7", "company:7"]);
  });

  it("renders anew once the company's, the person's or the global version moved", async () => {
    const { world, visitors, get } = await start();
    visitors.set("kunde", visitor("external", 1, 7));
    await get("kunde");
    for (const scope of ["company:7", "user:external:1", "global"]) {
      world.versions[scope] = (world.versions[scope] ?? 0) + 1;
      expect((await get("kunde")).state, scope).toBe("miss");
      expect((await get("kunde")).state, scope).toBe("hit");
    }
    // Another company's change does not concern this page.
    world.versions["company:8"] = 5;
    expect((await get("kunde")).state).toBe("hit");
    expect(world.renders).toBe(4);
  });

  it("keeps a page per person, company, query and variant", async () => {
    const { world, visitors, get } = await start();
    visitors.set("kunde", visitor("external", 1, 7));
    visitors.set("kollegin", visitor("external", 2, 7));
    visitors.set("gewechselt", visitor("external", 1, 9));
    await get("kunde");
    const colleague = await get("kollegin");
    expect(colleague.state).toBe("miss");
    expect(colleague.body).toContain("für Person 2");
    expect((await get("gewechselt")).state).toBe("miss");
    expect((await get("kunde", "/p/jobs?status=active")).state).toBe("miss");
    expect((await get("kunde", "/p/jobs", { "x-variant": "wide" })).state).toBe("miss");
    expect((await get("kunde")).state).toBe("hit");
    expect(world.renders).toBe(5);
  });

  it("renders anew when the profile or the feature flags this process holds changed", async () => {
    const { world, visitors, get } = await start();
    const kunde = visitor("external", 1, 7);
    visitors.set("kunde", kunde);
    await get("kunde");
    visitors.set("kunde", { ...kunde, user: { ...kunde.user, lastName: "Neu" } });
    expect((await get("kunde")).state).toBe("miss");
    world.flags = { maintenance: true };
    expect((await get("kunde")).state).toBe("miss");
    expect((await get("kunde")).state).toBe("hit");
  });

  it("renders anew on the next hour, so relative times and the month stay true", async () => {
    const { world, visitors, get } = await start();
    visitors.set("kunde", visitor("external", 1, 7));
    await get("kunde");
    world.now += 40 * 60_000;
    expect((await get("kunde")).state).toBe("hit");
    world.now += 10 * 60_000;
    expect((await get("kunde")).state).toBe("miss");
    // 11:05, then 11:59: the same hour.
    world.now += 54 * 60_000;
    expect((await get("kunde")).state).toBe("hit");
    world.now += HOUR_MS;
    expect((await get("kunde")).state).toBe("miss");
  });

  it("keeps the staff's company page by the company in its address", async () => {
    const { world, visitors, get } = await start();
    visitors.set("sales", visitor("internal", 3, null));
    expect((await get("sales", "/p/internal/companies/7/jobs")).state).toBe("miss");
    expect((await get("sales", "/p/internal/companies/7/jobs")).state).toBe("hit");
    world.versions["company:7"] = 1;
    expect((await get("sales", "/p/internal/companies/7/jobs")).state).toBe("miss");
    expect(world.asked).toContain("company:7");
  });

  it("leaves alone other pages, anonymous visitors, the wrong kind of person, flash messages and a database away", async () => {
    const { world, visitors, get } = await start();
    visitors.set("kunde", visitor("external", 1, 7));
    visitors.set("sales", visitor("internal", 3, null));
    expect((await get("kunde", "/p/dashboard")).state).toBeNull();
    expect((await get("niemand")).state).toBeNull();
    expect((await get("sales")).state).toBeNull();
    expect((await get("kunde", "/p/internal/companies/7/jobs")).state).toBeNull();
    world.flash = true;
    expect((await get("kunde")).state).toBeNull();
    world.flash = false;
    world.failVersions = true;
    expect((await get("kunde")).state).toBeNull();
    expect(world.renders).toBe(6);
  });

  it("keeps the talent search by the pool's newest change and the release cookie", async () => {
    const { world, visitors, get } = await start();
    visitors.set("kunde", visitor("external", 1, 7));
    const search = "/p/active-sourcing/search?q=Buchhalter&ort=Linz";
    expect((await get("kunde", search)).state).toBe("miss");
    expect((await get("kunde", search)).state).toBe("hit");
    // A person joined, changed or withdrew consent.
    world.versions.pool = 1;
    expect((await get("kunde", search)).state).toBe("miss");
    expect((await get("kunde", search)).state).toBe("hit");
    // The notice of a new release is shown until the browser has seen it.
    expect((await get("kunde", search, { cookie: "ap_talent_release=2026-11-20" })).state).toBe("miss");
    expect((await get("kunde", search, { cookie: "ap_talent_release=2026-11-20; other=1" })).state).toBe("hit");
    // The job-ad list does not depend on the pool.
    await get("kunde");
    world.versions.pool = 2;
    expect((await get("kunde")).state).toBe("hit");
  });

  it("keeps nothing when switched off", async () => {
    const { world, visitors, get } = await start({ maxBytes: 0 });
    visitors.set("kunde", visitor("external", 1, 7));
    expect((await get("kunde")).state).toBeNull();
    expect((await get("kunde")).state).toBeNull();
    expect(world.renders).toBe(2);
  });
});
