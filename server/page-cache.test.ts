import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache, type PageCache } from "./page-cache";

/** A portal in miniature: a nonce per request, the cache, and a page that can be held back. */
async function start(cache: PageCache, page: (res: express.Response) => Promise<void> | void) {
  const app = express();
  let counter = 0;
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${(counter += 1)}x`;
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

const options = { ttlMs: 60_000, maxEntries: 10, variant: () => "", personal: () => false };

async function fetchPage(base: string, path = "/jobs/4-elektriker") {
  const response = await fetch(`${base}${path}`);
  return { state: response.headers.get("x-page-cache"), body: await response.text() };
}

describe("the page cache", () => {
  it("keeps a rendered page and sends it with each request's own nonce", async () => {
    let renders = 0;
    const cache = createPageCache(options);
    const base = await start(cache, (res) => {
      renders += 1;
      res.write(`<script nonce="${String(res.locals.cspNonce)}">`);
      res.end("</script>");
    });
    expect(await fetchPage(base)).toEqual({ state: "miss", body: '<script nonce="nonce1x"></script>' });
    expect(await fetchPage(base)).toEqual({ state: "hit", body: '<script nonce="nonce2x"></script>' });
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
});
