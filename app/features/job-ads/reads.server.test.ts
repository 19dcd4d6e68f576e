import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ne, sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { employerPageFollowers, jobAdEvents, jobAds } from "@db/schema";
import { aCompany, insertCompanies, insertCompany } from "../../../tests/support/companies";
import { aJobAd, insertJobAd, insertJobAds } from "../../../tests/support/job-ads";
import {
  EDITABLE_STATUSES,
  isClosed,
  isEditable,
  isLive,
  isReadOnly,
  JOB_AD_STATUSES,
  type JobAdStatus,
} from "./lifecycle";
import { stepEditRefusal } from "./policy";
import {
  adCountsByStatus,
  adIsClosed,
  adQueue,
  adRowOf,
  adsInReview,
  companyAdsAmong,
  countLiveAds,
  liveAdsOf,
  liveAdWhere,
  lockAdRow,
  namedAdPublishedAfter,
} from "./reads.server";

/**
 * The named status predicates (issue 33 §2, decision 063) and their SQL twins: `liveAdWhere` and
 * `adIsClosed` pick exactly the ads `isLive` and `isClosed` name, for every state and run end.
 */

const NOW = new Date("2026-11-26T10:00:00Z");
const HOUR = 3_600_000;
const RUN_ENDS = [null, new Date(NOW.getTime() - HOUR), NOW, new Date(NOW.getTime() + HOUR)];

describe("what a state means", () => {
  it.each([
    ["active", null, true],
    ["active", new Date(NOW.getTime() + HOUR), true],
    ["active", NOW, false],
    ["active", new Date(NOW.getTime() - HOUR), false],
    ["scheduled", new Date(NOW.getTime() + HOUR), false],
    ["expired", null, false],
    ["deactivated", new Date(NOW.getTime() + HOUR), false],
    ["locked", new Date(NOW.getTime() + HOUR), false],
  ] as const)("%s, running until %s, is live: %s", (status, expiresAt, live) => {
    expect(isLive({ status, expiresAt }, NOW)).toBe(live);
  });

  it("calls locked and deleted ads read-only and nothing else, as the policy refuses their steps", () => {
    for (const status of JOB_AD_STATUSES) {
      const ad = { status, origin: "self-service" as const, companyId: 1 };
      const refused = stepEditRefusal(ad, "content", { kind: "company", companyId: 1 }) !== null;
      expect(isReadOnly(status), status).toBe(refused);
      expect(isEditable(status), status).toBe(!refused);
    }
    // The application forms once called locked ads editable (issue 33 §2): no more.
    expect(EDITABLE_STATUSES).not.toContain("locked");
    expect(EDITABLE_STATUSES).not.toContain("deleted");
  });

  it("calls expired, deactivated and deleted ads closed", () => {
    expect(JOB_AD_STATUSES.filter(isClosed)).toEqual(["expired", "deactivated", "deleted"]);
  });
});

