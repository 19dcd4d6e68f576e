import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { expireDueRequests, quotaMonthOf } from "~/features/active-sourcing/contacts.server";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startTestPortal, type TestPortal } from "../support/portal";
import { servePgliteTemplate } from "../support/served-pglite";
import { isWrite, startStatementRecorder, type StatementRecorder } from "../support/statement-recorder";

/**
 * What one rendered GET of the staff's job page of a company (`/p/internal/companies/:id/jobs`)
 * asks the database (issue 37, decision 085): every statement the portal sends, recorded on the
 * wire between the portal and its database (tests/support/statement-recorder.ts), for a request
 * the signed-in page cache does not answer (a query parameter of its own). A read writes nothing:
 * a contact request past its answer date shows as expired, with its unit back in the quota, while
 * its row stays as it is until the jobs' sweep expires it.
 *
 * The session's own upkeep (decision 053) is left out of the count. `SHOW_QUERIES=1` prints the
 * statements of each counted render.
 */

const COMPANY_ID = 1;
const PAGE = `/p/internal/companies/${COMPANY_ID}/jobs`;
/**
 * Statements of one rendered GET, at most, per staff group (decision 085; before it: 21 for sales,
 * 23 for admin, who also sees the company's API tokens).
 */
const MAX_STATEMENTS: Record<string, number> = { sales: 14, admin: 16 };

let served: { url: string; stop(): Promise<void> } | null = null;
let testDatabase: TestDatabase | null = null;
let recorder: StatementRecorder;
let t: TestPortal;
let database: DatabaseHandle;
const staff = new Map<string, HttpBrowser>();
let renders = 0;

beforeAll(async () => {
  served = process.env.DATABASE_URL ? null : await servePgliteTemplate();
  testDatabase = served ? null : await createTestDatabase({ seeded: true });
  const url = served?.url ?? testDatabase!.url!;
  recorder = await startStatementRecorder(url);
  t = await startTestPortal(
    { JOBS_ENABLED: "false", ...(served ? { DB_POOL_SIZE: "1" } : {}) },
    { databaseUrl: recorder.url },
  );
  database = await openDatabase({ url, dataDir: "memory://", poolSize: 1 });
  for (const group of ["sales", "admin"]) {
    const browser = new HttpBrowser();
    await signIn(browser, t.baseUrl, "internal", `${group}@intern.demo.at`, "demo1234", "/p/internal");
    staff.set(group, browser);
  }
});
afterAll(async () => {
  await database?.close();
  await t?.stop();
  await recorder?.stop();
  await served?.stop();
  await testDatabase?.drop();
});

/** The page rendered (a new query parameter: no kept page answers), with the statements it asked. */
async function render(group: string) {
  const stop = recorder.record();
  const response = await staff.get(group)!.request(`${t.baseUrl}${PAGE}?render=${++renders}`, {
    headers: { "user-agent": BROWSER_USER_AGENT },
  });
  const html = await response.text();
  const statements = stop()
    .map((statement) => statement.text.replace(/\s+/g, " ").trim())
    // The session's upkeep is not the page's: its row is read and its last_seen_at written at most
    // every 36 s (decision 053), whichever request comes then.
    .filter((text) => !/\b(from|update) "sessions"/i.test(text));
  if (process.env.SHOW_QUERIES) {
    console.info(`${group}: ${statements.length} statements\n${statements.map((s, i) => `${i + 1}. ${s}`).join("\n")}`);
  }
  expect(response.status).toBe(200);
  expect(response.headers.get("x-page-cache")).not.toBe("hit");
  return { html, text: visible(html), statements };
}

const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ");

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

describe("a rendered GET of the staff's job page of a company", () => {
  it("asks few statements and writes nothing", async () => {
    for (const group of ["sales", "admin"]) {
      await render(group); // the first render of a process fills its caches (feature flags, data versions)
      const { statements } = await render(group);
      expect(statements.filter(isWrite), group).toEqual([]);
      expect(statements.length, `${group}:\n${statements.join("\n")}`).toBeLessThanOrEqual(MAX_STATEMENTS[group]!);
    }
  });
});

interface RequestRow {
  id: number;
  state: string;
  refunded: boolean;
}

describe("a contact request past its answer date, on the staff's page", () => {
  const quotaLeft = (text: string) => Number(/Noch (\d+) von \d+ Kontaktanfragen/.exec(text)?.[1] ?? Number.NaN);
  const talentPanel = (text: string) => text.slice(text.indexOf("Letzte Kontaktanfragen"));

  it("shows as expired with its unit back, and the GET leaves its row to the jobs' sweep", async () => {
    const before = await render("sales");
    const left = quotaLeft(before.text);
    expect(left).toBeGreaterThan(0);
    const [request] = await rows<RequestRow>(
      `insert into talent_contact_requests (company_id, profile_id, subject, sent_at, answer_by, quota_month, access_key)
       values ($1, 1, 'Buchhaltung in Linz', now() - interval '1 hour', now() + interval '14 days', $2, 'render-test')
       returning id, state, refunded`,
      [COMPANY_ID, quotaMonthOf(new Date())],
    );
    const open = await render("sales");
    expect(talentPanel(open.text)).toContain("Anfrage offen");
    expect(quotaLeft(open.text)).toBe(left - 1);

    // Fourteen days later, by data.
    await rows("update talent_contact_requests set answer_by = now() - interval '1 minute' where id = $1", [
      request!.id,
    ]);
    const due = await render("sales");
    expect(talentPanel(due.text)).toContain("Abgelaufen (Kontingent erstattet)");
    expect(talentPanel(due.text)).not.toContain("Anfrage offen");
    expect(quotaLeft(due.text)).toBe(left);
    expect(due.statements.filter(isWrite)).toEqual([]);
    const stored = () =>
      rows<RequestRow>("select id, state, refunded from talent_contact_requests where id = $1", [request!.id]);
    expect(await stored()).toEqual([{ id: request!.id, state: "offen", refunded: false }]);

    // The jobs' sweep expires it; the page shows the same.
    expect(await expireDueRequests(database.db, new Date())).toBe(1);
    expect(await stored()).toEqual([{ id: request!.id, state: "abgelaufen", refunded: true }]);
    const swept = await render("sales");
    expect(talentPanel(swept.text)).toContain("Abgelaufen (Kontingent erstattet)");
    expect(quotaLeft(swept.text)).toBe(left);
  });
});
