import { useRef } from "react";
import { Link, useFetcher } from "react-router";
import type { ScorecardCriterion, ScorecardRating } from "@db/schema/applications";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { Notification } from "~/components/ui/notification";
import { formatDateTime } from "~/lib/format";
import { fieldErrorsOf, formResultOf, isRefused, sentTextsOf, type FormResult } from "~/lib/form-reply";
import {
  averageText,
  commentFieldName,
  MAX_OVERALL_COMMENT_LENGTH,
  MAX_RATING_COMMENT_LENGTH,
  ratingFieldName,
  RECOMMENDATIONS,
  type CriterionSummary,
} from "../scorecard";
import { MANAGER_PATH } from "./inbox-view";

/** What the page's loader sends of the scorecards (`scorecardOf`): never others' ratings before one's own is submitted. */
export interface ScorecardSectionData {
  application: { id: number; jobAdId: number };
  criteria: readonly ScorecardCriterion[];
  mine: {
    ratings: ScorecardRating[];
    recommendation: string | null;
    comment: string;
    submittedAt: Date | null;
    updatedAt: Date;
  } | null;
  submittedCount: number;
  summary: {
    criteria: CriterionSummary[];
    scorecards: {
      authorName: string;
      mine: boolean;
      recommendation: string | null;
      comment: string;
      submittedAt: Date;
    }[];
  } | null;
  closed: boolean;
}

/** The scale's words, so that a number means the same to every colleague. */
export const RATING_WORDS: Record<number, string> = {
  1: "sehr schwach",
  2: "schwach",
  3: "solide",
  4: "stark",
  5: "herausragend",
};

/** The address of an application's scorecard (its form posts there). */
export const scorecardPath = (applicationId: number) => `${MANAGER_PATH}/${applicationId}/bewertung`;
/** The address of an ad's criteria page. */
export const criteriaPath = (jobAdId: number) => `${MANAGER_PATH}/inserate/${jobAdId}/bewertungskriterien`;

const colleagues = (count: number) =>
  count === 0
    ? "Noch niemand hat einen Bewertungsbogen abgegeben."
    : count === 1
      ? "1 Kollegin oder Kollege hat einen Bewertungsbogen abgegeben."
      : `${count} Kolleg:innen haben einen Bewertungsbogen abgegeben.`;

const recommendationText = (value: string | null) =>
  value && value in RECOMMENDATIONS ? RECOMMENDATIONS[value as keyof typeof RECOMMENDATIONS] : "Keine Empfehlung";

/**
 * The Bewertungsbogen on an application (issue 34 §4): the colleague's own scorecard (a draft or
 * submitted), and once it is submitted the summary of everyone's. Its form posts to the
 * scorecard's own route; with JavaScript through a fetcher, so the page stays where it is.
 */
