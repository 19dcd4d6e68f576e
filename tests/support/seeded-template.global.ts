import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { dumpPgliteTemplate, openDatabase } from "@db/client";
import { seedDatabase } from "@db/seed";
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, testDatabaseName } from "./database";

/**
 * Vitest global setup of the integration suites: migrates and seeds the demo data once per run,
 * and every suite's portal starts from a copy (a PGlite tarball, or a PostgreSQL template
 * database) instead of running initdb, the migrations and the seed again.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = testDatabaseName("ap_template");
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), dataDir: "memory://" });
    await handle.migrate();
    await seedDatabase(handle.db);
    await handle.close();
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ap-template-")), "pglite.tar");
  const handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  await seedDatabase(handle.db);
  await dumpPgliteTemplate(handle, file);
  await handle.close();
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
