import { Table } from "~/components/ui/table";
import { formatDate, formatEuroCents } from "~/lib/format";
import type { InvoiceListItem } from "~/features/billing/invoices.server";
import type { PaymentDetailsView } from "../invoices.server";
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

/** Bank transfer details under the list: the invoice number is the payment reference. */
export function PaymentDetails({ payment }: { payment: PaymentDetailsView }) {
  const rows: Array<[string, string]> = [
    ["Empfänger", `${payment.recipient}, ${payment.address}`],
    ["IBAN", payment.iban],
    ["BIC", payment.bic],
    ["Firmenbuch", payment.companyRegister],
    ...(payment.uidNumber ? [["UID-Nr.", payment.uidNumber] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="payment-details-title" className="mt-8 max-w-3xl rounded-lg border border-slate-200 p-4">
      <h2 id="payment-details-title" className="text-lg font-semibold text-brand-900">
        Zahlungsinformationen
      </h2>
      <p className="mt-1 text-slate-700">
        Bitte überweisen Sie den Rechnungsbetrag bis zum Fälligkeitsdatum und geben Sie die Rechnungsnummer als
        Zahlungsreferenz an.
      </p>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
