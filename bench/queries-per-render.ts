/**
 * How many SQL statements a rendered public page sends to the database (issue 37, decision 086):
 * the production build on a PostgreSQL cluster of its own (tests/support/throwaway-cluster.ts)
 * with `log_statement = all`. Each page is asked for by a visitor without a session, with a query
 * parameter of its own (`?qpr=1`, `?qpr=2`, …), so that the public page cache lets it pass and
 * every answer is a render. Between two requests the script writes a marker statement of its own
 * into the log; the statements between a request's markers are its queries, less the job queue's
 * (`pgboss`), which runs on its own clock. No time is measured.
 *
 *   BUILD_DIR=build npm run build && npx tsx bench/queries-per-render.ts [--list]
 *
 * Prints, per page, the statements of each of its requests (the median is the figure) and, with
 * `--list`, the statements of the last request.
 */
import fs from "node:fs";
import { startTestPortal } from "../tests/support/portal";
import { createThrowawayCluster } from "../tests/support/throwaway-cluster";
import { BROWSER_HEADERS } from "./support";

const REQUESTS = 7;
const list = process.argv.includes("--list");

const STATEMENT = /LOG: {2}(?:statement|execute [^:]*): ([\s\S]*)$/;

function statementsBetween(log: string, start: string, end: string): string[] {
  const from = log.indexOf(start);
  const to = log.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`markers ${start} … ${end} not in the log`);
  const section = log.slice(log.indexOf("\n", from) + 1, log.lastIndexOf("\n", to));
  // A log entry starts with the prefix `<pid>|`; a statement's own newlines continue its entry.
  const entries = section.split(/\n(?=\d+\|)/);
  return entries.flatMap((entry) => {
    const match = STATEMENT.exec(entry);
    if (!match) return [];
    const text = match[1]!.replace(/\s+/g, " ").trim();
    return /pgboss/i.test(text) ? [] : [text];
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const cluster = await createThrowawayCluster();
  const portal = await startTestPortal(
    { DATABASE_URL: cluster.url, LOG_LEVEL: "warn" },
    { databaseUrl: cluster.url, fromTemplate: false },
  );
  try {
    const sitemap = await (await fetch(`${portal.baseUrl}/sitemap.xml`, { headers: BROWSER_HEADERS })).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const jobAd = paths.find((p) => p.startsWith("/jobs/"));
    const employer = paths.find((p) => p.startsWith("/unternehmen/"));
    // A live, named ad of a company whose employer page is public: the page links it.
    const employerPaths = new Set(paths.filter((p) => p.startsWith("/unternehmen/")).map((p) => p.split("/")[2]));
    const candidates = await cluster.query<{ id: number; slug: string }>(
      `select j.id, e.slug from job_ads j join employer_pages e on e.company_id = j.company_id
        where j.status = 'active' and not j.anonymous and (j.expires_at is null or j.expires_at > now())
        order by j.id`,
    );
    const linked = candidates.find((row) => employerPaths.has(row.slug));
    const jobAdOfEmployer = linked
      ? new URL(
          (await fetch(`${portal.baseUrl}/jobs/${linked.id}`, { redirect: "manual" })).headers.get("location")!,
          portal.baseUrl,
        ).pathname
      : null;
    const pages = [
      "/produkte/stelleninserate",
      "/produkte/stelleninserate/" +
        (paths.find((p) => p.startsWith("/produkte/stelleninserate/"))?.split("/")[3] ?? "standard"),
      "/",
      ...(jobAd ? [jobAd] : []),
      ...(jobAdOfEmployer && jobAdOfEmployer !== jobAd ? [jobAdOfEmployer] : []),
      ...(employer ? [employer] : []),
    ];
    await cluster.query("alter system set log_statement = 'all'");
    await cluster.query("alter system set log_line_prefix = '%p|'");
    await cluster.query("select pg_reload_conf()");
    let request = 0;
    for (const page of pages) {
      const counts: number[] = [];
      let last: string[] = [];
      // The first request warms the caches a process keeps (flags, catalogue), as a running portal has.
      for (let i = 0; i <= REQUESTS; i++) {
        request++;
        const start = `qpr-start-${request}`;
        const end = `qpr-end-${request}`;
        await cluster.query(`select '${start}'`);
        const response = await fetch(`${portal.baseUrl}${page}?qpr=${request}`, {
          headers: BROWSER_HEADERS,
          redirect: "manual",
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${page}: ${response.status}`);
        await cluster.query(`select '${end}'`);
        if (i === 0) continue;
        last = statementsBetween(fs.readFileSync(cluster.logFile, "utf8"), start, end);
        counts.push(last.length);
      }
      console.log(`${page}: ${median(counts)} queries per render (requests: ${counts.join(", ")})`);
      if (list) for (const statement of last) console.log(`  ${statement.slice(0, 160)}`);
    }
  } finally {
    await portal.stop();
    await cluster.remove();
  }
}

await main();
