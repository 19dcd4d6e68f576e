import { useState } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonClassName } from "~/components/ui/button-styles";
import { Notification } from "~/components/ui/notification";
import { Select } from "~/components/ui/select";
import { Table, type TableColumn } from "~/components/ui/table";
import { TextField } from "~/components/ui/text-field";
import { formatDate, formatInteger } from "~/lib/format";
import { STATUS_LABELS } from "~/features/job-ads/labels";
import { JOB_AD_STATUSES, type JobAdStatus } from "~/features/job-ads/lifecycle";
import { LIST_PAGE_SIZE, LIST_SORT_LABELS, type ListSearch } from "~/features/job-ads/list/list-query";
import { StatusPill } from "~/features/job-ads/list/status-pill";
import { AuditPanel, type AuditPanelProps } from "./audit-panel";
import { ORIGIN_LABELS } from "./company-labels";
import { StaffActionDialog, type PendingStaffAction } from "./staff-action-dialog";
import { STAFF_ACTION_TEXTS, type StaffPageIntent } from "./staff-action-texts";

export interface CompanyJobRow {
  id: number;
  title: string;
  status: JobAdStatus;
  origin: string;
  city: string | null;
  productName: string | null;
  publishedAt: Date | null;
  expiresAt: Date | null;
  actions: StaffPageIntent[];
  canEdit: boolean;
}

interface Props {
  companyId: number;
  search: ListSearch;
  openAdId: number | null;
  counts: Partial<Record<JobAdStatus, number>>;
  total: number;
  rows: CompanyJobRow[];
  openedAd: AuditPanelProps["ad"] | null;
  result: { ok: boolean; message: string } | undefined;
}

type Query = ListSearch & { ad: number | null };

function jobsHref(companyId: number, query: Query, hash = ""): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  if (query.sort !== "updated") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  if (query.ad !== null) params.set("ad", String(query.ad));
  const text = params.toString();
  return `/p/internal/companies/${companyId}/jobs${text ? `?${text}` : ""}${hash}`;
}

function RunCell({ ad }: { ad: CompanyJobRow }) {
  if (!ad.publishedAt && !ad.expiresAt) return <span className="text-slate-600">–</span>;
  return (
    <span className="flex flex-col text-sm whitespace-nowrap">
      {ad.publishedAt ? <span>seit {formatDate(ad.publishedAt)}</span> : null}
      {ad.expiresAt ? <span>bis {formatDate(ad.expiresAt)}</span> : null}
    </span>
  );
}

/**
 * A company's ads as staff see them: every state with counts, search, sort and paging in the
 * URL; per ad the actions this staff member may take now (each confirmed in a dialog), the
 * editor link where allowed, and its audit log and history on demand.
 */
