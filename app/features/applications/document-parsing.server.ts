import os from "node:os";
import path from "node:path";
import Piscina from "piscina";
import type sanitizeHtml from "sanitize-html";
import { PROJECT_ROOT } from "@server/paths";
import { ARCHIVE_LIMITS, inspectArchive } from "./archive";

/**
 * Candidates' documents are read on worker threads (issue 32 §1, decision 056): a hostile Word or
 * PDF file must never stall or end the process that serves the portal. Each thread has a heap
 * cap; a task that runs longer than its time ends its thread; at most `MAX_THREADS` read at once
 * per process and `MAX_QUEUED` wait — anything beyond gets no text at once. A Word file is
 * inspected first (`archive.ts`) and never reaches a thread when it would unpack too large.
 *
 * Every failure answers null: the callers then store the application without indexed text and
 * show no preview, never an error.
 */

export type DocumentJob = "docx-text" | "docx-html" | "pdf-text";

export interface JobOptions {
  /** Text is read from the first pages only: enough for the search. */
  maxPdfPages?: number;
  /** sanitize-html's options for the preview (`docx-html`). */
  sanitize?: sanitizeHtml.IOptions;
}

/**
 * No XML part of a Word file is read beyond this (a real CV's `document.xml` is well under 1 MB;
 * mammoth took 35 s and 2.4 GB for 20 MB); the whole archive is bounded by `ARCHIVE_LIMITS`.
 */
export const MAX_WORD_PART_BYTES = 1024 * 1024;

/** Old generation of a thread's heap: mammoth needs about 100× a Word part's size, pdf.js less. */
const HEAP_MB = 256;
/** The apply request waits for the text: it must answer within a few seconds whatever was sent. */
const TIMEOUT_MS: Record<DocumentJob, number> = { "docx-text": 3_000, "pdf-text": 3_000, "docx-html": 5_000 };
const MAX_THREADS = Math.max(1, Math.floor(os.availableParallelism() / 2));
const MAX_QUEUED = 16;

export const DOCUMENT_WORKER = path.join(PROJECT_ROOT, "app/features/applications/document-worker.mjs");

let pool: Piscina | null = null;

function documentPool(): Piscina {
  pool ??= new Piscina({
    filename: DOCUMENT_WORKER,
    // One thread stays once a document was read: starting one (and loading mammoth) takes a
    // second on a busy machine, which the next candidate should not wait for.
    minThreads: 1,
    maxThreads: MAX_THREADS,
    maxQueue: MAX_QUEUED,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  return pool;
}

/**
 * Runs one job on the pool: the text or HTML, or null when the file is refused, unreadable, too
 * slow, too hungry, or the pool is full.
 */
export async function readOnWorker(job: DocumentJob, bytes: Uint8Array, options: JobOptions): Promise<string | null> {
  if (job !== "pdf-text" && !inspectArchive(bytes, ARCHIVE_LIMITS).ok) return null;
  try {
    const result: unknown = await documentPool().run(
      {
        job,
        bytes,
        options: { ...options, maxPartBytes: MAX_WORD_PART_BYTES, maxUnpackedBytes: ARCHIVE_LIMITS.maxUnpackedBytes },
      },
      { signal: AbortSignal.timeout(TIMEOUT_MS[job]) },
    );
    return typeof result === "string" ? result : null;
  } catch {
    // Aborted after its time, out of heap, the queue full: the thread is replaced if it ended.
    return null;
  }
}

/** Ends the pool's threads (tests, shutdown); the next job starts a new pool. */
export async function closeDocumentPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
