import { and, count, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "@db/client";
import { applications, type ApplicationQuestion } from "@db/schema/applications";
import { adSummaries } from "~/features/job-ads/reads.server";
import { applyTarget } from "./intake.server";

/**
 * What other features may read of a company's applications (decision 062): the account's
 * Übersicht shows the latest ones and how many are unopened, the ads' lists how many came in, QA
 * what an ad's application form asks.
 */

export interface RecentApplication {
  id: number;
  candidateName: string;
  receivedAt: Date;
  unread: boolean;
  jobAd: { id: number; title: string };
}

/** The company's `limit` latest applications (newest first) with their ad, and how many it has not opened. */
export async function recentApplicationsOf(
  db: Executor,
  companyId: number,
  limit: number,
): Promise<{ recent: RecentApplication[]; unread: number }> {
  const ofCompany = eq(applications.companyId, companyId);
  const recent = await db
    .select({
      id: applications.id,
      candidateName: applications.candidateName,
      receivedAt: applications.receivedAt,
      readAt: applications.readAt,
      jobAdId: applications.jobAdId,
    })
    .from(applications)
    .where(ofCompany)
    .orderBy(desc(applications.receivedAt), desc(applications.id))
    .limit(limit);
  const [unread] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(ofCompany, isNull(applications.readAt)));
  const ads = await adSummaries(
    db,
    recent.map((row) => row.jobAdId),
  );
  return {
    recent: recent.map((row) => ({
      id: row.id,
      candidateName: row.candidateName,
      receivedAt: row.receivedAt,
      unread: row.readAt === null,
      jobAd: { id: row.jobAdId, title: ads.get(row.jobAdId)?.title ?? "" },
    })),
    unread: unread?.n ?? 0,
  };
}

/**
 * Each ad's applications received since the day 30 days before today (the database's day, as the
 * ads' list counts its views), by ad id; an ad without any is missing. The applications
 * themselves (issue 15), not a figure: the count matches the Bewerber-Manager.
 */
export async function applicationCounts30(db: Executor, adIds: readonly number[]): Promise<Map<number, number>> {
  const unique = [...new Set(adIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ jobAdId: applications.jobAdId, n: count() })
    .from(applications)
    .where(and(inArray(applications.jobAdId, unique), gte(applications.receivedAt, sql`current_date - 30`)))
    .groupBy(applications.jobAdId);
  return new Map(rows.map((row) => [row.jobAdId, row.n]));
}

/**
 * The questions an ad's application form asks candidates: its own, and those of smart bewerben
 * when the short form is offered (the company's defaults where the ad has none). QA checks them.
 */
export async function questionsAskedOn(db: Executor, jobAdId: number): Promise<ApplicationQuestion[]> {
  const target = await applyTarget(db, jobAdId);
  if (!target) return [];
  const smart = target.smartApply ? target.smartQuestions : [];
  return [...target.questions, ...smart.filter((question) => !target.questions.includes(question))];
}
