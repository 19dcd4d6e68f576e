import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  normalizeDecimalInput,
  normalizeWholeNumberInput,
  parseDecimalInput,
  readWholeNumberInput,
  sanitizeDecimalTyping,
  sanitizeWholeNumberTyping,
} from "./number-input";
import { DECIMAL_MAX_FRACTION_DIGITS, formatDecimal, formatWholeNumber } from "./number-format";

/** Strings built mostly from the characters the rules care about, so separators meet digits often. */
const numberLikeString = fc.string({
  unit: fc.constantFrom("0", "1", "2", "5", "9", ".", ",", " ", "-", "a", "€", "\u00a0"),
  maxLength: 24,
});
const anyString = fc.oneof(numberLikeString, fc.string({ unit: "binary", maxLength: 24 }));

/**
 * What a field shows after `text` was typed into it key by key (each key appended to what the
 * field shows, then the field's sanitizer runs, as NumberField does on every change).
 */
function typeKeyByKey(text: string, sanitize: (raw: string) => string): string {
  let shown = "";
  for (const key of text) shown = sanitize(shown + key);
  return shown;
}

/** How people write an amount of `cents`: German grouped or not, with or without decimals, or with a decimal dot. */
function writtenForms(cents: number): string[] {
  const integer = String(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, "0");
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const forms = [
    formatDecimal(cents / 100),
    `${integer},${fraction}`,
    `${grouped},${fraction}`,
    `${integer}.${fraction}`,
  ];
  if (fraction.endsWith("0")) forms.push(`${integer},${fraction[0]}`, `${integer}.${fraction[0]}`);
  if (fraction === "00") forms.push(integer, grouped);
  return forms;
}

// Intl output depends on the CLDR version: older data groups with a dot, newer with a (narrow) no-break space.
const GROUP = "[.\u00a0\u202f]";

describe("sanitizeDecimalTyping", () => {
  it("allows two decimals (SPEC §9)", () => {
    expect(DECIMAL_MAX_FRACTION_DIGITS).toBe(2);
  });

  it.each([
    ["", ""],
    ["3.", "3."],
    ["3.2", "3.2"],
    ["3.200", "3.200"],
    ["1.850,50", "1.850,50"],
    ["0.125", "0.125"],
    ["12,345", "12,34"],
    ["1,2,3", "1,23"],
    ["1,2.3", "1,23"],
    ["€ 1.234,50", "1.234,50"],
    ["-12,5 EUR", "12,5"],
    ["abc", ""],
    ["１２", ""],
  ])("%j shows %j while typing", (raw, shown) => {
    expect(sanitizeDecimalTyping(raw)).toBe(shown);
  });

  it("keeps only digits, dots and commas, and at most two digits after a comma", () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        expect(sanitizeDecimalTyping(raw)).toMatch(/^[\d.]*(?:,\d{0,2})?$/);
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const once = sanitizeDecimalTyping(raw);
        expect(sanitizeDecimalTyping(once)).toBe(once);
      }),
    );
  });
});

describe("parseDecimalInput and normalizeDecimalInput", () => {
  it.each([
    // the defects of issue 11
    ["3.200", 3200, "3.200"],
    ["1.850,50", 1850.5, "1.850,50"],
    ["0.125", 0.12, "0,12"],
    // German notation
    ["0", 0, "0"],
    ["12,5", 12.5, "12,5"],
    ["12,", 12, "12"],
    [",5", 0.5, "0,5"],
    ["007", 7, "7"],
    ["1234,56", 1234.56, "1.234,56"],
    ["1.234.567,89", 1234567.89, "1.234.567,89"],
    ["12.34,5", 1234.5, "1.234,5"],
    ["1.234,567", 1234.56, "1.234,56"],
    ["1,2,3", 1.23, "1,23"],
    // a dot without a comma: thousands when three digits follow, else the decimal point
    ["1.234", 1234, "1.234"],
    ["1.234.567", 1234567, "1.234.567"],
    ["1.234.56", 1234.56, "1.234,56"],
    ["12.5", 12.5, "12,5"],
    ["3200.50", 3200.5, "3.200,50"],
    [".5", 0.5, "0,5"],
    [".125", 0.12, "0,12"],
    ["1.2345", 1.23, "1,23"],
    ["1..234", 1.23, "1,23"],
    // spaces group thousands
    ["1 234,50", 1234.5, "1.234,50"],
    ["1\u202f234\u202f567", 1234567, "1.234.567"],
    [" 12,5 ", 12.5, "12,5"],
  ])("%j means %j and shows %j on blur", (text, value, shown) => {
    expect(parseDecimalInput(text)).toBe(value);
    expect(normalizeDecimalInput(text)).toBe(shown);
  });

  it.each(["", " ", ",", ".", "abc", "12abc", "-1", "1e3", "€ 12"])("%j is no number", (text) => {
    expect(parseDecimalInput(text)).toBeNull();
  });

  it("reads what blur shows as the value it showed it for", () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const typed = sanitizeDecimalTyping(raw);
        const shown = normalizeDecimalInput(typed);
        expect(parseDecimalInput(shown)).toBe(parseDecimalInput(typed));
        expect(normalizeDecimalInput(shown)).toBe(shown);
      }),
    );
  });

  it("reads every sanitized text that holds a digit", () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const typed = sanitizeDecimalTyping(raw);
        const value = parseDecimalInput(typed);
        if (/\d/.test(typed)) expect(Number.isFinite(value)).toBe(true);
        else expect(value).toBeNull();
      }),
    );
  });
});

