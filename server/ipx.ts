/**
 * Images (SPEC §7): /_ipx/{modifiers}/{source} resizes and converts our own public images and
 * images from the allow-listed static-asset hosts with ipx; /p/icons/{name}.svg serves lucide
 * icons. Every failure answers 4xx with a short German message, never 500: a broken image
 * URL is the page's problem, not the server's — except 429 and 503 with Retry-After when the
 * render limits of image-limits.ts are reached (decision 030).
 */
import os from "node:os";
import path from "node:path";
import type { RequestHandler, Response } from "express";
import { createIPX, ipxFSStorage, ipxHttpStorage, type IPXStorage } from "ipx";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import {
  ImageLimitError as ImageError,
  imageFormat,
  libvipsThreads,
  RenderQueue,
  RenderRateLimit,
  snapHeight,
  snapQuality,
  snapSize,
  snapWidth,
  type ImageRenderLimits,
} from "./image-limits";
import type { Logger } from "./logger";
import { PROJECT_ROOT } from "./paths";
import { DAY_MS } from "~/lib/days";

const PUBLIC_DIR = path.join(PROJECT_ROOT, "public");
const LUCIDE_DIR = path.join(PROJECT_ROOT, "node_modules/lucide-static/icons");

/** SPEC §7: resized images may be cached for 30 days. */
const MAX_AGE_S = 2_592_000;
const ICON_MAX_AGE_MS = DAY_MS;
const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
const MAX_SOURCE_PIXELS = 25_000_000;
/** ipx keeps no results; without this cache every request decodes and encodes again. */
const CACHE_BUDGET_BYTES = 64 * 1024 * 1024;

const FITS = new Set(["cover", "contain", "fill", "inside", "outside"]);
// No leading zeros: ipx would pass "0640" on to sharp as a string, which sharp rejects. The
// size limits (image-limits.ts) come after the syntax, with a message of their own.
const dimension = (value: string) => /^[1-9]\d{0,8}$/.test(value);

/** The modifiers of SPEC §7 with their syntax; ipx would silently ignore others. */
const MODIFIERS = {
  // The supported formats are checked after the syntax, with a message of their own.
  f: (value: string) => /^[a-z0-9+-]{1,16}$/i.test(value),
  fit: (value: string) => FITS.has(value),
  w: dimension,
  h: dimension,
  s: (value: string) => {
    const [width = "", height = "", ...rest] = value.split("x");
    return rest.length === 0 && dimension(width) && dimension(height);
  },
  q: (value: string) => /^[1-9]\d?$|^100$/.test(value),
  // Hex without "#" (a "#" would end the URL's path) or a colour name.
  b: (value: string) => /^([0-9a-f]{3}|[0-9a-f]{6}|[a-z]{3,20})$/i.test(value),
} satisfies Record<string, (value: string) => boolean>;

type ModifierName = keyof typeof MODIFIERS;
type Modifiers = Partial<Record<ModifierName, string>>;

const isModifierName = (name: string): name is ModifierName => Object.hasOwn(MODIFIERS, name);

/**
 * ipx's syntax ("w_640,f_png", also "&" and ":" or "=", "_" for none) with each modifier at
 * most once and a valid value; webp unless a format is asked for (SPEC §7 default format).
 */
function parseSyntax(text: string): Modifiers | null {
  const modifiers: Modifiers = {};
  if (text !== "_") {
    for (const part of text.split(/[&,]/)) {
      const separator = part.search(/[:=_]/);
      if (separator < 1) return null;
      const name = part.slice(0, separator);
      const value = part.slice(separator + 1);
      if (!isModifierName(name) || modifiers[name] !== undefined || !MODIFIERS[name](value)) return null;
      modifiers[name] = value;
    }
  }
  modifiers.f ??= "webp";
  return modifiers;
}

/**
 * The modifiers within the limits of image-limits.ts: widths below 320 px as asked (to 4 px),
 * larger ones snapped up to the breakpoints × densities, heights rounded up, qualities to a few steps, one name per format; null for a
 * syntax error, an ImageError for a size or format beyond the limits. Equal results get equal
 * modifiers, and so one cache entry.
 */
