import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { checkApiAnswers } from "../support/openapi";

/**
 * The staff panel's own functions over HTTP against the real portal (docs/api.md): ordering
 * for a company (`orderJobAd`), narrowing the session's groups (`manipulateGroups`) and the list
 * of service orders (`serviceAdOrderList`), through the API and through the pages' actions.
 * Demo data: company 1 is kunde@demo.at's (DIRECT-SALES, Linz); every staff demo account signs in
 * with exactly one group.
 */

let t: TestPortal;
const browsers = new Map<string, HttpBrowser>();

// Error pages are not rendered for bots (SPEC §2), and fetch's own user agent counts as one.
const BROWSER = { "user-agent": BROWSER_USER_AGENT };
const STATUSES = "draft,review,scheduled,active,expired,deactivated,locked,deleted";

beforeAll(async () => {
  t = await startTestPortal({
    JOBS_ENABLED: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  // Every answer of the API below is checked against its description (decision 075).
  await checkApiAnswers(t.baseUrl);
  for (const group of ["admin", "adminexternal", "sales", "readonly", "qa"]) {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "internal", `${group}@intern.demo.at`, "demo1234", "/p/internal");
    browsers.set(group, browser);
  }
  const kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/jobs");
  browsers.set("kunde", kunde);
});
afterAll(async () => {
  await t?.stop();
});

interface Answer {
  status: number;
  // The API's JSON; each test reads the fields it checks.
  body: {
    data?: unknown;
    meta?: Record<string, unknown>;
    error?: { message: string; fields?: Record<string, string> };
  };
}

async function api(who: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await browsers.get(who)!.request(`${t.baseUrl}/api/manage-job-ads/${path}`, {
    method,
    headers: { origin: t.baseUrl, "content-type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

function postForm(who: string, path: string, fields: Array<[string, string]>): Promise<Response> {
  return browsers.get(who)!.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...BROWSER, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function page(who: string, path: string): Promise<{ status: number; location: string | null; html: string }> {
  const response = await browsers.get(who)!.request(`${t.baseUrl}${path}`, { headers: BROWSER });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

interface CompanyCredits {
  creditBalance: number;
  creditLots: Array<{ id: number; amount: number; description: string }>;
}

async function credits(companyId: number): Promise<CompanyCredits> {
  const answer = await api("readonly", "GET", `internal/companies/${companyId}`);
  expect(answer.status).toBe(200);
  return answer.body.data as CompanyCredits;
}

/** The invoice numbers of company 1, as its own user sees them in the invoice list. */
async function invoiceNumbersOfCompany1(): Promise<string[]> {
  const { status, html } = await page("kunde", "/p/account/invoices");
  expect(status).toBe(200);
  return [...html.matchAll(/aria-label="PDF herunterladen: Rechnung ([\d-]+)"/g)].map((m) => m[1]!);
}

/** The demo ads' standard product, which is on sale. */
async function standardProductId(): Promise<number> {
  const ad = (await api("admin", "GET", "internal/job-ads/2")).body.data as { steps: { product: { id: number } } };
  return ad.steps.product.id;
}

type OrderResult = { invoiceId: number; invoiceNumber: string; creditsAdded: number; creditBalance: number };

describe("POST internal/companies/:id/orders", () => {
  it("orders a contingent: exactly one invoice, one credit lot and the new balance", async () => {
    const productId = await standardProductId();
    const before = await credits(1);
    const invoicesBefore = await invoiceNumbersOfCompany1();

    const answer = await api("sales", "POST", "internal/companies/1/orders", {
      productId,
      quantity: 3,
      note: "Rahmenvertrag 2026",
    });
    expect(answer.status).toBe(201);
    const result = answer.body.data as OrderResult;
    expect(result.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(result.creditsAdded).toBeGreaterThan(0);
    expect(result.creditsAdded % 3).toBe(0);
    expect(result.creditBalance).toBe(before.creditBalance + result.creditsAdded);

    const after = await credits(1);
    expect(after.creditBalance).toBe(result.creditBalance);
    const newLots = after.creditLots.filter((lot) => !before.creditLots.some((old) => old.id === lot.id));
    expect(newLots).toHaveLength(1);
    expect(newLots[0]).toMatchObject({ amount: result.creditsAdded });
    expect(newLots[0]!.description).toContain(result.invoiceNumber);

    const invoicesAfter = await invoiceNumbersOfCompany1();
    expect(invoicesAfter.filter((n) => !invoicesBefore.includes(n))).toEqual([result.invoiceNumber]);
  });

  it("refuses staff without orderJobAd, and bad input, without creating anything", async () => {
    const productId = await standardProductId();
    const before = await credits(1);
    const invoicesBefore = await invoiceNumbersOfCompany1();

    for (const who of ["readonly", "qa", "kunde"]) {
      const refused = await api(who, "POST", "internal/companies/1/orders", { productId, quantity: 1 });
      expect(refused.status, who).toBe(403);
      expect(refused.body.error?.message).toBe("Sie haben keine Berechtigung für diese Aktion.");
    }
    const anonymous = await fetch(`${t.baseUrl}/api/manage-job-ads/internal/companies/1/orders`, {
      method: "POST",
      headers: { origin: t.baseUrl, "content-type": "application/json" },
      body: JSON.stringify({ productId, quantity: 1 }),
    });
    expect(anonymous.status).toBe(401);

    const tooMany = await api("sales", "POST", "internal/companies/1/orders", { productId, quantity: 101 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.fields).toEqual({ quantity: "Die Menge muss eine ganze Zahl von 1 bis 100 sein." });
    const zero = await api("sales", "POST", "internal/companies/1/orders", { productId, quantity: 0 });
    expect(zero.body.error?.fields?.quantity).toBe("Die Menge muss eine ganze Zahl von 1 bis 100 sein.");
    const fraction = await api("sales", "POST", "internal/companies/1/orders", { productId, quantity: 1.5 });
    expect(fraction.status).toBe(400);
    const extra = await api("sales", "POST", "internal/companies/1/orders", { productId, quantity: 1, price: 0 });
    expect(extra.status).toBe(400);
    expect(extra.body.error?.message).toBe("Erlaubt sind nur die Felder „productId“, „quantity“ und „note“.");
    const unknownProduct = await api("sales", "POST", "internal/companies/1/orders", { productId: 99999, quantity: 1 });
    expect(unknownProduct.status).toBe(400);
    expect(unknownProduct.body.error?.fields).toEqual({ productId: "Dieses Produkt kann nicht bestellt werden." });
    const unknownCompany = await api("sales", "POST", "internal/companies/999999/orders", { productId, quantity: 1 });
    expect(unknownCompany.status).toBe(404);
    expect(unknownCompany.body.error?.message).toBe("Das Unternehmen wurde nicht gefunden.");

    // The page's action refuses the same way: readonly is sent to the login by the path rule.
    const readonlyPage = await postForm("readonly", "/p/internal/companies/1/jobs/order", [
      ["productId", String(productId)],
      ["quantity", "1"],
    ]);
    expect(readonlyPage.status).toBe(302);
    expect(readonlyPage.headers.get("location")).toBe("/p/internal/login");
    const badPage = await postForm("sales", "/p/internal/companies/1/jobs/order", [
      ["productId", String(productId)],
      ["quantity", "abc"],
    ]);
    expect(badPage.status).toBe(400);

    const after = await credits(1);
    expect(after.creditBalance).toBe(before.creditBalance);
    expect(after.creditLots.map((lot) => lot.id)).toEqual(before.creditLots.map((lot) => lot.id));
    expect(await invoiceNumbersOfCompany1()).toEqual(invoicesBefore);
  });

  it("orders through the page: the answer names the invoice and the new balance", async () => {
    const productId = await standardProductId();
    const before = await credits(1);
    const response = await postForm("sales", "/p/internal/companies/1/jobs/order", [
      ["productId", String(productId)],
      ["quantity", "2"],
      ["note", "Telefonische Bestellung"],
    ]);
    expect(response.status).toBe(200);
    const html = await response.text();
    const after = await credits(1);
    const added = after.creditBalance - before.creditBalance;
    expect(added).toBeGreaterThan(0);
    const [newLot] = after.creditLots.filter((lot) => !before.creditLots.some((old) => old.id === lot.id));
    const invoiceNumber = /Rechnung (\d{4}-\d{6})/.exec(newLot!.description)?.[1];
    expect(html).toContain("Die Bestellung wurde ausgeführt.");
    expect(html).toContain(invoiceNumber);
  });

  it("shows the order page only to those with orderJobAd, and 404 for unknown companies", async () => {
    const sales = await page("sales", "/p/internal/companies/1/jobs/order");
    expect(sales.status).toBe(200);
    expect(sales.html).toContain("Produkte bestellen für Donautal Technik GmbH");
    const readonly = await page("readonly", "/p/internal/companies/1/jobs/order");
    expect(readonly.status).toBe(302);
    expect(readonly.location).toBe("/p/internal/login");
    expect((await page("sales", "/p/internal/companies/999999/jobs/order")).status).toBe(404);
  });
});

type SessionGroups = { groups: string[]; groupsByLogin: string[]; selectable: string[]; narrowed: boolean };

async function abilitiesOf(who: string): Promise<string[]> {
  return ((await (await browsers.get(who)!.request(`${t.baseUrl}/api/auth/me`)).json()) as { abilities: string[] })
    .abilities;
}

describe("internal/session/groups", () => {
  it("narrows an admin to readOnly: the abilities go until the reset, the panel and the reset stay", async () => {
    const start = await api("admin", "GET", "internal/session/groups");
    expect(start.body.data).toMatchObject({ groups: ["admin"], groupsByLogin: ["admin"], narrowed: false });
    expect((start.body.data as SessionGroups).selectable).toContain("readOnly");
    expect(await abilitiesOf("admin")).toContain("adDeletion");

    const narrowed = await api("admin", "PUT", "internal/session/groups", { groups: ["readOnly"] });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.data).toMatchObject({ groups: ["readOnly"], groupsByLogin: ["admin"], narrowed: true });

    const abilities = await abilitiesOf("admin");
    expect(abilities).not.toContain("adDeletion");
    expect(abilities).toEqual(expect.arrayContaining(["adsList", "internalPanel", "manipulateGroups"]));
    // The access rule of delete now refuses; an unknown ad would otherwise answer 404.
    expect((await api("admin", "POST", "internal/job-ads/999999/delete")).status).toBe(403);
    expect((await page("admin", "/p/internal/qa")).location).toBe("/p/internal/login");
    expect((await page("admin", "/p/internal")).status).toBe(200);
    const groupsPage = await page("admin", "/p/internal/groups");
    expect(groupsPage.status).toBe(200);
    expect(groupsPage.html).toContain("Testmodus: eingeschränkte Gruppen: Nur lesen");

    const reset = await api("admin", "PUT", "internal/session/groups", { groups: ["admin"] });
    expect(reset.body.data).toMatchObject({ groups: ["admin"], narrowed: false });
    expect(await abilitiesOf("admin")).toContain("adDeletion");
    expect((await api("admin", "POST", "internal/job-ads/999999/delete")).status).toBe(404);
  });

  it("refuses groups beyond the login's abilities, unknown groups and an empty choice, changing nothing", async () => {
    // adminExternal may do everything admin may except switching feature flags.
    const widened = await api("adminexternal", "PUT", "internal/session/groups", { groups: ["admin"] });
    expect(widened.status).toBe(400);
    expect(widened.body.error?.message).toBe(
      "Sie können nur Gruppen wählen, die nicht mehr dürfen als die Gruppen Ihrer Anmeldung.",
    );
    const partly = await api("adminexternal", "PUT", "internal/session/groups", { groups: ["qa", "admin"] });
    expect(partly.status).toBe(400);
    for (const body of [{ groups: [] }, { groups: ["superuser"] }, { groups: "qa" }, {}, { groups: ["qa"], x: 1 }]) {
      const refused = await api("adminexternal", "PUT", "internal/session/groups", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const still = await api("adminexternal", "GET", "internal/session/groups");
    expect(still.body.data).toMatchObject({ groups: ["adminExternal"], narrowed: false });
    expect(await abilitiesOf("adminexternal")).not.toContain("manageFeatureFlags");

    // Without manipulateGroups (by the login groups) the API refuses before reading the body.
    expect((await api("sales", "PUT", "internal/session/groups", { groups: ["readOnly"] })).status).toBe(403);
    expect((await api("sales", "GET", "internal/session/groups")).status).toBe(403);
  });

  it("narrows and resets through the page's form", async () => {
    const narrowed = await postForm("admin", "/p/internal/groups", [
      ["intent", "set"],
      ["groups", "qa"],
      ["groups", "readOnly"],
    ]);
    expect(narrowed.status).toBe(200);
    expect((await api("admin", "GET", "internal/session/groups")).body.data).toMatchObject({
      groups: ["qa", "readOnly"],
      narrowed: true,
    });
    const none = await postForm("admin", "/p/internal/groups", [["intent", "set"]]);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Bitte wählen Sie mindestens eine Gruppe aus.");
    const reset = await postForm("admin", "/p/internal/groups", [["intent", "reset"]]);
    expect(reset.status).toBe(200);
    expect((await api("admin", "GET", "internal/session/groups")).body.data).toMatchObject({
      groups: ["admin"],
      narrowed: false,
    });
  });
});

type ServiceOrder = { id: number; companyId: number; status: string; createdAt: string; createdBy: string | null };

describe("GET internal/service-orders", () => {
  it("lists only service ads, newest first, with all of them across the pages", async () => {
    const first = await api("sales", "GET", "internal/service-orders?pageSize=100");
    expect(first.status).toBe(200);
    const total = first.body.meta!.total as number;
    const rows = [...(first.body.data as ServiceOrder[])];
    for (let p = 2; rows.length < total; p++) {
      rows.push(
        ...((await api("sales", "GET", `internal/service-orders?pageSize=100&page=${p}`)).body.data as ServiceOrder[]),
      );
    }
    expect(rows).toHaveLength(total);
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.every((row) => row.createdBy !== null)).toBe(true);

    // Company 1's ads in every state: exactly its service ads are listed.
    const company1 = (await api("sales", "GET", `internal/job-ads?companyId=1&status=${STATUSES}&pageSize=100`)).body
      .data as Array<{ id: number; origin: string }>;
    const listed = new Set(rows.filter((row) => row.companyId === 1).map((row) => row.id));
    expect(company1.some((ad) => ad.origin === "self-service")).toBe(true);
    expect(listed).toEqual(new Set(company1.filter((ad) => ad.origin === "service").map((ad) => ad.id)));
  });

  it("needs serviceAdOrderList and a valid page", async () => {
    expect((await api("readonly", "GET", "internal/service-orders")).status).toBe(403);
    expect((await api("qa", "GET", "internal/service-orders")).status).toBe(403);
    const bad = await api("sales", "GET", "internal/service-orders?page=0&pageSize=500");
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual({
      page: "Die Seite muss eine ganze Zahl ab 1 sein.",
      pageSize: "Die Seitengröße muss zwischen 1 und 100 liegen.",
    });
    const sales = await page("sales", "/p/internal/service-orders");
    expect(sales.status).toBe(200);
    expect(sales.html).toContain("Service-Bestellungen");
    expect((await page("readonly", "/p/internal/service-orders")).location).toBe("/p/internal/login");
  });
});

describe("the start page", () => {
  it("shows qa the review queue with links to the review pages, and readonly no queue of QA", async () => {
    const qa = await page("qa", "/p/internal");
    expect(qa.status).toBe(200);
    expect(qa.html).toContain("Warten auf Prüfung");
    expect(qa.html).toMatch(/href="\/p\/internal\/qa\/\d+"/);
    expect(qa.html).not.toContain("Erinnerungen fällig");
    const readonly = await page("readonly", "/p/internal");
    expect(readonly.html).not.toContain("Warten auf Prüfung");
    expect(readonly.html).toContain("Laufen bald ab");
    const sales = await page("sales", "/p/internal");
    expect(sales.html).toContain("Erinnerungen fällig");
    expect(sales.html).toContain("Geplante Aktivierungen");
  });
});
