import { useId } from "react";
import { Form, Link } from "react-router";
import type { ApplicationStage } from "@db/schema/applications";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS } from "~/components/ui/field-styles";
import { NativeSelect } from "~/components/ui/native-select";
import { STATUS_LABELS } from "~/features/job-ads/labels";
import { formatDate, formatDateTime, formatInteger } from "~/lib/format";
import type { InboxAd, InboxRow } from "../manager.server";
import { SORT_LABELS, type InboxQuery } from "../manager-query";
import { stageLabel } from "../stages";
import { RejectionDialog, useRejectionConfirmation } from "./rejection-dialog";
import { BulkActions } from "./bulk-actions";
import { ResultNotice } from "./result-notice";
import { sourceMarkOf } from "./source-mark";

export const MANAGER_PATH = "/p/applications/bewerber-manager";
const STAGES_PATH = `${MANAGER_PATH}/phasen`;

export interface InboxViewProps {
  query: InboxQuery;
  rows: InboxRow[];
  total: number;
  pageSize: number;
  stageCounts: Record<string, number>;
  knockedOut: number;
  withdrawn: number;
  ads: InboxAd[];
  stages: readonly ApplicationStage[];
  result: { ok: boolean; message: string } | null;
  errors: Record<string, string>;
}

/** The address of the inbox with `change` applied to `query` (defaults left out). */
export function inboxHref(query: InboxQuery, change: Partial<InboxQuery>): string {
  const next = { ...query, seite: 1, ...change };
  const params = new URLSearchParams();
  if (next.inserat) params.set("inserat", String(next.inserat));
  if (next.phase) params.set("phase", next.phase);
  if (next.ansicht !== "aktiv") params.set("ansicht", next.ansicht);
  if (next.q) params.set("q", next.q);
  if (next.sortierung !== "neueste") params.set("sortierung", next.sortierung);
  if (next.ungelesen) params.set("ungelesen", "1");
  if (next.seite > 1) params.set("seite", String(next.seite));
  const search = params.toString();
  return search ? `${MANAGER_PATH}?${search}` : MANAGER_PATH;
}

/**
 * An ad as the inbox's filter names it, so that ads of the same title differ: title, number,
 * place, state, the day it went online (or was created) and its applications in the view, e.g.
 * "Buchhalter:in (m/w/d) · Nr. 1234 · Linz · Aktiv · veröffentlicht am 03.11.2026 · 5 Bewerbungen".
 */
export function adFilterLabel(ad: InboxAd): string {
  return [
    ad.title || "Ohne Titel",
    `Nr. ${ad.id}`,
    ...(ad.city ? [ad.city] : []),
    STATUS_LABELS[ad.status] ?? ad.status,
    ad.publishedAt ? `veröffentlicht am ${formatDate(ad.publishedAt)}` : `erstellt am ${formatDate(ad.createdAt)}`,
    `${formatInteger(ad.count)} ${ad.count === 1 ? "Bewerbung" : "Bewerbungen"}`,
  ].join(" · ");
}

export function Stars({ value }: { value: number | null }) {
  if (value === null) return <span className="text-slate-600">–</span>;
  return (
    <span>
      {/* A plain span may not carry a label (axe: aria-prohibited-attr): the words are its text. */}
      <span className="sr-only">{`${value.toLocaleString("de-AT")} von 5 Sternen`}</span>
      <span aria-hidden="true" className="text-amber-700">
        {"★".repeat(Math.round(value))}
      </span>
      <span aria-hidden="true" className="text-slate-400">
        {"★".repeat(5 - Math.round(value))}
      </span>
    </span>
  );
}

/**
 * The Bewerber-Manager's inbox (issue 15): across all ads or one, by stage, with the knocked-out
 * applications in their own view, search over names and CV text, sort, and bulk moves and
 * rejections of the selected rows. Native form elements: it renders cheaply and works without JS.
 */
