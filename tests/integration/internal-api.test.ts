import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

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
  for (const group of ["admin", "sales", "readonly", "support"]) {
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
type AdRow = { id: number; status: string; actions: string[] };
type AuditRow = { action: string; actorEmail: string; before: unknown; after: unknown; requestId: string | null };
type AdDetail = {
  id: number;
  status: string;
  run: { expiresAt: string | null };
  actions: string[];
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
    expect(refused.status).toBe(403);
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
    expect((await api("admin", "POST", "internal/job-ads/4/publish")).status).toBe(404);
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
