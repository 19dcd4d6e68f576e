import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { jobAdEvents, jobAdMetricsDaily } from "@db/schema";
import { insertCompany } from "../../../tests/support/companies";
import { aJobAd, insertJobAds } from "../../../tests/support/job-ads";
import { listJobAds, serviceAdOrders } from "./job-ads.server";

/** The job-ads face's lists (decision 062): the ads' own columns; names and counts come from their owners. */

let handle: DatabaseHandle;
let companyId = 0;
const ids = { older: 0, newer: 0, selfService: 0 };

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  const { db } = handle;
  companyId = await insertCompany(db, { fullName: "Service GmbH" });
  const ad = (title: string, origin: "service" | "self-service", createdAt: string) =>
    aJobAd(companyId, { title, origin, createdAt: new Date(createdAt) });
  [ids.older, ids.newer, ids.selfService] = await insertJobAds(
    db,
    ad("Älter", "service", "2026-02-01T08:00:00Z"),
    ad("Neuer", "service", "2026-02-03T08:00:00Z"),
    ad("Selbst", "self-service", "2026-02-04T08:00:00Z"),
  );
  await db.insert(jobAdEvents).values({
    jobAdId: ids.newer,
    action: "create",
    toStatus: "draft",
    actorKind: "staff",
    actorName: "Sabine Huber",
  });
  await db
    .insert(jobAdMetricsDaily)
    .values({ jobAdId: ids.newer, day: new Date().toISOString().slice(0, 10), views: 7 });
});

afterAll(async () => {
  await handle.close();
});

describe("the service ads' orders", () => {
  it("lists the service ads newest first with who entered them, a page at a time", async () => {
    const { rows, total } = await serviceAdOrders(handle.db, { page: 1, pageSize: 10 });
    expect(total).toBe(2);
    expect(rows.map((row) => [row.id, row.companyId, row.productId, row.createdBy])).toEqual([
      [ids.newer, companyId, null, "Sabine Huber"],
      [ids.older, companyId, null, null],
    ]);
    expect((await serviceAdOrders(handle.db, { page: 2, pageSize: 1 })).rows.map((row) => row.id)).toEqual([ids.older]);
  });
});

describe("the company's list", () => {
  it("counts each ad's own views, and takes its applications of 30 days from the counter it is given", async () => {
    const asked: number[][] = [];
    const { rows } = await listJobAds(handle.db, { companyId, sort: "created" }, async (_db, adIds) => {
      asked.push([...adIds]);
      return new Map([[ids.newer, 3]]);
    });
    expect(rows.map((row) => [row.title, row.views30, row.applications30, row.lifecycle.channel])).toEqual([
      ["Selbst", 0, 0, "DIRECT-SALES"],
      ["Neuer", 7, 3, "DIRECT-SALES"],
      ["Älter", 0, 0, "DIRECT-SALES"],
    ]);
    expect(asked).toEqual([[ids.selfService, ids.newer, ids.older]]);
  });
});
