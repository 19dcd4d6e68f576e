/**
 * /_ipx image resizing, /p/icons and the version-detection files of a production build.
 * Needs the build's metadata: `react-router build && node scripts/write-build-meta.mjs`
 * (with BUILD_DIR for a build of its own, which this suite then uses too).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/ports";
import { startTestPortal, type TestPortal } from "../support/portal";

const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.resolve(root, process.env.BUILD_DIR ?? "build", "client");
// Broken and oversized sources exist only for this run, inside the build the portal serves.
const fixtureName = `test-${crypto.randomBytes(4).toString("hex")}`;
const fixtureDir = path.join(clientDir, "images", fixtureName);
const photo = "images/demo/buero.jpg";

let t: TestPortal;

beforeAll(async () => {
  const jpeg = fs.readFileSync(path.join(root, "public", photo));
  fs.mkdirSync(fixtureDir, { recursive: true });
  fs.writeFileSync(path.join(fixtureDir, "kaputt.jpg"), Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(500)]));
  // A valid JPEG: decoders stop at its end marker, so only the size check refuses it.
  fs.writeFileSync(path.join(fixtureDir, "gross.jpg"), Buffer.concat([jpeg, Buffer.alloc(10.5 * 1024 * 1024)]));
  await sharp({ create: { width: 6000, height: 4500, channels: 3, background: "#336699" } })
    .png()
    .toFile(path.join(fixtureDir, "riesig.png"));
  t = await startTestPortal({
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    STATIC_ASSET_HOSTS: "127.0.0.1",
    // The per-client limit has a suite of its own below; this one renders more than a burst.
    IPX_RENDER_BURST: "1000",
  });
});
afterAll(async () => {
  await t?.stop();
  fs.rmSync(fixtureDir, { recursive: true, force: true });
});

async function image(pathname: string) {
  const response = await fetch(`${t.baseUrl}${pathname}`);
  expect(response.status).toBe(200);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { response, meta };
}

/** Sends the path exactly as written; fetch would resolve "..". */
function rawGet(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(t.baseUrl);
    http
      .get({ hostname, port, path: pathname }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

describe("/_ipx", () => {
  it("resizes to webp by default, with the requested width and a 30-day cache header", async () => {
    const { response, meta } = await image(`/_ipx/w_640/${photo}`);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=2592000");
    expect(meta).toMatchObject({ format: "webp", width: 640, height: 360 });
  });

  it("converts to the format asked for", async () => {
    const { response, meta } = await image(`/_ipx/f_png,w_320/${photo}`);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(meta).toMatchObject({ format: "png", width: 320 });
  });

  it("gives s_640x200 exactly 640×200", async () => {
    const { meta } = await image(`/_ipx/s_640x200/${photo}`);
    expect(meta).toMatchObject({ width: 640, height: 200 });
  });

  it.each([
    ["w_100", { width: 100, height: 56 }],
    ["w_98", { width: 100, height: 56 }],
    ["w_700", { width: 768, height: 432 }],
    // Snapped to 2048, but never larger than the 1600 × 900 source.
    ["w_1600", { width: 1600, height: 900 }],
    ["s_200x100", { width: 200, height: 100 }],
    ["s_100x100", { width: 100, height: 100 }],
    ["w_200,h_100", { width: 200, height: 100 }],
    ["w_200", { width: 200, height: 113 }],
    ["h_80", { height: 80 }],
    ["h_90", { height: 96 }],
  ])(
    "serves %s at its size below 320 px, else snapped up to the breakpoints × densities of SPEC §7",
    async (modifiers, size) => {
      const { meta } = await image(`/_ipx/${modifiers}/${photo}`);
      expect(meta).toMatchObject(size);
    },
  );

  it("renders near qualities and jpg/jpeg once: the same answer", async () => {
    const first = await fetch(`${t.baseUrl}/_ipx/f_jpg,w_320,q_71/${photo}`);
    const second = await fetch(`${t.baseUrl}/_ipx/f_jpeg,w_320,q_68/${photo}`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it.each([320, 640])("serves density variants: w_%i", async (width) => {
    const { meta } = await image(`/_ipx/w_${width},q_70/${photo}`);
    expect(meta.width).toBe(width);
  });

  it("answers a repeated request with the same ETag with 304", async () => {
    const first = await fetch(`${t.baseUrl}/_ipx/w_300/${photo}`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // As a browser revalidates; fetch would otherwise add "Cache-Control: no-cache", which forbids a 304.
    const headers = { "if-none-match": etag!, "cache-control": "max-age=0" };
    const again = await fetch(`${t.baseUrl}/_ipx/w_300/${photo}`, { headers });
    expect(again.status).toBe(304);
  });

  it("fetches absolute URLs from allow-listed hosts", async () => {
    const { meta } = await image(`/_ipx/w_320/${t.baseUrl}/${photo}`);
    expect(meta).toMatchObject({ format: "webp", width: 320 });
  });

  it.each(["x_1", "w_abc", "w_0640", "s_200x", "q_0", "q_101", "fit_stretch", "w_1,w_2", "w", "s_320x160,w_320"])(
    "refuses the modifier %s with 400",
    async (modifiers) => {
      const response = await fetch(`${t.baseUrl}/_ipx/${modifiers}/${photo}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Ungültige Bildparameter." });
    },
  );

  const tooWide = "Das Bild darf höchstens 3072 Pixel breit sein.";
  const tooHigh = "Das Bild darf höchstens 3072 Pixel hoch sein.";
  const format = "Dieses Bildformat wird nicht unterstützt. Möglich sind webp, avif, jpeg und png.";
  it.each([
    ["w_3073", tooWide],
    ["w_4000", tooWide],
    ["w_999999999", tooWide],
    ["s_5000x100", tooWide],
    ["h_3073", tooHigh],
    ["s_320x4000", tooHigh],
    ["w_97,h_3070", tooHigh],
    ["f_gif", format],
    ["f_tiff,w_320", format],
  ])("refuses %s with a German 400", async (modifiers, message) => {
    const response = await fetch(`${t.baseUrl}/_ipx/${modifiers}/${photo}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  const notFound = "Das Bild wurde nicht gefunden.";
  const forbidden = "Diese Bildquelle ist nicht erlaubt.";
  const unusable = "Das Bild konnte nicht verarbeitet werden.";
  it.each([
    ["a missing file", "/_ipx/w_100/images/gibt-es-nicht.jpg", 404, notFound],
    ["a host off the allow-list", "/_ipx/w_100/https://example.com/bild.jpg", 403, forbidden],
    ["a host off the allow-list (encoded)", "/_ipx/w_100/https%3A%2F%2Fexample.com%2Fbild.jpg", 403, forbidden],
    ["a path out of the public files", "/_ipx/w_100/..%2f..%2fpackage.json", 403, forbidden],
    ["a corrupt image", `/_ipx/w_100/images/${fixtureName}/kaputt.jpg`, 400, unusable],
    ["a source over 25 megapixels", `/_ipx/w_100/images/${fixtureName}/riesig.png`, 400, unusable],
    ["a source over 10 MB", `/_ipx/w_100/images/${fixtureName}/gross.jpg`, 400, "Das Bild ist größer als 10 MB."],
    ["no source", "/_ipx/w_100/", 400, "Die Bildquelle fehlt."],
  ])("answers %s with a German 4xx, never 500", async (_name, pathname, status, message) => {
    const response = await fetch(`${t.baseUrl}${pathname}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ message });
  });
});

describe("/_ipx render limits", () => {
  // One render at once, one waiting for at most 1 s, and 4 new renders per client (refilled
  // once a minute): the held source below fills the places for as long as a test wants.
  let limited: TestPortal;
  let slowHost: http.Server;
  let slowUrl: string;
  const held: { release: () => void }[] = [];
  let gets = 0;
  let getArrived: () => void = () => {};

  beforeAll(async () => {
    const jpeg = fs.readFileSync(path.join(root, "public", photo));
    // An allow-listed host whose image arrives only when the test releases it.
    slowHost = http.createServer((req, res) => {
      res.setHeader("content-type", "image/jpeg");
      if (req.method === "HEAD") return void res.end();
      gets++;
      held.push({ release: () => res.end(jpeg) });
      getArrived();
    });
    const port = await freePort();
    await new Promise<void>((resolve) => slowHost.listen(port, "127.0.0.1", resolve));
    slowUrl = `http://127.0.0.1:${port}`;
    limited = await startTestPortal({
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      STATIC_ASSET_HOSTS: "127.0.0.1",
      IPX_RENDER_CONCURRENCY: "1",
      IPX_RENDER_QUEUE: "1",
      IPX_RENDER_WAIT_MS: "1000",
      IPX_RENDERS_PER_MINUTE: "1",
      IPX_RENDER_BURST: "4",
    });
  });
  afterAll(async () => {
    for (const request of held) request.release();
    await limited?.stop();
    await new Promise((resolve) => slowHost?.close(resolve));
  });

  /** Resolves once the portal has asked the slow host for `count` images in all. */
  async function slowGets(count: number): Promise<void> {
    while (gets < count) await new Promise<void>((resolve) => (getArrived = resolve));
  }

  it("queues, refuses with 503 and Retry-After, rate-limits new renders with 429, and serves static files meanwhile", async () => {
    const get = (modifiers: string, source = `${slowUrl}/langsam.jpg`) =>
      fetch(`${limited.baseUrl}/_ipx/${modifiers}/${source}`);

    // 1st render (token 1): takes the only place until released.
    const running = get("w_320");
    await slowGets(1);
    // 2nd and 3rd (tokens 2 and 3): one waits for the place, the other finds the only waiting
    // place taken and is refused at once; the waiting one is refused after 1 s. Which is which
    // depends on their arrival (the unit tests of image-limits.ts tell the two apart).
    const refused = Promise.all([get("w_640"), get("w_768")]);

    // Static files and pages do not queue behind renders.
    expect((await fetch(`${limited.baseUrl}/favicon.svg`)).status).toBe(200);
    expect((await fetch(`${limited.baseUrl}/produkte/stelleninserate`)).status).toBe(200);

    for (const answer of await refused) {
      expect({
        status: answer.status,
        retryAfter: answer.headers.get("retry-after"),
        cacheControl: answer.headers.get("cache-control"),
        body: await answer.json(),
      }).toEqual({
        status: 503,
        retryAfter: "1",
        cacheControl: "no-store",
        body: { message: "Der Bilddienst ist gerade ausgelastet. Bitte versuchen Sie es in Kürze erneut." },
      });
    }
    // Neither was rendered.
    expect(gets).toBe(1);

    held.shift()!.release();
    expect((await running).status).toBe(200);
    // The same image again comes from the cache: no token, no place.
    expect((await get("w_320")).status).toBe(200);

    // 4th new render (token 4) from the public files; then the client's tokens are spent.
    expect((await get("w_320", photo)).status).toBe(200);
    const limitedAnswer = await get("w_640", photo);
    expect(limitedAnswer.status).toBe(429);
    const retryAfter = Number(limitedAnswer.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limitedAnswer.json()).toEqual({
      message: `Sie haben in kurzer Zeit zu viele neue Bilder angefordert. Bitte versuchen Sie es in ${retryAfter} Sekunden erneut.`,
    });
    // Cached answers still come.
    expect((await get("w_320", photo)).status).toBe(200);
    // A width snapped to a cached one is that cached file.
    expect((await get("w_318", photo)).status).toBe(200);
  });
});

describe("/p/icons", () => {
  it("serves lucide icons as SVG for a day", async () => {
    const response = await fetch(`${t.baseUrl}/p/icons/briefcase.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await response.text()).toBe(
      fs.readFileSync(path.join(root, "node_modules/lucide-static/icons/briefcase.svg"), "utf8"),
    );
  });

  it("keeps serving our own profile placeholder", async () => {
    const response = await fetch(`${t.baseUrl}/p/icons/profile-placeholder.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      fs.readFileSync(path.join(root, "public/p/icons/profile-placeholder.svg"), "utf8"),
    );
  });

  it.each(["/p/icons/../x.svg", "/p/icons/..%2fx.svg", "/p/icons/UPPER.svg", "/p/icons/a/b.svg", "/p/icons/nope.svg"])(
    "answers %s with 404",
    async (pathname) => {
      expect(await rawGet(pathname)).toBe(404);
    },
  );
});

describe("version detection files", () => {
  it("serves builds/latest.json uncached with the id on disk and its manifest", async () => {
    const onDisk = JSON.parse(fs.readFileSync(path.join(clientDir, "builds/latest.json"), "utf8")) as { id: string };
    const response = await fetch(`${t.baseUrl}/builds/latest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const latest = (await response.json()) as { id: string; timestamp: number };
    expect(latest).toEqual({ id: onDisk.id, timestamp: expect.any(Number) });
    expect(latest.id).toMatch(/^[0-9a-f]{12}$/);

    const meta = await fetch(`${t.baseUrl}/builds/meta/${latest.id}.json`);
    expect(meta.headers.get("cache-control")).toBe("no-cache");
    const manifest = (await meta.json()) as { id: string; assets: string[]; entry: string };
    expect(manifest.id).toBe(latest.id);
    expect(manifest.assets).toContain(manifest.entry);
    expect(manifest.assets.every((asset) => /^\/assets\/.+\.(js|css)$/.test(asset))).toBe(true);
  });
});
