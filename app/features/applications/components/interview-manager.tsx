import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { ErrorText } from "~/components/ui/field";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { isRefused, type FormResult } from "~/lib/form-reply";
import type { InterviewView } from "../interviews.server";
import { DURATIONS, INTERVIEW_KINDS, SLOT_ROWS } from "../interview-schema";
import { MANAGER_PATH } from "./inbox-view";
import { InterviewWhere, slotLabel } from "./interview-section";
import { ResultNotice } from "./result-notice";

export interface InterviewManagerProps {
  application: { id: number; candidateName: string; adTitle: string; anonymised: boolean };
  interview: InterviewView | null;
  colleagues: { id: number; name: string }[];
  /** The signed-in colleague: chosen as interviewer by default. */
  me: number;
  /** The first day a slot may be on (today in Vienna), for the date fields. */
  today: string;
  result: { ok: boolean; message: string } | null;
  errors: Record<string, string>;
  reply: FormResult | undefined;
}

/** What the refused form sent, to fill it in again (nested: `termine[0].datum`). */
function sent(reply: FormResult | undefined): {
  art?: string;
  adresse?: string;
  link?: string;
  termine?: { datum?: string; beginn?: string; dauer?: string }[];
  interviewer?: string | string[];
} {
  return isRefused(reply) ? ((reply?.initialValue ?? {}) as ReturnType<typeof sent>) : {};
}

/**
 * `/p/applications/bewerber-manager/{id}/interviews`: the application's interview. The company
 * proposes slots (1–5: date, time, duration; in person or by video; interviewers among its
 * colleagues), moves a booking to another offered slot, or cancels (docs/applications.md "Interviews").
 */
