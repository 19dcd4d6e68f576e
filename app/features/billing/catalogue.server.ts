import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { PRODUCT_FAMILIES, products, type ProductFamily } from "@db/schema/billing";
import { GLOBAL_SCOPE, ScopedCache, type ChangeFeed } from "~/lib/scoped-cache.server";

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

/** Every product on sale, of every family, in catalogue order (sort order, then id). */
export async function productsOnSale(db: Executor): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.family), asc(products.sortOrder), asc(products.id));
}

/**
 * The products on sale as the public pages show them (issue 37, decision 086), read from
 * `productsOnSale`: a family's in catalogue order (as `productsOfFamily`), one by its slug (as
 * `activeProduct`), the lowest net price per family ("ab € …"; a family without products on
 * sale is absent).
 */
export interface CatalogueOnSale {
  readonly products: readonly ProductRow[];
  ofFamily(family: ProductFamily): ProductRow[];
  bySlug(family: ProductFamily, slug: string): ProductRow | null;
  readonly lowestPrices: Partial<Record<ProductFamily, number>>;
}

export function catalogueOnSale(rows: readonly ProductRow[]): CatalogueOnSale {
  const lowest: Partial<Record<ProductFamily, number>> = {};
  for (const row of rows) {
    const kept = lowest[row.family];
    if (kept === undefined || row.priceCents < kept) lowest[row.family] = row.priceCents;
  }
  return {
    products: rows,
    ofFamily: (family) => rows.filter((row) => row.family === family),
    bySlug: (family, slug) => rows.find((row) => row.family === family && row.slug === slug) ?? null,
    lowestPrices: lowest,
  };
}

export interface CatalogueCache {
  /** The products on sale (`productsOnSale`), kept while no write to the catalogue was heard. */
  onSale(): Promise<readonly ProductRow[]>;
}

/**
 * The products on sale, kept in this process as the feature flags are (decision 065): a write to
 * `products`, whoever makes it on whichever worker or instance, bumps and notifies `global`
 * (migrations 0019, 0023), which drops them; a read that began before a change was heard is not
 * kept; while the feed is not live every call reads. The public pages take them from their
 * request (`RequestContext.catalogue`) and read them through `catalogueOnSale`.
 */
export function createCatalogueCache(db: Database, changes: ChangeFeed): CatalogueCache {
  const kept = new ScopedCache<readonly ProductRow[]>(changes, 1);
  const read = async () => ({ value: await productsOnSale(db), scopes: [GLOBAL_SCOPE] });
  return {
    async onSale() {
      return (await kept.get("on-sale", read)) ?? [];
    },
  };
}
