import { Form, Link } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { formatInteger } from "~/lib/format";
import { headlineOf } from "../profile-text";
import {
  AVAILABILITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  LAST_ACTIVE_OPTIONS,
  searchParamsOf,
  WILLINGNESS_LABELS,
  type TalentSearch,
} from "../search-query";
import type { MatchHit } from "../matching.server";
import { NativeSelect } from "~/components/ui/native-select";
import { CANDIDATE_PATH, LanguageFilter } from "./search-view";
import type { TalentRelation } from "../relations.server";
import { ContactOrConversation, RelationMarks } from "./relation-marks";
import { useCleanGetForm } from "./clean-get-form";

export const MATCHING_PATH = "/p/active-sourcing/matching";
export const matchingPathOf = (jobId: number) => `${MATCHING_PATH}/${jobId}`;

/** The filters of the search that narrow a matching list (same names in the URL as the search's). */
export function MatchingFilters({ jobId, search }: { jobId: number; search: TalentSearch }) {
  const cleanGetForm = useCleanGetForm();
  return (
    <Form
      key={searchParamsOf(search).toString()}
      method="get"
      action={matchingPathOf(jobId)}
      aria-label="Filter"
      data-apply-on-change
      className="grid gap-4 rounded-md border border-slate-300 bg-white p-4 md:grid-cols-3"
      {...cleanGetForm}
    >
      <fieldset className="space-y-1">
        <legend className="mb-1 font-semibold text-slate-900">Wechselbereitschaft</legend>
        {Object.entries(WILLINGNESS_LABELS).map(([value, label]) => (
          <label key={value} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="wechsel"
              value={value}
              defaultChecked={search.wechsel.includes(value)}
              className="size-4"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <NativeSelect
        id="match-verfuegbar"
        label="Verfügbar"
        name="verfuegbar"
        value={search.verfuegbar}
        options={Object.entries(AVAILABILITY_OPTIONS)}
        empty="Beliebig"
      />
      <NativeSelect
        id="match-erfahrung"
        label="Berufserfahrung"
        name="erfahrung"
        value={search.erfahrung}
        options={Object.entries(EXPERIENCE_OPTIONS)}
        empty="Beliebig"
      />
      <NativeSelect
        id="match-aktiv"
        label="Zuletzt aktiv"
        name="aktiv"
        value={search.aktiv}
        options={Object.entries(LAST_ACTIVE_OPTIONS)}
        empty="Beliebig"
      />
      <LanguageFilter selected={search.sprache} />
      <div className="flex items-end gap-3">
        <button type="submit" className={buttonClassName("primary")}>
          Filter anwenden
        </button>
        <Link to={matchingPathOf(jobId)} className="font-semibold text-brand-700 underline">
          Filter zurücksetzen
        </Link>
      </div>
    </Form>
  );
}

/** The ranked people for one ad: score, reasons, profile and contact links. */
export function MatchList({
  jobId,
  hits,
  relations,
}: {
  jobId: number;
  hits: readonly MatchHit[];
  relations: Record<number, TalentRelation>;
}) {
  return (
    <ol className="space-y-3" aria-label="Passende Talente">
      {hits.map((hit) => (
        <li key={hit.id}>
          <article
            aria-labelledby={`match-${hit.id}`}
            className="flex flex-wrap items-start gap-4 rounded-md border border-slate-300 bg-white p-4"
          >
            <p className="flex size-14 shrink-0 flex-col items-center justify-center rounded-full bg-brand-50 font-bold text-brand-900">
              <span aria-hidden="true">{hit.score}</span>
              <span className="sr-only">Übereinstimmung {hit.score} von 100</span>
            </p>
            <div className="min-w-0 flex-1 space-y-1">
              <h3 id={`match-${hit.id}`} className="font-semibold">
                <Link to={`${CANDIDATE_PATH}/${hit.id}`} className="text-brand-700 underline">
                  {relations[hit.id]?.name ?? headlineOf(hit)}
                </Link>
              </h3>
              {relations[hit.id]?.name ? <p className="text-sm text-slate-800">{headlineOf(hit)}</p> : null}
              <p className="text-sm text-slate-800">passt: {hit.reasons.join(", ") || "Berufsfeld oder Titel"}</p>
              <RelationMarks relation={relations[hit.id]} />
            </div>
            <ContactOrConversation
              describedBy={`match-${hit.id}`}
              relation={relations[hit.id]}
              profileId={hit.id}
              contactHref={`${matchingPathOf(jobId)}/contact/${hit.id}`}
            />
          </article>
        </li>
      ))}
    </ol>
  );
}

export const matchCountText = (total: number) =>
  total === 1 ? "1 passendes Talent" : `${formatInteger(total)} passende Talente`;