export function InterviewManager(props: InterviewManagerProps) {
  const { application, interview, colleagues, me, today, result, errors, reply } = props;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const proposalRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(proposalRef, reply);
  const old = sent(reply);
  const chosen = new Set(
    old.interviewer === undefined ? [String(me)] : [old.interviewer].flat().map((value) => String(value)),
  );
  const kind = old.art === "video" ? "video" : "vor-ort";
  const movable = interview?.slots.filter((slot) => slot.available) ?? [];
  const fieldError = (name: string) => errors[name];
  const described = (name: string) => (fieldError(name) ? `fehler-${name.replace(/[[\].]/g, "-")}` : undefined);
  return (
    <div className="space-y-6">
      <p>
        <Link to={`${MANAGER_PATH}/${application.id}`} className="text-brand-700 underline">
          ← Zurück zur Bewerbung von {application.candidateName}
        </Link>
      </p>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-brand-900">Interviewtermine: {application.candidateName}</h1>
        <p className="text-slate-700">{application.adTitle}</p>
      </header>
      <ResultNotice result={result} />
      {interview ? (
        <section aria-labelledby="aktuell" className="space-y-3 rounded-md border border-slate-300 p-4">
          <h2 id="aktuell" className="text-lg font-semibold text-brand-900">
            {interview.booked ? `Gebucht: ${slotLabel(interview.booked)}` : "Vorgeschlagen, noch nicht gebucht"}
          </h2>
          <InterviewWhere interview={interview} />
          <ul className="list-disc pl-6">
            {interview.slots.map((slot) => (
              <li key={slot.id}>
                {slotLabel(slot)}
                {slot.booked ? " – gebucht" : slot.available ? " – frei" : " – nicht mehr verfügbar"}
              </li>
            ))}
          </ul>
          {movable.length > 0 ? (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="verlegen" />
              <input type="hidden" name="bisher" value={interview.booked?.id ?? ""} />
              <fieldset className="space-y-2">
                <legend className="font-medium text-slate-900">
                  {interview.booked ? "Auf einen anderen Termin verlegen" : "Für die Person buchen"}
                </legend>
                {movable.map((slot, index) => (
                  <label key={slot.id} className="flex min-h-11 items-center gap-2">
                    <input type="radio" name="termin" value={slot.id} defaultChecked={index === 0} className="size-4" />
                    {slotLabel(slot)}
                  </label>
                ))}
              </fieldset>
              <button type="submit" disabled={busy} className={buttonClassName("secondary")}>
                {interview.booked ? "Termin verlegen" : "Termin buchen"}
              </button>
            </Form>
          ) : null}
          <Form method="post" className="space-y-2 border-t border-slate-200 pt-3">
            <input type="hidden" name="intent" value="absagen" />
            <label className="flex items-start gap-2">
              <input type="checkbox" name="bestaetigt" value="ja" required className="mt-1 size-4" />
              <span>
                Ja, ich sage {interview.booked ? "das Interview" : "die vorgeschlagenen Termine"} ab. Die Person
                {interview.booked ? " und die Interviewer:innen werden" : " wird"} per E-Mail informiert.
              </span>
            </label>
            <button type="submit" disabled={busy} className={buttonClassName("danger")}>
              Interview absagen
            </button>
          </Form>
        </section>
      ) : null}
      {application.anonymised ? (
        <p className="text-slate-700">Die Bewerbung ist anonymisiert: Es können keine Termine vorgeschlagen werden.</p>
      ) : (
        <section aria-labelledby="vorschlagen" className="rounded-md border border-slate-300 p-4">
          <h2 id="vorschlagen" className="mb-1 text-lg font-semibold text-brand-900">
            {interview ? "Neue Termine vorschlagen" : "Interviewtermine vorschlagen"}
          </h2>
          <p className="mb-4 text-sm text-slate-700">
            {application.candidateName} erhält eine E-Mail mit einem Link und wählt dort einen Termin, ohne Konto.
            {interview
              ? " Die bisherigen Termine entfallen; ein gebuchter Termin wird für beide Seiten abgesagt."
              : ""}{" "}
            Alle Zeiten in Wiener Zeit.
          </p>
          <Form method="post" ref={proposalRef} noValidate className="space-y-5">
            <input type="hidden" name="intent" value="vorschlagen" />
            <fieldset className="space-y-3">
              <legend className="font-medium text-slate-900">Termine (1 bis {SLOT_ROWS})</legend>
              {fieldError("termine") ? <ErrorText id="fehler-termine">{fieldError("termine")}</ErrorText> : null}
              {Array.from({ length: SLOT_ROWS }, (_, index) => {
                const row = old.termine?.[index] ?? {};
                const name = (field: string) => `termine[${index}].${field}`;
                return (
                  <div key={index} className="grid gap-3 sm:grid-cols-3">
                    <div className={FIELD_ROOT_CLASS}>
                      <label htmlFor={`termin-${index}-datum`} className="text-sm font-medium text-slate-900">
                        Datum, Termin {index + 1}
                      </label>
                      <input
                        id={`termin-${index}-datum`}
                        type="date"
                        name={name("datum")}
                        min={today}
                        defaultValue={row.datum ?? ""}
                        aria-invalid={fieldError(name("datum")) ? true : undefined}
                        aria-describedby={described(name("datum"))}
                        className={FIELD_INPUT_CLASS}
                      />
                      {fieldError(name("datum")) ? (
                        <ErrorText id={described(name("datum"))}>{fieldError(name("datum"))}</ErrorText>
                      ) : null}
                    </div>
                    <div className={FIELD_ROOT_CLASS}>
                      <label htmlFor={`termin-${index}-beginn`} className="text-sm font-medium text-slate-900">
                        Beginn, Termin {index + 1}
                      </label>
                      <input
                        id={`termin-${index}-beginn`}
                        type="time"
                        name={name("beginn")}
                        step={300}
                        defaultValue={row.beginn ?? ""}
                        aria-invalid={fieldError(name("beginn")) ? true : undefined}
                        aria-describedby={described(name("beginn"))}
                        className={FIELD_INPUT_CLASS}
                      />
                      {fieldError(name("beginn")) ? (
                        <ErrorText id={described(name("beginn"))}>{fieldError(name("beginn"))}</ErrorText>
                      ) : null}
                    </div>
                    <div className={FIELD_ROOT_CLASS}>
                      <label htmlFor={`termin-${index}-dauer`} className="text-sm font-medium text-slate-900">
                        Dauer, Termin {index + 1}
                      </label>
                      <select
                        id={`termin-${index}-dauer`}
                        name={name("dauer")}
                        defaultValue={row.dauer ?? "60"}
                        className={FIELD_INPUT_CLASS}
                      >
                        {DURATIONS.map((duration) => (
                          <option key={duration} value={duration}>
                            {duration} Minuten
                          </option>
                        ))}
                      </select>
                    </div>
                  </div>
                );
              })}
            </fieldset>
            <fieldset className="space-y-2">
              <legend className="font-medium text-slate-900">Wie findet das Interview statt?</legend>
              {(Object.keys(INTERVIEW_KINDS) as (keyof typeof INTERVIEW_KINDS)[]).map((key) => (
                <label key={key} className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="art" value={key} defaultChecked={kind === key} className="size-4" />
                  {INTERVIEW_KINDS[key]}
                </label>
              ))}
              <div className={FIELD_ROOT_CLASS}>
                <label htmlFor="interview-adresse" className="text-sm font-medium text-slate-900">
                  Adresse (vor Ort)
                </label>
                <input
                  id="interview-adresse"
                  name="adresse"
                  maxLength={300}
                  autoComplete="street-address"
                  defaultValue={old.adresse ?? ""}
                  aria-invalid={fieldError("adresse") ? true : undefined}
                  aria-describedby={described("adresse")}
                  className={FIELD_INPUT_CLASS}
                />
                {fieldError("adresse") ? (
                  <ErrorText id={described("adresse")}>{fieldError("adresse")}</ErrorText>
                ) : null}
              </div>
              <div className={FIELD_ROOT_CLASS}>
                <label htmlFor="interview-link" className="text-sm font-medium text-slate-900">
                  Link zum Videogespräch (per Video)
                </label>
                <input
                  id="interview-link"
                  name="link"
                  type="url"
                  maxLength={500}
                  placeholder="https://"
                  defaultValue={old.link ?? ""}
                  aria-invalid={fieldError("link") ? true : undefined}
                  aria-describedby={described("link")}
                  className={FIELD_INPUT_CLASS}
                />
                {fieldError("link") ? <ErrorText id={described("link")}>{fieldError("link")}</ErrorText> : null}
              </div>
            </fieldset>
            <fieldset className="space-y-1">
              <legend className="font-medium text-slate-900">Wer führt das Interview?</legend>
              {fieldError("interviewer") ? (
                <ErrorText id="fehler-interviewer">{fieldError("interviewer")}</ErrorText>
              ) : null}
              {colleagues.map((colleague) => (
                <label key={colleague.id} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name="interviewer"
                    value={colleague.id}
                    defaultChecked={chosen.has(String(colleague.id))}
                    className="size-4"
                  />
                  {colleague.name}
                </label>
              ))}
            </fieldset>
            <button type="submit" disabled={busy} className={buttonClassName("primary")}>
              Termine an {application.candidateName} senden
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
