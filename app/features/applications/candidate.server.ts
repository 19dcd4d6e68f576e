import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { applicationDocuments, applicationEvents, applicationMessages, applications } from "@db/schema/applications";
import type { DocumentStore } from "~/lib/document-store";
import type { TokenSigner } from "~/lib/signed-token.server";
import { colleaguesOf, companySummaryOf } from "~/features/companies/companies.server";
import { queueMail } from "~/features/notifications/mail.server";
import { adSummaries } from "~/features/job-ads/reads.server";
import { notificationRecipients } from "~/features/notifications/preferences.server";
import { anonymiseApplications, applicationOfLink } from "./anonymise.server";
import { readCandidateToken } from "./candidate-links.server";
import { DOCUMENT_TYPES } from "./files";
import { documentKey, type CheckedFile } from "./intake.server";
import { cancelInterviewAsCandidate, interviewOfApplication } from "./interviews.server";
import { SALUTATION_LABELS } from "./greeting";
import { answerText } from "./questions";
import { threadOf } from "./thread.server";

/**
 * What a candidate's link opens, or null for a broken or spent link. The company stays unnamed
 * (null) for a Chiffre ad, as on the ad and in the confirmation mail.
 */
export async function candidateApplication(db: Database, signer: TokenSigner, token: string) {
  const link = readCandidateToken(signer, token);
  if (!link) return null;
  const application = await applicationOfLink(db, link);
  if (!application) return null;
  const ad = (await adSummaries(db, [application.jobAdId])).get(application.jobAdId);
  const company = !ad || ad.anonymous ? null : await companySummaryOf(db, ad.companyId);
  return { application, title: ad?.title ?? "", companyName: company?.fullName ?? null };
}

/**
 * Withdraws: the personal data goes at once (the company keeps an anonymous entry). An interview
 * still planned is cancelled first, so the interviewers get the cancellation with its `.ics`
 * (the candidate's own copy goes with the rest of the unsent mails to them).
 */
export async function withdrawApplication(
  db: Database,
  store: DocumentStore,
  signer: TokenSigner,
  token: string,
  { now, baseUrl }: { now: Date; baseUrl: string },
): Promise<{ title: string; companyName: string | null } | null> {
  const found = await candidateApplication(db, signer, token);
  if (!found) return null;
  if (await interviewOfApplication(db, found.application.companyId, found.application.id, now)) {
    await cancelInterviewAsCandidate(db, token, { now, baseUrl, signer });
  }
  await anonymiseApplications(db, store, [found.application.id], {
    now,
    reason: "withdrawn",
    actorName: "Bewerber:in",
  });
  return { title: found.title, companyName: found.companyName };
}

/** A copy of everything stored about the candidate (Art. 15 and 20 DSGVO), as JSON. */
export async function candidateDataCopy(db: Database, signer: TokenSigner, token: string, now: Date) {
  const found = await candidateApplication(db, signer, token);
  if (!found) return null;
  const { application } = found;
  const [documents, messages] = await Promise.all([
    db
      .select({
        kind: applicationDocuments.kind,
        fileName: applicationDocuments.fileName,
        size: applicationDocuments.size,
        createdAt: applicationDocuments.createdAt,
      })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, application.id)),
    threadOf(db, application.id, now),
  ]);
  await db.insert(applicationEvents).values({
    applicationId: application.id,
    companyId: application.companyId,
    at: now,
    actorName: "Bewerber:in",
    kind: "data-copy",
  });
  return {
    erstellt: now.toISOString(),
    stelle: found.title,
    unternehmen: found.companyName ?? "Chiffre-Inserat (das Unternehmen bleibt ungenannt)",
    bewerbung: {
      eingegangen: application.receivedAt.toISOString(),
      zuletztGeaendert: application.updatedAt.toISOString(),
      anrede: application.salutation ? SALUTATION_LABELS[application.salutation] : null,
      vorname: application.firstName,
      nachname: application.lastName,
      email: application.email,
      telefon: application.phone,
      nachricht: application.message,
      antworten: application.answers.map((answer) => ({ frage: answer.label, antwort: answerText(answer) })),
      dokumente: documents.map((document) => ({
        art: { cv: "Lebenslauf", reply: "Anhang einer Nachricht" }[document.kind] ?? "Unterlage",
        dateiname: document.fileName,
        groesseBytes: document.size,
        hochgeladen: document.createdAt.toISOString(),
      })),
      datenschutzBestaetigt: application.privacyConsentAt?.toISOString() ?? null,
      talentpoolBis: application.talentPoolUntil?.toISOString() ?? null,
      lebenslaufText: application.cvText,
      nachrichten: messages.map((message) => ({
        von:
          message.direction === "candidate"
            ? "Sie"
            : `${message.authorName}${found.companyName ? ` (${found.companyName})` : ""}`,
        datum: message.createdAt.toISOString(),
        betreff: message.subject,
        text: message.body,
        anhaenge: message.attachments.map((attachment) => attachment.fileName),
      })),
    },
  };
}

