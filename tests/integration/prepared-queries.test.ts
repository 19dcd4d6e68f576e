import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { latestChange } from "~/features/active-sourcing/talent-index.server";
import { dataVersionReader } from "../../server/signed-in-page-cache";
import { servePgliteTemplate } from "../support/served-pglite";

/**
 * Queries built once (db/prepared.ts) leave no named statement in the database's session: the
 * embedded PGlite has one session behind all of its connections, so a connection that comes
 * after another (the portal's pool reconnecting after an idle spell, a test's connection beside
 * the portal's) would find the first one's statement of that name and fail. (On PostgreSQL each
 * connection has a session of its own.)
 */
describe.runIf(!process.env.DATABASE_URL)("queries built once", () => {
  let served: Awaited<ReturnType<typeof servePgliteTemplate>>;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    served = await servePgliteTemplate();
    for (let i = 0; i < 2; i++) {
      handles.push(await openDatabase({ url: served.url, dataDir: "memory://", poolSize: 1 }));
    }
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await served?.stop();
  });

  it("run on every connection of one PGlite session, one after the other", async () => {
    for (const { db } of [...handles, ...handles]) {
      await expect(latestChange(db)).resolves.toBeGreaterThanOrEqual(0);
      await expect(
        dataVersionReader(db)({ company: "company:1", user: "user:external:1", global: "global" }),
      ).resolves.toMatch(/^\d+\.\d+\.\d+$/);
    }
  });
});
