import { Form, Link } from "react-router";
import { CHANNEL_LABELS, DISTRIBUTION_CHANNELS, type DistributionChannel } from "@auth/user";
import { Button } from "~/components/ui/button";
import { buttonClassName } from "~/components/ui/button-styles";
import { Notification } from "~/components/ui/notification";
import { Select } from "~/components/ui/select";
import { Table, type TableColumn } from "~/components/ui/table";
import { TextField } from "~/components/ui/text-field";
import { formatInteger } from "~/lib/format";
import { STATUS_LABELS } from "~/features/job-ads/labels";
import { JOB_AD_STATUSES, type JobAdStatus } from "~/features/job-ads/lifecycle";
import { companyJobsPath } from "../service-entry";

export interface CompanyListItem {
  id: number;
  fullName: string;
  city: string;
  channel: DistributionChannel;
  creditBalance: number;
  adsByStatus: Partial<Record<JobAdStatus, number>>;
}

interface Props {
  search: { q: string; channel: DistributionChannel | null; page: number };
  error: string | null;
  rows: CompanyListItem[];
  total: number;
  pageSize: number;
}

function listHref(search: Props["search"], page: number): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.channel) params.set("channel", search.channel);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/p/internal/companies?${query}` : "/p/internal/companies";
}

function AdsByStatus({ counts }: { counts: CompanyListItem["adsByStatus"] }) {
  const present = JOB_AD_STATUSES.filter((status) => (counts[status] ?? 0) > 0);
  if (present.length === 0) return <span className="text-slate-600">keine</span>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
      {present.map((status) => (
        <li key={status} className="whitespace-nowrap">
          {STATUS_LABELS[status]}:{" "}
          <span className="font-semibold tabular-nums">{formatInteger(counts[status] ?? 0)}</span>
        </li>
      ))}
    </ul>
  );
}

const columns: TableColumn<CompanyListItem>[] = [
  {
    key: "fullName",
    header: "Unternehmen",
    isRowHeader: true,
    render: (company) => (
      <Link to={companyJobsPath(company.id)} className="text-brand-700 underline-offset-2 hover:underline">
        {company.fullName}
      </Link>
    ),
  },
  { key: "id", header: "Nr.", align: "end", render: (company) => String(company.id) },
  { key: "city", header: "Ort" },
  { key: "channel", header: "Vertriebskanal", render: (company) => CHANNEL_LABELS[company.channel] },
  {
    key: "creditBalance",
    header: "Guthaben (Credits)",
    align: "end",
    render: (company) => formatInteger(company.creditBalance),
  },
  { key: "ads", header: "Inserate nach Status", render: (company) => <AdsByStatus counts={company.adsByStatus} /> },
];

/** The staff's companies list: one search field (name, number, city), the channel filter, paging. */
export function CompanyListView({ search, error, rows, total, pageSize }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = Boolean(search.q || search.channel);
  return (
    <section aria-labelledby="companies-title" className="flex flex-col gap-6">
      <h1 id="companies-title" className="text-2xl font-bold text-brand-900">
        Unternehmen
      </h1>

      {error ? <Notification tone="error" title={error} /> : null}

      <Form method="get" role="search" aria-label="Unternehmen suchen" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextField
            label="Suche"
            name="q"
            type="search"
            defaultValue={search.q}
            placeholder="Name, Nummer oder Ort"
            maxLength={200}
          />
        </div>
        <div className="w-72">
          <Select
            label="Vertriebskanal"
            name="channel"
            defaultValue={search.channel ?? "all"}
            options={[
              { id: "all", label: "Alle Vertriebskanäle" },
              ...DISTRIBUTION_CHANNELS.map((channel) => ({ id: channel, label: CHANNEL_LABELS[channel] })),
            ]}
          />
        </div>
        <Button type="submit" variant="secondary">
          Suchen
        </Button>
      </Form>

      <Table
        caption={`Unternehmen: ${formatInteger(total)} Treffer`}
        columns={columns}
        rows={rows}
        getRowKey={(company) => company.id}
        emptyState={filtered ? "Kein Unternehmen passt zu Ihrer Suche." : "Es sind noch keine Unternehmen angelegt."}
      />

      {pages > 1 ? (
        <nav aria-label="Seiten" className="flex items-center justify-between gap-4">
          {search.page > 1 ? (
            <Link to={listHref(search, search.page - 1)} className={buttonClassName("secondary", "sm")}>
              Vorherige Seite
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-700">
            Seite {formatInteger(Math.min(search.page, pages))} von {formatInteger(pages)}
          </p>
          {search.page < pages ? (
            <Link to={listHref(search, search.page + 1)} className={buttonClassName("secondary", "sm")}>
              Nächste Seite
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
