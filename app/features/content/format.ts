/** de-AT formats for the public catalogue: "€ 1.234,50", "20 % USt."; run times and credits: ~/lib/catalogue. */

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