describe("the same rules in SQL", () => {
  let handle: DatabaseHandle;
  let companyId: number;
  const ads: { id: number; status: JobAdStatus; expiresAt: Date | null }[] = [];

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    companyId = await insertCompany(handle.db, { fullName: "Live GmbH" });
    for (const status of JOB_AD_STATUSES) {
      for (const expiresAt of RUN_ENDS) {
        const title = `${status} ${expiresAt?.toISOString() ?? "ohne Ende"}`;
        const id = await insertJobAd(handle.db, companyId, { title, status, expiresAt });
        ads.push({ id, status, expiresAt });
      }
    }
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("liveAdWhere picks the ads isLive names", async () => {
    const picked = await handle.db.select({ id: jobAds.id }).from(jobAds).where(liveAdWhere(NOW));
    const expected = ads.filter((ad) => isLive(ad, NOW)).map((ad) => ad.id);
    expect(picked.map((row) => row.id).sort((a, b) => a - b)).toEqual(expected);
    expect(await countLiveAds(handle.db, companyId, NOW)).toBe(expected.length);
    expect((await liveAdsOf(handle.db, companyId, NOW)).map((ad) => ad.id).sort((a, b) => a - b)).toEqual(expected);
  });

  it("adIsClosed picks the ads isClosed names", async () => {
    const picked = await handle.db.select({ id: jobAds.id }).from(jobAds).where(adIsClosed(jobAds.id));
    const expected = ads.filter((ad) => isClosed(ad.status)).map((ad) => ad.id);
    expect(picked.map((row) => row.id).sort((a, b) => a - b)).toEqual(expected);
  });

  it("adCountsByStatus counts each company's ads per state", async () => {
    const counts = await adCountsByStatus(handle.db, [companyId, 0]);
    expect(counts.size).toBe(1);
    expect(counts.get(companyId)).toEqual(
      Object.fromEntries(JOB_AD_STATUSES.map((status) => [status, RUN_ENDS.length])),
    );
    expect(await adCountsByStatus(handle.db, [])).toEqual(new Map());
  });

  it("adRowOf and lockAdRow read an ad's row (lockAdRow under a lock), and null for no ad", async () => {
    const ad = ads.find((row) => row.status === "active" && row.expiresAt !== null)!;
    expect(await adRowOf(handle.db, ad.id)).toMatchObject({ id: ad.id, status: "active", expiresAt: ad.expiresAt });
    expect(await adRowOf(handle.db, 0)).toBeNull();
    await handle.db.transaction(async (tx) => {
      expect(await lockAdRow(tx, ad.id)).toMatchObject({ id: ad.id, status: "active", expiresAt: ad.expiresAt });
      expect(await lockAdRow(tx, 0)).toBeNull();
    });
  });

  it("companyAdsAmong keeps the company's ads among the ids, by title, and leaves others out", async () => {
    const other = await insertCompany(handle.db, { fullName: "Andere GmbH" });
    const foreign = await insertJobAd(handle.db, other, { title: "aaa fremd", status: "active" });
    const picked = [ads[7]!.id, ads[2]!.id, foreign, ads[2]!.id, 0];
    const found = await companyAdsAmong(handle.db, companyId, picked);
    const titles = await handle.db.select({ id: jobAds.id, title: jobAds.title }).from(jobAds);
    const own = titles.filter((row) => row.id === ads[7]!.id || row.id === ads[2]!.id);
    expect(found.map((ad) => ad.id)).toEqual(
      own.sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id)).map((row) => row.id),
    );
    expect(found.every((ad) => ad.companyId === companyId)).toBe(true);
    expect(await companyAdsAmong(handle.db, companyId, [])).toEqual([]);
  });
});

describe("SQL for other features' rows", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("namedAdPublishedAfter finds the rows whose company published an active ad under its name since, not yet seen", async () => {
    const [withAds, without] = await insertCompanies(
      handle.db,
      aCompany({ fullName: "Folgen GmbH" }),
      aCompany({ fullName: "Still GmbH" }),
    );
    const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
    const [named] = await insertJobAds(
      handle.db,
      aJobAd(withAds, { title: "Sichtbar", status: "active", publishedAt: at(0) }),
      // Neither a Chiffre ad nor a closed one counts, however new.
      aJobAd(withAds, { title: "Chiffre", status: "active", anonymous: true, publishedAt: at(2) }),
      aJobAd(withAds, { title: "Vorbei", status: "expired", publishedAt: at(2) }),
    );
    const followers = await handle.db
      .insert(employerPageFollowers)
      .values([
        { companyId: withAds, email: "frueh@example.at", unsubscribeToken: "t1", confirmedAt: at(-1) },
        { companyId: withAds, email: "spaet@example.at", unsubscribeToken: "t2", confirmedAt: at(1) },
        { companyId: without, email: "still@example.at", unsubscribeToken: "t3", confirmedAt: at(-1) },
      ])
      .returning({ id: employerPageFollowers.id });
    const matching = async (unseen: Parameters<typeof namedAdPublishedAfter>[2]) =>
      (
        await handle.db
          .select({ id: employerPageFollowers.id })
          .from(employerPageFollowers)
          .where(namedAdPublishedAfter(employerPageFollowers.companyId, employerPageFollowers.confirmedAt, unseen))
      ).map((row) => row.id);
    expect(await matching(() => sql`true`)).toEqual([followers[0]!.id]);
    expect(await matching((adId) => ne(adId, named))).toEqual([]);
  });
});

