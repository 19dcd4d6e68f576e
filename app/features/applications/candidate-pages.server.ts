import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { applicationDocuments, applicationEvents, applications } from "@db/schema/applications";
import type { TokenSigner } from "~/lib/signed-token.server";
import { readCandidateToken } from "./candidate-links.server";
import { candidateApplication, type CandidateApplication } from "./candidate.server";
import {
  candidateHistory,
  candidateStatus,
  type CandidateHistoryLine,
  type CandidateStatus,
  type NextInterview,
} from "./candidate-status";
import { companyStages } from "./manager.server";
import { plannedRejections } from "./planned-rejection.server";
import { salutationLabelOf } from "./greeting";
import { answerText } from "./questions";
import { isClosingStage, rejectedStageOf } from "./stages";
import { retainUntil, talentPoolEnd } from "./retention";
import { threadOf } from "./thread.server";
import type { ThreadMessage } from "./thread";

/**
 * The candidate's pages behind the signed link (issue 34 §6, docs/applications.md): where the
 * application stands, the readable copy of the data, the talent-pool consent on its own, and what
 * a dead link says.
 */

/** Why a link opens nothing: never signed by us, the application withdrawn, or its data deleted. */
export type DeadLinkReason = "invalid" | "withdrawn" | "deleted";

export type CandidateLink = { ok: true; found: CandidateApplication } | { ok: false; reason: DeadLinkReason };

/**
 * What a candidate's link opens. A link we signed whose application has no personal data any more
 * tells why from what stays without it (`withdrawn_at`, `anonymised_at`); a signature that does
 * not hold, or a key that never belonged to the application, is "invalid".
 */
export async function openCandidateLink(db: Database, signer: TokenSigner, token: string): Promise<CandidateLink> {
  const found = await candidateApplication(db, signer, token);
  if (found) return { ok: true, found };
  const link = readCandidateToken(signer, token);
  if (!link) return { ok: false, reason: "invalid" };
  const [row] = await db
    .select({ withdrawnAt: applications.withdrawnAt, anonymisedAt: applications.anonymisedAt })
    .from(applications)
    .where(eq(applications.id, link.applicationId));
  // Gone altogether: its ad was deleted, or it was merged into the candidate's earlier application.
  if (!row) return { ok: false, reason: "deleted" };
  if (row.withdrawnAt) return { ok: false, reason: "withdrawn" };
  if (row.anonymisedAt) return { ok: false, reason: "deleted" };
  return { ok: false, reason: "invalid" };
}

/** A rejection whose mail has not left: planned for later, or still waiting unclaimed in the outbox. */
async function rejectionMailState(
  db: Database,
  application: { id: number; stage: string },
  stages: Awaited<ReturnType<typeof companyStages>>,
  now: Date,
): Promise<{ hidden: boolean; visibleAt: Date | null }> {
  const rejected = rejectedStageOf(stages).key;
  const [planned, waiting] = await Promise.all([
    plannedRejections(db, [application.id], rejected, { unsentOnly: false }),
    plannedRejections(db, [application.id], rejected, { unsentOnly: true }),
  ]);
  const latest = planned.sort((a, b) => b.sendAt.getTime() - a.sendAt.getTime())[0];
  const hidden =
    application.stage === rejected &&
    latest !== undefined &&
    (latest.sendAt > now || waiting.some((mail) => mail.messageId === latest.messageId));
  if (hidden) return { hidden: true, visibleAt: null };
  return { hidden: false, visibleAt: latest?.sendAt ?? new Date(0) };
}

export interface CandidateStatusView {
  title: string;
  companyName: string | null;
  receivedAt: Date;
  status: CandidateStatus;
  talentPoolUntil: Date | null;
}

/**
 * Where the application stands. `nextInterview` is the application's next booked interview, as
 * the interviews feature reads it (null or absent: none).
 */
export async function candidateStatusView(
  db: Database,
  found: CandidateApplication,
  { now, nextInterview = null }: { now: Date; nextInterview?: NextInterview },
): Promise<CandidateStatusView> {
  const { application } = found;
  const stages = await companyStages(db, application.companyId);
  const rejection = await rejectionMailState(db, application, stages, now);
  let hiddenRejection: { fromStage: string | null } | null = null;
  if (rejection.hidden) {
    const [event] = await db
      .select({ fromStage: applicationEvents.fromStage })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, application.id), eq(applicationEvents.kind, "stage")))
      .orderBy(desc(applicationEvents.at), desc(applicationEvents.id))
      .limit(1);
    hiddenRejection = { fromStage: event?.fromStage ?? null };
  }
  return {
    title: found.title,
    companyName: found.companyName,
    receivedAt: application.receivedAt,
    status: candidateStatus({
      stage: application.stage,
      stages,
      withdrawnAt: application.withdrawnAt,
      hiddenRejection,
      nextInterview,
    }),
    talentPoolUntil: application.talentPoolUntil,
  };
}

export interface CandidateDataView {
  createdAt: Date;
  title: string;
  companyName: string | null;
  details: { label: string; value: string }[];
  message: string | null;
  answers: { question: string; answer: string }[];
  documents: { kind: string; fileName: string; size: number; uploadedAt: Date }[];
  messages: ThreadMessage[];
  history: CandidateHistoryLine[];
  cvText: string | null;
  talentPoolUntil: Date | null;
}

