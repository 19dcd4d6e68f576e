import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { abilitiesOfGroups } from "@auth/abilities";
import { ANONYMOUS_USER, type AuthUser } from "@auth/user";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { auditLog, companies, jobAdEvents, jobAds } from "@db/schema";
import { seedDatabase } from "@db/seed";
import { creditBalance } from "~/features/billing/credits.server";
import { companyDetail, searchCompanies } from "~/features/internal/companies.server";
import { jobAdAuditEntries, performStaffAction } from "~/features/internal/staff-actions.server";
import { JobAdError } from "~/features/job-ads/job-ads.server";
import { createTestDatabase, type TestDatabase } from "../support/database";
import type * as AuditLogModule from "~/features/audit/audit-log.server";

/**
 * The services behind the internal API on a real database (PGlite in memory, or PostgreSQL in
 * CI's second pass): the companies search and detail, and staff actions whose audit row is
 * written in the action's own transaction.
 */

/** Lets a test make the audit insert fail, to see that the action rolls back with it. */
const audit = vi.hoisted(() => ({ fail: false }));
vi.mock("~/features/audit/audit-log.server", async (importOriginal) => {
  const original = await importOriginal<typeof AuditLogModule>();
  return {
    ...original,
    writeAudit: async (...args: Parameters<typeof original.writeAudit>) => {
      if (audit.fail) throw new Error("audit log unavailable");
      return original.writeAudit(...args);
    },
  };
});

let testDatabase: TestDatabase;
let database: DatabaseHandle;

const staff = (group: "admin" | "readOnly" | "sales"): AuthUser => ({
  ...ANONYMOUS_USER,
  id: 1,
  firstName: "Test",
  lastName: group,
  email: `${group.toLowerCase()}@intern.demo.at`,
  isAuthenticated: true,
  isInternalUser: true,
  roles: ["internal"],
  groups: [group],
  groupsByLogin: [group],
  abilities: [...abilitiesOfGroups([group], { production: false })],
});

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: "memory://" });
  await database.migrate();
  await seedDatabase(database.db, { companyCount: 6, talentCount: 100 });
}, 120_000);
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

describe("searchCompanies", () => {
  it("finds by part of the name, case-insensitive, with credits and ads per state", async () => {
    const [company1] = await database.db.select().from(companies).where(eq(companies.id, 1));
    const word = company1!.fullName.split(" ")[0]!.toUpperCase();
    const { rows, total } = await searchCompanies(database.db, { q: word });
    expect(total).toBe(rows.length);
    const found = rows.find((row) => row.id === 1);
    expect(found).toMatchObject({ id: 1, fullName: company1!.fullName, city: "Linz", channel: "DIRECT-SALES" });
    expect(found!.creditBalance).toBe(await creditBalance(database.db, 1));
    // One demo ad in each state (ids 1–8) and ten expired ones of the past year.
    expect(found!.adsByStatus).toEqual({
      draft: 1,
      review: 1,
      scheduled: 1,
      active: 1,
      expired: 11,
      deactivated: 1,
      locked: 1,
      deleted: 1,
    });
  });

  it("finds by company id and by city, filters by channel and pages", async () => {
    expect((await searchCompanies(database.db, { q: "4" })).rows.map((row) => row.id)).toContain(4);
    const graz = await searchCompanies(database.db, { q: "graz" });
    expect(graz.rows.length).toBeGreaterThan(0);
    expect(graz.rows.every((row) => row.city === "Graz" || /graz/i.test(row.fullName))).toBe(true);
    const hybrid = await searchCompanies(database.db, { channel: "HYBRID" });
    expect(hybrid.rows.map((row) => row.channel)).toEqual(hybrid.rows.map(() => "HYBRID"));
    expect(hybrid.rows.map((row) => row.id)).toContain(4);
    const all = await searchCompanies(database.db, { pageSize: 100 });
    const [counted] = await database.db.select({ n: sql<number>`count(*)::int` }).from(companies);
    expect(all.total).toBe(counted!.n);
    const second = await searchCompanies(database.db, { page: 2, pageSize: 3 });
    expect(second.rows.map((row) => row.id)).toEqual(all.rows.slice(3, 6).map((row) => row.id));
  });

  it("takes % and _ literally", async () => {
    expect(await searchCompanies(database.db, { q: "%" })).toEqual({ rows: [], total: 0 });
    expect(await searchCompanies(database.db, { q: "_" })).toEqual({ rows: [], total: 0 });
  });
});

