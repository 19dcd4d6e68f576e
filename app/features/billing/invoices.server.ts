import { and, desc, eq, sql } from "drizzle-orm";
import { invoiceCounters, invoices, type InvoiceLine, type InvoiceParty } from "@db/schema/billing";
import type { Executor } from "@db/client";
import { z } from "zod";
import { getCompanyDetails } from "~/features/companies/companies.server";
import { invoiceIssuerEnvShape, invoiceIssuerFromEnv } from "./issuer";
import { DAY_MS } from "~/lib/days";

/** Standard Austrian VAT rate (§ 10 Abs. 1 UStG). */
export const VAT_RATE_PERCENT = 20;
/** Payment term printed on the invoice. */
export const PAYMENT_TERM_DAYS = 14;

let configuredIssuer: Required<InvoiceParty> | null = null;

/**
 * The issuer printed on every invoice, from the INVOICE_SELLER_* variables. server/config.ts
 * validates the same variables at start, so a bad value stops the server before any invoice.
 */
export function invoiceIssuer(): Required<InvoiceParty> {
  configuredIssuer ??= invoiceIssuerFromEnv(z.object(invoiceIssuerEnvShape).parse(process.env));
  return configuredIssuer;
}

/** Invoices issued before the payment details existed get today's (the seller's bank account). */
export function withPaymentDetails(seller: InvoiceParty): Required<InvoiceParty> {
  const issuer = invoiceIssuer();
  return {
    ...seller,
    iban: seller.iban ?? issuer.iban,
    bic: seller.bic ?? issuer.bic,
    companyRegisterNumber: seller.companyRegisterNumber ?? issuer.companyRegisterNumber,
    companyRegisterCourt: seller.companyRegisterCourt ?? issuer.companyRegisterCourt,
  };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Net → VAT → gross in cents, rounded once on the VAT amount. */
export function invoiceTotals(lines: readonly InvoiceLine[]): {
  netCents: number;
  vatCents: number;
  grossCents: number;
} {
  const netCents = lines.reduce((total, line) => total + line.netCents, 0);
  const vatCents = Math.round((netCents * VAT_RATE_PERCENT) / 100);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

/** "2026-000042": sequential per calendar year, without gaps (the counter row is locked). */
async function nextInvoiceNumber(tx: Executor, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return `${year}-${String(row!.last).padStart(6, "0")}`;
}

/** Issues an invoice to the company with its address as of today. Run inside a transaction. */
export async function issueInvoice(
  tx: Executor,
  input: { companyId: number; lines: InvoiceLine[]; orderedBy: string; now: Date },
): Promise<{ id: number; number: string; grossCents: number }> {
  const company = await getCompanyDetails(tx, input.companyId);
  if (!company) throw new Error(`company ${input.companyId} not found`);
  const buyer: InvoiceParty = {
    name: company.fullName,
    street: company.street,
    postcode: company.postcode,
    city: company.city,
    country: "Österreich",
    uidNumber: company.uidNumber,
  };
  const totals = invoiceTotals(input.lines);
  const number = await nextInvoiceNumber(tx, input.now.getUTCFullYear());
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      companyId: input.companyId,
      issuedAt: input.now,
      deliveryDate: isoDay(input.now),
      dueDate: isoDay(new Date(input.now.getTime() + PAYMENT_TERM_DAYS * DAY_MS)),
      seller: invoiceIssuer(),
      buyer,
      lines: input.lines,
      vatRatePercent: VAT_RATE_PERCENT,
      ...totals,
      orderedBy: input.orderedBy,
    })
    .returning({ id: invoices.id, number: invoices.number, grossCents: invoices.grossCents });
  return row!;
}

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
