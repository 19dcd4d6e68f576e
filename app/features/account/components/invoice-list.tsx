import { Table } from "~/components/ui/table";
import { formatDate, formatEuroCents } from "~/lib/format";
import type { InvoiceListItem } from "../invoices.server";
import { invoicePdfPath } from "../paths";

export function InvoiceList({ invoices }: { invoices: InvoiceListItem[] }) {
  return (
    <Table<InvoiceListItem>
      caption="Rechnungen Ihres Unternehmens, neueste zuerst"
      isCaptionHidden
      columns={[
        { key: "number", header: "Rechnungsnummer", isRowHeader: true },
        { key: "issuedAt", header: "Rechnungsdatum", render: (row) => formatDate(row.issuedAt) },
        { key: "netCents", header: "Netto", align: "end", render: (row) => formatEuroCents(row.netCents) },
        { key: "vatCents", header: "USt.", align: "end", render: (row) => formatEuroCents(row.vatCents) },
        { key: "grossCents", header: "Brutto", align: "end", render: (row) => formatEuroCents(row.grossCents) },
        { key: "dueDate", header: "Fällig am", render: (row) => formatDate(row.dueDate) },
        {
          key: "pdf",
          header: "Dokument",
          render: (row) => (
            // A download, not a page: the router must not handle it.
            <a
              href={invoicePdfPath(row.id)}
              download
              aria-label={`PDF herunterladen: Rechnung ${row.number}`}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              PDF herunterladen
            </a>
          ),
        },
      ]}
      rows={invoices}
      getRowKey={(row) => row.id}
      emptyState="Für Ihr Unternehmen gibt es noch keine Rechnungen."
    />
  );
}
