import { escapeMarkup } from "~/lib/escape";
import type { EmploymentType } from "./vocabulary";

/**
 * The job feed job boards read (issue 36 §4, decision 078): every live ad in the XML shape that
 * Indeed defined and most aggregators read (`<source>` with one `<job>` per ad, the job's texts in
 * CDATA sections). Pure: the server's `/feeds/jobs.xml` hands it the ads as the public page shows
 * them (`liveFeedAds`, public-page.server.ts).
 */

/** One live ad as the public sees it. */
export interface FeedJob {
  id: number;
  /** The public page's canonical URL (PUBLIC_BASE_URL + `/jobs/{id}-{slug}`). */
  url: string;
  title: string;
  /** When it went online, as its public page says. */
  publishedAt: Date;
  /** Its last change. */
  updatedAt: Date;
  expiresAt: Date | null;
  /** The employer as the public page names it: the company, or "Chiffre-Inserat". */
  company: string;
  /** The first place of work; the others stand on the ad's page. */
  location: { city: string; postcode: string; state: string } | null;
  /** The sections as sanitised HTML, as search engines read them from the page. */
  descriptionHtml: string;
  /** The salary line of the public page (GlBG § 9), e.g. "ab € 3.200,00 brutto/Monat". */
  salary: string | null;
  employmentTypes: readonly string[];
  /** The ad's field of work as the page labels it. */
  category: string | null;
  remote: string;
}

export interface JobFeed {
  publisher: string;
  publisherUrl: string;
  jobs: readonly FeedJob[];
}

/** The portal's kinds of employment in the feed's words (Indeed's `jobtype`). */
const FEED_JOB_TYPES: Record<EmploymentType, string> = {
  vollzeit: "fulltime",
  teilzeit: "parttime",
  geringfuegig: "parttime",
  lehre: "apprenticeship",
  praktikum: "internship",
  "freier-dienstvertrag": "contract",
  saison: "temporary",
};

/** Indeed's `remotetype` for the ads that may be done from home. */
const FEED_REMOTE_TYPES: Record<string, string> = { full: "Fully remote", partial: "Hybrid remote" };

/** Characters XML 1.0 does not allow in a document at all, not even in a CDATA section. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text in a CDATA section, as the feed's readers expect every job field: characters XML forbids
 * are dropped, and a `]]>` in the text ends one section and starts the next between `]]` and `>`,
 * so the text cannot close the section early.
 */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** Text as element content outside CDATA. */
function plain(text: string): string {
  return escapeMarkup(text.replace(NOT_XML, ""));
}

function element(name: string, value: string | null | undefined): string {
  return value ? `<${name}>${cdata(value)}</${name}>` : "";
}

function jobTypes(types: readonly string[]): string {
  const known = types.filter((type): type is EmploymentType => Object.hasOwn(FEED_JOB_TYPES, type));
  return [...new Set(known.map((type) => FEED_JOB_TYPES[type]))].join(", ");
}

function jobXml(job: FeedJob): string {
  return [
    "<job>",
    element("title", job.title),
    element("date", job.publishedAt.toISOString()),
    element("referencenumber", String(job.id)),
    element("url", job.url),
    element("company", job.company),
    element("city", job.location?.city),
    element("state", job.location?.state),
    element("country", "AT"),
    element("postalcode", job.location?.postcode),
    element("description", job.descriptionHtml),
    element("salary", job.salary),
    element("jobtype", jobTypes(job.employmentTypes)),
    element("category", job.category),
    element("expirationdate", job.expiresAt?.toISOString()),
    element("remotetype", FEED_REMOTE_TYPES[job.remote]),
    "</job>",
  ].join("");
}

/**
 * The whole feed. `lastBuildDate` is the newest change among its jobs (none without jobs), so the
 * same ads give the same bytes, and the same ETag, on every worker.
 */
export function jobFeedXml(feed: JobFeed): string {
  const newest = feed.jobs.reduce<Date | null>(
    (latest, job) => (latest === null || job.updatedAt > latest ? job.updatedAt : latest),
    null,
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    "<source>",
    `<publisher>${plain(feed.publisher)}</publisher>`,
    `<publisherurl>${plain(feed.publisherUrl)}</publisherurl>`,
    ...(newest ? [`<lastBuildDate>${newest.toISOString()}</lastBuildDate>`] : []),
    ...feed.jobs.map(jobXml),
    "</source>",
    "",
  ].join("\n");
}
