import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { AuthUser, DistributionChannel } from "@auth/user";
import type { Database, Executor } from "@db/client";
import { parseRowId } from "~/lib/row-id";
import { qaClaims, qaReports } from "@db/schema/qa";
import { questionsAskedOn } from "~/features/applications/overview.server";
import { writeAudit } from "~/features/audit/audit-log.server";
import {
  companyInChannel,
  companyNameContains,
  companySummaries,
  companySummaryOf,
} from "~/features/companies/companies.server";
import { actorOf, JobAdError, performActionIn, type ActionResult } from "~/features/job-ads/job-ads.server";
import { isInReview } from "~/features/job-ads/lifecycle";
import { adRowOf, adSummaries, adsInReview, lockAdRow, type AdRow } from "~/features/job-ads/reads.server";
import { runQaChecks, type QaCheck, type QaRejectionReason, QA_REJECTION_REASONS } from "./checks";
import type { QaClaimFilter } from "./schema";

/**
 * QA of job ads (issue 5): the queue of ads in review, claims so that two reviewers never work on
 * the same ad, and reports that approve or reject an ad through the lifecycle — each report kept
 * with the checks as the reviewer saw them, audited in the transaction that changes the ad.
 */

/** A claim older than this may be taken over: reviewers leave without releasing. */
export const QA_CLAIM_TTL_MS = 30 * 60 * 1000;

export interface QaQueueQuery {
  q?: string;
  channel?: DistributionChannel;
  claim?: QaClaimFilter;
  page?: number;
  pageSize?: number;
}

export interface QaClaim {
  staffId: number;
  staffName: string;
  claimedAt: Date;
}

