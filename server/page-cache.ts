import crypto from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "./database-changes";
import { KeptBody } from "./one-shot-compression";

/**
 * The public pages candidates and crawlers open most (issue 14, decision 038), kept rendered in
 * this process for a short while: the job-ad page `/jobs/{id}-{slug}`, the employer page
 * `/unternehmen/{slug}` (without a filter) and the content pages (home, products, know-how, AGB;
 * decision 048). Only for visitors without a session and without a flash message; keyed by the
 * address and by every input of the request the page's HTML depends on besides its data (what
 * `variant` names: the consent choice, the navigation hints, crawler or person). A cached page is
 * sent without a nonce, its inline scripts allowed by their hashes (decision 055). Views are
 * counted by the page's beacon, not by rendering.
 *
 * How it learns of writes (decisions 060, 065): each kept page names the data-version scopes it
 * shows (`global`, and the company whose ad or employer page it is, which the loader names
 * through `showsCompany`), and the triggers of migration 0023 notify every process of the scopes
 * a write bumped, whoever wrote (another worker, another instance, a sweep, staff); on PGlite
 * its one session hears them before the write returns. A page of a notified scope is dropped at
 * once. While this process does not listen (the connection is lost or has not yet answered),
 * nothing is kept or answered from here. A signed-in write of this process also empties the
 * cache when it succeeds (`purge`), before its notification arrives. The time to live bounds only
 * what changes with time alone (an ad's last day passing before the sweep takes it down).
 */

/**
 * The pages kept, and whether a page shows one company's data: such a page is kept only once its
 * loader has named the company (`showsCompany`), so a page that forgot to say what it shows is
 * rendered each time rather than kept past a take-down.
 */
const CACHED_PAGES: readonly { pattern: RegExp; showsCompany: boolean }[] = [
  { pattern: /^\/jobs\/\d+-[a-z0-9-]+$/, showsCompany: true },
  { pattern: /^\/unternehmen\/[a-z0-9-]+$/, showsCompany: true },
  // The content pages (issue 17 §3): the same for every visitor without a session; they show
  // the catalogue and the switches, whose scope is `global`.
  { pattern: /^\/$/, showsCompany: false },
  { pattern: /^\/produkte\/(stelleninserate|talentsuche|arbeitgebermarke)(\/[a-z0-9-]+)?$/, showsCompany: false },
  { pattern: /^\/kh\/[a-z0-9-]+$/, showsCompany: false },
  { pattern: /^\/hr\/(tipps|faqs)$/, showsCompany: false },
  { pattern: /^\/(smart-bewerben|bewerber-manager|agb|datenschutz)$/, showsCompany: false },
];

/** The scope every page shows (the catalogue, the switches, the staff's names; migration 0019). */
const GLOBAL_SCOPE = "global";
const companyScope = (companyId: number) => `company:${companyId}`;

/** Headers of the rendered answer that a cached copy repeats; the rest belong to each request. */
const KEPT_HEADERS = ["content-type", "cache-control", "link", "vary", "x-robots-tag", "accept-ch", "critical-ch"];

/** Larger answers are not kept (no public page comes near it). */
const MAX_PAGE_BYTES = 1_000_000;
/** The bytes of all kept pages together: memory stays bounded. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * A rendered page as a cache keeps it: the same bytes for everyone it is sent to (decision 055).
 * The page was rendered with its answer's CSP nonce; the copy sent from the cache carries none.
 * Its inline scripts are allowed by their hashes instead, named in the policy sent with it, so the
 * page is compressed once per encoding and a hit only sends bytes.
 *
 * That copy is made on the first hit, not when the page is kept (issue 37, decision 082): most
 * pages a miss keeps are never asked again before a write drops them, and taking the nonce out
 * and hashing the scripts was a tenth of a signed-in miss's CPU.
 */
export class StoredPage {
  /** The copy without the nonce once made; null when the page cannot be sent without it. */
  private copy: { body: KeptBody; policy: string } | null | undefined;
  /** What the page takes in memory, its compressed copies included: about a quarter of it each. */
  readonly size: number;

  constructor(
    /** The page as rendered, with its nonce; released once the copy is made. */
    private rendered: Buffer | null,
    private readonly nonce: string,
    /** The Content-Security-Policy of the rendered answer. */
    private readonly renderedPolicy: string,
    /** What the kept copy's `script-src` allows besides its inline scripts' hashes. */
    private readonly scriptSources: readonly string[],
    private readonly contentType: string,
    readonly headers: Record<string, string>,
    /** The route pattern React Router rendered it for: an answer from the cache is counted under it (decision 080). */
    readonly routePattern: string | undefined,
  ) {
    this.size = Math.ceil(rendered!.length * 1.5);
  }

