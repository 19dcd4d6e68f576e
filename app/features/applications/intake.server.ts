import crypto from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import {
  applicationDocuments,
  applicationEvents,
  applicationForms,
  applications,
  applicationSettings,
  type ApplicationQuestion,
} from "@db/schema/applications";
import type { DocumentStore } from "~/lib/document-store";
import { viennaDay } from "~/lib/format";
import type { TokenSigner } from "~/lib/signed-token.server";
import { companySummaryOf } from "~/features/companies/companies.server";
import { countApplication } from "~/features/job-ads/figures.server";
import { adSummaries } from "~/features/job-ads/reads.server";
import { notificationRecipients } from "~/features/notifications/preferences.server";
import { queueMail } from "~/features/notifications/mail.server";
import { candidateLink, CANDIDATE_PATHS, candidateToken, newAccessKey } from "./candidate-links.server";
import { documentText } from "./document-text.server";
import { recordApplicationReceived } from "./integration-events.server";
import {
  CV_TYPES,
  DOCUMENT_TYPES,
  FILE_MESSAGES,
  MAX_FILE_BYTES,
  MAX_OTHER_FILES,
  OTHER_TYPES,
  safeFileName,
  sniffDocumentType,
  type DocumentType,
} from "./files";
import { greetingOf, SALUTATION_LABELS } from "./greeting";
import { answerText, checkAnswers, MAX_SMART_QUESTIONS } from "./questions";
import { talentPoolEnd } from "./retention";
import type { ApplicationFields } from "./schema";
import { INBOX_STAGE } from "./stages";
import { DAY_MS } from "~/lib/days";

/**
 * A candidate's application through the portal's form (issue 15, docs/applications.md): checked
 * field by field with German messages, documents typed by their bytes and put into the document
 * store, and a confirmation e-mail with the links to withdraw and to get a copy of the data. A
 * second application of the same mailbox to the same ad is stored on its own and marked as a
 * possible duplicate of the first (decision 058): nothing anonymous changes an existing one.
 */

/** Within this time a second application of an address to the same ad is marked as a possible duplicate. */
export const DUPLICATE_WINDOW_MS = 30 * DAY_MS;

export interface ApplyTarget {
  jobAdId: number;
  companyId: number;
  title: string;
  companyName: string;
  questions: ApplicationQuestion[];
  /** smart bewerben is on for this ad (DIRECT-SALES companies only). */
  smartApply: boolean;
  /** The questions of the short form: the ad's first three, else the company's defaults. */
  smartQuestions: ApplicationQuestion[];
}

/** Smart bewerben is offered to direct-sales companies, where the ad switches it on, else the company for all its ads. */
function offersSmartApply(
  channel: string,
  adSwitch: boolean | null | undefined,
  companySwitch: boolean | null | undefined,
) {
  return channel === "DIRECT-SALES" && (adSwitch ?? companySwitch ?? false);
}

/**
 * Whether the ad's apply form offers smart bewerben (as `applyTarget` says), read beside the ad's
 * company (decision 086): both switches in one query now, the company's channel once known.
 */
export async function smartApplyOf(
  db: Executor,
  ad: { id: number; companyId: number },
): Promise<(company: { channel: string }) => boolean> {
  const [row] = await db
    .select({
      adSwitch: sql<
        boolean | null
      >`(select ${applicationForms.smartApply} from ${applicationForms} where ${applicationForms.jobAdId} = ${ad.id})`,
      companySwitch: sql<
        boolean | null
      >`(select ${applicationSettings.smartApplyAll} from ${applicationSettings} where ${applicationSettings.companyId} = ${ad.companyId})`,
    })
    .from(sql`(values (1)) as one(x)`);
  return (company) => offersSmartApply(company.channel, row?.adSwitch, row?.companySwitch);
}

