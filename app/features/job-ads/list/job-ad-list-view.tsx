import { useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonClassName } from "~/components/ui/button-styles";
import { Modal } from "~/components/ui/modal";
import { Notification } from "~/components/ui/notification";
import { Select } from "~/components/ui/select";
import { Table, type TableColumn } from "~/components/ui/table";
import { TextField } from "~/components/ui/text-field";
import { formatDate, formatInteger } from "~/lib/format";
import { FORM_STEPS, type FormStep } from "../form-steps";
import { STATUS_LABELS } from "../labels";
import { JOB_AD_STATUSES, type JobAdStatus } from "../lifecycle";
import { LIST_ACTION_TEXTS, LIST_PAGE_SIZE, LIST_SORT_LABELS, type ListAction, type ListSearch } from "./list-query";
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
}

interface Props {
  search: ListSearch;
  total: number;
  counts: Partial<Record<JobAdStatus, number>>;
  canCreate: boolean;
  rows: JobAdListItem[];
  result: { ok: boolean; message: string } | undefined;
}

/** Where the title links: the first open step of a draft, otherwise the summary. */
function adHref(ad: JobAdListItem): string {
  const open = FORM_STEPS.find((step) => !ad.completedSteps.includes(step));
  return `/p/jobs/${ad.id}/${ad.status === "draft" && open ? open : "summary"}`;
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
export function JobAdListView({ search, total, counts, canCreate, rows, result }: Props) {
  const [pending, setPending] = useState<{ ad: JobAdListItem; action: ListAction } | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  // Each action answer is a new object, so closing hides only the answer it belongs to.
  const [dismissed, setDismissed] = useState<Props["result"]>();
  const notice = result !== dismissed ? result : undefined;

  const allCount = JOB_AD_STATUSES.filter((s) => s !== "deleted").reduce((n, s) => n + (counts[s] ?? 0), 0);
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

  const columns: TableColumn<JobAdListItem>[] = [
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
          </span>
        </span>
      ),
    },
    { key: "status", header: "Status", render: (ad) => <StatusPill status={ad.status} /> },
    {
      key: "expiresAt",
      header: "Online bis",
      render: (ad) => (ad.expiresAt ? formatDate(ad.expiresAt) : "–"),
    },
    { key: "views30", header: "Aufrufe (30 Tage)", align: "end", render: (ad) => formatInteger(ad.views30) },
    {
      key: "applications30",
      header: "Bewerbungen (30 Tage)",
      align: "end",
      render: (ad) => formatInteger(ad.applications30),
    },
    {
      key: "actions",
      header: "Aktionen",
      render: (ad) =>
        ad.actions.length === 0 ? (
          <span className="text-slate-600">–</span>
        ) : (
          <span className="flex flex-wrap gap-2">
            {ad.actions.map((action) => (
              // Native buttons: twenty rows of React Aria buttons cost more server render time than the table.
              <button
                key={action}
                type="button"
                className={buttonClassName(action === "delete" ? "danger" : "secondary", "sm")}
                onClick={() => setPending({ ad, action })}
                aria-label={`${LIST_ACTION_TEXTS[action].label}: ${ad.title || `Inserat ${ad.id}`}`}
              >
                {LIST_ACTION_TEXTS[action].label}
                {action === "push" ? ` (${ad.pushesLeft})` : ""}
              </button>
            ))}
          </span>
        ),
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
    <section aria-labelledby="jobs-title" className="flex flex-col gap-6">
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
                  to={listHref(search, { status: filter.status })}
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
        caption={`Inserate Ihres Unternehmens: ${formatInteger(total)} Treffer`}
        columns={columns}
        rows={rows}
        getRowKey={(ad) => ad.id}
        emptyState={
          search.q || search.status
            ? "Keine Inserate passen zu Ihrer Auswahl."
            : "Sie haben noch keine Inserate. Legen Sie jetzt Ihr erstes an."
        }
      />

      {pages > 1 ? (
        <nav aria-label="Seiten" className="flex items-center justify-between gap-4">
          {search.page > 1 ? (
            <Link to={listHref(search, { page: search.page - 1 })} className={buttonClassName("secondary", "sm")}>
              Vorherige Seite
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-700">
            Seite {formatInteger(search.page)} von {formatInteger(pages)}
          </p>
          {search.page < pages ? (
            <Link to={listHref(search, { page: search.page + 1 })} className={buttonClassName("secondary", "sm")}>
              Nächste Seite
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

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
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