describe("an amount typed key by key into a decimal field", () => {
  const cents = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10 ** 11 }));

  it("means what the user meant, before blur (Enter) and after it", () => {
    fc.assert(
      fc.property(cents, (amount) => {
        for (const written of writtenForms(amount)) {
          const typed = typeKeyByKey(written, sanitizeDecimalTyping);
          expect(parseDecimalInput(typed), `typed ${written}`).toBe(amount / 100);
          expect(parseDecimalInput(normalizeDecimalInput(typed)), `blurred ${written}`).toBe(amount / 100);
        }
      }),
    );
  });

  it("means the same when pasted in one piece", () => {
    fc.assert(
      fc.property(cents, (amount) => {
        for (const written of writtenForms(amount)) {
          expect(parseDecimalInput(sanitizeDecimalTyping(written))).toBe(amount / 100);
        }
      }),
    );
  });

  it("keeps the typed text until blur", () => {
    expect(typeKeyByKey("3.200", sanitizeDecimalTyping)).toBe("3.200");
    expect(typeKeyByKey("1.850,50", sanitizeDecimalTyping)).toBe("1.850,50");
    expect(normalizeDecimalInput(typeKeyByKey("3200", sanitizeDecimalTyping))).toBe("3.200");
  });
});

describe("whole numbers", () => {
  it.each([
    ["1234", { kind: "number", value: 1234 }],
    ["1.234", { kind: "number", value: 1234 }],
    ["1.234.567", { kind: "number", value: 1234567 }],
    [" 42 ", { kind: "number", value: 42 }],
    ["2,5", { kind: "fraction" }],
    ["2,", { kind: "fraction" }],
    ["0.5", { kind: "fraction" }],
    ["12.34", { kind: "fraction" }],
    ["", { kind: "invalid" }],
    ["abc", { kind: "invalid" }],
    ["-3", { kind: "invalid" }],
  ])("%j reads as %j", (text, reading) => {
    expect(readWholeNumberInput(text)).toEqual(reading);
  });

  it.each([
    ["42 Stück", "42"],
    ["2,5", "2,5"],
    ["-3", "3"],
  ])("typing %j shows %j", (raw, shown) => {
    expect(sanitizeWholeNumberTyping(raw)).toBe(shown);
  });

  it.each([
    ["1.234", "1234"],
    ["007", "7"],
    ["2,5", "2,5"],
    ["", ""],
  ])("blur turns %j into %j", (text, shown) => {
    expect(normalizeWholeNumberInput(text)).toBe(shown);
  });

  it("never reads a count with a decimal separator as a number", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10 ** 6 }),
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom(",", "."),
        (n, frac, sep) => {
          const typed = typeKeyByKey(`${n}${sep}${frac}`, sanitizeWholeNumberTyping);
          expect(readWholeNumberInput(typed).kind).toBe("fraction");
        },
      ),
    );
  });

  it("reads a count typed key by key, grouped or not", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 ** 12 }), (n) => {
        for (const written of [String(n), formatWholeNumber(n)]) {
          const typed = typeKeyByKey(written, sanitizeWholeNumberTyping);
          expect(readWholeNumberInput(typed)).toEqual({ kind: "number", value: n });
          expect(normalizeWholeNumberInput(typed)).toBe(String(n));
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
  ])("%j → German notation with two decimals", (n, pattern) => {
    expect(formatDecimal(n)).toMatch(new RegExp(pattern));
  });
});

describe("formatWholeNumber", () => {
  it.each([
    [0, "^0$"],
    [999, "^999$"],
    [1234, `^1${GROUP}234$`],
    [1234567, `^1${GROUP}234${GROUP}567$`],
  ])("%j → German notation", (n, pattern) => {
    expect(formatWholeNumber(n)).toMatch(new RegExp(pattern));
  });
});
