import PDFDocument from "pdfkit";
import { formatDate, formatDateTime } from "~/lib/format";
import type { CandidateDataView } from "./candidate-pages.server";
import { sizeText } from "./components/size-text";

/**
 * The candidate's copy of the data as a PDF (issue 34 §6): the sections of the page
 * `/bewerbung/daten` — Ihre Angaben, Antworten, Unterlagen, Nachrichten, Verlauf, Talentpool —
 * laid out with the built-in Helvetica (WinAnsi). The document is small (one application), so
 * it is drawn in the request; the CV's text, the one part that can be long, is cut at
 * `CV_TEXT_LIMIT` characters in the PDF (the JSON file holds it whole).
 */

export const CV_TEXT_LIMIT = 20_000;

const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Text the standard fonts can draw: letters outside WinAnsi lose their accents, or become "?". */
export function winAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === "\n" || WIN_ANSI_EXTRA.has(char)) {
      out += char;
      continue;
    }
    if (char === "\t") {
      out += " ";
      continue;
    }
    const base = char.normalize("NFD").replace(/\p{M}/gu, "");
    out += base.length > 0 && [...base].every((c) => c.codePointAt(0)! <= 0xff) ? base : "?";
  }
  return out;
}

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;

/** The answer of a dead link to a file (no page to render): the reason as plain text. */
export function deadLinkAnswer(reason: "invalid" | "withdrawn" | "deleted"): Response {
  const text = {
    invalid: "Dieser Link ist ungültig.",
    withdrawn: "Diese Bewerbung wurde bereits zurückgezogen.",
    deleted: "Die Daten dieser Bewerbung wurden gelöscht.",
  }[reason];
  return new Response(text, {
    status: reason === "invalid" ? 404 : 410,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

export function renderCandidateDataPdf(view: CandidateDataView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: "de-AT",
    displayTitle: true,
    info: { Title: "Ihre Bewerbungsdaten", Author: "Arbeitgeberportal", Subject: winAnsi(view.title) },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(winAnsi(value), { width: WIDTH, ...options });
  const heading = (value: string) => {
    doc.moveDown(1).font("Helvetica-Bold").fontSize(13).fillColor("#0f172a");
    text(value);
    doc.moveDown(0.3).font("Helvetica").fontSize(10);
  };
  const pair = (label: string, value: string) => {
    doc.font("Helvetica-Bold").fontSize(10);
    text(`${label}: `, { continued: true });
    doc.font("Helvetica");
    text(value || "–");
  };

  doc.fillColor("#0f172a").font("Helvetica-Bold").fontSize(18);
  text("Ihre Bewerbungsdaten");
  doc.font("Helvetica").fontSize(11);
  text(`„${view.title}“${view.companyName ? ` bei ${view.companyName}` : ""}`);
  doc.fontSize(9).fillColor("#475569");
  text(`Kopie Ihrer gespeicherten Daten (Art. 15 DSGVO), erstellt am ${formatDateTime(view.createdAt)} Uhr`);
  doc.fillColor("#0f172a");

  heading("Ihre Angaben");
  for (const { label, value } of view.details) pair(label, value);
  if (view.message) {
    doc.moveDown(0.3);
    pair("Ihre Nachricht", "");
    text(view.message);
  }

  heading("Antworten");
  if (view.answers.length === 0) text("Keine Fragen beantwortet.");
  for (const answer of view.answers) pair(answer.question, answer.answer);

  heading("Unterlagen");
  if (view.documents.length === 0) text("Keine Unterlagen gespeichert.");
  for (const document of view.documents) {
    text(`${document.kind}: ${document.fileName} (${sizeText(document.size)}, ${formatDate(document.uploadedAt)})`);
  }
  if (view.cvText) {
    doc.moveDown(0.3);
    pair("Aus Ihrem Lebenslauf gelesener Text (für die Suche des Unternehmens)", "");
    doc.fontSize(8);
    text(
      view.cvText.length > CV_TEXT_LIMIT
        ? `${view.cvText.slice(0, CV_TEXT_LIMIT)} … (gekürzt; vollständig in der JSON-Datei)`
        : view.cvText,
    );
    doc.fontSize(10);
  }

  heading("Nachrichten");
  if (view.messages.length === 0) text("Keine Nachrichten.");
  for (const message of view.messages) {
    doc.font("Helvetica-Bold");
    const from = message.direction === "candidate" ? "Sie" : message.authorName;
    text(`${formatDateTime(message.sendAt ?? message.createdAt)} Uhr · ${from}: ${message.subject}`);
    doc.font("Helvetica");
    text(message.body);
    if (message.attachments.length > 0) {
      text(`Anhänge: ${message.attachments.map((attachment) => attachment.fileName).join(", ")}`);
    }
    doc.moveDown(0.5);
  }

  heading("Verlauf");
  for (const line of view.history) text(`${formatDateTime(line.at)} Uhr – ${line.text}`);

  heading("Talentpool");
  text(
    view.talentPoolUntil
      ? `Sie haben zugestimmt, dass das Unternehmen Ihre Daten für spätere Stellen bis ${formatDate(view.talentPoolUntil)} aufbewahrt. Sie können die Zustimmung jederzeit über den Link in Ihrer E-Mail widerrufen.`
      : "Sie haben der Aufnahme in den Talentpool nicht zugestimmt. Ihre Daten werden nur für diese Stelle verwendet.",
  );

  doc.end();
  return done;
}
