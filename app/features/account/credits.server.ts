import type { AuthUser } from "@auth/user";
import type { Database, Executor } from "@db/client";
import {
  creditBalance,
  creditLotsOf,
  ledgerEntries,
  ledgerTotals,
  type CreditLotListing,
  type LedgerEntry,
} from "~/features/billing/credits.server";
import { orderProduct, ProductNotAvailableError } from "~/features/billing/orders.server";
import { jobAdProducts } from "~/features/billing/catalogue.server";
import { expiresSoon, LEDGER_PAGE_SIZE, pageCount, withRunningBalance } from "./ledger";

export interface CreditLotView extends CreditLotListing {
  expiresSoon: boolean;
}

export interface LedgerRowView extends LedgerEntry {
  balance: number;
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
  const lots = await creditLotsOf(db, companyId, now);
  const totals = await ledgerTotals(db, companyId);
  const pages = pageCount(totals.rows);
  const current = Math.min(page, pages);
  const { entries, newerSum } = await ledgerEntries(db, companyId, {
    offset: (current - 1) * LEDGER_PAGE_SIZE,
    limit: LEDGER_PAGE_SIZE,
  });
  return {
    balance,
    lots: lots.map((lot) => ({ ...lot, expiresSoon: expiresSoon(lot.expiresAt, now) })),
    ledger: withRunningBalance(entries, totals.sum - newerSum),
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