export interface QaQueueRow {
  id: number;
  title: string;
  companyId: number;
  companyName: string;
  channel: DistributionChannel;
  origin: string;
  /** When the ad entered review (its latest move to "review"). */
  waitingSince: Date;
  claim: QaClaim | null;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function staffId(user: AuthUser): number {
  if (!user.isInternalUser || user.id === null) throw new JobAdError("Nur Mitarbeiter:innen prüfen Inserate.", 403);
  return user.id;
}

function staffName(user: AuthUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** A claim that still holds at `now` (older ones are free to take over). */
export function liveClaim(claim: QaClaim | null, now: Date): QaClaim | null {
  return claim && now.getTime() - claim.claimedAt.getTime() < QA_CLAIM_TTL_MS ? claim : null;
}

/** The ads in review, oldest first, with who is reviewing them. */
export async function qaQueue(
  db: Executor,
  user: AuthUser,
  query: QaQueueQuery,
  now = new Date(),
): Promise<{ rows: QaQueueRow[]; total: number }> {
  const pageSize = Math.min(Math.max(query.pageSize ?? 20, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const staleBefore = new Date(now.getTime() - QA_CLAIM_TTL_MS);
  const q = query.q?.trim();
  const { rows, total } = await adsInReview(
    db,
    (ad) => {
      const where: SQL[] = [];
      if (q) {
        const matches = [ilike(ad.title, likePattern(q)), companyNameContains(ad.companyId, q)];
        const id = parseRowId(q);
        if (id !== null) matches.push(eq(ad.id, id));
        where.push(or(...matches)!);
      }
      if (query.channel) where.push(companyInChannel(ad.companyId, query.channel));
      // An ad has at most one claim (its key): a live one is held, none or a stale one is free.
      const liveClaimOf = (staff?: number) =>
        sql`exists (select 1 from ${qaClaims} where ${qaClaims.jobAdId} = ${ad.id} and ${qaClaims.claimedAt} >= ${staleBefore}${
          staff === undefined ? sql`` : sql` and ${qaClaims.staffId} = ${staff}`
        })`;
      if (query.claim === "free") where.push(sql`not ${liveClaimOf()}`);
      else if (query.claim === "mine") where.push(liveClaimOf(user.id ?? -1));
      return where.length > 0 ? and(...where) : undefined;
    },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  const ids = rows.map((row) => row.id);
  const [companies, claims] = await Promise.all([
    companySummaries(
      db,
      rows.map((row) => row.companyId),
    ),
    ids.length === 0
      ? []
      : db
          .select({
            jobAdId: qaClaims.jobAdId,
            staffId: qaClaims.staffId,
            staffName: qaClaims.staffName,
            claimedAt: qaClaims.claimedAt,
          })
          .from(qaClaims)
          .where(inArray(qaClaims.jobAdId, ids)),
  ]);
  const claimOfAd = new Map(claims.map(({ jobAdId, ...claim }) => [jobAdId, claim]));
  return {
    rows: rows.flatMap((row) => {
      const company = companies.get(row.companyId);
      return company
        ? [
            {
              id: row.id,
              title: row.title,
              companyId: row.companyId,
              companyName: company.fullName,
              channel: company.channel,
              origin: row.origin,
              waitingSince: row.waitingSince,
              claim: liveClaim(claimOfAd.get(row.id) ?? null, now),
            },
          ]
        : [];
    }),
    total,
  };
}

async function claimOf(db: Executor, id: number): Promise<QaClaim | null> {
  const [row] = await db
    .select({ staffId: qaClaims.staffId, staffName: qaClaims.staffName, claimedAt: qaClaims.claimedAt })
    .from(qaClaims)
    .where(eq(qaClaims.jobAdId, id));
  return row ?? null;
}

async function statusOf(db: Executor, id: number): Promise<string | null> {
  return (await adSummaries(db, [id])).get(id)?.status ?? null;
}

function claimedByOther(claim: QaClaim): JobAdError {
  return new JobAdError(`Dieses Inserat prüft gerade ${claim.staffName}.`, 409);
}

/**
 * Takes an ad in review for this reviewer: one statement that only succeeds when the ad is free,
 * already theirs, or its claim has gone stale — so two reviewers racing never both win.
 */
export async function claimForReview(db: Database, id: number, user: AuthUser, now = new Date()): Promise<QaClaim> {
  const me = staffId(user);
  return db.transaction(async (tx) => {
    const status = await statusOf(tx, id);
    if (status === null) throw new JobAdError("Das Inserat wurde nicht gefunden.", 404);
    if (!isInReview(status)) throw new JobAdError("Nur Inserate in Prüfung können übernommen werden.", 409);
    const staleBefore = new Date(now.getTime() - QA_CLAIM_TTL_MS);
    const before = await claimOf(tx, id);
    const [claimed] = await tx
      .insert(qaClaims)
      .values({ jobAdId: id, staffId: me, staffName: staffName(user), claimedAt: now })
      .onConflictDoUpdate({
        target: qaClaims.jobAdId,
        set: { staffId: me, staffName: staffName(user), claimedAt: now },
        setWhere: or(eq(qaClaims.staffId, me), lt(qaClaims.claimedAt, staleBefore)),
      })
      .returning({ staffId: qaClaims.staffId, staffName: qaClaims.staffName, claimedAt: qaClaims.claimedAt });
    if (!claimed) {
      const holder = await claimOf(tx, id);
      throw claimedByOther(holder ?? before!);
    }
    if (before?.staffId !== me) {
      await writeAudit(tx, user, {
        action: "job-ad.qa-claim",
        entityType: "job_ad",
        entityId: String(id),
        before: before ? { claimedBy: before.staffName } : null,
        after: { claimedBy: claimed.staffName },
      });
    }
    return claimed;
  });
}

/** Gives an ad back to the queue; only the reviewer holding it can. */
export async function releaseClaim(db: Database, id: number, user: AuthUser): Promise<void> {
  const me = staffId(user);
  await db.transaction(async (tx) => {
    const claim = await claimOf(tx, id);
    if (!claim) return;
    if (claim.staffId !== me) throw claimedByOther(claim);
    await tx.delete(qaClaims).where(eq(qaClaims.jobAdId, id));
    await writeAudit(tx, user, {
      action: "job-ad.qa-release",
      entityType: "job_ad",
      entityId: String(id),
      before: { claimedBy: claim.staffName },
      after: null,
    });
  });
}

export interface QaReportRow {
  id: number;
  decision: "approved" | "rejected";
  reasons: string[];
  message: string;
  checks: QaCheck[];
  staffName: string;
  at: Date;
}

/** What a report shows: the columns every read of reports selects. */
const REPORT_COLUMNS = {
  id: qaReports.id,
  decision: qaReports.decision,
  reasons: qaReports.reasons,
  message: qaReports.message,
  checks: qaReports.checks,
  staffName: qaReports.staffName,
  at: qaReports.at,
};

export async function qaReportsOf(db: Executor, id: number): Promise<QaReportRow[]> {
  const rows = await db
    .select(REPORT_COLUMNS)
    .from(qaReports)
    .where(eq(qaReports.jobAdId, id))
    .orderBy(desc(qaReports.at), desc(qaReports.id));
  return rows.map((row) => ({ ...row, checks: row.checks as QaCheck[] }));
}

/** The latest report of an ad that QA sent back, for the company while the ad is a draft again. */
export async function latestRejection(db: Executor, id: number): Promise<QaReportRow | null> {
  return (await latestRejections(db, [id])).get(id) ?? null;
}

/**
 * `latestRejection` of several ads in one query (the job-ad list's drafts, issue 37): each ad's
 * latest report, kept where it is a rejection.
 */
export async function latestRejections(db: Executor, ids: readonly number[]): Promise<Map<number, QaReportRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ jobAdId: qaReports.jobAdId, ...REPORT_COLUMNS })
    .from(qaReports)
    .where(inArray(qaReports.jobAdId, [...ids]))
    .orderBy(desc(qaReports.at), desc(qaReports.id));
  const latest = new Map<number, QaReportRow>();
  const seen = new Set<number>();
  for (const { jobAdId, ...row } of rows) {
    if (seen.has(jobAdId)) continue;
    seen.add(jobAdId);
    if (row.decision === "rejected") latest.set(jobAdId, { ...row, checks: row.checks as QaCheck[] });
  }
  return latest;
}

export interface QaReportInput {
  decision: "approved" | "rejected";
  reasons: QaRejectionReason[];
  message: string;
}

/** The text the company reads in the rejection e-mail and on its ad. */
export function rejectionNote(input: Pick<QaReportInput, "reasons" | "message">): string {
  const reasons = input.reasons.map((reason) => `– ${QA_REJECTION_REASONS[reason]}`).join("\n");
  return [reasons, input.message.trim()].filter(Boolean).join("\n\n");
}

/**
 * Records QA's decision: approve (the ad goes live or is scheduled) or reject (back to draft,
 * credits refunded, e-mail with the reasons). The reviewer must hold the claim or the ad must be
 * free; the report, the lifecycle change, the released claim and the audit row commit together.
 */
export async function submitReport(
  db: Database,
  id: number,
  user: AuthUser,
  input: QaReportInput,
  options: { production: boolean; requestId?: string; now?: Date },
): Promise<ActionResult & { reportId: number }> {
  const me = staffId(user);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const ad = await lockAdRow(tx, id);
    if (!ad) throw new JobAdError("Das Inserat wurde nicht gefunden.", 404);
    const claim = liveClaim(await claimOf(tx, id), now);
    if (claim && claim.staffId !== me) throw claimedByOther(claim);
    const checks = runQaChecks(ad, await questionsAskedOn(tx, id));
    const note = input.decision === "rejected" ? rejectionNote(input) : input.message.trim();
    const result = await performActionIn(
      tx,
      id,
      input.decision === "approved" ? "approve" : "reject",
      actorOf(user, options),
      { now, ...(note ? { note } : {}) },
    );
    const [report] = await tx
      .insert(qaReports)
      .values({
        jobAdId: id,
        decision: input.decision,
        reasons: input.decision === "rejected" ? input.reasons : [],
        message: input.message.trim(),
        checks,
        staffId: me,
        staffName: staffName(user),
        at: now,
      })
      .returning({ id: qaReports.id });
    await tx.delete(qaClaims).where(eq(qaClaims.jobAdId, id));
    await writeAudit(tx, user, {
      action: input.decision === "approved" ? "job-ad.approve" : "job-ad.reject",
      entityType: "job_ad",
      entityId: String(id),
      before: { status: ad.status, expiresAt: ad.expiresAt?.toISOString() ?? null },
      after: {
        status: result.status,
        reportId: report!.id,
        reasons: input.decision === "rejected" ? input.reasons : [],
      },
      ...(options.requestId ? { requestId: options.requestId } : {}),
    });
    return { ...result, reportId: report!.id };
  });
}

export interface QaReviewData {
  ad: AdRow;
  company: { id: number; fullName: string; channel: DistributionChannel; city: string };
  checks: QaCheck[];
  claim: QaClaim | null;
  reports: QaReportRow[];
}

/** Everything the review page shows of one ad; null when there is no such ad. */
export async function qaReview(db: Executor, id: number, now = new Date()): Promise<QaReviewData | null> {
  const ad = await adRowOf(db, id);
  const company = ad && (await companySummaryOf(db, ad.companyId));
  if (!ad || !company) return null;
  const [claim, reports, questions] = await Promise.all([
    claimOf(db, id),
    qaReportsOf(db, id),
    questionsAskedOn(db, id),
  ]);
  return {
    ad,
    company: { id: company.id, fullName: company.fullName, channel: company.channel, city: company.city },
    checks: runQaChecks(ad, questions),
    claim: liveClaim(claim, now),
    reports,
  };
}
