import { describe, expect, it } from "vitest";
import { mergeDetail, mergedFields, type MergeSide } from "./duplicates";

const earlier: MergeSide = {
  salutation: "frau",
  firstName: "Lena",
  lastName: "Birnbacher",
  phone: "+43 650 1000000",
  message: null,
  answers: [{ questionId: "q1", label: "Führerschein B?", answer: "ja", knockedOut: false }],
  knockedOut: false,
  source: "form",
  cvText: "Lebenslauf 2025",
  privacyConsentAt: new Date("2026-11-01T08:00:00Z"),
  talentPoolUntil: new Date("2028-11-01T08:00:00Z"),
};

const later: MergeSide = {
  salutation: null,
  firstName: "Lena Maria",
  lastName: "Birnbacher",
  phone: "+43 650 2000000",
  message: "Anbei mein aktueller Lebenslauf.",
  answers: [{ questionId: "q1", label: "Führerschein B?", answer: "nein", knockedOut: true }],
  knockedOut: true,
  source: "smart",
  cvText: "Lebenslauf 2026",
  privacyConsentAt: new Date("2026-11-20T08:00:00Z"),
  talentPoolUntil: null,
};

describe("a merge of a possible duplicate", () => {
  it("takes what the candidate sent last", () => {
    expect(mergedFields(earlier, later)).toMatchObject({
      candidateName: "Lena Maria Birnbacher",
      // "Keine Angabe" sent last is a choice too.
      salutation: null,
      firstName: "Lena Maria",
      phone: "+43 650 2000000",
      message: "Anbei mein aktueller Lebenslauf.",
      answers: later.answers,
      knockedOut: true,
      source: "smart",
      cvText: "Lebenslauf 2026",
      privacyConsentAt: later.privacyConsentAt,
    });
  });

  it("never takes the talent-pool consent from the newer application, in either direction", () => {
    expect(mergedFields(earlier, later).talentPoolUntil).toEqual(earlier.talentPoolUntil);
    const withoutConsent = { ...earlier, talentPoolUntil: null };
    const laterWithConsent = { ...later, talentPoolUntil: new Date("2028-11-20T08:00:00Z") };
    expect(mergedFields(withoutConsent, laterWithConsent).talentPoolUntil).toBeNull();
  });

  it("says in the history which application was merged, and that the consent stayed when the two differed", () => {
    expect(mergeDetail(42, "20.11.2026, 09:00", true)).toBe(
      "Bewerbung Nr. 42 vom 20.11.2026, 09:00 zusammengeführt: Angaben, Antworten und Lebenslauf der neueren Bewerbung übernommen, alle Unterlagen behalten. Die Talentpool-Zustimmung der früheren Bewerbung gilt unverändert.",
    );
    expect(mergeDetail(42, "20.11.2026, 09:00", false)).not.toContain("Talentpool");
  });
});
