import { Form, Link } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS } from "~/components/ui/field-styles";
import { NativeSelect } from "~/components/ui/native-select";
import { formatInteger } from "~/lib/format";
import { availabilityText, employmentLabels, headlineOf, lastActiveText, levelLabel } from "../profile-text";
import { quotaText, type QuotaState } from "../quota";
import { LICENCE_PATH } from "../licence-order";
import {
  EXPERIENCE_OPTIONS,
  LANGUAGE_LEVELS,
  LAST_ACTIVE_OPTIONS,
  RADIUS_OPTIONS,
  DEFAULT_RADIUS_KM,
  SEARCH_LANGUAGES,
  SORT_LABELS,
  searchParamsOf,
  type TalentSearch,
} from "../search-query";
import { highlighterOf, type Expansion } from "../search-terms";
import type { FacetCount, Interpretation, TalentHit } from "../talent-search.server";
import type { TalentRelation } from "../relations.server";
import { ContactOrConversation, RelationMarks } from "./relation-marks";
import { useCleanGetForm } from "./clean-get-form";

export const SEARCH_PATH = "/p/active-sourcing/search";
export const CANDIDATE_PATH = `${SEARCH_PATH}/candidate`;
const OFFER_PATH = "/produkte/talentsuche";
/** Skills a card shows. */
const SKILLS_SHOWN = 8;

/** What a hit's card shows: the page sends no more of a person than this (a smaller answer to encode). */
type Hit = Pick<
  TalentHit,
  | "id"
  | "desiredTitles"
  | "experienceYears"
  | "city"
  | "level"
  | "employmentTypes"
  | "weeklyHours"
  | "availability"
  | "noticeWeeks"
  | "availableFrom"
  | "willingness"
  | "skills"
  | "languages"
  | "reasons"
> & { lastActiveAt: string | Date };

export function hitCardOf(hit: TalentHit): Hit {
  return {
    id: hit.id,
    desiredTitles: hit.desiredTitles,
    experienceYears: hit.experienceYears,
    city: hit.city,
    level: hit.level,
    employmentTypes: hit.employmentTypes,
    weeklyHours: hit.weeklyHours,
    availability: hit.availability,
    noticeWeeks: hit.noticeWeeks,
    availableFrom: hit.availableFrom,
    willingness: hit.willingness,
    skills: hit.skills.slice(0, SKILLS_SHOWN),
    languages: hit.languages,
    reasons: hit.reasons,
    lastActiveAt: hit.lastActiveAt,
  };
}

export interface SearchViewProps {
  search: TalentSearch;
  total: number;
  facets: Record<"feld" | "level" | "art" | "wechsel" | "verfuegbar", FacetCount[]>;
  hits: Hit[];
  /** Where the company stands with the hits it has a relation to (by profile id). */
  relations: Record<number, TalentRelation>;
  next: string | null;
  interpretation: Interpretation;
  /** null: the company has no licence; the hits are locked. */
  quota: QuotaState | null;
  licenceName: string | null;
  now: string;
}

