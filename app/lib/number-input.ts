import { DECIMAL_MAX_FRACTION_DIGITS } from "./number-format";

/*
 * Number fields (decision 015). A field keeps what the user types as text and interprets the
 * WHOLE text, never the last key: "3." is still on its way to "3.200". While typing, only
 * characters that cannot belong to a number are dropped; on blur the field shows the
 * interpretation in German notation ("3.200", "1.850,5"); the server reads the submitted text
 * with the same functions, so a form sent with Enter before blur saves what the user meant.
 */

/** Grouping a pasted amount may hold besides dots: spaces, no-break and narrow no-break spaces. */
const SPACES = /[ \u00a0\u202f]/g;
/** What a decimal field's text may hold after the spaces are gone. */
const DECIMAL_CHARACTERS = /^[\d.,]*$/;

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= "0" && char <= "9";
}

/**
 * Whether the dot at `index` of `kept` (only digits, dots and commas) groups thousands: the
 * integer read so far is not zero ("0.125" and ".5" are decimals), and exactly three digits
 * follow, then the end or another separator ("3.200", "1.234.567", "1.234.5"). No valid value of
 * a two-decimal field has three decimals, so this never discards a decimal the user meant.
 */
function isThousandsDot(kept: string, index: number, integerSoFar: string): boolean {
  return (
    /[1-9]/.test(integerSoFar) &&
    isDigit(kept[index + 1]) &&
    isDigit(kept[index + 2]) &&
    isDigit(kept[index + 3]) &&
    !isDigit(kept[index + 4])
  );
}

interface DecimalParts {
  /** Digits before the decimal separator, as typed (may be empty or have leading zeros). */
  integer: string;
  /** Digits after it, at most DECIMAL_MAX_FRACTION_DIGITS, cut and never rounded. */
  fraction: string;
  hasSeparator: boolean;
}

/**
 * SPEC §5 on the whole text of `kept` (only digits, dots and commas):
 * - with a comma, the first comma is the decimal comma and every dot before it groups thousands;
 * - without one, a dot groups thousands by `isThousandsDot`, any other dot is the decimal point;
 * - the first decimal separator wins, later separators are dropped ("1,2,3" → 1,23);
 * - decimals beyond DECIMAL_MAX_FRACTION_DIGITS are cut, so no digit is invented.
 */
function decimalParts(kept: string): DecimalParts {
  const hasComma = kept.includes(",");
  let integer = "";
  let fraction = "";
  let hasSeparator = false;
  for (let index = 0; index < kept.length; index++) {
    const char = kept[index]!;
    if (isDigit(char)) {
      if (hasSeparator) fraction += char;
      else integer += char;
    } else if (!hasSeparator) {
      hasSeparator = char === "," || (!hasComma && !isThousandsDot(kept, index, integer));
    }
  }
  return { integer, fraction: fraction.slice(0, DECIMAL_MAX_FRACTION_DIGITS), hasSeparator };
}

/** Strict reading for the server and the preview: spaces may group, anything else foreign is no number. */
function partsOf(text: string): DecimalParts | null {
  const kept = text.replace(SPACES, "");
  if (!DECIMAL_CHARACTERS.test(kept) || !/\d/.test(kept)) return null;
  return decimalParts(kept);
}

function groupThousands(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, "") || "0";
  return trimmed.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * Each keystroke of a decimal field: drop everything but digits, dots and commas. Dots stay as
 * typed until blur, because "3.2" may still become "3.200". After a comma the decimal is
 * certain, so a third decimal and further separators are refused right away ("12,345" → "12,34").
 */
export function sanitizeDecimalTyping(raw: string): string {
  const kept = raw.replace(/[^\d.,]/g, "");
  const comma = kept.indexOf(",");
  if (comma < 0) return kept;
  const fraction = kept
    .slice(comma + 1)
    .replace(/\D/g, "")
    .slice(0, DECIMAL_MAX_FRACTION_DIGITS);
  return `${kept.slice(0, comma)},${fraction}`;
}

/**
 * The value a decimal field's text means, or null when it holds no digit or a character no
 * number has ("12abc"). "3.200" → 3200, "1.850,50" → 1850.5, "0.125" → 0.12, "12.5" → 12.5.
 */
export function parseDecimalInput(text: string): number | null {
  const parts = partsOf(text.trim());
  if (!parts) return null;
  return Number(`${parts.integer || "0"}.${parts.fraction || "0"}`);
}

/**
 * What a decimal field shows on blur: its text's value in German notation with thousands dots
 * and the decimals the user typed ("3200.5" → "3.200,5", "12," → "12"); "" without a digit.
 * Reading the result again gives the same value.
 */
export function normalizeDecimalInput(text: string): string {
  const parts = partsOf(sanitizeDecimalTyping(text.replace(SPACES, "")));
  if (!parts) return "";
  const integer = groupThousands(parts.integer);
  return parts.fraction ? `${integer},${parts.fraction}` : integer;
}

/** Each keystroke of a whole-number field: digits, dots and commas stay, so "2,5" is seen, not read as 25. */
export function sanitizeWholeNumberTyping(raw: string): string {
  return raw.replace(/[^\d.,]/g, "");
}

export type WholeNumberReading = { kind: "number"; value: number } | { kind: "fraction" } | { kind: "invalid" };

/**
 * A whole-number field's text read with the decimal rules: thousands dots go ("1.234" → 1234),
 * a decimal separator makes it a fraction, which a count refuses ("2,5", "0.5") instead of
 * silently reading 25 (issue 11).
 */
export function readWholeNumberInput(text: string): WholeNumberReading {
  const parts = partsOf(text.trim());
  if (!parts) return { kind: "invalid" };
  if (parts.hasSeparator) return { kind: "fraction" };
  return { kind: "number", value: Number(parts.integer) };
}

/** The German message for a fraction in a whole-number field. */
export const WHOLE_NUMBER_FRACTION_MESSAGE = "Bitte geben Sie eine ganze Zahl ohne Komma ein.";

/** What a whole-number field shows on blur: digits only when it reads as a whole number, else the text as typed. */
export function normalizeWholeNumberInput(text: string): string {
  const reading = readWholeNumberInput(text);
  return reading.kind === "number" ? String(reading.value) : sanitizeWholeNumberTyping(text);
}
