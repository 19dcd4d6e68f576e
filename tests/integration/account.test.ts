import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { pdfText } from "../support/pdf-text";
import { startTestPortal, type TestPortal } from "../support/portal";

let t: TestPortal;

/** A configured issuer (not the demo one): invoices must carry exactly these. */
const ISSUER = {
  INVOICE_SELLER_NAME: "Karriere Medien GmbH",
  INVOICE_SELLER_IBAN: "AT48 3200 0000 1234 5864",
  INVOICE_SELLER_BIC: "RLNWATWW",
  INVOICE_SELLER_FN: "FN 654321z",
  INVOICE_SELLER_FN_COURT: "Handelsgericht Wien",
};

beforeAll(async () => {
  // The demo invoices are issued by the seed, so it runs under this issuer (no template).
  t = await startTestPortal(
    {
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...ISSUER,
    },
    { fromTemplate: false },
  );
});
afterAll(async () => {
  await t?.stop();
});

async function customer(email: string): Promise<HttpBrowser> {
  const browser = new HttpBrowser();
  await signIn(browser, t.baseUrl, "business", email);
  return browser;
}

// Error pages are not rendered for bots (SPEC §2), and fetch's own user agent counts as one.
const BROWSER = { "user-agent": BROWSER_USER_AGENT };

async function page(browser: HttpBrowser, path: string): Promise<{ status: number; html: string }> {
  const response = await browser.request(`${t.baseUrl}${path}`, { headers: BROWSER });
  return { status: response.status, html: await response.text() };
}

