import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  IMAGE_WIDTHS,
  ImageLimitError,
  imageFormat,
  libvipsThreads,
  MAX_IMAGE_SIDE,
  RenderQueue,
  RenderRateLimit,
  snapHeight,
  snapQuality,
  snapSize,
  snapWidth,
} from "./image-limits";

/** A task that runs until `finish` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done.then(() => "fertig"), finish };
}

async function refusal(promise: Promise<unknown>): Promise<ImageLimitError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImageLimitError);
  return error as ImageLimitError;
}

describe("sizes, formats and qualities", () => {
  it("allows the breakpoints of SPEC §7 at densities 1 and 2", () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
    expect(MAX_IMAGE_SIDE).toBe(3072);
  });

  it.each([
    [1, 4],
    [96, 96],
    [97, 100],
    [200, 200],
    [318, 320],
    [320, 320],
    [321, 640],
    [700, 768],
    [1536, 1536],
    [1537, 2048],
    [3072, 3072],
  ])("snaps the width %i up to %i", (width, snapped) => {
    expect(snapWidth(width)).toBe(snapped);
  });

  it.each([3073, 4000, 999_999_999])("refuses the width %i with a German 400", (width) => {
    expect(() => snapWidth(width)).toThrow(
      expect.objectContaining({ statusCode: 400, message: "Das Bild darf höchstens 3072 Pixel breit sein." }),
    );
  });

  it("rounds a height up to 16 px and keeps the portal's logo heights", () => {
    expect([64, 80, 96, 160, 192].map(snapHeight)).toEqual([64, 80, 96, 160, 192]);
    expect(snapHeight(1)).toBe(16);
    expect(snapHeight(3072)).toBe(3072);
    expect(() => snapHeight(3073)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });

  it("snaps width × height by the width and keeps the shape", () => {
    expect(snapSize(640, 200)).toEqual([640, 200]);
    expect(snapSize(200, 100)).toEqual([200, 100]);
    expect(snapSize(100, 100)).toEqual([100, 100]);
    expect(snapSize(1000, 1000)).toEqual([1024, 1024]);
    // 97 × 3070 stretched to 100 × 3165: beyond the height limit.
    expect(() => snapSize(97, 3070)).toThrow("Das Bild darf höchstens 3072 Pixel hoch sein.");
  });

  it("rounds qualities to 50, 60, 70, 80 or 90", () => {
    expect([1, 49, 55, 64, 70, 80, 84, 85, 100].map(snapQuality)).toEqual([50, 50, 60, 60, 70, 80, 80, 90, 90]);
  });

  it("knows the formats the portal asks for, and jpg as jpeg", () => {
    expect(["webp", "avif", "jpeg", "jpg", "png"].map(imageFormat)).toEqual(["webp", "avif", "jpeg", "jpeg", "png"]);
    for (const format of ["gif", "tiff", "heif", "svg", "toString"]) {
      expect(() => imageFormat(format)).toThrow(
        expect.objectContaining({
          statusCode: 400,
          message: "Dieses Bildformat wird nicht unterstützt. Möglich sind webp, avif, jpeg und png.",
        }),
      );
    }
  });

  it("shares the cores among the renders that run at once", () => {
    expect(libvipsThreads(2, 2)).toBe(1);
    expect(libvipsThreads(2, 8)).toBe(4);
    expect(libvipsThreads(4, 2)).toBe(1);
  });
});

describe("RenderQueue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at most `concurrency` tasks at once and starts a waiting one when a place frees up", async () => {
    const queue = new RenderQueue({ concurrency: 2, maxWaiting: 2, maxWaitMs: 1000 });
    const [a, b, c] = [held(), held(), held()];
    const results = [queue.run(a.task), queue.run(b.task), queue.run(c.task)];
    expect([queue.running, queue.queued]).toEqual([2, 1]);
    a.finish();
    await results[0];
    expect([queue.running, queue.queued]).toEqual([2, 0]);
    b.finish();
    c.finish();
    expect(await Promise.all(results)).toEqual(["fertig", "fertig", "fertig"]);
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });

  it("refuses at once with 503 and Retry-After when the waiting places are taken", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 3000 });
    const [a, b] = [held(), held()];
    const first = queue.run(a.task);
    const second = queue.run(b.task);
    const error = await refusal(queue.run(held().task));
    expect(error).toMatchObject({ statusCode: 503, retryAfterS: 3 });
    expect(error.message).toBe("Der Bilddienst ist gerade ausgelastet. Bitte versuchen Sie es in Kürze erneut.");
    a.finish();
    b.finish();
    await Promise.all([first, second]);
  });

  it("refuses with no waiting places at all (maxWaiting 0) whenever every place runs", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 0, maxWaitMs: 1000 });
    const a = held();
    const first = queue.run(a.task);
    expect((await refusal(queue.run(held().task))).statusCode).toBe(503);
    a.finish();
    await first;
    await expect(queue.run(() => Promise.resolve("wieder frei"))).resolves.toBe("wieder frei");
  });

  it("refuses a task that waited longer than maxWaitMs and never runs it", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 4, maxWaitMs: 2000 });
    const a = held();
    const first = queue.run(a.task);
    const late = vi.fn(() => Promise.resolve("zu spät"));
    const waiting = refusal(queue.run(late));
    await vi.advanceTimersByTimeAsync(1999);
    expect(queue.queued).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toMatchObject({ statusCode: 503, retryAfterS: 2 });
    expect(queue.queued).toBe(0);
    a.finish();
    await first;
    expect(late).not.toHaveBeenCalled();
    expect(queue.running).toBe(0);
  });

  it("frees the place of a task that failed", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 0, maxWaitMs: 1000 });
    await expect(queue.run(() => Promise.reject(new Error("kaputt")))).rejects.toThrow("kaputt");
    expect(queue.running).toBe(0);
  });
});

describe("RenderRateLimit", () => {
  it("allows a burst, then one render per 60 / perMinute seconds, per client", () => {
    let now = 0;
    const limit = new RenderRateLimit({ perMinute: 6, burst: 3, now: () => now });
    for (let i = 0; i < 3; i++) limit.take("10.0.0.1");
    let error: unknown;
    try {
      limit.take("10.0.0.1");
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({
      statusCode: 429,
      retryAfterS: 10,
      message:
        "Sie haben in kurzer Zeit zu viele neue Bilder angefordert. Bitte versuchen Sie es in 10 Sekunden erneut.",
    });
    // Another client has its own bucket.
    limit.take("10.0.0.2");
    now += 9_999;
    expect(() => limit.take("10.0.0.1")).toThrow(expect.objectContaining({ statusCode: 429, retryAfterS: 1 }));
    now += 1;
    limit.take("10.0.0.1");
    // Refilled over a long pause, but never beyond the burst.
    now += 3_600_000;
    for (let i = 0; i < 3; i++) limit.take("10.0.0.1");
    expect(() => limit.take("10.0.0.1")).toThrow(expect.objectContaining({ statusCode: 429 }));
  });
});
