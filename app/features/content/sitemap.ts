import { escapeMarkup } from "~/lib/escape";

/** The public content pages of the portal (app/routes.ts, content layout), for the sitemap. */
export const CONTENT_PATHS = [
  "/",
  "/produkte/stelleninserate",
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
] as const;

/** The families whose products have a detail page of their own, `/produkte/{family}/{slug}`. */
export const PRODUCT_DETAIL_FAMILIES = ["stelleninserate", "talentsuche"] as const;

export interface SitemapEntry {
  /** An absolute URL. */
  url: string;
  lastModified?: Date;
}

/** A sitemap in the sitemaps.org protocol (0.9). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeMarkup(entry.url)}</loc>${
        entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ""
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** What crawlers may visit: the public pages, not the signed-in portal, its API or the debug pages. */
export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Disallow: /p/",
    "Disallow: /api/",
    "Disallow: /debug",
    "Disallow: /jobs/*/bewerben",
    "Allow: /",
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