export type CandidateApplication = NonNullable<Awaited<ReturnType<typeof candidateApplication>>>;

/** What the candidate's reply page shows, or null for a broken or spent link. */
export async function candidateThread(db: Database, signer: TokenSigner, token: string, now: Date) {
  const found = await candidateApplication(db, signer, token);
  return found ? { ...found, messages: await threadOf(db, found.application.id, now) } : null;
}

/** Who hears of a reply: the colleagues who wrote in the thread, else those who want application mails. */
async function replyRecipients(tx: Executor, applicationId: number, companyId: number) {
  const authors = await tx
    .select({ userId: applicationMessages.authorUserId })
    .from(applicationMessages)
    .where(and(eq(applicationMessages.applicationId, applicationId), eq(applicationMessages.direction, "company")));
  const wrote = new Set(authors.map((author) => author.userId));
  // Only those who still act for the company.
  const writers = (await colleaguesOf(tx, companyId))
    .filter((colleague) => wrote.has(colleague.id))
    .map(({ email, firstName, lastName }) => ({ email, firstName, lastName }));
  return writers.length > 0 ? writers : notificationRecipients(tx, companyId, "applicationMail");
}

/**
 * The candidate's reply through the link: stored with its documents, the application unread
 * again, the colleagues told (a link, never the content). Null when the personal data went since
 * the link was read (withdrawn in another tab): nothing is stored then.
 */
export async function replyAsCandidate(
  db: Database,
  store: DocumentStore,
  { found, text, files }: { found: CandidateApplication; text: string; files: CheckedFile[] },
  { now, baseUrl }: { now: Date; baseUrl: string },
): Promise<{ title: string } | null> {
  const { application } = found;
  const documents = files.map((file) => {
    const id = crypto.randomUUID();
    return { file, id, key: documentKey(application.companyId, application.id, id) };
  });
  const written: string[] = [];
  try {
    for (const { file, key } of documents) {
      await store.put(key, file.bytes, DOCUMENT_TYPES[file.type].contentType);
      written.push(key);
    }
    const stored = await db.transaction(async (tx) => {
      // The data may have gone since the check (withdrawn in another tab): then nothing is stored.
      const [still] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, application.id), eq(applications.accessKey, application.accessKey!)))
        .for("update");
      if (!still) return false;
      const [message] = await tx
        .insert(applicationMessages)
        .values({
          applicationId: application.id,
          companyId: application.companyId,
          direction: "candidate",
          authorName: application.candidateName,
          subject: `Antwort: ${found.title}`,
          body: text,
          createdAt: now,
        })
        .returning({ id: applicationMessages.id });
      if (documents.length > 0) {
        await tx.insert(applicationDocuments).values(
          documents.map(({ file, id, key }) => ({
            id,
            applicationId: application.id,
            companyId: application.companyId,
            kind: "reply",
            fileName: file.fileName,
            contentType: DOCUMENT_TYPES[file.type].contentType,
            size: file.bytes.byteLength,
            storageKey: key,
            messageId: message!.id,
          })),
        );
      }
      await tx.update(applications).set({ readAt: null, updatedAt: now }).where(eq(applications.id, application.id));
      await tx.insert(applicationEvents).values({
        applicationId: application.id,
        companyId: application.companyId,
        at: now,
        actorName: "Bewerber:in",
        kind: "reply",
        detail: documents.length > 0 ? `${documents.length} Anhang/Anhänge` : "",
      });
      for (const recipient of await replyRecipients(tx, application.id, application.companyId)) {
        await queueMail(tx, {
          to: recipient.email,
          subject: `Neue Antwort zu Ihrer Nachricht: ${found.title}`,
          text: [
            `Guten Tag ${recipient.firstName} ${recipient.lastName},`,
            "",
            `zu einer Bewerbung für „${found.title}“ ist eine Antwort eingegangen.`,
            "",
            `Im Bewerber-Manager lesen: ${baseUrl}/p/applications/bewerber-manager/${application.id}#nachrichten`,
          ].join("\n"),
        });
      }
      return true;
    });
    if (!stored) {
      await Promise.allSettled(written.map((key) => store.delete(key)));
      return null;
    }
    return { title: found.title };
  } catch (error) {
    await Promise.allSettled(written.map((key) => store.delete(key)));
    throw error;
  }
}
