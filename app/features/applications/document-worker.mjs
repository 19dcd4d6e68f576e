/**
 * Reads candidates' documents on a worker thread of the document pool (decision 056,
 * `document-parsing.server.ts`): a Word file's text or its HTML preview (mammoth, then
 * sanitize-html), a PDF's text (pdf.js). The pool starts this thread with a heap cap and ends it
 * when a task runs too long, so a hostile file costs this thread, never the portal's event loop.
 *
 * Every parser is loaded when the thread starts, before its first task: a task's time is spent on
 * the document only. Plain JavaScript: the pool starts it from the project folder in development, tests and the
 * production bundle alike, with no build step of its own (as `db/pglite-worker.mjs`).
 *
 * A task is { job: "docx-text" | "docx-html" | "pdf-text", bytes, options, started }: the options
 * of document-parsing.server.ts, and a port told when this thread takes the task (its time runs
 * from then). The answer is the text or HTML, or null when the file cannot be read.
 */
import { Unzip, UnzipInflate, zipSync } from "fflate";
import mammoth from "mammoth";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import sanitizeHtml from "sanitize-html";

/** Compressed bytes fed to the inflater at a time: at most about 1 000 times as many come out. */
const CHUNK = 4096;

/**
 * How deep the XML's elements nest, read in one pass over the bytes (comments, declarations and
 * processing instructions aside; `>` inside quoted attribute values is no tag's end). mammoth
 * walks the tree recursively and took seconds for 20 000 levels; Word itself nests a few dozen.
 */
function nestingDepth(xml) {
  let depth = 0;
  let deepest = 0;
  for (let at = xml.indexOf(60); at !== -1; at = xml.indexOf(60, at + 1)) {
    const next = xml[at + 1];
    if (next === 47) {
      depth--; // a closing tag, "</"
    } else if (next !== 33 && next !== 63) {
      // An opening tag (not "<!" or "<?"): find its end, skipping quoted attribute values.
      let quote = 0;
      let end = at + 1;
      for (; end < xml.length; end++) {
        const byte = xml[end];
        if (quote) {
          if (byte === quote) quote = 0;
        } else if (byte === 34 || byte === 39) quote = byte;
        else if (byte === 62) break;
      }
      if (xml[end - 1] !== 47) deepest = Math.max(deepest, ++depth); // not "/>"
      at = end;
    }
  }
  return deepest;
}

/**
 * The Word file's XML parts (and, for the preview, its images) unpacked and packed again without
 * compression, so that mammoth reads only what was unpacked here. The main thread checked the
 * sizes the archive states (archive.ts); this counts the bytes that really come out and stops
 * at the limits, whatever the archive states, and refuses XML nested deeper than `maxDepth`.
 */
function boundedDocx(bytes, { maxPartBytes, maxUnpackedBytes, maxDepth, images }) {
  const entries = {};
  let unpacked = 0;
  let failure = null;
  const unzip = new Unzip((file) => {
    const xml = /\.(xml|rels)$/i.test(file.name);
    if (!xml && !images) return;
    const chunks = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      size += chunk?.length ?? 0;
      unpacked += chunk?.length ?? 0;
      if (error || (xml && size > maxPartBytes) || unpacked > maxUnpackedBytes) {
        failure = error ?? new Error("unpacks larger than allowed");
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (!final) return;
      entries[file.name] = Buffer.concat(chunks);
      if (xml && nestingDepth(entries[file.name]) > maxDepth) failure = new Error("nested too deep");
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length && !failure; at += CHUNK) {
    unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
  }
  if (failure) throw failure;
  return Buffer.from(zipSync(entries, { level: 0 }));
}

async function pdfText(bytes, { maxPdfPages, maxPdfPageCount }) {
  // Fonts and images are not loaded: only the text layer matters, and nothing the file contains runs.
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    // pdf.js walks the page tree for a page it cannot find: a count no CV has is refused at once.
    if (pdf.numPages > maxPdfPageCount) return null;
    const parts = [];
    for (let page = 1; page <= Math.min(pdf.numPages, maxPdfPages); page++) {
      const content = await (await pdf.getPage(page)).getTextContent();
      parts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return parts.join("\n");
  } finally {
    await task.destroy();
  }
}

export default async function readDocument({ job, bytes, options, started }) {
  started.postMessage("started");
  started.close();
  try {
    if (job === "pdf-text") return await pdfText(bytes, options);
    const buffer = boundedDocx(bytes, { ...options, images: job === "docx-html" });
    if (job === "docx-text") return (await mammoth.extractRawText({ buffer })).value;
    const { value } = await mammoth.convertToHtml({ buffer });
    return sanitizeHtml(value, options.sanitize);
  } catch {
    return null;
  }
}
