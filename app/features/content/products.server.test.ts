import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { products } from "@db/schema";
import type { ProductFamily } from "@db/schema/billing";
import { catalogueOnSale, productsOnSale } from "~/features/billing/catalogue.server";
import { findProductOnSale, productFamilyOfPattern } from "./products.server";

let handle: DatabaseHandle;

const product = (
  values: Partial<typeof products.$inferInsert> & Pick<typeof products.$inferInsert, "slug" | "family">,
) => ({
  name: values.slug,
  shortDescription: "kurz",
  longDescription: "lang",
  priceCents: 10_000,
  ...values,
});

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  // These tests set their own catalogue, not the one the migrations bring.
  await handle.db.delete(products);
  await handle.db
    .insert(products)
    .values([
      product({ family: "stelleninserate", slug: "premium", priceCents: 129_000, sortOrder: 3 }),
      product({ family: "stelleninserate", slug: "standard", priceCents: 49_000, sortOrder: 1 }),
      product({ family: "stelleninserate", slug: "alt", priceCents: 9_900, sortOrder: 0, active: false }),
      product({ family: "talentsuche", slug: "premium", priceCents: 79_000, sortOrder: 1 }),
    ]);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe("product catalogue", () => {
  it("lists the active products of one family in catalogue order", async () => {
    const onSale = catalogueOnSale(await productsOnSale(handle.db));
    expect(onSale.ofFamily("stelleninserate").map((p) => p.slug)).toEqual(["standard", "premium"]);
    expect(onSale.ofFamily("arbeitgebermarke")).toEqual([]);
  });

  it("finds a product only in its own family and only while active", async () => {
    const onSale = await productsOnSale(handle.db);
    const findProduct = (family: ProductFamily, slug: string) => findProductOnSale(onSale, family, slug);
    expect(findProduct("stelleninserate", "standard")?.priceCents).toBe(49_000);
    expect(findProduct("talentsuche", "premium")?.priceCents).toBe(79_000);
    expect(findProduct("talentsuche", "standard")).toBeNull();
    expect(findProduct("stelleninserate", "alt")).toBeNull();
    expect(findProduct("stelleninserate", "Standard")).toBeNull();
    expect(findProduct("stelleninserate", "' or 1=1 --")).toBeNull();
  });

  it("knows the lowest active price per family", async () => {
    expect(catalogueOnSale(await productsOnSale(handle.db)).lowestPrices).toEqual({
      stelleninserate: 49_000,
      talentsuche: 79_000,
    });
  });

  it("rejects a family outside the catalogue", async () => {
    await expect(
      handle.db.insert(products).values(product({ family: "gibt-es-nicht" as "talentsuche", slug: "x" })),
    ).rejects.toThrow();
  });
});

describe("productFamilyOfPattern", () => {
  it("reads the family from a /produkte route pattern", () => {
    expect(productFamilyOfPattern("produkte/stelleninserate")).toBe("stelleninserate");
    expect(productFamilyOfPattern("/produkte/talentsuche/:id")).toBe("talentsuche");
    expect(productFamilyOfPattern("/produkte/arbeitgebermarke")).toBe("arbeitgebermarke");
    expect(productFamilyOfPattern("/kh/recruiting-mix")).toBeNull();
    expect(productFamilyOfPattern("/produkte/unbekannt")).toBeNull();
    expect(productFamilyOfPattern("/")).toBeNull();
  });
});
