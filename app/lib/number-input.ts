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

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= "0" && char <= "9";
}

/**
 * Whether the dot at `index` of `kept` (only digits, dots and commas) groups thousands: a digit
 * before it and exactly three digits after it, then the end or another separator ("1.234",
 * "1.234.567", "1.234,5"). No valid value of a two-decimal field has three decimals, so this
 * reading never discards a decimal the user could have meant.
 */
function isThousandsDot(kept: string, index: number): boolean {
  return (
    isDigit(kept[index - 1]) &&
    isDigit(kept[index + 1]) &&
    isDigit(kept[index + 2]) &&
    isDigit(kept[index + 3]) &&
    !isDigit(kept[index + 4])
  );
}

/**
 * SPEC §5, decimal fields. After dropping every character but digits, dots and commas:
 * - with a comma present, the first comma is the decimal comma and every dot groups thousands;
 * - without one, a dot is a thousands separator by `isThousandsDot` and dropped ("1.234" → "1234"),
 *   any other dot is the decimal point and becomes a comma ("12.5" → "12,5");
 * - the first decimal separator wins, later separators are dropped ("1,2,3" → "1,23");
 * - decimals beyond DECIMAL_MAX_FRACTION_DIGITS are cut, never rounded, so no digit is invented.
 * The result holds only digits and at most one comma, so sanitizing it again changes nothing.
 */
export function sanitizeDecimalInput(raw: string): string {
  const kept = raw.replace(/[^\d.,]/g, "");
  const hasComma = kept.includes(",");
  let integer = "";
  let fraction = "";
  let hasDecimalSeparator = false;
  for (let index = 0; index < kept.length; index++) {
    const char = kept[index]!;
    if (isDigit(char)) {
      if (hasDecimalSeparator) fraction += char;
      else integer += char;
    } else if (!hasDecimalSeparator) {
      hasDecimalSeparator = char === "," || (!hasComma && !isThousandsDot(kept, index));
    }
  }
  return hasDecimalSeparator ? `${integer},${fraction.slice(0, DECIMAL_MAX_FRACTION_DIGITS)}` : integer;
}

/** SPEC §5, whole-number fields: digits only, so "1.234,5" becomes "12345". */
export function sanitizeWholeNumberInput(raw: string): string {
  return raw.replace(/\D/g, "");
}

/**
 * A German decimal as a field holds it ("1234,5", "1234,", ",5") or as formatDecimal writes it,
 * with thousands grouped by dots or (no-break) spaces ("1.234,50"). Anything else is null rather
 * than a guess, so a server never reads "12abc" as 12.
 */
const GERMAN_DECIMAL = /^(?:\d+|\d{1,3}(?:[. \u00a0\u202f]\d{3})+)?(?:,\d*)?$/;

export function parseDecimal(value: string): number | null {
  const trimmed = value.trim();
  if (!GERMAN_DECIMAL.test(trimmed) || !/\d/.test(trimmed)) return null;
  return Number(trimmed.replace(/[. \u00a0\u202f]/g, "").replace(",", "."));
}

/** Two decimals in de-AT, e.g. 1234.5 → "1 234,50" (current CLDR groups with a no-break space). */
export function formatDecimal(n: number): string {
  return decimalFormat.format(n);
}

/** A whole number in de-AT, e.g. 1234567 → "1 234 567". */
export function formatWholeNumber(n: number): string {
  return wholeNumberFormat.format(n);
}
