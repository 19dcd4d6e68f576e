import { describe, expect, it } from "vitest";
import { DEMO_ISSUER_ENV, invoiceIssuerFromEnv } from "~/features/billing/issuer";
import { pdfText } from "../../../tests/support/pdf-text";
import { invoiceSheet, renderInvoicePdf } from "./invoice-pdf.server";
import type { InvoiceRow } from "~/features/billing/invoices.server";

const SELLER = invoiceIssuerFromEnv(DEMO_ISSUER_ENV);

const invoice: InvoiceRow = {
  id: 7,
  number: "2026-000042",
  companyId: 1,
  // 23:30 UTC is already the next day in Vienna.
  issuedAt: new Date("2026-01-04T23:30:00Z"),
  deliveryDate: "2026-01-05",
  dueDate: "2026-01-19",
  seller: SELLER,
  buyer: {
    name: "Bäckerei Größenwahn GmbH",
    street: "Hauptstraße 5",
    postcode: "8010",
    city: "Graz",
    country: "Österreich",
    uidNumber: "ATU12345678",
  },
  lines: [
    {
      description: "Stelleninserat Standard (1 Credit)",
      quantity: 3,
      unitNetCents: 49_000,
      netCents: 147_000,
    },
    { description: "Stelleninserat Top (2 Credits)", quantity: 1, unitNetCents: 89_050, netCents: 89_050 },
  ],
  netCents: 236_050,
  vatRatePercent: 20,
  vatCents: 47_210,
  grossCents: 283_260,
  orderedBy: "Katharina Mayr",
};

describe("invoiceSheet", () => {
  it("formats every field de-AT", () => {
    const sheet = invoiceSheet(invoice);
    expect(sheet.facts).toEqual([
      ["Rechnungsnummer", "2026-000042"],
      ["Rechnungsdatum", "05.01.2026"],
      ["Leistungsdatum", "05.01.2026"],
      ["Fällig am", "19.01.2026"],
    ]);
    expect(sheet.totals.map(([label, value]) => `${label} ${value.replace(/\u00a0/g, " ")}`)).toEqual([
      "Summe netto € 2.360,50",
      "zuzüglich 20 % USt. € 472,10",
      "Gesamtbetrag brutto € 2.832,60",
    ]);
  });

  it("leaves out the UID line of a buyer without one", () => {
    const sheet = invoiceSheet({ ...invoice, buyer: { ...invoice.buyer, uidNumber: null } });
    expect(sheet.buyer.some((line) => line.startsWith("UID"))).toBe(false);
  });
});

describe("renderInvoicePdf", () => {
  it("writes a PDF with every field of § 11 UStG, umlauts and € intact", async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    const expected = [
      // Issuer: name, address, UID.
      "Arbeitgeberportal GmbH",
      SELLER.street,
      `${SELLER.postcode} ${SELLER.city}`,
      `UID-Nr.: ${SELLER.uidNumber}`,
      // Recipient: name, address, UID.
      "Bäckerei Größenwahn GmbH",
      "Hauptstraße 5",
      "8010 Graz",
      "Österreich",
      "UID-Nr.: ATU12345678",
      // Sequential number, issue date, date of the service, due date.
      "Rechnung 2026-000042",
      "Rechnungsdatum:",
      "Leistungsdatum:",
      "05.01.2026",
      "Fällig am:",
      "19.01.2026",
      // Quantity and description of each item, net amounts.
      "Stelleninserat Standard (1 Credit)",
      "Stelleninserat Top (2 Credits)",
      "€ 490,00",
      "€ 1.470,00",
      "€ 890,50",
      // Net total, VAT rate and amount, gross total, payment terms.
      "Summe netto",
      "€ 2.360,50",
      "zuzüglich 20 % USt.",
      "€ 472,10",
      "Gesamtbetrag brutto",
      "€ 2.832,60",
      "Zahlungsbedingungen: zahlbar ohne Abzug bis 19.01.2026",
    ];
    for (const field of expected) expect(text, field).toContain(field);
    expect(text.split("\n")).toContain("3");
  });

  it("makes the invoice payable: IBAN, BIC, payment reference, amount and due date, Firmenbuch (§ 14 UGB)", async () => {
    const text = pdfText(await renderInvoicePdf(invoice));
    const lines = text.split("\n");
    for (const field of [
      "Zahlungsinformationen",
      "IBAN:",
      "AT61 1904 3002 3457 3201",
      "BIC:",
      "DEMOATWWXXX",
      "Zahlungsreferenz:",
      "Zahlungsreferenz 2026-000042 an.",
      "Firmenbuch: FN 123456a, Landesgericht Linz",
      "IBAN AT61 1904 3002 3457 3201 · BIC DEMOATWWXXX",
    ]) {
      expect(text, field).toContain(field);
    }
    expect(lines.filter((line) => line === "2026-000042").length).toBeGreaterThanOrEqual(2);
    expect(lines.filter((line) => line === "€ 2.832,60").length).toBeGreaterThanOrEqual(2);
  });

  it("prints the configured issuer, not a built-in one", async () => {
    const seller = invoiceIssuerFromEnv({
      ...DEMO_ISSUER_ENV,
      INVOICE_SELLER_NAME: "Karriere Medien GmbH",
      INVOICE_SELLER_IBAN: "AT483200000012345864",
      INVOICE_SELLER_BIC: "RLNWATWW",
      INVOICE_SELLER_FN: "654321z",
      INVOICE_SELLER_FN_COURT: "Handelsgericht Wien",
    });
    const text = pdfText(await renderInvoicePdf({ ...invoice, seller }));
    expect(text).toContain("Karriere Medien GmbH");
    expect(text).toContain("AT48 3200 0000 1234 5864");
    expect(text).toContain("RLNWATWW");
    expect(text).toContain("Firmenbuch: FN 654321z, Handelsgericht Wien");
    expect(text).not.toContain("AT61 1904");
  });
});
