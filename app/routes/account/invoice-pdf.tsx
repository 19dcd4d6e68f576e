import type { Route } from "./+types/invoice-pdf";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { renderInvoicePdf } from "~/features/account/invoice-pdf.server";
import { invoiceFileName } from "~/features/account/invoices.server";
import { companyInvoice } from "~/features/billing/invoices.server";
import { invoiceIdFromFileName } from "~/features/account/paths";

/** GET /p/account/invoices/{id}.pdf: the company's own invoices only; anything else is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context, { right: "invoices" });
  const id = invoiceIdFromFileName(params.file);
  const invoice = id === null ? null : await companyInvoice(db, company.id, id);
  if (!invoice) {
    return new Response("Diese Rechnung gibt es nicht.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const pdf = await renderInvoicePdf(invoice);
  // No Cache-Control here: the server's rule for signed-in answers (private, no-store) keeps the
  // company's document out of every cache, and a second header would only be appended to it.
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceFileName(invoice.number)}"`,
      "Content-Length": String(pdf.byteLength),
    },
  });
}
