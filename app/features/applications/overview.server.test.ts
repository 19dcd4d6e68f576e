import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { applications } from "@db/schema";
import { DAY_MS } from "~/lib/days";
import { insertCompany } from "../../../tests/support/companies";
import { aJobAd, insertJobAds } from "../../../tests/support/job-ads";
import { applicationCounts30 } from "./overview.server";

/** The applications' face (decision 062): what the ads' lists count of each ad's applications. */

let handle: DatabaseHandle;
const adIds = { busy: 0, quiet: 0, other: 0 };

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  const { db } = handle;
  const companyId = await insertCompany(db, { fullName: "Zähl GmbH" });
  const ad = (title: string) => aJobAd(companyId, { title, status: "active" });
  [adIds.busy, adIds.quiet, adIds.other] = await insertJobAds(db, ad("Busy"), ad("Quiet"), ad("Other"));
  const now = Date.now();
  const application = (jobAdId: number, daysAgo: number) => ({
    jobAdId,
    companyId,
    candidateName: "Test Person",
    receivedAt: new Date(now - daysAgo * DAY_MS),
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
