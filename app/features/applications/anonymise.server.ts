import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "@db/client";
import {
  applicationDocuments,
  applicationEvents,
  applicationMessages,
  applicationNotes,
  applications,
} from "@db/schema/applications";
import { uncountApplication } from "~/features/job-ads/figures.server";
import { takeBackUnsentMails } from "~/features/notifications/mail.server";
import type { DocumentStore } from "~/lib/document-store";
import { viennaDay } from "~/lib/format";
import { recordWithdrawn } from "./integration-events.server";
import { blankScorecardComments } from "./scorecard.server";

/**
 * Removes an application's personal data (docs/applications.md): names, salutation, contact data,
 * the link to an Active Sourcing profile, message,
 * the answers' texts, the CV's text, documents (rows and stored bytes), notes, and the mails to
 * the candidate not sent yet, and the e-mail thread. Ratings stay (they name colleagues, not the candidate); the
 * scorecards keep their numbers and lose their comments. Kept: the ad, dates,
 * stage and its history, and whether it was knocked out, so the company's counts stay true. A
 * withdrawal also takes the application back from its ad's figures (the day it came in): withdrawn
 * applications count nowhere (`counting.server.ts`).
 */
export async function anonymiseApplications(
  db: Database,
  store: DocumentStore,
  ids: readonly number[],
  { now, reason, actorName }: { now: Date; reason: "withdrawn" | "retention"; actorName: string },
): Promise<number> {
  if (ids.length === 0) return 0;
  const { keys, done } = await db.transaction(async (tx) => {
    const rows = await tx
      .update(applications)
      .set({
        candidateName: "Anonymisiert",
        firstName: "",
        lastName: "",
        salutation: null,
        email: null,
        phone: null,
        message: null,
        answers: [],
        cvText: null,
        accessKey: null,
        talentPoolUntil: null,
        // The link to the person's talent profile is personal data too: no "beworben" mark stays (decision 081).
        sourcingProfileId: null,
        anonymisedAt: now,
        updatedAt: now,
        ...(reason === "withdrawn" ? { withdrawnAt: now } : {}),
      })
      .where(and(inArray(applications.id, [...ids]), isNull(applications.anonymisedAt)))
      .returning({
        id: applications.id,
        companyId: applications.companyId,
        jobAdId: applications.jobAdId,
        receivedAt: applications.receivedAt,
      });
    const doneIds = rows.map((row) => row.id);
    if (doneIds.length === 0) return { keys: [], done: 0 };
    const documents = await tx
      .delete(applicationDocuments)
      .where(inArray(applicationDocuments.applicationId, doneIds))
      .returning({ key: applicationDocuments.storageKey });
    await tx.delete(applicationNotes).where(inArray(applicationNotes.applicationId, doneIds));
    await tx.delete(applicationMessages).where(inArray(applicationMessages.applicationId, doneIds));
    await blankScorecardComments(tx, doneIds);
    // Mails not sent yet (a rejection planned for the morning) are taken back.
    await takeBackUnsentMails(tx, doneIds);
    // Events keep who moved what when; their free text may name the candidate.
    await tx.update(applicationEvents).set({ detail: "" }).where(inArray(applicationEvents.applicationId, doneIds));
    if (reason === "withdrawn") {
      for (const row of rows) {
        await uncountApplication(tx, row.jobAdId, viennaDay(row.receivedAt));
        await recordWithdrawn(tx, { companyId: row.companyId, applicationId: row.id, jobAdId: row.jobAdId }, now);
      }
    }
    await tx.insert(applicationEvents).values(
      rows.map((row) => ({
        applicationId: row.id,
        companyId: row.companyId,
        at: now,
        actorName,
        kind: reason === "withdrawn" ? "withdrawn" : "anonymised",
      })),
    );
    return { keys: documents.map((document) => document.key), done: doneIds.length };
  });
  // After the commit: a failed delete leaves an orphaned file no row points to, never a row without its file.
  await Promise.allSettled(keys.map((key) => store.delete(key)));
  return done;
}

/** The application a candidate's link points to, while its personal data is there. */
export async function applicationOfLink(db: Database, link: { applicationId: number; accessKey: string }) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, link.applicationId), eq(applications.accessKey, link.accessKey)));
  return row ?? null;
}
