import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "@db/client";
import * as schema from "@db/schema";
import { seedDatabase } from "@db/seed";
import { abilitiesOfGroups, GROUPS } from "@auth/abilities";
import { searchCompanies } from "~/features/internal/companies.server";
import { workQueues } from "~/features/internal/work-queues.server";
import { countByStatus, listJobAds } from "~/features/job-ads/job-ads.server";
import { applicationCounts30 } from "~/features/applications/overview.server";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { insertMarket } from "../support/scale-data";

/**
 * Issue 17 §5: the lists' queries at the scale of a country's market (1 000 companies, 100 000
 * ads, one company with 10 000) read through an index. Each list function runs against a
 * database that records its SQL; every statement is then explained as PostgreSQL (or PGlite)
 * would run it. A plan that reads a large table whole (more than LARGE_TABLE_ROWS rows) slows
 * down as the table grows. The 1 000 companies are not such a table: the planner rightly reads
 * them whole, with or without an index.
 */

const BIG_COMPANY = 1;
const LARGE_TABLE_ROWS = 10_000;
let largeTables: Set<string>;

let testDatabase: TestDatabase;
let database: DatabaseHandle;
let recording: Database;
const recorded: Array<{ query: string; params: unknown[] }> = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: "memory://" });
  await database.migrate();
  await seedDatabase(database.db, { companyCount: 3, talentCount: 50 });
  await insertMarket(database.db, { companies: 1_000, ads: 90_000, bigCompanyId: BIG_COMPANY, bigCompanyAds: 10_000 });
  const sizes = (await database.executeSql(
    "select relname, reltuples from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace",
  )) as { rows: Array<{ relname: string; reltuples: number | string }> };
  largeTables = new Set(sizes.rows.filter((row) => Number(row.reltuples) > LARGE_TABLE_ROWS).map((row) => row.relname));
  const logger: Logger = { logQuery: (query, params) => void recorded.push({ query, params }) };
  // The same connection, with a logger: what the list functions send is what gets explained.
  const client = (database.db as unknown as { $client: unknown }).$client;
  recording =
    database.kind === "postgres"
      ? drizzlePg(client as pg.Pool, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
}, 300_000);

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Cond"?: string;
  Plans?: PlanNode[];
}

/**
 * The large tables a plan reads whole: a sequential scan, or an index read from end to end (no
 * index condition) other than below a LIMIT, which stops after the page's rows.
 */
function wholeTableReads(node: PlanNode, belowLimit = false): string[] {
  const type = node["Node Type"];
  const table = node["Relation Name"];
  const whole =
    table !== undefined &&
    (type === "Seq Scan" || (!belowLimit && type.startsWith("Index") && node["Index Cond"] === undefined));
  const limited = belowLimit || type === "Limit";
  return [...(whole ? [table] : []), ...(node.Plans ?? []).flatMap((child) => wholeTableReads(child, limited))];
}

/** Runs `list` on the recording database and returns the large tables its statements scan whole. */
async function scansOf(list: (db: Database) => Promise<unknown>): Promise<string[]> {
  recorded.length = 0;
  await list(recording);
  expect(recorded.length).toBeGreaterThan(0);
  const scans: string[] = [];
  for (const { query, params } of recorded) {
    const result = (await database.executeSql(`explain (format json) ${query}`, params)) as {
      rows: Array<{ "QUERY PLAN": unknown }>;
    };
    const raw = result.rows[0]!["QUERY PLAN"];
    const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
    scans.push(...wholeTableReads(plan[0]!.Plan).filter((table) => largeTables.has(table)));
  }
  return scans;
}

describe("issue 17 §5: list queries at 100 000 ads use an index", () => {
  it("has the market's size", () => {
    expect([...largeTables]).toContain("job_ads");
  });

  it("the company's job-ad list: first page, a search, a state deep in the pages, the counts", async () => {
    expect(await scansOf((db) => listJobAds(db, { companyId: BIG_COMPANY }, applicationCounts30))).toEqual([]);
    expect(
      await scansOf((db) => listJobAds(db, { companyId: BIG_COMPANY, q: "buchhalter" }, applicationCounts30)),
    ).toEqual([]);
    expect(
      await scansOf((db) =>
        listJobAds(
          db,
          { companyId: BIG_COMPANY, statuses: ["active"], sort: "expires", page: 50 },
          applicationCounts30,
        ),
      ),
    ).toEqual([]);
    expect(await scansOf((db) => countByStatus(db, BIG_COMPANY))).toEqual([]);
  });

  it("the staff's companies list: first page and a search by name", async () => {
    expect(await scansOf((db) => searchCompanies(db, {}))).toEqual([]);
    expect(await scansOf((db) => searchCompanies(db, { q: "Huber" }))).toEqual([]);
  });

  it("the staff's work queues over every company (QA, orders, expiring ads)", async () => {
    const abilities = new Set(GROUPS.flatMap((group) => [...abilitiesOfGroups([group], { production: false })]));
    expect(await scansOf((db) => workQueues(db, abilities))).toEqual([]);
  });
});
