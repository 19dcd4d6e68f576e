import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/lib/request-context";
import type { ProductFamily } from "@db/schema/billing";
import { catalogueOnSale, isProductFamily, type ProductRow } from "~/features/billing/catalogue.server";
import type { Product } from "./product";

/** What a public page may show of a product of the catalogue. */
function publicProduct(row: ProductRow): Product {
  return {
    slug: row.slug,
    family: row.family,
    name: row.name,
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    features: row.features,
    runDays: row.runDays,
    includedPushes: row.includedPushes,
    topPlacementDays: row.topPlacementDays,
    priceCredits: row.priceCredits,
    priceCents: row.priceCents,
  };
}

// Slugs are lower-case words joined by hyphens; anything else cannot be a product.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The family of a route pattern such as "produkte/stelleninserate/:id", or null outside /produkte. */
export function productFamilyOfPattern(pattern: string): ProductFamily | null {
  const [section, family] = pattern.split("/").filter(Boolean);
  return section === "produkte" && isProductFamily(family) ? family : null;
}

/**
 * The loader of the product overview pages (`/produkte/{family}`): the active products of the
 * route's family, from the catalogue the process keeps (decision 086). Each page keeps its own
 * module, so that its text is a chunk of its own.
 */
export async function productPageLoader({
  context,
  pattern,
}: {
  context: Readonly<RouterContextProvider>;
  pattern: string;
}): Promise<{ products: Product[] }> {
  const family = productFamilyOfPattern(pattern);
  if (!family) return { products: [] };
  const catalogue = catalogueOnSale(await context.get(requestContext).catalogue());
  return { products: catalogue.ofFamily(family).map(publicProduct) };
}

const isSlug = (slug: string) => slug.length <= 64 && SLUG.test(slug);

/**
 * An active product of a family in the products on sale the request was given
 * (`RequestContext.catalogue`), or null: the route validate of the product detail pages.
 */
export function findProductOnSale(onSale: readonly ProductRow[], family: ProductFamily, slug: string): Product | null {
  if (!isSlug(slug)) return null;
  const row = catalogueOnSale(onSale).bySlug(family, slug);
  return row ? publicProduct(row) : null;
}
