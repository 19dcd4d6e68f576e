import type { Worker } from "node:cluster";
import { describe, expect, it, vi } from "vitest";
import { GATHER_TIMEOUT_MS, primaryFigures, type FiguresMessage } from "./cluster-figures";
import { RequestFigures } from "./request-figures";

/** A worker as the primary sees it: what it is sent goes to `answer`. */
function fakeWorker(answer: (message: { type: string; id: number; text?: string }) => void): Worker {
  return { isConnected: () => true, send: (message: never) => answer(message) } as unknown as Worker;
}

/** A worker that answers each gathering with the figures of `requests` healthz requests. */
function servingWorker(requests: number, deliver: (worker: Worker, message: FiguresMessage) => void): Worker {
  const figures = new RequestFigures();
  for (let i = 0; i < requests; i++) figures.record("/healthz", "GET", 200, 0.001);
  const worker: Worker = fakeWorker((message) => {
    if (message.type === "portal-metrics-collect") {
      deliver(worker, { type: "portal-metrics", id: message.id, metrics: figures.toJSON() });
    }
  });
  return worker;
}

describe("primaryFigures", () => {
  it("sums every ready process's figures and answers the worker that asked", async () => {
    const answers: string[] = [];
    const requester = fakeWorker((message) => message.text !== undefined && answers.push(message.text));
    const deliver = (worker: Worker, message: FiguresMessage) => primary.received(worker, message);
    const one = servingWorker(2, deliver);
    const two = servingWorker(3, deliver);
    const primary = primaryFigures(() => [
      { worker: one, role: "web" },
      { worker: two, role: "web" },
    ]);
    primary.received(requester, { type: "portal-metrics-request", id: 41 });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]).toContain('portal_http_requests_total{route="/healthz",method="GET",status="200"} 5');
    expect(answers[0]).toContain('portal_scrape_processes{state="answered"} 2');
    expect(answers[0]).toContain('portal_processes{role="web"} 2');
  });

  it("leaves out a process that does not answer in time, and says so", async () => {
    vi.useFakeTimers();
    try {
      const answers: string[] = [];
      const requester = fakeWorker((message) => message.text !== undefined && answers.push(message.text));
      const one = servingWorker(2, (worker, message) => primary.received(worker, message));
      const stuck = fakeWorker(() => undefined);
      const primary = primaryFigures(() => [
        { worker: one, role: "web" },
        { worker: stuck, role: "services" },
      ]);
      primary.died("web");
      primary.received(requester, { type: "portal-metrics-request", id: 7 });
      await vi.advanceTimersByTimeAsync(GATHER_TIMEOUT_MS);
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      expect(answers[0]).toContain('portal_http_requests_total{route="/healthz",method="GET",status="200"} 2');
      expect(answers[0]).toContain('portal_scrape_processes{state="silent"} 1');
      expect(answers[0]).toContain('portal_worker_deaths_total{role="web"} 1');
    } finally {
      vi.useRealTimers();
    }
  });
});
