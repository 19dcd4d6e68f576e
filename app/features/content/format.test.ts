import { describe, expect, it } from "vitest";
import { formatEuro, formatNetPrice } from "./format";

// Intl puts a non-breaking space between "€" and the amount; normalise it for readable expectations.
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("catalogue formats (de-AT)", () => {
  it("formats euro cents with the euro sign first, thousands dots and a decimal comma", () => {
    expect(plain(formatEuro(49_000))).toBe("€ 490,00");
    expect(plain(formatEuro(123_450))).toBe("€ 1.234,50");
    expect(plain(formatEuro(590_000))).toBe("€ 5.900,00");
    expect(plain(formatEuro(5))).toBe("€ 0,05");
    expect(plain(formatEuro(0))).toBe("€ 0,00");
  });

  it("shows net prices with Austrian VAT", () => {
    expect(plain(formatNetPrice(49_000))).toBe("€ 490,00 zzgl. 20 % USt.");
    expect(plain(formatNetPrice(129_000))).toBe("€ 1.290,00 zzgl. 20 % USt.");
  });

  it("keeps amount and percent sign from breaking apart", () => {
    expect(formatNetPrice(49_000)).toBe("€\u00a0490,00 zzgl. 20\u00a0% USt.");
  });
});
