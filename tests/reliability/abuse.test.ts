import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { API_ENDPOINTS, PAGE_ROUTES, segmentsOf } from "../support/route-table";

/**
 * The abuse probes of issue 13, kept in the project: access across companies and roles, CSRF,
 * open redirects and security headers, generated from the route table and the API routers so
 * that a new page or endpoint is probed without touching this file. Each category counts what it
 * tried and what the portal handled as it must; the figures go to docs/reliability.md
 * (`npm run test:reliability`). Bounded: a few thousand requests, three at a time, localhost.
 */

const CUSTOMER = "kunde@demo.at";
const OTHER_CUSTOMER = "hybrid@demo.at";
const STAFF = "admin@intern.demo.at";
const ANONYMOUS = "anonymous";

let t: TestPortal;
const browsers = new Map<string, HttpBrowser>();
/** Each company's own ads, read through the API as the company sees them. */
const adsOf = new Map<string, number[]>();

interface Tally {
  tried: number;
  handled: number;
  failures: string[];
}
const tallies = new Map<string, Tally>();

function record(category: string, handled: boolean, description: string): void {
  const tally = tallies.get(category) ?? { tried: 0, handled: 0, failures: [] };
  tally.tried += 1;
  if (handled) tally.handled += 1;
  else tally.failures.push(description);
  tallies.set(category, tally);
}

interface Probe {
  who: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

async function send(probe: Probe): Promise<Response> {
  return browsers.get(probe.who)!.request(`${t.baseUrl}${probe.path}`, {
    method: probe.method,
    headers: { "user-agent": BROWSER_USER_AGENT, ...probe.headers },
    ...(probe.body !== undefined ? { body: probe.body } : {}),
  });
}

/** Sends the probes three at a time; `judge` says whether each answer is the right one. */
async function run(
  category: string,
  probes: readonly Probe[],
  judge: (response: Response, probe: Probe) => boolean | Promise<boolean>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      const response = await send(probe);
      const ok = await judge(response, probe);
      await response.body?.cancel().catch(() => undefined);
      record(category, ok, `${probe.who} ${probe.method} ${probe.path} → ${response.status}`);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
}

const jsonHeaders = () => ({ origin: t.baseUrl, "content-type": "application/json" });
const formHeaders = () => ({ origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" });

/** What a company sees of its ads through the API: a change by a probe would show here. */
async function snapshotOf(who: string): Promise<string> {
  const answers = await Promise.all(
    adsOf.get(who)!.map(async (id) => {
      const response = await send({ who, method: "GET", path: `/api/manage-job-ads/external/job-ads/${id}` });
      return response.text();
    }),
  );
  return answers.join("\n");
}

beforeAll(async () => {
  t = await startTestPortal(
    { JOBS_ENABLED: "false", ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}) },
    { fromTemplate: false },
  );
  browsers.set(ANONYMOUS, new HttpBrowser());
  for (const email of [CUSTOMER, OTHER_CUSTOMER]) {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "business", email);
    browsers.set(email, browser);
    const list = await send({ who: email, method: "GET", path: "/api/manage-job-ads/external/job-ads?pageSize=100" });
    adsOf.set(
      email,
      ((await list.json()) as { data: Array<{ id: number }> }).data.map((ad) => ad.id),
    );
  }
  const staff = new HttpBrowser();
  await signIn(staff, t.baseUrl, "internal", STAFF, "demo1234", "/p/internal");
  browsers.set(STAFF, staff);
}, 300_000);

afterAll(async () => {
  await t?.stop();
  const figures = Object.fromEntries(
    [...tallies].map(([category, tally]) => [
      category,
      { tried: tally.tried, handled: tally.handled, failed: tally.failures.length },
    ]),
  );
  // The figures docs/reliability.md quotes.
  console.log(`abuse probe figures: ${JSON.stringify(figures)}`);
});

function expectAllHandled(category: string): void {
  const tally = tallies.get(category)!;
  expect(tally.tried).toBeGreaterThan(0);
  expect(tally.failures).toEqual([]);
}

const adEndpoints = API_ENDPOINTS.filter((endpoint) => /\/:id\b/.test(endpoint.path));
const pathFor = (pattern: string, id: number) =>
  pattern
    .replace(":id", String(id))
    .replace(":companyId", "1")
    .replace(":step", "data")
    .replace(":action", pattern.includes("/shared/") ? "push" : "publish");

