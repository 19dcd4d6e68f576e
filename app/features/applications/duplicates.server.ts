import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import {
  applicationDocuments,
  applicationEvents,
  applicationMessages,
  applicationNotes,
  applicationRatings,
  applications,
} from "@db/schema/applications";
import { formatDateTime, viennaDay } from "~/lib/format";
import { moveMailsToApplication, queueMail } from "~/features/notifications/mail.server";
import { uncountApplication } from "~/features/job-ads/figures.server";
import { adSummaries } from "~/features/job-ads/reads.server";
import { candidateLink, CANDIDATE_PATHS, candidateToken } from "./candidate-links.server";
import { mergeDetail, mergedFields } from "./duplicates";
import { greetingOf } from "./greeting";
import { logByColleague, type Actor } from "./history.server";
import type { MailContext, ManagerResult } from "./manager.server";

/**
 * Possible duplicates in the Bewerber-Manager (decision 058): the open form stores a second
 * application of the same mailbox to the same ad on its own and points it at the earlier one; a
 * colleague merges the two or keeps both. Every read and write names the company.
 */

export interface LinkedApplication {
  id: number;
  candidateName: string;
  receivedAt: Date;
}

/** The earlier application this one may duplicate, and the later ones that may duplicate it (personal data still there). */
export async function duplicateLinks(
  db: Executor,
  companyId: number,
  id: number,
): Promise<{ earlier: LinkedApplication | null; later: LinkedApplication[] }> {
  const columns = {
    id: applications.id,
    candidateName: applications.candidateName,
    receivedAt: applications.receivedAt,
  };
  const [earlier, later] = await Promise.all([
    db
      .select(columns)
      .from(applications)
      .where(
        and(
          eq(applications.companyId, companyId),
          isNull(applications.anonymisedAt),
          eq(
            applications.id,
            sql`(select d.duplicate_of_id from ${applications} d where d.id = ${id} and d.company_id = ${companyId} and d.anonymised_at is null)`,
          ),
        ),
      ),
    db
      .select(columns)
      .from(applications)
      .where(
        and(
          eq(applications.companyId, companyId),
          eq(applications.duplicateOfId, id),
          isNull(applications.anonymisedAt),
        ),
      )
      .orderBy(asc(applications.receivedAt), asc(applications.id)),
  ]);
  return { earlier: earlier[0] ?? null, later };
}

export type MergeResult = { ok: true; message: string; into: number } | Extract<ManagerResult, { ok: false }>;

const NOT_FOUND = { ok: false, status: 404, message: "Diese Bewerbung wurde nicht gefunden." } as const;
const NOT_MARKED = {
  ok: false,
  status: 409,
  message: "Diese Bewerbung ist nicht (mehr) als mögliche Doppelbewerbung markiert.",
} as const;

/**
 * Merges a possible duplicate into the earlier application it points at: the earlier one takes
 * the newer submission's details (`mergedFields`), keeps its stage, consent and links, and gets
 * the newer one's documents, thread, notes, stars (where the colleague had none yet) and
 * history; the newer row goes, and with it its links. The candidate gets the links that still
 * work. The daily count takes the duplicate back, so figures and lists agree.
 */