const DOCUMENT_KINDS: Record<string, string> = { cv: "Lebenslauf", reply: "Anhang einer Antwort" };

/** Everything stored about the candidate, for the readable copy and its PDF (Art. 15 DSGVO). */
export async function candidateDataView(
  db: Database,
  found: CandidateApplication,
  now: Date,
): Promise<CandidateDataView> {
  const { application } = found;
  const stages = await companyStages(db, application.companyId);
  const [documents, messages, events, rejection] = await Promise.all([
    db
      .select({
        kind: applicationDocuments.kind,
        fileName: applicationDocuments.fileName,
        size: applicationDocuments.size,
        createdAt: applicationDocuments.createdAt,
      })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, application.id))
      .orderBy(asc(applicationDocuments.createdAt)),
    threadOf(db, application.id, now),
    db
      .select({ at: applicationEvents.at, kind: applicationEvents.kind, toStage: applicationEvents.toStage })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, application.id))
      .orderBy(asc(applicationEvents.at), asc(applicationEvents.id)),
    rejectionMailState(db, application, stages, now),
  ]);
  return {
    createdAt: now,
    title: found.title,
    companyName: found.companyName,
    details: [
      { label: "Anrede", value: salutationLabelOf(application.salutation) },
      { label: "Vorname", value: application.firstName },
      { label: "Nachname", value: application.lastName },
      { label: "E-Mail", value: application.email ?? "" },
      { label: "Telefon", value: application.phone ?? "–" },
      { label: "Art der Bewerbung", value: application.source === "smart" ? "smart bewerben" : "Bewerbungsformular" },
      { label: "Datenschutzhinweis bestätigt", value: application.privacyConsentAt ? "Ja" : "Nein" },
    ],
    message: application.message,
    answers: application.answers.map((answer) => ({ question: answer.label, answer: answerText(answer) })),
    documents: documents.map((document) => ({
      kind: DOCUMENT_KINDS[document.kind] ?? "Unterlage",
      fileName: document.fileName,
      size: document.size,
      uploadedAt: document.createdAt,
    })),
    messages,
    history: candidateHistory(events, stages, { rejectionVisibleAt: rejection.visibleAt }),
    cvText: application.cvText,
    talentPoolUntil: application.talentPoolUntil,
  };
}

/** Notes that the candidate took a copy of the data (the company's history shows it). */
export async function logDataCopy(db: Database, found: CandidateApplication, now: Date): Promise<void> {
  await db.insert(applicationEvents).values({
    applicationId: found.application.id,
    companyId: found.application.companyId,
    at: now,
    actorName: "Bewerber:in",
    kind: "data-copy",
  });
}

export type TalentPoolChange =
  | { ok: true; talentPoolUntil: Date | null; message: string }
  | { ok: false; reason: DeadLinkReason | "unchanged"; message: string };

/**
 * Gives or withdraws the consent to the talent pool on its own, the application staying as it
 * is. Given: the data may stay for 24 months from now (`talentPoolEnd`), the reminder before its
 * end comes again. Withdrawn: the consent's end is cleared. A closed application's deletion date
 * follows (`retainUntil` of its closing with the new consent); one whose ad closed loses the date,
 * and the retention sweep dates it again from the ad's end. A history entry either way.
 */
export async function setTalentPoolConsent(
  db: Database,
  found: CandidateApplication,
  give: boolean,
  now: Date,
): Promise<TalentPoolChange> {
  const { application } = found;
  const stages = await companyStages(db, application.companyId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.id, application.id), eq(applications.accessKey, application.accessKey!)))
      .for("update");
    if (!row) {
      return { ok: false, reason: "deleted", message: "Die Daten dieser Bewerbung wurden gelöscht." };
    }
    if (give === (row.talentPoolUntil !== null)) {
      return {
        ok: false,
        reason: "unchanged",
        message: give
          ? "Sie haben der Aufnahme in den Talentpool bereits zugestimmt."
          : "Sie sind nicht im Talentpool; es gibt nichts zu widerrufen.",
      };
    }
    const talentPoolUntil = give ? talentPoolEnd(now) : null;
    const closing = isClosingStage(stages, row.stage);
    const dated =
      row.retainUntil === null ? null : closing ? retainUntil(row.stageChangedAt ?? now, talentPoolUntil) : null;
    await tx
      .update(applications)
      .set({ talentPoolUntil, talentPoolReminderAt: null, retainUntil: dated, updatedAt: now })
      .where(eq(applications.id, row.id));
    await tx.insert(applicationEvents).values({
      applicationId: row.id,
      companyId: row.companyId,
      at: now,
      actorName: "Bewerber:in",
      kind: give ? "talent-pool-given" : "talent-pool-withdrawn",
    });
    return {
      ok: true,
      talentPoolUntil,
      message: give
        ? "Danke: Ihre Daten bleiben im Talentpool des Unternehmens."
        : "Ihre Zustimmung zum Talentpool ist widerrufen. Ihre Bewerbung bleibt bestehen.",
    };
  });
}
