import PDFDocument from "pdfkit";
import type { InvoiceParty } from "@db/schema/billing";
import { formatIban } from "~/features/billing/issuer";
import { formatDate, formatEuroCents } from "~/lib/format";
import { formatWholeNumber } from "~/lib/number-format";
import type { InvoiceRow } from "~/features/billing/invoices.server";

/**
 * The invoice as a PDF with every field § 11 Abs. 1 UStG asks for: issuer and recipient with
 * name, address and UID number, a sequential number, issue date, date of the service, quantity
 * and description of each item, net amounts, the VAT rate and amount, the gross total, and the
 * payment terms; beyond it what makes the invoice payable and a proper business document: the
 * seller's IBAN and BIC, the payment reference, and Firmenbuchnummer and Firmenbuchgericht
 * (§ 14 UGB). The built-in Helvetica covers ä ö ü ß € through WinAnsi encoding.
 */

export interface InvoiceSheet {
  title: string;
  seller: string[];
  buyer: string[];
  facts: Array<[label: string, value: string]>;
  lines: Array<{ position: string; description: string; quantity: string; unitNet: string; net: string }>;
  totals: Array<[label: string, value: string]>;
  paymentTerms: string;
  /** Bank transfer details: recipient, IBAN, BIC, payment reference, due date. */
  payment: Array<[label: string, value: string]>;
  orderedBy: string;
  footer: [company: string, bank: string];
}

function addressLines(party: InvoiceParty): string[] {
  return [
    party.name,
    party.street,
    `${party.postcode} ${party.city}`,
    party.country,
    ...(party.uidNumber ? [`UID-Nr.: ${party.uidNumber}`] : []),
  ];
}

/** "FN 123456a, Landesgericht Linz" (§ 14 UGB). */
export function companyRegisterLine(seller: InvoiceParty): string | null {
  if (!seller.companyRegisterNumber) return null;
  return [seller.companyRegisterNumber, seller.companyRegisterCourt].filter(Boolean).join(", ");
}

/** Every text of the invoice, formatted de-AT; the PDF only lays it out. */
export function invoiceSheet(invoice: InvoiceRow): InvoiceSheet {
  const { seller } = invoice;
  const register = companyRegisterLine(seller);
  const iban = seller.iban ? formatIban(seller.iban) : null;
  return {
    title: `Rechnung ${invoice.number}`,
    seller: [...addressLines(seller), ...(register ? [`Firmenbuch: ${register}`] : [])],
    buyer: addressLines(invoice.buyer),
    facts: [
      ["Rechnungsnummer", invoice.number],
      ["Rechnungsdatum", formatDate(invoice.issuedAt)],
      ["Leistungsdatum", formatDate(invoice.deliveryDate)],
      ["Fällig am", formatDate(invoice.dueDate)],
    ],
    lines: invoice.lines.map((line, index) => ({
      position: String(index + 1),
      description: line.description,
      quantity: formatWholeNumber(line.quantity),
      unitNet: formatEuroCents(line.unitNetCents),
      net: formatEuroCents(line.netCents),
    })),
    totals: [
      ["Summe netto", formatEuroCents(invoice.netCents)],
      [`zuzüglich ${invoice.vatRatePercent} % USt.`, formatEuroCents(invoice.vatCents)],
      ["Gesamtbetrag brutto", formatEuroCents(invoice.grossCents)],
    ],
    paymentTerms: `Zahlungsbedingungen: zahlbar ohne Abzug bis ${formatDate(invoice.dueDate)} per Überweisung. Bitte geben Sie bei der Zahlung die Zahlungsreferenz ${invoice.number} an.`,
    payment: [
      ["Empfänger", seller.name],
      ...(iban ? [["IBAN", iban] as [string, string]] : []),
      ...(seller.bic ? [["BIC", seller.bic] as [string, string]] : []),
      ["Zahlungsreferenz", invoice.number],
      ["Betrag", formatEuroCents(invoice.grossCents)],
      ["Fällig am", formatDate(invoice.dueDate)],
    ],
    orderedBy: `Bestellt von: ${invoice.orderedBy}`,
    footer: [
      [seller.name, seller.street, `${seller.postcode} ${seller.city}`, `UID-Nr.: ${seller.uidNumber ?? ""}`, register]
        .filter(Boolean)
        .join(" · "),
      [iban && `IBAN ${iban}`, seller.bic && `BIC ${seller.bic}`].filter(Boolean).join(" · "),
    ],
  };
}

