import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
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
  /** The embedded database itself, for `dumpPgliteTemplate`; null on PostgreSQL and on PGlite in a worker. */
  pglite: PGlite | null;
  /**
   * PGlite: the notifications of its one session (decision 065). null on PostgreSQL, where a
   * process listens on a connection of its own (`server/database-changes.ts`).
   */
  notifications: EmbeddedNotifications | null;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * The connection pool's figures for the metrics (decision 080); null for PGlite in this thread,
   * which has no pool.
   */
  poolStats(): PoolStats | null;
  /**
   * Raw SQL for libraries that bring their own queries (pg-boss). Without values the text may
   * hold several statements; the result is that of the last one.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The pool now, and what it handed out since the start. */
export interface PoolStats {
  /** Connections open. */
  total: number;
  /** Open connections no query uses. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** Connections the pool may open. */
  max: number;
  /** Connections handed out since the start. */
  acquisitions: number;
  /** Seconds queries waited for their connection (opening one included), together. */
  waitSeconds: number;
}

/**
 * What the embedded database notifies. PGlite has one session, so every notification is that
 * session's own: PostgreSQL sends it right after the commit, before the statement's answer, so
 * a listener has heard of a write before the statement that made it returns.
 */
export interface EmbeddedNotifications {
  /** Calls `heard` with the payload of every notification on `channel` from now on. */
  listen(channel: string, heard: (payload: string) => void): Promise<void>;
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
  /**
   * `db/pglite-worker.mjs`: the embedded PGlite runs on a thread of its own from that file, behind
   * a Unix socket, reached like PostgreSQL (the server: a query never stops other requests,
   * decision 033). Without it PGlite runs in this thread (tests and scripts: it starts faster,
   * and `dumpPgliteTemplate` needs it).
   */
  pgliteWorker?: string | undefined;
  /** Where the SQL migrations lie; by default beside this module (the production bundle names it). */
  migrationsFolder?: string;
  /**
   * Told when PostgreSQL ends an idle pooled connection (a restart, a failover, a terminated
   * backend). The pool drops that connection and opens a new one on the next query; without a
   * listener node-postgres would throw the error and end the process.
   */
  onConnectionError?: (error: Error) => void;
}

const CONNECT_TIMEOUT_MS = 5_000;

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
    return openPool(
      { connectionString: options.url, max: options.poolSize ?? 10 },
      "postgres",
      options,
      migrationsFolder,
    );
  }
  if (!options.dataDir.startsWith("memory://")) {
    // PGlite does not create parent directories itself.
    fs.mkdirSync(options.dataDir, { recursive: true });
  }
  const template =
    options.pgliteTemplate && options.dataDir.startsWith("memory://") ? options.pgliteTemplate : undefined;
  if (options.pgliteWorker) return openPgliteWorker(options.pgliteWorker, options, template, migrationsFolder);
  const client = new PGlite(options.dataDir, template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    pglite: client,
    notifications: {
      listen: async (channel, heard) => void (await client.listen(channel, heard)),
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    poolStats: () => null,
    // PGlite prepares every `query`, and a prepared statement holds one command, so several go
    // through `exec`. Inside PGlite's transaction: a failing statement rolls back, instead of leaving
    // the one shared session in an aborted transaction, and no other query runs in between.
    executeSql: async (text, values) =>
      values?.length
        ? client.query(text, values)
        : client.transaction(async (tx) => (await tx.exec(text)).at(-1) ?? { rows: [] }),
  };
}

/**
 * PGlite on its own thread (`pglite-worker.mjs`) behind a Unix socket in a private temporary
 * folder, reached through a pool of one connection: PGlite has one session.
 */
