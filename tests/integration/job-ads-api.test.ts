import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { checkApiAnswers } from "../support/openapi";

/**
 * The job-ad API of docs/api.md over HTTP against the real portal. Demo data (db/seed-job-ads.ts):
 * ads 1–8 belong to kunde@demo.at's company 1 (DIRECT-SALES), in the states draft, review,
 * scheduled, active, expired, deactivated, locked, deleted; ads 25–32 likewise to hybrid@demo.at's
 * company 4 (HYBRID).
 */

let t: TestPortal;
const browsers = new Map<string, HttpBrowser>();
const ANONYMOUS = "anonymous";

beforeAll(async () => {
  t = await startTestPortal({
    // Nothing in the background changes what these tests look at.
    JOBS_ENABLED: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  // Every answer of the API below is checked against its description (decision 075).
  await checkApiAnswers(t.baseUrl);
  browsers.set(ANONYMOUS, new HttpBrowser());
  for (const email of ["kunde@demo.at", "hybrid@demo.at"]) {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "business", email);
    browsers.set(email, browser);
  }
  for (const email of ["sales@intern.demo.at", "serviceentry@intern.demo.at", "qa@intern.demo.at"]) {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "internal", email, "demo1234", "/p/internal");
    browsers.set(email, browser);
  }
});
afterAll(async () => {
  await t?.stop();
});

interface Answer {
  status: number;
  // The API's JSON; each test reads the fields it checks.
  body: {
    data?: Record<string, unknown> & {
      id?: number;
      status?: string;
      steps?: Record<string, Record<string, unknown> | null>;
    };
    meta?: Record<string, unknown>;
    error?: { message: string; fields?: Record<string, string> };
  };
  headers: Headers;
}

