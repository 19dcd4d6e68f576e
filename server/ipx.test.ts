import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_IMAGE_RENDER_LIMITS } from "./image-limits";
import { createIpxHandler } from "./ipx";
import { createLogger } from "./logger";

/**
 * The rendered images the handler keeps (docs/architecture.md, the cache table): keyed by the
 * source's modification time, which every request reads, so a changed company image is rendered
 * anew and a removed one is a 404, never an answer from the cache.
 */

const square = (color: string) =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer();

let server: http.Server;
let base = "";
let upload: { bytes: Buffer; modifiedAt: Date } | null = null;
let finds = 0;

beforeAll(async () => {
  const app = express();
  app.use(
    "/_ipx",
    createIpxHandler({
      clientDir: undefined,
      domains: [],
      logger: createLogger("silent"),
      databaseSource: {
        prefix: "/uploads/",
        find: async () => {
          finds += 1;
          return upload;
        },
      },
      limits: DEFAULT_IMAGE_RENDER_LIMITS,
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function render(): Promise<{ status: number; red: number }> {
  const response = await fetch(`${base}/_ipx/w_320,f_png/uploads/logo`);
  if (response.status !== 200) return { status: response.status, red: -1 };
  const { data } = await sharp(Buffer.from(await response.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { status: 200, red: data[0]! };
}

describe("the rendered images", () => {
  it("are rendered anew when the source changed and are not answered once it is gone", async () => {
    upload = { bytes: await square("#ff0000"), modifiedAt: new Date(1_000) };
    expect(await render()).toEqual({ status: 200, red: 255 });
    const findsBefore = finds;
    expect(await render()).toEqual({ status: 200, red: 255 });
    // Kept, but the source's modification time was read again.
    expect(finds).toBeGreaterThan(findsBefore);

    upload = { bytes: await square("#0000ff"), modifiedAt: new Date(2_000) };
    expect(await render()).toEqual({ status: 200, red: 0 });

    upload = null;
    expect((await render()).status).toBe(404);
  });
});
