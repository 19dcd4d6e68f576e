import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { jobAdMetricsDaily } from "@db/schema";
import { aCompany, insertCompanies } from "../../../tests/support/companies";
import { insertJobAd } from "../../../tests/support/job-ads";
import { adsOnceOnlineOf, countApplication, figureSums, firstFigureDay, uncountApplication } from "./figures.server";

/** The ads' daily figures as other features read and count them (issue 33 §1). */

describe("the ads' figures", () => {
  let handle: DatabaseHandle;
  let companyId: number;
  let otherCompanyId: number;
  const ids: Record<"early" | "late" | "draft" | "foreign", number> = { early: 0, late: 0, draft: 0, foreign: 0 };

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    [companyId, otherCompanyId] = await insertCompanies(
      handle.db,
      aCompany({ fullName: "Zahlen GmbH" }),
      aCompany({ fullName: "Andere GmbH" }),
    );
    const ad = (cId: number, title: string, publishedAt: Date | null) =>
      insertJobAd(handle.db, cId, { title, status: publishedAt ? "active" : "draft", publishedAt });
    ids.early = await ad(companyId, "Früh", new Date("2026-11-01T10:00:00Z"));
    ids.late = await ad(companyId, "Spät", new Date("2026-11-20T10:00:00Z"));
    ids.draft = await ad(companyId, "Entwurf", null);
    ids.foreign = await ad(otherCompanyId, "Fremd", new Date("2026-10-01T10:00:00Z"));
    await handle.db.insert(jobAdMetricsDaily).values([
      // A day recorded before the first publication (published again after expiry).
      { jobAdId: ids.early, day: "2026-10-30", views: 4, applyClicks: 1, applications: 0 },
      { jobAdId: ids.early, day: "2026-11-21", views: 10, applyClicks: 3, applications: 1 },
      { jobAdId: ids.late, day: "2026-11-21", views: 20, applyClicks: 5, applications: 2 },
      { jobAdId: ids.late, day: "2026-11-22", views: 7, applyClicks: 0, applications: 0 },
      { jobAdId: ids.foreign, day: "2026-11-21", views: 99, applyClicks: 9, applications: 9 },
    ]);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("adsOnceOnlineOf lists the company's published ads, newest publication first", async () => {
    expect(await adsOnceOnlineOf(handle.db, companyId)).toEqual([
      { id: ids.late, title: "Spät" },
      { id: ids.early, title: "Früh" },
    ]);
  });

  it("firstFigureDay takes the first publication or an earlier recorded day, per ad or for all", async () => {
    expect(await firstFigureDay(handle.db, companyId, null)).toBe("2026-10-30");
    expect(await firstFigureDay(handle.db, companyId, ids.late)).toBe("2026-11-20");
    expect(await firstFigureDay(handle.db, companyId, ids.draft)).toBeNull();
    // Another company's ad is not the company's.
    expect(await firstFigureDay(handle.db, companyId, ids.foreign)).toBeNull();
  });

  it("figureSums sums the company's days and ads within the range, the most viewed ad first", async () => {
    const all = await figureSums(handle.db, companyId, { from: "2026-11-01", to: "2026-11-30", jobAdId: null });
    expect(all.daily.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: "2026-11-21", views: 30, applyClicks: 8, applications: 3 },
      { day: "2026-11-22", views: 7, applyClicks: 0, applications: 0 },
    ]);
    expect(all.perAd).toEqual([
      { id: ids.late, title: "Spät", views: 27, applyClicks: 5, applications: 2 },
      { id: ids.early, title: "Früh", views: 10, applyClicks: 3, applications: 1 },
    ]);
    const one = await figureSums(handle.db, companyId, { from: "2026-11-21", to: "2026-11-21", jobAdId: ids.early });
    expect(one).toEqual({
      daily: [{ day: "2026-11-21", views: 10, applyClicks: 3, applications: 1 }],
      perAd: [{ id: ids.early, title: "Früh", views: 10, applyClicks: 3, applications: 1 }],
    });
  });

  it("countApplication adds one to the day (a new row or the existing one), uncountApplication takes one back", async () => {
    const applicationsOn = async (day: string) => {
      const [row] = await handle.db
        .select({ n: jobAdMetricsDaily.applications })
        .from(jobAdMetricsDaily)
        .where(and(eq(jobAdMetricsDaily.jobAdId, ids.draft), eq(jobAdMetricsDaily.day, day)));
      return row?.n ?? null;
    };
    await countApplication(handle.db, ids.draft, "2026-11-25");
    expect(await applicationsOn("2026-11-25")).toBe(1);
    await countApplication(handle.db, ids.draft, "2026-11-25");
    expect(await applicationsOn("2026-11-25")).toBe(2);
    await uncountApplication(handle.db, ids.draft, "2026-11-25");
    await uncountApplication(handle.db, ids.draft, "2026-11-25");
    await uncountApplication(handle.db, ids.draft, "2026-11-25");
    expect(await applicationsOn("2026-11-25")).toBe(0);
    // No row to take back from: none is made.
    await uncountApplication(handle.db, ids.draft, "2026-11-26");
    expect(await applicationsOn("2026-11-26")).toBeNull();
  });
});
