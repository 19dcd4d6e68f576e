import type { Database, Executor } from "@db/client";
import { activeProduct } from "~/features/billing/catalogue.server";
import { nextTerm, orderTerm, termsOfFamily } from "~/features/billing/terms.server";
import { DomainError } from "~/lib/domain-error";
import { viennaDay } from "~/lib/format";

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
  const row = await activeProduct(db, PLUS_PRODUCT.family, PLUS_PRODUCT.slug);
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
  const terms: PlusTerm[] = (await termsOfFamily(db, companyId, PLUS_PRODUCT.family)).map(
    ({ startsOn, endsOn, invoiceNumber }) => ({ startsOn, endsOn, invoiceNumber }),
  );
  const today = viennaDay(now);
  const current = terms.find((term) => term.startsOn <= today && term.endsOn >= today) ?? null;
  return { product, terms, current, next: nextTerm(today, terms[0]?.endsOn ?? null, product.runDays) };
}

/**
 * Orders the next term of Employer Branding Plus: one invoice with the term in its line, and the
 * term itself, in one transaction (billing's orderTerm). `expectedStartsOn` is the start the
 * company saw and confirmed; if another order came first, nothing is bought.
 */
export async function orderPlusTerm(
  db: Database,
  input: { companyId: number; orderedBy: string; expectedStartsOn: string; now: Date },
): Promise<{ invoiceNumber: string; startsOn: string; endsOn: string }> {
  const product = await plusProduct(db);
  if (!product) throw new DomainError("Employer Branding Plus kann derzeit nicht bestellt werden.", 409);
  const { invoiceNumber, startsOn, endsOn } = await orderTerm(
    db,
    { ...input, productId: product.id, family: PLUS_PRODUCT.family },
    viennaDay(input.now),
  );
  return { invoiceNumber, startsOn, endsOn };
}
