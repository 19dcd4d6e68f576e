import { and, desc, eq, ne, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Executor } from "@db/client";
import { jobAdMetricsDaily, jobAds } from "@db/schema/job-ads";
import { ipxUrl } from "~/components/ui/responsive-image";
import { viennaDay } from "~/lib/format";
import { companySummaries, companySummaryOf, type CompanySummary } from "~/features/companies/companies.server";
import { canonicalHref } from "~/lib/canonical";
import type { RequestContext } from "~/lib/request-context";
import { previewOf } from "./editor.server";
import { savedFormValues } from "./editor-values";
import { publicVisibility } from "./policy";
import { liveAdWhere } from "./reads.server";
import { SECTION_KEYS, SECTION_LABELS, type JobAdPreviewModel } from "./preview-model";
import { hasContent } from "./components/job-ad-preview";
import { jobAdIdOfSegment, jobAdPublicPath, jobPostingJsonLd, publicEmployerName } from "./public-page";
import type { FeedJob } from "./job-feed";

/** Another live ad of the same company, as a link on the ad's page and on the "gone" page. */
export interface OtherJob {
  path: string;
  title: string;
  city: string;
}

export type PublicJobAd =
  | {
      kind: "live";
      id: number;
      path: string;
      /** When the ad went online (its last change for an ad without a publication date). */
      publishedAt: Date;
      /** The company's public employer page, or null (none published, or a Chiffre ad). */
      employerPagePath: string | null;
      /** The apply form offers smart bewerben (`smartApplyOf`; false without it, or for another method than the portal's form). */
      smartApply: boolean;
      model: JobAdPreviewModel;
      jsonLd: Record<string, unknown>;
      /** Absolute URL of the picture for Open Graph (header image, else logo), or null. */
      imageUrl: string | null;
      otherJobs: OtherJob[];
    }
  | {
      kind: "gone";
      path: string;
      title: string;
      /** Null for a Chiffre ad: its page names no company, also when it is gone. */
      companyName: string | null;
      otherJobs: OtherJob[];
    };

const OTHER_JOBS = 10;

/**
 * Which live ads a public list shows: all of them (the sitemap, the job feed), or a company's named
 * ones, besides one (the links on an ad's page; a Chiffre ad is never linked to its company).
 * `liveAdWhere` decides "live" in the query, so that an ad past its run end before the expiry sweep
 * neither shows nor takes a place.
 */
function publicLiveAdsWhere(now: Date, company?: { id: number; exceptAdId?: number }) {
  return and(
    liveAdWhere(now),
    company
      ? and(
          eq(jobAds.companyId, company.id),
          eq(jobAds.anonymous, false),
          company.exceptAdId === undefined ? undefined : ne(jobAds.id, company.exceptAdId),
        )
      : undefined,
  );
}

/** The public lists' order: newest first. */
const NEWEST_FIRST = [desc(jobAds.publishedAt), desc(jobAds.id)] as const;

/** Live ads, newest first (`publicLiveAdsWhere`), with their public paths. */
async function liveAds(
  db: Executor,
  now: Date,
  { limit, company }: { limit: number; company?: { id: number; exceptAdId: number } },
) {
  const rows = await db
    .select({
      id: jobAds.id,
      title: jobAds.title,
      locations: jobAds.locations,
      updatedAt: jobAds.updatedAt,
      publishedAt: jobAds.publishedAt,
    })
    .from(jobAds)
    .where(publicLiveAdsWhere(now, company))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows.map((row) => ({ ...row, path: jobAdPublicPath(row.id, row.title, row.locations[0]?.city) }));
}

async function otherJobsOf(db: Executor, companyId: number, exceptAdId: number, now: Date): Promise<OtherJob[]> {
  const rows = await liveAds(db, now, { limit: OTHER_JOBS, company: { id: companyId, exceptAdId } });
  return rows.map((row) => ({
    path: row.path,
    title: row.title,
    city: row.locations.map((location) => location.city).join(", "),
  }));
}

/** The sections as one HTML text with their headings, for the description search engines read. */
function descriptionHtml(model: JobAdPreviewModel): string {
  return SECTION_KEYS.filter((key) => hasContent(model.sections[key]))
    .map((key) => {
      const section = model.sections[key];
      const html = section.kind === "html" ? section.html : "";
      return key === "intro" ? html : `<h3>${SECTION_LABELS[key]}</h3>${html}`;
    })
    .join("\n");
}

/**
 * The ad as the public may see it. A Chiffre ad's page data (which the browser receives whole,
 * not only what the component shows) holds no company name, logo or contact person.
 */
function publicModel(model: JobAdPreviewModel): JobAdPreviewModel {
  if (!model.anonymous) return model;
  return { ...model, companyName: "", logoPath: null, contact: { name: "", email: "", phone: "" } };
}

