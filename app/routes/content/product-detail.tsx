import type { Route } from "./+types/product-detail";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard, pageNotFound } from "~/features/access/guards.server";
import { formatNetPrice } from "~/features/content/format";
import { ProductDetail } from "~/features/content/product-views";
import { findProductOnSale, productFamilyOfPattern } from "~/features/content/products.server";
import { pageMeta } from "~/features/content/seo";
import type { ContentHandle } from "~/features/content/teaser-bar";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

export const handle: ContentHandle = { hideTeaser: true };

/** Route validate: only an active product of this page's family exists; anything else is a fatal 404 (SPEC §2). */
export async function loader({ request, params, context, pattern }: Route.LoaderArgs) {
  const family = productFamilyOfPattern(pattern);
  const product = family ? findProductOnSale(await context.get(requestContext).catalogue(), family, params.id) : null;
  if (!product) pageNotFound(request);
  return { product };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product } = loaderData;
  return pageMeta({
    title: product.name,
    description: `${product.shortDescription} ${formatNetPrice(product.priceCents)}`,
    baseUrl: matches[0].loaderData?.publicConfig.baseUrl,
    pathname: location.pathname,
  });
}

export default function ProductDetailRoute({ loaderData, matches }: Route.ComponentProps) {
  return <ProductDetail product={loaderData.product} supportEmail={matches[0].loaderData.publicConfig.supportEmail} />;
}
