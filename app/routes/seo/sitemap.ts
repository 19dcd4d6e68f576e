import type { Route } from "./+types/sitemap";
import { sharedCacheHeaders } from "~/lib/cache-control";
import { requestContext } from "~/lib/request-context";
import { catalogueOnSale } from "~/features/billing/catalogue.server";
import { CONTENT_PATHS, PRODUCT_DETAIL_FAMILIES, sitemapXml } from "~/features/content/sitemap";
import { publicEmployerPages } from "~/features/employer-branding/employer-page.server";
import { livePublicJobAds } from "~/features/job-ads/public-page.server";

/**
 * GET /sitemap.xml: the public content pages, the product pages, every published employer page
 * and the public page of every live job ad (issue 14), so that search engines find new ads without following links.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, publicConfig, user, catalogue } = context.get(requestContext);
  const base = publicConfig.baseUrl;
  const [jobAds, employerPages, onSale] = await Promise.all([
    livePublicJobAds(db, new Date()),
    publicEmployerPages(db),
    catalogue().then(catalogueOnSale),
  ]);
  const families = PRODUCT_DETAIL_FAMILIES.map((family) => ({ family, products: onSale.ofFamily(family) }));
  const entries = [
    ...CONTENT_PATHS.map((path) => ({ url: `${base}${path}` })),
    ...families.flatMap(({ family, products }) =>
      products.map((product) => ({ url: `${base}/produkte/${family}/${product.slug}` })),
    ),
    ...employerPages.map((page) => ({ url: `${base}${page.path}`, lastModified: page.lastModified })),
    ...jobAds.map((ad) => ({ url: `${base}${ad.path}`, lastModified: ad.lastModified })),
  ];
  return new Response(sitemapXml(entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Crawlers ask often; an hour old is new enough for them.
      ...sharedCacheHeaders(user, 3600),
    },
  });
}
