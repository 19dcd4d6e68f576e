import { and, asc, desc, eq, lte, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@db/client";
import { applicationRatings, applications, type ApplicationStage } from "@db/schema/applications";
import { companyAdsAmong } from "~/features/job-ads/reads.server";
import { isUnread } from "./counting.server";
import { nextInterviewsOf } from "./interviews.server";
import { averageStars, companyStages, inboxConditions } from "./manager.server";
import type { InboxQuery } from "./manager-query";

/** The inbox's filters that narrow a board: its columns are the stages, its ad is in the address. */
export type BoardFilter = Pick<InboxQuery, "q" | "ansicht" | "ungelesen" | "sortierung">;

export interface BoardCard {
  id: number;
  candidateName: string;
  stage: string;
  receivedAt: Date;
  /** "Neu" (`isUnread`): never for an anonymised or withdrawn application. */
  unread: boolean;
  stars: number | null;
  knockedOut: boolean;
  source: string;
  anonymised: boolean;
  /** The booked interview still to come (issue 34 §3), or null. */
  interviewAt: Date | null;
}

export interface BoardColumn {
  stage: ApplicationStage;
  /** All of the stage's applications the filter leaves; `cards` are the first of them. */
  count: number;
  cards: BoardCard[];
}

function orderOf(sort: BoardFilter["sortierung"], stars: SQL): SQL[] {
  return {
    neueste: [desc(applications.receivedAt), desc(applications.id)],
    aelteste: [asc(applications.receivedAt), asc(applications.id)],
    name: [asc(applications.lastName), asc(applications.firstName), asc(applications.id)],
    bewertung: [sql`${stars} desc nulls last`, desc(applications.receivedAt), desc(applications.id)],
  }[sort];
}

/**
 * The applications before and after `id` in the inbox's list for `query` (its filters and
 * order, across its pages), for "Vorherige" and "Nächste" on an application's page: one read,
 * the neighbours by window over the filtered applications. Null ids at the ends, and both null
 * when the application is not in the list (another filter, another company).
 */
export async function neighboursOf(db: Executor, companyId: number, query: InboxQuery, id: number) {
  const order = sql.join(orderOf(query.sortierung, averageStars), sql`, `);
  const listed = db
    .select({
      id: applications.id,
      previous: sql<number | null>`lag(${applications.id}) over (order by ${order})`.as("previous"),
      next: sql<number | null>`lead(${applications.id}) over (order by ${order})`.as("next"),
    })
    .from(applications)
    .where(and(...inboxConditions(companyId, query)))
    .as("listed");
  const [row] = await db.select({ previous: listed.previous, next: listed.next }).from(listed).where(eq(listed.id, id));
  return { previous: row?.previous ?? null, next: row?.next ?? null };
}

/** The cards a column shows, by the filter's order; the list (the inbox for the ad and stage) holds the rest. */
export const CARDS_PER_COLUMN = 25;

/**
 * An ad's applications as a board (issue 34): a column per stage of the company, in its order,
 * each with its count and its first CARDS_PER_COLUMN cards of those the filter leaves, in one read
 * of the ad's applications (ranked per stage; the stars are read for the shown cards only). Null
 * when the ad is not the company's.
 */
export async function pipelineBoard(
  db: Executor,
  companyId: number,
  jobAdId: number,
  filter: BoardFilter,
  now = new Date(),
) {
  const [ads, stages] = await Promise.all([companyAdsAmong(db, companyId, [jobAdId]), companyStages(db, companyId)]);
  const ad = ads[0];
  if (!ad) return null;
  const order = sql.join(orderOf(filter.sortierung, averageStars), sql`, `);
  const ranked = db
    .select({
      id: applications.id,
      candidateName: applications.candidateName,
      stage: applications.stage,
      receivedAt: applications.receivedAt,
      unread: sql<boolean>`(${isUnread})`.as("unread"),
      knockedOut: applications.knockedOut,
      source: applications.source,
      anonymisedAt: applications.anonymisedAt,
      rank: sql<number>`row_number() over (partition by ${applications.stage} order by ${order})`.as("rank"),
      inStage: sql<number>`count(*) over (partition by ${applications.stage})::int`.as("in_stage"),
    })
    .from(applications)
    .where(and(...inboxConditions(companyId, { ...filter, inserat: jobAdId })))
    .as("ranked");
  const rows = await db
    .select({
      id: ranked.id,
      candidateName: ranked.candidateName,
      stage: ranked.stage,
      receivedAt: ranked.receivedAt,
      unread: ranked.unread,
      knockedOut: ranked.knockedOut,
      source: ranked.source,
      anonymisedAt: ranked.anonymisedAt,
      inStage: ranked.inStage,
      stars: sql<
        number | null
      >`(select round(avg(${applicationRatings.stars})::numeric, 1)::float from ${applicationRatings} where ${applicationRatings.applicationId} = ${ranked.id})`,
    })
    .from(ranked)
    .where(lte(ranked.rank, CARDS_PER_COLUMN))
    .orderBy(asc(ranked.rank));
  const interviewsAt = await nextInterviewsOf(
    db,
    rows.map((row) => row.id),
    now,
  );
  const byStage = new Map<string, BoardColumn>(stages.map((stage) => [stage.key, { stage, count: 0, cards: [] }]));
  for (const { anonymisedAt, inStage, ...row } of rows) {
    const column = byStage.get(row.stage);
    if (!column) continue;
    column.count = inStage;
    column.cards.push({
      ...row,
      anonymised: anonymisedAt !== null,
      interviewAt: interviewsAt.get(row.id)?.startsAt ?? null,
    });
  }
  const columns = stages.map((stage) => byStage.get(stage.key)!);
  return {
    ad: { id: ad.id, title: ad.title },
    stages,
    columns,
    total: columns.reduce((sum, column) => sum + column.count, 0),
  };
}