  /** The copy sent to everyone, or null when the nonce stands where `withoutNonce` cannot take it out. */
  shared(): { body: KeptBody; policy: string } | null {
    if (this.copy !== undefined) return this.copy;
    const shared = withoutNonce(this.rendered!.toString("utf8"), this.nonce);
    this.rendered = null;
    this.copy =
      shared === null
        ? null
        : {
            body: new KeptBody(Buffer.from(shared.html), this.contentType),
            // Development allows inline scripts without a nonce, and keeps its policy.
            policy: this.renderedPolicy.includes(`'nonce-${this.nonce}'`)
              ? withScriptSources(this.renderedPolicy, [...this.scriptSources, ...shared.hashes])
              : this.renderedPolicy,
          };
    return this.copy;
  }
}

/** Inline script elements as React renders them: the attributes, then the text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Script types a browser runs; JSON data blocks (`application/json`, `ld+json`) are not scripts. */
const RUN_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The page without its nonce, and the CSP hashes of the inline scripts a browser runs in it. The
 * `nonce` attributes go; the nonce in the root loader's data (which the tag manager reads) becomes
 * empty. Null when the nonce stands where neither belongs, which would leave an inline script
 * that its hash does not describe as the browser sees it.
 */
export function withoutNonce(html: string, nonce: string): { html: string; hashes: string[] } | null {
  const withoutAttributes = html.replaceAll(` nonce="${nonce}"`, "");
  if (withoutAttributes.split(nonce).length > 2) return null;
  const shared = withoutAttributes.replace(nonce, "");
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of shared.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? "";
    if (!RUN_TYPES.has(type.toLowerCase())) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`);
  }
  return { html: shared, hashes: [...hashes] };
}

/** `policy` with its `script-src` replaced by `sources` (decision 055). */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  return policy.replace(/(^|;)\s*script-src\b[^;]*/, `$1script-src ${sources.join(" ")}`);
}

interface CachedPage {
  page: StoredPage;
  storedAt: number;
  /** The data-version scopes the page shows. */
  scopes: readonly string[];
}

/**
 * The page a cache keeps of a rendered answer, or null when the answer is not a whole page worth
 * keeping: status 200, HTML under a policy, no cookie set, not larger than MAX_PAGE_BYTES. Whether
 * its nonce stands only where `withoutNonce` takes it out is known on its first hit.
 */
function keptCopy(
  res: Response,
  chunks: Buffer[],
  size: number,
  nonce: string,
  scriptSources: readonly string[],
): StoredPage | null {
  const contentType = String(res.getHeader("content-type") ?? "");
  const policy = res.getHeader("content-security-policy");
  if (res.statusCode !== 200 || size > MAX_PAGE_BYTES || res.hasHeader("set-cookie")) return null;
  if (!contentType.startsWith("text/html") || typeof policy !== "string") return null;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  const html = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
  return new StoredPage(html, nonce, policy, scriptSources, contentType, headers, res.locals.routePattern);
}

/**
 * Lets the rendered answer pass through unchanged and hands a copy to `keep` once it has ended
 * as a whole page worth keeping (`keptCopy`). The kept copy's scripts are allowed by
 * `scriptSources` and by their hashes.
 */
export function copyRenderedPage(
  res: Response,
  scriptSources: readonly string[],
  keep: (page: StoredPage) => void,
): void {
  const nonce = String(res.locals.cspNonce);
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (size > MAX_PAGE_BYTES || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    chunks.push(buffer);
  };
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    return write(chunk as never, encoding as never, callback as never);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    const page = keptCopy(res, chunks, size, nonce, scriptSources);
    if (page !== null) keep(page);
    return end(chunk as never, encoding as never, callback as never);
  }) as typeof res.end;
}

/**
 * Answers with a kept page: its own policy, the bytes in the encoding the browser takes. False,
 * with nothing sent, when the page cannot be sent without its nonce: the caller renders it.
 */
export function sendStoredPage(req: Request, res: Response, page: StoredPage): boolean {
  const shared = page.shared();
  if (shared === null) return false;
  res.status(200);
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", shared.policy);
  res.setHeader("X-Page-Cache", "hit");
  res.locals.routePattern = page.routePattern;
  shared.body.send(req, res);
  return true;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The request's inputs besides the address that the page's HTML depends on. */
  variant: (req: Request) => string;
  /** Whether the request must be rendered for itself (a session, a flash message). */
  personal: (req: Request, res: Response) => boolean;
  /** What the `script-src` of a kept page allows besides its inline scripts' hashes. */
  scriptSources: readonly string[];
  /**
   * The data versions this process hears bumped (decisions 060, 065): on PostgreSQL on a
   * connection of its own, on PGlite from its one session.
   */
  changes: ChangeFeed;
  /** Called for each notification heard, with the pages it dropped. */
  heard?: (scopes: readonly string[], dropped: number) => void;
  now?: () => number;
}

/** A page cache's figures since the start (the metrics read them, decision 080). */
export interface PageCacheStats {
  /** Pages kept now. */
  entries: number;
  /** Requests answered with a kept page. */
  hits: number;
  /** Requests the cache could have answered but rendered. */
  misses: number;
  /** Rendered pages kept. */
  stores: number;
}

export interface PageCache {
  middleware: RequestHandler;
  /** Forgets every page: something a public page shows has changed. */
  purge(): void;
  stats(): PageCacheStats;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  /** The keys of the kept pages that show a scope. */
  const keysOf = new Map<string, Set<string>>();
  const pages = new LRUCache<string, CachedPage>({
    max: Math.max(1, options.maxEntries),
    maxSize: MAX_CACHE_BYTES,
    sizeCalculation: ({ page }) => Math.max(1, page.size),
    dispose: (page, key) => {
      for (const scope of page.scopes) {
        const keys = keysOf.get(scope);
        keys?.delete(key);
        if (keys?.size === 0) keysOf.delete(scope);
      }
    },
  });
  // A render that began before a change it may show was heard is not kept: changes are counted,
  // and each scope remembers the count at its latest change.
  let heard = 0;
  let clearedAt = 0;
  const changedAt = new Map<string, number>();
  let hits = 0;
  let misses = 0;
  let stores = 0;

  const clear = () => {
    heard += 1;
    clearedAt = heard;
    pages.clear();
  };
  options.changes.subscribe({
    changed(scopes) {
      heard += 1;
      const before = pages.size;
      if (scopes.includes(GLOBAL_SCOPE)) {
        clearedAt = heard;
        pages.clear();
      } else {
        for (const scope of scopes) {
          changedAt.set(scope, heard);
          for (const key of [...(keysOf.get(scope) ?? [])]) pages.delete(key);
        }
      }
      options.heard?.(scopes, before - pages.size);
    },
    reset: clear,
  });

  const routeOf = (req: Request) => {
    if (options.ttlMs <= 0 || req.method !== "GET") return null;
    // Not listening: a write elsewhere would go unheard.
    if (!options.changes.isLive()) return null;
    // Only the plain address: a query (filters, tracking parameters) is rendered each time.
    if (req.originalUrl !== req.path) return null;
    return CACHED_PAGES.find((page) => page.pattern.test(req.path)) ?? null;
  };

  /** The scopes a rendered page shows, or null when it shows a company it did not name. */
  const scopesOf = (res: Response, showsCompany: boolean): string[] | null => {
    const companies = [...(res.locals.shownCompanies ?? [])];
    if (showsCompany && companies.length === 0) return null;
    return [GLOBAL_SCOPE, ...companies.map(companyScope)];
  };

  const keep = (key: string, page: StoredPage, scopes: readonly string[], startedAt: number) => {
    if (clearedAt > startedAt || scopes.some((scope) => (changedAt.get(scope) ?? 0) > startedAt)) return;
    pages.set(key, { page, storedAt: now(), scopes });
    stores += 1;
    for (const scope of scopes) {
      let keys = keysOf.get(scope);
      if (!keys) keysOf.set(scope, (keys = new Set()));
      keys.add(key);
    }
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const route = routeOf(req);
    if (route === null || options.personal(req, res)) return next();
    const key = `${req.path}\n${options.variant(req)}`;
    const cached = pages.get(key);
    if (cached && now() - cached.storedAt < options.ttlMs) {
      if (sendStoredPage(req, res, cached.page)) {
        hits += 1;
        return;
      }
      pages.delete(key);
    }
    misses += 1;
    res.setHeader("X-Page-Cache", "miss");
    const startedAt = heard;
    copyRenderedPage(res, options.scriptSources, (page) => {
      const scopes = scopesOf(res, route.showsCompany);
      if (scopes !== null) keep(key, page, scopes, startedAt);
    });
    next();
  };

  return {
    middleware,
    purge: clear,
    stats: () => ({ entries: pages.size, hits, misses, stores }),
  };
}

/** Crawler or person: the portal renders a page for a crawler in one piece (entry.server.tsx). */
export const visitorKind = (req: Request): string => (isbot(req.get("user-agent")) ? "crawler" : "person");
