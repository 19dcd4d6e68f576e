import { and, asc, count, desc, eq, gt, sum } from "drizzle-orm";
import type { AuthUser } from "@auth/user";
import type { Database, Executor } from "@db/client";
import { creditLedger, creditLots, invoices, type CreditEntryKind } from "@db/schema/billing";
import { creditBalance } from "~/features/billing/credits.server";
import { orderProduct, ProductNotAvailableError } from "~/features/billing/orders.server";
import { jobAdProducts } from "~/features/billing/catalogue.server";
import { expiresSoon, LEDGER_PAGE_SIZE, pageCount, withRunningBalance } from "./ledger";

export interface CreditLotView {
  id: number;
  amount: number;
  remaining: number;
  acquiredAt: Date;
  expiresAt: Date;
  expiresSoon: boolean;
  description: string;
  invoiceNumber: string | null;
}

export interface LedgerRowView {
  id: number;
  at: Date;
  kind: CreditEntryKind;
  description: string;
  amount: number;
  balance: number;
  jobAdId: number | null;
  invoice: { id: number; number: string } | null;
}

export interface CreditsPage {
  balance: number;
  lots: CreditLotView[];
  ledger: LedgerRowView[];
  page: number;
  pages: number;
}

/** Balance, the lots still usable and one page of the ledger (newest first) with running balances. */
export async function loadCredits(
  db: Executor,
  companyId: number,
  page: number,
  now = new Date(),
): Promise<CreditsPage> {
  const balance = await creditBalance(db, companyId, now);
  const lots = await db
    .select({
      id: creditLots.id,
      amount: creditLots.amount,
      remaining: creditLots.remaining,
      acquiredAt: creditLots.acquiredAt,
      expiresAt: creditLots.expiresAt,
      description: creditLots.description,
      invoiceNumber: invoices.number,
    })
    .from(creditLots)
    .leftJoin(invoices, eq(invoices.id, creditLots.invoiceId))
    .where(and(eq(creditLots.companyId, companyId), gt(creditLots.expiresAt, now), gt(creditLots.remaining, 0)))
    .orderBy(asc(creditLots.expiresAt), asc(creditLots.id));

  const ofCompany = eq(creditLedger.companyId, companyId);
  const [totals] = await db
    .select({ rows: count(), sum: sum(creditLedger.amount) })
    .from(creditLedger)
    .where(ofCompany);
  const pages = pageCount(totals?.rows ?? 0);
  const current = Math.min(page, pages);
  const offset = (current - 1) * LEDGER_PAGE_SIZE;
  const newestFirst = [desc(creditLedger.at), desc(creditLedger.id)];
  // Rows on earlier pages are newer: the page's newest row ends where they begin.
  const newer = db
    .select({ amount: creditLedger.amount })
    .from(creditLedger)
    .where(ofCompany)
    .orderBy(...newestFirst)
    .limit(offset)
    .as("newer");
  const [newerTotal] = await db.select({ sum: sum(newer.amount) }).from(newer);
  const rows = await db
    .select({
      id: creditLedger.id,
      at: creditLedger.at,
      kind: creditLedger.kind,
      description: creditLedger.description,
      amount: creditLedger.amount,
      jobAdId: creditLedger.jobAdId,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
    })
    .from(creditLedger)
    .innerJoin(creditLots, eq(creditLots.id, creditLedger.lotId))
    .leftJoin(invoices, eq(invoices.id, creditLots.invoiceId))
    .where(ofCompany)
    .orderBy(...newestFirst)
    .limit(LEDGER_PAGE_SIZE)
    .offset(offset);
  const balanceAfterNewest = Number(totals?.sum ?? 0) - Number(newerTotal?.sum ?? 0);

  return {
    balance,
    lots: lots.map((lot) => ({ ...lot, expiresSoon: expiresSoon(lot.expiresAt, now) })),
    ledger: withRunningBalance(rows, balanceAfterNewest).map(({ invoiceId, invoiceNumber, ...row }) => ({
      ...row,
      // The invoice that paid for the lot the credits came from or went to.
      invoice: invoiceId !== null && invoiceNumber !== null ? { id: invoiceId, number: invoiceNumber } : null,
    })),
    page: current,
    pages,
  };
}

export interface PurchaseOption {
  id: number;
  name: string;
  credits: number;
  netCents: number;
}

/** The job-ad products a company can buy credits through (priced in credits). */
export async function purchaseOptions(db: Executor): Promise<PurchaseOption[]> {
  const products = await jobAdProducts(db);
  return products.flatMap((product) =>
    product.priceCredits && product.priceCredits > 0
      ? [{ id: product.id, name: product.name, credits: product.priceCredits, netCents: product.priceCents }]
      : [],
  );
}

/**
 * Buys `quantity` packs of a job-ad product: invoice and credit lot in one transaction
 * (orderProduct). Products of other families are refused.
 */
export async function buyCredits(
  db: Database,
  buyer: AuthUser,
  input: { companyId: number; productId: number; quantity: number },
  now = new Date(),
): Promise<{ invoiceNumber: string; credits: number }> {
  return db.transaction(async (tx) => {
    const options = await purchaseOptions(tx);
    if (!options.some((option) => option.id === input.productId)) throw new ProductNotAvailableError();
    const order = await orderProduct(tx, {
      ...input,
      orderedBy: `${buyer.firstName} ${buyer.lastName}`.trim() || buyer.email,
      now,
    });
    return { invoiceNumber: order.invoiceNumber, credits: order.credits };
  });
}
