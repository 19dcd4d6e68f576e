import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createTestDatabase, PGLITE_TEMPLATE_ENV, type TestDatabase } from "./database";
import { freePort } from "./ports";

export interface TestPortal {
  baseUrl: string;
  idpUrl: string;
  /** DATABASE_URL of this portal's own PostgreSQL database, when the suite runs on PostgreSQL. */
  databaseUrl: string | undefined;
  /** The process id of the portal's process (benches read its memory). */
  pid: number;
  /** Sends a message over the IPC channel (only with `ipc: true`). */
  send(message: string | Record<string, unknown>): void;
  /** Messages the portal's process sent over the IPC channel (only with `ipc: true`). */
  onMessage(listener: (message: unknown) => void): void;
  offMessage(listener: (message: unknown) => void): void;
  /** Whether the portal's process still runs. */
  running(): boolean;
  /** What the process printed so far (LOG_LEVEL decides how much). */
  output(): string;
  /** Resolves once /readyz answers 200. */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../..");

async function waitFor(
  url: string,
  child: ChildProcess,
  output: () => string,
  done: (response: Response) => boolean,
): Promise<void> {
  // Generous: under load (two test suites on two cores) the seed alone can take half a minute.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal exited early:\n${output()}`);
    try {
      if (done(await fetch(url))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`portal not up within 120 s (${url}):\n${output()}`);
}

/** How often a start is tried on new ports when the chosen one was taken meanwhile. */
const PORT_ATTEMPTS = 3;

const waitUntilReady = (baseUrl: string, child: ChildProcess, output: () => string) =>
  waitFor(`${baseUrl}/readyz`, child, output, (response) => response.ok);
const waitUntilListening = (baseUrl: string, child: ChildProcess, output: () => string) =>
  waitFor(`${baseUrl}/healthz`, child, output, (response) => response.ok);

/**
 * The whole portal as users get it: the production bundle (`node build/server/index.js`, as
 * `npm start` runs it; BUILD_DIR for a build of its own) in its own process, with the bundled
 * identity provider and a freshly seeded database, on free ports.
 */
export async function startTestPortal(
  extraEnv: Record<string, string> = {},
  options: {
    /**
     * Start from the run's seeded template (the default), or seed under `extraEnv`, for a suite
     * whose settings change what the seed writes (e.g. the issuer on the demo invoices).
     */
    fromTemplate?: boolean;
    /** A database of the test's own (e.g. a throwaway cluster's): no test database is made. */
    databaseUrl?: string;
    /** Return once the process listens, without waiting for /readyz (default: wait). */
    waitForReady?: boolean;
    /** Options for node before the entry file (e.g. `--require` a bench's memory probe). */
    nodeArgs?: string[];
    /** An IPC channel to the process (a bench's memory probe answers over it). */
    ipc?: boolean;
  } = {},
): Promise<TestPortal> {
  const fromTemplate = options.fromTemplate ?? true;
  const database: TestDatabase = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await createTestDatabase({ seeded: fromTemplate });
  const pgliteTemplate = fromTemplate ? process.env[PGLITE_TEMPLATE_ENV] : undefined;
  const serverEntry = path.join(extraEnv.BUILD_DIR ?? process.env.BUILD_DIR ?? "build", "server/index.js");
  // A free port can be taken by another suite between the check and the child's listen: a start
  // that ends in EADDRINUSE tries again on new ports (stop 42's CI lost a suite to this race).
  const launch = async (attempt: number) => {
    const [port, idpPort] = [await freePort(), await freePort()];
    const baseUrl = `http://127.0.0.1:${port}`;
    const idpUrl = `http://127.0.0.1:${idpPort}`;
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), serverEntry], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        PORT: String(port),
        IDP_PORT: String(idpPort),
        PUBLIC_BASE_URL: baseUrl,
        IDP_PUBLIC_URL: idpUrl,
        DATA_DIR: "memory://",
        LOG_LEVEL: "warn",
        // One process, whose pid is the portal's (benches read its memory); cluster.test.ts asks for more.
        WEB_CONCURRENCY: "1",
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        ...(!database.url && pgliteTemplate ? { [PGLITE_TEMPLATE_ENV]: pgliteTemplate } : {}),
        ...extraEnv,
      },
      stdio: options.ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      if (options.waitForReady === false) await waitUntilListening(baseUrl, child, () => output);
      else await waitUntilReady(baseUrl, child, () => output);
    } catch (error) {
      child.kill("SIGKILL");
      if (attempt < PORT_ATTEMPTS && output.includes("EADDRINUSE")) return null;
      await database.drop();
      throw error;
    }
    return { baseUrl, idpUrl, child, output: () => output };
  };
  let launched: Awaited<ReturnType<typeof launch>> = null;
  for (let attempt = 1; launched === null; attempt++) launched = await launch(attempt);
  const { baseUrl, idpUrl, child } = launched;
  const output = launched.output;
  return {
    baseUrl,
    idpUrl,
    databaseUrl: database.url,
    pid: child.pid!,
    send: (message) => child.send(message),
    onMessage: (listener) => child.on("message", listener),
    offMessage: (listener) => child.off("message", listener),
    running: () => child.exitCode === null && child.signalCode === null,
    output,
    ready: () => waitUntilReady(baseUrl, child, output),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await database.drop();
    },
  };
}
