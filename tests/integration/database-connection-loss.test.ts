import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * Issue 13 §1: PostgreSQL ending a pooled connection (pg_terminate_backend, a restart, a
 * failover) must not end the process; the pool reports it and the next query opens a new
 * connection. Only PostgreSQL has pooled connections to lose (CI's second pass).
 */
describe.skipIf(!process.env.DATABASE_URL)("a pooled connection that PostgreSQL ends", () => {
  let testDatabase: TestDatabase;
  let handle: DatabaseHandle;
  const lost: Error[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    handle = await openDatabase({
      url: testDatabase.url,
      dataDir: "memory://",
      poolSize: 3,
      onConnectionError: (error) => lost.push(error),
    });
  });

  afterAll(async () => {
    await handle?.close();
    await testDatabase?.drop();
  });

  it("is reported to the listener, and the next query gets a new connection", async () => {
    // Three connections, all idle in the pool afterwards.
    await Promise.all([1, 2, 3].map(() => handle.executeSql("select pg_sleep(0.05)", [])));
    const database = new URL(testDatabase.url!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [database],
      );
      expect(ended.rowCount).toBe(3);
    } finally {
      await admin.end();
    }
    await expect.poll(() => lost.length, { timeout: 5_000 }).toBe(3);
    expect(lost[0]!.message).toMatch(/terminat/i);

    const { rows } = await handle.executeSql("select 1 as one", []);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