function post(browser: HttpBrowser, path: string, fields: Record<string, string>, origin = t.baseUrl) {
  return browser.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...BROWSER, origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function me(browser: HttpBrowser): Promise<{ company: { id: number; fullName: string } }> {
  return (await browser.request(`${t.baseUrl}/api/auth/me`)).json();
}

/** Invoice id → number, as the invoice list links them. */
async function invoicesOf(browser: HttpBrowser): Promise<Map<number, string>> {
  const { status, html } = await page(browser, "/p/account/invoices");
  expect(status).toBe(200);
  const links = html.matchAll(
    /href="\/p\/account\/invoices\/(\d+)\.pdf"[^>]*aria-label="PDF herunterladen: Rechnung ([\d-]+)"/g,
  );
  return new Map([...links].map((m) => [Number(m[1]), m[2]!]));
}

/** Ids of the ads the job-ad list links to. */
async function listedJobAds(browser: HttpBrowser): Promise<Set<number>> {
  const { status, html } = await page(browser, "/p/jobs");
  expect(status).toBe(200);
  return new Set([...html.matchAll(/href="\/p\/jobs\/(\d+)\//g)].map((m) => Number(m[1])));
}

/** The value a text input of a server-rendered form shows. */
function inputValue(html: string, name: string): string | undefined {
  return new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
}

function switchCompany(browser: HttpBrowser, companyId: string) {
  return post(browser, "/p/account/company-switch", { companyId });
}

describe("account pages", () => {
  it("render for a company user", async () => {
    const kunde = await customer("kunde@demo.at");
    for (const [path, heading] of [
      ["/p/dashboard", "Übersicht"],
      ["/p/jobs/metrics", "Kennzahlen"],
      ["/p/credits", "Guthaben"],
      ["/p/account/invoices", "Rechnungen"],
      ["/p/account/company", "Firmendaten bearbeiten"],
      ["/p/account/settings", "Einstellungen"],
      ["/p/account/company-switch", "Unternehmen wechseln"],
    ] as const) {
      const { status, html } = await page(kunde, path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(`<h1 id="page-title" class="text-2xl font-bold text-brand-900">${heading}</h1>`);
    }
  });
});

describe("invoices", () => {
  it("download as a PDF holding the invoice number", async () => {
    const kunde = await customer("kunde@demo.at");
    const invoices = await invoicesOf(kunde);
    expect(invoices.size).toBeGreaterThan(0);
    const [id, number] = [...invoices][0]!;
    const response = await kunde.request(`${t.baseUrl}/p/account/invoices/${id}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Rechnung-${number}.pdf"`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain(`Rechnung ${number}`);
    expect(text).toContain("Donautal Technik GmbH");
  });

  it("carry the configured issuer's IBAN, BIC, Firmenbuch and the payment reference, in the PDF and on the page", async () => {
    const kunde = await customer("kunde@demo.at");
    const [id, number] = [...(await invoicesOf(kunde))][0]!;
    const text = pdfText(
      Buffer.from(await (await kunde.request(`${t.baseUrl}/p/account/invoices/${id}.pdf`)).arrayBuffer()),
    );
    for (const field of [
      "Karriere Medien GmbH",
      "AT48 3200 0000 1234 5864",
      "RLNWATWW",
      "Firmenbuch: FN 654321z, Handelsgericht Wien",
      `Zahlungsreferenz ${number} an.`,
    ]) {
      expect(text, field).toContain(field);
    }
    const { html } = await page(kunde, "/p/account/invoices");
    expect(html).toContain("Zahlungsinformationen");
    expect(html).toContain("AT48 3200 0000 1234 5864");
    expect(html).toContain("FN 654321z, Handelsgericht Wien");
  });

  it("of any other company answer 404, as do unknown ids", async () => {
    const kunde = await customer("kunde@demo.at");
    const own = await invoicesOf(kunde);
    // Invoices 1–12 belong to the four demo companies; those not listed are someone else's.
    const foreign = Array.from({ length: 12 }, (_, i) => i + 1).filter((id) => !own.has(id));
    expect(foreign.length).toBeGreaterThan(0);
    for (const path of [...foreign.map((id) => `${id}.pdf`), "999999.pdf", "1", "abc.pdf", "01.pdf"]) {
      const response = await kunde.request(`${t.baseUrl}/p/account/invoices/${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it("are forbidden without the invoice ability (hybrid@demo.at)", async () => {
    const hybrid = await customer("hybrid@demo.at");
    const list = await page(hybrid, "/p/account/invoices");
    expect(list.status).toBe(403);
    expect(list.html).toContain("Kein Zugriff");
    expect((await hybrid.request(`${t.baseUrl}/p/account/invoices/1.pdf`)).status).toBe(403);
  });

  it("need a session", async () => {
    const response = await fetch(`${t.baseUrl}/p/account/invoices/1.pdf`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/api\/auth\/business\/login\?redirectUrl=/);
  });
});

describe("company switch", () => {
  it("changes the company of /api/auth/me and the job ads of /p/jobs", async () => {
    const kunde = await customer("kunde@demo.at");
    expect((await me(kunde)).company.fullName).toBe("Donautal Technik GmbH");
    const before = await listedJobAds(kunde);
    expect([...before].some((id) => id <= 8)).toBe(true);

    const switched = await switchCompany(kunde, "3");
    expect(switched.status).toBe(302);
    expect(switched.headers.get("location")).toBe("/p/account/company-switch");
    // The confirmation is a flash: shown once, on the page the switch lands on (the next page a browser loads).
    const confirmation = await page(kunde, "/p/account/company-switch");
    expect(confirmation.html).toContain("Sie arbeiten jetzt für Donautal Logistik GmbH.");
    expect((await page(kunde, "/p/account/company-switch")).html).not.toContain("Sie arbeiten jetzt für");
    expect((await me(kunde)).company).toMatchObject({ id: 3, fullName: "Donautal Logistik GmbH" });
    const after = await listedJobAds(kunde);
    expect([...after].some((id) => id >= 17 && id <= 24)).toBe(true);
    expect([...after].some((id) => id <= 8)).toBe(false);
    // The former query flag is gone: the address still opens the page, and says nothing.
    expect((await page(kunde, "/p/account/company-switch?gewechselt")).html).not.toContain("Sie arbeiten jetzt für");

    expect((await switchCompany(kunde, "1")).status).toBe(302);
    expect((await me(kunde)).company.id).toBe(1);
  });

  it("to a company the user is not a member of is refused and changes nothing", async () => {
    const kunde = await customer("kunde@demo.at");
    // Company 4 is hybrid@demo.at's.
    const refused = await switchCompany(kunde, "4");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Für dieses Unternehmen sind Sie nicht freigeschaltet.");
    expect((await switchCompany(kunde, "keine-zahl")).status).toBe(400);
    expect((await me(kunde)).company.id).toBe(1);

    // With a single company there is nothing to switch to.
    const hybrid = await customer("hybrid@demo.at");
    const single = await switchCompany(hybrid, "4");
    expect(single.status).toBe(403);
    expect((await page(hybrid, "/p/account/company-switch")).html).toContain("Ein Wechsel ist daher nicht möglich.");
  });

  it("refuses a cross-site request", async () => {
    const kunde = await customer("kunde@demo.at");
    const response = await post(kunde, "/p/account/company-switch", { companyId: "3" }, "https://evil.example");
    expect(response.status).toBe(403);
    expect((await me(kunde)).company.id).toBe(1);
  });
});

describe("company data", () => {
  const valid = {
    fullName: "Donautal Technik GmbH",
    street: "Hafenstraße 12",
    postcode: "4020",
    city: "Linz",
    state: "Oberösterreich",
    uidNumber: "ATU12345678",
  };

  function save(browser: HttpBrowser, fields: Record<string, string>) {
    return post(browser, "/p/account/company", fields);
  }

  it("with an invalid UID number or postcode is refused and changes nothing", async () => {
    const kunde = await customer("kunde@demo.at");
    const before = (await page(kunde, "/p/account/company")).html;
    expect(inputValue(before, "city")).toBe("Linz");

    const badUid = await save(kunde, { ...valid, city: "Wien", uidNumber: "ATU123" });
    expect(badUid.status).toBe(400);
    expect(await badUid.text()).toContain("Die UID-Nummer besteht aus „ATU“ und acht Ziffern");
    const badPostcode = await save(kunde, { ...valid, city: "Wien", postcode: "40200" });
    expect(badPostcode.status).toBe(400);
    expect(await badPostcode.text()).toContain("Die Postleitzahl besteht aus vier Ziffern");

    const after = (await page(kunde, "/p/account/company")).html;
    for (const name of ["fullName", "street", "postcode", "city", "uidNumber"]) {
      expect(inputValue(after, name), name).toBe(inputValue(before, name));
    }
    expect((await me(kunde)).company.fullName).toBe("Donautal Technik GmbH");
  });

  it("is saved for the current company only", async () => {
    const kunde = await customer("kunde@demo.at");
    const saved = await save(kunde, {
      ...valid,
      fullName: "Donautal Technik GmbH & Co KG",
      uidNumber: "atu 8765 4321",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Ihre Firmendaten wurden gespeichert.");
    const form = (await page(kunde, "/p/account/company")).html;
    expect(inputValue(form, "fullName")).toBe("Donautal Technik GmbH &amp; Co KG");
    expect(inputValue(form, "uidNumber")).toBe("ATU87654321");
    // The profile cache keeps the old name for up to 5 s: ask until it has expired, however slow the machine.
    await expect
      .poll(async () => (await me(kunde)).company, { timeout: 30_000, interval: 500 })
      .toMatchObject({ id: 1, fullName: "Donautal Technik GmbH & Co KG" });
    expect((await save(kunde, valid)).status).toBe(200);
  });
});
