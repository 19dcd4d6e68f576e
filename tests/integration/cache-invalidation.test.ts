import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import {
  companies,
  companyMemberships,
  companyUsers,
  featureFlags,
  products,
  staffUsers,
  talentSearchTerms,
} from "@db/schema";
import { seedDatabase } from "@db/seed";
import { buildRouteMap } from "@auth/route-map";
import { lexiconFor } from "~/features/active-sourcing/talent-search.server";
import { createFeatureFlagCache } from "~/features/platform/feature-flags.server";
import { createCatalogueCache } from "~/features/billing/catalogue.server";
import type { ChangeFeed } from "~/lib/scoped-cache.server";
import { createLogger } from "../../server/logger";
import {
  embeddedDatabaseChanges,
  listenToDatabaseChanges,
  NOT_LISTENING,
  type DatabaseChanges,
} from "../../server/database-changes";
import { loadCurrentUser } from "../../server/sign-in/current-user";
import { ProfileCache } from "../../server/sign-in/profile-cache";
import type { LiveSession } from "../../server/sign-in/sessions";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * How the caches of company data learn of writes (decision 065; the table in
 * docs/architecture.md): from the data-version notifications, whoever writes. On PostgreSQL each
 * cache hears them on a listening connection of its own, as a process of the portal does, and
 * the writes come from another connection, as from another process or instance. On PGlite the
 * one session hears its own notifications before the writing statement returns.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
let testDatabase: TestDatabase;
let database: DatabaseHandle;
const listeners: DatabaseChanges[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({
    url: testDatabase.url,
    dataDir: "memory://",
    // PGlite as the portal runs it: on its own thread, behind its socket.
    pgliteWorker: path.resolve("db/pglite-worker.mjs"),
  });
  await database.migrate();
  await seedDatabase(database.db, { companyCount: 3, talentCount: 20 });
}, 120_000);
afterAll(async () => {
  await Promise.all(listeners.map((listener) => listener.close()));
  await database?.close();
  await testDatabase?.drop();
});

/** What one process of the portal hears, and the scopes it has heard so far. */
async function aProcess(): Promise<{ feed: ChangeFeed; heard: string[] }> {
  const listener = onPostgres
    ? listenToDatabaseChanges(testDatabase.url!, createLogger("silent"))
    : await embeddedDatabaseChanges(database.notifications!);
  listeners.push(listener);
  const feed = listener.dataVersions;
  await vi.waitFor(() => expect(feed.isLive()).toBe(true));
  const heard: string[] = [];
  feed.subscribe({ changed: (scopes) => void heard.push(...scopes), reset: () => undefined });
  return { feed, heard };
}

/**
 * Resolves once the process has heard `scope`. On PGlite it has, by the time the write returned;
 * on PostgreSQL the test waits for the notification.
 */
async function hears(process: { heard: string[] }, scope: string): Promise<void> {
  if (!onPostgres) return void expect(process.heard).toContain(scope);
  await vi.waitFor(() => expect(process.heard).toContain(scope), { timeout: 10_000 });
}

describe("the tables a cache of company data reads notify the scopes they bump", () => {
  it("the switches and the staff's names `global`; a company its own; a person and a membership theirs", async () => {
    const listening = await aProcess();
    const [membership] = await database.db.select().from(companyMemberships).limit(1);
    const [flag] = await database.db.select().from(featureFlags).limit(1);
    const [staff] = await database.db.select().from(staffUsers).limit(1);

    await database.db.update(featureFlags).set({ enabled: !flag!.enabled }).where(eq(featureFlags.key, flag!.key));
    await hears(listening, "global");
    listening.heard.length = 0;
    await database.db.update(staffUsers).set({ phone: "+43 1 000" }).where(eq(staffUsers.id, staff!.id));
    await hears(listening, "global");

    await database.db.update(companies).set({ city: "Krems" }).where(eq(companies.id, membership!.companyId));
    await hears(listening, `company:${membership!.companyId}`);
    await database.db.update(companyUsers).set({ firstName: "Andrea" }).where(eq(companyUsers.id, membership!.userId));
    await hears(listening, `user:external:${membership!.userId}`);
    listening.heard.length = 0;
    await database.db
      .update(companyMemberships)
      .set({ userId: membership!.userId })
      .where(
        and(eq(companyMemberships.userId, membership!.userId), eq(companyMemberships.companyId, membership!.companyId)),
      );
    await hears(listening, `user:external:${membership!.userId}`);
    await hears(listening, `company:${membership!.companyId}`);
  });
});

describe("the feature flags", () => {
  it("are read again once a switch made elsewhere is heard, and every time while nothing is heard", async () => {
    const listening = await aProcess();
    const flags = createFeatureFlagCache(database.db, listening.feed);
    const unheard = createFeatureFlagCache(database.db, NOT_LISTENING);
    const [flag] = await database.db.select().from(featureFlags).limit(1);
    const before = (await flags.get())[flag!.key];
    expect(before).toBe(flag!.enabled);
    // Kept: the same object answers again.
    expect(await flags.get()).toBe(await flags.get());

    // Written by another process (a connection that is not the cache's).
    listening.heard.length = 0;
    await database.db.update(featureFlags).set({ enabled: !before }).where(eq(featureFlags.key, flag!.key));
    await hears(listening, "global");
    expect((await flags.get())[flag!.key]).toBe(!before);
    expect((await unheard.get())[flag!.key]).toBe(!before);
    await database.db.update(featureFlags).set({ enabled: before }).where(eq(featureFlags.key, flag!.key));
    expect((await unheard.get())[flag!.key]).toBe(before);
  });
});