const PAGE_MARGIN = 50;
const CONTENT_WIDTH = 595.28 - 2 * PAGE_MARGIN;
/** Columns of the item table: x offset from the margin, width, alignment. */
const COLUMNS = {
  position: { x: 0, width: 30, align: "left" },
  description: { x: 35, width: 215, align: "left" },
  quantity: { x: 255, width: 45, align: "right" },
  unitNet: { x: 305, width: 95, align: "right" },
  net: { x: 400, width: 95, align: "right" },
} as const;
const TABLE_HEADINGS: Record<keyof typeof COLUMNS, string> = {
  position: "Pos.",
  description: "Beschreibung",
  quantity: "Menge",
  unitNet: "Einzelpreis netto",
  net: "Gesamt netto",
};

function drawTableRow(doc: PDFKit.PDFDocument, cells: Record<keyof typeof COLUMNS, string>, top: number): number {
  let height = 0;
  for (const [key, column] of Object.entries(COLUMNS) as Array<
    [keyof typeof COLUMNS, (typeof COLUMNS)[keyof typeof COLUMNS]]
  >) {
    const options = { width: column.width, align: column.align };
    doc.text(cells[key], PAGE_MARGIN + column.x, top, options);
    height = Math.max(height, doc.heightOfString(cells[key], options));
  }
  return top + height;
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor("#64748b")
    .stroke();
}

export function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const sheet = invoiceSheet(invoice);
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    lang: "de-AT",
    displayTitle: true,
    info: { Title: sheet.title, Author: invoice.seller.name, Subject: sheet.title },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.fillColor("#0f172a");

  // Issuer, top left; facts of the invoice, top right.
  doc.font("Helvetica-Bold").fontSize(14).text(sheet.seller[0]!, PAGE_MARGIN, PAGE_MARGIN);
  doc.font("Helvetica").fontSize(9).text(sheet.seller.slice(1).join("\n"));
  let factsY = PAGE_MARGIN;
  for (const [label, value] of sheet.facts) {
    doc.font("Helvetica").fontSize(9).text(`${label}:`, 340, factsY, { width: 90 });
    doc.font("Helvetica-Bold").text(value, 430, factsY, { width: 115, align: "right" });
    factsY += 14;
  }

  // Recipient.
  doc.font("Helvetica").fontSize(8).fillColor("#475569").text("Rechnung an", PAGE_MARGIN, 150);
  doc.fillColor("#0f172a").fontSize(10).font("Helvetica-Bold").text(sheet.buyer[0]!, PAGE_MARGIN, 162);
  doc.font("Helvetica").text(sheet.buyer.slice(1).join("\n"));

  doc.font("Helvetica-Bold").fontSize(18).text(sheet.title, PAGE_MARGIN, 260);

  // Items.
  doc.fontSize(9).font("Helvetica-Bold");
  let y = drawTableRow(doc, TABLE_HEADINGS, 300) + 4;
  rule(doc, y);
  y += 6;
  doc.font("Helvetica");
  for (const line of sheet.lines) y = drawTableRow(doc, line, y) + 6;
  rule(doc, y);
  y += 8;

  // Totals, right-aligned under the amounts.
  for (const [index, [label, value]] of sheet.totals.entries()) {
    const last = index === sheet.totals.length - 1;
    doc.font(last ? "Helvetica-Bold" : "Helvetica").fontSize(last ? 11 : 9);
    doc.text(label, PAGE_MARGIN + 255, y, { width: 145, align: "right" });
    doc.text(value, PAGE_MARGIN + COLUMNS.net.x, y, { width: COLUMNS.net.width, align: "right" });
    y += last ? 18 : 14;
  }

  doc
    .font("Helvetica")
    .fontSize(9)
    .text(sheet.paymentTerms, PAGE_MARGIN, y + 24, { width: CONTENT_WIDTH });
  doc.text(sheet.orderedBy, { width: CONTENT_WIDTH });

  // Bank transfer details as a block the customer can copy from.
  doc.moveDown(1).font("Helvetica-Bold").text("Zahlungsinformationen", PAGE_MARGIN, doc.y, { width: CONTENT_WIDTH });
  let paymentY = doc.y + 4;
  for (const [label, value] of sheet.payment) {
    doc.font("Helvetica").text(`${label}:`, PAGE_MARGIN, paymentY, { width: 100 });
    doc.font("Helvetica-Bold").text(value, PAGE_MARGIN + 100, paymentY, { width: CONTENT_WIDTH - 100 });
    paymentY += 13;
  }

  // The footer sits in the bottom margin; without a margin there pdfkit would not start a new page.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.fontSize(8).fillColor("#475569");
  for (const [index, line] of sheet.footer.entries()) {
    doc.text(line, PAGE_MARGIN, doc.page.height - 45 + index * 11, {
      width: CONTENT_WIDTH,
      align: "center",
      lineBreak: false,
    });
  }
  doc.page.margins.bottom = bottomMargin;

  doc.end();
  return done;
}
