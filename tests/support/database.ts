import crypto from "node:crypto";
import pg from "pg";

export interface TestDatabase {
  /** DATABASE_URL for the portal, or undefined for an in-memory PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * Set by the integration suites' global setup (tests/support/seeded-template.global.ts): the
 * seeded demo database to copy, as a PGlite tarball or a PostgreSQL template database.
 */
export const PGLITE_TEMPLATE_ENV = "PGLITE_TEMPLATE";
export const POSTGRES_TEMPLATE_ENV = "AP_TEST_TEMPLATE_DATABASE";

async function adminQuery(base: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database per suite: in-memory PGlite by default; with DATABASE_URL set (CI's second
 * pass) a new PostgreSQL database beside the given one, dropped afterwards. `seeded` copies the
 * run's seeded template where the global setup made one (a portal then finds its demo data).
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => undefined };
  const name = `ap_test_${crypto.randomBytes(6).toString("hex")}`;
  const template = options.seeded ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  await adminQuery(base, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(base, `drop database if exists ${name} with (force)`),
  };
}

/** A database name of the test run, safe to put into SQL unquoted. */
export function testDatabaseName(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
}