async function api(who: string, method: string, path: string, body?: unknown, raw?: string): Promise<Answer> {
  const response = await browsers.get(who)!.request(`${t.baseUrl}/api/manage-job-ads/${path}`, {
    method,
    headers: { origin: t.baseUrl, "content-type": "application/json" },
    ...(raw !== undefined ? { body: raw } : body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"], headers: response.headers };
}

const listOf = async (who: string, query = "") =>
  (await api(who, "GET", `external/job-ads${query}`)) as Answer & {
    body: { data: Array<{ id: number; title: string; status: string; actions: string[] }> };
  };

const STEPS = {
  data: {
    title: "API-Test Techniker:in (m/w/d)",
    locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
    remote: "partial",
    employmentTypes: ["vollzeit", "teilzeit"],
    weeklyHours: "38,5",
    jobLevel: "fachkraft",
    jobField: "technik",
    anonymous: false,
    salaryMin: "3.200,00",
    salaryMax: "4.000,50",
    salaryPeriod: "month",
    salaryOverpay: true,
  },
  design: { template: "modern", primaryColor: "#0B5CAB", accentColor: "#F2A900" },
  content: {
    intro: "<p>Wir wachsen.</p>",
    tasks: "<p>Wartung und Prüfung unserer Anlagen im Team</p><script>alert(1)</script>",
    profile: "<p>Abgeschlossene HTL und Freude an Technik</p>",
    offer: "<p>Flexible Arbeitszeiten und Weiterbildung</p>",
    contactName: "Maria Huber",
    contactEmail: "karriere@example.at",
    contactPhone: "+43 732 123456",
  },
  publish: { publishMode: "now" },
  application: { applicationMethod: "email", applicationEmail: "bewerbung@example.at" },
};

/** The product ids by slug, read from the demo ads that book them. */
async function productIds(): Promise<{ standard: number; top: number }> {
  const standard = await api("kunde@demo.at", "GET", "external/job-ads/2");
  const top = await api("kunde@demo.at", "GET", "external/job-ads/4");
  return {
    standard: standard.body.data!.steps!.product!.id as number,
    top: top.body.data!.steps!.product!.id as number,
  };
}

/** A new draft of the caller's company with every step filled in. */
async function completeDraft(who: string, productId: number): Promise<number> {
  const created = await api(who, "POST", "external/job-ads", {});
  expect(created.status).toBe(201);
  const id = created.body.data!.id!;
  for (const [step, body] of [
    ["data", STEPS.data],
    ["design", STEPS.design],
    ["content", STEPS.content],
    ["product", { productId }],
    ["publish", STEPS.publish],
    ["application", STEPS.application],
  ] as const) {
    const saved = await api(who, "PUT", `external/job-ads/${id}/steps/${step}`, body);
    expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
  }
  return id;
}

describe("who may call the external API", () => {
  const endpoints: Array<[string, string, unknown?]> = [
    ["GET", "external/job-ads"],
    ["GET", "external/job-ads/1"],
    ["POST", "external/job-ads", {}],
    ["PUT", "external/job-ads/1/steps/data", STEPS.data],
    ["POST", "external/job-ads/6/reactivate"],
    ["POST", "shared/job-ads/3/activate-scheduled"],
    ["POST", "shared/job-ads/4/push"],
  ];

  it("anonymous callers get 401", async () => {
    for (const [method, path, body] of endpoints) {
      const answer = await api(ANONYMOUS, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.error?.message).toBe("Bitte melden Sie sich an.");
    }
  });

  it("staff get 403 on external endpoints", async () => {
    for (const [method, path, body] of endpoints.filter(([, path]) => path.startsWith("external/"))) {
      const answer = await api("sales@intern.demo.at", method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error?.message).toBe("Sie haben keine Berechtigung für diese Aktion.");
    }
  });

  it("a write from another origin is refused by the CSRF check and creates nothing", async () => {
    const before = await listOf("kunde@demo.at");
    const response = await browsers.get("kunde@demo.at")!.request(`${t.baseUrl}/api/manage-job-ads/external/job-ads`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect((await listOf("kunde@demo.at")).body.meta).toEqual(before.body.meta);
  });

  it("another company's ad answers 404, in both directions", async () => {
    const pairs: Array<[string, number]> = [
      ["hybrid@demo.at", 4],
      ["kunde@demo.at", 28],
    ];
    for (const [who, id] of pairs) {
      for (const [method, path, body] of [
        ["GET", `external/job-ads/${id}`],
        ["PUT", `external/job-ads/${id}/steps/data`, STEPS.data],
        ["POST", `external/job-ads/${id}/deactivate`],
        ["POST", `shared/job-ads/${id}/push`],
      ] as Array<[string, string, unknown?]>) {
        const answer = await api(who, method, path, body);
        expect(answer.status, `${who} ${method} ${path}`).toBe(404);
        expect(answer.body.error?.message).toBe("Das Inserat wurde nicht gefunden.");
      }
    }
    // Nothing changed: both ads are still active, with their titles.
    expect((await api("kunde@demo.at", "GET", "external/job-ads/4")).body.data?.status).toBe("active");
    expect((await api("hybrid@demo.at", "GET", "external/job-ads/28")).body.data?.status).toBe("active");
    expect((await api("kunde@demo.at", "GET", "external/job-ads/999999")).status).toBe(404);
    expect((await api("kunde@demo.at", "GET", "external/job-ads/abc")).status).toBe(404);
  });
});

describe("GET external/job-ads", () => {
  it("lists only the current company's ads, without deleted ones by default", async () => {
    const kunde = await listOf("kunde@demo.at", "?pageSize=100");
    expect(kunde.status).toBe(200);
    const ids = kunde.body.data.map((ad) => ad.id);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7]));
    expect(ids).not.toContain(8);
    expect(ids.some((id) => id >= 25 && id <= 32)).toBe(false);
    expect(kunde.body.meta).toMatchObject({ page: 1, pageSize: 100, total: ids.length });
    expect(kunde.body.data.find((ad) => ad.id === 4)?.actions).toEqual(
      expect.arrayContaining(["deactivate", "prolong", "push"]),
    );
    const hybrid = await listOf("hybrid@demo.at", "?pageSize=100");
    expect(hybrid.body.data.map((ad) => ad.id)).toContain(25);
    expect(hybrid.body.data.some((ad) => ad.id <= 8)).toBe(false);
  });

  it("filters by status, searches, sorts and pages", async () => {
    const filtered = await listOf("kunde@demo.at", "?status=active,deleted&pageSize=100");
    expect(new Set(filtered.body.data.map((ad) => ad.status))).toEqual(new Set(["active", "deleted"]));
    expect(filtered.body.data.map((ad) => ad.id)).toEqual(expect.arrayContaining([4, 8]));

    const search = await listOf("kunde@demo.at", "?q=Elektriker&pageSize=100");
    expect(search.body.data.some((ad) => ad.title.includes("Elektriker"))).toBe(true);
    // The search is fuzzy (German stems and trigrams): related titles such as "Elektrotechnik" may come too.
    for (const ad of search.body.data) expect(ad.title).toMatch(/Elektr/);

    const sorted = await listOf("kunde@demo.at", "?sort=title&pageSize=100");
    // First letters only: how punctuation and umlauts sort depends on the database's collation.
    const initials = sorted.body.data.map((ad) => ad.title.toLowerCase()[0]!);
    expect(initials).toEqual([...initials].sort());

    const page1 = await listOf("kunde@demo.at", "?sort=created&pageSize=2&page=1");
    const page2 = await listOf("kunde@demo.at", "?sort=created&pageSize=2&page=2");
    expect(page1.body.data).toHaveLength(2);
    expect(page2.body.meta).toMatchObject({ page: 2, pageSize: 2, total: page1.body.meta!.total });
    expect(page2.body.data.map((ad) => ad.id)).not.toContain(page1.body.data[0]!.id);
  });

  it("rejects a bad query with a German message", async () => {
    const status = await listOf("kunde@demo.at", "?status=active,online");
    expect(status.status).toBe(400);
    expect(status.body.error?.fields?.["status.1"]).toMatch(/^Unbekannter Status\. Erlaubt: draft, review/);
    const size = await listOf("kunde@demo.at", "?pageSize=500");
    expect(size.status).toBe(400);
    expect(size.body.error).toEqual({
      message: "Bitte prüfen Sie Ihre Eingaben.",
      fields: { pageSize: "Die Seitengröße muss zwischen 1 und 100 liegen." },
    });
    expect((await listOf("kunde@demo.at", "?sort=price")).body.error?.fields?.sort).toBe(
      "Unbekannte Sortierung. Erlaubt: updated, created, title, expires.",
    );
  });
});

describe("GET external/job-ads/:id", () => {
  it("answers the envelope of SPEC §7 with every field", async () => {
    const answer = await api("kunde@demo.at", "GET", "external/job-ads/4");
    expect(answer.status).toBe(200);
    const ad = answer.body.data!;
    expect(ad).toMatchObject({ id: 4, status: "active", meta: { companyId: 1 } });
    expect(ad.steps).toMatchObject({
      data: { salaryPeriod: "month", locations: [expect.objectContaining({ city: "Linz" })] },
      product: { slug: "top", runDays: 60, priceCredits: 2 },
      application: { applicationMethod: "portal" },
    });
    expect(ad.steps!.data!.salary).toMatch(/^€\s[\d.]+,00 bis €\s[\d.]+,00 brutto\/Monat/);
    expect(ad.run).toMatchObject({ pushesLeft: 1, lastPushedAt: null });
    expect(Date.parse((ad.run as { expiresAt: string }).expiresAt)).toBeGreaterThan(Date.now());
    expect(ad.actions).toEqual(expect.arrayContaining(["deactivate", "prolong", "push"]));
  });
});

describe("creating and editing a draft", () => {
  it("POST creates a self-service draft of the current company", async () => {
    const created = await api("kunde@demo.at", "POST", "external/job-ads", { title: "Neuer Entwurf (m/w/d)" });
    expect(created.status).toBe(201);
    const id = created.body.data!.id!;
    expect(created.headers.get("location")).toBe(`/api/manage-job-ads/external/job-ads/${id}`);
    const ad = await api("kunde@demo.at", "GET", `external/job-ads/${id}`);
    expect(ad.body.data).toMatchObject({
      id,
      title: "Neuer Entwurf (m/w/d)",
      status: "draft",
      origin: "self-service",
      completedSteps: [],
      meta: { companyId: 1 },
    });
    expect((await api("hybrid@demo.at", "GET", `external/job-ads/${id}`)).status).toBe(404);

    const tooLong = await api("kunde@demo.at", "POST", "external/job-ads", { title: "x".repeat(121) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.fields).toEqual({ title: "Der Stellentitel darf höchstens 120 Zeichen lang sein." });
  });

  it("PUT steps saves valid data and refuses bad input with German messages, changing nothing", async () => {
    const { top } = await productIds();
    const id = (await api("kunde@demo.at", "POST", "external/job-ads", { title: "Unverändert (m/w/d)" })).body.data!
      .id!;
    const path = (step: string) => `external/job-ads/${id}/steps/${step}`;

    const invalid = await api("kunde@demo.at", "PUT", path("data"), {
      ...STEPS.data,
      title: "abc",
      locations: [],
      salaryMin: "-5",
      anonymous: "ja",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toEqual({
      message: "Bitte prüfen Sie Ihre Eingaben.",
      fields: {
        title: "Der Stellentitel braucht mindestens 5 Zeichen.",
        locations: "Bitte geben Sie mindestens einen Arbeitsort an.",
        salaryMin: "Bitte geben Sie einen Betrag größer als 0 ein, z. B. 3.200,00.",
        anonymous: "Ungültige Eingabe: erwartet boolean, erhalten string",
      },
    });
    const withoutSalary = await api("kunde@demo.at", "PUT", path("data"), { ...STEPS.data, salaryMin: undefined });
    expect(withoutSalary.body.error?.fields?.salaryMin).toBe(
      "Nach GlBG § 9 (2) müssen Sie das Mindestentgelt angeben.",
    );
    const badJson = await api("kunde@demo.at", "PUT", path("data"), undefined, "{title:");
    expect(badJson.status).toBe(400);
    expect(badJson.body.error?.message).toBe("Die Anfrage enthält kein gültiges JSON.");
    const outOfOrder = await api("kunde@demo.at", "PUT", path("design"), STEPS.design);
    expect(outOfOrder.status).toBe(409);
    expect(outOfOrder.body.error?.message).toBe("Bitte schließen Sie zuerst den Schritt „Daten“ ab.");
    expect((await api("kunde@demo.at", "PUT", path("summary"), {})).status).toBe(404);
    const unchanged = await api("kunde@demo.at", "GET", `external/job-ads/${id}`);
    expect(unchanged.body.data).toMatchObject({ title: "Unverändert (m/w/d)", completedSteps: [] });

    expect((await api("kunde@demo.at", "PUT", path("data"), STEPS.data)).status).toBe(200);
    expect((await api("kunde@demo.at", "PUT", path("design"), STEPS.design)).status).toBe(200);
    expect((await api("kunde@demo.at", "PUT", path("content"), STEPS.content)).status).toBe(200);
    const unknownProduct = await api("kunde@demo.at", "PUT", path("product"), { productId: 999 });
    expect(unknownProduct.status).toBe(400);
    expect(unknownProduct.body.error).toEqual({
      message: "Bitte wählen Sie ein Produkt aus dem Angebot.",
      fields: { productId: "Bitte wählen Sie ein Produkt aus dem Angebot." },
    });
    expect((await api("kunde@demo.at", "PUT", path("product"), { productId: top })).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const tooSoon = await api("kunde@demo.at", "PUT", path("publish"), { publishMode: "scheduled", publishAt: today });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.error?.fields).toEqual({
      publishAt: "Bitte wählen Sie ein Datum zwischen morgen und in 90 Tagen.",
    });
    const noMode = await api("kunde@demo.at", "PUT", path("publish"), {});
    expect(noMode.body.error?.fields).toEqual({ publishMode: "Bitte wählen Sie, wann das Inserat erscheinen soll." });

    const saved = await api("kunde@demo.at", "GET", `external/job-ads/${id}`);
    expect(saved.body.data).toMatchObject({
      title: "API-Test Techniker:in (m/w/d)",
      completedSteps: ["data", "design", "content", "product"],
    });
    expect(saved.body.data!.steps).toMatchObject({
      data: { salaryMinCents: 320_000, salaryMaxCents: 400_050, weeklyHours: "38,5", anonymous: false },
      design: { template: "modern", primaryColor: "#0B5CAB" },
      product: { id: top, slug: "top" },
      publish: { publishMode: "now", publishAt: null },
    });
    // Rich text is sanitised before it is stored.
    expect(saved.body.data!.steps!.content!.tasks).toBe("<p>Wartung und Prüfung unserer Anlagen im Team</p>");
  });
});

describe("lifecycle actions", () => {
  it("publishing a complete draft books its credits and puts it live (DIRECT-SALES)", async () => {
    const { standard } = await productIds();
    const id = await completeDraft("kunde@demo.at", standard);
    const published = await api("kunde@demo.at", "POST", `external/job-ads/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data).toEqual({ status: "active", creditsUsed: 1, creditsRefunded: 0 });
    const ad = await api("kunde@demo.at", "GET", `external/job-ads/${id}`);
    expect(ad.body.data?.status).toBe("active");
    const expiresAt = Date.parse((ad.body.data!.run as { expiresAt: string }).expiresAt);
    expect(Math.round((expiresAt - Date.now()) / 86_400_000)).toBe(30);

    const again = await api("kunde@demo.at", "POST", `external/job-ads/${id}/publish`);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe("Nur Entwürfe können veröffentlicht werden.");
  });

  it("checks a rich-text section as it will be shown: markup that sanitising removes does not count (issue 13 §4)", async () => {
    const created = await api("kunde@demo.at", "POST", "external/job-ads", {});
    const id = created.body.data!.id!;
    for (const [step, body] of [
      ["data", STEPS.data],
      ["design", STEPS.design],
    ] as const) {
      expect((await api("kunde@demo.at", "PUT", `external/job-ads/${id}/steps/${step}`, body)).status).toBe(200);
    }
    const scriptOnly = `<script>${"a".repeat(40)}</script>`;
    const refused = await api("kunde@demo.at", "PUT", `external/job-ads/${id}/steps/content`, {
      ...STEPS.content,
      tasks: scriptOnly,
      offer: `<style>${"b".repeat(40)}</style>`,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({
      tasks: "Bitte beschreiben Sie „Ihre Aufgaben“ in mindestens 20 Zeichen.",
      offer: "Bitte beschreiben Sie „Wir bieten“ in mindestens 20 Zeichen.",
    });
    const ad = await api("kunde@demo.at", "GET", `external/job-ads/${id}`);
    expect(ad.body.data!.completedSteps).not.toContain("content");
  });

  it("a saved step of a published ad shows in the history the company reads; a draft's steps do not", async () => {
    const { standard } = await productIds();
    const id = await completeDraft("kunde@demo.at", standard);
    const summary = async () => {
      const response = await browsers.get("kunde@demo.at")!.request(`${t.baseUrl}/p/jobs/${id}/summary`);
      expect(response.status).toBe(200);
      return response.text();
    };
    expect(await summary()).not.toContain("Inhalt geändert");
    expect((await api("kunde@demo.at", "POST", `external/job-ads/${id}/publish`)).status).toBe(200);
    const content = { ...STEPS.content, intro: "<p>Wir wachsen weiter.</p>" };
    expect((await api("kunde@demo.at", "PUT", `external/job-ads/${id}/steps/content`, content)).status).toBe(200);
    const html = await summary();
    expect(html).toContain("Inhalt geändert");
    expect(html).toContain("Schritt „Inhalt“");
  });

  it("publishing goes to review for a HYBRID company", async () => {
    const { standard } = await productIds();
    const id = await completeDraft("hybrid@demo.at", standard);
    const published = await api("hybrid@demo.at", "POST", `external/job-ads/${id}/publish`);
    expect(published.body.data).toEqual({ status: "review", creditsUsed: 1, creditsRefunded: 0 });
  });

  it("an incomplete draft is refused with the lifecycle's reason", async () => {
    const refused = await api("kunde@demo.at", "POST", "external/job-ads/1/publish");
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe("Bitte füllen Sie zuerst alle Schritte des Inserats aus.");
  });

  it("deactivate, reactivate, prolong, delete and restore follow the lifecycle", async () => {
    const act = (id: number, action: string) => api("kunde@demo.at", "POST", `external/job-ads/${id}/${action}`);
    expect((await act(4, "deactivate")).body.data).toEqual({
      status: "deactivated",
      creditsUsed: 0,
      creditsRefunded: 0,
    });
    expect((await act(4, "reactivate")).body.data?.status).toBe("active");
    const before = Date.parse(
      ((await api("kunde@demo.at", "GET", "external/job-ads/4")).body.data!.run as { expiresAt: string }).expiresAt,
    );
    expect((await act(4, "prolong")).body.data).toEqual({ status: "active", creditsUsed: 2, creditsRefunded: 0 });
    const after = Date.parse(
      ((await api("kunde@demo.at", "GET", "external/job-ads/4")).body.data!.run as { expiresAt: string }).expiresAt,
    );
    expect(Math.round((after - before) / 86_400_000)).toBe(60);

    const refused = await act(4, "delete");
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      "Aktive, geplante, gesperrte und geprüfte Inserate können Sie nicht löschen.",
    );
    expect((await act(1, "delete")).body.data?.status).toBe("deleted");
    expect((await act(1, "restore")).body.data?.status).toBe("draft");
    expect((await act(4, "lock")).status).toBe(404);
  });
});

describe("shared actions", () => {
  it("a company user activates the own scheduled ad and pushes the own active ad", async () => {
    const activated = await api("kunde@demo.at", "POST", "shared/job-ads/3/activate-scheduled");
    expect(activated.status).toBe(200);
    expect(activated.body.data?.status).toBe("active");
    const twice = await api("kunde@demo.at", "POST", "shared/job-ads/3/activate-scheduled");
    expect(twice.status).toBe(409);
    expect(twice.body.error?.message).toBe("Nur geplante Inserate können aktiviert werden.");

    expect((await api("kunde@demo.at", "POST", "shared/job-ads/4/push")).status).toBe(200);
    const ad = await api("kunde@demo.at", "GET", "external/job-ads/4");
    expect(ad.body.data!.run).toMatchObject({ pushesLeft: 0 });
    const again = await api("kunde@demo.at", "POST", "shared/job-ads/4/push");
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe("Dieses Inserat wurde in den letzten 24 Stunden bereits gepusht.");
  });

  it("staff need adScheduleActivation or adPush, and their actions are audited", async () => {
    expect((await api("qa@intern.demo.at", "POST", "shared/job-ads/27/activate-scheduled")).status).toBe(403);
    expect((await api("qa@intern.demo.at", "POST", "shared/job-ads/28/push")).status).toBe(403);
    expect((await api("serviceentry@intern.demo.at", "POST", "shared/job-ads/28/push")).status).toBe(403);

    const activated = await api("serviceentry@intern.demo.at", "POST", "shared/job-ads/27/activate-scheduled");
    expect(activated.status).toBe(200);
    expect(activated.body.data?.status).toBe("active");
    const pushed = await api("sales@intern.demo.at", "POST", "shared/job-ads/28/push");
    expect(pushed.status).toBe(200);
    expect((await api("sales@intern.demo.at", "POST", "shared/job-ads/999999/push")).status).toBe(404);
    expect((await api("hybrid@demo.at", "GET", "external/job-ads/27")).body.data?.status).toBe("active");

    // The audit log is only reachable directly on PostgreSQL (PGlite lives inside the portal).
    if (t.databaseUrl) {
      const client = new pg.Client({ connectionString: t.databaseUrl });
      await client.connect();
      const { rows } = await client.query(
        "select action, entity_id, actor_email, before, after from audit_log where entity_type = 'job_ad' order by id",
      );
      await client.end();
      expect(rows).toMatchObject([
        {
          action: "job-ad.activate-scheduled",
          entity_id: "27",
          actor_email: "serviceentry@intern.demo.at",
          before: { status: "scheduled" },
          after: { status: "active" },
        },
        {
          action: "job-ad.push",
          entity_id: "28",
          actor_email: "sales@intern.demo.at",
          before: { status: "active" },
          after: { status: "active" },
        },
      ]);
    }
  });
});

describe("credits", () => {
  it("publishing without enough credits answers 409 and changes nothing", async () => {
    const { top } = await productIds();
    let refused: Answer | null = null;
    let id = 0;
    // Top ads cost 2 credits: publish until the company's balance runs out.
    for (let n = 0; n < 12 && !refused; n++) {
      id = await completeDraft("kunde@demo.at", top);
      const answer = await api("kunde@demo.at", "POST", `external/job-ads/${id}/publish`);
      if (answer.status !== 200) refused = answer;
    }
    expect(refused?.status).toBe(409);
    expect(refused?.body.error?.message).toMatch(
      /^Ihr Guthaben reicht nicht aus: Sie benötigen 2 Credits, verfügbar (ist|sind) [01]\.$/,
    );
    const ad = await api("kunde@demo.at", "GET", `external/job-ads/${id}`);
    expect(ad.body.data?.status).toBe("draft");
  });
});

describe("debug pages", () => {
  it("are blocked without debug mode", async () => {
    expect((await fetch(`${t.baseUrl}/debug/mails`)).status).toBe(404);
  });
});