describe("the staff's queues of ads", () => {
  let handle: DatabaseHandle;
  const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    const companyId = await insertCompany(handle.db, { fullName: "Warteschlange GmbH" });
    const ad = async (name: string, values: Partial<typeof jobAds.$inferInsert>) => {
      ids[name] = await insertJobAd(handle.db, companyId, { title: name, ...values });
    };
    // In review: ordered by their latest move into review, else by their last change.
    await ad("review-event", { status: "review", updatedAt: at(-1) });
    await ad("review-updated", { status: "review", updatedAt: at(-3) });
    await handle.db.insert(jobAdEvents).values([
      {
        jobAdId: ids["review-event"]!,
        at: at(-10),
        action: "submit",
        toStatus: "review",
        actorKind: "company",
        actorName: "A",
      },
      {
        jobAdId: ids["review-event"]!,
        at: at(-5),
        action: "submit",
        toStatus: "review",
        actorKind: "company",
        actorName: "A",
      },
    ]);
    await ad("scheduled-soon", { status: "scheduled", publishAt: at(2) });
    await ad("scheduled-late", { status: "scheduled", publishAt: at(200) });
    await ad("ending", { status: "active", expiresAt: at(5) });
    await ad("ending-reminded", { status: "active", expiresAt: at(3), reminderSentAt: at(-1) });
    await ad("ended", { status: "active", expiresAt: at(-1) });
    await ad("running", { status: "active", expiresAt: at(500) });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  const queued = async (queue: Parameters<typeof adQueue>[1], limit = 10) => {
    const { total, ads } = await adQueue(handle.db, queue, { now: NOW, until: at(24), limit });
    return { total, names: ads.map((ad) => ad.title), at: ads.map((ad) => ad.at) };
  };

  it("orders the review queue by when each ad entered review", async () => {
    expect(await queued("review")).toEqual({
      total: 2,
      names: ["review-event", "review-updated"],
      at: [at(-5), at(-3)],
    });
  });

  it("lists the scheduled ads starting by then, and the live ads ending by then", async () => {
    expect(await queued("scheduled")).toEqual({ total: 1, names: ["scheduled-soon"], at: [at(2)] });
    expect(await queued("expiring")).toEqual({ total: 2, names: ["ending-reminded", "ending"], at: [at(3), at(5)] });
    expect(await queued("reminders")).toEqual({ total: 1, names: ["ending"], at: [at(5)] });
  });

  it("lists at most `limit` ads but counts them all", async () => {
    expect(await queued("expiring", 1)).toEqual({ total: 2, names: ["ending-reminded"], at: [at(3)] });
  });

  it("adsInReview pages the ads in review, the longest waiting first, narrowed by the caller's SQL", async () => {
    const all = await adsInReview(handle.db, () => undefined, { limit: 10, offset: 0 });
    expect(all.total).toBe(2);
    expect(all.rows.map((row) => [row.title, row.waitingSince])).toEqual([
      ["review-event", at(-5)],
      ["review-updated", at(-3)],
    ]);
    const second = await adsInReview(handle.db, () => undefined, { limit: 1, offset: 1 });
    expect(second).toEqual({ total: 2, rows: [expect.objectContaining({ id: ids["review-updated"] })] });
    const named = await adsInReview(handle.db, (ad) => sql`${ad.title} like '%updated'`, { limit: 10, offset: 0 });
    expect(named.total).toBe(1);
    expect(named.rows.map((row) => row.id)).toEqual([ids["review-updated"]]);
  });
});