/** What the application form of an ad asks. The caller has asked the job-ad policy that the ad is online. */
export async function applyTarget(db: Executor, jobAdId: number): Promise<ApplyTarget | null> {
  const ad = (await adSummaries(db, [jobAdId])).get(jobAdId);
  if (!ad) return null;
  const [company, [form], [settings]] = await Promise.all([
    companySummaryOf(db, ad.companyId),
    db
      .select({ questions: applicationForms.questions, smartApply: applicationForms.smartApply })
      .from(applicationForms)
      .where(eq(applicationForms.jobAdId, jobAdId)),
    db
      .select({
        smartApplyAll: applicationSettings.smartApplyAll,
        defaultQuestions: applicationSettings.smartQuestions,
      })
      .from(applicationSettings)
      .where(eq(applicationSettings.companyId, ad.companyId)),
  ]);
  if (!company) return null;
  const questions = form?.questions ?? [];
  return {
    jobAdId: ad.id,
    companyId: ad.companyId,
    title: ad.title,
    companyName: ad.anonymous ? "Das Unternehmen" : company.fullName,
    questions,
    smartApply: offersSmartApply(company.channel, form?.smartApply, settings?.smartApplyAll),
    smartQuestions: (questions.length > 0 ? questions : (settings?.defaultQuestions ?? [])).slice(
      0,
      MAX_SMART_QUESTIONS,
    ),
  };
}

export interface SubmittedFile {
  name: string;
  bytes: Uint8Array;
}

/** A file field of a posted form, or null when no file was chosen. */
export async function submittedFile(value: FormDataEntryValue | null): Promise<SubmittedFile | null> {
  return value instanceof File && value.size > 0
    ? { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) }
    : null;
}

export interface CheckedFile {
  kind: "cv" | "other" | "reply";
  type: DocumentType;
  fileName: string;
  bytes: Uint8Array;
}

/** Further documents (with the application, or with a reply): at most three, PDF, Word, JPEG or PNG. */
export function checkOtherFiles(
  others: readonly SubmittedFile[],
  kind: "other" | "reply",
): { ok: true; files: CheckedFile[] } | { ok: false; message: string } {
  if (others.length > MAX_OTHER_FILES) return { ok: false, message: FILE_MESSAGES.tooMany };
  const files: CheckedFile[] = [];
  for (const other of others) {
    const type = sniffDocumentType(other.bytes);
    if (other.bytes.byteLength > MAX_FILE_BYTES) return { ok: false, message: FILE_MESSAGES.tooLarge };
    if (!type || !OTHER_TYPES.includes(type)) return { ok: false, message: FILE_MESSAGES.otherType };
    files.push({ kind, type, fileName: safeFileName(other.name, type), bytes: other.bytes });
  }
  return { ok: true, files };
}

/** The form's files, typed by their bytes; errors by field. */
export function checkFiles(
  cv: SubmittedFile | null,
  others: readonly SubmittedFile[],
): { ok: true; files: CheckedFile[] } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const files: CheckedFile[] = [];
  if (!cv) errors.lebenslauf = FILE_MESSAGES.cvMissing;
  else {
    const type = sniffDocumentType(cv.bytes);
    if (cv.bytes.byteLength === 0) errors.lebenslauf = FILE_MESSAGES.empty;
    else if (cv.bytes.byteLength > MAX_FILE_BYTES) errors.lebenslauf = FILE_MESSAGES.tooLarge;
    else if (!type || !CV_TYPES.includes(type)) errors.lebenslauf = FILE_MESSAGES.cvType;
    else files.push({ kind: "cv", type, fileName: safeFileName(cv.name, type), bytes: cv.bytes });
  }
  const further = checkOtherFiles(others, "other");
  if (further.ok) files.push(...further.files);
  else errors.unterlagen = further.message;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, files };
}

export interface Submission {
  target: ApplyTarget;
  fields: ApplicationFields;
  /** The raw answer fields (`frage-{id}`). */
  answerFields: Record<string, string>;
  files: CheckedFile[];
}

export type SubmitResult =
  { ok: true; applicationId: number; duplicateOf: number | null } | { ok: false; errors: Record<string, string> };

export const documentKey = (companyId: number, applicationId: number, id: string) =>
  `applications/${companyId}/${applicationId}/${id}`;

