import { Form, Link, useNavigation } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { formatDate } from "~/lib/format";
import { ALERT_OPTIONS, SAVED_SEARCH_NAME_MAX, type SavedSearchAlert } from "../saved-search-rules";

export const SAVED_SEARCH_PATH = "/p/active-sourcing/saved-search";

function AlertSelect({ id, value }: { id: string; value: string }) {
  return (
    <select id={id} name="alert" defaultValue={value} className={FIELD_INPUT_CLASS}>
      {Object.entries(ALERT_OPTIONS).map(([key, label]) => (
        <option key={key} value={key}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** "Suche speichern" under the search: name and alert; the current query goes along. */
export function SaveSearchForm({ query }: { query: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <details className="rounded-md border border-slate-300 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-brand-700">Suche speichern</summary>
      <Form method="post" action={SAVED_SEARCH_PATH} className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="query" value={query} />
        <div className={FIELD_ROOT_CLASS}>
          <label htmlFor="suche-name" className="text-sm font-medium text-slate-900">
            Name der Suche
          </label>
          <input id="suche-name" name="name" required maxLength={SAVED_SEARCH_NAME_MAX} className={FIELD_INPUT_CLASS} />
        </div>
        <div className={FIELD_ROOT_CLASS}>
          <label htmlFor="suche-alarm" className="text-sm font-medium text-slate-900">
            Neue Talente melden
          </label>
          <AlertSelect id="suche-alarm" value="taeglich" />
        </div>
        <button type="submit" disabled={busy} className={buttonClassName("secondary")}>
          Speichern
        </button>
      </Form>
    </details>
  );
}

export interface SavedSearchRow {
  id: number;
  name: string;
  query: string;
  alert: string;
  createdAt: Date | string;
  nextAlertAt: Date | string | null;
  owner: string;
}

/** The company's saved searches: run one, change its alert, delete it. */
export function SavedSearchList({ searches }: { searches: readonly SavedSearchRow[] }) {
  if (searches.length === 0) {
    return (
      <p className="text-slate-700">
        Sie haben noch keine Suche gespeichert. Speichern Sie eine Suche in der{" "}
        <Link to="/p/active-sourcing/search?resetSearch=true" className="font-semibold text-brand-700 underline">
          Talentsuche
        </Link>{" "}
        mit „Suche speichern“.
      </p>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Gespeicherte Suchen">
      {searches.map((search) => (
        <li key={search.id} className="space-y-3 rounded-md border border-slate-300 bg-white p-4">
          <h2 className="text-lg font-semibold">
            <Link to={`/p/active-sourcing/search?${search.query}`} className="text-brand-700 underline">
              {search.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">
            Gespeichert am {formatDate(search.createdAt)} von {search.owner}
            {search.nextAlertAt ? ` · nächste Benachrichtigung am ${formatDate(search.nextAlertAt)}` : ""}
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="alert" />
              <input type="hidden" name="id" value={search.id} />
              <div className={FIELD_ROOT_CLASS}>
                <label htmlFor={`alarm-${search.id}`} className="text-sm font-medium text-slate-900">
                  Benachrichtigung für „{search.name}“
                </label>
                <AlertSelect id={`alarm-${search.id}`} value={search.alert as SavedSearchAlert} />
              </div>
              <button type="submit" className={buttonClassName("secondary", "sm")}>
                Ändern
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={search.id} />
              <button
                type="submit"
                className={buttonClassName("secondary", "sm")}
                aria-label={`„${search.name}“ löschen`}
              >
                Löschen
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
