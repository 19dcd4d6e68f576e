/**
 * Every cache of the portal, with how it learns of writes (issue 33 §3, decision 065). One
 * mechanism serves every cache of company data: the data versions, bumped by triggers in the
 * writing transaction and notified when it commits (`server/database-changes.ts`,
 * `scoped-cache.server.ts`). A cache that holds no company data says why its staleness is
 * harmless and how long it lasts at most.
 *
 * `docs/architecture.md` shows this list as its cache table, and `caches.test.ts` keeps the three
 * together: the code is scanned for cache constructors (an LRU, a scoped cache, a map at module
 * level, a time to live), and every file holding one must be listed here or in `NOT_CACHES`; every
 * row must stand in the docs' table as it stands here; every test named must exist.
 */
export interface CacheRow {
  /** As the docs' table names it. */
  name: string;
  /** The module that creates it. */
  file: string;
  holds: string;
  invalidatedBy: string;
  /** The longest it can answer with data older than the database's. */
  maxStale: string;
  /** Tests that fail when its invalidation breaks. */
  tests: readonly string[];
}

export const CACHES: readonly CacheRow[] = [
  {
    name: "public pages",
    file: "server/page-cache.ts",
    holds:
      "the job-ad page, the employer page and the content pages, rendered for visitors without a session (decisions 038, 060)",
    invalidatedBy:
      "data-version notifications of the scopes each page names (`global`; the ad's or the employer page's company); nothing is kept while the feed is not live; a signed-in write of the process empties it at once",
    maxStale:
      "the notification's delay (PGlite: none); 60 s (time to live) for what changes with time alone, an ad's last day before the expiry sweep",
    tests: ["server/page-cache.test.ts", "tests/integration/take-down.test.ts"],
  },
  {
    name: "job feed",
    file: "server/job-feed.ts",
    holds:
      "`/feeds/jobs.xml`, all live ads and a company's, as sent to job boards (decision 078); the same for every visitor",
    invalidatedBy:
      "data-version notifications: `global`, the company's scope for its feed, any company's for the feed of all ads; nothing is kept while the feed is not live; a signed-in write of the process empties it at once; the first run end among its ads",
    maxStale: "the notification's delay (PGlite: none)",
    tests: ["app/lib/scoped-cache.server.test.ts", "tests/integration/job-feed.test.ts"],
  },
  {
    name: "signed-in pages",
    file: "server/signed-in-page-cache.ts",
    holds: "`/p/jobs`, the staff's job list of a company and the talent search page, per person (decision 049)",
    invalidatedBy:
      "its key: the data versions of the company, the person and `global`, read on every request, the talent pool's newest change, the profile and flags as kept",
    maxStale: "never",
    tests: ["server/signed-in-page-cache.test.ts", "tests/integration/signed-in-page-cache.test.ts"],
  },
  {
    name: "live sessions",
    file: "server/sign-in/sessions.ts",
    holds: "the sessions rows of signed-in requests (decision 053); PostgreSQL only",
    invalidatedBy:
      "`session_changes` notifications of the rows' triggers; the process's own changes at once; nothing is kept while the feed is not live",
    maxStale: "the notification's delay; never longer than until `last_seen_at` is due (36 s)",
    tests: ["tests/integration/session-changes.test.ts", "tests/integration/cluster.test.ts"],
  },
  {
    name: "profiles",
    file: "server/sign-in/profile-cache.ts",
    holds: "the signed-in person as pages see them: name, groups, companies with their abilities, the sales person",
    invalidatedBy:
      "data-version notifications of `user:{kind}:{id}`, each of the person's companies and `global`; nothing is kept while the feed is not live",
    maxStale: "the notification's delay (PGlite: none)",
    tests: [
      "app/lib/scoped-cache.server.test.ts",
      "tests/integration/cache-invalidation.test.ts",
      "tests/integration/take-down.test.ts",
    ],
  },
  {
    name: "feature flags",
    file: "app/features/platform/feature-flags.server.ts",
    holds: "every feature flag",
    invalidatedBy:
      "data-version notifications of `global`; a switch made in the process at once; nothing is kept while the feed is not live",
    maxStale: "the notification's delay (PGlite: none)",
    tests: [
      "app/lib/scoped-cache.server.test.ts",
      "tests/integration/cache-invalidation.test.ts",
      "tests/integration/take-down.test.ts",
    ],
  },
  {
    name: "catalogue",
    file: "app/features/billing/catalogue.server.ts",
    holds:
      "the products on sale, every family: what the public content, product and home pages, the teaser bar and the sitemap show (decision 086)",
    invalidatedBy:
      "data-version notifications of `global`, which every write to `products` bumps, whichever worker, instance or tool made it; nothing is kept while the feed is not live",
    maxStale: "the notification's delay (PGlite: none)",
    tests: [
      "app/lib/scoped-cache.server.test.ts",
      "tests/integration/cache-invalidation.test.ts",
      "tests/integration/catalogue-render.test.ts",
    ],
  },
  {
    name: "talent index",
    file: "app/features/active-sourcing/talent-index.server.ts",
    holds: "the talent pool's searchable copy (decision 047); no company's data",
    invalidatedBy: "the pool's change numbers: every search first reads the newest and applies what changed",
    maxStale: "never",
    tests: ["tests/integration/talent-search-rows.test.ts", "tests/integration/talent-contacts.test.ts"],
  },
  {
    name: "talent word list",
    file: "app/features/active-sourcing/talent-search.server.ts",
    holds:
      "the pool's words and how many profiles use each; no company's data. It only decides which spellings a query word is widened to; who is found comes from the index",
    invalidatedBy: "time: read again after ten minutes",
    maxStale: "10 minutes",
    tests: ["tests/integration/cache-invalidation.test.ts"],
  },
  {
    name: "rendered images",
    file: "server/ipx.ts",
    holds: "resized public files and company images (`/_ipx`)",
    invalidatedBy:
      "its key: the source's modification time, read on every request (a `stat`, the upload's row, a `HEAD`); a source gone is a 404",
    maxStale: "never",
    tests: ["server/ipx.test.ts"],
  },
  {
    name: "operators' figures",
    file: "server/metrics/process-metrics.ts",
    holds: "the job queue's depth and the mail outbox's backlog for `/metrics` (decision 080); no company's data",
    invalidatedBy: "time: read again on a scrape 10 s after the last reading",
    maxStale: "10 s; the last reading while the database is away",
    tests: ["server/metrics/process-metrics.test.ts"],
  },
];

