import { useState } from "react";
import { href, Link, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonClassName } from "~/components/ui/button-styles";
import { Modal } from "~/components/ui/modal";
import type { TableColumn } from "~/components/ui/table";
import { formatDate, formatDateTime, formatInteger } from "~/lib/format";
import { credits } from "../components/product-step-form";
import { FORM_STEPS, type FormStep } from "../form-steps";
import { isDraft, JOB_AD_STATUSES, type JobAdStatus } from "../lifecycle";
import { JobAdList, type SharedListColumn } from "./list-controls";
import { LIST_ACTION_TEXTS, type ListAction, type ListSearch } from "./list-query";
import { StatusPill } from "./status-pill";

export interface JobAdListItem {
  id: number;
  title: string;
  status: JobAdStatus;
  city: string | null;
  productName: string | null;
  expiresAt: Date | null;
  completedSteps: FormStep[];
  pushesLeft: number;
  views30: number;
  applications30: number;
  actions: ListAction[];
  /** QA sent the ad back: why, to be read in the row. */
  rejection: { reasons: string[]; message: string; at: Date } | null;
  /** What "Verlängern" costs and until when the ad then runs. */
  prolongation: { credits: number; expiresAt: Date } | null;
  /** The ad's public page while it is online. */
  publicPath: string | null;
}

interface Props {
  search: ListSearch;
  total: number;
  counts: Partial<Record<JobAdStatus, number>>;
  canCreate: boolean;
  balance: number;
  rows: JobAdListItem[];
  result: { ok: boolean; message: string } | undefined;
}

/** Where the title links: the first open step of a draft, otherwise the summary. */
function adHref(ad: JobAdListItem): string {
  const open = FORM_STEPS.find((step) => !ad.completedSteps.includes(step));
  return href(`/p/jobs/:id/${isDraft(ad.status) && open ? open : "summary"}` as const, { id: String(ad.id) });
}

function listHref(search: ListSearch, changes: Partial<ListSearch>): string {
  const next = { ...search, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.status) params.set("status", next.status);
  if (next.q) params.set("q", next.q);
  if (next.sort !== "updated") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `/p/jobs?${query}` : "/p/jobs";
}

/**
 * The company's job ads: state filter with counts, search, sort, paging, each ad's key figures
 * and the actions its state allows, each confirmed in a dialog. Works without JavaScript as GET
 * forms and links; the dialog needs it.
 */
