import { Link } from "react-router";
import { Table, type TableColumn } from "~/components/ui/table";
import { formatDate, formatDateTime } from "~/lib/format";
import { STATUS_LABELS } from "~/features/job-ads/labels";
import type { JobAdStatus } from "~/features/job-ads/lifecycle";

interface AuditedState {
  status: string | null;
  expiresAt: string | null;
  publishAt: string | null;
}

export interface AuditPanelEntry {
  id: number;
  at: Date;
  who: string;
  what: string;
  before: AuditedState | null;
  after: AuditedState | null;
}

export interface HistoryPanelEntry {
  id: number;
  at: Date;
  what: string;
  from: JobAdStatus | null;
  to: JobAdStatus | null;
  who: string;
  note: string;
}

export interface AuditPanelProps {
  ad: { id: number; title: string; status: JobAdStatus; audit: AuditPanelEntry[]; history: HistoryPanelEntry[] };
  closeHref: string;
}

function describeState(state: AuditedState | null): string {
  if (!state?.status) return "–";
  return [
    STATUS_LABELS[state.status] ?? state.status,
    state.publishAt ? `geplant ab ${formatDate(state.publishAt)}` : null,
    state.expiresAt ? `online bis ${formatDate(state.expiresAt)}` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

const auditColumns: TableColumn<AuditPanelEntry>[] = [
  { key: "at", header: "Zeitpunkt", render: (entry) => formatDateTime(entry.at) },
  { key: "who", header: "Wer" },
  { key: "what", header: "Aktion", isRowHeader: true, render: (entry) => entry.what },
  { key: "before", header: "Vorher", render: (entry) => describeState(entry.before) },
  { key: "after", header: "Nachher", render: (entry) => describeState(entry.after) },
];

const statusText = (status: JobAdStatus | null) => (status ? (STATUS_LABELS[status] ?? status) : "–");

const historyColumns: TableColumn<HistoryPanelEntry>[] = [
  { key: "at", header: "Zeitpunkt", render: (entry) => formatDateTime(entry.at) },
  { key: "what", header: "Ereignis", isRowHeader: true, render: (entry) => entry.what },
  { key: "change", header: "Status", render: (entry) => `${statusText(entry.from)} → ${statusText(entry.to)}` },
  { key: "who", header: "Wer" },
  { key: "note", header: "Notiz", render: (entry) => entry.note || "–" },
];

/**
 * The audit log (staff actions with the state before and after) and the lifecycle history of
 * one ad, opened from its row with `?ad={id}`.
 */
export function AuditPanel({ ad, closeHref }: AuditPanelProps) {
  const name = `Nr. ${ad.id}: ${ad.title || "Ohne Titel"}`;
  return (
    <section
      id="verlauf"
      aria-labelledby="verlauf-title"
      className="flex flex-col gap-4 rounded-lg border border-slate-300 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="verlauf-title" className="text-xl font-semibold text-slate-900">
          Verlauf von Inserat {name}
        </h2>
        <Link to={closeHref} className="font-medium text-brand-700 underline underline-offset-2">
          Verlauf schließen
        </Link>
      </div>
      <Table
        caption="Audit-Log der Mitarbeiter-Aktionen"
        columns={auditColumns}
        rows={ad.audit}
        getRowKey={(entry) => entry.id}
        emptyState="Für dieses Inserat gibt es noch keine Einträge im Audit-Log."
      />
      <Table
        caption="Statusverlauf"
        columns={historyColumns}
        rows={ad.history}
        getRowKey={(entry) => entry.id}
        emptyState="Für dieses Inserat gibt es noch keinen Verlauf."
      />
    </section>
  );
}