/**
 * Files the scan finds that hold no cache of data, with the reason: what they keep follows from
 * their inputs or the configuration alone, or is not a copy of anything.
 */
export const NOT_CACHES: Readonly<Record<string, string>> = {
  "app/lib/scoped-cache.server.ts": "the mechanism the profiles and the flags are built on",
  "app/lib/rate-limit.ts": "counters of this process's own requests, not a copy of stored data",
  "app/components/ui/icon.tsx": "the browser's requests for icon files, shared while they run",
  "app/features/active-sourcing/talent-pool.server.ts": "the words of a text, a function of the text alone",
  "app/features/active-sourcing/places.ts": "Austria's places and postcodes, data in the code",
  "app/features/active-sourcing/search-terms.ts":
    "one search's highlighter, a function of its query words alone, kept with them (decision 084)",
  "app/features/job-ads/editor.server.ts": "form schemas built from the code",
  "app/features/qa/qa.server.ts": "how long a QA claim lasts; the claim is in the database",
  "app/features/integrations/idempotency.ts":
    "how long an idempotency key is kept; the first answer is in the database, never in a process (decision 076)",
  "app/features/integrations/idempotency.server.ts":
    "the integration API's stored first answers, in the database and read on every retry (decision 076)",
  "app/features/employer-branding/following.server.ts": "how long a confirmation link works",
  "server/metrics/http.ts": "route patterns as metric labels, built once per route of the code; no data",
  "server/metrics/request-figures.ts":
    "the process's request counts for `/metrics`, counters and no data (decision 080)",
  "auth/abilities.ts": "the groups by their lower-case names, data in the code",
  "db/prepared.ts": "query statements built once per database, no data",
  "db/schema/qa.ts": "a comment on the QA claim's time",
  "server/app.ts": "sets the public pages' time to live",
  "server/config.ts": "the public pages' time to live as a setting",
  "server/one-shot-compression.ts": "the compressed copies of one answer, held by the answer's owner",
  "server/sign-in/oidc.ts": "the identity providers' configuration, fixed by the deployment",
  "server/sign-in/routes.ts": "the compressed `/api/auth/me` answer of one profile object, which goes with it",
};
