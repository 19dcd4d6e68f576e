import type { ApplicationStage } from "@db/schema/applications";
import { formatDate, formatDateTime } from "~/lib/format";

/**
 * Where an application stands, in the candidate's words (issue 34 §6, docs/applications.md).
 * Companies rename and add stages, so the status follows the stage's kind (inbox, open, hired,
 * rejected), never its label: a company's "Telefoninterview" or "Zweitgespräch" reads as "wird
 * geprüft" until an interview is booked. A rejection shows only once its mail has left.
 */

export type CandidateStatusKey = "received" | "review" | "interview" | "hired" | "rejected" | "withdrawn";

export interface CandidateStatus {
  key: CandidateStatusKey;
  /** The heading: "Ihre Bewerbung ist eingegangen", "Absage", … */
  title: string;
  /** One or two sentences of what it means and what comes next. */
  text: string;
}

/** The application's next interview, as the interviews feature reads it (null: none booked). */
export type NextInterview = { startsAt: Date } | null;

export interface StatusInput {
  /** The application's stage key and the company's stages (a removed stage's key is "open"). */
  stage: string;
  stages: readonly ApplicationStage[];
  withdrawnAt: Date | null;
  /**
   * A rejection whose mail has not left yet (planned for later, or still waiting in the outbox):
   * while it waits the candidate sees the stage before the rejection, as the thread hides the mail.
   */
  hiddenRejection: { fromStage: string | null } | null;
  nextInterview?: NextInterview;
}

/** "03.12.2026" and "10:00" of an instant, in Vienna time. */
export function dayAndTime(instant: Date): { day: string; time: string } {
  const [day = formatDate(instant), time = ""] = formatDateTime(instant).split(", ");
  return { day, time };
}

/** "Interview am 03.12.2026 um 10:00 Uhr". */
export function interviewLine(startsAt: Date): string {
  const { day, time } = dayAndTime(startsAt);
  return `Interview am ${day} um ${time} Uhr`;
}

function kindOf(stages: readonly ApplicationStage[], key: string | null): ApplicationStage["kind"] {
  // A stage removed since (or unknown) is somewhere between received and decided.
  return stages.find((stage) => stage.key === key)?.kind ?? "open";
}

const STATUS_TEXT: Record<Exclude<CandidateStatusKey, "interview">, Omit<CandidateStatus, "key">> = {
  received: {
    title: "Ihre Bewerbung ist eingegangen",
    text: "Das Unternehmen hat Ihre Bewerbung erhalten und wird sie sich ansehen. Sie müssen nichts weiter tun.",
  },
  review: {
    title: "Ihre Bewerbung wird geprüft",
    text: "Das Unternehmen sieht sich Ihre Bewerbung genauer an. Sobald es Neuigkeiten gibt, hören Sie von ihm.",
  },
  hired: {
    title: "Zusage",
    text: "Das Unternehmen hat sich für Sie entschieden. Die weiteren Schritte bespricht es direkt mit Ihnen.",
  },
  rejected: {
    title: "Absage",
    text: "Das Unternehmen hat sich leider für andere Bewerbungen entschieden. Die Nachricht dazu finden Sie unter „Nachrichten“.",
  },
  withdrawn: {
    title: "Bewerbung zurückgezogen",
    text: "Sie haben Ihre Bewerbung zurückgezogen. Ihre persönlichen Daten sind gelöscht.",
  },
};

/** The status the candidate sees, mapped by the stage's kind. */
export function candidateStatus(input: StatusInput): CandidateStatus {
  if (input.withdrawnAt) return { key: "withdrawn", ...STATUS_TEXT.withdrawn };
  const stageKey = input.hiddenRejection ? input.hiddenRejection.fromStage : input.stage;
  const kind = kindOf(input.stages, stageKey);
  // A hidden rejection never shows as a rejection, even if the stage before it is unknown.
  const visibleKind = input.hiddenRejection && kind === "rejected" ? "open" : kind;
  if (visibleKind === "rejected") return { key: "rejected", ...STATUS_TEXT.rejected };
  if (visibleKind === "hired") return { key: "hired", ...STATUS_TEXT.hired };
  if (input.nextInterview) {
    return {
      key: "interview",
      title: interviewLine(input.nextInterview.startsAt),
      text: "Das Unternehmen möchte Sie kennenlernen. Die Einzelheiten stehen in der Einladung, die Sie per E-Mail erhalten haben.",
    };
  }
  if (visibleKind === "inbox") return { key: "received", ...STATUS_TEXT.received };
  return { key: "review", ...STATUS_TEXT.review };
}

/** The steps shown as a list, the current one marked: received, in review, interview, decision. */
export const STATUS_STEPS = [
  { key: "received", label: "Eingegangen" },
  { key: "review", label: "In Prüfung" },
  { key: "interview", label: "Interview" },
  { key: "decision", label: "Entscheidung" },
] as const;

export function currentStep(key: CandidateStatusKey): (typeof STATUS_STEPS)[number]["key"] | null {
  if (key === "withdrawn") return null;
  if (key === "hired" || key === "rejected") return "decision";
  return key;
}

/** One event of the application's history, as stored (history.server.ts). */
export interface HistoryEvent {
  at: Date;
  kind: string;
  toStage: string | null;
}

export interface CandidateHistoryLine {
  at: Date;
  text: string;
}

/**
 * The history in the candidate's words: what happened to the application as the candidate may
 * know it. Stage moves read by kind (a move between two open stages says nothing new), a rejection
 * only from its mail's time on (`rejectionVisibleAt`, null while it is hidden), nothing of what
 * colleagues did inside the company (documents opened, notes, exports).
 */
export function candidateHistory(
  events: readonly HistoryEvent[],
  stages: readonly ApplicationStage[],
  { rejectionVisibleAt }: { rejectionVisibleAt: Date | null },
): CandidateHistoryLine[] {
  const lines: CandidateHistoryLine[] = [];
  let last: string | null = null;
  const say = (at: Date, text: string) => {
    if (text === last) return;
    lines.push({ at, text });
    last = text;
  };
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of sorted) {
    switch (event.kind) {
      case "received":
        say(event.at, "Bewerbung eingegangen");
        break;
      case "stage": {
        const kind = kindOf(stages, event.toStage);
        if (kind === "rejected") {
          if (rejectionVisibleAt) say(rejectionVisibleAt > event.at ? rejectionVisibleAt : event.at, "Absage");
        } else if (kind === "hired") say(event.at, "Zusage");
        else if (kind === "open") say(event.at, "Bewerbung wird geprüft");
        else say(event.at, "Bewerbung eingegangen");
        break;
      }
      case "reply":
        last = null;
        say(event.at, "Ihre Antwort gesendet");
        break;
      case "data-copy":
        if (last !== "Kopie Ihrer Daten abgerufen") say(event.at, "Kopie Ihrer Daten abgerufen");
        break;
      case "talent-pool-given":
        say(event.at, "Zustimmung zum Talentpool erteilt");
        break;
      case "talent-pool-withdrawn":
        say(event.at, "Zustimmung zum Talentpool widerrufen");
        break;
      case "merged":
        say(event.at, "Mit Ihrer erneuten Bewerbung zusammengeführt");
        break;
      case "withdrawn":
        say(event.at, "Bewerbung zurückgezogen");
        break;
      default:
        break;
    }
  }
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime());
}
