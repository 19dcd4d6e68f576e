import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { products } from "@db/schema";
import { lowestPrices } from "~/features/billing/catalogue.server";
import { findProduct, listProducts, productFamilyOfPattern } from "./products.server";

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
    const list = await listProducts(handle.db, "stelleninserate");
    expect(list.map((p) => p.slug)).toEqual(["standard", "premium"]);
    expect(await listProducts(handle.db, "arbeitgebermarke")).toEqual([]);
  });

  it("finds a product only in its own family and only while active", async () => {
    expect((await findProduct(handle.db, "stelleninserate", "standard"))?.priceCents).toBe(49_000);
    expect((await findProduct(handle.db, "talentsuche", "premium"))?.priceCents).toBe(79_000);
    expect(await findProduct(handle.db, "talentsuche", "standard")).toBeNull();
    expect(await findProduct(handle.db, "stelleninserate", "alt")).toBeNull();
    expect(await findProduct(handle.db, "stelleninserate", "Standard")).toBeNull();
    expect(await findProduct(handle.db, "stelleninserate", "' or 1=1 --")).toBeNull();
  });

  it("knows the lowest active price per family", async () => {
    expect(await lowestPrices(handle.db)).toEqual({ stelleninserate: 49_000, talentsuche: 79_000 });
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
