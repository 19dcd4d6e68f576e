/*
 * The portal's number formats, apart from the number fields' input rules (number-input.ts), so
 * pages that only show numbers, like the public product pages, do not load those rules.
 */

/** The portal's locale, for number formats and for the built-in texts of React Aria. */
export const PORTAL_LOCALE = "de-AT";

/** SPEC §9: decimal input takes at most two decimals. */
export const DECIMAL_MAX_FRACTION_DIGITS = 2;

/**
 * Locale for plain numbers: CLDR's de-AT groups thousands with a no-break space for plain
 * numbers but with a dot for currency; the portal shows "1.234,50" everywhere, as Austrian
 * business documents do, and de-DE has exactly that pattern.
 */
export const NUMBER_LOCALE = "de-DE";

const decimalFormat = new Intl.NumberFormat(NUMBER_LOCALE, {
  minimumFractionDigits: DECIMAL_MAX_FRACTION_DIGITS,
  maximumFractionDigits: DECIMAL_MAX_FRACTION_DIGITS,
});
const wholeNumberFormat = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0 });

/** Two decimals in German notation, e.g. 1234.5 → "1.234,50". */
export function formatDecimal(n: number): string {
  return decimalFormat.format(n);
}

/** A whole number in German notation, e.g. 1234567 → "1.234.567". */
export function formatWholeNumber(n: number): string {
  return wholeNumberFormat.format(n);
}