export function InboxView(props: InboxViewProps) {
  const { query, rows, total, pageSize, stageCounts, knockedOut, withdrawn, ads, stages, result, errors } = props;
  // A row's link carries the list's query, as the board's cards do: previous/next follow the filter.
  const listSearch = inboxHref(query, {}).split("?")[1] ?? "";
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const bulkFormId = useId();
  const confirmation = useRejectionConfirmation((form) =>
    form.getAll("ids").flatMap((id) => rows.find((row) => String(row.id) === id)?.candidateName ?? []),
  );
  const active = query.ansicht === "aktiv" || query.ansicht === "alle";
  // Withdrawn applications have no personal data left and stay where they are: nothing to select.
  const selectable = query.ansicht !== "zurueckgezogen";
  const viewTabs: { key: InboxQuery["ansicht"]; label: string }[] = [
    { key: "aktiv", label: "Posteingang" },
    { key: "ausgeschieden", label: `Ausgeschieden (${formatInteger(knockedOut)})` },
    { key: "alle", label: "Alle" },
    { key: "zurueckgezogen", label: `Zurückgezogen (${formatInteger(withdrawn)})` },
  ];
  return (
    <div className="space-y-6">
      <ResultNotice result={result} />
      <Form
        method="get"
        action={MANAGER_PATH}
        className="flex flex-wrap items-end gap-4"
        aria-label="Bewerbungen filtern"
      >
        <div className="flex max-w-full min-w-0 flex-col gap-1.5">
          <label htmlFor="filter-inserat" className="text-sm font-medium text-slate-900">
            Inserat
          </label>
          <select id="filter-inserat" name="inserat" defaultValue={query.inserat ?? ""} className={FIELD_INPUT_CLASS}>
            <option value="">Alle Inserate</option>
            {ads.map((ad) => (
              <option key={ad.id} value={ad.id}>
                {adFilterLabel(ad)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-60 flex-1 flex-col gap-1.5">
          <label htmlFor="filter-q" className="text-sm font-medium text-slate-900">
            Suche in Name und Lebenslauf
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ""}
            maxLength={100}
            className={FIELD_INPUT_CLASS}
          />
        </div>
        <NativeSelect
          id="filter-sortierung"
          label="Sortierung"
          name="sortierung"
          value={query.sortierung}
          options={Object.entries(SORT_LABELS)}
        />
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="ungelesen" value="1" defaultChecked={query.ungelesen} className="size-4" />
          Nur ungelesene
        </label>
        {query.ansicht !== "aktiv" ? <input type="hidden" name="ansicht" value={query.ansicht} /> : null}
        {query.phase ? <input type="hidden" name="phase" value={query.phase} /> : null}
        <button type="submit" className={buttonClassName("secondary")}>
          Anzeigen
        </button>
      </Form>
      <nav aria-label="Ansicht" className="flex flex-wrap gap-2 border-b border-slate-300">
        {viewTabs.map((tab) => (
          <Link
            key={tab.key}
            to={inboxHref(query, { ansicht: tab.key, phase: undefined })}
            aria-current={query.ansicht === tab.key ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 font-medium ${query.ansicht === tab.key ? "border-brand-700 text-brand-900" : "border-transparent text-slate-700 hover:text-brand-800"}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        {active ? (
          <nav aria-label="Phasen" className="flex flex-wrap gap-2">
            <Link
              to={inboxHref(query, { phase: undefined })}
              aria-current={!query.phase ? "page" : undefined}
              className={`rounded-full border px-3 py-1 text-sm ${!query.phase ? "border-brand-700 bg-brand-50 font-semibold" : "border-slate-400"}`}
            >
              Alle Phasen
            </Link>
            {stages.map((stage) => (
              <Link
                key={stage.key}
                to={inboxHref(query, { phase: stage.key })}
                aria-current={query.phase === stage.key ? "page" : undefined}
                className={`rounded-full border px-3 py-1 text-sm ${query.phase === stage.key ? "border-brand-700 bg-brand-50 font-semibold" : "border-slate-400"}`}
              >
                {stage.label} ({formatInteger(stageCounts[stage.key] ?? 0)})
              </Link>
            ))}
          </nav>
        ) : null}
        <Link to={STAGES_PATH} className="font-semibold text-brand-700 underline">
          Phasen bearbeiten
        </Link>
      </div>
      {query.inserat ? (
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={`${MANAGER_PATH}/inserate/${query.inserat}`} className="font-semibold text-brand-700 underline">
            Als Pipeline anzeigen
          </Link>
          <Link
            to={`${MANAGER_PATH}/inserate/${query.inserat}/fragen`}
            className="font-semibold text-brand-700 underline"
          >
            Fragen und K.-o.-Kriterien dieses Inserats bearbeiten
          </Link>
          <Link
            to={`${MANAGER_PATH}/inserate/${query.inserat}/bewertungskriterien`}
            className="font-semibold text-brand-700 underline"
          >
            Bewertungskriterien
          </Link>
          <a
            href={`${MANAGER_PATH}/inserate/${query.inserat}/export?format=csv`}
            className="font-semibold text-brand-700 underline"
            download
          >
            Als CSV exportieren
          </a>
          <a
            href={`${MANAGER_PATH}/inserate/${query.inserat}/export?format=zip`}
            className="font-semibold text-brand-700 underline"
            download
          >
            Mit Unterlagen als ZIP exportieren
          </a>
        </p>
      ) : null}
      <Form
        method="post"
        id={bulkFormId}
        onSubmit={confirmation.onSubmit}
        aria-label="Ausgewählte Bewerbungen bearbeiten"
      >
        <p className="mb-2 text-slate-700" aria-live="polite">
          {formatInteger(total)} {total === 1 ? "Bewerbung" : "Bewerbungen"}
        </p>
        {rows.length === 0 ? (
          <p className="rounded-md border border-slate-300 p-6 text-slate-700">
            {query.q || query.phase || query.ungelesen
              ? "Keine Bewerbung passt zu diesen Filtern."
              : query.ansicht === "zurueckgezogen"
                ? "Keine Bewerbung wurde zurückgezogen."
                : "Noch keine Bewerbungen. Sobald sich jemand über das Portal bewirbt, erscheint die Bewerbung hier."}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">Bewerbungen</caption>
              <thead>
                <tr className="border-b border-slate-400 text-sm text-slate-700">
                  {selectable ? (
                    <th scope="col" className="w-10 p-2">
                      <span className="sr-only">Auswahl</span>
                    </th>
                  ) : null}
                  <th scope="col" className="p-2">
                    Name
                  </th>
                  <th scope="col" className="p-2">
                    Stelle
                  </th>
                  <th scope="col" className="p-2">
                    Phase
                  </th>
                  <th scope="col" className="p-2">
                    Bewertung
                  </th>
                  <th scope="col" className="p-2">
                    Eingegangen
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-slate-200">
                    {selectable ? (
                      <td className="p-2">
                        <input
                          type="checkbox"
                          name="ids"
                          value={row.id}
                          aria-label={`${row.candidateName} auswählen`}
                          className="size-4"
                        />
                      </td>
                    ) : null}
                    <td className="p-2">
                      <Link
                        to={`${MANAGER_PATH}/${row.id}${listSearch ? `?${listSearch}` : ""}`}
                        className={`text-brand-800 underline ${row.unread ? "font-bold" : ""}`}
                      >
                        {row.candidateName}
                      </Link>
                      {row.unread ? (
                        <span className="ml-2 rounded bg-brand-700 px-1.5 text-xs text-white">Neu</span>
                      ) : null}
                      {sourceMarkOf(row.source) ? (
                        <span className="ml-2 rounded border border-slate-400 px-1.5 text-xs">
                          {sourceMarkOf(row.source)}
                        </span>
                      ) : null}
                      {row.knockedOut ? (
                        <span className="ml-2 rounded border border-red-700 px-1.5 text-xs text-red-800">K.-o.</span>
                      ) : null}
                      {row.duplicateOf === null ? null : (
                        <Link
                          to={`${MANAGER_PATH}/${row.duplicateOf}#doppelt-spaeter`}
                          className="ml-2 rounded border border-amber-700 px-1.5 text-xs text-amber-900 underline"
                        >
                          Mögliche Doppelbewerbung
                        </Link>
                      )}
                    </td>
                    <td className="p-2">{row.jobTitle}</td>
                    <td className="p-2">
                      {row.withdrawn ? "Zurückgezogen" : stageLabel(stages, row.stage)}
                      {row.plannedRejectionAt ? (
                        <span className="block text-sm text-amber-900">
                          Absage geplant für {formatDateTime(row.plannedRejectionAt)} Uhr
                        </span>
                      ) : null}
                    </td>
                    <td className="p-2">
                      <Stars value={row.stars} />
                    </td>
                    <td className="p-2 tabular-nums">{formatDate(row.receivedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {errors.ids ? (
          <p role="alert" className="mt-2 text-red-800">
            {errors.ids}
          </p>
        ) : null}
        {rows.length > 0 && selectable ? (
          <div className="mt-4">
            <BulkActions idPrefix="bulk" stages={stages} errors={errors} />
          </div>
        ) : null}
      </Form>
      <RejectionDialog
        question={confirmation.question}
        formId={bulkFormId}
        rejectedLabel={stages.find((stage) => stage.kind === "rejected")?.label ?? "Abgesagt"}
        onClose={confirmation.close}
      />
      {pages > 1 ? (
        <nav aria-label="Seiten" className="flex items-center gap-4">
          {query.seite > 1 ? (
            <Link to={inboxHref(query, { seite: query.seite - 1 })} className="underline">
              Vorherige Seite
            </Link>
          ) : null}
          <span>
            Seite {query.seite} von {pages}
          </span>
          {query.seite < pages ? (
            <Link to={inboxHref(query, { seite: query.seite + 1 })} className="underline">
              Nächste Seite
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
