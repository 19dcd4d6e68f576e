/** de-AT formats for the public catalogue: "€ 1.234,50", "20 % USt.", "12 Monate". */

const EURO = new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR" });

/** Austria's standard VAT rate; catalogue prices are net (B2B). */
export const VAT_PERCENT = 20;

// A non-breaking space keeps "20 %" together on narrow screens, as Intl does for "€ 490,00".
const NBSP = "\u00a0";

export function formatEuro(cents: number): string {
  return EURO.format(cents / 100);
}

/** A net catalogue price as shown on every product page: "€ 490,00 zzgl. 20 % USt.". */
export function formatNetPrice(cents: number): string {
  return `${formatEuro(cents)} zzgl. ${VAT_PERCENT}${NBSP}% USt.`;
}

/** Run time of a product: whole years read as months, everything else in days. */
export function formatRunTime(days: number): string {
  if (days % 365 === 0) return `${(days / 365) * 12} Monate`;
  return days === 1 ? "1 Tag" : `${days} Tage`;
}

/** "Guthaben" has no plural form of its own. */
export function formatCredits(credits: number): string {
  return `${credits} Guthaben`;
}
