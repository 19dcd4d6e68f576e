import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { qaReports } from "@db/schema";
import { draftsSentBackOf } from "~/features/job-ads/reads.server";
import { insertCompany } from "../../../tests/support/companies";
import { aJobAd, insertJobAds } from "../../../tests/support/job-ads";
import { latestQaDecisionsOf } from "./reports.server";

/** QA's face (decision 062): each ad's latest decision, and the dashboard's drafts sent back built on it. */

let handle: DatabaseHandle;
let companyId = 0;
const ids = { rejected: 0, approvedAgain: 0, rejectedAgain: 0, undecided: 0, liveRejected: 0 };

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  const { db } = handle;
  companyId = await insertCompany(db, { fullName: "QA GmbH" });
  const ad = (title: string, updatedAt: string, status: "draft" | "active" = "draft") =>
    aJobAd(companyId, { title, status, updatedAt: new Date(updatedAt) });
  [ids.rejected, ids.approvedAgain, ids.rejectedAgain, ids.undecided, ids.liveRejected] = await insertJobAds(
    db,
    ad("Zurück", "2026-03-01T08:00:00Z"),
    ad("Wieder gut", "2026-03-02T08:00:00Z"),
    ad("Wieder zurück", "2026-03-03T08:00:00Z"),
    ad("Ohne Prüfung", "2026-03-04T08:00:00Z"),
    ad("Online", "2026-03-05T08:00:00Z", "active"),
  );
  const report = (jobAdId: number, decision: "approved" | "rejected", at: string) => ({
    jobAdId,
    decision,
    staffName: "Quentin Prüfer",
    at: new Date(at),
  });
  await db
    .insert(qaReports)
    .values([
      report(ids.rejected, "rejected", "2026-02-01T08:00:00Z"),
      report(ids.approvedAgain, "rejected", "2026-02-01T08:00:00Z"),
      report(ids.approvedAgain, "approved", "2026-02-02T08:00:00Z"),
      report(ids.rejectedAgain, "approved", "2026-02-01T08:00:00Z"),
      report(ids.rejectedAgain, "rejected", "2026-02-02T08:00:00Z"),
      report(ids.liveRejected, "rejected", "2026-02-01T08:00:00Z"),
    ]);
});

afterAll(async () => {
  await handle.close();
});

describe("the latest QA decision", () => {
  it("is the newest report's decision of each ad, and missing for an ad without reports", async () => {
    const decisions = await latestQaDecisionsOf(handle.db, [
      ids.rejected,
      ids.approvedAgain,
      ids.rejectedAgain,
      ids.undecided,
    ]);
    expect(decisions).toEqual(
      new Map([
        [ids.rejected, "rejected"],
        [ids.approvedAgain, "approved"],
        [ids.rejectedAgain, "rejected"],
      ]),
    );
    expect(await latestQaDecisionsOf(handle.db, [])).toEqual(new Map());
  });

  it("names the drafts QA sent back, the latest change first", async () => {
    expect(await draftsSentBackOf(handle.db, companyId, latestQaDecisionsOf)).toEqual([
      { id: ids.rejectedAgain, title: "Wieder zurück" },
      { id: ids.rejected, title: "Zurück" },
    ]);
  });
});
