import { describe, expect, it } from "vitest";
import type { ApplicationStage } from "@db/schema/applications";
import { candidateHistory, candidateStatus, currentStep, interviewLine } from "./candidate-status";
import { DEFAULT_STAGES } from "./stages";

/** A company that renamed every stage and added its own: the candidate must see none of these names. */
const RENAMED: ApplicationStage[] = [
  { key: "eingegangen", label: "Stapel", kind: "inbox" },
  { key: "in-pruefung", label: "Vorauswahl Team Süd", kind: "open" },
  { key: "telefon", label: "Telefoninterview", kind: "open" },
  { key: "zweitgespraech", label: "Zweitgespräch mit GF", kind: "open" },
  { key: "eingestellt", label: "Vertrag raus", kind: "hired" },
  { key: "abgesagt", label: "Nein danke", kind: "rejected" },
];

const base = { stages: DEFAULT_STAGES, withdrawnAt: null, hiddenRejection: null };

describe("candidateStatus: the candidate's words by the stage's kind", () => {
  it("says received, in review, rejected, hired and withdrawn", () => {
    expect(candidateStatus({ ...base, stage: "eingegangen" })).toMatchObject({
      key: "received",
      title: "Ihre Bewerbung ist eingegangen",
    });
    expect(candidateStatus({ ...base, stage: "in-pruefung" })).toMatchObject({
      key: "review",
      title: "Ihre Bewerbung wird geprüft",
    });
    expect(candidateStatus({ ...base, stage: "abgesagt" })).toMatchObject({ key: "rejected", title: "Absage" });
    expect(candidateStatus({ ...base, stage: "eingestellt" })).toMatchObject({ key: "hired", title: "Zusage" });
    expect(
      candidateStatus({ ...base, stage: "in-pruefung", withdrawnAt: new Date("2026-11-20T10:00:00Z") }),
    ).toMatchObject({ key: "withdrawn", title: "Bewerbung zurückgezogen" });
  });

  it("never shows a company's stage names, renamed or added", () => {
    for (const stage of RENAMED) {
      const status = candidateStatus({ ...base, stages: RENAMED, stage: stage.key });
      for (const other of RENAMED) {
        expect(`${status.title} ${status.text}`).not.toContain(other.label);
      }
    }
    expect(candidateStatus({ ...base, stages: RENAMED, stage: "telefon" }).key).toBe("review");
    expect(candidateStatus({ ...base, stages: RENAMED, stage: "eingegangen" }).key).toBe("received");
    expect(candidateStatus({ ...base, stages: RENAMED, stage: "abgesagt" }).key).toBe("rejected");
  });

  it("reads the default stage „Interview“ as in review: only a booked interview says interview", () => {
    expect(candidateStatus({ ...base, stage: "interview" }).key).toBe("review");
  });

  it("treats a removed or unknown stage as in review", () => {
    expect(candidateStatus({ ...base, stage: "gibt-es-nicht-mehr" }).key).toBe("review");
  });

  it("shows the next interview with day and time in Vienna", () => {
    const status = candidateStatus({
      ...base,
      stage: "interview",
      nextInterview: { startsAt: new Date("2026-12-03T09:00:00Z") },
    });
    expect(status).toMatchObject({ key: "interview", title: "Interview am 03.12.2026 um 10:00 Uhr" });
    // Summer time: 08:30 UTC is 10:30 in Vienna.
    expect(interviewLine(new Date("2027-06-01T08:30:00Z"))).toBe("Interview am 01.06.2027 um 10:30 Uhr");
    // A decision outranks an interview still on the calendar.
    expect(
      candidateStatus({ ...base, stage: "abgesagt", nextInterview: { startsAt: new Date("2026-12-03T09:00:00Z") } })
        .key,
    ).toBe("rejected");
  });

  it("hides a rejection whose mail has not left: the stage before it shows", () => {
    expect(candidateStatus({ ...base, stage: "abgesagt", hiddenRejection: { fromStage: "in-pruefung" } }).key).toBe(
      "review",
    );
    expect(candidateStatus({ ...base, stage: "abgesagt", hiddenRejection: { fromStage: "eingegangen" } }).key).toBe(
      "received",
    );
    expect(candidateStatus({ ...base, stage: "abgesagt", hiddenRejection: { fromStage: null } }).key).toBe("review");
    expect(candidateStatus({ ...base, stage: "abgesagt", hiddenRejection: { fromStage: "abgesagt" } }).key).toBe(
      "review",
    );
  });

  it("marks the step of the status", () => {
    expect(currentStep("received")).toBe("received");
    expect(currentStep("interview")).toBe("interview");
    expect(currentStep("rejected")).toBe("decision");
    expect(currentStep("hired")).toBe("decision");
    expect(currentStep("withdrawn")).toBeNull();
  });
});

describe("candidateHistory", () => {
  const at = (iso: string) => new Date(iso);
  const events = [
    { at: at("2026-11-01T08:00:00Z"), kind: "received", toStage: null },
    { at: at("2026-11-01T09:00:00Z"), kind: "document-view", toStage: null },
    { at: at("2026-11-02T08:00:00Z"), kind: "stage", toStage: "in-pruefung" },
    { at: at("2026-11-03T08:00:00Z"), kind: "stage", toStage: "telefon" },
    { at: at("2026-11-04T08:00:00Z"), kind: "talent-pool-given", toStage: null },
    { at: at("2026-11-05T08:00:00Z"), kind: "stage", toStage: "abgesagt" },
  ];

  it("tells what happened in the candidate's words, without the company's inner steps", () => {
    const lines = candidateHistory(events, RENAMED, { rejectionVisibleAt: at("2026-11-06T07:00:00Z") });
    expect(lines.map((line) => line.text)).toEqual([
      "Bewerbung eingegangen",
      "Bewerbung wird geprüft",
      "Zustimmung zum Talentpool erteilt",
      "Absage",
    ]);
    // The rejection reads from the time its mail left.
    expect(lines.at(-1)!.at.toISOString()).toBe("2026-11-06T07:00:00.000Z");
  });

  it("leaves out a rejection whose mail has not left", () => {
    const lines = candidateHistory(events, RENAMED, { rejectionVisibleAt: null });
    expect(lines.map((line) => line.text)).not.toContain("Absage");
  });
});
