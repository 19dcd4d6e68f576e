import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { createLoadShedder, type ShedReason } from "./load-shedding";

/**
 * The shedder with fake requests and a hand-driven clock: which request runs, waits or is
 * refused follows from the order of events alone, never from how fast the machine is.
 */

class FakeClock {
  private timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  now = 0;
  schedule = (run: () => void, ms: number) => {
    const timer = { at: this.now + ms, run, cancelled: false };
    this.timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  advance(ms: number): void {
    this.now += ms;
    const due = this.timers.filter((t) => !t.cancelled && t.at <= this.now).sort((a, b) => a.at - b.at);
    this.timers = this.timers.filter((t) => !due.includes(t));
    for (const timer of due) if (!timer.cancelled) timer.run();
  }
  pending(): number {
    return this.timers.filter((t) => !t.cancelled).length;
  }
}

interface FakeRequest {
  name: string;
  res: Response & EventEmitter;
  /** Whether the handler behind the shedder was reached. */
  started: boolean;
  shed: ShedReason | null;
  finish(): void;
  disconnect(): void;
}

function setup(limits: { maxConcurrent: number; maxQueued: number; queueTimeoutMs?: number }) {
  const clock = new FakeClock();
  const requests = new Map<Response, FakeRequest>();
  const shedder = createLoadShedder({
    ...limits,
    queueTimeoutMs: limits.queueTimeoutMs ?? 1_000,
    schedule: clock.schedule,
    shed: (_req, res, reason) => {
      const request = requests.get(res)!;
      request.shed = reason;
      // As the real answer does: the response ends.
      res.emit("finish");
      res.emit("close");
    },
  });
  const send = (name: string): FakeRequest => {
    const res = new EventEmitter() as Response & EventEmitter;
    const request: FakeRequest = {
      name,
      res,
      started: false,
      shed: null,
      finish: () => {
        res.emit("finish");
        res.emit("close");
      },
      disconnect: () => res.emit("close"),
    };
    requests.set(res, request);
    const next: NextFunction = () => {
      request.started = true;
    };
    shedder({} as Request, res, next);
    return request;
  };
  return { clock, shedder, send };
}

describe("load shedding", () => {
  it("runs requests up to the limit at once, queues the next ones and refuses beyond the queue", () => {
    const { shedder, send } = setup({ maxConcurrent: 2, maxQueued: 2 });
    const [a, b, c, d, e] = ["a", "b", "c", "d", "e"].map(send);
    expect([a, b].map((r) => r!.started)).toEqual([true, true]);
    expect([c, d].map((r) => [r!.started, r!.shed])).toEqual([
      [false, null],
      [false, null],
    ]);
    expect(e!.shed).toBe("queue-full");
    expect(e!.started).toBe(false);
    expect(shedder.stats()).toEqual({ inFlight: 2, queued: 2, shed: { "queue-full": 1, "queue-timeout": 0 } });
  });

  it("hands a freed slot to the longest-waiting request", () => {
    const { shedder, send } = setup({ maxConcurrent: 1, maxQueued: 5 });
    const [a, b, c] = ["a", "b", "c"].map(send);
    a!.finish();
    expect([b!.started, c!.started]).toEqual([true, false]);
    b!.finish();
    expect(c!.started).toBe(true);
    c!.finish();
    expect(shedder.stats()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it("refuses a request that waited longer than the timeout, and only that one", () => {
    const { clock, shedder, send } = setup({ maxConcurrent: 1, maxQueued: 5, queueTimeoutMs: 1_000 });
    const a = send("a");
    const b = send("b");
    clock.advance(500);
    const c = send("c");
    clock.advance(500);
    expect(b.shed).toBe("queue-timeout");
    expect(c.shed).toBeNull();
    a.finish();
    expect(c.started).toBe(true);
    clock.advance(10_000);
    // A request that got its slot is not refused afterwards: its timer is gone.
    expect(c.shed).toBeNull();
    expect(clock.pending()).toBe(0);
    expect(shedder.stats().shed).toEqual({ "queue-full": 0, "queue-timeout": 1 });
  });

  it("releases a slot exactly once, whether finish, close or both arrive", () => {
    const { shedder, send } = setup({ maxConcurrent: 2, maxQueued: 5 });
    const a = send("a");
    const b = send("b");
    a.res.emit("finish");
    a.res.emit("close");
    a.res.emit("finish");
    b.disconnect();
    expect(shedder.stats().inFlight).toBe(0);
    // Both slots are free again, and no more: two run, the third waits.
    const [c, d, e] = ["c", "d", "e"].map(send);
    expect([c!.started, d!.started, e!.started]).toEqual([true, true, false]);
    expect(shedder.stats()).toMatchObject({ inFlight: 2, queued: 1 });
  });

  it("forgets a waiting request whose browser gave up, without answering it", () => {
    const { clock, shedder, send } = setup({ maxConcurrent: 1, maxQueued: 1 });
    const a = send("a");
    const b = send("b");
    b.disconnect();
    expect(shedder.stats().queued).toBe(0);
    expect(clock.pending()).toBe(0);
    // Its place in the queue is free for the next one.
    const c = send("c");
    expect(c.shed).toBeNull();
    a.finish();
    expect([b.started, c.started]).toEqual([false, true]);
    expect(b.shed).toBeNull();
  });

  it("with no queue refuses at once when all slots are taken", () => {
    const { send } = setup({ maxConcurrent: 1, maxQueued: 0 });
    const a = send("a");
    const b = send("b");
    expect([a.started, b.shed]).toEqual([true, "queue-full"]);
  });
});