describe("the catalogue", () => {
  it("is read again once a write to the products made elsewhere is heard, and every time while nothing is heard", async () => {
    const listening = await aProcess();
    const catalogue = createCatalogueCache(database.db, listening.feed);
    const unheard = createCatalogueCache(database.db, NOT_LISTENING);
    const [product] = await database.db.select().from(products).where(eq(products.active, true)).limit(1);
    const nameOf = async (cache: typeof catalogue) =>
      (await cache.onSale()).find((row) => row.id === product!.id)?.name;
    expect(await nameOf(catalogue)).toBe(product!.name);
    // Kept: the same rows answer again.
    expect(await catalogue.onSale()).toBe(await catalogue.onSale());

    // Written by another process (a connection that is not the cache's).
    listening.heard.length = 0;
    await database.db.update(products).set({ name: "Umbenannt" }).where(eq(products.id, product!.id));
    await hears(listening, "global");
    expect(await nameOf(catalogue)).toBe("Umbenannt");
    expect(await nameOf(unheard)).toBe("Umbenannt");
    // Taken off sale: gone from the kept catalogue (once this write is heard, not the one before).
    listening.heard.length = 0;
    await database.db.update(products).set({ active: false }).where(eq(products.id, product!.id));
    await hears(listening, "global");
    expect(await nameOf(catalogue)).toBeUndefined();
    await database.db.update(products).set({ name: product!.name, active: true }).where(eq(products.id, product!.id));
    expect(await nameOf(unheard)).toBe(product!.name);
  });
});

describe("the profiles", () => {
  it("show a company's new name, a new membership and the sales person's new phone once heard", async () => {
    const listening = await aProcess();
    const profiles = new ProfileCache(listening.feed);
    const [membership] = await database.db.select().from(companyMemberships).limit(1);
    const userId = membership!.userId;
    const companyId = membership!.companyId;
    const session: LiveSession = {
      idHash: "profile-test",
      provider: "business",
      userKind: "external",
      userId,
      companyId,
      groupsByLogin: [],
      groups: [],
      lastSeenAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    };
    const options = { production: false, routeMap: buildRouteMap("https://www.example.at", {}) };
    let loads = 0;
    const profile = () =>
      profiles.get(session, () => {
        loads += 1;
        return loadCurrentUser(database.db, session, options);
      });
    const first = await profile();
    expect(first?.company?.id).toBe(companyId);
    expect(await profile()).toBe(first);
    expect(loads).toBe(1);

    // The company's name (company:{id}).
    await database.db.update(companies).set({ fullName: "Neuer Name GmbH" }).where(eq(companies.id, companyId));
    await hears(listening, `company:${companyId}`);
    expect((await profile())?.company?.fullName).toBe("Neuer Name GmbH");

    // A membership of another company (user:external:{id}).
    const [other] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(
        sql`${companies.id} not in (select ${companyMemberships.companyId} from ${companyMemberships} where ${companyMemberships.userId} = ${userId})`,
      )
      .limit(1);
    await database.db.insert(companyMemberships).values({ userId, companyId: other!.id });
    await hears(listening, `user:external:${userId}`);
    expect((await profile())?.relatedCompanies.map((company) => company.id)).toContain(other!.id);

    // The sales person's phone (global).
    const [company] = await database.db
      .select({ sales: companies.assignedSalesUserId })
      .from(companies)
      .where(eq(companies.id, companyId));
    const salesId =
      company!.sales ?? (await database.db.select({ id: staffUsers.id }).from(staffUsers).limit(1))[0]!.id;
    if (company!.sales === null) {
      await database.db.update(companies).set({ assignedSalesUserId: salesId }).where(eq(companies.id, companyId));
      await hears(listening, `company:${companyId}`);
    }
    listening.heard.length = 0;
    await database.db.update(staffUsers).set({ phone: "+43 1 234 56 78" }).where(eq(staffUsers.id, salesId));
    await hears(listening, "global");
    expect((await profile())?.assignedSalesUser?.phone).toBe("+43 1 234 56 78");
  });
});

describe("the talent pool's word list", () => {
  it("is read again after ten minutes, not before: it holds no company's data", async () => {
    const start = Date.UTC(2026, 10, 29);
    expect((await lexiconFor(database.db, start)).has("zinngießer")).toBe(false);
    await database.db.insert(talentSearchTerms).values({ term: "zinngießer", profiles: 1 });
    expect((await lexiconFor(database.db, start + 10 * 60_000 - 1)).has("zinngießer")).toBe(false);
    expect((await lexiconFor(database.db, start + 10 * 60_000)).has("zinngießer")).toBe(true);
  });
});
