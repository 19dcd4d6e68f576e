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
console.log(`e2e portal ready on ${portal.portalUrl}`);

const stop = async () => {
  await portal.close();
  await database.drop();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
