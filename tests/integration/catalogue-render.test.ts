import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { products } from "@db/schema";
import { BROWSER_USER_AGENT } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { createThrowawayCluster, type ThrowawayCluster } from "../support/throwaway-cluster";

/**
 * The public content pages show the catalogue each process keeps per data version (decision 086):
 * a write to `products`, made on the database by whoever (here: the test's own connection, as a
 * tool or another instance would), shows on the next render of the product page, the product's
 * own page and the teaser bar, whether the page is rendered anew (a query string the page cache
 * lets pass) or asked at its plain address, which the public page cache kept before the write.
 *
 * Always on PostgreSQL: the run's (DATABASE_URL), else a cluster of the test's own. On PGlite no one
 * but the portal can write while it runs (one process per data directory), and the portal hears its
 * own writes before they return (`tests/integration/cache-invalidation.test.ts` holds that for the
 * catalogue); a served PGlite delivers a notification only to the connection that wrote. Here the
 * write comes from a connection that is not the portal's, so the test waits for the page to show
 * it: the notification's delay, as nothing else tells the portal.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };

let cluster: ThrowawayCluster | null = null;
let t: TestPortal;
let database: DatabaseHandle;

const page = async (target: string) => {
  const response = await fetch(`${t.baseUrl}${target}`, { headers: PERSON, redirect: "manual" });
  expect(response.status, target).toBe(200);
  return response.text();
};

/** The first render after the portal heard the write shows it. */
async function nextRenderShows(target: string, expected: (html: string) => void): Promise<void> {
  await vi.waitFor(async () => expected(await page(target)), { timeout: 10_000, interval: 50 });
}

beforeAll(async () => {
  cluster = process.env.DATABASE_URL ? null : await createThrowawayCluster();
  t = await startTestPortal(
    { JOBS_ENABLED: "false" },
    cluster ? { databaseUrl: cluster.url, fromTemplate: false } : {},
  );
  database = await openDatabase({ url: t.databaseUrl!, dataDir: "memory://", poolSize: 1 });
}, 240_000);
afterAll(async () => {
  await database?.close();
  await t?.stop();
  await cluster?.remove();
});

describe("a write to the catalogue", () => {
  it("shows on the next render of the content pages, kept or rendered", async () => {
    const [product] = await database.db
      .select()
      .from(products)
      .where(and(eq(products.family, "stelleninserate"), eq(products.active, true), eq(products.slug, "standard")));
    expect(product, "the seed's job-ad product `standard`").toBeDefined();
    // Rendered and kept (the plain address), and the catalogue kept by the process.
    expect(await page("/produkte/stelleninserate")).toContain(product!.name);
    expect(await page("/produkte/stelleninserate")).toContain(product!.name);
    expect(await page("/produkte/stelleninserate?vorher=1")).toContain(product!.name);
    expect(await page(`/produkte/stelleninserate/${product!.slug}`)).toContain(product!.name);

    const renamed = "Stelleninserat Neu 086";
    await database.db.update(products).set({ name: renamed }).where(eq(products.id, product!.id));
    for (const target of [
      "/produkte/stelleninserate?nachher=1",
      "/produkte/stelleninserate",
      `/produkte/stelleninserate/${product!.slug}`,
    ]) {
      await nextRenderShows(target, (html) => {
        expect(html).toContain(renamed);
        expect(html).not.toContain(product!.name);
      });
    }

    // Taken off sale: its page is a 404, the list no longer names it.
    await database.db.update(products).set({ active: false }).where(eq(products.id, product!.id));
    await nextRenderShows("/produkte/stelleninserate?nachher=2", (html) => expect(html).not.toContain(renamed));
    const gone = async () =>
      (await fetch(`${t.baseUrl}/produkte/stelleninserate/${product!.slug}`, { headers: PERSON })).status;
    await vi.waitFor(async () => expect(await gone()).toBe(404), { timeout: 10_000, interval: 50 });

    await database.db.update(products).set({ name: product!.name, active: true }).where(eq(products.id, product!.id));
    await nextRenderShows("/produkte/stelleninserate", (html) => expect(html).toContain(product!.name));
  });
});
