import type { MiddlewareFunction } from "react-router";
import { throwPageError } from "./page-error.server";
import { FILE_FORM_PATHS, MAX_FILE_FORM_BYTES } from "./form-limits";
import { INVALID_TEXT_MESSAGE, isCleanPercentEncoded, isCleanText, isCleanUtf8 } from "./text-input";

/**
 * The most a page form may send: the content step's rich text with room for percent-encoding.
 * Files go to /api/uploads, except on the few forms of FILE_FORM_PATHS (the candidate's
 * application, which needs no account and sends everything at once).
 */
export const MAX_FORM_BODY_BYTES = 1_048_576;

/**
 * A refused body up to this many times its form's limit is still read and dropped, chunk by
 * chunk without keeping it: a browser sends the whole body before it reads the answer, and gets
 * the 413 page only if the server reads to the end; cut off, it shows a reset connection. A file
 * form's limit is 20 MB, so an application with a 60 MB video still gets the page (issue 32 §6);
 * only beyond 100 MB, far past any real upload, is the connection closed.
 */
const DRAIN_FACTOR = 5;

/** The most a form to this address may send, and how much of a refused one is read and dropped. */
function bodyLimits(request: Request): { limit: number; drain: number } {
  const { pathname } = new URL(request.url);
  const limit = FILE_FORM_PATHS.some((path) => path.test(pathname)) ? MAX_FILE_FORM_BYTES : MAX_FORM_BODY_BYTES;
  return { limit, drain: DRAIN_FACTOR * limit };
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export const FORM_BODY_MESSAGES = {
  missing: "Die Anfrage enthält kein Formular.",
  unsupported: "Diese Seite nimmt nur Formulare entgegen.",
  tooLarge: "Das Formular ist zu groß.",
  malformed: "Das Formular ist unvollständig oder fehlerhaft.",
} as const;

/** The body, or null once it grows beyond `limit`. */
async function readAtMost(body: ReadableStream<Uint8Array<ArrayBuffer>>, limit: number): Promise<Blob | null> {
  const reader = body.getReader();
  const chunks: Array<Uint8Array<ArrayBuffer>> = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a branch of a cloned body settles its cancel only once both branches cancel.
      void reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Blob(chunks);
}

/** Reads and drops up to `limit` more bytes of a refused body. */
async function drain(body: ReadableStream<Uint8Array<ArrayBuffer>> | null, limit: number): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > limit) return void reader.cancel();
    }
  } catch {
    // The client went away; nothing left to drop.
  }
}

/**
 * Every submission to a page (POST, PUT, PATCH, DELETE) carries a readable form of a sane size,
 * checked once before any action reads it: a missing, foreign, oversized or broken body is a
 * 4xx on the German error page instead of a failed `request.formData()` (a 500) in the action.
 */
export const formBodyGuard: MiddlewareFunction<Response> = async ({ request, context }) => {
  if (request.method === "GET" || request.method === "HEAD") return;
  const contentType = request.headers.get("content-type");
  if (!contentType) throwPageError(context, 400, FORM_BODY_MESSAGES.missing);
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) throwPageError(context, 415, FORM_BODY_MESSAGES.unsupported);
  const { limit, drain: drainLimit } = bodyLimits(request);
  if (Number(request.headers.get("content-length") ?? 0) > limit) {
    await drain(request.body, drainLimit);
    throwPageError(context, 413, FORM_BODY_MESSAGES.tooLarge);
  }
  // A clone, so that the action still reads the body itself.
  let received: Blob | null;
  try {
    received = request.body ? await readAtMost(request.clone().body!, limit) : new Blob();
  } catch {
    throwPageError(context, 400, FORM_BODY_MESSAGES.malformed);
  }
  if (received === null) {
    await drain(request.body, drainLimit);
    throwPageError(context, 413, FORM_BODY_MESSAGES.tooLarge);
  }
  let form: FormData;
  try {
    form = await new Response(received, { headers: { "content-type": contentType } }).formData();
  } catch {
    throwPageError(context, 400, FORM_BODY_MESSAGES.malformed);
  }
  if (!(await isCleanForm(type, received, form))) throwPageError(context, 400, INVALID_TEXT_MESSAGE);
};

/**
 * The text rule of `./text-input` on a parsed form: no NUL in a field, and no bytes that are no
 * UTF-8 (which the form parser would have replaced unseen). Page forms carry text only (files go
 * to /api/uploads); should a file arrive, only the text fields are checked.
 */
async function isCleanForm(type: string, received: Blob, form: FormData): Promise<boolean> {
  const values = [...form.entries()].flat();
  if (!values.every((value) => typeof value !== "string" || isCleanText(value))) return false;
  if (values.some((value) => typeof value !== "string")) return true;
  const bytes = new Uint8Array(await received.arrayBuffer());
  if (!isCleanUtf8(bytes)) return false;
  return type !== "application/x-www-form-urlencoded" || isCleanPercentEncoded(new TextDecoder().decode(bytes));
}