function Highlighted({ text, expansions }: { text: string; expansions: readonly Expansion[] }) {
  return (
    <>
      {highlighterOf(expansions)(text).map((part, index) =>
        part.mark ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function FacetGroup({
  legend,
  name,
  counts,
  selected,
}: {
  legend: string;
  name: string;
  counts: FacetCount[];
  selected: readonly string[];
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 font-semibold text-slate-900">{legend}</legend>
      {counts.map((option) => (
        <label key={option.value} className="flex min-h-8 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={name}
            value={option.value}
            defaultChecked={selected.includes(option.value)}
            className="size-4"
          />
          <span>
            {option.label} <span className="text-slate-600">({formatInteger(option.count)})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function LanguageFilter({ selected }: { selected: readonly string[] }) {
  const [language, level] = (selected[0] ?? "").split(":");
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 font-semibold text-slate-900">Sprache</legend>
      <NativeSelect
        id="filter-sprache"
        label="Sprache"
        name="spracheName"
        value={SEARCH_LANGUAGES.find((name) => name.toLowerCase() === language)}
        options={SEARCH_LANGUAGES.map((name) => [name, name] as const)}
        empty="Beliebig"
      />
      <NativeSelect
        id="filter-sprachniveau"
        label="Mindestens auf Niveau"
        name="spracheNiveau"
        value={level}
        options={LANGUAGE_LEVELS.map((value) => [value, value] as const)}
      />
    </fieldset>
  );
}

function HitCard({
  hit,
  relation,
  expansions,
  searchQuery,
  now,
}: {
  hit: Hit;
  relation: TalentRelation | undefined;
  expansions: readonly Expansion[];
  searchQuery: string;
  now: Date;
}) {
  const headline = headlineOf(hit);
  return (
    <article aria-labelledby={`hit-${hit.id}`} className="rounded-md border border-slate-300 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h3 id={`hit-${hit.id}`} className="text-lg font-semibold text-brand-900">
            <Link to={`${CANDIDATE_PATH}/${hit.id}${searchQuery}`} className="hover:underline">
              {relation?.name ?? <Highlighted text={headline} expansions={expansions} />}
            </Link>
          </h3>
          {relation?.name ? (
            <p className="font-medium text-slate-800">
              <Highlighted text={headline} expansions={expansions} />
            </p>
          ) : null}
          <RelationMarks relation={relation} />
        </div>
        <ContactOrConversation
          describedBy={`hit-${hit.id}`}
          relation={relation}
          profileId={hit.id}
          contactHref={null}
        />
      </div>
      <p className="text-sm text-slate-700">
        {levelLabel(hit.level)} · {employmentLabels(hit.employmentTypes).join(", ")} · {hit.weeklyHours} Std./Woche ·{" "}
        {availabilityText(hit)} · {hit.willingness === "aktiv" ? "aktiv suchend" : "offen für Angebote"} ·{" "}
        {lastActiveText(hit.lastActiveAt, now)}
      </p>
      {hit.desiredTitles.length > 1 ? (
        <p className="mt-1 text-sm">
          Gewünscht: <Highlighted text={hit.desiredTitles.join(", ")} expansions={expansions} />
        </p>
      ) : null}
      <ul aria-label="Kenntnisse" className="mt-2 flex flex-wrap gap-1.5">
        {hit.skills.slice(0, SKILLS_SHOWN).map((skill) => (
          <li key={skill} className="rounded-full border border-slate-300 px-2 py-0.5 text-sm">
            <Highlighted text={skill} expansions={expansions} />
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">
        Sprachen: {hit.languages.map((entry) => `${entry.language} ${entry.level}`).join(", ")}
      </p>
      {hit.reasons.length ? (
        <p className="mt-2 text-sm font-medium text-emerald-800">passt: {hit.reasons.join(", ")}</p>
      ) : null}
    </article>
  );
}

/** Cards that show how many people a licence would open, without anything of them. */
function LockedHits({ count }: { count: number }) {
  return (
    <div className="relative">
      <ul aria-hidden="true" className="space-y-3 blur-sm select-none">
        {Array.from({ length: Math.min(count, 4) }, (_, index) => (
          <li key={index} className="h-28 rounded-md border border-slate-300 bg-slate-100" />
        ))}
      </ul>
      <div className="absolute inset-0 flex items-center justify-center p-4">
        <div className="max-w-md rounded-md border border-brand-700 bg-white p-6 text-center shadow-lg">
          <h3 className="text-lg font-semibold text-brand-900">Profile mit einer Lizenz der Talentsuche öffnen</h3>
          <p className="mt-2 text-slate-700">
            Ihre Suche findet {formatInteger(count)} {count === 1 ? "Person" : "Personen"}. Mit einer Lizenz sehen Sie
            die Profile und sprechen Talente direkt an.
          </p>
          <Link to={LICENCE_PATH} className={`${buttonClassName("primary")} mt-4`}>
            Lizenz bestellen
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * The talent search (issue 16): the query and filters as one GET form, so the whole state is in
 * the URL; facet counts beside each option; the hits ranked with the reasons they fit; the next
 * page goes on after the last hit (keyset). Native elements, cheap to render and usable without JS.
 */
export function SearchView(props: SearchViewProps) {
  const { search, total, facets, hits, relations, next, interpretation, quota, licenceName } = props;
  const cleanGetForm = useCleanGetForm();
  const now = new Date(props.now);
  const expansions = interpretation.expansions;
  const params = searchParamsOf({ ...search, nach: undefined });
  const query = params.size ? `?${params}` : "";
  const corrected = expansions.filter((expansion) => expansion.corrected);
  const firstPage = !search.nach;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {quota ? (
          <p className="rounded-md bg-brand-50 px-3 py-2 font-medium text-brand-900">
            {licenceName}: {quotaText(quota)}
          </p>
        ) : (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
            Ihr Unternehmen hat keine Lizenz der Talentsuche. Sie sehen, wie viele Talente passen.{" "}
            <Link to={OFFER_PATH} className="font-semibold underline">
              Talentsuche: Lizenzen und Preise
            </Link>
          </p>
        )}
      </div>
      {/* Keyed by the search: going back and forth in the history shows each URL's fields, not the last typed. */}
      <Form
        key={query}
        method="get"
        action={SEARCH_PATH}
        aria-label="Talente suchen"
        className="space-y-6"
        {...cleanGetForm}
      >
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex min-w-64 flex-[2] flex-col gap-1.5">
            <label htmlFor="search-q" className="text-sm font-medium text-slate-900">
              Jobtitel, Kenntnisse oder Stichwort
            </label>
            <input
              id="search-q"
              name="q"
              type="search"
              defaultValue={search.q ?? ""}
              maxLength={200}
              placeholder="z. B. Buchhalter, Java, Pflege"
              className={FIELD_INPUT_CLASS}
            />
          </div>
          <div className="flex min-w-44 flex-1 flex-col gap-1.5">
            <label htmlFor="search-ort" className="text-sm font-medium text-slate-900">
              Ort oder Postleitzahl
            </label>
            <input
              id="search-ort"
              name="ort"
              type="text"
              defaultValue={search.ort ?? ""}
              maxLength={80}
              autoComplete="off"
              aria-describedby={interpretation.unknownPlace ? "search-ort-error" : undefined}
              aria-invalid={interpretation.unknownPlace ? true : undefined}
              className={FIELD_INPUT_CLASS}
            />
          </div>
          <NativeSelect
            id="search-umkreis"
            label="Umkreis"
            name="umkreis"
            value={String(search.umkreis ?? DEFAULT_RADIUS_KM)}
            options={RADIUS_OPTIONS.map((km) => [String(km), `${km} km`] as const)}
          />
          <NativeSelect
            id="search-sort"
            label="Sortierung"
            name="sort"
            value={search.sort}
            options={Object.entries(SORT_LABELS)}
          />
          <button type="submit" className={buttonClassName("primary")}>
            Suchen
          </button>
        </div>
        {interpretation.unknownPlace ? (
          <p id="search-ort-error" className="text-red-800">
            Den Ort „{interpretation.unknownPlace}“ kennen wir nicht. Bitte geben Sie eine österreichische Postleitzahl
            oder einen Ort an.
          </p>
        ) : null}
        <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
          <div className="space-y-5" role="group" aria-label="Filter" data-apply-on-change>
            <FacetGroup legend="Berufsfeld" name="feld" counts={facets.feld} selected={search.feld} />
            <FacetGroup legend="Karrierestufe" name="level" counts={facets.level} selected={search.level} />
            <FacetGroup legend="Anstellungsart" name="art" counts={facets.art} selected={search.art} />
            <FacetGroup legend="Wechselbereitschaft" name="wechsel" counts={facets.wechsel} selected={search.wechsel} />
            <NativeSelect
              id="filter-verfuegbar"
              label="Verfügbar"
              name="verfuegbar"
              value={search.verfuegbar}
              options={facets.verfuegbar.map(
                (option) => [option.value, `${option.label} (${formatInteger(option.count)})`] as const,
              )}
              empty="Beliebig"
            />
            <NativeSelect
              id="filter-erfahrung"
              label="Berufserfahrung"
              name="erfahrung"
              value={search.erfahrung}
              options={Object.entries(EXPERIENCE_OPTIONS)}
              empty="Beliebig"
            />
            <div className="flex gap-3">
              <div className="flex flex-col gap-1.5">
                <label htmlFor="filter-stunden-von" className="text-sm font-medium text-slate-900">
                  Wochenstunden ab
                </label>
                <input
                  id="filter-stunden-von"
                  name="stundenVon"
                  type="number"
                  min={1}
                  max={60}
                  defaultValue={search.stundenVon}
                  className={`${FIELD_INPUT_CLASS} w-24`}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <label htmlFor="filter-stunden-bis" className="text-sm font-medium text-slate-900">
                  bis
                </label>
                <input
                  id="filter-stunden-bis"
                  name="stundenBis"
                  type="number"
                  min={1}
                  max={60}
                  defaultValue={search.stundenBis}
                  className={`${FIELD_INPUT_CLASS} w-24`}
                />
              </div>
            </div>
            <LanguageFilter selected={search.sprache} />
            <NativeSelect
              id="filter-aktiv"
              label="Zuletzt aktiv"
              name="aktiv"
              value={search.aktiv}
              options={Object.entries(LAST_ACTIVE_OPTIONS)}
              empty="Im letzten Jahr"
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="filter-gehalt" className="text-sm font-medium text-slate-900">
                Gehaltswunsch bis (€ brutto/Monat)
              </label>
              <input
                id="filter-gehalt"
                name="gehaltBis"
                type="number"
                min={500}
                max={50000}
                step={100}
                defaultValue={search.gehaltBis}
                className={FIELD_INPUT_CLASS}
              />
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonClassName("secondary")}>
                Filter anwenden
              </button>
              <Link
                to={`${SEARCH_PATH}?resetSearch=true`}
                className="self-center font-semibold text-brand-700 underline"
              >
                Suche zurücksetzen
              </Link>
            </div>
          </div>
          <section aria-labelledby="results-heading" className="space-y-4">
            <h2 id="results-heading" className="text-xl font-semibold text-brand-900" aria-live="polite">
              {formatInteger(total)} {total === 1 ? "Talent gefunden" : "Talente gefunden"}
              {interpretation.place
                ? ` im Umkreis von ${interpretation.radiusKm} km um ${interpretation.place.name} ${interpretation.place.postcode}`
                : ""}
            </h2>
            {corrected.length ? (
              <p className="text-slate-700">
                Auch gesucht nach ähnlichen Schreibweisen:{" "}
                {corrected
                  .map((expansion) => `${expansion.word} → ${expansion.terms.slice(1, 4).join(", ")}`)
                  .join("; ")}
              </p>
            ) : null}
            {quota === null ? (
              total > 0 ? (
                <LockedHits count={total} />
              ) : null
            ) : hits.length ? (
              <ol className="space-y-3" aria-label="Suchergebnisse">
                {hits.map((hit) => (
                  <li key={hit.id}>
                    <HitCard
                      hit={hit}
                      relation={relations[hit.id]}
                      expansions={expansions}
                      searchQuery={query}
                      now={now}
                    />
                  </li>
                ))}
              </ol>
            ) : null}
            {total === 0 ? (
              <p className="rounded-md border border-slate-300 p-6 text-slate-700">
                Keine Talente gefunden. Versuchen Sie einen größeren Umkreis oder weniger Filter.
              </p>
            ) : null}
            <nav aria-label="Seiten" className="flex flex-wrap gap-4">
              {!firstPage ? (
                <Link to={`${SEARCH_PATH}${query}`} className="font-semibold text-brand-700 underline">
                  Zur ersten Seite
                </Link>
              ) : null}
              {next && quota ? (
                <Link
                  to={`${SEARCH_PATH}?${new URLSearchParams([...params, ["nach", next]])}`}
                  className="font-semibold text-brand-700 underline"
                >
                  Nächste Seite
                </Link>
              ) : null}
            </nav>
          </section>
        </div>
      </Form>
    </div>
  );
}