export function JobAdListView({ search, total, counts, canCreate, balance, rows, result }: Props) {
  const [pending, setPending] = useState<{ ad: JobAdListItem; action: ListAction } | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";

  const allCount = JOB_AD_STATUSES.filter((s) => s !== "deleted").reduce((n, s) => n + (counts[s] ?? 0), 0);

  const columns: Array<TableColumn<JobAdListItem> | SharedListColumn> = [
    {
      key: "title",
      header: "Titel",
      isRowHeader: true,
      render: (ad) => (
        <span className="flex flex-col">
          <Link to={adHref(ad)} className="text-brand-700 underline-offset-2 hover:underline">
            {ad.title || "Ohne Titel"}
          </Link>
          <span className="text-xs font-normal text-slate-600">
            Nr. {ad.id}
            {ad.city ? ` · ${ad.city}` : ""}
            {ad.productName ? ` · ${ad.productName}` : ""}
            {ad.publicPath ? (
              <>
                {" · "}
                <Link
                  to={ad.publicPath}
                  aria-label={`Öffentliche Ansicht: ${ad.title}`}
                  className="text-brand-700 underline underline-offset-2"
                >
                  Öffentliche Ansicht
                </Link>
              </>
            ) : null}
          </span>
        </span>
      ),
    },
    {
      key: "status",
      header: "Status",
      render: (ad) =>
        ad.rejection ? (
          <span className="flex flex-col items-start gap-1">
            <StatusPill status={ad.status} />
            <strong className="text-sm text-red-800">Abgelehnt – bitte überarbeiten</strong>
            <details className="text-sm">
              <summary className="cursor-pointer text-brand-700 underline underline-offset-2">Gründe anzeigen</summary>
              <p className="mt-1 text-slate-700">Geprüft am {formatDateTime(ad.rejection.at)}.</p>
              <ul
                className="mt-1 list-disc pl-5"
                aria-label={`Gründe der Ablehnung: ${ad.title || `Inserat ${ad.id}`}`}
              >
                {ad.rejection.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              {ad.rejection.message ? <p className="mt-1 whitespace-pre-line">{ad.rejection.message}</p> : null}
              <Link to={adHref(ad)} className="mt-1 inline-block text-brand-700 underline underline-offset-2">
                Inserat überarbeiten
              </Link>
            </details>
          </span>
        ) : (
          <StatusPill status={ad.status} />
        ),
    },
    {
      key: "expiresAt",
      header: "Online bis",
      render: (ad) => (ad.expiresAt ? formatDate(ad.expiresAt) : "–"),
    },
    { key: "views30", header: "Aufrufe (30 Tage)", align: "end", render: (ad) => formatInteger(ad.views30) },
    "applications30",
    {
      key: "actions",
      header: "Aktionen",
      render: (ad) =>
        ad.actions.length === 0 ? (
          <span className="text-slate-600">–</span>
        ) : (
          <span className="flex flex-wrap gap-2">
            {/* The destructive action comes last and is not the most prominent. */}
            {[...ad.actions.filter((a) => a !== "delete"), ...ad.actions.filter((a) => a === "delete")].map(
              (action) => (
                // Native buttons: twenty rows of React Aria buttons cost more server render time than the table.
                <button
                  key={action}
                  type="button"
                  className={buttonClassName(action === "delete" ? "danger-outline" : "secondary", "sm")}
                  onClick={() => setPending({ ad, action })}
                  aria-label={`${LIST_ACTION_TEXTS[action].label}: ${ad.title || `Inserat ${ad.id}`}`}
                >
                  {LIST_ACTION_TEXTS[action].label}
                  {action === "push" ? ` (${ad.pushesLeft})` : ""}
                </button>
              ),
            )}
          </span>
        ),
    },
  ];

  return (
    <JobAdList
      titleId="jobs-title"
      heading={
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 id="jobs-title" className="text-2xl font-bold text-brand-900">
            Meine Inserate
          </h1>
          {canCreate ? (
            <Link to="/p/jobs/create" className={buttonClassName("primary", "md")}>
              Neues Inserat schalten
            </Link>
          ) : null}
        </div>
      }
      result={result}
      search={search}
      counts={counts}
      allCount={allCount}
      total={total}
      statusHref={(status) => listHref(search, { status })}
      pageHref={(page) => listHref(search, { page })}
      caption={`Inserate Ihres Unternehmens: ${formatInteger(total)} Treffer`}
      columns={columns}
      rows={rows}
      emptyState="Sie haben noch keine Inserate. Legen Sie jetzt Ihr erstes an."
    >
      <Modal
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={pending ? LIST_ACTION_TEXTS[pending.action].title : ""}
        footer={
          <>
            <Button variant="secondary" slot="close">
              Abbrechen
            </Button>
            <Button
              isPending={submitting}
              onPress={() => {
                if (!pending) return;
                void submit({ intent: pending.action, id: String(pending.ad.id) }, { method: "post" });
                setPending(null);
              }}
            >
              {pending ? LIST_ACTION_TEXTS[pending.action].label : ""}
            </Button>
          </>
        }
      >
        {pending ? (
          <div className="flex flex-col gap-2">
            <p className="font-semibold">{pending.ad.title || `Inserat ${pending.ad.id}`}</p>
            <p>{LIST_ACTION_TEXTS[pending.action].body}</p>
            {pending.action === "prolong" && pending.ad.prolongation ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt>Kosten</dt>
                <dd className="font-semibold">{credits(pending.ad.prolongation.credits)}</dd>
                <dt>Neues Enddatum</dt>
                <dd className="font-semibold">{formatDate(pending.ad.prolongation.expiresAt)}</dd>
                <dt>Guthaben danach</dt>
                <dd>{credits(balance - pending.ad.prolongation.credits)}</dd>
              </dl>
            ) : null}
          </div>
        ) : null}
      </Modal>
    </JobAdList>
  );
}
