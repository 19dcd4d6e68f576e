import { formatWholeNumber } from "~/lib/number-format";
import { DAY_MS } from "~/lib/days";

/** Ledger rows are shown newest first, each with the balance right after it was booked. */
export interface LedgerAmount {
  amount: number;
}

/**
 * Running balances for a page of ledger rows in newest-first order. `balanceAfterNewest` is the
 * balance right after the page's first (newest) row: the sum of every row up to and including it.
 * Each older row's balance is the newer row's balance minus the newer row's amount.
 */
export function withRunningBalance<T extends LedgerAmount>(
  rowsNewestFirst: readonly T[],
  balanceAfterNewest: number,
): Array<T & { balance: number }> {
  let balance = balanceAfterNewest;
  return rowsNewestFirst.map((row) => {
    const withBalance = { ...row, balance };
    balance -= row.amount;
    return withBalance;
  });
}

/** "+20", "−1", "0": credits booked in or out, with a real minus sign. */
export function formatSignedCredits(amount: number): string {
  const magnitude = formatWholeNumber(Math.abs(amount));
  if (amount > 0) return `+${magnitude}`;
  if (amount < 0) return `\u2212${magnitude}`;
  return magnitude;
}

export const LEDGER_PAGE_SIZE = 20;

export function pageCount(total: number, pageSize = LEDGER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Credit lots that expire within this many days are highlighted. */
export const EXPIRY_HIGHLIGHT_DAYS = 30;

export function expiresSoon(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() - now.getTime() <= EXPIRY_HIGHLIGHT_DAYS * DAY_MS;
}
