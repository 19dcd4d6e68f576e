import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { companyUsers, dataVersions, jobAds, products, qaReports, userSettings } from "@db/schema";
import { seedDatabase } from "@db/seed";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * The data versions the signed-in page cache keys on (decision 049, migration 0019): every table
 * is either versioned by the triggers or named here with the reason it needs no version, so a new
 * table cannot be forgotten; and a write bumps the scopes it touches, in its own transaction.
 */

/** Tables whose rows no cached page shows, with the reason. */
const NOT_VERSIONED: Record<string, string> = {
  data_versions: "the versions themselves",
  sessions: "read on every request before the cache; the key holds the session's company and groups",
  oidc_transactions: "a sign-in in progress",
  idp_accounts: "the demo identity provider's accounts; the portal's profile reads company_users and staff_users",
  audit_log: "the record of staff actions, shown only on pages that are not cached",
  invoice_counters: "numbers for the next invoice; the invoices themselves are versioned",
  mail_outbox: "mail waiting to go out; shown only by the debug pages",
  rate_limit_buckets: "the limits on anonymous writes; no page shows them",
  employer_page_follow_links_spent: "which confirmation links no longer work; no page lists them",
  talent_search_rows: "the talent search's copy of talent_profiles; search pages are not cached",
  talent_search_removals: "the talent search's log of removals; search pages are not cached",
  talent_search_terms: "the talent search's term counts; search pages are not cached",
  webhook_endpoints: "a company's webhooks; shown only on the settings pages, which are not cached",
  webhook_events: "the webhooks' events; shown only in the delivery log, which is not cached",
  webhook_deliveries: "the webhooks' delivery log; shown only on a settings page that is not cached",
  api_tokens:
    "shown only on the settings page and the staff panel, which are not cached; last use is written once a minute",
  idempotency_keys: "the integration API's stored first answers; no page shows them",
};

/** Inserts that need no version: a new talent profile is in no company's contacts yet. */
const NO_INSERT_TRIGGER = new Set(["talent_profiles"]);

let testDatabase: TestDatabase;
let database: DatabaseHandle;

const versionOf = async (scope: string) => {
  const [row] = await database.db.select().from(dataVersions).where(eq(dataVersions.scope, scope));
  return row?.version ?? 0;
};

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: "memory://" });
  await database.migrate();
  await seedDatabase(database.db, { companyCount: 3, talentCount: 50 });
});

afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

describe("data versions", () => {
  it("versions every table unless it is named with a reason", async () => {
    const tables = (await database.executeSql(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    )) as { rows: Array<{ table_name: string }> };
    const triggers = (await database.executeSql(`
      select c.relname as table_name, string_agg(e.event_manipulation, ',' order by e.event_manipulation) as events
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      join information_schema.triggers e on e.trigger_name = t.tgname and e.event_object_table = c.relname
      where p.proname = 'bump_data_versions' and not t.tgisinternal
      group by c.relname`)) as { rows: Array<{ table_name: string; events: string }> };
    const eventsOf = new Map(triggers.rows.map((row) => [row.table_name, row.events]));
    const missing: string[] = [];
    for (const { table_name: table } of tables.rows) {
      if (table in NOT_VERSIONED) {
        expect(eventsOf.has(table), `${table} is named as not versioned but has triggers`).toBe(false);
        continue;
      }
      const expected = NO_INSERT_TRIGGER.has(table) ? "DELETE,UPDATE" : "DELETE,INSERT,UPDATE";
      if (eventsOf.get(table) !== expected) missing.push(`${table}: ${eventsOf.get(table) ?? "none"}`);
    }
    expect(missing).toEqual([]);
    // The list names no table that no longer exists.
    const names = new Set(tables.rows.map((row) => row.table_name));
    expect(Object.keys(NOT_VERSIONED).filter((table) => !names.has(table))).toEqual([]);
  });

  it("bumps the company of a changed job ad, and nothing for a statement that changed no row", async () => {
    const [ad] = await database.db.select({ id: jobAds.id, companyId: jobAds.companyId }).from(jobAds).limit(1);
    const scope = `company:${ad!.companyId}`;
    const before = await versionOf(scope);
    await database.db.update(jobAds).set({ title: "Lagerleiter*in" }).where(eq(jobAds.id, ad!.id));
    expect(await versionOf(scope)).toBe(before + 1);
    await database.db.update(jobAds).set({ title: "Niemand" }).where(eq(jobAds.id, -1));
    expect(await versionOf(scope)).toBe(before + 1);
  });

  it("bumps the company of a job ad's QA report through the ad", async () => {
    const [ad] = await database.db.select({ id: jobAds.id, companyId: jobAds.companyId }).from(jobAds).limit(1);
    const scope = `company:${ad!.companyId}`;
    const before = await versionOf(scope);
    await database.db.insert(qaReports).values({
      jobAdId: ad!.id,
      decision: "approved",
      reasons: [],
      message: "",
      checks: [],
      staffId: 1,
      staffName: "Test",
    });
    expect(await versionOf(scope)).toBe(before + 1);
  });

  it("bumps a user's version for their settings and the global version for the catalogue", async () => {
    const [user] = await database.db.select({ id: companyUsers.id }).from(companyUsers).limit(1);
    const scope = `user:external:${user!.id}`;
    const beforeUser = await versionOf(scope);
    await database.db
      .insert(userSettings)
      .values({ userId: user!.id, newsletter: true })
      .onConflictDoUpdate({ target: userSettings.userId, set: { newsletter: true } });
    expect(await versionOf(scope)).toBe(beforeUser + 1);
    const before = await versionOf("global");
    await database.db.update(products).set({ sortOrder: 99 }).where(eq(products.id, 1));
    expect(await versionOf("global")).toBe(before + 1);
  });

  it("leaves the version unchanged when the writing transaction rolls back", async () => {
    const [ad] = await database.db.select({ id: jobAds.id, companyId: jobAds.companyId }).from(jobAds).limit(1);
    const scope = `company:${ad!.companyId}`;
    const before = await versionOf(scope);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(jobAds).set({ title: "Zurückgerollt" }).where(eq(jobAds.id, ad!.id));
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await versionOf(scope)).toBe(before);
  });
});