describe("companyDetail", () => {
  it("has the address, UID, sales person, credits with their lots and the contact users", async () => {
    const detail = await companyDetail(database.db, 1);
    expect(detail).toMatchObject({ id: 1, channel: "DIRECT-SALES", address: { city: "Linz" } });
    expect(detail!.address.postcode).toMatch(/^\d{4}$/);
    expect(detail!.creditBalance).toBe(await creditBalance(database.db, 1));
    expect(detail!.creditLots.reduce((total, lot) => total + lot.remaining, 0)).toBe(detail!.creditBalance);
    expect(detail!.contactUsers.map((user) => user.email)).toContain("kunde@demo.at");
    expect(detail!.salesPerson?.email).toMatch(/@intern\.demo\.at$/);
    expect(await companyDetail(database.db, 999_999)).toBeNull();
  });
});

describe("performStaffAction", () => {
  const statusOf = async (id: number) =>
    (await database.db.select({ status: jobAds.status }).from(jobAds).where(eq(jobAds.id, id)))[0]!.status;
  const eventsOf = async (id: number) =>
    (await database.db.select().from(jobAdEvents).where(eq(jobAdEvents.jobAdId, id))).length;

  it("writes who, what, before and after with the change", async () => {
    const [ad] = await database.db.select().from(jobAds).where(eq(jobAds.id, 4));
    expect(ad!.status).toBe("active");
    const result = await performStaffAction(database.db, 4, "lock", staff("admin"), {
      production: false,
      note: "Beschwerde",
      requestId: "req-1",
    });
    expect(result).toEqual({ status: "locked", creditsUsed: 0, creditsRefunded: 0 });
    const [entry] = await jobAdAuditEntries(database.db, 4);
    expect(entry).toMatchObject({
      actorKind: "internal",
      actorEmail: "admin@intern.demo.at",
      action: "job-ad.lock",
      before: { status: "active", expiresAt: ad!.expiresAt!.toISOString() },
      after: { status: "locked", expiresAt: ad!.expiresAt!.toISOString() },
      requestId: "req-1",
    });
    expect(Date.now() - entry!.at.getTime()).toBeLessThan(60_000);
  });

  it("records the new end of the run on a free prolongation", async () => {
    const [ad] = await database.db.select().from(jobAds).where(eq(jobAds.id, 12));
    expect(ad!.status).toBe("active");
    await performStaffAction(database.db, 12, "free-prolongation", staff("admin"), { production: false });
    const [entry] = await jobAdAuditEntries(database.db, 12);
    const [after] = await database.db.select().from(jobAds).where(eq(jobAds.id, 12));
    expect(entry!.before).toEqual({ status: "active", expiresAt: ad!.expiresAt!.toISOString() });
    expect(entry!.after).toEqual({ status: "active", expiresAt: after!.expiresAt!.toISOString() });
    expect(after!.expiresAt!.getTime()).toBeGreaterThan(ad!.expiresAt!.getTime());
  });

  it("writes nothing when the lifecycle refuses", async () => {
    const events = await eventsOf(20);
    await expect(
      performStaffAction(database.db, 20, "delete", staff("readOnly"), { production: false }),
    ).rejects.toThrow(JobAdError);
    expect(await statusOf(20)).toBe("active");
    expect(await eventsOf(20)).toBe(events);
    expect(await jobAdAuditEntries(database.db, 20)).toEqual([]);
  });

  it("rolls the action back when the audit row cannot be written", async () => {
    const events = await eventsOf(20);
    audit.fail = true;
    try {
      await expect(
        performStaffAction(database.db, 20, "deactivate", staff("admin"), { production: false }),
      ).rejects.toThrow("audit log unavailable");
    } finally {
      audit.fail = false;
    }
    expect(await statusOf(20)).toBe("active");
    expect(await eventsOf(20)).toBe(events);
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "job_ad"), eq(auditLog.entityId, "20")));
    expect(rows).toEqual([]);
  });

  it("answers an unknown ad with 404", async () => {
    await expect(
      performStaffAction(database.db, 999_999, "lock", staff("sales"), { production: false }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
