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
    const { response, meta } = await image(`/_ipx/f_png,w_100/${photo}`);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(meta).toMatchObject({ format: "png", width: 100 });
  });

  it("gives s_200x100 exactly 200×100", async () => {
    const { meta } = await image(`/_ipx/s_200x100/${photo}`);
    expect(meta).toMatchObject({ width: 200, height: 100 });
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
    const { meta } = await image(`/_ipx/w_100/${t.baseUrl}/${photo}`);
    expect(meta).toMatchObject({ format: "webp", width: 100 });
  });

  it.each(["x_1", "w_abc", "w_0640", "w_4097", "s_5000x100", "s_200x", "q_0", "f_gif", "fit_stretch", "w_1,w_2", "w"])(
    "refuses the modifier %s with 400",
    async (modifiers) => {
      const response = await fetch(`${t.baseUrl}/_ipx/${modifiers}/${photo}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Ungültige Bildparameter." });
    },
  );

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
