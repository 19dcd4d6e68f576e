import type { ApplicationAnswer, ApplicationSalutation } from "@db/schema/applications";

/**
 * What a merge of a possible duplicate keeps (decision 058). The earlier application stays the
 * one the candidate's links, the stage, the history, notes, stars and thread belong to; it takes
 * what the candidate sent last (salutation, name, phone, message, answers, CV text), because a real second
 * application is almost always a correction. Two things never come from the newer one: the
 * address (the same mailbox, spelled as first stored) and the talent-pool consent, which only the
 * candidate's own link of the earlier application may change.
 */
export interface MergeSide {
  salutation: ApplicationSalutation | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  message: string | null;
  answers: ApplicationAnswer[];
  knockedOut: boolean;
  source: string;
  cvText: string | null;
  privacyConsentAt: Date | null;
  talentPoolUntil: Date | null;
}

/** The merged application's fields: the sides' fields and the name shown in lists. */
export interface MergedFields extends MergeSide {
  candidateName: string;
}

export function mergedFields(earlier: MergeSide, later: MergeSide): MergedFields {
  return {
    candidateName: `${later.firstName} ${later.lastName}`,
    salutation: later.salutation,
    firstName: later.firstName,
    lastName: later.lastName,
    phone: later.phone,
    message: later.message,
    answers: later.answers,
    knockedOut: later.knockedOut,
    source: later.source,
    cvText: later.cvText,
    privacyConsentAt: later.privacyConsentAt ?? earlier.privacyConsentAt,
    talentPoolUntil: earlier.talentPoolUntil,
  };
}

/** The history's words for a merge: what came from where, so a colleague can follow it later. */
export function mergeDetail(laterId: number, receivedText: string, consentDiffers: boolean): string {
  return [
    `Bewerbung Nr. ${laterId} vom ${receivedText} zusammengeführt: Angaben, Antworten und Lebenslauf der neueren Bewerbung übernommen, alle Unterlagen behalten.`,
    consentDiffers ? "Die Talentpool-Zustimmung der früheren Bewerbung gilt unverändert." : "",
  ]
    .filter(Boolean)
    .join(" ");
}
