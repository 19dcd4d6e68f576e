/**
 * Lighthouse 12.8 (desktop preset) on the public pages of the production build, and the
 * initial JavaScript of a public page in gzip bytes. Targets (issue 3): performance ≥ 95,
 * accessibility 100, best practices ≥ 95, SEO ≥ 95; initial JS ≤ 120 KB gzip.
 *
 *   npm run build && npx tsx bench/lighthouse.ts
 */
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startTestPortal } from "../tests/support/portal";

const PAGES = [
  "/",
  "/produkte/stelleninserate",
  "/produkte/stelleninserate/top",
  "/produkte/talentsuche",
  "/produkte/arbeitgebermarke",
  "/smart-bewerben",
  "/bewerber-manager",
  "/kh/offene-stellen",
  "/kh/recruiting-mix",
  "/kh/richtigen-talente-anziehen",
  "/hr/tipps",
  "/hr/faqs",
  "/agb",
];

/** Sum of gzip sizes of the module scripts and modulepreloads the page's HTML names. */
async function initialJavaScriptGzip(baseUrl: string, path: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(match[1]!);
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    total += zlib.gzipSync(body, { level: 9 }).length;
  }
  return total;
}

const portal = await startTestPortal({ LOG_LEVEL: "error" });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  console.log("| page | performance | accessibility | best practices | SEO |");
  console.log("|---|---:|---:|---:|---:|");
  const minimum = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
  for (const path of PAGES) {
    const result = await lighthouse(
      `${portal.baseUrl}${path}`,
      { port: chrome.port, output: "json", logLevel: "error" },
      desktopConfig,
    );
    const categories = result?.lhr.categories ?? {};
    const score = (key: keyof typeof minimum) => Math.round((categories[key]?.score ?? 0) * 100);
    for (const key of Object.keys(minimum) as Array<keyof typeof minimum>)
      minimum[key] = Math.min(minimum[key], score(key));
    console.log(
      `| ${path} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} |`,
    );
  }
  console.log(
    `| minimum | ${minimum.performance} | ${minimum.accessibility} | ${minimum["best-practices"]} | ${minimum.seo} |`,
  );
  const js = await initialJavaScriptGzip(portal.baseUrl, "/produkte/stelleninserate");
  console.log(`\nInitial JavaScript of /produkte/stelleninserate: ${(js / 1024).toFixed(1)} KB gzip (target ≤ 120 KB)`);
} finally {
  await chrome.kill();
  await portal.stop();
}