/**
 * What another feature knows of an ad that its company decides (the employer page's link, smart
 * bewerben): read with the ad's id and company alone, beside the company's own read, and decided
 * once the company is known.
 */
export type BesideTheAd<T> = (ad: { id: number; companyId: number }) => Promise<(company: CompanySummary) => T>;

/**
 * The ad behind an address below its public page (the apply form, the thanks page, the view
 * beacon): the public page's model without the company's other jobs, as of `now`.
 */
export function readJobAdOfSubPage(
  { db, publicConfig }: Pick<RequestContext, "db" | "publicConfig">,
  segment: string | undefined,
  { now = new Date(), employerPageOf }: { now?: Date; employerPageOf?: BesideTheAd<string | null> } = {},
): Promise<PublicJobAd | null> {
  return readPublicJobAd(db, segment, {
    now,
    baseUrl: publicConfig.baseUrl,
    withOtherJobs: false,
    ...(employerPageOf ? { employerPageOf } : {}),
  });
}

/**
 * What the public page of the ad in the path segment (`{id}-{slug}`) shows, or null when there is
 * nothing to show (no id, no such ad, or one that was never public). The job-ad policy decides;
 * this only reads: the ad, then at once and side by side its company (once), the company's other
 * jobs, and what `employerPageOf` and `smartApplyOf` read (decision 086). `withOtherJobs: false`
 * skips the company's other jobs (the apply counter). `employerPageOf` names the company's public
 * employer page (the employer-branding feature's answer), which the page links and search engines
 * read as the organisation's `sameAs`; `smartApplyOf` says whether the apply form offers smart
 * bewerben (the applications feature's answer), asked only for a live ad applied to on the portal.
 * `showsCompany` hears whose ad it is, which the page data must not say of a Chiffre ad.
 */
export async function readPublicJobAd(
  db: Executor,
  segment: string | undefined,
  {
    now,
    baseUrl,
    withOtherJobs = true,
    employerPageOf,
    smartApplyOf,
    showsCompany,
  }: {
    now: Date;
    baseUrl: string;
    withOtherJobs?: boolean;
    employerPageOf?: BesideTheAd<string | null>;
    smartApplyOf?: BesideTheAd<boolean>;
    showsCompany?: (companyId: number) => void;
  },
): Promise<PublicJobAd | null> {
  const id = jobAdIdOfSegment(segment);
  if (id === null) return null;
  const [ad] = await db.select().from(jobAds).where(eq(jobAds.id, id));
  if (!ad) return null;
  const visibility = publicVisibility(ad, now);
  if (visibility === "never") {
    // Its 404 is the company's to drop once the ad goes online (decision 060).
    showsCompany?.(ad.companyId);
    return null;
  }
  const values = savedFormValues(ad);
  const live = visibility === "visible";
  const key = { id: ad.id, companyId: ad.companyId };
  const [company, otherJobs, employerPage, smartApply] = await Promise.all([
    companySummaryOf(db, ad.companyId),
    ad.anonymous || !withOtherJobs ? [] : otherJobsOf(db, ad.companyId, ad.id, now),
    live && !ad.anonymous && employerPageOf ? employerPageOf(key) : () => null,
    live && smartApplyOf && values.application.applicationMethod === "portal" ? smartApplyOf(key) : () => false,
  ]);
  if (!company) return null;
  const companyName = company.fullName;
  showsCompany?.(ad.companyId);
  const path = jobAdPublicPath(ad.id, ad.title, ad.locations[0]?.city);
  if (visibility === "gone") {
    return { kind: "gone", path, title: ad.title, companyName: ad.anonymous ? null : companyName, otherJobs };
  }
  const model = publicModel(previewOf(companyName, values));
  const employerPagePath = employerPage(company);
  const logoUrl = model.logoPath && !model.anonymous ? `${baseUrl}${ipxUrl(model.logoPath, { height: 192 })}` : null;
  const headerUrl = model.headerImagePath
    ? `${baseUrl}${ipxUrl(model.headerImagePath, { width: 1280, height: 400, fit: "cover" })}`
    : null;
  return {
    kind: "live",
    id: ad.id,
    path,
    publishedAt: ad.publishedAt ?? ad.updatedAt,
    employerPagePath,
    smartApply: model.application.method === "portal" && smartApply(company),
    model,
    jsonLd: jobPostingJsonLd({
      id: ad.id,
      url: `${baseUrl}${path}`,
      model,
      employmentTypes: ad.employmentTypes,
      salary: { minCents: ad.salaryMinCents, maxCents: ad.salaryMaxCents, period: ad.salaryPeriod },
      remote: ad.remote,
      publishedAt: ad.publishedAt ?? ad.updatedAt,
      expiresAt: ad.expiresAt,
      descriptionHtml: descriptionHtml(model),
      logoUrl,
      companyUrl: employerPagePath ? `${baseUrl}${employerPagePath}` : null,
    }),
    imageUrl: headerUrl ?? logoUrl,
    otherJobs,
  };
}

