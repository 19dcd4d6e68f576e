/**
 * Image benchmark of the production build: requests per second and p99 latency of the
 * original photo as a static file, a resize served from the result cache of server/ipx.ts and
 * a resize rendered anew for every request, each also as a ratio to the static file, measured
 * in one run.
 *
 *   npm run build && npx tsx bench/images.ts
 *   BUILD_DIR=build-ipx npx tsx bench/images.ts
 */
import autocannon from "autocannon";
import { BROWSER_HEADERS } from "./support";
import { startTestPortal } from "../tests/support/portal";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PHOTO = "/images/demo/buero.jpg";

interface Figure {
  name: string;
  rps: number;
  p99: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figure> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...options,
    headers: { ...BROWSER_HEADERS, ...options.headers },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

const portal = await startTestPortal({
  LOG_LEVEL: "error",
  // What a render costs, not the limits of decision 030 (bench/ipx-flood.ts measures those):
  // no per-client limit, and a waiting place for every connection.
  IPX_RENDER_BURST: "100000",
  IPX_RENDERS_PER_MINUTE: "1000000",
  IPX_RENDER_QUEUE: String(CONNECTIONS),
  ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
});
try {
  const cached = `${portal.baseUrl}/_ipx/w_640${PHOTO}`;
  // Warm-up: JIT, and the cached resize rendered once.
  await autocannon({ url: cached, connections: 4, duration: 2, headers: BROWSER_HEADERS });
  await autocannon({ url: `${portal.baseUrl}${PHOTO}`, connections: 4, duration: 2, headers: BROWSER_HEADERS });

  // The allowed widths up to the photo's 1600 px, each with a background colour of its own
  // (no effect on a JPEG without transparency, but another result): 16 million distinct
  // results, more than one run requests, so none comes from the cache.
  let n = 0;
  const widths = [320, 640, 768, 1024, 1280, 1536];
  const uncached = (request: autocannon.Request): autocannon.Request => {
    const width = widths[n % widths.length]!;
    const background = (0x1000000 + n).toString(16).slice(-6);
    n++;
    return { ...request, path: `/_ipx/w_${width},b_${background}${PHOTO}` };
  };

  const figures = [
    await measure(`static ${PHOTO}`, { url: `${portal.baseUrl}${PHOTO}` }),
    await measure(`cached /_ipx/w_640${PHOTO}`, { url: cached }),
    await measure("uncached /_ipx/w_{320…1536},b_{n}", {
      url: portal.baseUrl,
      requests: [{ method: "GET", setupRequest: uncached }],
    }),
  ];
  if (n > 0xffffff) throw new Error(`uncached run repeated results: ${n} requests`);
  const base = figures[0]!;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`);
  console.log("| endpoint | req/s | p99 ms | req/s ÷ static | p99 ÷ static |");
  console.log("|---|---:|---:|---:|---:|");
  for (const f of figures) {
    console.log(
      `| ${f.name} | ${f.rps.toFixed(0)} | ${f.p99.toFixed(1)} | ${(f.rps / base.rps).toFixed(3)} | ${(f.p99 / Math.max(base.p99, 0.1)).toFixed(1)} |`,
    );
  }
} finally {
  await portal.stop();
}
