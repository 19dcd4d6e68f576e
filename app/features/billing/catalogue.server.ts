import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "@db/client";
import { products } from "@db/schema/billing";

export type ProductRow = typeof products.$inferSelect;

/** The job-ad products on sale (Stelleninserate), in the catalogue's order. */
export async function jobAdProducts(db: Executor): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.family, "stelleninserate"), eq(products.active, true)))
    .orderBy(asc(products.sortOrder), asc(products.priceCents));
}
