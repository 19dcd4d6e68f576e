import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createTestDatabase, PGLITE_TEMPLATE_ENV, type TestDatabase } from "./database";
import { freePort } from "./ports";

export interface TestPortal {
  baseUrl: string;
  idpUrl: string;
  /** DATABASE_URL of this portal's own PostgreSQL database, when the suite runs on PostgreSQL. */
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../..");

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // Generous: under load (two test suites on two cores) the seed alone can take half a minute.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`portal not ready within 120 s:\n${output()}`);
}

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
  } = {},
): Promise<TestPortal> {
  const fromTemplate = options.fromTemplate ?? true;
  const database: TestDatabase = await createTestDatabase({ seeded: fromTemplate });
  const pgliteTemplate = fromTemplate ? process.env[PGLITE_TEMPLATE_ENV] : undefined;
  const [port, idpPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const idpUrl = `http://127.0.0.1:${idpPort}`;
  const serverEntry = path.join(extraEnv.BUILD_DIR ?? process.env.BUILD_DIR ?? "build", "server/index.js");
  const child = spawn(process.execPath, [serverEntry], {
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
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...(!database.url && pgliteTemplate ? { [PGLITE_TEMPLATE_ENV]: pgliteTemplate } : {}),
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (error) {
    child.kill("SIGKILL");
    await database.drop();
    throw error;
  }
  return {
    baseUrl,
    idpUrl,
    databaseUrl: database.url,
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
