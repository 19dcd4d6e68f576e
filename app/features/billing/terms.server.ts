import { and, desc, eq, gte, lte, max, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { prepared } from "@db/prepared";
import { companyProductTerms, invoices, products, type ProductFamily } from "@db/schema/billing";
import { addDays } from "~/lib/days";
import { DomainError } from "~/lib/domain-error";
import { formatDate } from "~/lib/format";
import { lockCompany } from "~/features/companies/companies.server";
import { issueInvoice } from "./invoices.server";

/**
 * Products bought for a run time (Employer Branding Plus, the talent-search licences): a term of
 * days per order, billed with one invoice. Terms of a product family follow each other: a new
 * order starts today, or the day after the family's last term ends.
 */

/** The days a new order would cover: from today, or from the day after the last term ends. */
export function nextTerm(
  today: string,
  lastEndsOn: string | null,
  runDays: number,
): { startsOn: string; endsOn: string } {
  const startsOn = lastEndsOn !== null && lastEndsOn >= today ? addDays(lastEndsOn, 1) : today;
  return { startsOn, endsOn: addDays(startsOn, runDays - 1) };
}

export interface TermRow {
  productName: string;
  startsOn: string;
  endsOn: string;
  invoiceNumber: string;
  orderedBy: string;
}

/** Every term of the company's product family with its product and invoice, the latest first. */
async function termRowsOf(db: Executor, companyId: number, family: ProductFamily) {
  const rows = await db
    .select({
      productName: products.name,
      startsOn: companyProductTerms.startsOn,
      endsOn: companyProductTerms.endsOn,
      invoiceNumber: invoices.number,
      orderedBy: companyProductTerms.orderedBy,
      contactQuota: products.contactQuota,
      includesMatching: products.includesMatching,
    })
    .from(companyProductTerms)
    .innerJoin(products, eq(products.id, companyProductTerms.productId))
    .leftJoin(invoices, eq(invoices.id, companyProductTerms.invoiceId))
    .where(and(eq(companyProductTerms.companyId, companyId), eq(products.family, family)))
    .orderBy(desc(companyProductTerms.endsOn), desc(companyProductTerms.id));
  return rows.map((row) => ({ ...row, startsOn: String(row.startsOn), endsOn: String(row.endsOn) }));
}

/** The billed ones of the rows, as term lists show them. */
function billedTerms(rows: Awaited<ReturnType<typeof termRowsOf>>): TermRow[] {
  return rows.flatMap(({ productName, startsOn, endsOn, invoiceNumber, orderedBy }) =>
    invoiceNumber === null ? [] : [{ productName, startsOn, endsOn, invoiceNumber, orderedBy }],
  );
}

/** The company's billed terms of a product family, the latest first. */
export async function termsOfFamily(db: Executor, companyId: number, family: ProductFamily): Promise<TermRow[]> {
  return billedTerms(await termRowsOf(db, companyId, family));
}

export interface RunningTerm {
  productName: string;
  startsOn: string;
  endsOn: string;
  /** The product's contact requests per calendar month (talent-search licences). */
  contactQuota: number;
  includesMatching: boolean;
}

/** The company's term of a product family running on `today`, the latest-ending one if terms overlap. */
export async function runningTermOf(
  db: Executor,
  companyId: number,
  family: ProductFamily,
  today: string,
): Promise<RunningTerm | null> {
  const [row] = await prepared(db, "running_term", (on) =>
    on
      .select({
        productName: products.name,
        startsOn: companyProductTerms.startsOn,
        endsOn: companyProductTerms.endsOn,
        contactQuota: products.contactQuota,
        includesMatching: products.includesMatching,
      })
      .from(companyProductTerms)
      .innerJoin(products, eq(products.id, companyProductTerms.productId))
      .where(
        and(
          eq(companyProductTerms.companyId, sql.placeholder("companyId")),
          eq(products.family, sql.placeholder("family")),
          lte(companyProductTerms.startsOn, sql`${sql.placeholder("today")}::date`),
          gte(companyProductTerms.endsOn, sql`${sql.placeholder("today")}::date`),
        ),
      )
      .orderBy(desc(companyProductTerms.endsOn))
      .limit(1),
  ).execute({ companyId, family, today });
  return row ? { ...row, startsOn: String(row.startsOn), endsOn: String(row.endsOn) } : null;
}

/**
 * The company's terms of a product family in one read, for a page that shows all three: the billed
 * ones, the latest first (`termsOfFamily`), the one running on `today`, the latest-ending if terms
 * overlap (`runningTermOf`), and the day the last one ends (`lastEndOfFamily`, for `nextTerm`).
 */
export async function familyTermsOf(
  db: Executor,
  companyId: number,
  family: ProductFamily,
  today: string,
): Promise<{ terms: TermRow[]; running: RunningTerm | null; lastEndsOn: string | null }> {
  const all = await termRowsOf(db, companyId, family);
  const running = all.find((row) => row.startsOn <= today && row.endsOn >= today);
  return {
    terms: billedTerms(all),
    running: running
      ? {
          productName: running.productName,
          startsOn: running.startsOn,
          endsOn: running.endsOn,
          contactQuota: running.contactQuota,
          includesMatching: running.includesMatching,
        }
      : null,
    lastEndsOn: all[0]?.endsOn ?? null,
  };
}

async function lastEndOfFamily(db: Executor, companyId: number, family: ProductFamily): Promise<string | null> {
  const [row] = await db
    .select({ endsOn: max(companyProductTerms.endsOn) })
    .from(companyProductTerms)
    .innerJoin(products, eq(products.id, companyProductTerms.productId))
    .where(and(eq(companyProductTerms.companyId, companyId), eq(products.family, family)));
  return row?.endsOn ? String(row.endsOn) : null;
}

/** What ordering `runDays` of the family would cover for the company today. */
export async function nextTermOfFamily(
  db: Executor,
  companyId: number,
  family: ProductFamily,
  runDays: number,
  today: string,
): Promise<{ startsOn: string; endsOn: string }> {
  return nextTerm(today, await lastEndOfFamily(db, companyId, family), runDays);
}

/**
 * Orders the next term of a product: one invoice with the term in its line and the term itself,
 * in one transaction, one order of a company at a time. `expectedStartsOn` is the start the
 * buyer saw and confirmed; if another order came first, nothing is bought (409).
 */
export interface TermOrder {
  invoiceNumber: string;
  productName: string;
  startsOn: string;
  endsOn: string;
}

export async function orderTerm(
  db: Database,
  input: {
    companyId: number;
    productId: number;
    family: ProductFamily;
    orderedBy: string;
    /** The start the buyer confirmed; null: whatever the next term is (an API client). */
    expectedStartsOn: string | null;
    now: Date;
  },
  today: string,
  /** Runs in the order's transaction (the audit entry): the order stands only with it. */
  afterOrder?: (tx: Executor, order: TermOrder) => Promise<void>,
): Promise<TermOrder> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, input.companyId);
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.family, input.family), eq(products.active, true)));
    if (!product || product.runDays === null) throw new DomainError("Dieses Produkt kann nicht bestellt werden.", 400);
    const next = await nextTermOfFamily(tx, input.companyId, input.family, product.runDays, today);
    if (input.expectedStartsOn !== null && next.startsOn !== input.expectedStartsOn) {
      throw new DomainError(
        "Inzwischen wurde bereits eine Laufzeit bestellt. Bitte prüfen Sie die neue Laufzeit und bestellen Sie erneut.",
        409,
      );
    }
    const invoice = await issueInvoice(tx, {
      companyId: input.companyId,
      orderedBy: input.orderedBy,
      now: input.now,
      lines: [
        {
          description: `${product.name} – Laufzeit ${formatDate(next.startsOn)} bis ${formatDate(next.endsOn)}`,
          quantity: 1,
          unitNetCents: product.priceCents,
          netCents: product.priceCents,
        },
      ],
    });
    await tx.insert(companyProductTerms).values({
      companyId: input.companyId,
      productId: product.id,
      startsOn: next.startsOn,
      endsOn: next.endsOn,
      invoiceId: invoice.id,
      orderedBy: input.orderedBy,
    });
    const order = { invoiceNumber: invoice.number, productName: product.name, ...next };
    await afterOrder?.(tx, order);
    return order;
  });
}
