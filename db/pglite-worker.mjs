/**
 * The embedded PGlite on a thread of its own (decision 033). PGlite runs PostgreSQL compiled to
 * WebAssembly synchronously: on the portal's main thread a query stops every other request,
 * `/healthz` included, for as long as it runs. Here it answers the PostgreSQL wire protocol on a
 * Unix socket (`@electric-sql/pglite-socket`), so the portal reaches it with node-postgres, as it
 * reaches PostgreSQL.
 *
 * Plain JavaScript: the portal starts it from the project folder in development and from the
 * production bundle alike, with no build step of its own.
 *
 * workerData: { dataDir, template, socketPath }. Posts { type: "ready" } when it accepts
 * connections, or { type: "failed", message }; on { type: "stop" } it closes and exits.
 */
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const { dataDir, template, socketPath } = workerData;

try {
  const options = template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {};
  const db = new PGlite(dataDir, options);
  await db.waitReady;
  // One connection: PGlite has one session, and the socket server interleaves the messages of
  // several connections outside a transaction (an unnamed statement of one would replace
  // another's). The portal's pool holds one connection and queues its queries in front of it.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  parentPort.on("message", async (message) => {
    if (message?.type !== "stop") return;
    await server.stop();
    await db.close();
    process.exit(0);
  });
  parentPort.postMessage({ type: "ready" });
} catch (error) {
  parentPort.postMessage({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
