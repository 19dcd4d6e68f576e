import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { openDatabase, type DatabaseHandle } from "./client";
import { companies } from "./schema";

const pgliteWorker = path.join(import.meta.dirname, "pglite-worker.mjs");

// The socket folders go to a temporary folder of this file's own: other suites running beside it
// open PGlite threads too, and would change a count taken in the machine's shared one.
const sharedTmpdir = process.env.TMPDIR;
beforeAll(() => {
  process.env.TMPDIR = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-worker-test-"));
});
afterAll(() => {
  fs.rmSync(os.tmpdir(), { recursive: true, force: true });
  if (sharedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = sharedTmpdir;
});

const socketFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("pglite-"));

let handle: DatabaseHandle | null = null;

afterEach(async () => {
  await handle?.close();
  handle = null;
});

// Each test starts a PGlite of its own (about 5 s on a quiet machine, 17 s at load 16): the
// timeout is there for a hang, with room for a busy machine.
describe("PGlite on its own thread (decision 033)", { timeout: 180_000 }, () => {
  it("migrates, reads, writes and keeps transactions apart through the socket", async () => {
    handle = await openDatabase({ dataDir: "memory://", pgliteWorker });
    expect(handle.kind).toBe("pglite");
    await handle.migrate();
    const { db } = handle;
    expect(await db.$count(companies)).toBe(0);
    await handle.executeSql("create table notes (text text not null); insert into notes values ('eins')");
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values ('zurückgerollt')`);
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    // A query outside an open transaction waits for its end instead of running inside it: it
    // never sees the row that the transaction inserts and then rolls back.
    // The handle reaches the thread through a pool of one connection (drizzle's `$client`), which
    // the transaction holds: the transaction ends once the outside query waits in that pool.
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    let rolledBack: Promise<unknown> = Promise.resolve();
    await new Promise<void>((inserted) => {
      rolledBack = db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into notes values ('zwei')`);
          inserted();
          await vi.waitFor(() => expect(pool.waitingCount).toBe(1));
          throw new Error("abort");
        })
        .catch(() => undefined);
    });
    const outside = await db.select({ n: sql<number>`count(*)::int` }).from(sql`notes`);
    await rolledBack;
    expect(outside).toEqual([{ n: 1 }]);
    const last = await handle.executeSql(
      "create temp table t (n int); insert into t values (1), (2); select sum(n) as s from t",
    );
    expect(last.rows).toEqual([{ s: "3" }]);
  });

  it("keeps this thread's event loop turning while a long query runs", async () => {
    handle = await openDatabase({ dataDir: "memory://", pgliteWorker });
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    try {
      // A query that holds PGlite's thread for 300 ms, whatever the machine's speed.
      await handle.executeSql("select pg_sleep(0.3)", []);
    } finally {
      clearInterval(timer);
    }
    // In this thread PGlite runs the whole query in one synchronous call: no timer fires meanwhile.
    expect(ticks).toBeGreaterThan(0);
  });

  it("ends the thread and removes its socket folder on close", async () => {
    const before = socketFolders();
    handle = await openDatabase({ dataDir: "memory://", pgliteWorker });
    expect(socketFolders().length).toBe(before.length + 1);
    await handle.close();
    handle = null;
    expect(socketFolders()).toEqual(before);
  });

  it("reports a database that cannot start and leaves nothing behind", async () => {
    const before = socketFolders();
    await expect(
      openDatabase({ dataDir: "memory://", pgliteTemplate: "/nonexistent/template.tar", pgliteWorker }),
    ).rejects.toThrow(/PGlite did not start/);
    expect(socketFolders()).toEqual(before);
  });
});
