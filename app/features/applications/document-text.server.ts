import mammoth from "mammoth";
import type { DocumentType } from "./files";

/** Enough of a CV for the inbox's search; a longer text adds nothing but index size. */
const MAX_TEXT = 50_000;
const MAX_PDF_PAGES = 10;

/**
 * The text of a PDF, read by pdf.js (the legacy build runs on Node 20). Fonts and images are not
 * loaded: only the text layer matters, and nothing the file contains runs.
 */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const parts: string[] = [];
    for (let page = 1; page <= Math.min(pdf.numPages, MAX_PDF_PAGES); page++) {
      const content = await (await pdf.getPage(page)).getTextContent();
      parts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return parts.join("\n");
  } finally {
    await task.destroy();
  }
}

/**
 * The searchable text of a candidate's document, or "" when it has none that can be read (a
 * scan, an old .doc, a broken file): the search then finds the candidate by name only.
 */
export async function documentText(type: DocumentType, bytes: Uint8Array): Promise<string> {
  try {
    const text =
      type === "pdf"
        ? await pdfText(bytes)
        : type === "docx"
          ? (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value
          : "";
    return text.replace(/\s+/g, " ").trim().slice(0, MAX_TEXT);
  } catch {
    return "";
  }
}
