import crypto from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { parse as parseCookies } from "cookie";
import { inArray, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { AuthUser } from "@auth/user";
import type { Database } from "@db/client";
import { prepared } from "@db/prepared";
import { dataVersions } from "@db/schema/platform";
import { RELEASE_COOKIE } from "~/features/active-sourcing/releases";
import { copyRenderedPage, sendStoredPage, type PageCacheStats, type StoredPage } from "./page-cache";
import type { LiveSession } from "./sign-in/sessions";

/**
 * Signed-in pages answered without rendering them again while nothing they show has changed
 * (issue 17 §3, decision 049). A page is kept per person and session state, keyed by the data
 * versions of what it shows: the triggers of migration 0019 bump a company's version in the
 * transaction of every write to its data, whoever writes (a colleague, another instance, a
 * candidate's reply, a sweep), so a page is rendered anew after each change without anyone
 * having to say so. The versions are read before the render, so a page rendered with newer data
 * than its key names is merely newer, never older.
 *
 * Besides the versions the key holds everything else the HTML depends on: the address with its
 * query, the session (person, company, groups), the person's profile and the feature flags as
 * this process holds them (both are cached here for seconds, so a render may use an older copy;
 * keyed by their content, such a page is never answered for a newer one), the request's variant
 * (consent, navigation hints) and the hour, because pages show relative times and dates ("läuft
 * in 2 Tagen ab", the month's quota) and every day and month begins on the hour in Vienna. The
 * build needs no place in the key: the cache lives in the process that serves it, and is off in
 * development, where the code changes under the running process.
 */

/** A page the cache may keep, and what it shows besides the company's data. */
interface CachedRoute {
  pattern: RegExp;
  userKind: LiveSession["userKind"];
  companyOf(match: RegExpExecArray, session: LiveSession): number | null;
  /** The page shows the talent pool: the pool's newest change is part of the key. */
  talentPool?: boolean;
  /** Cookies the page reads itself (beyond the variant's). */
  cookies?: readonly string[];
}

/**
 * Only pages listed here are kept, each checked for what it reads: its data lies in the company's
 * tables, the catalogue, the flags and the staff's names, which the versions cover, and, where
 * `talentPool` says so, in the talent pool, whose newest change the key holds. A page that shows
 * other companies' data must not be listed.
 */
const CACHED_ROUTES: CachedRoute[] = [
  { pattern: /^\/p\/jobs$/, userKind: "external", companyOf: (_match, session) => session.companyId },
  {
    pattern: /^\/p\/internal\/companies\/(\d{1,9})\/jobs$/,
    userKind: "internal",
    companyOf: (match) => Number(match[1]),
  },
  // The talent search (issue 16): the pool, the company's licence, quota and contacts.
  {
    pattern: /^\/p\/active-sourcing\/search$/,
    userKind: "external",
    companyOf: (_match, session) => session.companyId,
    talentPool: true,
    cookies: [RELEASE_COOKIE],
  },
];

/** Addresses longer than this (a query of many filters) are rendered each time. */
const MAX_ADDRESS_LENGTH = 1_000;
const HOUR_MS = 3_600_000;

/** The versions of a company, a person and of what all pages show, as one string. */
export type ReadVersions = (scopes: { company: string; user: string; global: string }) => Promise<string>;

/** Reads the versions with one query built once: every cached request asks it (issue 17 §2, db/prepared.ts). */
export function dataVersionReader(db: Database): ReadVersions {
  const query = prepared(db, "data_versions", (on) =>
    on
      .select({ scope: dataVersions.scope, version: dataVersions.version })
      .from(dataVersions)
      .where(
        inArray(dataVersions.scope, [sql.placeholder("company"), sql.placeholder("user"), sql.placeholder("global")]),
      ),
  );
  return async (scopes) => {
    const rows = await query.execute(scopes);
    const versionOf = (scope: string) => rows.find((row) => row.scope === scope)?.version ?? 0;
    return `${versionOf(scopes.company)}.${versionOf(scopes.user)}.${versionOf(scopes.global)}`;
  };
}

export interface SignedInPageCacheOptions {
  readVersions: ReadVersions;
  /**
   * The talent pool's newest committed change: a person who joins, changes or withdraws consent
   * moves it (decision 047).
   */
  readTalentPoolVersion: () => Promise<number>;
  /** Bytes all kept pages may take together; 0 switches the cache off. */
  maxBytes: number;
  /** The request's inputs besides the address that the page's HTML depends on. */
  variant: (req: Request) => string;
  featureFlags: () => Promise<Record<string, boolean>>;
  /** Whether the request must be rendered for itself (a flash message to show). */
  personal: (req: Request) => boolean;
  /** What the `script-src` of a kept page allows besides its inline scripts' hashes. */
  scriptSources: readonly string[];
  now?: () => number;
}

export interface SignedInPageCache {
  middleware: RequestHandler;
  stats(): PageCacheStats;
}

/** A digest per object: the profile cache and the flag cache hand out the same object for a while. */
function digestOf(): (value: object) => string {
  const digests = new WeakMap<object, string>();
  return (value) => {
    let digest = digests.get(value);
    if (digest === undefined) {
      digest = crypto.createHash("sha256").update(JSON.stringify(value)).digest("base64url");
      digests.set(value, digest);
    }
    return digest;
  };
}

export function createSignedInPageCache(options: SignedInPageCacheOptions): SignedInPageCache {
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, StoredPage>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (page) => Math.max(1, page.size),
  });
  let hits = 0;
  let misses = 0;
  let stores = 0;
  const profileDigest = digestOf();
  const flagsDigest = digestOf();

  const keyOf = async (req: Request, session: LiveSession, user: AuthUser): Promise<string | null> => {
    if (options.maxBytes <= 0 || req.method !== "GET" || req.originalUrl.length > MAX_ADDRESS_LENGTH) return null;
    for (const route of CACHED_ROUTES) {
      const match = route.pattern.exec(req.path);
      if (!match || session.userKind !== route.userKind) continue;
      const companyId = route.companyOf(match, session);
      if (companyId === null) return null;
      const [versions, pool] = await Promise.all([
        options.readVersions({
          company: `company:${companyId}`,
          user: `user:${session.userKind}:${session.userId}`,
          global: "global",
        }),
        route.talentPool ? options.readTalentPoolVersion() : "",
      ]);
      const cookies = route.cookies ? parseCookies(req.get("cookie") ?? "") : {};
      return [
        req.originalUrl,
        `${session.userKind}:${session.userId}:${session.companyId}:${session.groups.join(",")}`,
        profileDigest(user),
        flagsDigest(await options.featureFlags()),
        versions,
        pool,
        ...(route.cookies ?? []).map((name) => `${name}=${cookies[name] ?? ""}`),
        Math.floor(now() / HOUR_MS),
        options.variant(req),
      ].join("\n");
    }
    return null;
  };

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    const session = res.locals.session;
    if (!session || !res.locals.user.isAuthenticated || options.personal(req)) return next();
    let key: string | null;
    try {
      key = await keyOf(req, session, res.locals.user);
    } catch {
      // Without the versions the page is rendered, which reports an unavailable database itself.
      return next();
    }
    if (key === null) return next();
    const cached = pages.get(key);
    if (cached) {
      if (sendStoredPage(req, res, cached)) {
        hits += 1;
        return;
      }
      pages.delete(key);
    }
    misses += 1;
    res.setHeader("X-Page-Cache", "miss");
    copyRenderedPage(res, options.scriptSources, (page) => {
      pages.set(key, page);
      stores += 1;
    });
    next();
  };

  return {
    middleware: (req, res, next) => void middleware(req, res, next),
    stats: () => ({ entries: pages.size, hits, misses, stores }),
  };
}