export function CompanyJobList({ companyId, search, openAdId, counts, total, rows, openedAd, result }: Props) {
  const [pending, setPending] = useState<PendingStaffAction | null>(null);
  // Each action answer is a new object, so closing hides only the answer it belongs to.
  const [dismissed, setDismissed] = useState<Props["result"]>();
  const notice = result !== dismissed ? result : undefined;
  const query: Query = { ...search, ad: openAdId };
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const allCount = Object.values(counts).reduce((sum, n) => sum + n, 0);

  const columns: TableColumn<CompanyJobRow>[] = [
    { key: "id", header: "Nr.", align: "end", render: (ad) => String(ad.id) },
    {
      key: "title",
      header: "Titel",
      isRowHeader: true,
      render: (ad) => (
        <span className="flex flex-col">
          <span>{ad.title || "Ohne Titel"}</span>
          <span className="text-xs font-normal text-slate-600">
            {[ad.city, ad.productName].filter(Boolean).join(" · ")}
          </span>
        </span>
      ),
    },
    { key: "origin", header: "Herkunft", render: (ad) => ORIGIN_LABELS[ad.origin] ?? ad.origin },
    { key: "status", header: "Status", render: (ad) => <StatusPill status={ad.status} /> },
    { key: "run", header: "Laufzeit", render: (ad) => <RunCell ad={ad} /> },
    {
      key: "actions",
      header: "Aktionen",
      render: (ad) => {
        const name = `Nr. ${ad.id}`;
        return (
          <span className="flex flex-wrap gap-2">
            {ad.actions.map((action) => (
              // Native buttons: a page of React Aria buttons costs more server render time than the table.
              <button
                key={action}
                type="button"
                className={buttonClassName("secondary", "sm")}
                onClick={() => setPending({ ad: { id: ad.id, title: ad.title }, action })}
                aria-label={`${STAFF_ACTION_TEXTS[action].label}: ${name}`}
              >
                {STAFF_ACTION_TEXTS[action].label}
              </button>
            ))}
            {ad.canEdit ? (
              <Link
                to={`/p/internal/companies/${companyId}/jobs/${ad.id}`}
                className={buttonClassName("ghost", "sm")}
                aria-label={`Bearbeiten: ${name}`}
              >
                Bearbeiten
              </Link>
            ) : null}
            <Link
              to={jobsHref(companyId, { ...query, ad: ad.id }, "#verlauf")}
              className={buttonClassName("ghost", "sm")}
              aria-label={`Verlauf: ${name}`}
            >
              Verlauf
            </Link>
          </span>
        );
      },
    },
  ];

  const filters: Array<{ status: JobAdStatus | undefined; label: string; count: number }> = [
    { status: undefined, label: "Alle", count: allCount },
    ...JOB_AD_STATUSES.map((status) => ({
      status,
      label: STATUS_LABELS[status] ?? status,
      count: counts[status] ?? 0,
    })),
  ];

  return (
    <section aria-labelledby="company-jobs-title" className="flex flex-col gap-6">
      <h2 id="company-jobs-title" className="text-xl font-semibold text-slate-900">
        Inserate
      </h2>

      {notice ? (
        <Notification
          tone={notice.ok ? "success" : "error"}
          title={notice.message}
          onClose={() => setDismissed(result)}
        />
      ) : null}

      <nav aria-label="Nach Status filtern">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const current = filter.status === search.status;
            return (
              <li key={filter.label}>
                <Link
                  to={jobsHref(companyId, { ...query, status: filter.status, page: 1, ad: null })}
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

      <Form method="get" role="search" aria-label="Inserate durchsuchen" className="flex flex-wrap items-end gap-3">
        {search.status ? <input type="hidden" name="status" value={search.status} /> : null}
        <div className="min-w-64 flex-1">
          <TextField
            label="Suche"
            name="q"
            type="search"
            defaultValue={search.q ?? ""}
            placeholder="Titel, Ort, Berufsfeld oder Nr."
            maxLength={100}
          />
        </div>
        <div className="w-56">
          <Select
            label="Sortierung"
            name="sort"
            defaultValue={search.sort}
            options={Object.entries(LIST_SORT_LABELS).map(([id, label]) => ({ id, label }))}
          />
        </div>
        <Button type="submit" variant="secondary">
          Anwenden
        </Button>
      </Form>

      <Table
        caption={`Inserate des Unternehmens: ${formatInteger(total)} Treffer`}
        columns={columns}
        rows={rows}
        getRowKey={(ad) => ad.id}
        emptyState={
          search.q || search.status
            ? "Keine Inserate passen zu Ihrer Auswahl."
            : "Dieses Unternehmen hat keine Inserate."
        }
      />

      {pages > 1 ? (
        <nav aria-label="Seiten" className="flex items-center justify-between gap-4">
          {search.page > 1 ? (
            <Link
              to={jobsHref(companyId, { ...query, page: search.page - 1, ad: null })}
              className={buttonClassName("secondary", "sm")}
            >
              Vorherige Seite
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-700">
            Seite {formatInteger(Math.min(search.page, pages))} von {formatInteger(pages)}
          </p>
          {search.page < pages ? (
            <Link
              to={jobsHref(companyId, { ...query, page: search.page + 1, ad: null })}
              className={buttonClassName("secondary", "sm")}
            >
              Nächste Seite
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      {openedAd ? (
        <AuditPanel ad={openedAd} closeHref={jobsHref(companyId, { ...query, ad: null })} />
      ) : openAdId !== null ? (
        <Notification tone="warning" title={`Das Inserat Nr. ${openAdId} gibt es bei diesem Unternehmen nicht.`} />
      ) : null}

      <StaffActionDialog pending={pending} onClose={() => setPending(null)} />
    </section>
  );
}
