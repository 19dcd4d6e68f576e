import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rawRequest } from "../tests/support/raw-request";
import { createPageCache, withoutNonce, withScriptSources, type PageCache } from "./page-cache";

/** A portal in miniature: a nonce per request, the cache, and a page that can be held back. */
async function start(cache: PageCache, page: (res: express.Response) => Promise<void> | void) {
  const app = express();
  let counter = 0;
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${(counter += 1)}x`;
    res.setHeader("Content-Security-Policy", policyWith(`'nonce-${res.locals.cspNonce}' 'strict-dynamic'`));
    next();
  });
  app.use(cache.middleware, async (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    await page(res);
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The portal's policy in short, with `scriptSources` as its `script-src`. */
const policyWith = (scriptSources: string) => `default-src 'self';script-src 'self' ${scriptSources};object-src 'none'`;
const hashOf = (script: string) => `'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`;

const options = {
  ttlMs: 60_000,
  maxEntries: 10,
  variant: () => "",
  personal: () => false,
  scriptSources: ["'self'"],
};

async function fetchPage(base: string, path = "/jobs/4-elektriker") {
  const response = await fetch(`${base}${path}`);
  return {
    state: response.headers.get("x-page-cache"),
    body: await response.text(),
    policy: response.headers.get("content-security-policy"),
  };
}

describe("the page cache", () => {
  it("keeps a rendered page without its nonce, its inline script allowed by its hash", async () => {
    let renders = 0;
    const cache = createPageCache(options);
    const base = await start(cache, (res) => {
      renders += 1;
      res.write(`<script nonce="${String(res.locals.cspNonce)}">`);
      res.end("window.ready = true;</script>");
    });
    expect(await fetchPage(base)).toEqual({
      state: "miss",
      body: '<script nonce="nonce1x">window.ready = true;</script>',
      policy: policyWith("'nonce-nonce1x' 'strict-dynamic'"),
    });
    const hit = { state: "hit", body: "<script>window.ready = true;</script>" };
    expect(await fetchPage(base)).toEqual({ ...hit, policy: policyWith(hashOf("window.ready = true;")) });
    expect(await fetchPage(base)).toEqual({ ...hit, policy: policyWith(hashOf("window.ready = true;")) });
    expect(renders).toBe(1);
    // Other addresses, a query: not served from the cache.
    expect((await fetchPage(base, "/jobs/4-elektriker?utm_source=x")).state).toBeNull();
    expect((await fetchPage(base, "/p/jobs")).state).toBeNull();
    expect(renders).toBe(3);
  });

  it("does not keep a page whose rendering began before a change", async () => {
    const cache = createPageCache(options);
    let release: () => void = () => undefined;
    let held = true;
    const base = await start(cache, async (res) => {
      res.write("<p>alt</p>");
      if (held) await new Promise<void>((resolve) => (release = resolve));
      res.end();
    });
    const slow = fetchPage(base);
    await new Promise((resolve) => setTimeout(resolve, 50));
    cache.purge();
    held = false;
    release();
    expect((await slow).state).toBe("miss");
    expect((await fetchPage(base)).state).toBe("miss");
    expect((await fetchPage(base)).state).toBe("hit");
  });

  it("renders again after the time to live, and keeps no errors and no answers that set cookies", async () => {
    let now = 0;
    let status = 200;
    let cookie = false;
    const cache = createPageCache({ ...options, now: () => now });
    const base = await start(cache, (res) => {
      res.status(status);
      if (cookie) res.setHeader("Set-Cookie", "a=b");
      res.end("<p>Seite</p>");
    });
    await fetchPage(base);
    now += 59_999;
    expect((await fetchPage(base)).state).toBe("hit");
    now += 1;
    expect((await fetchPage(base)).state).toBe("miss");
    cache.purge();
    status = 410;
    await fetchPage(base);
    expect((await fetchPage(base)).state).toBe("miss");
    status = 200;
    cookie = true;
    await fetchPage(base);
    expect((await fetchPage(base)).state).toBe("miss");
  });

  it("compresses a kept page once per encoding and answers its tag with a 304", async () => {
    const text = "<p>Elektriker (m/w/d) in Wien, Vollzeit.</p>".repeat(100);
    const cache = createPageCache(options);
    const base = await start(cache, (res) => void res.end(text));
    await fetchPage(base);
    const brotli = vi.spyOn(zlib, "brotliCompressSync");
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(await rawRequest(`${base}/jobs/4-elektriker`, { "accept-encoding": "gzip, deflate, br, zstd" }));
    }
    expect(brotli).toHaveBeenCalledTimes(1);
    brotli.mockRestore();
    for (const answer of answers) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(text);
    }
    const gzip = await rawRequest(`${base}/jobs/4-elektriker`, { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(text);
    const identity = await rawRequest(`${base}/jobs/4-elektriker`, { "accept-encoding": "identity" });
    expect(identity.body.toString()).toBe(text);
    const unchanged = await rawRequest(`${base}/jobs/4-elektriker`, { "if-none-match": String(identity.headers.etag) });
    expect(unchanged.status).toBe(304);
  });
});

describe("a page without its nonce", () => {
  it("names the hash of each inline script a browser runs, not of data blocks or files", () => {
    const html = [
      '<link rel="modulepreload" href="/assets/a.js" nonce="n0nce"/>',
      '<script type="application/json" id="public-config">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
      '<script nonce="n0nce">window.__context = {"nonce":"n0nce"};</script>',
      '<script nonce="n0nce" type="module" async="">import("/assets/entry.js");</script>',
      '<script nonce="n0nce" src="/assets/b.js"></script>',
    ].join("");
    expect(withoutNonce(html, "n0nce")).toEqual({
      html: [
        '<link rel="modulepreload" href="/assets/a.js"/>',
        '<script type="application/json" id="public-config">{"a":1}</script>',
        '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
        '<script>window.__context = {"nonce":""};</script>',
        '<script type="module" async="">import("/assets/entry.js");</script>',
        '<script src="/assets/b.js"></script>',
      ].join(""),
      hashes: [hashOf('window.__context = {"nonce":""};'), hashOf('import("/assets/entry.js");')],
    });
  });

  it("is not made when the nonce stands where it does not belong", () => {
    expect(withoutNonce('<p>n0nce</p><script>var a = "n0nce";</script>', "n0nce")).toBeNull();
  });

  it("replaces only the policy's script-src", () => {
    expect(withScriptSources(policyWith("'nonce-x' 'strict-dynamic'"), ["'self'", "'sha256-abc='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc=';object-src 'none'",
    );
    expect(withScriptSources("script-src 'nonce-x'; img-src 'self'", ["'self'"])).toBe(
      "script-src 'self'; img-src 'self'",
    );
  });
});
