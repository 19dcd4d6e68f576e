import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as ProductionBundle from "@server/entry.production";
import { PROJECT_ROOT } from "@server/paths";
import { startPortal } from "@server/start";
import { createTestDatabase } from "../support/database";

/** The portal for the browser tests: a fresh database (PGlite in memory, or PostgreSQL in CI's second pass). */
const database = await createTestDatabase();
const portal = await startPortal({
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: "memory://",
  // Every browser of the suite comes from 127.0.0.1, one client to the per-address render limit
  // (decision 030), which images.test.ts tests on its own.
  IPX_RENDERS_PER_MINUTE: "6000",
  IPX_RENDER_BURST: "1000",
  // Specs that apply give their own client address (X-Forwarded-For), so the apply limit of one
  // client (5 at once) is not shared by the whole suite; browsers send none and stay 127.0.0.1.
  TRUST_PROXY: "true",
  ...(database.url ? { DATABASE_URL: database.url } : {}),
});
// The first talent search builds the index of the 20 000 demo profiles inside its request; on the
// suite's one process that took 6 s beside the other specs' requests. The pages' copy of the
// search (the bundle the portal loaded, same module) builds it now, before the tests start:
// playwright.config.ts waits for the line below.
const pages = (await import(
  pathToFileURL(path.resolve(PROJECT_ROOT, process.env.BUILD_DIR ?? "build", "server/index.js")).href
)) as typeof ProductionBundle;
await pages.prepareTalentSearch(portal.database.db);
console.log(`e2e portal ready on ${portal.portalUrl}`);

const stop = async () => {
  await portal.close();
  await database.drop();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
