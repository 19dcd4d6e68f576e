/**
 * HTTP benchmark of the production build: requests per second and p99 latency of /healthz,
 * GET /api/auth/me (signed in) and a signed-in SSR page, each also as a ratio to /healthz,
 * measured in one run. Runs on embedded PGlite, and on PostgreSQL when DATABASE_URL is set.
 *
 *   npm run build && npm run bench                 # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 */
import autocannon from "autocannon";
import { BROWSER_HEADERS } from "./support";
import { HttpBrowser, signIn } from "../tests/support/http-browser";
import { startTestPortal } from "../tests/support/portal";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Figure {
  name: string;
  rps: number;
  p99: number;
}

async function measure(name: string, url: string, cookie?: string): Promise<Figure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

const portal = await startTestPortal({ LOG_LEVEL: "error" });
try {
  const browser = new HttpBrowser();
  await signIn(browser, portal.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/jobs");
  const cookie = browser.cookieHeader();
  // Warm-up: JIT, connection pool, caches.
  await autocannon({
    url: `${portal.baseUrl}/p/jobs`,
    connections: 4,
    duration: 2,
    headers: { ...BROWSER_HEADERS, cookie },
  });

  const figures = [
    await measure("/healthz", `${portal.baseUrl}/healthz`),
    await measure("GET /api/auth/me (signed in)", `${portal.baseUrl}/api/auth/me`, cookie),
    await measure("SSR /p/jobs (signed in)", `${portal.baseUrl}/p/jobs`, cookie),
  ];
  const base = figures[0]!;
  const database = portal.databaseUrl ? "PostgreSQL" : "PGlite";
  console.log(`\nDatabase: ${database}; ${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`);
  console.log("| endpoint | req/s | p99 ms | req/s ÷ /healthz | p99 ÷ /healthz |");
  console.log("|---|---:|---:|---:|---:|");
  for (const f of figures) {
    console.log(
      `| ${f.name} | ${f.rps.toFixed(0)} | ${f.p99.toFixed(1)} | ${(f.rps / base.rps).toFixed(3)} | ${(f.p99 / Math.max(base.p99, 0.1)).toFixed(1)} |`,
    );
  }
} finally {
  await portal.stop();
}
