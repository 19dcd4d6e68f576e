import { href } from "react-router";
import { Link } from "~/components/ui/link";
import { Table } from "~/components/ui/table";
import { formatDateTime } from "~/lib/format";
import type { JobAdStatus } from "~/features/job-ads/lifecycle";

/** The summary's answer to "Veröffentlichen": where the ad stands now, or why it was not published. */
export type PublishAnswer =
  { outcome: { status: JobAdStatus; publishAt: Date | null } } | { error: string; insufficientCredits: boolean };

/** The way to credits for the company: the order page, or whom to ask without `orderJobAd`. */
export function ServiceEntryOrderLink({ companyId, mayOrder }: { companyId: number; mayOrder: boolean }) {
  return mayOrder ? (
    <Link to={href("/p/internal/companies/:companyId/jobs/order", { companyId: String(companyId) })}>
      Credits für das Unternehmen bestellen
    </Link>
  ) : (
    <>Bitte wenden Sie sich an den Verkauf oder die Kundenbetreuung, um Credits zu bestellen.</>
  );
}

interface AuditRow {
  id: number;
  at: Date;
  action: string;
  actor: string;
}

/** The staff's audit log of the ad, below its history on the summary. */
export function ServiceEntryAuditLog({ rows }: { rows: AuditRow[] }) {
  return (
    <Table
      caption="Protokoll der Mitarbeitenden"
      columns={[
        { key: "at", header: "Zeitpunkt", render: (row: AuditRow) => formatDateTime(row.at) },
        { key: "action", header: "Aktion", isRowHeader: true },
        { key: "actor", header: "Von" },
      ]}
      rows={rows}
      getRowKey={(row) => row.id}
    />
  );
}
