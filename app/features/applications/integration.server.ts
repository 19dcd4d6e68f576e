import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "@db/client";
import { applicationDocuments, applicationEvents, applications } from "@db/schema/applications";
import { adSummaries } from "~/features/job-ads/reads.server";
import { isUnread, isWithdrawn } from "./counting.server";
import { companyStages } from "./manager.server";

/**
 * The integration API's reads of applications (decision 076). Unlike the application's page they
 * change nothing: an HR system reading an application does not mark it read for the colleagues.
 * Every read names the company; another company's application is not found.
 */

/** One application of the company with its ad, its stage and its documents; null when not the company's. */
export async function applicationForIntegration(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select({
      id: applications.id,
      jobAdId: applications.jobAdId,
      candidateName: applications.candidateName,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      phone: applications.phone,
      message: applications.message,
      answers: applications.answers,
      knockedOut: applications.knockedOut,
      stage: applications.stage,
      source: applications.source,
      receivedAt: applications.receivedAt,
      updatedAt: applications.updatedAt,
      stageChangedAt: applications.stageChangedAt,
      readAt: applications.readAt,
      withdrawnAt: applications.withdrawnAt,
      anonymisedAt: applications.anonymisedAt,
      unread: sql<boolean>`(${isUnread})`,
      withdrawn: sql<boolean>`(${isWithdrawn})`,
    })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.companyId, companyId)));
  if (!row) return null;
  const [ads, documents, stages] = await Promise.all([
    adSummaries(db, [row.jobAdId]),
    db
      .select({
        id: applicationDocuments.id,
        kind: applicationDocuments.kind,
        fileName: applicationDocuments.fileName,
        contentType: applicationDocuments.contentType,
        size: applicationDocuments.size,
        createdAt: applicationDocuments.createdAt,
      })
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.companyId, companyId)))
      .orderBy(asc(applicationDocuments.kind), asc(applicationDocuments.createdAt)),
    companyStages(db, companyId),
  ]);
  const ad = ads.get(row.jobAdId);
  const stage = stages.find((candidate) => candidate.key === row.stage);
  return {
    ...row,
    jobAd: ad ? { id: ad.id, title: ad.title } : null,
    stageLabel: stage?.label ?? row.stage,
    documents,
  };
}

/** The application's history, newest first (at most `limit`); null when the application is not the company's. */
export async function applicationEventsForIntegration(db: Executor, companyId: number, id: number, limit = 200) {
  const [owned] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.companyId, companyId)));
  if (!owned) return null;
  return db
    .select({
      id: applicationEvents.id,
      at: applicationEvents.at,
      kind: applicationEvents.kind,
      actorName: applicationEvents.actorName,
      fromStage: applicationEvents.fromStage,
      toStage: applicationEvents.toStage,
      detail: applicationEvents.detail,
    })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(desc(applicationEvents.at), desc(applicationEvents.id))
    .limit(limit);
}
