import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { checkApiAnswers } from "../support/openapi";

/**
 * The internal job-ad API of docs/api.md over HTTP against the real portal: the companies
 * search and detail, a company's ads with the staff member's actions, the ad with its history
 * and audit entries, and the staff actions with their validation, refusals and audit rows.
 * Demo data (db/seed-job-ads.ts): ads 1–8 of company 1 (DIRECT-SALES, Linz) are in the states
 * draft, review, scheduled, active, expired, deactivated, locked, deleted; 9–16 company 2's,
 * 17–24 company 3's, 25–32 company 4's (HYBRID, Graz) likewise.
 */

let t: TestPortal;
const browsers = new Map<string, HttpBrowser>();

beforeAll(async () => {
  t = await startTestPortal({
    JOBS_ENABLED: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  // Every answer of the API below is checked against its description (decision 075).
  await checkApiAnswers(t.baseUrl);
  const customer = new HttpBrowser();
  await signIn(customer, t.baseUrl, "business", "kunde@demo.at");
  browsers.set("kunde", customer);
  for (const group of ["admin", "sales", "readonly", "support", "serviceentry", "customercare"]) {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "internal", `${group}@intern.demo.at`, "demo1234", "/p/internal");
    browsers.set(group, browser);
  }
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

type CompanyRow = { id: number; fullName: string; city: string; channel: string; creditBalance: number };
type AdRow = { id: number; status: string; origin: string; actions: string[]; staffFunctions: string[] };
type AuditRow = { action: string; actorEmail: string; before: unknown; after: unknown; requestId: string | null };
type AdDetail = {
  id: number;
  status: string;
  origin: string;
  steps: { product: { id: number } | null; publish: { publishMode: string; publishAt: string | null } };
  run: { expiresAt: string | null; reminderSentAt: string | null };
  actions: string[];
  staffFunctions: string[];
  meta: { companyId: number };
  history: Array<{ action: string; note: string; actorName: string }>;
  audit: AuditRow[];
};

describe("GET internal/companies", () => {
  it("searches by name, id and city and filters by channel", async () => {
    const byCity = await api("readonly", "GET", "internal/companies?q=linz");
    expect(byCity.status).toBe(200);
    const rows = byCity.body.data as CompanyRow[];
    expect(rows.map((row) => row.id)).toContain(1);
    expect(rows.find((row) => row.id === 1)).toMatchObject({ city: "Linz", channel: "DIRECT-SALES" });
    expect(byCity.body.meta).toMatchObject({ total: rows.length, page: 1, pageSize: 20 });

    const byId = await api("readonly", "GET", "internal/companies?q=4");
    expect((byId.body.data as CompanyRow[]).map((row) => row.id)).toContain(4);

    const hybrid = await api("readonly", "GET", "internal/companies?channel=HYBRID&pageSize=100");
    const hybridRows = hybrid.body.data as CompanyRow[];
    expect(hybridRows.map((row) => row.id)).toContain(4);
    expect(new Set(hybridRows.map((row) => row.channel))).toEqual(new Set(["HYBRID"]));
  });

  it("refuses bad queries with German messages per field", async () => {
    const answer = await api("readonly", "GET", "internal/companies?channel=TV&pageSize=500");
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toEqual({
      channel: "Unbekannter Vertriebskanal. Erlaubt: DIRECT-SALES, HYBRID, SELF-SERVICE.",
      pageSize: "Die Seitengröße muss zwischen 1 und 100 liegen.",
    });
  });
});

describe("GET internal/companies/:companyId", () => {
  it("shows address, UID, sales person, credits and contact users", async () => {
    const answer = await api("readonly", "GET", "internal/companies/1");
    expect(answer.status).toBe(200);
    const company = answer.body.data as {
      address: { city: string };
      creditBalance: number;
      creditLots: Array<{ remaining: number }>;
      contactUsers: Array<{ email: string }>;
      salesPerson: { email: string } | null;
    };
    expect(company.address.city).toBe("Linz");
    expect(company.creditLots.reduce((total, lot) => total + lot.remaining, 0)).toBe(company.creditBalance);
    expect(company.contactUsers.map((user) => user.email)).toContain("kunde@demo.at");
    expect(company.salesPerson?.email).toMatch(/@intern\.demo\.at$/);
  });

  it("answers 404 for unknown ids", async () => {
    for (const id of ["999999", "99999999999", "abc"]) {
      const answer = await api("readonly", "GET", `internal/companies/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error?.message).toBe("Das Unternehmen wurde nicht gefunden.");
    }
  });
});

describe("GET internal/job-ads", () => {
  it("lists a company's ads with the actions the staff member may take", async () => {
    const bySales = await api("sales", "GET", "internal/job-ads?companyId=1&pageSize=100");
    expect(bySales.status).toBe(200);
    const rows = bySales.body.data as AdRow[];
    expect(rows.map((row) => row.status)).not.toContain("deleted");
    expect(rows.find((row) => row.id === 7)?.actions).toContain("unlock");
    expect(bySales.body.meta).toMatchObject({ countsByStatus: { deleted: 1, expired: 11 } });

    const byReadOnly = await api("readonly", "GET", "internal/job-ads?companyId=1&pageSize=100");
    expect((byReadOnly.body.data as AdRow[]).every((row) => row.actions.length === 0)).toBe(true);

    const deleted = await api("readonly", "GET", "internal/job-ads?companyId=1&status=deleted");
    expect((deleted.body.data as AdRow[]).map((row) => row.id)).toEqual([8]);
  });

  it("needs a known company", async () => {
    const missing = await api("sales", "GET", "internal/job-ads");
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields?.companyId).toBe("Bitte geben Sie die Nummer des Unternehmens an.");
    const unknown = await api("sales", "GET", "internal/job-ads?companyId=999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe("Das Unternehmen wurde nicht gefunden.");
  });
});

describe("staff actions", () => {
  it("lock and unlock: history with the note, audit with before and after, visible on the ad", async () => {
    const before = (await api("sales", "GET", "internal/job-ads/12")).body.data as AdDetail;
    expect(before).toMatchObject({ status: "active", meta: { companyId: 2 } });
    expect(before.actions).toContain("lock");

    const locked = await api("sales", "POST", "internal/job-ads/12/lock", { note: "Beschwerde eines Bewerbers" });
    expect(locked).toEqual({ status: 200, body: { data: { status: "locked", creditsUsed: 0, creditsRefunded: 0 } } });
    const unlocked = await api("sales", "POST", "internal/job-ads/12/unlock");
    expect(unlocked.body.data).toMatchObject({ status: "active" });

    const after = (await api("readonly", "GET", "internal/job-ads/12")).body.data as AdDetail;
    expect(after.history[0]).toMatchObject({ action: "unlock" });
    expect(after.history[1]).toMatchObject({ action: "lock", note: "Beschwerde eines Bewerbers" });
    const expiresAt = before.run.expiresAt;
    expect(after.audit).toMatchObject([
      {
        action: "job-ad.unlock",
        actorEmail: "sales@intern.demo.at",
        before: { status: "locked", expiresAt },
        after: { status: "active", expiresAt },
      },
      {
        action: "job-ad.lock",
        actorEmail: "sales@intern.demo.at",
        before: { status: "active", expiresAt },
        after: { status: "locked", expiresAt },
      },
    ]);
    expect(after.audit[0]!.requestId).toBeTruthy();
  });

  it("refuses with the lifecycle's German reason and changes nothing", async () => {
    const before = (await api("admin", "GET", "internal/job-ads/13")).body.data as AdDetail;
    // Ad 13 is expired: it cannot be deactivated.
    const refused = await api("admin", "POST", "internal/job-ads/13/deactivate");
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe("Nur aktive Inserate können deaktiviert werden.");
    const after = (await api("admin", "GET", "internal/job-ads/13")).body.data as AdDetail;
    expect({ ...after, actions: [] }).toEqual({ ...before, actions: [] });
  });

  it("validates the body and knows its ads and actions", async () => {
    const tooLong = await api("support", "POST", "internal/job-ads/4/remind", { note: "x".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.fields?.note).toBe("Die Notiz darf höchstens 1000 Zeichen lang sein.");
    const extra = await api("support", "POST", "internal/job-ads/4/remind", { status: "active" });
    expect(extra.status).toBe(400);
    expect(extra.body.error?.message).toBe("Erlaubt ist nur das Feld „note“.");
    const notAnObject = await api("support", "POST", "internal/job-ads/4/remind", ["note"]);
    expect(notAnObject.status).toBe(400);
    expect((await api("support", "POST", "internal/job-ads/999999/remind")).status).toBe(404);
    expect((await api("support", "POST", "internal/job-ads/99999999999/remind")).status).toBe(404);
    expect((await api("admin", "POST", "internal/job-ads/4/expire")).status).toBe(404);
    expect(((await api("admin", "GET", "internal/job-ads/4")).body.data as AdDetail).audit).toEqual([]);
  });

  it("writes the audit row of a staff push on a shared endpoint", async () => {
    const before = (await api("admin", "GET", "internal/job-ads/20")).body.data as AdDetail;
    const pushed = await api("sales", "POST", "shared/job-ads/20/push");
    expect(pushed.status).toBe(200);
    const after = (await api("admin", "GET", "internal/job-ads/20")).body.data as AdDetail;
    expect(after.audit).toMatchObject([
      {
        action: "job-ad.push",
        actorEmail: "sales@intern.demo.at",
        before: { status: "active", expiresAt: before.run.expiresAt },
        after: { status: "active", expiresAt: before.run.expiresAt },
      },
    ]);
  });
});

/** The first ad of companies 1–12 in the state (and of the origin), with the company it belongs to. */
async function findAd(status: string, origin?: string, skip: readonly number[] = []): Promise<AdRow> {
  for (let companyId = 1; companyId <= 12; companyId++) {
    const list = await api("admin", "GET", `internal/job-ads?companyId=${companyId}&status=${status}&pageSize=100`);
    const found = (list.body.data as AdRow[]).find(
      (row) => (!origin || row.origin === origin) && !skip.includes(row.id),
    );
    if (found) return found;
  }
  throw new Error(`no ${origin ?? ""} ad in state ${status}`);
}

const balanceOf = async (companyId: number) =>
  ((await api("admin", "GET", `internal/companies/${companyId}`)).body.data as { creditBalance: number }).creditBalance;

describe("lifecycle actions: prolong, undo-runtime-extension, publish", () => {
  it("prolongs with the company's credits and takes the extension back with a refund", async () => {
    const expired = (await api("admin", "GET", "internal/job-ads?companyId=3&status=expired&pageSize=100")).body
      .data as AdRow[];
    const id = expired[0]!.id;
    const credits = await balanceOf(3);
    const prolonged = await api("sales", "POST", `internal/job-ads/${id}/prolong`, { note: "Telefonische Bestellung" });
    expect(prolonged.status, JSON.stringify(prolonged.body)).toBe(200);
    expect(prolonged.body.data).toMatchObject({ status: "active", creditsRefunded: 0 });
    const used = (prolonged.body.data as { creditsUsed: number }).creditsUsed;
    expect(used).toBeGreaterThan(0);
    expect(await balanceOf(3)).toBe(credits - used);
    const active = (await api("admin", "GET", `internal/job-ads/${id}`)).body.data as AdDetail;
    expect(new Date(active.run.expiresAt!).getTime()).toBeGreaterThan(Date.now());
    expect(active.actions).toContain("undo-runtime-extension");
    expect(active.audit[0]).toMatchObject({ action: "job-ad.prolong", before: { status: "expired" } });

    const undone = await api("customercare", "POST", `internal/job-ads/${id}/undo-runtime-extension`);
    expect(undone.body).toEqual({ data: { status: "expired", creditsUsed: 0, creditsRefunded: used } });
    expect(await balanceOf(3)).toBe(credits);
    const after = (await api("admin", "GET", `internal/job-ads/${id}`)).body.data as AdDetail;
    expect(after.history.slice(0, 2).map((event) => event.action)).toEqual(["undo-runtime-extension", "prolong"]);
    expect(after.audit.map((entry) => entry.action)).toEqual(["job-ad.undo-runtime-extension", "job-ad.prolong"]);

    const nothingToUndo = await api("admin", "POST", `internal/job-ads/${id}/undo-runtime-extension`);
    expect(nothingToUndo.status).toBe(409);
    expect(nothingToUndo.body.error?.message).toBe("Es gibt keine Verlängerung, die man zurücknehmen kann.");
  });

  it("publishes a complete draft for the company and refuses an incomplete one", async () => {
    const standard = ((await api("admin", "GET", "internal/job-ads/2")).body.data as AdDetail).steps.product!.id;
    const customer = async (method: string, path: string, body: unknown) => {
      const response = await browsers.get("kunde")!.request(`${t.baseUrl}/api/manage-job-ads/${path}`, {
        method,
        headers: { origin: t.baseUrl, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
      return (await response.json()) as { data: { id: number } };
    };
    const { id } = (await customer("POST", "external/job-ads", {})).data;
    for (const [step, body] of Object.entries(COMPLETE_STEPS(standard))) {
      await customer("PUT", `external/job-ads/${id}/steps/${step}`, body);
    }
    const credits = await balanceOf(1);
    const published = await api("serviceentry", "POST", `internal/job-ads/${id}/publish`);
    expect(published.body).toEqual({ data: { status: "active", creditsUsed: 1, creditsRefunded: 0 } });
    expect(await balanceOf(1)).toBe(credits - 1);
    const after = (await api("admin", "GET", `internal/job-ads/${id}`)).body.data as AdDetail;
    expect(after.audit[0]).toMatchObject({ action: "job-ad.publish", actorEmail: "serviceentry@intern.demo.at" });

    // Ad 1 is a demo draft that stops after "design"; sales lacks adPublish (path rule).
    const incomplete = await api("admin", "POST", "internal/job-ads/1/publish");
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.error?.message).toBe("Bitte füllen Sie zuerst alle Schritte des Inserats aus.");
    expect((await api("sales", "POST", "internal/job-ads/1/publish")).status).toBe(403);
  });
});

/** Every step of an ad filled in validly, as the company's editor saves them. */
const COMPLETE_STEPS = (productId: number) => ({
  data: {
    title: "Servicetechniker:in (m/w/d)",
    locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
    remote: "none",
    employmentTypes: ["vollzeit"],
    weeklyHours: "38,5",
    jobLevel: "fachkraft",
    jobField: "technik",
    anonymous: false,
    salaryMin: "3.100,00",
    salaryPeriod: "month",
    salaryOverpay: true,
  },
  design: { template: "classic", primaryColor: "#0B5CAB", accentColor: "#F2A900" },
  content: {
    intro: "<p>Wir wachsen.</p>",
    tasks: "<p>Wartung unserer Anlagen</p>",
    profile: "<p>Lehrabschluss in Elektrotechnik</p>",
    offer: "<p>Weiterbildung und Firmenauto</p>",
    contactName: "Maria Huber",
    contactEmail: "karriere@example.at",
    contactPhone: "+43 732 123456",
  },
  product: { productId },
  publish: { publishMode: "now" },
  application: { applicationMethod: "email", applicationEmail: "bewerbung@example.at" },
});

describe("staff functions", () => {
  it("lists and shows the staff functions the member may use now", async () => {
    const rows = (await api("sales", "GET", "internal/job-ads?companyId=2&pageSize=100")).body.data as AdRow[];
    const active = rows.find((row) => row.status === "active")!;
    expect(active.staffFunctions).toContain("online-mail");
    expect(active.staffFunctions.includes("expiration")).toBe(active.origin === "service");
    const readOnly = (await api("readonly", "GET", "internal/job-ads?companyId=2&pageSize=100")).body.data as AdRow[];
    expect(readOnly.every((row) => row.staffFunctions.length === 0)).toBe(true);
    const detail = (await api("sales", "GET", `internal/job-ads/${active.id}`)).body.data as AdDetail;
    expect(detail.staffFunctions).toEqual(active.staffFunctions);
  });

  it("sends the online e-mail again to the company's users, only for active ads", async () => {
    const sent = await api("serviceentry", "POST", "internal/job-ads/4/online-mail");
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((sent.body.data as { recipients: number }).recipients).toBeGreaterThan(0);
    const audit = ((await api("admin", "GET", "internal/job-ads/4")).body.data as AdDetail).audit;
    expect(audit[0]).toMatchObject({ action: "job-ad.online-mail", after: { status: "active" } });
    expect((audit[0]!.after as { recipients: string[] }).recipients).toContain("kunde@demo.at");

    const notActive = await api("admin", "POST", "internal/job-ads/5/online-mail");
    expect(notActive.status).toBe(409);
    expect(notActive.body.error?.message).toBe("Die Online-Benachrichtigung gibt es nur für aktive Inserate.");
    expect((await api("support", "POST", "internal/job-ads/4/online-mail")).status).toBe(403);
    const withField = await api("admin", "POST", "internal/job-ads/4/online-mail", { note: "x" });
    expect(withField.status).toBe(400);
    expect(withField.body.error?.message).toBe("Diese Aktion erwartet keine Felder.");
  });

  it("moves a scheduled publication by the ability of the ad's origin", async () => {
    const ad = await findAd("scheduled", "service");
    const publishAt = new Date(Date.now() + 12 * 86_400_000);
    publishAt.setUTCMilliseconds(0);
    // support may move self-service ads only.
    const refused = await api("support", "PUT", `internal/job-ads/${ad.id}/schedule`, { publishAt });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(
      "Sie dürfen geplante Veröffentlichungen von Service-Inseraten nicht ändern.",
    );

    const moved = await api("serviceentry", "PUT", `internal/job-ads/${ad.id}/schedule`, { publishAt });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const detail = (await api("admin", "GET", `internal/job-ads/${ad.id}`)).body.data as AdDetail;
    expect(detail).toMatchObject({ status: "scheduled", steps: { publish: { publishAt: publishAt.toISOString() } } });
    const runDays = (new Date(detail.run.expiresAt!).getTime() - publishAt.getTime()) / 86_400_000;
    expect([30, 60]).toContain(runDays);
    expect(detail.audit[0]).toMatchObject({
      action: "job-ad.schedule",
      actorEmail: "serviceentry@intern.demo.at",
      after: { publishAt: publishAt.toISOString(), expiresAt: detail.run.expiresAt },
    });

    const past = await api("admin", "PUT", `internal/job-ads/${ad.id}/schedule`, { publishAt: "2020-01-01T00:00:00Z" });
    expect(past.status).toBe(400);
    expect(past.body.error?.fields).toEqual({
      publishAt: "Bitte wählen Sie ein Datum zwischen morgen und in 90 Tagen.",
    });
    const malformed = await api("admin", "PUT", `internal/job-ads/${ad.id}/schedule`, { publishAt: "morgen" });
    expect(malformed.body.error?.fields?.publishAt).toBe(
      "Bitte geben Sie das Veröffentlichungsdatum als Zeitpunkt im ISO-8601-Format an.",
    );
    const extra = await api("admin", "PUT", `internal/job-ads/${ad.id}/schedule`, { publishAt, status: "active" });
    expect(extra.body.error?.message).toBe("Erlaubt ist nur das Feld „publishAt“.");
    const active = await api("admin", "PUT", "internal/job-ads/4/schedule", { publishAt });
    expect(active.status).toBe(409);
    const unchanged = (await api("admin", "GET", `internal/job-ads/${ad.id}`)).body.data as AdDetail;
    expect(unchanged.audit).toHaveLength(detail.audit.length);
  });

  it("changes an active ad's publication end and resets its reminder", async () => {
    const ad = await findAd("active", "self-service");
    const expiresAt = new Date(Date.now() + 40 * 86_400_000);
    expiresAt.setUTCMilliseconds(0);
    const refused = await api("sales", "PUT", `internal/job-ads/${ad.id}/expiration`, { expiresAt });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe("Sie dürfen das Laufzeitende von Self-Service-Inseraten nicht ändern.");
    const changed = await api("support", "PUT", `internal/job-ads/${ad.id}/expiration`, { expiresAt });
    expect(changed.body).toEqual({ data: { expiresAt: expiresAt.toISOString() } });
    const detail = (await api("admin", "GET", `internal/job-ads/${ad.id}`)).body.data as AdDetail;
    expect(detail.run).toMatchObject({ expiresAt: expiresAt.toISOString(), reminderSentAt: null });
    expect(detail.audit[0]).toMatchObject({ action: "job-ad.expiration", after: { reminderSentAt: null } });
  });

  it("changes the ordered product of a service draft", async () => {
    const top = ((await api("admin", "GET", "internal/job-ads/4")).body.data as AdDetail).steps.product!.id;
    const draft = await findAd("draft", "service");
    const changed = await api("customercare", "PUT", `internal/job-ads/${draft.id}/product`, { productId: top });
    expect(changed.body).toEqual({ data: { productId: top } });
    const detail = (await api("admin", "GET", `internal/job-ads/${draft.id}`)).body.data as AdDetail;
    expect(detail.steps.product?.id).toBe(top);
    expect(detail.audit[0]).toMatchObject({ action: "job-ad.product", after: { productId: top } });

    const unknown = await api("admin", "PUT", `internal/job-ads/${draft.id}/product`, { productId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields).toEqual({ productId: "Bitte wählen Sie ein Produkt aus dem Angebot." });
    const published = await api("admin", "PUT", "internal/job-ads/4/product", { productId: top });
    expect(published.status).toBe(409);
    expect((await api("serviceentry", "PUT", `internal/job-ads/${draft.id}/product`, { productId: top })).status).toBe(
      403,
    );
  });
});
