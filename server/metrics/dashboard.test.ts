import type { Worker } from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { PROJECT_ROOT } from "../paths";
import { primaryFigures } from "./cluster-figures";
import { createProcessMetrics } from "./process-metrics";

/**
 * The Grafana dashboard in the repository (docs/grafana/arbeitgeberportal.json, docs/operations.md):
 * valid JSON Grafana imports, with the panels the operations guide names, asking only for
 * figures the portal gives.
 */

interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  datasource: { type: string; uid: string };
  targets: { refId: string; expr: string }[];
}

const dashboard = JSON.parse(
  fs.readFileSync(path.join(PROJECT_ROOT, "docs/grafana/arbeitgeberportal.json"), "utf8"),
) as { title: string; uid: string; schemaVersion: number; panels: Panel[]; templating: { list: { type: string }[] } };

/** Every family the portal exposes: a process's with every part watched, and the primary's. */
async function exposedFamilies(): Promise<Set<string>> {
  const metrics = createProcessMetrics("web");
  const pageCache = () => ({ entries: 0, hits: 0, misses: 0, stores: 0 });
  metrics.watchDatabasePool(() => ({ total: 1, idle: 1, waiting: 0, max: 10, acquisitions: 0, waitSeconds: 0 }));
  metrics.watchPageCaches({ public: pageCache, signed_in: pageCache });
  metrics.watchLoadShedding(() => ({ inFlight: 0, queued: 0, shed: { "queue-full": 0, "queue-timeout": 0 } }));
  metrics.watchImageRenders(() => ({ running: 0, queued: 0, busy: 0, rateLimited: 0 }));
  metrics.watchTalentIndex(() => ({ profiles: 0, positions: 0, builds: 0, buildSeconds: 0, lastBuildSeconds: 0 }));
  metrics.watchJobQueue(async () => ({ queues: [], runs: [] }));
  metrics.watchMailOutbox(async () => ({ due: 0, waiting: 0, oldestDueSeconds: 0 }));
  metrics.requests.record("/healthz", "GET", 200, 0.001);
  const answers: string[] = [];
  const requester = { isConnected: () => true, send: (message: { text: string }) => answers.push(message.text) };
  primaryFigures(() => []).received(requester as unknown as Worker, { type: "portal-metrics-request", id: 1 });
  await vi.waitFor(() => expect(answers).toHaveLength(1));
  const text = `${await metrics.text()}\n${answers[0]}`;
  return new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]!));
}

describe("the Grafana dashboard", () => {
  it("is a dashboard Grafana imports, asking for a Prometheus data source", () => {
    expect(dashboard.title).toBe("Arbeitgeberportal");
    expect(dashboard.uid).toMatch(/^[a-z0-9-]{1,40}$/);
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.templating.list).toContainEqual(expect.objectContaining({ type: "datasource" }));
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    for (const panel of dashboard.panels) {
      expect(panel.datasource).toEqual({ type: "prometheus", uid: "${datasource}" });
      expect(panel.targets.length).toBeGreaterThan(0);
    }
  });

  it("has a panel for every figure the operations guide alerts on", () => {
    const titles = dashboard.panels.map((panel) => panel.title);
    for (const expected of [
      /5xx/,
      /p95 latency/,
      /Event-loop delay/,
      /Memory/,
      /Database pool$/,
      /average wait/,
      /Job queue depth/,
      /Job failures/,
      /Mail outbox backlog/,
      /longest-due unsent mail/,
      /Page cache hit ratio/,
      /Load shedding/,
      /Image renders/,
      /Talent index/,
      /Worker deaths/,
    ]) {
      expect(
        titles.some((title) => expected.test(title)),
        String(expected),
      ).toBe(true);
    }
  });

  it("asks only for figures the portal gives", async () => {
    const families = await exposedFamilies();
    const asked = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => [...target.expr.matchAll(/\b((?:portal|process|nodejs)_[a-z0-9_]+)/g)]),
    );
    expect(asked.length).toBeGreaterThan(20);
    for (const [name] of asked) {
      const family = name.replace(/_(bucket|sum|count)$/, "");
      expect(families.has(name) || families.has(family), name).toBe(true);
    }
  });
});
