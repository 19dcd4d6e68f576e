import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "@db/client";
import { invoices } from "@db/schema/billing";
import { invoiceIssuer, withPaymentDetails } from "~/features/billing/invoices.server";
import { formatIban } from "~/features/billing/issuer";

export type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceListItem {
  id: number;
  number: string;
  issuedAt: Date;
  dueDate: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** The company's invoices, newest first. */
export async function listInvoices(db: Executor, companyId: number): Promise<InvoiceListItem[]> {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      dueDate: invoices.dueDate,
      netCents: invoices.netCents,
      vatCents: invoices.vatCents,
      grossCents: invoices.grossCents,
    })
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
}

/** One invoice, only if it belongs to the company (anything else looks like a missing one). */
export async function companyInvoice(db: Executor, companyId: number, id: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
  return row ? { ...row, seller: withPaymentDetails(row.seller) } : null;
}

export function invoiceFileName(number: string): string {
  return `Rechnung-${number}.pdf`;
}

/** Where the company pays its invoices: the seller's account and register entry (§ 14 UGB). */
export interface PaymentDetailsView {
  recipient: string;
  address: string;
  iban: string;
  bic: string;
  companyRegister: string;
  uidNumber: string | null;
}

export function paymentDetails(): PaymentDetailsView {
  const issuer = invoiceIssuer();
  return {
    recipient: issuer.name,
    address: `${issuer.street}, ${issuer.postcode} ${issuer.city}`,
    iban: formatIban(issuer.iban),
    bic: issuer.bic,
    companyRegister: `${issuer.companyRegisterNumber}, ${issuer.companyRegisterCourt}`,
    uidNumber: issuer.uidNumber,
  };
}
