import { Link } from "react-router";
import { formatDateTime } from "~/lib/format";
import type { InterviewView } from "../interviews.server";
import { INTERVIEW_KINDS } from "../interview-schema";
import { MANAGER_PATH } from "./inbox-view";

export const interviewsPath = (applicationId: number) => `${MANAGER_PATH}/${applicationId}/interviews`;

const minutes = (slot: { startsAt: Date; endsAt: Date }) =>
  Math.round((new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()) / 60_000);

/** "03.12.2026, 10:00 Uhr (60 Minuten)". */
export function slotLabel(slot: { startsAt: Date; endsAt: Date }): string {
  return `${formatDateTime(slot.startsAt)} Uhr (${minutes(slot)} Minuten)`;
}

/** Where and with whom, in one line. */
export function InterviewWhere({
  interview,
}: {
  interview: Pick<InterviewView, "kind" | "location" | "interviewers">;
}) {
  return (
    <p className="text-slate-700">
      {INTERVIEW_KINDS[interview.kind]}:{" "}
      {interview.kind === "video" ? (
        <a href={interview.location} className="break-all text-brand-700 underline">
          {interview.location}
        </a>
      ) : (
        interview.location
      )}
      {interview.interviewers.length > 0
        ? ` · mit ${interview.interviewers.map((person) => person.name).join(", ")}`
        : ""}
    </p>
  );
}

/** The interview on the application's page: booked, waiting for the candidate, or none yet; changes on its own page. */
export function InterviewSection({
  applicationId,
  interview,
  anonymised,
}: {
  applicationId: number;
  interview: InterviewView | null;
  anonymised: boolean;
}) {
  return (
    <section aria-labelledby="interviews" className="rounded-md border border-slate-300 p-4">
      <h2 id="interviews" className="mb-3 text-lg font-semibold text-brand-900">
        Interviewtermine
      </h2>
      {!interview ? (
        <p className="text-slate-700">Noch keine Interviewtermine.</p>
      ) : interview.booked ? (
        <div className="space-y-1">
          <p className="font-semibold">Gebucht: {slotLabel(interview.booked)}</p>
          <InterviewWhere interview={interview} />
        </div>
      ) : (
        <div className="space-y-1">
          <p className="font-semibold">Vorgeschlagen, noch nicht gebucht:</p>
          <ul className="list-disc pl-6">
            {interview.slots.map((slot) => (
              <li key={slot.id}>
                {slotLabel(slot)}
                {slot.available ? "" : " – nicht mehr verfügbar"}
              </li>
            ))}
          </ul>
          <InterviewWhere interview={interview} />
        </div>
      )}
      {anonymised ? null : (
        <p className="mt-3">
          <Link to={interviewsPath(applicationId)} className="font-semibold text-brand-700 underline">
            {interview ? "Interviewtermine verlegen oder absagen" : "Interviewtermine vorschlagen"}
          </Link>
        </p>
      )}
    </section>
  );
}
