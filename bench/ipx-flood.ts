/**
 * Issue 13 §2: can image rendering starve the rest of the site? Floods /_ipx with concurrent
 * large AVIF renders from one client and meanwhile measures what a visitor loads — the entry
 * JavaScript bundle, the favicon and a server-rendered page — against /healthz of the same
 * phase (latency p50/p99 and their ratio to /healthz).
 *
 * Three phases of BENCH_PHASE_S seconds each:
 * - quiet: no flood, the reference;
 * - as found: BENCH_FLOOD (12) loops asking for f_avif,w_4000 with a quality that changes on
 *   every request (the request of issue 13 §2);
 * - largest allowed: the same loops asking for f_avif,w_3072 (the largest width of SPEC §7 ×
 *   density 2) with a background colour that changes on every request, so that no answer
 *   comes from the result cache.
 *
 * BENCH_PHASES (e.g. "quiet,largest") runs only some of them. The source is a 4000 × 4000 JPEG written into the build for this run only. IPX_* variables of
 * the environment are passed on to the portal (e.g. IPX_RENDERS_PER_MINUTE to lift the
 * per-client limit and measure the render queue alone).
 *
 *   BUILD_DIR=build-ipx npm run bench:ipx-flood
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { BROWSER_HEADERS } from "./support";
import { startTestPortal } from "../tests/support/portal";

const PHASE_S = Number(process.env.BENCH_PHASE_S ?? 20);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 12);
const SIDE = 4000;
/** What a visitor might wait at most; a probe that waited longer counts as failed. */
const TIMEOUT_MS = 60_000;

const root = path.resolve(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.resolve(root, buildDir, "client");
const fixtureName = `bench-${crypto.randomBytes(4).toString("hex")}`;
const fixtureDir = path.join(clientDir, "images", fixtureName);
const source = `/images/${fixtureName}/gross.jpg`;

/** Gradients with some grain: a photo-like 16-megapixel JPEG of a few MB (the limit is 10 MB). */
async function writeSource(file: string): Promise<void> {
  const pixels = Buffer.alloc(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const i = (y * SIDE + x) * 3;
      const grain = (Math.random() * 24) | 0;
      pixels[i] = ((x * 255) / SIDE + grain) & 255;
      pixels[i + 1] = ((y * 255) / SIDE + grain) & 255;
      pixels[i + 2] = (((x ^ y) >> 4) + grain) & 255;
    }
  }
  await sharp(pixels, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .jpeg({ quality: 80 })
    .toFile(file);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: BROWSER_HEADERS, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

/**
 * One client per probe, one request after the other, until the phase ends. A failed request
 * (no answer within the timeout, or not 200) counts with the time it took, and as a failure.
 */
async function probe(url: string, until: number): Promise<{ samples: number[]; failed: number }> {
  const samples: number[] = [];
  let failed = 0;
  while (performance.now() < until) {
    const { ms, status } = await timed(url);
    if (status !== 200) failed++;
    samples.push(ms);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { samples: samples.sort((a, b) => a - b), failed };
}

async function flood(pathFor: (n: number) => string, until: number, baseUrl: string) {
  const statuses = new Map<number, number>();
  let n = 0;
  await Promise.all(
    Array.from({ length: FLOOD }, async () => {
      while (performance.now() < until) {
        const { status } = await timed(`${baseUrl}${pathFor(n++)}`);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return [...statuses].sort(([a], [b]) => a - b);
}

fs.mkdirSync(fixtureDir, { recursive: true });
await writeSource(path.join(fixtureDir, "gross.jpg"));
const ipxEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith("IPX_"))) as Record<
  string,
  string
>;
const portal = await startTestPortal({ LOG_LEVEL: "error", BUILD_DIR: buildDir, ...ipxEnv });
try {
  const latest = JSON.parse(fs.readFileSync(path.join(clientDir, "builds/latest.json"), "utf8")) as { id: string };
  const meta = JSON.parse(fs.readFileSync(path.join(clientDir, `builds/meta/${latest.id}.json`), "utf8")) as {
    entry: string;
  };
  const probes = {
    "/healthz": "/healthz",
    [`JS bundle ${meta.entry}`]: meta.entry,
    "favicon /favicon.svg": "/favicon.svg",
    "page /produkte/stelleninserate": "/produkte/stelleninserate",
  };
  // Warm-up: JIT, the page's first render.
  for (let i = 0; i < 5; i++) for (const url of Object.values(probes)) await timed(`${portal.baseUrl}${url}`);

  const allPhases: [string, ((n: number) => string) | null][] = [
    ["quiet", null],
    ["as found: f_avif,w_4000,q_{n}", (n) => `/_ipx/f_avif,w_4000,q_${30 + (n % 70)}${source}`],
    [
      "largest allowed: f_avif,w_3072,b_{n}",
      (n) => `/_ipx/f_avif,w_3072,b_${(0x100000 + n).toString(16).slice(-6)}${source}`,
    ],
  ];
  // BENCH_PHASES=quiet,largest runs only the phases whose names start with these words.
  const chosen = process.env.BENCH_PHASES?.split(",").map((word) => word.trim());
  const phases = allPhases.filter(([name]) => !chosen || chosen.some((word) => name.startsWith(word)));
  console.log(`\n${FLOOD} flooding clients, ${PHASE_S} s per phase, Node ${process.version}, ${buildDir}`);
  if (Object.keys(ipxEnv).length > 0) console.log(`portal settings: ${JSON.stringify(ipxEnv)}`);
  const rows: string[] = [];
  for (const [phase, pathFor] of phases) {
    const until = performance.now() + PHASE_S * 1000;
    const [statuses, ...results] = await Promise.all([
      pathFor ? flood(pathFor, until, portal.baseUrl) : Promise.resolve([]),
      ...Object.values(probes).map((url) => probe(`${portal.baseUrl}${url}`, until)),
    ]);
    const probed = results as { samples: number[]; failed: number }[];
    const samples = probed.map((result) => result.samples);
    const health = samples[0]!;
    const [h50, h99] = [percentile(health, 50), percentile(health, 99)];
    Object.keys(probes).forEach((name, i) => {
      const s = samples[i]!;
      const [p50, p99] = [percentile(s, 50), percentile(s, 99)];
      rows.push(
        `| ${phase} | ${name} | ${s.length} | ${probed[i]!.failed} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${(p50 / h50).toFixed(1)} | ${(p99 / h99).toFixed(1)} |`,
      );
    });
    if (pathFor) {
      const answers = (statuses as [number, number][]).map(([status, count]) => `${status || "error"}: ${count}`);
      rows.push(`| ${phase} | flood answers | ${answers.join(", ")} | | | | | |`);
    }
    // Let renders still running from this phase finish before the next one.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  console.log("\n| phase | probe | n | failed | p50 ms | p99 ms | p50 ÷ /healthz | p99 ÷ /healthz |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) console.log(row);
} finally {
  await portal.stop();
  fs.rmSync(fixtureDir, { recursive: true, force: true });
}
