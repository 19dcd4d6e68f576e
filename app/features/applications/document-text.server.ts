import { readOnWorker } from "./document-parsing.server";
import type { DocumentType } from "./files";

/** Enough of a CV for the inbox's search; a longer text adds nothing but index size. */
const MAX_TEXT = 50_000;

/** A CV's text is on its first pages. */
const OPTIONS = { maxPdfPages: 10 };

/**
 * The searchable text of a candidate's document, or "" when it has none that can be read (a
 * scan, an old .doc, a broken file, or one too large, too slow or too hungry to read on the
 * document pool, decision 056): the search then finds the candidate by name only.
 */
export async function documentText(type: DocumentType, bytes: Uint8Array): Promise<string> {
  const job = type === "pdf" ? "pdf-text" : type === "docx" ? "docx-text" : null;
  const text = job ? await readOnWorker(job, bytes, OPTIONS) : null;
  return (text ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_TEXT);
}
