import { and, asc, eq, inArray, min } from "drizzle-orm";
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

/** The job-ad product with this id while it is on sale, or null: what an ad may be booked with. */
export async function jobAdProductOnSale(db: Executor, id: number): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.family, "stelleninserate"), eq(products.active, true)));
  return row ?? null;
}

/** The product with this id, on sale or not (the one an ad was booked with), or null. */
export async function productOf(db: Executor, id: number): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

/** The products with these ids by id, on sale or not (an id without a product is missing). */
export async function productsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(products).where(inArray(products.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
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