describe("access across companies and roles", () => {
  it("answers another company's ads exactly as ads that do not exist, through the API and the pages", async () => {
    const before = await snapshotOf(OTHER_CUSTOMER);
    const foreign = adsOf.get(OTHER_CUSTOMER)!;
    expect(foreign.length).toBeGreaterThan(0);
    const companyEndpoints = adEndpoints.filter((e) => !e.path.includes("/internal/"));
    const adPages = PAGE_ROUTES.filter((route) => route.pattern.startsWith("/p/jobs/:id"));
    const probesFor = (id: number): Probe[] => [
      ...companyEndpoints.map((endpoint) => ({
        who: CUSTOMER,
        method: endpoint.method,
        path: pathFor(endpoint.path, id),
        headers: endpoint.path.endsWith("/draft") ? formHeaders() : jsonHeaders(),
        body: endpoint.method === "GET" ? undefined : endpoint.path.endsWith("/draft") ? "title=x" : "{}",
      })),
      ...adPages.flatMap((route) => [
        { who: CUSTOMER, method: "GET", path: pathFor(route.pattern, id) },
        { who: CUSTOMER, method: "GET", path: `${pathFor(route.pattern, id)}.data` },
        ...(route.hasAction
          ? [
              {
                who: CUSTOMER,
                method: "POST",
                path: pathFor(route.pattern, id),
                headers: formHeaders(),
                body: "intent=delete&title=Übernommen",
              },
            ]
          : []),
      ]),
    ];
    // What the portal answers for an ad that does not exist: a foreign one must look the same.
    const missing = 2_000_000_000;
    const reference = new Map<string, string>();
    for (const probe of probesFor(missing)) {
      const response = await send(probe);
      await response.body?.cancel().catch(() => undefined);
      const key = `${probe.method} ${probe.path.replace(String(missing), ":id")}`;
      reference.set(key, `${response.status} ${response.headers.get("location") ?? ""}`);
    }
    const probes = foreign.flatMap(probesFor);
    await run("access across companies", probes, (response, probe) => {
      const key = `${probe.method} ${probe.path.replace(/\/\d+(?=\/|\.|$)/, "/:id")}`;
      const answer = `${response.status} ${response.headers.get("location") ?? ""}`;
      // 202 is React Router's data request told to redirect; never the ad itself (200).
      return ![200, 201].includes(response.status) && response.status < 500 && answer === reference.get(key);
    });
    expect(await snapshotOf(OTHER_CUSTOMER)).toBe(before);
    expectAllHandled("access across companies");
  });

  it("keeps the staff API from company users, the company API from staff, and both from visitors", async () => {
    const id = adsOf.get(CUSTOMER)![0]!;
    const probes: Probe[] = API_ENDPOINTS.flatMap((endpoint) => {
      const path = pathFor(endpoint.path, id);
      const body = endpoint.method === "GET" ? undefined : "{}";
      const base = { method: endpoint.method, path, headers: jsonHeaders(), body };
      return [
        ...(endpoint.path.includes("/internal/") ? [{ ...base, who: CUSTOMER }] : []),
        ...(endpoint.path.includes("/external/") ? [{ ...base, who: STAFF }] : []),
        { ...base, who: ANONYMOUS },
      ];
    });
    await run("access by role", probes, (response, probe) =>
      probe.who === ANONYMOUS ? response.status === 401 : response.status === 403,
    );
    expectAllHandled("access by role");
  });
});

