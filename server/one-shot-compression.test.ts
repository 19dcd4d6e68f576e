import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rawRequest as get } from "../tests/support/raw-request";
import { COMPRESSION_THRESHOLD, KeptBody, oneShotCompression } from "./one-shot-compression";

/** As server/app.ts mounts them: `compression`, then the one-shot compression. */
async function start(handler: express.RequestHandler) {
  const app = express();
  app.use(compression({ threshold: COMPRESSION_THRESHOLD }), oneShotCompression(), handler);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const person = { email: "kunde@demo.at", abilities: Array.from({ length: 120 }, (_, i) => `ability-${i}`) };

describe("one-shot compression", () => {
  it("compresses a whole JSON answer with brotli in one piece that decompresses to the answer", async () => {
    const base = await start((_req, res) => void res.json(person));
    const answer = await get(`${base}/me`, BROWSER);
    expect(JSON.stringify(person).length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(JSON.parse(zlib.brotliDecompressSync(answer.body).toString())).toEqual(person);
    expect(answer.headers.etag).toMatch(/^W\//);
  });

  it("uses gzip for a browser without brotli, and nothing for one without either", async () => {
    const base = await start((_req, res) => void res.json(person));
    const gzip = await get(`${base}/me`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(person);
    const plain = await get(`${base}/me`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(person);
  });

  it("leaves small bodies, HEAD, no-transform, images and encoded answers as they are", async () => {
    const base = await start((req, res) => {
      if (req.path === "/small") return void res.json({ ok: true });
      if (req.path === "/no-transform") return void res.set("Cache-Control", "no-transform").json(person);
      if (req.path === "/image") return void res.type("png").send(Buffer.alloc(4096, 1));
      if (req.path === "/encoded") {
        return void res
          .set("Content-Encoding", "br")
          .type("json")
          .send(zlib.brotliCompressSync(JSON.stringify(person)));
      }
      res.json(person);
    });
    for (const path of ["/small", "/no-transform", "/image"]) {
      expect((await get(`${base}${path}`, BROWSER)).headers["content-encoding"], path).toBeUndefined();
    }
    const encoded = await get(`${base}/encoded`, BROWSER);
    expect(JSON.parse(zlib.brotliDecompressSync(encoded.body).toString())).toEqual(person);
    const head = await get(`${base}/me`, BROWSER, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it("leaves a streamed answer to the compression middleware, which still compresses it", async () => {
    const text = "Stelleninserat ".repeat(400);
    const base = await start((_req, res) => {
      res.type("html");
      res.write(text.slice(0, 3000));
      res.end(text.slice(3000));
    });
    const answer = await get(`${base}/page`, BROWSER);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(text);
  });

  it("compresses a whole body written once with its length, then ended, in one call, as React Router sends a page", async () => {
    const page = Buffer.from("<!DOCTYPE html>" + "Stelleninserat ".repeat(400));
    const base = await start((_req, res) => {
      res.type("html").setHeader("Content-Length", page.length);
      res.write(page);
      // React Router's adapter flushes after each chunk; the compression stream has none yet.
      (res as unknown as { flush(): void }).flush();
      res.end();
    });
    const brotliSpy = vi.spyOn(zlib, "brotliCompressSync");
    const answer = await get(`${base}/page`, BROWSER);
    expect(brotliSpy).toHaveBeenCalledTimes(1);
    brotliSpy.mockRestore();
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(zlib.brotliDecompressSync(answer.body).equals(page)).toBe(true);
    const plain = await get(`${base}/page`, { "accept-encoding": "identity" });
    expect(plain.body.equals(page)).toBe(true);
    expect(Number(plain.headers["content-length"])).toBe(page.length);
  });
});

describe("an answer kept whole (KeptBody)", () => {
  it("sends the same answer as res.json, compressed once per encoding, and 304 for the tag it gave", async () => {
    const kept = KeptBody.json(person);
    const plain = await start((_req, res) => void res.json(person));
    const base = await start((req, res) => kept.send(req, res));
    const brotliSpy = vi.spyOn(zlib, "brotliCompressSync");

    const first = await get(`${base}/me`, BROWSER);
    const second = await get(`${base}/me`, BROWSER);
    expect(brotliSpy).toHaveBeenCalledTimes(1);
    brotliSpy.mockRestore();
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(second.body.equals(first.body)).toBe(true);
    expect(JSON.parse(zlib.brotliDecompressSync(first.body).toString())).toEqual(person);
    // The same tag as Express gives the same body.
    const reference = await get(`${plain}/me`, { "accept-encoding": "identity" });
    expect(first.headers.etag).toBe(reference.headers.etag);

    const gzip = await get(`${base}/me`, { "accept-encoding": "gzip" });
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(person);
    const identity = await get(`${base}/me`, { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.equals(reference.body)).toBe(true);

    const unchanged = await get(`${base}/me`, { ...BROWSER, "if-none-match": String(first.headers.etag) });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
  });

  it("leaves a small answer as it is", async () => {
    const base = await start((req, res) => KeptBody.json({ isAuthenticated: false }).send(req, res));
    const answer = await get(`${base}/me`, BROWSER);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual({ isAuthenticated: false });
  });
});
