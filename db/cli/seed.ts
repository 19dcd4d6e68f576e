import path from "node:path";
import { loadConfig } from "@server/config";
import { openDatabase } from "../client";
import { isEmpty } from "../demo";
import { seedDatabase } from "../seed";

/** `npm run db:seed`: migrates, then seeds the demo market into an empty database. */
const { env } = loadConfig();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
await database.migrate();
if (await isEmpty(database.db)) {
  await seedDatabase(database.db);
  console.log(`Demo data seeded (${database.kind}).`);
} else {
  console.log("The database already holds data; nothing seeded.");
}
await database.close();
