import { startPortal } from "@server/start";
import { createTestDatabase } from "../support/database";

/** The portal for the browser tests: a fresh database (PGlite in memory, or PostgreSQL in CI's second pass). */
const database = await createTestDatabase();
const portal = await startPortal({
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: "memory://",
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
