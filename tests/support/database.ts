import crypto from "node:crypto";
import pg from "pg";

export interface TestDatabase {
  /** DATABASE_URL for the portal, or undefined for an in-memory PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh database per suite: in-memory PGlite by default; with DATABASE_URL set (CI's second
 * pass) a new PostgreSQL database beside the given one, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => undefined };
  const name = `ap_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
