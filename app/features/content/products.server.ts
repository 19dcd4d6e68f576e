import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/lib/request-context";
import type { Database } from "@db/client";
import type { ProductFamily } from "@db/schema/billing";
import { activeProduct, isProductFamily, productsOfFamily, type ProductRow } from "~/features/billing/catalogue.server";
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

/** The active products of a family in catalogue order. */
export async function listProducts(db: Database, family: ProductFamily): Promise<Product[]> {
  return (await productsOfFamily(db, family)).map(publicProduct);
}

/**
 * The loader of the product overview pages (`/produkte/{family}`): the active products of the
 * route's family. Each page keeps its own module, so that its text is a chunk of its own.
 */
export async function productPageLoader({
  context,
  pattern,
}: {
  context: Readonly<RouterContextProvider>;
  pattern: string;
}): Promise<{ products: Product[] }> {
  const family = productFamilyOfPattern(pattern);
  return { products: family ? await listProducts(context.get(requestContext).db, family) : [] };
}

/** An active product of a family, or null: the route validate of the product detail pages. */
export async function findProduct(db: Database, family: ProductFamily, slug: string): Promise<Product | null> {
  if (slug.length > 64 || !SLUG.test(slug)) return null;
  const row = await activeProduct(db, family, slug);
  return row ? publicProduct(row) : null;
}