export function ScorecardSection({ data, answer }: { data: ScorecardSectionData; answer?: unknown }) {
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const reply = (fetcher.data ?? answer) as { result?: FormResult; notice?: string } | undefined;
  const result = formResultOf(reply);
  const refused = isRefused(result);
  const errors = fieldErrorsOf(result);
  const sent = sentTextsOf(result);
  useFocusFirstInvalid(formRef, result);
  const { criteria, mine, summary, closed } = data;
  const submitted = Boolean(mine?.submittedAt);
  const ratingOf = (key: string) => mine?.ratings.find((rating) => rating.key === key);
  const formError = errors[""];
  return (
    <section
      aria-labelledby="bewertungsbogen"
      id="bewertungsbogen-bereich"
      className="rounded-md border border-slate-300 p-4"
    >
      <h2 id="bewertungsbogen" className="mb-3 text-lg font-semibold text-brand-900">
        Bewertungsbogen
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        Jede Kollegin und jeder Kollege bewertet die Kriterien dieses Inserats von 1 (sehr schwach) bis 5
        (herausragend). Die Bewertungen der anderen sehen Sie erst, wenn Sie Ihren eigenen Bogen abgegeben haben – so
        urteilt jede und jeder unbeeinflusst.{" "}
        <Link to={criteriaPath(data.application.jobAdId)} className="text-brand-700 underline">
          Kriterien des Inserats bearbeiten
        </Link>
      </p>
      {reply?.notice && !refused ? <Notification tone="success" title={reply.notice} className="mb-3" /> : null}
      {refused ? (
        <Notification
          tone="error"
          title={formError ?? "Bitte prüfen Sie die markierten Angaben. Der Bogen wurde nicht gespeichert."}
          className="mb-3"
        />
      ) : null}
      {summary ? (
        <ScorecardSummary summary={summary} />
      ) : (
        <p className="mb-4 font-medium">{colleagues(data.submittedCount)}</p>
      )}
      {closed ? (
        <p className="text-slate-700">Diese Bewerbung ist anonymisiert; ein Bewertungsbogen ist nicht mehr möglich.</p>
      ) : (
        <fetcher.Form
          ref={formRef}
          method="post"
          action={scorecardPath(data.application.id)}
          // A saved or refused form starts again from what is stored or what was sent.
          key={`${mine?.updatedAt ? new Date(mine.updatedAt).getTime() : "neu"}-${refused ? "abgelehnt" : "ok"}`}
          className="space-y-4"
          noValidate
        >
          <h3 className="font-semibold text-brand-900">
            {submitted
              ? `Ihr Bewertungsbogen (abgegeben am ${formatDateTime(mine!.submittedAt!)})`
              : mine
                ? "Ihr Bewertungsbogen (Entwurf)"
                : "Ihr Bewertungsbogen"}
          </h3>
          {criteria.map((criterion) => {
            const field = ratingFieldName(criterion.key);
            const error = errors[field];
            const chosen = refused ? sent[field] : String(ratingOf(criterion.key)?.rating ?? "");
            const errorId = `${field}-fehler`;
            return (
              <div key={criterion.key} className="space-y-2 rounded-md bg-slate-50 p-3">
                <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
                  <legend className="mb-1 font-medium text-slate-900">{criterion.label}</legend>
                  <div className="flex flex-wrap gap-2">
                    {[1, 2, 3, 4, 5].map((value) => (
                      <label
                        key={value}
                        className="flex min-h-11 items-center gap-2 rounded-md border border-slate-400 bg-white px-3"
                      >
                        <input
                          type="radio"
                          name={field}
                          value={value}
                          defaultChecked={chosen === String(value)}
                          className="size-4"
                        />
                        <span>
                          {value} <span className="text-sm text-slate-700">({RATING_WORDS[value]})</span>
                        </span>
                      </label>
                    ))}
                  </div>
                  {error ? (
                    <p id={errorId} className="mt-1 text-sm text-red-800">
                      {error}
                    </p>
                  ) : null}
                </fieldset>
                <div className={FIELD_ROOT_CLASS}>
                  <label htmlFor={commentFieldName(criterion.key)} className="text-sm font-medium text-slate-900">
                    Kommentar zu {criterion.label} (optional)
                  </label>
                  <textarea
                    id={commentFieldName(criterion.key)}
                    name={commentFieldName(criterion.key)}
                    rows={2}
                    maxLength={MAX_RATING_COMMENT_LENGTH}
                    defaultValue={
                      refused ? (sent[commentFieldName(criterion.key)] ?? "") : (ratingOf(criterion.key)?.comment ?? "")
                    }
                    aria-invalid={errors[commentFieldName(criterion.key)] ? true : undefined}
                    aria-describedby={
                      errors[commentFieldName(criterion.key)] ? `${commentFieldName(criterion.key)}-fehler` : undefined
                    }
                    className={FIELD_INPUT_CLASS}
                  />
                  {errors[commentFieldName(criterion.key)] ? (
                    <p id={`${commentFieldName(criterion.key)}-fehler`} className="text-sm text-red-800">
                      {errors[commentFieldName(criterion.key)]}
                    </p>
                  ) : null}
                </div>
              </div>
            );
          })}
          <div className={FIELD_ROOT_CLASS}>
            <label htmlFor="empfehlung" className="text-sm font-medium text-slate-900">
              Ihre Empfehlung
            </label>
            <select
              id="empfehlung"
              name="empfehlung"
              defaultValue={refused ? (sent.empfehlung ?? "") : (mine?.recommendation ?? "")}
              aria-invalid={errors.empfehlung ? true : undefined}
              aria-describedby={errors.empfehlung ? "empfehlung-fehler" : undefined}
              className={`${FIELD_INPUT_CLASS} max-w-xs`}
            >
              <option value="">Keine Empfehlung</option>
              {Object.entries(RECOMMENDATIONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            {errors.empfehlung ? (
              <p id="empfehlung-fehler" className="text-sm text-red-800">
                {errors.empfehlung}
              </p>
            ) : null}
          </div>
          <div className={FIELD_ROOT_CLASS}>
            <label htmlFor="gesamtkommentar" className="text-sm font-medium text-slate-900">
              Gesamteindruck (optional)
            </label>
            <textarea
              id="gesamtkommentar"
              name="gesamtkommentar"
              rows={3}
              maxLength={MAX_OVERALL_COMMENT_LENGTH}
              defaultValue={refused ? (sent.gesamtkommentar ?? "") : (mine?.comment ?? "")}
              aria-invalid={errors.gesamtkommentar ? true : undefined}
              aria-describedby={errors.gesamtkommentar ? "gesamtkommentar-fehler" : undefined}
              className={FIELD_INPUT_CLASS}
            />
            {errors.gesamtkommentar ? (
              <p id="gesamtkommentar-fehler" className="text-sm text-red-800">
                {errors.gesamtkommentar}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-slate-700">
            {submitted
              ? "Ihren abgegebenen Bogen können Sie jederzeit ändern; er bleibt abgegeben."
              : "Ein Entwurf ist nur für Sie sichtbar. Zum Abgeben bewerten Sie jedes Kriterium."}
          </p>
          <div className="flex flex-wrap gap-3">
            {submitted ? (
              <button type="submit" name="intent" value="absenden" className={buttonClassName("primary")}>
                Änderungen speichern
              </button>
            ) : (
              <>
                <button type="submit" name="intent" value="absenden" className={buttonClassName("primary")}>
                  Bewertungsbogen abgeben
                </button>
                <button type="submit" name="intent" value="entwurf" className={buttonClassName("secondary")}>
                  Entwurf speichern
                </button>
              </>
            )}
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}

/** Everyone's submitted scorecards: per criterion the average and each rating, then each overall judgement. */
function ScorecardSummary({ summary }: { summary: NonNullable<ScorecardSectionData["summary"]> }) {
  return (
    <div className="mb-6 space-y-4">
      <h3 className="font-semibold text-brand-900">
        Zusammenfassung ({summary.scorecards.length === 1 ? "1 Bogen" : `${summary.scorecards.length} Bögen`})
      </h3>
      <ul className="space-y-3">
        {summary.criteria.map((criterion) => (
          <li key={criterion.key} className="rounded-md bg-slate-50 p-3" data-kriterium={criterion.key}>
            <p className="font-medium text-slate-900">
              {criterion.label}
              {criterion.removed ? " (nicht mehr im Bogen)" : ""}:{" "}
              {criterion.average === null
                ? "noch keine Bewertung"
                : `Durchschnitt ${averageText(criterion.average)} von 5 (${criterion.count === 1 ? "1 Bewertung" : `${criterion.count} Bewertungen`})`}
            </p>
            {criterion.ratings.length > 0 ? (
              <ul className="mt-1 space-y-1 text-sm">
                {criterion.ratings.map((rating, index) => (
                  <li key={index}>
                    {rating.authorName}: {rating.rating} von 5{rating.comment ? ` – ${rating.comment}` : ""}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="font-semibold text-brand-900">Empfehlungen</h3>
      <ul className="space-y-2">
        {summary.scorecards.map((scorecard, index) => (
          <li key={index} className="text-sm">
            <span className="font-medium">
              {scorecard.authorName}
              {scorecard.mine ? " (Sie)" : ""}
            </span>
            , abgegeben am {formatDateTime(scorecard.submittedAt)}: {recommendationText(scorecard.recommendation)}
            {scorecard.comment ? <span className="block whitespace-pre-line">{scorecard.comment}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
