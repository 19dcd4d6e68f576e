import { Zip, ZipPassThrough } from "fflate";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "@db/client";
import { applicationDocuments, applicationEvents, applicationRatings, applications } from "@db/schema/applications";
import { toCsv } from "~/lib/csv";
import type { DocumentStore } from "~/lib/document-store";
import { salutationLabelOf } from "./greeting";
import { answerText } from "./questions";
import { stageLabel } from "./stages";
import type { Actor } from "./history.server";
import { companyStages } from "./manager.server";
import { averageText } from "./scorecard";
import { scorecardExport } from "./scorecard.server";

/**
 * An ad's applications for the company's own applicant-tracking system (issue 15): a CSV of the
 * data and, on request, a ZIP with the CSV and every document, one folder per application.
 * Anonymised applications are left out. Exporting documents is logged like opening them.
 */

async function exportRows(db: Database, companyId: number, jobAdId: number) {
  const [rows, stages] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.companyId, companyId),
          eq(applications.jobAdId, jobAdId),
          isNull(applications.anonymisedAt),
        ),
      )
      .orderBy(asc(applications.receivedAt), asc(applications.id)),
    companyStages(db, companyId),
  ]);
  const ids = rows.map((row) => row.id);
  const ratings =
    ids.length === 0
      ? []
      : await db
          .select({ applicationId: applicationRatings.applicationId, stars: applicationRatings.stars })
          .from(applicationRatings)
          .where(inArray(applicationRatings.applicationId, ids));
  const average = (id: number) => {
    const own = ratings.filter((rating) => rating.applicationId === id);
    return own.length === 0
      ? ""
      : (own.reduce((sum, rating) => sum + rating.stars, 0) / own.length).toLocaleString("de-AT", {
          maximumFractionDigits: 1,
        });
  };
  return { rows, stages, average };
}

const vienna = (date: Date | null) =>
  date ? date.toLocaleString("de-AT", { timeZone: "Europe/Vienna", dateStyle: "short", timeStyle: "short" }) : "";

export async function applicationsCsv(db: Database, companyId: number, jobAdId: number): Promise<string> {
  const { rows, stages, average } = await exportRows(db, companyId, jobAdId);
  const questions = [...new Set(rows.flatMap((row) => row.answers.map((answer) => answer.label)))];
  // The scorecards' summary: per criterion the average and how many submitted scorecards rated it.
  const scorecards = await scorecardExport(
    db,
    jobAdId,
    rows.map((row) => row.id),
  );
  const criterionName = (column: { label: string; removed: boolean }) =>
    `${column.label}${column.removed ? " (entfernt)" : ""}`;
  return toCsv([
    [
      "Nr.",
      "Eingegangen",
      "Anrede",
      "Vorname",
      "Nachname",
      "E-Mail",
      "Telefon",
      "Phase",
      "Ausgeschieden (K.-o.)",
      "Quelle",
      "Bewertung",
      "Talentpool bis",
      "Löschung am",
      "Nachricht",
      ...questions,
      "Bewertungsbögen (abgegeben)",
      ...scorecards.columns.flatMap((column) => [
        `Bewertungsbogen: ${criterionName(column)} (Durchschnitt)`,
        `Bewertungsbogen: ${criterionName(column)} (Anzahl)`,
      ]),
    ],
    ...rows.map((row) => [
      row.id,
      vienna(row.receivedAt),
      salutationLabelOf(row.salutation),
      row.firstName,
      row.lastName,
      row.email,
      row.phone,
      stageLabel(stages, row.stage),
      row.knockedOut ? "ja" : "nein",
      row.source === "smart" ? "Smart Bewerben" : "Formular",
      average(row.id),
      vienna(row.talentPoolUntil),
      vienna(row.retainUntil),
      row.message,
      ...questions.map((label) => {
        const answer = row.answers.find((candidate) => candidate.label === label);
        return answer ? answerText(answer) : "";
      }),
      scorecards.count(row.id),
      ...scorecards.columns.flatMap((column) => {
        const summary = scorecards.summary(row.id, column.key);
        return [averageText(summary?.average ?? null), summary?.count ?? 0];
      }),
    ]),
  ]);
}

const folderName = (row: { id: number; lastName: string; firstName: string }) =>
  `${row.id}-${row.lastName}-${row.firstName}`
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}-]+/gu, "_")
    .slice(0, 80);

/**
 * The ZIP as a stream: documents are read from the store one at a time and passed through
 * uncompressed (PDF and Word are compressed already), so memory stays at one document.
 */
export async function applicationsZip(
  db: Database,
  store: DocumentStore,
  companyId: number,
  jobAdId: number,
  actor: Actor,
  now: Date,
): Promise<ReadableStream<Uint8Array>> {
  const csv = await applicationsCsv(db, companyId, jobAdId);
  const { rows } = await exportRows(db, companyId, jobAdId);
  const ids = rows.map((row) => row.id);
  const documents =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(applicationDocuments)
          .where(and(eq(applicationDocuments.companyId, companyId), inArray(applicationDocuments.applicationId, ids)))
          .orderBy(asc(applicationDocuments.applicationId), asc(applicationDocuments.createdAt));
  if (ids.length > 0) {
    await db.insert(applicationEvents).values(
      ids.map((applicationId) => ({
        applicationId,
        companyId,
        at: now,
        actorUserId: actor.userId,
        actorName: actor.name,
        kind: "document-export",
      })),
    );
  }
  const folders = new Map(rows.map((row) => [row.id, folderName(row)]));
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const add = (name: string, bytes: Uint8Array) => {
        const entry = new ZipPassThrough(name);
        zip.add(entry);
        entry.push(bytes, true);
      };
      add("bewerbungen.csv", new TextEncoder().encode(csv));
      const used = new Set<string>();
      for (const document of documents) {
        const bytes = await store.get(document.storageKey);
        if (!bytes) continue;
        let name = `${folders.get(document.applicationId)}/${document.fileName}`;
        for (let n = 2; used.has(name); n++) name = `${folders.get(document.applicationId)}/${n}-${document.fileName}`;
        used.add(name);
        add(name, bytes);
      }
      zip.end();
    },
  });
}
