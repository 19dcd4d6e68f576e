import { eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { applicationDocuments, applicationEvents, companies, jobAds } from "@db/schema";
import type { DocumentStore } from "~/lib/document-store";
import type { TokenSigner } from "~/lib/signed-token.server";
import { anonymiseApplications, applicationOfLink } from "./anonymise.server";
import { readCandidateToken } from "./candidate-links.server";
import { answerText } from "./questions";

/** What a candidate's link from the confirmation e-mail opens, or null for a broken or spent link. */
export async function candidateApplication(db: Database, signer: TokenSigner, token: string) {
  const link = readCandidateToken(signer, token);
  if (!link) return null;
  const application = await applicationOfLink(db, link);
  if (!application) return null;
  const [ad] = await db
    .select({ title: jobAds.title, companyName: companies.fullName })
    .from(jobAds)
    .innerJoin(companies, eq(companies.id, jobAds.companyId))
    .where(eq(jobAds.id, application.jobAdId));
  return { application, title: ad?.title ?? "", companyName: ad?.companyName ?? "" };
}

/** Withdraws: the personal data goes at once (the company keeps an anonymous entry). */
export async function withdrawApplication(
  db: Database,
  store: DocumentStore,
  signer: TokenSigner,
  token: string,
  now: Date,
): Promise<{ title: string; companyName: string } | null> {
  const found = await candidateApplication(db, signer, token);
  if (!found) return null;
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
  const documents = await db
    .select({
      kind: applicationDocuments.kind,
      fileName: applicationDocuments.fileName,
      size: applicationDocuments.size,
      createdAt: applicationDocuments.createdAt,
    })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, application.id));
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
    unternehmen: found.companyName,
    bewerbung: {
      eingegangen: application.receivedAt.toISOString(),
      zuletztGeaendert: application.updatedAt.toISOString(),
      vorname: application.firstName,
      nachname: application.lastName,
      email: application.email,
      telefon: application.phone,
      nachricht: application.message,
      antworten: application.answers.map((answer) => ({ frage: answer.label, antwort: answerText(answer) })),
      dokumente: documents.map((document) => ({
        art: document.kind === "cv" ? "Lebenslauf" : "Unterlage",
        dateiname: document.fileName,
        groesseBytes: document.size,
        hochgeladen: document.createdAt.toISOString(),
      })),
      datenschutzBestaetigt: application.privacyConsentAt?.toISOString() ?? null,
      talentpoolBis: application.talentPoolUntil?.toISOString() ?? null,
      lebenslaufText: application.cvText,
    },
  };
}
