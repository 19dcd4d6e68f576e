import { desc, inArray } from "drizzle-orm";
import type { Executor } from "@db/client";
import { qaReports } from "@db/schema/qa";

/**
 * What other features may read of QA's reports (decision 062): the company's dashboard lists the
 * drafts QA sent back, those whose latest decision is a rejection.
 */

export type QaDecision = (typeof qaReports.$inferSelect)["decision"];

/** Each ad's latest QA decision by ad id; an ad QA never decided on is missing. */
export async function latestQaDecisionsOf(db: Executor, adIds: readonly number[]): Promise<Map<number, QaDecision>> {
  const unique = [...new Set(adIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ jobAdId: qaReports.jobAdId, decision: qaReports.decision })
    .from(qaReports)
    .where(inArray(qaReports.jobAdId, unique))
    .orderBy(desc(qaReports.at), desc(qaReports.id));
  const latest = new Map<number, QaDecision>();
  for (const row of rows) if (!latest.has(row.jobAdId)) latest.set(row.jobAdId, row.decision);
  return latest;
}
