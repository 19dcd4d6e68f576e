import os from "node:os";
import path from "node:path";
import { MessageChannel } from "node:worker_threads";
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
/** A PDF stating more pages has no text read: no CV has them, and pdf.js would walk them. */
export const MAX_PDF_PAGE_COUNT = 1_000;
/** Elements inside elements in a Word part: Word nests a few dozen (tables in tables, text boxes). */
export const MAX_XML_DEPTH = 256;

/** Old generation of a thread's heap: mammoth needs about 100× a Word part's size, pdf.js less. */
const HEAP_MB = 256;
/**
 * How long a document may keep a thread busy, counted from when the thread takes it (starting a
 * thread after one was ended takes a second or more on a busy machine, and is no fault of the
 * next document). The apply request waits for the text: it must answer within a few seconds
 * whatever was sent (an ordinary CV's text takes well under a second once the thread runs).
 */
const RUN_MS: Record<DocumentJob, number> = { "docx-text": 2_000, "pdf-text": 2_000, "docx-html": 3_000 };
/**
 * Waiting for a thread (in the queue, or while one starts and loads mammoth and pdf.js: seconds
 * on a machine whose cores are busy) on top of the run.
 */
const WAIT_MS = 10_000;
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
  const overrun = new AbortController();
  let running: NodeJS.Timeout | undefined;
  // The worker says when it takes the task; from then on it has RUN_MS.
  const { port1: started, port2: startedPort } = new MessageChannel();
  started.once("message", () => (running = setTimeout(() => overrun.abort(), RUN_MS[job])));
  try {
    const result: unknown = await documentPool().run(
      {
        job,
        bytes,
        options: {
          ...options,
          maxPartBytes: MAX_WORD_PART_BYTES,
          maxUnpackedBytes: ARCHIVE_LIMITS.maxUnpackedBytes,
          maxDepth: MAX_XML_DEPTH,
          maxPdfPageCount: MAX_PDF_PAGE_COUNT,
        },
        started: startedPort,
      },
      {
        transferList: [startedPort],
        signal: AbortSignal.any([overrun.signal, AbortSignal.timeout(RUN_MS[job] + WAIT_MS)]),
      },
    );
    return typeof result === "string" ? result : null;
  } catch {
    // Ran too long, out of heap, the queue full: the thread is replaced if it ended.
    return null;
  } finally {
    clearTimeout(running);
    started.close();
  }
}

/** Ends the pool's threads (tests); the next job starts a new pool. */
export async function closeDocumentPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