/**
 * Stores the application as a new one, marked as a possible duplicate when the same mailbox
 * applied to the same ad within 30 days; the earlier one is only read, never changed (the form
 * needs no account, so whoever knows an address could otherwise rewrite that person's
 * application). The documents go to the store before the transaction commits and are removed
 * again if it fails.
 */
export async function submitApplication(
  db: Database,
  store: DocumentStore,
  signer: TokenSigner,
  { target, fields, answerFields, files }: Submission,
  { now, baseUrl }: { now: Date; baseUrl: string },
): Promise<SubmitResult> {
  const smart = fields.art === "smart";
  const checked = checkAnswers(smart ? target.smartQuestions : target.questions, answerFields);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const email = fields.email.toLowerCase();
  const cv = files.find((file) => file.kind === "cv");
  const cvText = cv ? await documentText(cv.type, cv.bytes) : "";
  const written: string[] = [];
  try {
    const result = await db.transaction(async (tx) => {
      // Addresses are stored lower-cased, so this compares mailboxes regardless of case.
      const [earlier] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.jobAdId, target.jobAdId),
            eq(applications.email, email),
            isNull(applications.anonymisedAt),
            gt(applications.receivedAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
          ),
        )
        .orderBy(asc(applications.receivedAt), asc(applications.id))
        .limit(1);
      const duplicateOf = earlier?.id ?? null;
      const accessKey = newAccessKey();
      const [row] = await tx
        .insert(applications)
        .values({
          candidateName: `${fields.vorname} ${fields.nachname}`,
          firstName: fields.vorname,
          lastName: fields.nachname,
          salutation: fields.anrede,
          email,
          phone: fields.telefon || null,
          message: fields.nachricht || null,
          answers: checked.answers,
          knockedOut: checked.knockedOut,
          source: smart ? "smart" : "form",
          privacyConsentAt: now,
          // Its own consent only: an earlier application's consent is never touched from the open form.
          talentPoolUntil: fields.talentpool ? talentPoolEnd(now) : null,
          cvText,
          jobAdId: target.jobAdId,
          companyId: target.companyId,
          stage: INBOX_STAGE,
          accessKey,
          receivedAt: now,
          updatedAt: now,
          duplicateOfId: duplicateOf,
        })
        .returning({ id: applications.id });
      const id = row!.id;
      // A possible duplicate is a received application too; a merge takes it back (decision 058).
      await countApplication(tx, target.jobAdId, viennaDay(now));
      const documents = files.map((file) => {
        const documentId = crypto.randomUUID();
        return { file, documentId, key: documentKey(target.companyId, id, documentId) };
      });
      for (const { file, key } of documents) {
        await store.put(key, file.bytes, DOCUMENT_TYPES[file.type].contentType);
        written.push(key);
      }
      if (documents.length > 0) {
        await tx.insert(applicationDocuments).values(
          documents.map(({ file, documentId, key }) => ({
            id: documentId,
            applicationId: id,
            companyId: target.companyId,
            kind: file.kind,
            fileName: file.fileName,
            contentType: DOCUMENT_TYPES[file.type].contentType,
            size: file.bytes.byteLength,
            storageKey: key,
          })),
        );
      }
      await tx.insert(applicationEvents).values({
        applicationId: id,
        companyId: target.companyId,
        at: now,
        actorName: "Bewerber:in",
        kind: "received",
        toStage: INBOX_STAGE,
        detail: smart ? "Smart Bewerben" : "",
      });
      await recordApplicationReceived(
        tx,
        { companyId: target.companyId, applicationId: id, jobAdId: target.jobAdId },
        { stage: INBOX_STAGE, source: smart ? "smart" : "form", at: now },
      );
      const token = candidateToken(signer, id, accessKey);
      await queueMail(
        tx,
        confirmationMail({
          target,
          fields,
          answers: checked.answers,
          files,
          token,
          baseUrl,
          duplicate: duplicateOf !== null,
        }),
      );
      for (const recipient of await notificationRecipients(tx, target.companyId, "applicationMail")) {
        await queueMail(tx, {
          to: recipient.email,
          subject: `Neue Bewerbung: ${target.title}`,
          text: [
            `Guten Tag ${recipient.firstName} ${recipient.lastName},`,
            "",
            `für „${target.title}“ ist eine neue Bewerbung eingegangen${checked.knockedOut ? " (nach Ihren K.-o.-Fragen ausgeschieden)" : ""}.`,
            ...(duplicateOf !== null
              ? [
                  "Von derselben E-Mail-Adresse liegt bereits eine Bewerbung vor: Sie ist als mögliche Doppelbewerbung markiert.",
                ]
              : []),
            "",
            `Im Bewerber-Manager ansehen: ${baseUrl}/p/applications/bewerber-manager/${id}`,
            "",
            "Diese E-Mail können Sie in Ihren Einstellungen abbestellen.",
          ].join("\n"),
        });
      }
      return { applicationId: id, duplicateOf };
    });
    return { ok: true, ...result };
  } catch (error) {
    await Promise.allSettled(written.map((key) => store.delete(key)));
    throw error;
  }
}

