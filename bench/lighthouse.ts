/**
 * Lighthouse 12.8 (desktop preset) on the public pages of the production build, and the
 * initial JavaScript of a public page in gzip bytes. Targets (issue 3): performance ≥ 95,
 * accessibility 100, best practices ≥ 95, SEO ≥ 95 (the public job-ad page, issue 14: SEO 100); initial JS
 * ≤ 120 KB gzip.
 *
 *   npm run build && npm run bench:lighthouse
 *   npm run bench:lighthouse -- --js-only   # only the initial JavaScript, per page and per file
 *
 * BUILD_DIR selects the build as for the server.
 */
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CONTENT_PATHS } from "../app/features/content/sitemap";
import { startTestPortal } from "../tests/support/portal";

/** The content pages (as in the sitemap) and a product page. */
const PAGES: string[] = [...CONTENT_PATHS, "/produkte/stelleninserate/top"];

const BUDGET_PAGE = "/produkte/stelleninserate";
const BUDGET_BYTES = 120 * 1024;

interface InitialJavaScript {
  /** Sum of the gzip sizes (level 9) in bytes. */
  total: number;
  files: Array<{ url: string; gzip: number }>;
}

/** The gzip sizes of the module scripts and modulepreloads the page's HTML names. */
async function initialJavaScript(baseUrl: string, path: string): Promise<InitialJavaScript> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(match[1]!);
  const files: InitialJavaScript["files"] = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    files.push({ url, gzip: zlib.gzipSync(body, { level: 9 }).length });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return { total: files.reduce((sum, file) => sum + file.gzip, 0), files };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printBudgetLine(js: InitialJavaScript, page = BUDGET_PAGE) {
  console.log(
    `\nInitial JavaScript of ${page}: ${kb(js.total)} gzip (${js.total} bytes, ${js.files.length} files; ` +
      `target ≤ 120 KB: ${js.total <= BUDGET_BYTES ? "met" : "not met"})`,
  );
}

const jsOnly = process.argv.includes("--js-only");
const portal = await startTestPortal({
  LOG_LEVEL: "error",
  ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
});
// The public page of demo ad 4 (active), at the address its short form redirects to (issue 14).
const jobAdPage = new URL(
  (await fetch(`${portal.baseUrl}/jobs/4`, { redirect: "manual" })).headers.get("location") ?? "/jobs/4",
  portal.baseUrl,
).pathname;
// The published employer page of Donautal Technik GmbH (issue 14).
const employerPage = "/unternehmen/donautal-technik-gmbh";
PAGES.push(jobAdPage, employerPage);
if (jsOnly) {
  try {
    console.log("| page | initial JS gzip | bytes | files |");
    console.log("|---|---:|---:|---:|");
    for (const path of PAGES) {
      const js = await initialJavaScript(portal.baseUrl, path);
      console.log(`| ${path} | ${kb(js.total)} | ${js.total} | ${js.files.length} |`);
    }
    for (const page of [BUDGET_PAGE, jobAdPage, employerPage]) {
      const budget = await initialJavaScript(portal.baseUrl, page);
      console.log(`\nFiles of ${page} (gzip bytes):`);
      for (const file of budget.files) console.log(`${String(file.gzip).padStart(8)}  ${file.url}`);
      printBudgetLine(budget, page);
    }
  } finally {
    await portal.stop();
  }
  process.exit(0);
}
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
  // A run Lighthouse itself could not finish scores nothing, which reads as 0: it is said and
  // tried once more, so that the table shows the page and not a failed run.
  const audit = async (path: string) => {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(
        `${portal.baseUrl}${path}`,
        { port: chrome.port, output: "json", logLevel: "error" },
        desktopConfig,
      );
      const lhr = result?.lhr;
      const unscored = !lhr || Object.values(lhr.categories).some((category) => category.score === null);
      if (!unscored || attempt === 2) return lhr;
      console.warn(`${path}: Lighthouse scored nothing (${lhr?.runtimeError?.code ?? "no result"}); once more`);
    }
  };
  for (const path of PAGES) {
    const categories = (await audit(path))?.categories ?? {};
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
  printBudgetLine(await initialJavaScript(portal.baseUrl, BUDGET_PAGE));
  printBudgetLine(await initialJavaScript(portal.baseUrl, jobAdPage), jobAdPage);
  printBudgetLine(await initialJavaScript(portal.baseUrl, employerPage), employerPage);
} finally {
  await chrome.kill();
  await portal.stop();
}
