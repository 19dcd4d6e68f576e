import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Anything that runs queries: the database or a transaction of it. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The embedded database itself, for `dumpPgliteTemplate`; null on PostgreSQL. */
  pglite: PGlite | null;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own queries (pg-boss). Without values the text may
   * hold several statements; the result is that of the last one.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or "memory://" for a throw-away in-memory database. */
  dataDir: string;
  /**
   * A PGlite data directory as a tarball (`dumpPgliteTemplate`) that an in-memory database starts
   * from instead of an empty cluster: it skips initdb (seconds), and with a seeded tarball the seed.
   */
  pgliteTemplate?: string | undefined;
  poolSize?: number;
  /** Where the SQL migrations lie; by default beside this module (the production bundle names it). */
  migrationsFolder?: string;
  /**
   * Told when PostgreSQL ends an idle pooled connection (a restart, a failover, a terminated
   * backend). The pool drops that connection and opens a new one on the next query; without a
   * listener node-postgres would throw the error and end the process.
   */
  onConnectionError?: (error: Error) => void;
}

/** Writes an open PGlite database's data directory as a tarball for `pgliteTemplate`. */
export async function dumpPgliteTemplate(handle: DatabaseHandle, file: string): Promise<void> {
  if (!handle.pglite) throw new Error("Only a PGlite database can be a PGlite template.");
  const tarball = await handle.pglite.dumpDataDir("none");
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder =
    options.migrationsFolder ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on(
      "error",
      options.onConnectionError ?? ((error) => console.warn("database connection lost:", error.message)),
    );
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      pglite: null,
      ping: async () => {
        await pool.query("select 1");
      },
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      executeSql: async (text, values) => {
        if (values?.length) return pool.query(text, values);
        // Parameterless text goes as a simple query and may hold BEGIN … COMMIT: when a statement
        // fails, roll back, so the connection does not return to the pool inside an aborted transaction.
        const client = await pool.connect();
        try {
          return await client.query(text);
        } catch (error) {
          await client.query("ROLLBACK").catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
    };
  }
  if (!options.dataDir.startsWith("memory://")) {
    // PGlite does not create parent directories itself.
    fs.mkdirSync(options.dataDir, { recursive: true });
  }
  const template =
    options.pgliteTemplate && options.dataDir.startsWith("memory://")
      ? new Blob([fs.readFileSync(options.pgliteTemplate)])
      : undefined;
  const client = new PGlite(options.dataDir, template ? { loadDataDir: template } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    pglite: client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    // PGlite prepares every `query`, and a prepared statement holds one command, so several go
    // through `exec`. Inside PGlite's transaction: a failing statement rolls back, instead of leaving
    // the one shared session in an aborted transaction, and no other query runs in between.
    executeSql: async (text, values) =>
      values?.length
        ? client.query(text, values)
        : client.transaction(async (tx) => (await tx.exec(text)).at(-1) ?? { rows: [] }),
  };
}
