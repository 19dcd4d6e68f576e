import PDFDocument from "pdfkit";

/** A real one-page A4 PDF holding `text`: what a candidate uploads as a CV or a document. */
export function textPdf(text: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    doc.text(text);
    doc.end();
  });
}
