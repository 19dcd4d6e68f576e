import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

/**
 * Issue 32 §2, decision 057: a worker that fails with an error nobody caught says so at fatal
 * level, and the primary logs its death at error level with that reason and replaces it. The
 * primary of server/cluster.ts runs without the portal (tests/fixtures/dying-worker.ts).
 */
const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/dying-worker.ts");
/** Three Node processes through tsx on a loaded machine. */
const WAIT = { timeout: 100_000, interval: 50 };

interface LogLine {
  level: number;
  msg: string;
  pid: number;
  workerPid?: number;
  role?: string;
  replaces?: number;
  exitCode?: number | null;
  signal?: string | null;
  cause?: string;
}

describe.each([
  ["exception", "uncaught exception: Error: Testfehler"],
  ["rejection", "unhandled rejection: Error: Testfehler im Versprechen"],
])("a worker failing with an uncaught %s", (failure, reason) => {
  it("logs it at fatal level, and the primary logs the death at error level with that reason and replaces the worker", async () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ap-dying-")), "failed");
    const child = spawn(process.execPath, ["--import", "tsx", FIXTURE], {
      env: { ...process.env, DYING_WORKER_MARKER: marker, DYING_WORKER_FAILURE: failure },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const lines = () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as LogLine);
    try {
      const replacement = await vi.waitFor(() => {
        const started = lines().find((line) => line.msg === "worker started" && line.replaces);
        const ready = lines().find((line) => line.msg === "worker ready" && line.workerPid === started?.workerPid);
        if (!started || !ready) throw new Error(`no replacement yet:\n${output}`);
        return started;
      }, WAIT);
      const fatal = lines().find((line) => line.level === 60);
      expect(fatal).toMatchObject({ pid: replacement.replaces, msg: "uncaught error: the process ends" });
      const death = lines().find((line) => line.msg === "worker died");
      expect(death).toMatchObject({
        level: 50,
        workerPid: replacement.replaces,
        role: "web",
        exitCode: 1,
        signal: null,
        cause: reason,
      });
      expect(replacement.role).toBe("web");
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(path.dirname(marker), { recursive: true, force: true });
    }
    expect(child.exitCode).toBe(0);
    expect(lines().filter((line) => line.msg === "worker finished")).toHaveLength(2);
  }, 180_000);
});
