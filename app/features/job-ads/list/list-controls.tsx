import { useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "~/components/ui/field-styles";
import { NativeSelect } from "~/components/ui/native-select";
import { ListPager } from "~/components/ui/list-pager";
import { Notification } from "~/components/ui/notification";
import { Table, type TableColumn } from "~/components/ui/table";
import { formatInteger } from "~/lib/format";
import { SEARCH_MAX_LENGTH } from "~/lib/request-params";
import { STATUS_LABELS } from "../labels";
import { JOB_AD_STATUSES, type JobAdStatus } from "../lifecycle";
import { LIST_PAGE_SIZE, LIST_SORT_LABELS, type ListSearch } from "./list-query";
import { StatusPill } from "./status-pill";

/**
 * The controls every job-ad list shares (the company's own list and staff's list of a company):
 * state filter with counts, search and sort, paging. Each list says where a link leads.
 */

function StatusFilterNav({
  search,
  counts,
  allCount,
  hrefFor,
}: {
  search: ListSearch;
  counts: Partial<Record<JobAdStatus, number>>;
  allCount: number;
  hrefFor: (status: JobAdStatus | undefined) => string;
}) {
  const filters: Array<{ status: JobAdStatus | undefined; label: string; count: number }> = [
    { status: undefined, label: "Alle", count: allCount },
    ...JOB_AD_STATUSES.map((status) => ({
      status,
      label: STATUS_LABELS[status] ?? status,
      count: counts[status] ?? 0,
    })),
  ];
  return (
    <nav aria-label="Nach Status filtern">
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const current = filter.status === search.status;
          return (
            <li key={filter.label}>
              <Link
                to={hrefFor(filter.status)}
                aria-current={current ? "page" : undefined}
                className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm ${current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"}`}
              >
                {filter.label}
                <span className="tabular-nums">({formatInteger(filter.count)})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A GET form: the state filter stays, search text and sort come from the fields. Native controls:
 * a headless select would render a hidden copy of its options on the server for every request,
 * and a GET form needs nothing beyond what the browser gives (issue 17 §2).
 */
function ListSearchForm({ search }: { search: ListSearch }) {
  return (
    <Form method="get" role="search" aria-label="Inserate durchsuchen" className="flex flex-wrap items-end gap-3">
      {search.status ? <input type="hidden" name="status" value={search.status} /> : null}
      <div className={`${FIELD_ROOT_CLASS} min-w-64 flex-1`}>
        <label htmlFor="job-list-q" className="text-sm font-medium text-slate-900">
          Suche
        </label>
        <input
          id="job-list-q"
          name="q"
          type="search"
          defaultValue={search.q ?? ""}
          placeholder="Titel, Ort, Berufsfeld oder Nr."
          maxLength={SEARCH_MAX_LENGTH}
          className={FIELD_INPUT_CLASS}
        />
      </div>
      <NativeSelect
        id="job-list-sort"
        label="Sortierung"
        name="sort"
        value={search.sort}
        options={Object.entries(LIST_SORT_LABELS)}
        className="w-56"
      />
      <button type="submit" className={buttonClassName("secondary")}>
        Anwenden
      </button>
    </Form>
  );
}

/** A column every job-ad list shows alike, named by its key: the ad's state, its recent applications. */
export type SharedListColumn = "status" | "applications30";

const SHARED_COLUMNS: Record<SharedListColumn, TableColumn<SharedListRow>> = {
  status: { key: "status", header: "Status", render: (ad) => <StatusPill status={ad.status} /> },
  applications30: {
    key: "applications30",
    header: "Bewerbungen (30 Tage)",
    align: "end",
    render: (ad) => formatInteger(ad.applications30),
  },
};

/** What a row of every job-ad list has. */
interface SharedListRow {
  id: number;
  status: JobAdStatus;
  /** Applications received in the last 30 days: a count, never who (issue 15). */
  applications30: number;
}

/**
 * A job-ad list as both surfaces lay it out (the company's own list and staff's list of a
 * company): heading, the answer to the last action (dismissable), state filter with counts,
 * search and sort, the table (or, when nothing matches the filter, the German hint;
 * `emptyState` when there are no ads at all), paging, and what the surface adds below. The
 * surface brings its columns (the shared ones by name), where each link leads and its actions.
 */
export function JobAdList<Row extends SharedListRow>({
  titleId,
  heading,
  result,
  search,
  counts,
  allCount,
  total,
  statusHref,
  pageHref,
  caption,
  columns,
  rows,
  emptyState,
  children = null,
}: {
  /** The id of the heading's title element, which names the section. */
  titleId: string;
  heading: ReactNode;
  /** The answer to the last action on the list. */
  result: { ok: boolean; message: string } | undefined;
  search: ListSearch;
  counts: Partial<Record<JobAdStatus, number>>;
  allCount: number;
  total: number;
  statusHref: (status: JobAdStatus | undefined) => string;
  pageHref: (page: number) => string;
  caption: string;
  columns: ReadonlyArray<TableColumn<Row> | SharedListColumn>;
  rows: Row[];
  emptyState: string;
  children?: ReactNode;
}) {
  // Each action answer is a new object, so closing hides only the answer it belongs to.
  const [dismissed, setDismissed] = useState<typeof result>();
  const notice = result !== dismissed ? result : undefined;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6">
      {heading}

      {notice ? (
        <Notification
          tone={notice.ok ? "success" : "error"}
          title={notice.message}
          onClose={() => setDismissed(result)}
        />
      ) : null}

      <StatusFilterNav search={search} counts={counts} allCount={allCount} hrefFor={statusHref} />
      <ListSearchForm search={search} />
      <Table
        caption={caption}
        columns={columns.map((column) => (typeof column === "string" ? SHARED_COLUMNS[column] : column))}
        rows={rows}
        getRowKey={(row) => row.id}
        emptyState={search.q || search.status ? "Keine Inserate passen zu Ihrer Auswahl." : emptyState}
      />
      <ListPager page={search.page} pages={pages} hrefFor={pageHref} />

      {children}
    </section>
  );
}
