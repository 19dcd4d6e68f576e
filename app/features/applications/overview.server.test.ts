import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { applications, companies, jobAds } from "@db/schema";
import { applicationCounts30 } from "./overview.server";

/** The applications' face (decision 062): what the ads' lists count of each ad's applications. */

const DAY = 86_400_000;
let handle: DatabaseHandle;
const adIds = { busy: 0, quiet: 0, other: 0 };

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  const { db } = handle;
  const [company] = await db
    .insert(companies)
    .values({
      fullName: "Zähl GmbH",
      street: "Hauptplatz 1",
      postcode: "4020",
      city: "Linz",
      state: "Oberösterreich",
      uidNumber: "ATU12345678",
      distributionChannel: "DIRECT-SALES",
    })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const ads = await db
    .insert(jobAds)
    .values(
      ["Busy", "Quiet", "Other"].map((title) => ({
        companyId,
        title,
        status: "active" as const,
        origin: "self-service" as const,
      })),
    )
    .returning({ id: jobAds.id });
  [adIds.busy, adIds.quiet, adIds.other] = ads.map((ad) => ad.id) as [number, number, number];
  const now = Date.now();
  const application = (jobAdId: number, daysAgo: number) => ({
    jobAdId,
    companyId,
    candidateName: "Test Person",
    receivedAt: new Date(now - daysAgo * DAY),
  });
  await db
    .insert(applications)
    .values([
      application(adIds.busy, 0),
      application(adIds.busy, 10),
      application(adIds.busy, 45),
      application(adIds.quiet, 60),
      application(adIds.other, 1),
    ]);
});

afterAll(async () => {
  await handle.close();
});

describe("each ad's applications of 30 days", () => {
  it("counts the asked ads' applications of the last 30 days, and leaves out ads without any", async () => {
    const counts = await applicationCounts30(handle.db, [adIds.busy, adIds.quiet, adIds.busy]);
    expect(counts).toEqual(new Map([[adIds.busy, 2]]));
    expect(await applicationCounts30(handle.db, [])).toEqual(new Map());
  });
});
