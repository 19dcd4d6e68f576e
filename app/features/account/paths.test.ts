import { describe, expect, it } from "vitest";
import { invoiceIdFromFileName, invoicePdfPath } from "./paths";

describe("invoice file names", () => {
  it("read the id of '{id}.pdf' and nothing else", () => {
    expect(invoiceIdFromFileName("12.pdf")).toBe(12);
    expect(invoiceIdFromFileName(invoicePdfPath(7).split("/").at(-1)!)).toBe(7);
    for (const name of [
      "0.pdf",
      "012.pdf",
      "12",
      "12.PDF",
      "12.pdf.exe",
      "-1.pdf",
      "1e3.pdf",
      "12345678901.pdf",
      "9999999999.pdf",
      "2147483648.pdf",
      "",
    ]) {
      expect(invoiceIdFromFileName(name), name).toBeNull();
    }
  });
});
