import path from "node:path";
import { loadConfig } from "@server/config";
import { openDatabase } from "../client";

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the PGlite directory. */
const { env } = loadConfig();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
