import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { FORM_BODY_MESSAGES } from "~/lib/form-body.server";
import { INVALID_TEXT_MESSAGE } from "~/lib/text-input";
import { startTestPortal, type TestPortal } from "../support/portal";
import { API_ENDPOINTS, PAGE_ROUTES, segmentsOf } from "../support/route-table";

/**
 * Bad input never answers 500 (issue 11, docs/decisions/016-bad-input.md). The cases are
 * generated from the route table (app/routes.ts) and the API routers, so a new page or
 * endpoint is covered without touching this file: every dynamic segment gets ids that name no
 * row, every page gets submissions without a readable form, every API endpoint gets bad ids in
 * its path, query and JSON body. Only the statuses expected per kind of route are kept by hand.
 */

const BAD_IDS = ["0", "-1", "abc", "9999999999", "1".repeat(30)] as const;
/** Query parameters and form or JSON fields that carry ids somewhere in the portal. */
const ID_FIELDS = ["id", "jobAdId", "ad", "companyId", "productId", "messageId"] as const;
/** Intents the page forms post, so that an action reaches the id it reads. */
const FORM_INTENTS = ["", "delete", "lock", "claim"] as const;

let t: TestPortal;
const ANONYMOUS = "anonymous";
const COMPANY_USER = "kunde@demo.at";
const STAFF = "admin@intern.demo.at";
const browsers = new Map<string, HttpBrowser>();

