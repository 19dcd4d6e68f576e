import { formatDateTime } from "~/lib/format";

/** The history entries of interviews (issue 34 §3), as the application's timeline names them. */
export const INTERVIEW_EVENT_LABELS = {
  "interview-proposed": "Interviewtermine vorgeschlagen",
  "interview-booked": "Interviewtermin gebucht",
  "interview-rescheduled": "Interviewtermin verlegt",
  "interview-cancelled": "Interview abgesagt",
} as const satisfies Record<string, string>;

export type InterviewEventKind = keyof typeof INTERVIEW_EVENT_LABELS;

/** "Interview 03.12., 10:00 Uhr" on a board's card (Vienna time). */
export function interviewCardText(startsAt: Date): string {
  const [day = "", time = ""] = formatDateTime(startsAt).split(", ");
  return `Interview ${day.slice(0, 6)}, ${time} Uhr`;
}