/**
 * Whether a request to a public page counts as a visit in the ad's figures: a person's GET, not a
 * crawler's (isbot on the User-Agent), not a browser's speculative prefetch. Counting needs no
 * cookie and sets none.
 */
export function isCountableVisit(request: Request): boolean {
  if (request.method === "HEAD") return false;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  if (/prefetch|prerender/i.test(purpose)) return false;
  return !isbot(request.headers.get("user-agent"));
}

/** Adds one view or one apply click to the ad's figures of the day (Vienna time). */
export async function countPublicVisit(db: Executor, jobAdId: number, kind: "view" | "apply", now: Date) {
  const views = kind === "view" ? 1 : 0;
  const applyClicks = kind === "apply" ? 1 : 0;
  await db
    .insert(jobAdMetricsDaily)
    .values({ jobAdId, day: viennaDay(now), views, applyClicks })
    .onConflictDoUpdate({
      target: [jobAdMetricsDaily.jobAdId, jobAdMetricsDaily.day],
      set: {
        views: sql`${jobAdMetricsDaily.views} + ${views}`,
        applyClicks: sql`${jobAdMetricsDaily.applyClicks} + ${applyClicks}`,
      },
    });
}

/** A company's live, named ads (never its Chiffre ads), newest first: its employer page's list. */
export async function companyLiveJobs(
  db: Executor,
  companyId: number,
  now: Date,
): Promise<{ path: string; title: string; cities: string[] }[]> {
  const rows = await liveAds(db, now, { limit: 1000, company: { id: companyId, exceptAdId: 0 } });
  return rows.map((row) => ({
    path: row.path,
    title: row.title,
    cities: row.locations.map((location) => location.city),
  }));
}

/** A company's live, named ads that went live after `since`, oldest first: what a follower is told. */
export async function companyJobsPublishedSince(
  db: Executor,
  companyId: number,
  since: Date,
  now: Date,
): Promise<{ id: number; title: string; path: string; publishedAt: Date }[]> {
  const rows = await liveAds(db, now, { limit: 1000, company: { id: companyId, exceptAdId: 0 } });
  return rows
    .flatMap(({ id, title, path, publishedAt }) =>
      publishedAt !== null && publishedAt > since ? [{ id, title, path, publishedAt }] : [],
    )
    .reverse();
}

/** At most this many job ads in the sitemap (the protocol allows 50 000 addresses per file). */
export const SITEMAP_JOB_ADS = 45_000;

/** The public pages of the live ads, newest first, with their last change: the sitemap's job ads. */
export async function livePublicJobAds(
  db: Executor,
  now: Date,
  limit = SITEMAP_JOB_ADS,
): Promise<{ path: string; lastModified: Date }[]> {
  const rows = await liveAds(db, now, { limit });
  return rows.map((row) => ({ path: row.path, lastModified: row.updatedAt }));
}

/**
 * The live ads of the job feed (issue 36 §4, decision 078): the sitemap's ads (the same query, the
 * same limit), or a company's named ones, each as its public page shows it — a Chiffre ad without
 * the company's name — with its canonical URL. `expiresAt` is the first run end among them: the
 * moment the list changes with time alone.
 */
export async function liveFeedAds(
  db: Executor,
  now: Date,
  { baseUrl, companyId }: { baseUrl: string; companyId?: number },
): Promise<{ jobs: FeedJob[]; expiresAt: Date | null }> {
  const rows = await db
    .select()
    .from(jobAds)
    .where(publicLiveAdsWhere(now, companyId === undefined ? undefined : { id: companyId }))
    .orderBy(...NEWEST_FIRST)
    .limit(SITEMAP_JOB_ADS);
  const companies = await companySummaries(
    db,
    rows.map((row) => row.companyId),
  );
  const jobs = rows.flatMap((ad): FeedJob[] => {
    const company = companies.get(ad.companyId);
    if (!company) return [];
    const model = publicModel(previewOf(company.fullName, savedFormValues(ad)));
    const location = model.locations[0];
    return [
      {
        id: ad.id,
        url: canonicalHref(baseUrl, jobAdPublicPath(ad.id, ad.title, ad.locations[0]?.city)),
        title: model.title,
        publishedAt: ad.publishedAt ?? ad.updatedAt,
        updatedAt: ad.updatedAt,
        expiresAt: ad.expiresAt,
        company: publicEmployerName(model),
        location: location ? { city: location.city, postcode: location.postcode, state: location.state } : null,
        descriptionHtml: descriptionHtml(model),
        salary: model.salary,
        employmentTypes: ad.employmentTypes,
        category: model.jobField,
        remote: ad.remote,
      },
    ];
  });
  const runEnds = rows.flatMap((row) => (row.expiresAt ? [row.expiresAt.getTime()] : []));
  return { jobs, expiresAt: runEnds.length > 0 ? new Date(Math.min(...runEnds)) : null };
}
