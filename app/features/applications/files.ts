/**
 * The files candidates send (docs/applications.md): the type is read from the bytes, never from
 * the name or the browser's word, and only documents that cannot run in the portal's origin are
 * taken: PDF, Word (.docx, .doc) and, for further documents, JPEG and PNG scans. An HTML or SVG
 * file renamed to .pdf is refused.
 */

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_OTHER_FILES = 3;

export type DocumentType = "pdf" | "docx" | "doc" | "jpeg" | "png";

export const DOCUMENT_TYPES: Record<DocumentType, { contentType: string; extension: string }> = {
  pdf: { contentType: "application/pdf", extension: "pdf" },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
  },
  doc: { contentType: "application/msword", extension: "doc" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
};

export const CV_TYPES: readonly DocumentType[] = ["pdf", "docx", "doc"];
export const OTHER_TYPES: readonly DocumentType[] = ["pdf", "docx", "doc", "jpeg", "png"];

/** For the file input's `accept`: a hint to the browser's picker, not a check. */
export const CV_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const OTHER_ACCEPT = `${CV_ACCEPT},.jpg,.jpeg,.png,image/jpeg,image/png`;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Whether `needle` occurs in the bytes (file names of a zip's entries are stored as plain text). */
function contains(bytes: Uint8Array, needle: string): boolean {
  const pattern = ascii(needle);
  outer: for (let i = 0; i <= bytes.length - pattern.length; i++) {
    for (let j = 0; j < pattern.length; j++) if (bytes[i + j] !== pattern[j]) continue outer;
    return true;
  }
  return false;
}

/** The document type the bytes are, or null for anything else. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return contains(bytes, "word/document.xml") && contains(bytes, "[Content_Types].xml") ? "docx" : null;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  return null;
}

/**
 * The name the file is offered under: the candidate's name without path, control characters or
 * characters that mean something in a header, with the extension of its real type.
 */
export function safeFileName(name: string, type: DocumentType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N} ._-]+/gu, "_")
    .replace(/^[ ._]+|[ ._]+$/g, "")
    .slice(0, 80);
  return `${base || "Dokument"}.${DOCUMENT_TYPES[type].extension}`;
}

/**
 * Images larger than this are not drawn in the colleague's browser (a PNG of a few KB can declare
 * 30 000 × 30 000 pixels, 3.6 GB to decode): they stay a download. A 300 dpi A4 scan has 8.7
 * million pixels.
 */
export const MAX_PREVIEW_PIXELS = 25_000_000;

/**
 * The pixels a JPEG or PNG declares in its header, read without decoding it, or null when the
 * header cannot be found.
 */
export function declaredPixels(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) && bytes.length >= 24) {
    return view.getUint32(16) * view.getUint32(20);
  }
  if (!startsWith(bytes, [0xff, 0xd8])) return null;
  // JPEG: the frame header (SOF0–SOF15 without DHT, JPG and DAC) holds height and width.
  for (let at = 2; at + 9 <= bytes.length;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return view.getUint16(at + 5) * view.getUint16(at + 7);
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** What the application's page says where it cannot show a document (decision 056). */
export const NO_PREVIEW_MESSAGE = "Für diese Datei gibt es keine Vorschau. Bitte laden Sie die Datei herunter.";

export const FILE_MESSAGES = {
  cvMissing: "Bitte laden Sie Ihren Lebenslauf hoch (PDF oder Word).",
  cvType: "Der Lebenslauf muss eine PDF- oder Word-Datei sein. Andere Dateien (auch umbenannte) nehmen wir nicht an.",
  otherType: "Weitere Unterlagen müssen PDF-, Word-, JPEG- oder PNG-Dateien sein.",
  tooLarge: "Eine Datei darf höchstens 5 MB groß sein.",
  tooMany: `Bitte laden Sie höchstens ${MAX_OTHER_FILES} weitere Unterlagen hoch.`,
  empty: "Die Datei ist leer.",
} as const;

/**
 * What a browser can tell of the other documents before it sends them: how many, and whether one
 * is too large. Checked before sending, a 30 MB file is refused at once with the field's message,
 * instead of after a long upload with the 413 page.
 */
export function otherFilesError(files: readonly { size: number }[]): string | null {
  if (files.length > MAX_OTHER_FILES) return FILE_MESSAGES.tooMany;
  if (files.some((file) => file.size > MAX_FILE_BYTES)) return FILE_MESSAGES.tooLarge;
  return null;
}
