import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { Notification } from "~/components/ui/notification";
import type { TableColumn } from "~/components/ui/table";
import { formatDate, formatInteger } from "~/lib/format";
import type { JobAdStatus } from "~/features/job-ads/lifecycle";
import type { ListSearch } from "~/features/job-ads/list/list-query";
import { AuditPanel, type AuditPanelProps } from "./audit-panel";
import { ORIGIN_LABELS } from "./company-labels";
import { StaffActionDialog, type PendingStaffAction } from "./staff-action-dialog";
import { STAFF_ACTION_TEXTS, type StaffPageIntent } from "./staff-action-texts";
import { companyJobsPath, serviceEntryPath } from "../service-entry";

export interface CompanyJobRow {
  id: number;
  title: string;
  status: JobAdStatus;
  origin: string;
  city: string | null;
  productName: string | null;
  publishedAt: Date | null;
  expiresAt: Date | null;
  /** Applications received in the last 30 days: a count, never who (issue 15). */
  applications30: number;
  actions: StaffPageIntent[];
  canEdit: boolean;
}

/**
 * What the staff's list brings to the job-ad list's layout (job-ads' `JobAdList`, which the route
 * passes with the rows, counts and total): its heading, columns (the shared ones by name), links,
 * the answer to its last action and what it shows below.
 */
export interface StaffListLayout {
  titleId: string;
  heading: ReactNode;
  result: { ok: boolean; message: string } | undefined;
  allCount: number;
  statusHref: (status: JobAdStatus | undefined) => string;
  pageHref: (page: number) => string;
  caption: string;
  columns: Array<TableColumn<CompanyJobRow> | "status" | "applications30">;
  emptyState: string;
  children: ReactNode;
}

interface Props {
  companyId: number;
  search: ListSearch;
  openAdId: number | null;
  counts: Partial<Record<JobAdStatus, number>>;
  total: number;
  openedAd: AuditPanelProps["ad"] | null;
  result: StaffListLayout["result"];
  /** The job-ad list's layout, given by the route. */
  list: (layout: StaffListLayout) => ReactNode;
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
  return `${companyJobsPath(companyId)}${text ? `?${text}` : ""}${hash}`;
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
export function CompanyJobList({ companyId, search, openAdId, counts, total, openedAd, result, list }: Props) {
  const [pending, setPending] = useState<PendingStaffAction | null>(null);
  const query: Query = { ...search, ad: openAdId };
  const allCount = Object.values(counts).reduce((sum, n) => sum + n, 0);

  const columns: StaffListLayout["columns"] = [
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
    "status",
    { key: "run", header: "Laufzeit", render: (ad) => <RunCell ad={ad} /> },
    "applications30",
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
                to={serviceEntryPath(companyId, ad.id)}
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

  return list({
    titleId: "company-jobs-title",
    heading: (
      <h2 id="company-jobs-title" className="text-xl font-semibold text-slate-900">
        Inserate
      </h2>
    ),
    result,
    allCount,
    statusHref: (status) => jobsHref(companyId, { ...query, status, page: 1, ad: null }),
    pageHref: (page) => jobsHref(companyId, { ...query, page, ad: null }),
    caption: `Inserate des Unternehmens: ${formatInteger(total)} Treffer`,
    columns,
    emptyState: "Dieses Unternehmen hat keine Inserate.",
    children: (
      <>
        {openedAd ? (
          <AuditPanel ad={openedAd} closeHref={jobsHref(companyId, { ...query, ad: null })} />
        ) : openAdId !== null ? (
          <Notification tone="warning" title={`Das Inserat Nr. ${openAdId} gibt es bei diesem Unternehmen nicht.`} />
        ) : null}

        <StaffActionDialog pending={pending} onClose={() => setPending(null)} />
      </>
    ),
  });
}
