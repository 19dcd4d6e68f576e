import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { rateLimitBuckets } from "@db/schema";
import { RATE_LIMITS } from "~/lib/rate-limit";
import { createDatabaseRateLimits, deleteFullBuckets } from "~/lib/rate-limit.server";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * The limits on anonymous writes as token buckets in the database (decision 050), with the test's
 * clock: the same answers as the buckets in memory had (decision 037), and one bucket for every
 * worker and instance, so parallel requests cannot spend a token twice.
 */

let testDatabase: TestDatabase;
let database: DatabaseHandle;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: "memory://" });
  await database.migrate();
});

afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

describe("the portal's limits in the database", () => {
  it("allows five follow requests from one client, then one every six minutes", async () => {
    let now = Date.parse("2026-11-27T10:00:00Z");
    const limits = createDatabaseRateLimits(database.db, () => now);
    for (let i = 0; i < RATE_LIMITS.followPerClient.burst; i++) {
      expect(await limits.take("followPerClient", "198.51.100.7")).toBe(0);
    }
    expect(await limits.take("followPerClient", "198.51.100.7")).toBe(360);
    expect(await limits.take("followPerClient", "198.51.100.8")).toBe(0);
    now += 240_000;
    expect(await limits.take("followPerClient", "198.51.100.7")).toBe(120);
    now += 120_000;
    expect(await limits.take("followPerClient", "198.51.100.7")).toBe(0);
    expect(await limits.take("followPerClient", "198.51.100.7")).toBe(360);
  });

  it("mails one address at most three times a day, and keeps the limits apart", async () => {
    let now = Date.parse("2026-11-27T10:00:00Z");
    const limits = createDatabaseRateLimits(database.db, () => now);
    const address = "opfer@example.at";
    for (let i = 0; i < 3; i++) expect(await limits.take("followPerAddress", address)).toBe(0);
    expect(await limits.take("followPerAddress", address)).toBe(8 * 3_600);
    expect(await limits.take("followPerClient", address)).toBe(0);
    now += 8 * 3_600_000;
    expect(await limits.take("followPerAddress", address)).toBe(0);
  });

  it("fills a bucket up to its burst and no further after a long pause", async () => {
    let now = Date.parse("2026-11-27T10:00:00Z");
    const limits = createDatabaseRateLimits(database.db, () => now);
    await limits.take("pageViewPerClient", "203.0.113.1 /jobs/1-a");
    now += 86_400_000;
    const answers: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.pageViewPerClient.burst; i++) {
      answers.push(await limits.take("pageViewPerClient", "203.0.113.1 /jobs/1-a"));
    }
    expect(answers.filter((wait) => wait === 0)).toHaveLength(RATE_LIMITS.pageViewPerClient.burst);
    expect(answers.at(-1)).toBe(30);
  });

  it("lets parallel requests (other workers, other instances) spend each token once", async () => {
    const now = Date.parse("2026-11-27T10:00:00Z");
    // Two "instances" with their own object, one database.
    const first = createDatabaseRateLimits(database.db, () => now);
    const second = createDatabaseRateLimits(database.db, () => now);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? first : second).take("applyPerClient", "192.0.2.9")),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(RATE_LIMITS.applyPerClient.burst);
  });

  it("forgets buckets that are full again, which changes no answer", async () => {
    const now = Date.parse("2026-11-27T10:00:00Z");
    const limits = createDatabaseRateLimits(database.db, () => now);
    await limits.take("talentAnswerPerClient", "192.0.2.77");
    expect(await deleteFullBuckets(database.db, new Date(now + 3_600_000))).toBe(0);
    const deleted = await deleteFullBuckets(database.db, new Date(now + 3 * 86_400_000));
    expect(deleted).toBeGreaterThan(0);
    expect(await database.db.select().from(rateLimitBuckets)).toEqual([]);
  });
});
