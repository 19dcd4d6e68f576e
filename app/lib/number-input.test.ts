import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DECIMAL_MAX_FRACTION_DIGITS,
  formatDecimal,
  formatWholeNumber,
  parseDecimal,
  sanitizeDecimalInput,
  sanitizeWholeNumberInput,
} from "./number-input";

/** Strings built mostly from the characters the rules care about, so separators meet digits often. */
const numberLikeString = fc.string({
  unit: fc.constantFrom("0", "1", "2", "5", "9", ".", ",", " ", "-", "a", "€", "\u00a0"),
  maxLength: 24,
});
const anyString = fc.oneof(numberLikeString, fc.string({ unit: "binary", maxLength: 24 }));

/** Whether `sub`'s characters appear in `full` in the same order. */
function isSubsequence(sub: string, full: string): boolean {
  let index = 0;
  for (const char of full) if (char === sub[index]) index++;
  return index === sub.length;
}

const digitsOf = (s: string) => s.replace(/\D/g, "");

// Intl output depends on the CLDR version: de-AT groups thousands with a dot in older data and
// with a (narrow) no-break space in newer data.
const GROUP = "[.\u00a0\u202f]";

describe("sanitizeDecimalInput", () => {
  it("allows two decimals (SPEC §9)", () => {
    expect(DECIMAL_MAX_FRACTION_DIGITS).toBe(2);
  });

  it.each([
    ["", ""],
    ["0", "0"],
    ["1234", "1234"],
    ["007", "007"],
    // decimal comma
    ["12,5", "12,5"],
    ["12,50", "12,50"],
    ["12,", "12,"],
    [",5", ",5"],
    [",", ","],
    // at most two decimals, cut not rounded
    ["12,345", "12,34"],
    ["0,999", "0,99"],
    ["1.234,567", "1234,56"],
    // only one decimal comma: later separators are dropped
    ["1,2,3", "1,23"],
    ["1,,5", "1,5"],
    ["1,2.3", "1,23"],
    // with a comma every dot groups thousands
    ["1.234,5", "1234,5"],
    ["1.234.567,89", "1234567,89"],
    ["12.34,5", "1234,5"],
    [".5,3", "5,3"],
    // without a comma: thousands dot (three digits, then end or another separator) …
    ["1.234", "1234"],
    ["12.345", "12345"],
    ["1.234.567", "1234567"],
    ["1.234.56", "1234,56"],
    ["1.234.", "1234,"],
    // … or decimal dot, which becomes a comma
    ["12.5", "12,5"],
    ["12.50", "12,50"],
    ["12.", "12,"],
    [".5", ",5"],
    [".123", ",12"],
    ["1.2345", "1,23"],
    ["1.2.3", "1,23"],
    ["1..234", "1,23"],
    // everything but digits, dots and commas goes first
    ["€ 1.234,50", "1234,50"],
    ["1 234,50", "1234,50"],
    ["1\u00a0234,50", "1234,50"],
    ["-12,5", "12,5"],
    ["12,5 EUR", "12,5"],
    ["1e3", "13"],
    ["abc", ""],
    ["１２", ""],
  ])("%j → %j", (raw, expected) => {
    expect(sanitizeDecimalInput(raw)).toBe(expected);
  });

  it("returns only digits and at most one comma with at most two digits after it", () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        expect(sanitizeDecimalInput(raw)).toMatch(/^\d*(?:,\d{0,2})?$/);
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const once = sanitizeDecimalInput(raw);
        expect(sanitizeDecimalInput(once)).toBe(once);
      }),
    );
  });

  it("never invents digits: the output's digits are a subsequence of the input's", () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        expect(isSubsequence(digitsOf(sanitizeDecimalInput(raw)), digitsOf(raw))).toBe(true);
      }),
    );
  });

  it("keeps every integer digit", () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const [integer = ""] = sanitizeDecimalInput(raw).split(",");
        expect(digitsOf(raw).startsWith(integer)).toBe(true);
      }),
    );
  });

  it("keeps a formatted amount's value when it is pasted in", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        expect(parseDecimal(sanitizeDecimalInput(formatDecimal(cents / 100)))).toBe(cents / 100);
      }),
    );
  });
});

describe("sanitizeWholeNumberInput", () => {
  it.each([
    ["", ""],
    ["1234", "1234"],
    ["1.234", "1234"],
    ["1.234,56", "123456"],
    ["12,5", "125"],
    ["-3", "3"],
    [" 4 2 ", "42"],
    ["abc", ""],
    ["１２", ""],
  ])("%j → %j", (raw, expected) => {
    expect(sanitizeWholeNumberInput(raw)).toBe(expected);
  });

  it("returns digits only and keeps every digit in order", () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const result = sanitizeWholeNumberInput(raw);
        expect(result).toMatch(/^\d*$/);
        expect(result).toBe(digitsOf(raw));
      }),
    );
  });
});

describe("parseDecimal", () => {
  it.each([
    ["0", 0],
    ["12", 12],
    ["12,5", 12.5],
    ["12,50", 12.5],
    ["1234,56", 1234.56],
    ["12,", 12],
    [",5", 0.5],
    ["1.234,50", 1234.5],
    ["1\u00a0234,50", 1234.5],
    ["1\u202f234\u202f567", 1234567],
    [" 12,5 ", 12.5],
  ])("%j → %j", (value, expected) => {
    expect(parseDecimal(value)).toBe(expected);
  });

  it.each(["", " ", ",", "abc", "12abc", "12.5", "1.23,4", "1,2,3", "-1", "1e3", "12 34"])(
    "%j is no German decimal",
    (value) => {
      expect(parseDecimal(value)).toBeNull();
    },
  );

  it("reads every sanitized value that holds a digit", () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const sanitized = sanitizeDecimalInput(raw);
        const parsed = parseDecimal(sanitized);
        if (/\d/.test(sanitized)) {
          expect(parsed).not.toBeNull();
          expect(Number.isFinite(parsed)).toBe(true);
        } else {
          expect(parsed).toBeNull();
        }
      }),
    );
  });
});

describe("formatDecimal", () => {
  it.each([
    [0, "^0,00$"],
    [12.5, "^12,50$"],
    [1234.5, `^1${GROUP}234,50$`],
    [1234567.891, `^1${GROUP}234${GROUP}567,89$`],
    [0.005, "^0,01$"],
  ])("%j → de-AT with two decimals", (n, pattern) => {
    expect(formatDecimal(n)).toMatch(new RegExp(pattern));
  });
});

describe("formatWholeNumber", () => {
  it.each([
    [0, "^0$"],
    [999, "^999$"],
    [1234, `^1${GROUP}234$`],
    [1234567, `^1${GROUP}234${GROUP}567$`],
  ])("%j → de-AT", (n, pattern) => {
    expect(formatWholeNumber(n)).toMatch(new RegExp(pattern));
  });
});
