import { and, asc, eq, min } from "drizzle-orm";
import type { Executor } from "@db/client";
import { PRODUCT_FAMILIES, products, type ProductFamily } from "@db/schema/billing";

export type ProductRow = typeof products.$inferSelect;

/** The job-ad products on sale (Stelleninserate), in the catalogue's order. */
export async function jobAdProducts(db: Executor): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.family, "stelleninserate"), eq(products.active, true)))
    .orderBy(asc(products.sortOrder), asc(products.priceCents));
}

export function isProductFamily(value: string | undefined): value is ProductFamily {
  return PRODUCT_FAMILIES.some((family) => family === value);
}

/** The active products of a family, in catalogue order: what the public product pages list. */
export async function productsOfFamily(db: Executor, family: ProductFamily): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.family, family), eq(products.active, true)))
    .orderBy(asc(products.sortOrder), asc(products.id));
}

/** The active product of a family with this slug, or null. */
export async function activeProduct(db: Executor, family: ProductFamily, slug: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.family, family), eq(products.slug, slug), eq(products.active, true)))
    .limit(1);
  return row ?? null;
}

/** The lowest active net price per family ("ab € …"); a family without active products is absent. */
export async function lowestPrices(db: Executor): Promise<Partial<Record<ProductFamily, number>>> {
  const rows = await db
    .select({ family: products.family, priceCents: min(products.priceCents) })
    .from(products)
    .where(eq(products.active, true))
    .groupBy(products.family);
  return Object.fromEntries(rows.flatMap((row) => (row.priceCents === null ? [] : [[row.family, row.priceCents]])));
}