function parseModifiers(text: string): Modifiers | null {
  const modifiers = parseSyntax(text);
  if (!modifiers) return null;
  // One way to ask for both sides: "s_" and "w_"/"h_" together would be applied one after the other.
  if (modifiers.s !== undefined && (modifiers.w !== undefined || modifiers.h !== undefined)) return null;
  modifiers.f = imageFormat(modifiers.f!);
  const { w, h, s, q } = modifiers;
  if (w !== undefined && h !== undefined) {
    delete modifiers.w;
    delete modifiers.h;
    modifiers.s = snapSize(Number(w), Number(h)).join("x");
  } else if (w !== undefined) {
    modifiers.w = String(snapWidth(Number(w)));
  } else if (h !== undefined) {
    modifiers.h = String(snapHeight(Number(h)));
  } else if (s !== undefined) {
    const [width, height] = s.split("x").map(Number);
    modifiers.s = snapSize(width!, height!).join("x");
  }
  if (q !== undefined) modifiers.q = String(snapQuality(Number(q)));
  return modifiers;
}

/** Refuses sources over 10 MB before sharp decodes them. */
function limitSize(storage: IPXStorage): IPXStorage {
  return {
    ...storage,
    async getData(id, options) {
      const data = await storage.getData(id, options);
      if (data && data.byteLength > MAX_SOURCE_BYTES) throw new ImageError(400, "Das Bild ist größer als 10 MB.");
      return data;
    },
  };
}

/** Images kept in the database (company uploads), addressed by a path prefix such as "/uploads/". */
export interface DatabaseImageSource {
  prefix: string;
  find(id: string): Promise<{ bytes: Buffer; modifiedAt: Date } | null>;
}

/** The public files, and for paths under the source's prefix the database. */
function withDatabaseSource(files: IPXStorage, source: DatabaseImageSource | undefined): IPXStorage {
  if (!source) return files;
  const lookup = async (id: string) => {
    const found = await source.find(id.slice(source.prefix.length));
    if (!found) throw new ImageError(404, "Das Bild wurde nicht gefunden.");
    return found;
  };
  return {
    name: "portal:files-and-database",
    getMeta: (id, options) =>
      id.startsWith(source.prefix)
        ? lookup(id).then((found) => ({ mtime: found.modifiedAt }))
        : files.getMeta(id, options),
    getData: (id, options) =>
      id.startsWith(source.prefix)
        ? lookup(id).then((found) => Uint8Array.from(found.bytes).buffer)
        : files.getData(id, options),
  };
}

interface Rendered {
  data: Buffer;
  format: string;
}

const MESSAGES: Record<number, string> = {
  403: "Diese Bildquelle ist nicht erlaubt.",
  404: "Das Bild wurde nicht gefunden.",
};

function sendError(res: Response, error: unknown, logger: Logger): void {
  if (error instanceof ImageError && error.retryAfterS !== undefined) {
    res.set("Retry-After", String(error.retryAfterS));
  }
  const code = typeof error === "object" && error !== null && "statusCode" in error ? error.statusCode : undefined;
  // ipx and ofetch errors carry a status; sharp's (corrupt image, pixel limit) do not.
  // The portal's own refusals keep their status (503 when the render queue is full).
  const status =
    error instanceof ImageError ? error.statusCode : typeof code === "number" && code >= 400 && code < 500 ? code : 400;
  const message =
    error instanceof ImageError ? error.message : (MESSAGES[status] ?? "Das Bild konnte nicht verarbeitet werden.");
  logger[code === undefined ? "warn" : "debug"]({ err: error, requestId: res.locals.requestId }, "image refused");
  res.status(status).set("Cache-Control", "no-store").json({ message });
}

export interface IpxHandlerOptions {
  /** The client build's files; absent in development, where the sources are in public/. */
  clientDir: string | undefined;
  /** Host names absolute source URLs may point to. */
  domains: string[];
  logger: Logger;
  /** Sources beside the public files, e.g. the company uploads. */
  databaseSource?: DatabaseImageSource;
  /** Renders at once, waiting and per client (server/config.ts). */
  limits: ImageRenderLimits;
}

/** The render queue now, and the renders refused since the start (the metrics read them, decision 080). */
export interface ImageRenderStats {
  running: number;
  queued: number;
  /** Refused with 503: the queue was full, or a render waited too long. */
  busy: number;
  /** Refused with 429: the client started too many new renders. */
  rateLimited: number;
}

export interface IpxHandler extends RequestHandler {
  stats(): ImageRenderStats;
}

