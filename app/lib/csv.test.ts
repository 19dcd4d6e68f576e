import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV for Austrian spreadsheets", () => {
  it("quotes semicolons, quotes and line breaks", () => {
    expect(csvCell('Huber; "Hansi"\nWien')).toBe('"Huber; ""Hansi""\nWien"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("keeps a candidate's text from becoming a formula", () => {
    for (const text of ['=HYPERLINK("http://x")', "+43 660", "-1", "@SUM(A1)", "\tx"]) {
      expect(csvCell(text).replace(/^"/, "").startsWith("'")).toBe(true);
    }
    expect(csvCell(-1)).toBe("-1");
  });

  it("starts with a BOM and ends rows with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        [1, 2],
      ]),
    ).toBe("\uFEFFa;b\r\n1;2\r\n");
  });
});
