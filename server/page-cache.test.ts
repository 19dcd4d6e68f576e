import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rawRequest } from "../tests/support/raw-request";
import type { ChangeFeed, ChangeSubscriber } from "./database-changes";
import { createPageCache, withoutNonce, withScriptSources, type PageCache } from "./page-cache";

/** The company a page of the miniature portal shows, as its loader names it (decision 060). */
const COMPANY_OF: Record<string, number> = { "/jobs/4-elektriker": 7, "/unternehmen/acme": 8 };

/** A portal in miniature: a nonce per request, the cache, and a page that can be held back. */
async function start(cache: PageCache, page: (res: express.Response) => Promise<void> | void) {
  const app = express();
  let counter = 0;
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${(counter += 1)}x`;
    res.setHeader("Content-Security-Policy", policyWith(`'nonce-${res.locals.cspNonce}' 'strict-dynamic'`));
    next();
  });
  app.use(cache.middleware, async (req, res) => {
    const company = COMPANY_OF[req.path];
    if (company !== undefined) (res.locals.shownCompanies ??= new Set()).add(company);
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
  changes: { isLive: () => true, subscribe: () => undefined } satisfies ChangeFeed,
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

  it("renders again a kept page whose nonce stands where it cannot be taken out", async () => {
    let renders = 0;
    const cache = createPageCache(options);
    const base = await start(cache, (res) => {
      renders += 1;
      const nonce = String(res.locals.cspNonce);
      // Once more than the root loader's data holds it.
      res.end(`<script nonce="${nonce}">var seen = ["${nonce}", "${nonce}"];</script>`);
    });
    expect((await fetchPage(base)).state).toBe("miss");
    // Kept, but no copy without the nonce could be made on its first hit: it is rendered instead.
    expect(await fetchPage(base)).toEqual({
      state: "miss",
      body: '<script nonce="nonce2x">var seen = ["nonce2x", "nonce2x"];</script>',
      policy: policyWith("'nonce-nonce2x' 'strict-dynamic'"),
    });
    expect(renders).toBe(2);
  });

  it("does not keep a page whose rendering began before a change", async () => {
    const cache = createPageCache(options);
    let release: () => void = () => undefined;
    let held = true;
    let renderingBegan: () => void = () => undefined;
    const rendering = new Promise<void>((resolve) => (renderingBegan = resolve));
    const base = await start(cache, async (res) => {
      res.write("<p>alt</p>");
      if (held) {
        const released = new Promise<void>((resolve) => (release = resolve));
        renderingBegan();
        await released;
      }
      res.end();
    });
    const slow = fetchPage(base);
    await rendering;
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

/** A data-version feed whose notifications the test sends (decision 060). */
class FakeFeed implements ChangeFeed {
  live = true;
  private subscriber: ChangeSubscriber | null = null;
  isLive = () => this.live;
  subscribe(subscriber: ChangeSubscriber) {
    this.subscriber = subscriber;
  }
  changed(scopes: string[]) {
    this.subscriber?.changed(scopes);
  }
  reset() {
    this.subscriber?.reset();
  }
}

describe("what the page cache hears of writes (decision 060)", () => {
  const startWithFeed = async (feed: FakeFeed, hold?: () => Promise<void>) => {
    const heard: { scopes: readonly string[]; dropped: number }[] = [];
    const cache = createPageCache({
      ...options,
      changes: feed,
      heard: (scopes, dropped) => heard.push({ scopes, dropped }),
    });
    const base = await start(cache, async (res) => {
      res.write("<p>Seite</p>");
      if (hold) await hold();
      res.end();
    });
    return { base, heard };
  };
  const states = async (base: string, paths: string[]) =>
    Promise.all(paths.map(async (path) => (await fetchPage(base, path)).state));
  const PAGES = ["/jobs/4-elektriker", "/unternehmen/acme", "/"];

  it("drops at once the pages of a company whose data version was bumped, and only those", async () => {
    const feed = new FakeFeed();
    const { base, heard } = await startWithFeed(feed);
    expect(await states(base, PAGES)).toEqual(["miss", "miss", "miss"]);
    expect(await states(base, PAGES)).toEqual(["hit", "hit", "hit"]);

    feed.changed(["company:7", "company:99"]);
    expect(heard).toEqual([{ scopes: ["company:7", "company:99"], dropped: 1 }]);
    expect(await states(base, PAGES)).toEqual(["miss", "hit", "hit"]);

    // The catalogue or a switch changed: every page shows them.
    feed.changed(["global"]);
    expect(heard.at(-1)).toEqual({ scopes: ["global"], dropped: 3 });
    expect(await states(base, PAGES)).toEqual(["miss", "miss", "miss"]);
    expect(await states(base, PAGES)).toEqual(["hit", "hit", "hit"]);
  });

  it("keeps and answers nothing while it does not listen, and forgets what it kept before", async () => {
    const feed = new FakeFeed();
    const { base } = await startWithFeed(feed);
    await states(base, PAGES);
    expect(await states(base, PAGES)).toEqual(["hit", "hit", "hit"]);

    // The connection is lost: the feed resets, and is not live until it listens again.
    feed.live = false;
    feed.reset();
    expect(await states(base, PAGES)).toEqual([null, null, null]);
    expect(await states(base, PAGES)).toEqual([null, null, null]);

    feed.live = true;
    feed.reset();
    expect(await states(base, PAGES)).toEqual(["miss", "miss", "miss"]);
    expect(await states(base, PAGES)).toEqual(["hit", "hit", "hit"]);
  });

  it("does not keep a page whose company changed while it was rendered, nor a company's page that names none", async () => {
    const feed = new FakeFeed();
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => (release = resolve));
    let renderingBegan: () => void = () => undefined;
    const rendering = new Promise<void>((resolve) => (renderingBegan = resolve));
    let renders = 0;
    const { base } = await startWithFeed(feed, async () => {
      renders += 1;
      if (renders === 2) renderingBegan();
      if (renders <= 2) await hold;
    });
    const slow = Promise.all([fetchPage(base, "/jobs/4-elektriker"), fetchPage(base, "/unternehmen/acme")]);
    // Both pages are being rendered.
    await rendering;
    feed.changed(["company:7"]);
    release();
    expect((await slow).map((page) => page.state)).toEqual(["miss", "miss"]);
    // Company 7's page began before its change and was not kept; company 8's was.
    expect(await states(base, ["/jobs/4-elektriker", "/unternehmen/acme"])).toEqual(["miss", "hit"]);

    // An employer page whose loader did not name the company is rendered each time.
    expect(await states(base, ["/unternehmen/ohne-namen", "/unternehmen/ohne-namen"])).toEqual(["miss", "miss"]);
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