function confirmationMail({
  target,
  fields,
  answers,
  files,
  token,
  baseUrl,
  duplicate,
}: {
  target: ApplyTarget;
  fields: ApplicationFields;
  answers: { label: string; answer: string }[];
  files: CheckedFile[];
  token: string;
  baseUrl: string;
  /** The same mailbox applied to this ad before: the mailbox's owner hears of it here. */
  duplicate: boolean;
}) {
  return {
    to: fields.email.toLowerCase(),
    subject: `Ihre Bewerbung: ${target.title}`,
    text: [
      greetingOf({ salutation: fields.anrede, firstName: fields.vorname, lastName: fields.nachname }),
      "",
      `vielen Dank für Ihre Bewerbung als „${target.title}“ bei ${target.companyName}. Wir haben sie weitergeleitet. Sie haben geschickt:`,
      "",
      ...(fields.anrede ? [`Anrede: ${SALUTATION_LABELS[fields.anrede]}`] : []),
      `Name: ${fields.vorname} ${fields.nachname}`,
      `E-Mail: ${fields.email}`,
      ...(fields.telefon ? [`Telefon: ${fields.telefon}`] : []),
      ...files.map((file) => `${file.kind === "cv" ? "Lebenslauf" : "Unterlage"}: ${file.fileName}`),
      ...answers.map((answer) => `${answer.label} ${answerText(answer)}`),
      ...(fields.nachricht ? ["", "Ihre Nachricht:", fields.nachricht] : []),
      "",
      fields.talentpool
        ? "Sie haben zugestimmt, dass das Unternehmen Ihre Daten für spätere Stellen im Talentpool aufbewahrt (24 Monate, jederzeit widerrufbar)."
        : "Ihre Daten werden nur für diese Stelle verwendet und spätestens sieben Monate nach Abschluss des Verfahrens gelöscht.",
      "",
      ...(duplicate
        ? [
            "Unter dieser E-Mail-Adresse ist für diese Stelle bereits eine Bewerbung eingegangen. Sie bleibt unverändert; das Unternehmen sieht beide Bewerbungen und kann sie zusammenführen. Stammt diese neue Bewerbung nicht von Ihnen, ziehen Sie sie bitte über den folgenden Link zurück.",
            "",
          ]
        : []),
      "Wo Ihre Bewerbung steht:",
      candidateLink(baseUrl, CANDIDATE_PATHS.status, token),
      "",
      "Bewerbung zurückziehen (Ihre Daten werden sofort gelöscht):",
      candidateLink(baseUrl, CANDIDATE_PATHS.withdraw, token),
      "",
      "Ihre gespeicherten Daten ansehen (auch als PDF und JSON), Talentpool zustimmen oder widerrufen:",
      candidateLink(baseUrl, CANDIDATE_PATHS.data, token),
      "",
      "Viel Erfolg!",
      "Ihr Arbeitgeberportal",
    ].join("\n"),
  };
}