async function openPgliteWorker(
  workerFile: string,
  options: DatabaseOptions,
  template: string | undefined,
  migrationsFolder: string,
): Promise<DatabaseHandle> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-"));
  // node-postgres finds a server's socket as `<host folder>/.s.PGSQL.<port>`.
  const port = 5432;
  const worker = new Worker(workerFile, {
    workerData: { dataDir: options.dataDir, template, socketPath: path.join(socketDir, `.s.PGSQL.${port}`) },
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once("message", (message: { type: string; message?: string }) =>
        message.type === "ready" ? resolve() : reject(new Error(`PGlite did not start: ${message.message}`)),
      );
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`PGlite stopped while starting (exit code ${code}).`)));
    });
  } catch (error) {
    await worker.terminate();
    fs.rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  worker.on("error", (error) => console.error("embedded database failed:", error));
  worker.once("exit", (code) => {
    if (!stopping) console.error(`embedded database stopped (exit code ${code}): queries fail until a restart`);
  });
  const handle = await openPool(
    { host: socketDir, port, user: "postgres", database: "postgres", max: 1 },
    "pglite",
    options,
    migrationsFolder,
  );
  return {
    ...handle,
    close: async () => {
      await handle.close();
      stopping = true;
      worker.postMessage({ type: "stop" });
      await exited;
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/**
 * The notifications of PGlite behind its socket: the pool's one connection is the one session,
 * and it hears what it sent. Each new connection (the pool closes an idle one) listens again in
 * the pool's `onConnect`, before it runs its first query; `query` runs a statement on the pool.
 */
function poolNotifications(
  query: (text: string) => Promise<unknown>,
): EmbeddedNotifications & { onConnect: (client: pg.ClientBase) => Promise<void> } {
  const listeners = new Map<string, ((payload: string) => void)[]>();
  return {
    async onConnect(client) {
      client.on("notification", (message) => {
        for (const heard of listeners.get(message.channel) ?? []) heard(message.payload ?? "");
      });
      for (const channel of listeners.keys()) await client.query(`LISTEN ${channel}`);
    },
    async listen(channel, heard) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const known = listeners.get(channel);
      if (known) return void known.push(heard);
      listeners.set(channel, [heard]);
      await query(`LISTEN ${channel}`);
    },
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * Counts the connections the pool hands out and the time each query waited for its own: node-postgres
 * keeps no such figures, and every query (`pool.query` as well as a transaction's `pool.connect()`)
 * asks `connect`, which is therefore timed here.
 */
function timeConnections(pool: pg.Pool): { acquisitions: number; waitSeconds: number } {
  const figures = { acquisitions: 0, waitSeconds: 0 };
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  const timed = (callback: ConnectCallback) => {
    const started = performance.now();
    connect((error, client, done) => {
      if (!error) {
        figures.acquisitions += 1;
        figures.waitSeconds += (performance.now() - started) / 1000;
      }
      callback(error, client, done);
    });
  };
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) return timed(callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      timed((error, client) => (error || !client ? reject(error) : resolve(client))),
    );
  }) as typeof pool.connect;
  return figures;
}

async function openPool(
  config: pg.PoolConfig,
  kind: DatabaseHandle["kind"],
  options: DatabaseOptions,
  migrationsFolder: string,
): Promise<DatabaseHandle> {
  const notifications = kind === "pglite" ? poolNotifications((text): Promise<unknown> => pool.query(text)) : null;
  const pool: pg.Pool = new pg.Pool({
    ...config,
    ...(notifications ? { onConnect: notifications.onConnect } : {}),
    // A database host that does not answer (a failover in progress) fails the request after
    // this long instead of holding it open until the socket gives up.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on("error", options.onConnectionError ?? ((error) => console.warn("database connection lost:", error.message)));
  // pg-pool listens only to idle connections. One that is checked out (a transaction between
  // two statements, pg-boss between its queries) would throw an ending backend's error from
  // the client and end the process. The error surfaces through the next statement instead
  // (which fails as "not queryable"), and the pool drops the broken client at its release.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const handedOut = timeConnections(pool);
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind,
    pglite: null,
    notifications: notifications && { listen: notifications.listen },
    ping: async () => {
      await pool.query("select 1");
    },
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
      ...handedOut,
    }),
    executeSql: async (text, values) => {
      if (values?.length) return pool.query(text, values);
      // Parameterless text goes as a simple query and may hold BEGIN … COMMIT: when a statement
      // fails, roll back, so the connection does not return to the pool inside an aborted transaction.
      const client = await pool.connect();
      try {
        // Several statements answer with one result each (the declared type knows only one).
        const results: pg.QueryResult | pg.QueryResult[] = await client.query(text);
        return Array.isArray(results) ? (results.at(-1) ?? { rows: [] }) : results;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