/** Mounted at /_ipx. */
export function createIpxHandler({
  clientDir,
  domains,
  logger,
  databaseSource,
  limits,
}: IpxHandlerOptions): IpxHandler {
  // Renders run on libuv's thread pool, which static files and compression share: the queue
  // keeps places free there, and libvips spreads the renders that do run over the cores.
  const queue = new RenderQueue(limits);
  const rateLimit = new RenderRateLimit(limits);
  sharp.concurrency(libvipsThreads(limits.concurrency, os.availableParallelism()));

  const ipx = createIPX({
    maxAge: MAX_AGE_S,
    storage: limitSize(withDatabaseSource(ipxFSStorage({ dir: clientDir ?? PUBLIC_DIR }), databaseSource)),
    httpStorage: limitSize(
      ipxHttpStorage({
        domains,
        // Explicit, so that IPX_HTTP_* environment variables cannot widen the allow-list.
        allowAllDomains: false,
        // A redirect could lead off the allow-listed hosts.
        fetchOptions: { redirect: "error" },
      }),
    ),
    sharpOptions: { limitInputPixels: MAX_SOURCE_PIXELS },
  });
  // Least recently used results within a byte budget; one huge result must not flush the rest.
  const cache = new LRUCache<string, Rendered>({
    maxSize: CACHE_BUDGET_BYTES,
    maxEntrySize: CACHE_BUDGET_BYTES / 8,
    sizeCalculation: (entry) => entry.data.length,
  });
  // Concurrent requests for the same new image share one rendering.
  const pending = new Map<string, Promise<Rendered>>();
  const refused = { busy: 0, rateLimited: 0 };

  const handler: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const [modifierText = "", ...segments] = req.path.slice(1).split("/");
      const modifiers = parseModifiers(modifierText);
      if (!modifiers) throw new ImageError(400, "Ungültige Bildparameter.");
      const source = decodeURIComponent(segments.join("/"));
      if (!source) throw new ImageError(400, "Die Bildquelle fehlt.");

      const image = ipx(source, modifiers);
      // Also the existence and allow-list check; the modification time keys the cache.
      const { mtime, maxAge = MAX_AGE_S } = await image.getSourceMeta();
      const normalized = Object.entries(modifiers)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, value]) => `${name}_${value}`)
        .join(",");
      const key = `${normalized}/${source}@${mtime?.getTime() ?? ""}`;
      let rendered = cache.get(key);
      if (!rendered) {
        let work = pending.get(key);
        if (!work) {
          // Only a new rendering counts against the client and waits for a place; answers from
          // the cache and requests joining one in progress do neither.
          rateLimit.take(req.ip ?? "unknown");
          work = queue
            .run(() => image.process())
            .then(({ data, format = modifiers.f ?? "webp" }) => {
              const entry = { data: Buffer.from(data), format };
              cache.set(key, entry, { ttl: maxAge * 1000 });
              return entry;
            })
            .finally(() => pending.delete(key));
          pending.set(key, work);
        }
        rendered = await work;
      }
      // res.send adds the ETag and answers If-None-Match with 304.
      res.set("Cache-Control", `public, max-age=${MAX_AGE_S}`).type(`image/${rendered.format}`).send(rendered.data);
    } catch (error) {
      if (error instanceof ImageError && error.statusCode === 503) refused.busy += 1;
      if (error instanceof ImageError && error.statusCode === 429) refused.rateLimited += 1;
      sendError(res, error, logger);
    }
  };
  return Object.assign(handler, {
    stats: () => ({ running: queue.running, queued: queue.queued, ...refused }),
  });
}

const ICON_FILE = /^[a-z0-9-]{1,64}\.svg$/;

/**
 * Mounted at /p/icons after the public files, so that our own icons there
 * (profile-placeholder.svg) win over lucide's. Owns the whole folder: any other path in it is
 * a 404, not a page.
 */
export function createIconHandler(): RequestHandler {
  const notFound = (res: Response) => res.status(404).type("text").send("Dieses Symbol gibt es nicht.");
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // The raw path: "..", "%2f" and sub-folders fail the pattern.
    const file = req.path.slice(1);
    if (!ICON_FILE.test(file)) return void notFound(res);
    res.sendFile(file, { root: LUCIDE_DIR, maxAge: ICON_MAX_AGE_MS }, (error) => {
      if (error && !res.headersSent) notFound(res);
    });
  };
}
