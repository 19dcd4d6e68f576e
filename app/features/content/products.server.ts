import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/lib/request-context";
import { and, asc, eq, min } from "drizzle-orm";
import type { Database } from "@db/client";
import { PRODUCT_FAMILIES, products, type ProductFamily } from "@db/schema";
import type { Product } from "./product";

const publicColumns = {
  slug: products.slug,
  family: products.family,
  name: products.name,
  shortDescription: products.shortDescription,
  longDescription: products.longDescription,
  features: products.features,
  runDays: products.runDays,
  includedPushes: products.includedPushes,
  topPlacementDays: products.topPlacementDays,
  priceCredits: products.priceCredits,
  priceCents: products.priceCents,
};

// Slugs are lower-case words joined by hyphens; anything else cannot be a product.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isProductFamily(value: string | undefined): value is ProductFamily {
  return PRODUCT_FAMILIES.some((family) => family === value);
}

/** The family of a route pattern such as "produkte/stelleninserate/:id", or null outside /produkte. */
export function productFamilyOfPattern(pattern: string): ProductFamily | null {
  const [section, family] = pattern.split("/").filter(Boolean);
  return section === "produkte" && isProductFamily(family) ? family : null;
}

/** The active products of a family in catalogue order. */
export async function listProducts(db: Database, family: ProductFamily): Promise<Product[]> {
  return db
    .select(publicColumns)
    .from(products)
    .where(and(eq(products.family, family), eq(products.active, true)))
    .orderBy(asc(products.sortOrder), asc(products.id));
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
  const [row] = await db
    .select(publicColumns)
    .from(products)
    .where(and(eq(products.family, family), eq(products.slug, slug), eq(products.active, true)))
    .limit(1);
  return row ?? null;
}

/** The lowest active net price per family ("ab € …"); a family without active products is absent. */
export async function lowestPrices(db: Database): Promise<Partial<Record<ProductFamily, number>>> {
  const rows = await db
    .select({ family: products.family, priceCents: min(products.priceCents) })
    .from(products)
    .where(eq(products.active, true))
    .groupBy(products.family);
  return Object.fromEntries(rows.flatMap((row) => (row.priceCents === null ? [] : [[row.family, row.priceCents]])));
}
