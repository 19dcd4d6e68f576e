import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textPdf } from "../support/pdf";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { fetchApiDescription, type ApiDescriptionChecker } from "../support/openapi";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * Issue 36 §2 over HTTP (decision 076): a company user creates API tokens on
 * /p/account/settings/api-tokens and sees the secret once; the token works on /api/v1 for ads
 * (list, draft, steps, publish, actions) and applications (list, read, documents, stage, events)
 * within its scopes; 401 with `WWW-Authenticate: Bearer` without a usable token, 403 without the
 * scope, 429 with `Retry-After` past the token's limit; an `Idempotency-Key` makes a retried create
 * one ad; a session cookie counts for nothing on /api/v1 and a token for nothing elsewhere; staff of
 * the interface group see, audit and revoke a company's tokens. Everything used is made here:
 * the tokens, the ad (published with kunde's credits) and the application to it.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const TOKENS_PAGE = "/p/account/settings/api-tokens";
const KUNDE_COMPANY = 1;
const ALL_SCOPES = [
  "job_ads:read",
  "job_ads:write",
  "applications:read",
  "applications:write",
  "talent_conversations:read",
];
const RUN = Date.now().toString(36);

let t: TestPortal;
let description: ApiDescriptionChecker;
let kunde: HttpBrowser;
let full = "";
let readOnly = "";

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false", TRUST_PROXY: "true" });
  description = await fetchApiDescription(t.baseUrl);
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  full = await createToken(`HR-System ${RUN}`, ALL_SCOPES);
  readOnly = await createToken(`Nur lesen ${RUN}`, ["job_ads:read"]);
});
afterAll(async () => {
  await t?.stop();
});

async function page(browser: HttpBrowser, path: string): Promise<{ status: number; html: string }> {
  const response = await browser.request(`${t.baseUrl}${path}`, { headers: PERSON });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "").replace(/&amp;/g, "&") };
}

async function post(browser: HttpBrowser, path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const response = await browser.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "").replace(/&amp;/g, "&") };
}

/** Creates a token on the settings page; answers its secret, shown once. */
async function createToken(name: string, scopes: string[], expiry = "30"): Promise<string> {
  const { status, html } = await post(kunde, TOKENS_PAGE, { intent: "create", name, scopes, expiry });
  expect(status).toBe(200);
  const secret = /value="(ap_live_[0-9A-Za-z]{43})"/.exec(html)?.[1];
  expect(secret, html.slice(0, 500)).toBeDefined();
  return secret!;
}

/** The id of the token named `name` in a page's token table (its revoke form). */
function tokenIdIn(html: string, name: string): string {
  const row = html.split("<tr").find((part) => part.includes(name));
  const id = row && /name="tokenId" value="(\d+)"/.exec(row)?.[1];
  expect(id, `token ${name}`).toBeDefined();
  return id!;
}

