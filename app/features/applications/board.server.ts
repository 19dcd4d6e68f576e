import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@db/client";
import { applications, type ApplicationStage } from "@db/schema/applications";
import { companyAdsAmong } from "~/features/job-ads/reads.server";
import { averageStars, companyStages, searchCondition } from "./manager.server";
import type { InboxQuery } from "./manager-query";

/** The inbox's filters that narrow a board: its columns are the stages, its ad is in the address. */
export type BoardFilter = Pick<InboxQuery, "q" | "ansicht" | "ungelesen" | "sortierung">;

export interface BoardCard {
  id: number;
  candidateName: string;
  stage: string;
  receivedAt: Date;
  readAt: Date | null;
  stars: number | null;
  knockedOut: boolean;
  source: string;
  anonymised: boolean;
}

export interface BoardColumn {
  stage: ApplicationStage;
  cards: BoardCard[];
}

/** The conditions of the filter on the ad's applications, as the inbox applies them. */
function filterConditions(companyId: number, jobAdId: number, filter: BoardFilter): SQL[] {
  const conditions: SQL[] = [eq(applications.companyId, companyId), eq(applications.jobAdId, jobAdId)];
  const search = filter.q ? searchCondition(filter.q) : null;
  if (search) conditions.push(search);
  if (filter.ansicht === "ausgeschieden") conditions.push(eq(applications.knockedOut, true));
  else if (filter.ansicht === "aktiv") conditions.push(eq(applications.knockedOut, false));
  if (filter.ungelesen) conditions.push(isNull(applications.readAt));
  return conditions;
}

function orderOf(sort: BoardFilter["sortierung"]): SQL[] {
  return {
    neueste: [desc(applications.receivedAt), desc(applications.id)],
    aelteste: [asc(applications.receivedAt), asc(applications.id)],
    name: [asc(applications.lastName), asc(applications.firstName), asc(applications.id)],
    bewertung: [sql`stars desc nulls last`, desc(applications.receivedAt), desc(applications.id)],
  }[sort];
}

/**
 * An ad's applications as a board (issue 34): a column per stage of the company, in its order,
 * each with the cards the filter leaves, in one read of the ad's applications. Null when the ad
 * is not the company's. Applications in a stage the company has since removed are not lost: the
 * stage editor moves them, so there is none.
 */
export async function pipelineBoard(db: Executor, companyId: number, jobAdId: number, filter: BoardFilter) {
  const [ads, stages] = await Promise.all([companyAdsAmong(db, companyId, [jobAdId]), companyStages(db, companyId)]);
  const ad = ads[0];
  if (!ad) return null;
  const rows = await db
    .select({
      id: applications.id,
      candidateName: applications.candidateName,
      stage: applications.stage,
      receivedAt: applications.receivedAt,
      readAt: applications.readAt,
      stars: averageStars.as("stars"),
      knockedOut: applications.knockedOut,
      source: applications.source,
      anonymisedAt: applications.anonymisedAt,
    })
    .from(applications)
    .where(and(...filterConditions(companyId, jobAdId, filter)))
    .orderBy(...orderOf(filter.sortierung));
  const byStage = new Map<string, BoardCard[]>(stages.map((stage) => [stage.key, []]));
  for (const { anonymisedAt, ...row } of rows) {
    byStage.get(row.stage)?.push({ ...row, anonymised: anonymisedAt !== null });
  }
  const columns: BoardColumn[] = stages.map((stage) => ({ stage, cards: byStage.get(stage.key) ?? [] }));
  return { ad: { id: ad.id, title: ad.title }, stages, columns, total: rows.length };
}
