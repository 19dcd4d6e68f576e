import crypto from "node:crypto";
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Answers whose whole body is handed over at once (`res.end(body)`: JSON, kept pages, plain
 * texts) are compressed in one synchronous call, sized to the body, before the `compression`
 * middleware sees them; that middleware then finds them encoded and passes them on. Streamed
 * answers (React Router's rendered pages, files) still go through its streams.
 *
 * A stream costs more than the compression of a small body: zlib allocates the encoder for its
 * full window, and the work goes to the thread pool and back. One call with a window no larger
 * than the body and brotli's size hint skips all of it (issue 17 §2: "no compression below ~1 KB",
 * one compression call per answer).
 *
 * Mounted after `compression`, so that its `res.end` runs first.
 */

/** Bodies below this stay as they are: a packet either way. */
export const COMPRESSION_THRESHOLD = 1024;
/** Brotli quality of the on-the-fly compression (server/app.ts explains 3). */
const BROTLI_QUALITY = 3;
/**
 * Brotli quality of a body compressed once and sent many times (`KeptBody`): 10 % fewer bytes
 * than quality 3 for the same time (the 25 KB content page: 6 248 against 6 936 bytes, 0.48
 * against 0.45 ms); quality 7 takes twice as long for 1 % less.
 */
const KEPT_BROTLI_QUALITY = 5;
/** The largest brotli window (2^18 = 256 KB), as for streamed answers. */
const MAX_LGWIN = 18;
const MIN_LGWIN = 10;

/** Media types worth compressing: text, JSON, JavaScript, XML and their `+json`/`+xml` kinds. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))\b)/i;

type Encoding = "br" | "gzip";

/** The encoding to use: brotli where the browser takes it, else gzip, else none. */
function encodingFor(req: Request): Encoding | null {
  if (req.acceptsEncodings("br") === "br") return "br";
  if (req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return null;
}

export function compress(body: Buffer, encoding: Encoding, quality = BROTLI_QUALITY): Buffer {
  if (encoding === "gzip") return zlib.gzipSync(body);
  const lgwin = Math.min(MAX_LGWIN, Math.max(MIN_LGWIN, Math.ceil(Math.log2(body.length))));
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: lgwin,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Whether this answer, ended with `body` and nothing written before, is compressed here. */
function compressible(req: Request, res: Response, body: Buffer): boolean {
  if (body.length < COMPRESSION_THRESHOLD || req.method === "HEAD") return false;
  if (res.statusCode === 204 || res.statusCode === 304 || res.headersSent) return false;
  if (res.hasHeader("content-encoding")) return false;
  if (/\bno-transform\b/i.test(String(res.getHeader("cache-control") ?? ""))) return false;
  return COMPRESSIBLE.test(String(res.getHeader("content-type") ?? ""));
}

/** A chunk as a Buffer, or null for what is not a body (nothing, a callback). */
function bufferOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
}

export function oneShotCompression(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let written = false;
    /**
     * The whole body in one write, as React Router's adapter sends a rendered page (its length
     * known, app/entry.server.tsx): kept back until the `end` that follows, so that it is
     * compressed in one call instead of through the stream (decision 087).
     */
    let held: Buffer | null = null;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const writeHeld = () => {
      if (held === null) return;
      write(held);
      held = null;
      written = true;
    };
    const endWhole = (whole: Buffer, callback: unknown) => {
      if (!compressible(req, res, whole)) return end(whole, callback as never);
      res.vary("Accept-Encoding");
      const method = encodingFor(req);
      if (method === null) return end(whole, callback as never);
      const compressed = compress(whole, method);
      res.setHeader("Content-Encoding", method);
      res.setHeader("Content-Length", compressed.length);
      const etag = res.getHeader("etag");
      if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("ETag", `W/${etag}`);
      return end(compressed, callback as never);
    };
    res.write = ((...args: Parameters<typeof res.write>) => {
      const [chunk, encoding] = args as unknown[];
      if (!written && held === null && args.length <= 2 && typeof encoding !== "function") {
        const body = bufferOf(chunk, encoding);
        if (body !== null && body.length > 0 && Number(res.getHeader("content-length")) === body.length) {
          held = body;
          return true;
        }
      }
      writeHeld();
      written = true;
      return write(...args);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      const noChunk = chunk === undefined || chunk === null || typeof chunk === "function";
      const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
      if (held !== null && noChunk) {
        const whole = held;
        held = null;
        return endWhole(whole, done);
      }
      writeHeld();
      const whole = written || noChunk ? null : bufferOf(chunk, encoding);
      if (whole === null) return end(chunk as never, encoding as never, callback as never);
      return endWhole(whole, done);
    }) as typeof res.end;
    next();
  };
}

/**
 * An answer sent again and again unchanged: the current user for the seconds its profile is kept
 * (server/sign-in/profile-cache.ts), a page the page caches keep (decisions 038, 049, 055).
 * Tagged once and compressed once per encoding instead of on every request; a request that
 * names its tag gets a 304.
 */
export class KeptBody {
  private readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly raw: Buffer,
    private readonly contentType: string,
  ) {
    // As Express tags a body: weak, its length and a hash.
    const hash = crypto.createHash("sha1").update(raw).digest("base64").slice(0, 27);
    this.etag = `W/"${raw.length.toString(16)}-${hash}"`;
  }

  static json(value: unknown): KeptBody {
    return new KeptBody(Buffer.from(JSON.stringify(value)), "application/json; charset=utf-8");
  }

  send(req: Request, res: Response): void {
    res.setHeader("Content-Type", this.contentType);
    res.setHeader("ETag", this.etag);
    if (req.fresh) return void res.status(304).end();
    let body = this.raw;
    if (compressible(req, res, body)) {
      res.vary("Accept-Encoding");
      const method = encodingFor(req);
      if (method !== null) {
        body = this.encoded.get(method) ?? compress(this.raw, method, KEPT_BROTLI_QUALITY);
        this.encoded.set(method, body);
        res.setHeader("Content-Encoding", method);
      }
    }
    res.setHeader("Content-Length", body.length);
    res.end(body);
  }
}