/** The API's JSON, which each test reads field by field as the API documents it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON whose shape the assertions check
type Json = any;

interface Answer {
  status: number;
  body: { data?: Json; meta?: Json; error?: { message: string; fields?: Record<string, string> } };
  headers: Headers;
}

async function api(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${t.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  // Every answer of the integration API is the one its description (/api/openapi.json) names.
  description.check(method, response.url, response.status, response.headers.get("content-type"), text);
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}

describe("the API-Zugänge page", () => {
  it("is linked from Einstellungen and lists the tokens without their secrets", async () => {
    const settings = await page(kunde, "/p/account/settings");
    expect(settings.html).toContain('href="/p/account/settings/api-tokens"');
    const { status, html } = await page(kunde, TOKENS_PAGE);
    expect(status).toBe(200);
    expect(html).toContain(`HR-System ${RUN}`);
    expect(html).toContain(`ap_live_…${full.slice(-4)}`);
    expect(html).not.toContain(full);
    expect(html).toContain("Noch nie");
  });

  it("refuses a token without scopes or beyond a year, in German, and creates none", async () => {
    const none = await post(kunde, TOKENS_PAGE, { intent: "create", name: `Leer ${RUN}`, expiry: "30" });
    expect(none.status).toBe(400);
    expect(none.html).toContain("Bitte wählen Sie mindestens eine Berechtigung.");
    const far = await post(kunde, TOKENS_PAGE, {
      intent: "create",
      name: `Weit ${RUN}`,
      scopes: "job_ads:read",
      expiry: "datum",
      expiresOn: "2099-01-01",
    });
    expect(far.status).toBe(400);
    expect(far.html).toContain("Ein API-Zugang gilt höchstens ein Jahr.");
    const { html } = await page(kunde, TOKENS_PAGE);
    expect(html).not.toContain(`Leer ${RUN}`);
    expect(html).not.toContain(`Weit ${RUN}`);
  });
});

describe("authentication on /api/v1", () => {
  it("answers 401 with WWW-Authenticate: Bearer without a token, with a wrong one and with a cookie", async () => {
    const none = await api(null, "GET", "/job-ads");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    expect(none.body.error?.message).toContain("Authorization: Bearer");
    const wrong = await api(`ap_live_${"x".repeat(43)}`, "GET", "/job-ads");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toBe('Bearer realm="api", error="invalid_token"');
    expect(wrong.body.error?.message).toBe("Dieser API-Zugang ist ungültig, abgelaufen oder widerrufen.");
    // The signed-in company user's cookie, from the portal's own origin: still no.
    const cookie = await kunde.request(`${t.baseUrl}/api/v1/job-ads`, { headers: { origin: t.baseUrl } });
    expect(cookie.status).toBe(401);
    expect(cookie.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    const write = await kunde.request(`${t.baseUrl}/api/v1/job-ads`, {
      method: "POST",
      headers: { origin: t.baseUrl, "content-type": "application/json" },
      body: "{}",
    });
    expect(write.status).toBe(401);
  });

  it("lets a token through nowhere but /api/v1", async () => {
    const headers = { ...PERSON, authorization: `Bearer ${full}` };
    const dashboard = await fetch(`${t.baseUrl}/p/dashboard`, { headers, redirect: "manual" });
    expect([302, 303]).toContain(dashboard.status);
    expect(dashboard.headers.get("location")).toContain("/api/auth/business/login");
    const cookieApi = await fetch(`${t.baseUrl}/api/manage-job-ads/external/job-ads`, { headers });
    expect(cookieApi.status).toBe(401);
    const me = (await (await fetch(`${t.baseUrl}/api/auth/me`, { headers })).json()) as { isAuthenticated: boolean };
    expect(me.isAuthenticated).toBe(false);
  });

  it("needs no origin for a write: CSRF does not apply to bearer requests", async () => {
    const created = await api(full, "POST", "/job-ads", { title: `Ohne Origin ${RUN} (m/w/d)` });
    expect(created.status).toBe(201);
  });
});

describe("scopes and limits", () => {
  it("refuses a route whose scope the token lacks with 403 and a German message", async () => {
    expect((await api(readOnly, "GET", "/job-ads")).status).toBe(200);
    const create = await api(readOnly, "POST", "/job-ads", { title: "Nein" });
    expect(create.status).toBe(403);
    expect(create.body.error?.message).toBe(
      "Diesem API-Zugang fehlt die Berechtigung „Inserate anlegen, bearbeiten und veröffentlichen“ (job_ads:write).",
    );
    const applications = await api(readOnly, "GET", "/applications");
    expect(applications.status).toBe(403);
    expect(applications.body.error?.message).toContain("(applications:read)");
    expect((await api(readOnly, "GET", "/talent-conversations")).status).toBe(403);
  });

  it("answers 429 with Retry-After once the token's burst is spent; other tokens go on", async () => {
    const limited = await createToken(`Grenze ${RUN}`, ["job_ads:read"]);
    let refused: Answer | null = null;
    for (let i = 0; i < 200 && !refused; i++) {
      const answer = await api(limited, "GET", "/job-ads?pageSize=1");
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    expect(refused).not.toBeNull();
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused!.body.error?.message).toMatch(/^Zu viele Anfragen mit diesem API-Zugang/);
    expect((await api(readOnly, "GET", "/job-ads?pageSize=1")).status).toBe(200);
  });
});

describe("job ads through a token", () => {
  let adId = 0;

  it("creates one draft for a retried create with the same Idempotency-Key", async () => {
    const title = `Idempotent ${RUN} Techniker:in (m/w/d)`;
    const key = `create-${RUN}`;
    const first = await api(full, "POST", "/job-ads", { title }, { "idempotency-key": key });
    expect(first.status).toBe(201);
    adId = first.body.data.id;
    expect(first.headers.get("location")).toBe(`/api/v1/job-ads/${adId}`);
    const retry = await api(full, "POST", "/job-ads", { title }, { "idempotency-key": key });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("location")).toBe(`/api/v1/job-ads/${adId}`);
    const other = await api(full, "POST", "/job-ads", { title: `${title} 2` }, { "idempotency-key": key });
    expect(other.status).toBe(422);
    expect(other.body.error?.message).toContain("Idempotency-Key");
    const listed = await api(full, "GET", `/job-ads?q=${encodeURIComponent(`Idempotent ${RUN}`)}`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((ad: { id: number }) => ad.id)).toEqual([adId]);
    const bad = await api(full, "POST", "/job-ads", { title }, { "idempotency-key": "mit leerzeichen" });
    expect(bad.status).toBe(400);
  });

  it("creates one ad for two requests with the same key at once: the second waits for the answer or gets 409", async () => {
    const title = `Gleichzeitig ${RUN} (m/w/d)`;
    const key = `parallel-${RUN}`;
    const answers = await Promise.all(
      [1, 2].map(() => api(full, "POST", "/job-ads", { title }, { "idempotency-key": key })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const conflict = answers.find((answer) => answer.status === 409);
    if (conflict) expect(conflict.headers.get("retry-after")).toBe("1");
    const listed = await api(full, "GET", `/job-ads?q=${encodeURIComponent(`Gleichzeitig ${RUN}`)}`);
    expect(listed.body.data).toHaveLength(1);
  });

  it("saves the steps, publishes with credits and refuses what the company may not do", async () => {
    const demo = await api(full, "GET", "/job-ads?status=active&pageSize=1");
    const productId = (await api(full, "GET", `/job-ads/${demo.body.data[0].id}`)).body.data.steps.product.id;
    const steps: [string, unknown][] = [
      [
        "data",
        {
          title: `Idempotent ${RUN} Techniker:in (m/w/d)`,
          locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
          remote: "none",
          employmentTypes: ["vollzeit"],
          jobLevel: "fachkraft",
          jobField: "technik",
          salaryMin: "3.000,00",
          salaryPeriod: "month",
        },
      ],
      ["design", { template: "classic", primaryColor: "#0B5CAB", accentColor: "#F2A900" }],
      [
        "content",
        {
          tasks: "<p>Wartung und Prüfung unserer Anlagen im Team</p>",
          profile: "<p>Abgeschlossene HTL und Freude an Technik</p>",
          offer: "<p>Flexible Arbeitszeiten und Weiterbildung</p>",
          contactName: "Maria Huber",
          contactEmail: "karriere@example.at",
        },
      ],
      ["product", { productId }],
      ["publish", { publishMode: "now" }],
      ["application", { applicationMethod: "portal" }],
    ];
    for (const [step, body] of steps) {
      const saved = await api(full, "PUT", `/job-ads/${adId}/steps/${step}`, body);
      expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
    }
    const invalid = await api(full, "PUT", `/job-ads/${adId}/steps/data`, { title: "" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.fields).toBeDefined();
    const published = await api(full, "POST", `/job-ads/${adId}/publish`, undefined, {
      "idempotency-key": `publish-${RUN}`,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const ad = await api(full, "GET", `/job-ads/${adId}`);
    expect(ad.body.data.status).toBe("active");
    expect(ad.body.data.actions).toContain("deactivate");
    const unknown = await api(full, "POST", `/job-ads/${adId}/lock`);
    expect(unknown.status).toBe(404);
    const otherCompany = await api(full, "GET", "/job-ads/25");
    expect(otherCompany.status).toBe(404);
  });

  let applicationId = 0;

  it("lists, reads and moves the ad's application, and reads its history", async () => {
    const adPath = new URL(
      (await fetch(`${t.baseUrl}/jobs/${adId}`, { headers: PERSON, redirect: "manual" })).headers.get("location")!,
      t.baseUrl,
    ).pathname;
    const form = new FormData();
    const fields: Record<string, string> = {
      art: "standard",
      vorname: "Greta",
      nachname: `Api${RUN}`,
      email: `greta.${RUN}@example.at`,
      telefon: "",
      nachricht: "",
      website: "",
      datenschutz: "on",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(
      "lebenslauf",
      new Blob([new Uint8Array(await textPdf("Lebenslauf Greta"))], { type: "application/pdf" }),
      "cv.pdf",
    );
    const sent = await fetch(`${t.baseUrl}${adPath}/bewerben`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "x-forwarded-for": "198.51.100.76" },
      body: form,
      redirect: "manual",
    });
    expect(sent.status).toBe(303);

    const list = await api(full, "GET", `/applications?jobAdId=${adId}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.meta).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    applicationId = list.body.data[0].id;
    expect(list.body.data[0]).toMatchObject({ candidateName: `Greta Api${RUN}`, stage: "eingegangen", unread: true });
    expect((await api(full, "GET", "/applications?view=nix")).status).toBe(400);

    const one = await api(full, "GET", `/applications/${applicationId}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ email: `greta.${RUN}@example.at`, jobAd: { id: adId } });
    const [cv] = one.body.data.documents as { url: string; contentType: string }[];
    expect(cv!.url).toMatch(new RegExp(`^/api/v1/applications/${applicationId}/documents/[0-9a-f-]{36}$`));
    const download = await fetch(`${t.baseUrl}${cv!.url}`, { headers: { authorization: `Bearer ${full}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment/);
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await fetch(`${t.baseUrl}${cv!.url}`)).status).toBe(401);
    // Reading through the API marks nothing read for the colleagues.
    expect((await api(full, "GET", `/applications?jobAdId=${adId}`)).body.data[0].unread).toBe(true);

    const moved = await api(full, "POST", `/applications/${applicationId}/stage`, { stage: "interview" });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id: applicationId, stage: "interview" });
    const again = await api(full, "POST", `/applications/${applicationId}/stage`, { stage: "interview" });
    expect(again.status).toBe(409);
    const unknownStage = await api(full, "POST", `/applications/${applicationId}/stage`, { stage: "gibt-es-nicht" });
    expect(unknownStage.status).toBe(409);
    expect(unknownStage.body.error?.message).toBe("Diese Phase gibt es nicht.");

    const events = await api(full, "GET", `/applications/${applicationId}/events`);
    expect(events.status).toBe(200);
    const stageEvent = events.body.data.find((event: { kind: string }) => event.kind === "stage");
    expect(stageEvent).toMatchObject({
      fromStage: "eingegangen",
      toStage: "interview",
      actorName: `API-Zugang „HR-System ${RUN}“`,
    });
    expect(events.body.data.some((event: { kind: string }) => event.kind === "document-view")).toBe(true);
    expect((await api(full, "GET", "/applications/999999/events")).status).toBe(404);
  });

  it("takes the ad's lifecycle actions", async () => {
    const deactivated = await api(full, "POST", `/job-ads/${adId}/deactivate`);
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    expect((await api(full, "GET", `/job-ads/${adId}`)).body.data.status).toBe("deactivated");
    const reactivated = await api(full, "POST", `/job-ads/${adId}/reactivate`);
    expect(reactivated.status, JSON.stringify(reactivated.body)).toBe(200);
    expect((await api(full, "GET", `/job-ads/${adId}`)).body.data.status).toBe("active");
  });

  it("reads the company's talent conversations", async () => {
    const list = await api(full, "GET", "/talent-conversations");
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.data)).toBe(true);
    expect((await api(full, "GET", "/talent-conversations/999999")).status).toBe(404);
    expect((await api(full, "POST", "/talent-conversations")).status).toBe(404);
  });
});

describe("bad input on /api/v1", () => {
  it("answers every malformed id, query and body with a 4xx, never a 5xx", async () => {
    const cases: [string, string, unknown?][] = [
      ["GET", "/job-ads/abc"],
      ["GET", "/job-ads/%FF"],
      ["GET", "/job-ads/99999999999999999999"],
      ["GET", "/job-ads/-1"],
      ["GET", "/job-ads?page=-1"],
      ["GET", "/job-ads?status=kaputt"],
      ["PUT", "/job-ads/abc/steps/data", {}],
      ["PUT", "/job-ads/1/steps/gibt-es-nicht", {}],
      ["POST", "/job-ads/abc/publish"],
      ["POST", "/job-ads", { title: 17 }],
      ["GET", "/applications?jobAdId=abc"],
      ["GET", "/applications?page=0"],
      ["GET", "/applications/abc"],
      ["GET", "/applications/1e3/events"],
      ["GET", "/applications/1/documents/..%2F..%2Fetc"],
      ["GET", "/applications/abc/documents/00000000-0000-0000-0000-000000000000"],
      ["POST", "/applications/abc/stage", { stage: "interview" }],
      ["POST", "/applications/1/stage", { stage: "Nicht Erlaubt!" }],
      ["POST", "/applications/1/stage", ["stage"]],
      ["GET", "/talent-conversations/abc"],
      ["DELETE", "/job-ads/1"],
      ["GET", "/gibt-es-nicht"],
    ];
    for (const [method, path, body] of cases) {
      const answer = await api(full, method, path, body);
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
    }
    const broken = await fetch(`${t.baseUrl}/api/v1/job-ads`, {
      method: "POST",
      headers: { authorization: `Bearer ${full}`, "content-type": "application/json" },
      body: "{kein json",
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as Answer["body"]).error?.message).toBe("Die Anfrage enthält kein gültiges JSON.");
  });
});

describe("revoking and the staff panel", () => {
  it("shows the last use; a revoked token is refused at once", async () => {
    const before = await page(kunde, TOKENS_PAGE);
    const row = before.html.split("<tr").find((part) => part.includes(`HR-System ${RUN}`))!;
    expect(row).not.toContain("Noch nie");
    const doomed = await createToken(`Weg ${RUN}`, ["job_ads:read"]);
    expect((await api(doomed, "GET", "/job-ads")).status).toBe(200);
    const { html } = await page(kunde, TOKENS_PAGE);
    const revoked = await post(kunde, TOKENS_PAGE, { intent: "revoke", tokenId: tokenIdIn(html, `Weg ${RUN}`) });
    expect(revoked.status).toBe(200);
    expect(revoked.html).toContain("Der API-Zugang ist widerrufen.");
    const refused = await api(doomed, "GET", "/job-ads");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain("invalid_token");
  });

  it("lets the interface group see, audit and revoke a company's tokens, and not sales", async () => {
    const staff = new HttpBrowser();
    await signIn(staff, t.baseUrl, "internal", "interface@intern.demo.at", "demo1234", "/p/internal");
    const companyPage = `/p/internal/companies/${KUNDE_COMPANY}/jobs`;
    const { status, html } = await page(staff, companyPage);
    expect(status).toBe(200);
    expect(html).toContain('id="staff-api-tokens"');
    expect(html).toContain(`HR-System ${RUN}`);
    expect(html).toContain(`Erstellt – „HR-System ${RUN}“ durch kunde@demo.at`);
    expect(html).toContain(`Schreibender Zugriff – „HR-System ${RUN}“ POST /api/v1/applications/`);
    expect(html).toContain(`Widerrufen – „Weg ${RUN}“ durch kunde@demo.at`);

    const sales = new HttpBrowser();
    await signIn(sales, t.baseUrl, "internal", "sales@intern.demo.at", "demo1234", "/p/internal");
    const salesPage = await page(sales, companyPage);
    expect(salesPage.status).toBe(200);
    expect(salesPage.html).not.toContain('id="staff-api-tokens"');
    const id = tokenIdIn(html, `Nur lesen ${RUN}`);
    const salesRevoke = await post(sales, companyPage, { intent: "revoke-api-token", tokenId: id });
    expect(salesRevoke.status).toBe(403);
    expect((await api(readOnly, "GET", "/job-ads")).status).toBe(200);

    const revoked = await post(staff, companyPage, { intent: "revoke-api-token", tokenId: id });
    expect(revoked.status).toBe(200);
    expect((await api(readOnly, "GET", "/job-ads")).status).toBe(401);
    const after = await page(staff, companyPage);
    expect(after.html).toContain(`Widerrufen – „Nur lesen ${RUN}“ durch interface@intern.demo.at (intern)`);
    const customerView = await page(kunde, TOKENS_PAGE);
    const row = customerView.html.split("<tr").find((part) => part.includes(`Nur lesen ${RUN}`))!;
    expect(row).toContain("Widerrufen");
  });
});