export async function mergeDuplicate(
  db: Database,
  companyId: number,
  duplicateId: number,
  actor: Actor,
  mailing: MailContext,
): Promise<MergeResult> {
  const { now, baseUrl, signer } = mailing;
  return db.transaction(async (tx) => {
    const [later] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.id, duplicateId), eq(applications.companyId, companyId)))
      .for("update");
    if (!later) return NOT_FOUND;
    if (later.duplicateOfId === null) return NOT_MARKED;
    const [earlier] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.id, later.duplicateOfId), eq(applications.companyId, companyId)))
      .for("update");
    if (!earlier || earlier.anonymisedAt || later.anonymisedAt) {
      return {
        ok: false,
        status: 409,
        message: "Eine der beiden Bewerbungen ist anonymisiert; sie lassen sich nicht mehr zusammenführen.",
      };
    }
    await tx
      .update(applications)
      .set({ ...mergedFields(earlier, later), updatedAt: now })
      .where(eq(applications.id, earlier.id));
    const [laterCv] = await tx
      .select({ id: applicationDocuments.id })
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, later.id), eq(applicationDocuments.kind, "cv")))
      .limit(1);
    // The CV sent last is the CV; the earlier one stays as a further document.
    if (laterCv) {
      await tx
        .update(applicationDocuments)
        .set({ kind: "other" })
        .where(and(eq(applicationDocuments.applicationId, earlier.id), eq(applicationDocuments.kind, "cv")));
    }
    await moveRows(tx, later.id, earlier.id);
    await uncountApplication(tx, later.jobAdId, viennaDay(later.receivedAt));
    await tx.delete(applications).where(eq(applications.id, later.id));
    await logByColleague(
      tx,
      { applicationId: earlier.id, companyId, actor, at: now },
      {
        kind: "merged",
        detail: mergeDetail(
          later.id,
          formatDateTime(later.receivedAt),
          (later.talentPoolUntil === null) !== (earlier.talentPoolUntil === null),
        ),
      },
    );
    if (earlier.email && earlier.accessKey) {
      const ad = (await adSummaries(tx, [earlier.jobAdId])).get(earlier.jobAdId);
      const token = candidateToken(signer, earlier.id, earlier.accessKey);
      await queueMail(tx, {
        to: earlier.email,
        applicationId: earlier.id,
        subject: `Ihre Bewerbungen wurden zusammengeführt: ${ad?.title ?? ""}`,
        text: [
          greetingOf(later),
          "",
          `Sie haben sich zweimal als „${ad?.title ?? ""}“ beworben. Das Unternehmen hat die beiden Bewerbungen zu einer zusammengeführt: Es gelten die Angaben und der Lebenslauf, die Sie zuletzt geschickt haben; alle Unterlagen bleiben erhalten.`,
          "Die Links aus der Bestätigung Ihrer zweiten Bewerbung gelten nicht mehr. Bitte verwenden Sie diese:",
          "",
          "Wo Ihre Bewerbung steht:",
          candidateLink(baseUrl, CANDIDATE_PATHS.status, token),
          "",
          "Bewerbung zurückziehen (Ihre Daten werden sofort gelöscht):",
          candidateLink(baseUrl, CANDIDATE_PATHS.withdraw, token),
          "",
          "Eine Kopie Ihrer gespeicherten Daten anfordern:",
          candidateLink(baseUrl, CANDIDATE_PATHS.data, token),
          "",
          "Ihr Arbeitgeberportal",
        ].join("\n"),
      });
    }
    return { ok: true, message: "Die Bewerbungen wurden zusammengeführt.", into: earlier.id };
  });
}

/** Everything of the duplicate that lives on after it: documents, thread, notes, stars, history, planned mails. */
async function moveRows(tx: Executor, from: number, to: number) {
  await tx.update(applicationDocuments).set({ applicationId: to }).where(eq(applicationDocuments.applicationId, from));
  await tx.update(applicationMessages).set({ applicationId: to }).where(eq(applicationMessages.applicationId, from));
  await tx.update(applicationNotes).set({ applicationId: to }).where(eq(applicationNotes.applicationId, from));
  await tx.update(applicationEvents).set({ applicationId: to }).where(eq(applicationEvents.applicationId, from));
  await moveMailsToApplication(tx, from, to);
  // A colleague's stars on the earlier application stay; theirs on the duplicate go with it.
  await tx
    .update(applicationRatings)
    .set({ applicationId: to })
    .where(
      and(
        eq(applicationRatings.applicationId, from),
        sql`${applicationRatings.userId} not in (select r.user_id from ${applicationRatings} r where r.application_id = ${to})`,
      ),
    );
  // A third application of the mailbox now points at the one that stays.
  await tx
    .update(applications)
    .set({ duplicateOfId: to })
    .where(and(eq(applications.duplicateOfId, from), ne(applications.id, to)));
}

/** A colleague decides the two are different applications: the mark goes, both stay as they are. */
export async function keepDuplicate(
  db: Database,
  companyId: number,
  id: number,
  actor: Actor,
  now: Date,
): Promise<ManagerResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ duplicateOfId: applications.duplicateOfId })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.companyId, companyId)))
      .for("update");
    if (!row) return NOT_FOUND;
    if (row.duplicateOfId === null) return NOT_MARKED;
    await tx.update(applications).set({ duplicateOfId: null, updatedAt: now }).where(eq(applications.id, id));
    await logByColleague(
      tx,
      { applicationId: id, companyId, actor, at: now },
      {
        kind: "duplicate-kept",
        detail: `Nicht mit Bewerbung Nr. ${row.duplicateOfId} zusammengeführt; beide bleiben eigene Bewerbungen.`,
      },
    );
    return { ok: true, message: "Beide Bewerbungen bleiben bestehen." };
  });
}
