import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import type { Database } from "@db/client";
import { ANY_COMPANY_SCOPE, GLOBAL_SCOPE, ScopedCache, companyScope } from "~/lib/scoped-cache.server";
import { SITE_NAME } from "~/features/content/seo";
import { companyOfPublicSlug } from "~/features/employer-branding/employer-page.server";
import { jobFeedXml } from "~/features/job-ads/job-feed";
import { liveFeedAds } from "~/features/job-ads/public-page.server";
import type { ChangeFeed } from "./database-changes";
import { KeptBody } from "./one-shot-compression";

/**
 * `/feeds/jobs.xml` (issue 36 §4, decision 078): every live ad in the XML shape job boards read,
 * or one company's named live ads with `?unternehmen={slug}` (the slug of its public employer
 * page). "Live" and what the public sees of an ad are the job-ad feature's (`liveFeedAds`, the
 * sitemap's query); this only answers.
 *
 * How it learns of writes (decision 065): each feed is kept with the data-version scopes it was
 * read from — a company's feed `company:{id}`, the feed of all ads every company's
 * (`ANY_COMPANY_SCOPE`), both `global` — and dropped when one of them is notified, whoever wrote;
 * nothing is kept while the feed of notifications is not live. An ad's run end passing before the
 * expiry sweep writes its status is the one change without a write: a feed is kept only until the
 * first run end among its ads.
 */

export const JOB_FEED_PATH = "/feeds/jobs.xml";
const CONTENT_TYPE = "application/xml; charset=utf-8";
/** The feed of all ads and the companies' feeds read most recently. */
const KEPT_FEEDS = 200;

const NO_SUCH_COMPANY = "Unter dieser Adresse ist kein Unternehmen mit öffentlichem Arbeitgeberprofil bekannt.";

/** The query a feed takes: nothing, or one company's slug. Anything else is a 400. */
const feedQuery = z.strictObject(
  {
    unternehmen: z
      .string({ error: "Bitte geben Sie das Unternehmen einmal an (unternehmen=…)." })
      .regex(/^[a-z0-9-]{1,100}$/, {
        error:
          "Das Unternehmen wird mit der Adresse seines Arbeitgeberprofils angegeben, z. B. unternehmen=donautal-technik-gmbh.",
      })
      .optional(),
  },
  { error: "Der Job-Feed kennt nur den Parameter „unternehmen“." },
);

/** A German message as a tiny XML document, as a feed reader may show it. */
function sendMessage(res: Response, status: number, message: string): void {
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type(CONTENT_TYPE)
    .send(`<?xml version="1.0" encoding="utf-8"?>\n<error><message><![CDATA[${message}]]></message></error>\n`);
}

export interface JobFeedOptions {
  db: Database;
  baseUrl: string;
  /** The data versions this process hears bumped (decisions 060, 065). */
  changes: ChangeFeed;
}

export interface JobFeed {
  handler: RequestHandler;
  /** Forgets every feed: this process wrote something they may show. */
  purge(): void;
}

export function createJobFeed({ db, baseUrl, changes }: JobFeedOptions): JobFeed {
  const feeds = new ScopedCache<KeptBody>(changes, KEPT_FEEDS);

  /**
   * The feed's bytes: all live ads, or the company's; null for a slug the public does not know.
   * `read` says whether they were read now or kept.
   */
  const feedOf = async (slug: string | undefined) => {
    let read = false;
    const body = await feeds.get(slug === undefined ? "all" : `unternehmen:${slug}`, async () => {
      read = true;
      const now = new Date();
      const companyId = slug === undefined ? undefined : await companyOfPublicSlug(db, slug);
      if (companyId === null) return null;
      const { jobs, expiresAt } = await liveFeedAds(db, now, {
        baseUrl,
        ...(companyId === undefined ? {} : { companyId }),
      });
      const xml = jobFeedXml({ publisher: SITE_NAME, publisherUrl: `${baseUrl}/`, jobs });
      return {
        value: new KeptBody(Buffer.from(xml), CONTENT_TYPE),
        scopes: [GLOBAL_SCOPE, companyId === undefined ? ANY_COMPANY_SCOPE : companyScope(companyId)],
        ...(expiresAt ? { expiresAt } : {}),
      };
    });
    return { body, read };
  };

  const handler: RequestHandler = async (req: Request, res: Response, next) => {
    try {
      const query = feedQuery.safeParse(req.query);
      if (!query.success) return sendMessage(res, 400, query.error.issues[0]?.message ?? "Die Anfrage ist ungültig.");
      const { body, read } = await feedOf(query.data.unternehmen);
      if (body === null) return sendMessage(res, 404, NO_SUCH_COMPANY);
      res.set("X-Page-Cache", read ? "miss" : "hit");
      // The same for every visitor; a cache may keep it but asks each time (the ETag makes that
      // a 304), so an ad taken down is gone from the next answer. Signed in: the server's
      // `private, no-store` stands.
      if (!res.locals.user?.isAuthenticated) res.set("Cache-Control", "public, no-cache");
      body.send(req, res);
    } catch (error) {
      next(error);
    }
  };

  return { handler, purge: () => feeds.clear() };
}