/** Ways a write can arrive from another site; every one must be refused. */
const FOREIGN_ORIGINS = (base: string): ReadonlyArray<Record<string, string>> => {
  const url = new URL(base);
  return [
    {},
    { origin: "https://evil.example" },
    { origin: "null" },
    { origin: `http://${url.hostname}:1` },
    { origin: `https://${url.host}` },
    { origin: `${base}.evil.example` },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
    { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
  ];
};

/**
 * Pages whose writes a secret token in the address authorises, not a cookie: other sites post
 * there on purpose (a mail program's one-click unsubscribe), so they are probed for the token.
 */
const TOKEN_WRITES = ["/job-alerts/abmelden/ein-klick"];

describe("cross-site writes (CSRF)", () => {
  it("refuses every write from another site, on every endpoint and page form, and changes nothing", async () => {
    const before = await snapshotOf(CUSTOMER);
    const id = adsOf.get(CUSTOMER)![0]!;
    const writes: Array<Omit<Probe, "headers"> & { contentType: string }> = [
      ...API_ENDPOINTS.filter((endpoint) => endpoint.method !== "GET").map((endpoint) => ({
        who: endpoint.path.includes("/internal/") ? STAFF : CUSTOMER,
        method: endpoint.method,
        path: pathFor(endpoint.path, id),
        contentType: "text/plain",
        body: "{}",
      })),
      ...PAGE_ROUTES.filter((route) => route.hasAction && !TOKEN_WRITES.includes(route.pattern)).map((route) => ({
        who: route.pattern.startsWith("/p/internal") ? STAFF : CUSTOMER,
        method: "POST",
        path: pathFor(route.pattern, id).replace(":companyId", "1").replace("*", "x"),
        contentType: "application/x-www-form-urlencoded",
        body: "intent=delete",
      })),
    ];
    const probes: Probe[] = writes.flatMap((write) =>
      FOREIGN_ORIGINS(t.baseUrl).map((headers) => ({
        who: write.who,
        method: write.method,
        path: write.path,
        body: write.body,
        headers: { "content-type": write.contentType, ...headers },
      })),
    );
    await run("cross-site writes", probes, (response) => response.status === 403);
    expect(await snapshotOf(CUSTOMER)).toBe(before);
    expectAllHandled("cross-site writes");
  });

  it("lets a write authorised by a token in its address come from anywhere, and only with the token", async () => {
    const probes: Probe[] = TOKEN_WRITES.flatMap((path) =>
      ["", "?token=", "?token=gibt-es-nicht-0123456789", "?token=%27%3B--"].flatMap((query) =>
        FOREIGN_ORIGINS(t.baseUrl).map((headers) => ({
          who: ANONYMOUS,
          method: "POST",
          path: `${path}${query}`,
          body: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        })),
      ),
    );
    await run("token writes", probes, (response) => response.status === 404);
    expectAllHandled("token writes");
  });
});

/** Return addresses that try to leave the portal after sign-in or sign-out. */
const REDIRECTS = [
  "//evil.example",
  "https://evil.example",
  "http:evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/%2F/evil.example",
  "%2F%2Fevil.example",
  "/%252F%252Fevil.example",
  "/.//evil.example",
  "/p/../..//evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " //evil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/%0d%0aSet-Cookie:x=1",
  "https:/\\evil.example",
  "//evil.example@127.0.0.1",
  "/@evil.example",
  "//%65vil.example",
];

describe("open redirects", () => {
  it("never sends a browser off the portal, whatever the return address", async () => {
    const allowed = new Set([new URL(t.baseUrl).origin, new URL(t.idpUrl).origin]);
    // Signed-in probes sign in again, three at a time: a hop still carrying the session a parallel
    // sign-in just replaced gets that cookie cleared. Browsers of their own keep the sessions the
    // other tests use out of that race.
    const customer = new HttpBrowser();
    await signIn(customer, t.baseUrl, "business", CUSTOMER);
    browsers.set(`${CUSTOMER} (Rücksprung)`, customer);
    const staff = new HttpBrowser();
    await signIn(staff, t.baseUrl, "internal", STAFF, "demo1234", "/p/internal");
    browsers.set(`${STAFF} (Rücksprung)`, staff);
    const entries = [
      { who: `${CUSTOMER} (Rücksprung)`, path: "/api/auth/business/login?redirectUrl=" },
      { who: `${STAFF} (Rücksprung)`, path: "/api/auth/internal/login?redirectUrl=" },
      { who: ANONYMOUS, path: "/api/auth/business/login?redirectUrl=" },
      { who: ANONYMOUS, path: "/p/internal/login?redirectUrl=" },
    ];
    const probes: Probe[] = entries.flatMap((entry) =>
      REDIRECTS.flatMap((target) => [encodeURIComponent(target), target.replace(/[\s#&]/g, encodeURIComponent)]).map(
        (target) => ({ who: entry.who, method: "GET", path: `${entry.path}${target}` }),
      ),
    );
    await run("open redirects", probes, async (response, probe) => {
      // Follow the portal's own redirects as a browser would, and check every hop.
      let current = response;
      let url = `${t.baseUrl}${probe.path}`;
      for (let hop = 0; hop < 10 && current.status >= 300 && current.status < 400; hop++) {
        const location = current.headers.get("location");
        if (!location) return false;
        const next = new URL(location, url);
        if (!allowed.has(next.origin)) return false;
        await current.body?.cancel().catch(() => undefined);
        url = next.toString();
        current = await browsers.get(probe.who)!.request(url, { headers: { "user-agent": BROWSER_USER_AGENT } });
      }
      await current.body?.cancel().catch(() => undefined);
      return current.status < 500;
    });
    expectAllHandled("open redirects");
  });
});

describe("security headers", () => {
  it("sends the protective headers on every page and API answer", async () => {
    const pages = PAGE_ROUTES.filter((route) => segmentsOf(route.pattern).length === 0).map((route) => route.pattern);
    const probes: Probe[] = [
      ...pages.flatMap((path) => [
        { who: path.startsWith("/p/internal") ? STAFF : CUSTOMER, method: "GET", path },
        { who: ANONYMOUS, method: "GET", path },
      ]),
      ...API_ENDPOINTS.filter((endpoint) => endpoint.method === "GET").map((endpoint) => ({
        who: endpoint.path.includes("/internal/") ? STAFF : CUSTOMER,
        method: "GET",
        path: pathFor(endpoint.path, adsOf.get(CUSTOMER)![0]!),
      })),
    ];
    await run("security headers", probes, (response, probe) => {
      const h = response.headers;
      const common =
        h.get("x-content-type-options") === "nosniff" &&
        (h.get("content-security-policy") ?? "").includes("frame-ancestors 'none'") &&
        h.get("referrer-policy") === "strict-origin-when-cross-origin" &&
        (h.get("permissions-policy") ?? "").includes("camera=()") &&
        !h.has("x-powered-by");
      const signedIn = probe.who !== ANONYMOUS;
      // A resource that sets its own `private, no-store` gets the server's again for a signed-in
      // request (the adapter appends): the same two directives, as a set.
      const directives = new Set((h.get("cache-control") ?? "").split(",").map((part) => part.trim()));
      const privateNoStore = directives.size === 2 && directives.has("private") && directives.has("no-store");
      return common && (!signedIn || privateNoStore);
    });
    expectAllHandled("security headers");
  });
});
