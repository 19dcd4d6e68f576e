import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./ports";

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own (issue 13 §1): `initdb` in a temporary folder, the server
 * on a free port of 127.0.0.1, its socket in that folder. A test may stop, restart and crash it
 * without touching the machine's PostgreSQL. Run as root, the cluster belongs to the `postgres`
 * user (PostgreSQL refuses to run as root); otherwise to the current user.
 */
export interface ThrowawayCluster {
  /** A connection string for the database `portal` (created by `create`). */
  url: string;
  port: number;
  /** The server's log file (`pg_ctl -l`): statements, when `log_statement` says so. */
  logFile: string;
  start(): Promise<void>;
  /** `pg_ctl stop`: "fast" rolls back open transactions and ends sessions; "immediate" crashes. */
  stop(mode: "fast" | "immediate"): Promise<void>;
  /** Ends every backend of the `portal` database, as `pg_terminate_backend` does on a failover. */
  terminateBackends(): Promise<number>;
  /** A query on the `portal` database. */
  query<Row extends object>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Stops the server (if it runs) and removes the folder. */
  remove(): Promise<void>;
}

async function binDir(): Promise<string> {
  const { stdout } = await run("pg_config", ["--bindir"]);
  return stdout.trim();
}

export async function createThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = await binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ap-cluster-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const pgRun = (command: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  if (asRoot) await run("chown", ["postgres", dir]);
  await pgRun("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale", "C"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const logFile = path.join(dir, "server.log");
  const url = `postgres://postgres@127.0.0.1:${port}/portal`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>, database = "postgres"): Promise<T> => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/${database}` });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  let running = false;
  const cluster: ThrowawayCluster = {
    url,
    port,
    logFile,
    async start() {
      await pgRun("pg_ctl", ["-D", dataDir, "-o", options, "-l", logFile, "-w", "-t", "60", "start"]);
      running = true;
    },
    async stop(mode) {
      await pgRun("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "60", "stop"]);
      running = false;
    },
    terminateBackends: () =>
      admin(async (client) => {
        const result = await client.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'portal' and pid <> pg_backend_pid()",
        );
        return result.rowCount ?? 0;
      }),
    query: <Row extends object>(text: string, values: unknown[] = []) =>
      admin(async (client) => (await client.query<Row>({ text, values })).rows, "portal"),
    async remove() {
      if (running) await cluster.stop("immediate").catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  await admin((client) => client.query("create database portal"));
  return cluster;
}
