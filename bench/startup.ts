/**
 * Start-up time and memory of the production server: the bundle as `npm start` runs it
 * (`node build/server/index.js`, one module graph) beside the source through tsx with the
 * compiled pages (`node --import tsx server/main.ts`, how `npm start` ran before decision 026;
 * BENCH_BEFORE_DIR runs that from another checkout, e.g. a worktree of the commit before).
 * Both start on the same seeded database (migrations find nothing to do); runs alternate
 * A B A B after one warm-up each, and the table shows the median of RUNS:
 * - ready: from spawning the process to the first 200 of /readyz;
 * - RSS at ready, and after 200 page requests with a browser's headers (JIT and caches warm).
 *
 *   npm run build && npm run bench:startup                 # PGlite
 *   BENCH_BEFORE_DIR=/tmp/before npm run bench:startup     # "before" from a worktree
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:startup
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BROWSER_HEADERS, prepareDatabase } from "./support";
import { freePort } from "../tests/support/ports";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGE_REQUESTS = 200;
const root = path.resolve(import.meta.dirname, "..");

interface Variant {
  name: string;
  args: string[];
  cwd: string;
}

const VARIANTS: Variant[] = [
  {
    name: "source through tsx (before)",
    args: ["--import", "tsx", "server/main.ts"],
    cwd: process.env.BENCH_BEFORE_DIR ?? root,
  },
  {
    name: "bundle on node (npm start)",
    args: [path.join(process.env.BUILD_DIR ?? "build", "server/index.js")],
    cwd: root,
  },
];

interface Sample {
  readyMs: number;
  rssReadyMb: number;
  rssServedMb: number;
}

function rssMb(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

async function startOnce(variant: Variant, env: Record<string, string>): Promise<Sample> {
  const [port, idpPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    cwd: variant.cwd,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      IDP_PORT: String(idpPort),
      PUBLIC_BASE_URL: baseUrl,
      IDP_PUBLIC_URL: `http://127.0.0.1:${idpPort}`,
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant.name} exited with ${child.exitCode}`);
      const ready = await fetch(`${baseUrl}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = performance.now() - started;
    const rssReadyMb = rssMb(child);
    for (let i = 0; i < PAGE_REQUESTS; i++) {
      const response = await fetch(`${baseUrl}/produkte/stelleninserate`, { headers: BROWSER_HEADERS });
      if (!response.ok) throw new Error(`${variant.name}: page answered ${response.status}`);
      await response.arrayBuffer();
    }
    return { readyMs, rssReadyMb, rssServedMb: rssMb(child) };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

const database = await prepareDatabase(async () => undefined);
try {
  for (const variant of VARIANTS) await startOnce(variant, database.env);
  const samples = new Map<Variant, Sample[]>(VARIANTS.map((variant) => [variant, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const variant of VARIANTS) samples.get(variant)!.push(await startOnce(variant, database.env));
  }
  const kind = database.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`\nDatabase: ${kind}; median of ${RUNS} alternating starts, Node ${process.version}\n`);
  console.log(`| start | ready ms | RSS at ready MB | RSS after ${PAGE_REQUESTS} pages MB |`);
  console.log("|---|---:|---:|---:|");
  for (const [variant, list] of samples) {
    const [ready, rssReady, rssServed] = [
      median(list.map((s) => s.readyMs)),
      median(list.map((s) => s.rssReadyMb)),
      median(list.map((s) => s.rssServedMb)),
    ];
    console.log(`| ${variant.name} | ${ready.toFixed(0)} | ${rssReady.toFixed(0)} | ${rssServed.toFixed(0)} |`);
  }
} finally {
  await database.drop();
}
