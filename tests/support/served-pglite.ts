import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { PGLITE_TEMPLATE_ENV } from "./database";
import { freePort } from "./ports";

/**
 * The run's seeded PGlite template in the test's process, reached over TCP by the portal and the
 * test alike, so that a test reads and changes the portal's data by SQL (on PostgreSQL the portal's
 * database is simply shared). Start the portal with DB_POOL_SIZE=1: PGlite has one session, as in
 * the portal's own PGlite worker; the socket server keeps a transaction's messages together.
 */
export async function servePgliteTemplate(): Promise<{ url: string; stop(): Promise<void> }> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template) throw new Error("no seeded PGlite template: the integration suites' global setup makes one");
  const pglite = new PGlite("memory://", { loadDataDir: new Blob([fs.readFileSync(template)]) });
  await pglite.waitReady;
  const port = await freePort();
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port, maxConnections: 4 });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}
