import { and, desc, eq } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { companies, companyProductTerms, invoices, products } from "@db/schema";
import { issueInvoice } from "~/features/billing/invoices.server";
import { DomainError } from "~/lib/domain-error";
import { formatDate, viennaDay } from "~/lib/format";

/**
 * Employer Branding Plus in the portal (`/p/employer-branding/plus`): what the product contains,
 * the company's terms, and ordering the next year as a purchase with an invoice, the way credits
 * are bought. The contract's abilities still decide what the company may use; a term records
 * what was bought and billed.
 */

export const PLUS_PRODUCT = { family: "arbeitgebermarke", slug: "employer-branding-plus" } as const;

export interface PlusProduct {
  id: number;
  name: string;
  shortDescription: string;
  longDescription: string;
  features: string[];
  runDays: number;
  priceCents: number;
}

export interface PlusTerm {
  startsOn: string;
  endsOn: string;
  invoiceNumber: string;
}

async function plusProduct(db: Executor): Promise<PlusProduct | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(eq(products.family, PLUS_PRODUCT.family), eq(products.slug, PLUS_PRODUCT.slug), eq(products.active, true)),
    );
  if (!row || row.runDays === null) return null;
  return {
    id: row.id,
    name: row.name,
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    features: row.features,
    runDays: row.runDays,
    priceCents: row.priceCents,
  };
}

/** The company's terms of the product, the latest first. */
async function termsOf(db: Executor, companyId: number, productId: number): Promise<PlusTerm[]> {
  const rows = await db
    .select({
      startsOn: companyProductTerms.startsOn,
      endsOn: companyProductTerms.endsOn,
      invoiceNumber: invoices.number,
    })
    .from(companyProductTerms)
    .innerJoin(invoices, eq(invoices.id, companyProductTerms.invoiceId))
    .where(and(eq(companyProductTerms.companyId, companyId), eq(companyProductTerms.productId, productId)))
    .orderBy(desc(companyProductTerms.endsOn));
  return rows.map((row) => ({
    startsOn: String(row.startsOn),
    endsOn: String(row.endsOn),
    invoiceNumber: row.invoiceNumber,
  }));
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The days a new order would cover: from today, or from the day after the last term ends. */
export function nextTerm(
  today: string,
  lastEndsOn: string | null,
  runDays: number,
): { startsOn: string; endsOn: string } {
  const startsOn = lastEndsOn !== null && lastEndsOn >= today ? addDays(lastEndsOn, 1) : today;
  return { startsOn, endsOn: addDays(startsOn, runDays - 1) };
}

export interface PlusOverview {
  product: PlusProduct;
  terms: PlusTerm[];
  /** The term running today, if any. */
  current: PlusTerm | null;
  /** What the next order would cover. */
  next: { startsOn: string; endsOn: string };
}

export async function plusOverview(db: Executor, companyId: number, now: Date): Promise<PlusOverview | null> {
  const product = await plusProduct(db);
  if (!product) return null;
  const terms = await termsOf(db, companyId, product.id);
  const today = viennaDay(now);
  const current = terms.find((term) => term.startsOn <= today && term.endsOn >= today) ?? null;
  return { product, terms, current, next: nextTerm(today, terms[0]?.endsOn ?? null, product.runDays) };
}

/**
 * Orders the next term of Employer Branding Plus: one invoice with the term in its line, and the
 * term itself, in one transaction. `expectedStartsOn` is the start the company saw and confirmed;
 * if another order came first, nothing is bought and the page shows the new state.
 */
export async function orderPlusTerm(
  db: Database,
  input: { companyId: number; orderedBy: string; expectedStartsOn: string; now: Date },
): Promise<{ invoiceNumber: string; startsOn: string; endsOn: string }> {
  return db.transaction(async (tx) => {
    // One order of a company at a time: a second waits here and then sees the first one's term.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId)).for("update");
    const overview = await plusOverview(tx, input.companyId, input.now);
    if (!overview) throw new DomainError("Employer Branding Plus kann derzeit nicht bestellt werden.", 409);
    const { product, next } = overview;
    if (next.startsOn !== input.expectedStartsOn) {
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
    return { invoiceNumber: invoice.number, ...next };
  });
}
