/**
 * What one image request may cost (issue 13 §2, decision 030): the sizes, formats and
 * qualities /_ipx renders, how many renders run and wait at once, and how many new renders one
 * client may start. Rendering (decode, resize, encode in libvips) runs on libuv's thread pool,
 * which the static files (fs) and compression (zlib) share: unbounded renders starve them
 * although the event loop, and /healthz, stay free.
 */
import { TokenBuckets, type TokenBucketOptions } from "~/lib/rate-limit";
import { IMAGE_BREAKPOINTS, IMAGE_DENSITIES } from "~/components/ui/responsive-image";

/** The widths /_ipx renders: the breakpoints of SPEC §7 at densities 1 and 2. */
export const IMAGE_WIDTHS: readonly number[] = [
  ...new Set(Object.values(IMAGE_BREAKPOINTS).flatMap((width) => IMAGE_DENSITIES.map((density) => width * density))),
].sort((a, b) => a - b);

/** No output side beyond the largest breakpoint at density 2 (3072 px). */
export const MAX_IMAGE_SIDE = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** A height alone is rounded up to a multiple of this; 64, 80, 96, 160 and 192 (the portal's logos) stay. */
export const HEIGHT_STEP = 16;

/**
 * Below the smallest breakpoint a width is served as asked, rounded up to a multiple of this
 * (decision 074): `w_200` is 200 px, `s_100x100` is 100 × 100 — avatars and logos at their size.
 */
export const SMALL_WIDTH_STEP = 4;

/** The formats the portal's image components ask for; "jpg" is the same as "jpeg". */
export const IMAGE_FORMATS: Readonly<Record<string, string>> = {
  webp: "webp",
  avif: "avif",
  jpeg: "jpeg",
  jpg: "jpeg",
  png: "png",
};

/** A quality is rounded to the nearest of these. */
export const IMAGE_QUALITIES: readonly number[] = [50, 60, 70, 80, 90];

/** A refusal with its status, German message and, for 429 and 503, the seconds to wait. */
export class ImageLimitError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

const tooWide = () => new ImageLimitError(400, `Das Bild darf höchstens ${MAX_IMAGE_SIDE} Pixel breit sein.`);
const tooHigh = () => new ImageLimitError(400, `Das Bild darf höchstens ${MAX_IMAGE_SIDE} Pixel hoch sein.`);

/**
 * The next allowed width at or above `width`: below the smallest breakpoint the width itself (up to
 * a multiple of SMALL_WIDTH_STEP), above it the breakpoints × densities; beyond the largest, a 400.
 */
export function snapWidth(width: number): number {
  if (width < IMAGE_WIDTHS[0]!) return Math.ceil(width / SMALL_WIDTH_STEP) * SMALL_WIDTH_STEP;
  const snapped = IMAGE_WIDTHS.find((allowed) => allowed >= width);
  if (snapped === undefined) throw tooWide();
  return snapped;
}

/** A height alone: up to the next multiple of HEIGHT_STEP, at most MAX_IMAGE_SIDE. */
export function snapHeight(height: number): number {
  if (height > MAX_IMAGE_SIDE) throw tooHigh();
  return Math.min(MAX_IMAGE_SIDE, Math.ceil(height / HEIGHT_STEP) * HEIGHT_STEP);
}

/** Width × height: the width snapped, the height scaled with it (the shape stays). */
export function snapSize(width: number, height: number): [number, number] {
  if (height > MAX_IMAGE_SIDE) throw tooHigh();
  const snapped = snapWidth(width);
  const scaled = Math.max(1, Math.round((height * snapped) / width));
  if (scaled > MAX_IMAGE_SIDE) throw tooHigh();
  return [snapped, scaled];
}

export function snapQuality(quality: number): number {
  let best = IMAGE_QUALITIES[0]!;
  for (const allowed of IMAGE_QUALITIES) if (Math.abs(allowed - quality) <= Math.abs(best - quality)) best = allowed;
  return best;
}

/** The format's canonical name; any other format is a 400. */
export function imageFormat(format: string): string {
  const canonical = Object.hasOwn(IMAGE_FORMATS, format) ? IMAGE_FORMATS[format] : undefined;
  if (!canonical) {
    throw new ImageLimitError(400, "Dieses Bildformat wird nicht unterstützt. Möglich sind webp, avif, jpeg und png.");
  }
  return canonical;
}

export const BUSY_MESSAGE = "Der Bilddienst ist gerade ausgelastet. Bitte versuchen Sie es in Kürze erneut.";

export interface RenderQueueOptions {
  /** Renders at once. */
  concurrency: number;
  /** Renders waiting for a free place; one more is refused at once. */
  maxWaiting: number;
  /** A render that waited this long is refused. */
  maxWaitMs: number;
}

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * At most `concurrency` tasks at once and `maxWaiting` waiting in order; a task that finds the
 * queue full or waits longer than `maxWaitMs` is refused with 503 and Retry-After.
 */
export class RenderQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: RenderQueueOptions) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.options.concurrency) await this.waitForPlace();
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The place passes on to the next waiter, or frees up.
      if (next) next.start();
      else this.active--;
    }
  }

  private waitForPlace(): Promise<void> {
    const retryAfterS = Math.max(1, Math.ceil(this.options.maxWaitMs / 1000));
    if (this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(new ImageLimitError(503, BUSY_MESSAGE, retryAfterS));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new ImageLimitError(503, BUSY_MESSAGE, retryAfterS));
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }
}

/** A token bucket per client (IP address), as app/lib/rate-limit.ts keeps them. */
export class RenderRateLimit {
  private readonly buckets: TokenBuckets;

  constructor(options: TokenBucketOptions) {
    this.buckets = new TokenBuckets(options);
  }

  /** Takes a token for `client`, or refuses with 429 and the seconds until the next one. */
  take(client: string): void {
    const retryAfterS = this.buckets.take(client);
    if (retryAfterS === 0) return;
    throw new ImageLimitError(
      429,
      `Sie haben in kurzer Zeit zu viele neue Bilder angefordert. Bitte versuchen Sie es in ${retryAfterS} Sekunden erneut.`,
      retryAfterS,
    );
  }
}

/** The settings of server/config.ts (IPX_RENDER_*). */
export interface ImageRenderLimits {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs: number;
  perMinute: number;
  burst: number;
}

export const DEFAULT_IMAGE_RENDER_LIMITS: ImageRenderLimits = {
  // libuv's pool has 4 threads: two renders leave two for the files and compression.
  concurrency: 2,
  maxWaiting: 8,
  maxWaitMs: 10_000,
  perMinute: 60,
  burst: 20,
};

/**
 * libvips threads per render: the cores shared by the renders that run at once, so that
 * renders together use no more threads than there are cores.
 */
export function libvipsThreads(concurrency: number, cores: number): number {
  return Math.max(1, Math.floor(cores / concurrency));
}