beforeAll(async () => {
  t = await startTestPortal({
    JOBS_ENABLED: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  browsers.set(ANONYMOUS, new HttpBrowser());
  const customer = new HttpBrowser();
  await signIn(customer, t.baseUrl, "business", COMPANY_USER);
  browsers.set(COMPANY_USER, customer);
  const staff = new HttpBrowser();
  await signIn(staff, t.baseUrl, "internal", STAFF, "demo1234", "/p/internal");
  browsers.set(STAFF, staff);
  // Start and sign-ins share the machine with other suites: more room than the default hook timeout.
}, 300_000);
/** Every generated request and how many of them the portal answered with a 5xx. */
const sent = { requests: 0, serverErrors: 0 };

afterAll(async () => {
  await t?.stop();
  // The figures docs/reliability.md quotes.
  console.log(`bad-input probe figures: ${JSON.stringify(sent)}`);
});

// ---------------------------------------------------------------------------------------------
// The cases, generated

/** A value for a segment: the bad id in it, or a harmless valid one. */
function segmentValue(segment: string, bad: string | null): string {
  if (segment === ":file") return bad === null ? "1.pdf" : `${bad}.pdf`;
  return bad ?? "1";
}

/** The route's paths with one dynamic segment set to each bad id (the others valid). */
function badPaths(pattern: string): string[] {
  const dynamic = segmentsOf(pattern);
  return dynamic.flatMap((target) =>
    BAD_IDS.flatMap((bad) => {
      const values = (b: string) =>
        pattern
          .split("/")
          .map((segment) =>
            segment === target
              ? segmentValue(segment, b)
              : /^[:*]/.test(segment)
                ? segmentValue(segment, null)
                : segment,
          )
          .join("/");
      // `file` also gets the bare value, without `.pdf`.
      return target === ":file" ? [values(bad), values(bad).replace(/\.pdf$/, "")] : [values(bad)];
    }),
  );
}

const validPath = (pattern: string) =>
  pattern
    .split("/")
    .map((segment) => (/^[:*]/.test(segment) ? segmentValue(segment, null) : segment))
    .join("/") || "/";

/** Who uses a page: staff the internal area, company users the rest; anonymous visitors try all. */
const pageUser = (pattern: string) => (pattern.startsWith("/p/internal") ? STAFF : COMPANY_USER);

/** Actions each router knows, so that a handler reaches the id it reads (the first also in valid paths). */
const API_ACTION_SAMPLES: ReadonlyArray<readonly [prefix: string, actions: readonly string[]]> = [
  ["/api/manage-job-ads/external/", ["publish", "delete"]],
  ["/api/manage-job-ads/shared/", ["push", "activate-scheduled"]],
  ["/api/manage-job-ads/internal/job-ads/", ["lock", "delete", "free-prolongation"]],
  ["/api/manage-job-ads/internal/qa/", ["claim", "report"]],
];

/** Sample values of the segments that are no ids. */
function segmentSamples(pattern: string, segment: string): readonly string[] {
  if (segment === ":step") return ["data", "product"];
  if (segment === ":action") return API_ACTION_SAMPLES.find(([prefix]) => pattern.startsWith(prefix))?.[1] ?? ["x"];
  return ["x"];
}

function apiPaths(pattern: string): string[] {
  let paths = [""];
  for (const segment of pattern.split("/").filter(Boolean)) {
    const values = /^:(id|\w+Id)$/.test(segment)
      ? [...BAD_IDS]
      : segment.startsWith(":")
        ? [...segmentSamples(pattern, segment)]
        : [segment];
    paths = paths.flatMap((prefix) => values.map((value) => `${prefix}/${value}`));
  }
  return paths;
}

/** The API's own users: external/* company users, internal/* staff, shared/* both. */
function apiUsers(pattern: string): string[] {
  if (pattern.includes("/external/")) return [COMPANY_USER];
  if (pattern.includes("/internal/")) return [STAFF];
  return [COMPANY_USER, STAFF];
}

/**
 * Text that is no text (issue 13 §3): a NUL, a lone byte that is no UTF-8, an overlong "/"
 * (a classic path-traversal spelling), a cut multi-byte sequence; percent-encoded as they travel
 * in URLs and urlencoded forms.
 */
const BAD_TEXT = ["a%00b", "%FF", "%C0%AE%C0%AE", "Gr%C3"] as const;
/** Fields that carry text somewhere in the portal: titles, names, notes, searches. */
const TEXT_FIELDS = ["q", "search", "title", "name", "companyName", "note", "comment", "reason", "email"] as const;
const textQuery = (bad: string) => TEXT_FIELDS.map((field) => `${field}=${bad}`).join("&");

const idQuery = (bad: string) => ID_FIELDS.map((field) => `${field}=${encodeURIComponent(bad)}`).join("&");

// ---------------------------------------------------------------------------------------------
// Requests

interface Case {
  who: string;
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

interface Outcome extends Case {
  status: number;
  location: string | null;
}

async function send(c: Case): Promise<Outcome> {
  const headers: Record<string, string> = { origin: t.baseUrl };
  if (c.contentType) headers["content-type"] = c.contentType;
  const response = await browsers.get(c.who)!.request(`${t.baseUrl}${c.path}`, {
    method: c.method,
    headers,
    ...(c.body !== undefined ? { body: c.body } : {}),
  });
  await response.body?.cancel();
  return { ...c, status: response.status, location: response.headers.get("location") };
}

/** Runs the cases a few at a time (the machine is shared) and returns every answer. */
async function sendAll(cases: readonly Case[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const outcome = await send(cases[next++]!);
      sent.requests += 1;
      if (outcome.status >= 500) sent.serverErrors += 1;
      outcomes.push(outcome);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return outcomes;
}

const describeOutcome = (o: Outcome) =>
  `${o.who} ${o.method} ${o.path}${o.contentType ? ` (${o.contentType})` : ""} → ${o.status}${o.location ? ` ${o.location}` : ""}`;

/** The answers outside `allowed`, as readable lines (an empty list passes). */
function unexpected(outcomes: readonly Outcome[], allowed: (o: Outcome) => boolean): string[] {
  return outcomes.filter((o) => !allowed(o)).map(describeOutcome);
}

/** Redirects the spec documents for someone who may not see the page. */
const documentedRedirect = (o: Outcome) =>
  (o.status === 302 || o.status === 303) &&
  /^\/(api\/auth\/(business|internal)\/login|api\/auth\/internal\/logout|p\/internal\/login|p\/jobs(\/\d+\/[a-z]+)?$|wartung$)/.test(
    o.location ?? "",
  );

const formWithIds = (bad: string, intent: string) =>
  new URLSearchParams([["intent", intent], ...ID_FIELDS.map((field) => [field, bad]), ["quantity", "1"]]).toString();

// ---------------------------------------------------------------------------------------------

describe("ids in page paths", () => {
  const dynamicRoutes = PAGE_ROUTES.filter((route) => segmentsOf(route.pattern).length > 0);

  it("covers every dynamic route of app/routes.ts", () => {
    expect(dynamicRoutes.map((route) => route.pattern)).toEqual(
      expect.arrayContaining(["/p/jobs/:id/data", "/p/internal/companies/:companyId/jobs/:id", "/*"]),
    );
  });

  it.each(dynamicRoutes.map((route) => [route.pattern, route] as const))("%s", async (_pattern, route) => {
    const user = pageUser(route.pattern);
    const paths = badPaths(route.pattern);
    const cases: Case[] = paths.flatMap((p) => [
      { who: user, method: "GET", path: p },
      { who: ANONYMOUS, method: "GET", path: p },
      // The client's data requests of React Router go through the same loaders.
      { who: user, method: "GET", path: `${p}.data` },
      {
        who: user,
        method: "POST",
        path: p,
        body: formWithIds("1", ""),
        contentType: "application/x-www-form-urlencoded",
      },
    ]);
    const outcomes = await sendAll(cases);
    // The right user learns that the page does not exist; a visitor is sent to sign in first.
    expect(
      unexpected(outcomes, (o) =>
        o.method === "GET"
          ? o.who === ANONYMOUS
            ? o.status === 404 || documentedRedirect(o)
            : o.status === 404
          : [400, 404, 405].includes(o.status),
      ),
    ).toEqual([]);
  });
});

describe("ids in queries and form bodies of pages", () => {
  it.each(PAGE_ROUTES.map((route) => [route.pattern, route] as const))("%s", async (_pattern, route) => {
    const user = pageUser(route.pattern);
    const page = validPath(route.pattern);
    const cases: Case[] = BAD_IDS.flatMap((bad) => [
      { who: user, method: "GET", path: `${page}?${idQuery(bad)}` },
      ...(route.hasAction
        ? FORM_INTENTS.map((intent) => ({
            who: user,
            method: "POST",
            path: page,
            body: formWithIds(bad, intent),
            contentType: "application/x-www-form-urlencoded",
          }))
        : []),
    ]);
    const outcomes = await sendAll(cases);
    expect(unexpected(outcomes, (o) => o.status < 500)).toEqual([]);
  });
});

describe("submissions without a readable form", () => {
  const truncated = [
    "--x",
    'Content-Disposition: form-data; name="intent"',
    "",
    "delete",
    "--x",
    'Content-Disposition: form-data; name="id"',
    "",
    "1",
  ].join("\r\n");
  const bodies: ReadonlyArray<{ name: string; body?: string; contentType?: string; status: number }> = [
    { name: "no body", status: 400 },
    { name: "text", body: "intent=delete", contentType: "text/plain", status: 415 },
    { name: "JSON", body: JSON.stringify({ intent: "delete", id: 1 }), contentType: "application/json", status: 415 },
    { name: "truncated multipart", body: truncated, contentType: "multipart/form-data; boundary=x", status: 400 },
    { name: "multipart without boundary", body: "intent=delete", contentType: "multipart/form-data", status: 400 },
  ];

  it.each(PAGE_ROUTES.map((route) => [route.pattern, route] as const))("%s", async (_pattern, route) => {
    const page = validPath(route.pattern);
    const cases: Case[] = [pageUser(route.pattern), ANONYMOUS].flatMap((who) =>
      bodies.map(({ body, contentType }) => ({
        who,
        method: "POST",
        path: page,
        ...(body !== undefined ? { body } : {}),
        ...(contentType ? { contentType } : {}),
      })),
    );
    const outcomes = await sendAll(cases);
    // The guards answer first (a missing ad, sign-in); then the body's own status.
    const expected = (o: Outcome) =>
      bodies.find((b) => b.contentType === o.contentType && (b.body === undefined) === (o.body === undefined))!.status;
    expect(unexpected(outcomes, (o) => o.status === expected(o) || o.status === 404 || documentedRedirect(o))).toEqual(
      [],
    );
  });

  it("answers the German error page, not a bare text", async () => {
    const outcome = await browsers.get(COMPANY_USER)!.request(`${t.baseUrl}/p/dashboard`, {
      method: "POST",
      // Bots get no error page (SPEC §2): this is a browser.
      headers: { origin: t.baseUrl, "user-agent": BROWSER_USER_AGENT },
    });
    expect(outcome.status).toBe(400);
    expect(outcome.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await outcome.text();
    expect(html).toContain("Ein Fehler ist aufgetreten");
    expect(html).toContain('lang="de"');
    // The body check runs before the root loader, and the page still knows who is signed in.
    expect(html).toContain(FORM_BODY_MESSAGES.missing);
    expect(html).toContain("Zurück zum Dashboard");
  });

  it("refuses an oversized form with 413 before any action reads it", async () => {
    const big = `intent=delete&id=1&note=${"a".repeat(1_100_000)}`;
    for (const page of ["/p/dashboard", "/p/jobs", "/p/jobs/1/content"]) {
      const response = await browsers.get(COMPANY_USER)!.request(`${t.baseUrl}${page}`, {
        method: "POST",
        headers: { origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
        body: big,
      });
      await response.body?.cancel();
      expect(response.status, page).toBe(413);
    }
  });

  it("reads a form with invalid percent-encoding or UTF-8 as an ordinary bad form", async () => {
    for (const body of ["intent=%FF%FE&id=%E0%A4%A", "id=%zz", "intent=delete&id=\uFFFD"]) {
      const response = await browsers.get(COMPANY_USER)!.request(`${t.baseUrl}/p/jobs`, {
        method: "POST",
        headers: { origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      await response.body?.cancel();
      expect(response.status, body).toBe(400);
    }
  });
});

describe("text that is no text: NUL and invalid UTF-8 (issue 13 §3)", () => {
  it.each(PAGE_ROUTES.map((route) => [route.pattern, route] as const))("%s", async (_pattern, route) => {
    const user = pageUser(route.pattern);
    const page = validPath(route.pattern);
    const dynamic = segmentsOf(route.pattern);
    const cases: Case[] = BAD_TEXT.flatMap((bad) => [
      { who: user, method: "GET", path: `${page}?${textQuery(bad)}` },
      { who: ANONYMOUS, method: "GET", path: `${page}?${textQuery(bad)}` },
      // The same text in a path segment.
      ...dynamic.map((segment) => ({
        who: user,
        method: "GET",
        path: route.pattern
          .split("/")
          .map((part) => (part === segment ? bad : /^[:*]/.test(part) ? segmentValue(part, null) : part))
          .join("/"),
      })),
      ...(route.hasAction
        ? FORM_INTENTS.map((intent) => ({
            who: user,
            method: "POST",
            path: page,
            body: `intent=${intent}&${textQuery(bad)}`,
            contentType: "application/x-www-form-urlencoded",
          }))
        : []),
    ]);
    const outcomes = await sendAll(cases);
    // URLs are checked before anything else; a form after the page's guards (a missing ad: 404).
    expect(
      unexpected(outcomes, (o) => (o.method === "GET" ? o.status === 400 : o.status === 400 || o.status === 404)),
    ).toEqual([]);
  });

  it.each(API_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))("%s", async (_name, endpoint) => {
    const valid = endpoint.path
      .replace(/:(id|\w+Id)\b/g, "1")
      .replace(/:(\w+)/g, (segment) => segmentSamples(endpoint.path, segment)[0]!);
    const cases: Case[] = apiUsers(endpoint.path).flatMap((who) => [
      ...BAD_TEXT.map((bad) => ({ who, method: endpoint.method, path: `${valid}?${textQuery(bad)}` })),
      ...(endpoint.method === "GET"
        ? []
        : [
            {
              who,
              method: endpoint.method,
              path: valid,
              body: JSON.stringify(Object.fromEntries(TEXT_FIELDS.map((field) => [field, "Titel\u0000(m/w/d)"]))),
              contentType: "application/json",
            },
            {
              who,
              method: endpoint.method,
              path: valid,
              body: JSON.stringify({ steps: [{ content: { text: "ok", nested: ["\u0000"] } }] }),
              contentType: "application/json",
            },

            // The editor's autosave sends its fields urlencoded, as the form holds them.
            ...BAD_TEXT.map((bad) => ({
              who,
              method: endpoint.method,
              path: valid,
              body: textQuery(bad),
              contentType: "application/x-www-form-urlencoded",
            })),
          ]),
    ]);
    const outcomes = await sendAll(cases);
    // URLs and JSON bodies are checked before any handler (uploads refuse the type with 400
    // first); an urlencoded body only where an endpoint reads one (the autosave draft: 400).
    const readsForm = endpoint.path.endsWith("/draft");
    expect(
      unexpected(outcomes, (o) =>
        o.contentType === "application/x-www-form-urlencoded" && !readsForm ? o.status < 500 : o.status === 400,
      ),
    ).toEqual([]);
  });

  it("answers a German message: a page for people, JSON for the API, nothing stored", async () => {
    const page = await browsers.get(COMPANY_USER)!.request(`${t.baseUrl}/p/jobs?q=a%00b`, {
      headers: { "user-agent": BROWSER_USER_AGENT },
    });
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain(INVALID_TEXT_MESSAGE);

    const before = await browsers.get(COMPANY_USER)!.request(`${t.baseUrl}/api/manage-job-ads/external/job-ads`);
    const count = ((await before.json()) as { meta: { total: number } }).meta.total;
    const created = await browsers.get(COMPANY_USER)!.request(`${t.baseUrl}/api/manage-job-ads/external/job-ads`, {
      method: "POST",
      headers: { origin: t.baseUrl, "content-type": "application/json" },
      body: JSON.stringify({ title: "Buchhalter\u0000 (m/w/d)" }),
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual({ error: { message: INVALID_TEXT_MESSAGE } });
    // Raw bytes that are no UTF-8 inside a JSON string.
    const raw = await browsers.get(COMPANY_USER)!.request(`${t.baseUrl}/api/manage-job-ads/external/job-ads`, {
      method: "POST",
      headers: { origin: t.baseUrl, "content-type": "application/json" },
      body: Buffer.concat([Buffer.from('{"title":"Gr'), Buffer.from([0xc3]), Buffer.from(' (m/w/d)"}')]),
    });
    expect(raw.status).toBe(400);
    const after = await browsers.get(COMPANY_USER)!.request(`${t.baseUrl}/api/manage-job-ads/external/job-ads`);
    expect(((await after.json()) as { meta: { total: number } }).meta.total).toBe(count);

    const form = await browsers.get(COMPANY_USER)!.request(`${t.baseUrl}/p/jobs`, {
      method: "POST",
      headers: {
        origin: t.baseUrl,
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": BROWSER_USER_AGENT,
      },
      body: "intent=create&title=Buchhalter%00",
    });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain(INVALID_TEXT_MESSAGE);
  });
});

describe("broken paths", () => {
  it.each([
    ["/p/jobs/%E0%A4%A/data", COMPANY_USER],
    ["/p/%zz", COMPANY_USER],
    ["/%C0%AF", ANONYMOUS],
    ["/produkte/stelleninserate/%FF", ANONYMOUS],
    ["/p/internal/companies/%zz/jobs", STAFF],
    ["/api/manage-job-ads/external/job-ads/%zz", COMPANY_USER],
    ["/api/manage-job-ads/internal/job-ads/%E0%A4%A", STAFF],
  ])("%s answers 400 or 404 (405 to a post where no page has an action)", async (p, who) => {
    for (const method of ["GET", "POST"]) {
      const response = await browsers.get(who)!.request(`${t.baseUrl}${p}`, {
        method,
        headers: { origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
        ...(method === "POST" ? { body: "intent=delete" } : {}),
      });
      await response.body?.cancel();
      expect(method === "GET" ? [400, 404] : [400, 404, 405], `${method} ${p} → ${response.status}`).toContain(
        response.status,
      );
    }
  });
});

/** A raw request: fetch refuses TRACE before it leaves the client. */
function rawRequest(method: string, url: string): Promise<{ status: number; body: string; allow?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          ...(response.headers.allow ? { allow: response.headers.allow } : {}),
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe("methods the portal does not serve (issue 13 §3)", () => {
  it.each(["TRACE", "PROPFIND"])("%s answers a German 405 with Allow, for a page and the API", async (method) => {
    for (const p of ["/", "/p/jobs", "/api/manage-job-ads/external/job-ads"]) {
      const answer = await rawRequest(method, `${t.baseUrl}${p}`);
      expect(answer.status, `${method} ${p}`).toBe(405);
      expect(JSON.parse(answer.body)).toEqual({ message: "Diese Anfragemethode wird nicht unterstützt." });
      expect(answer.allow).toBe("GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE");
    }
  });
});

describe("ids in the JSON API", () => {
  it("covers every endpoint of the API routers", () => {
    expect(API_ENDPOINTS).toEqual(
      expect.arrayContaining([
        { method: "GET", path: "/api/manage-job-ads/external/job-ads/:id" },
        { method: "POST", path: "/api/manage-job-ads/shared/job-ads/:id/:action" },
        { method: "POST", path: "/api/uploads" },
      ]),
    );
  });

  it.each(API_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))("%s", async (_name, endpoint) => {
    const users = apiUsers(endpoint.path);
    const cases: Case[] = [];
    for (const p of apiPaths(endpoint.path)) {
      for (const who of [...users, ANONYMOUS]) {
        cases.push({
          who,
          method: endpoint.method,
          path: p,
          ...(endpoint.method === "GET" ? {} : { body: "{}", contentType: "application/json" }),
        });
      }
    }
    // Bad ids in the query and in the JSON body, with the path's own ids valid.
    const valid = endpoint.path
      .replace(/:(id|\w+Id)\b/g, "1")
      .replace(/:(\w+)/g, (segment) => segmentSamples(endpoint.path, segment)[0]!);
    for (const bad of BAD_IDS) {
      for (const who of users) {
        cases.push({ who, method: endpoint.method, path: `${valid}?${idQuery(bad)}` });
        if (endpoint.method !== "GET") {
          const numeric = /^-?\d+$/.test(bad) ? Number(bad) : bad;
          for (const value of [bad, numeric]) {
            cases.push({
              who,
              method: endpoint.method,
              path: valid,
              body: JSON.stringify(Object.fromEntries([...ID_FIELDS.map((field) => [field, value]), ["quantity", 1]])),
              contentType: "application/json",
            });
          }
        }
      }
    }
    const outcomes = await sendAll(cases);
    const badPathId = (o: Outcome) => o.path !== valid && !o.path.startsWith(`${valid}?`);
    expect(
      unexpected(outcomes, (o) =>
        o.who === ANONYMOUS
          ? [401, 403].includes(o.status)
          : badPathId(o)
            ? [400, 404].includes(o.status)
            : o.status < 500,
      ),
    ).toEqual([]);
  });
});
