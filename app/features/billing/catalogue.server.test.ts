import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { products } from "@db/schema";
import { PRODUCT_FAMILIES } from "@db/schema/billing";
import {
  activeProduct,
  catalogueOnSale,
  jobAdProductOnSale,
  productOf,
  productsByIds,
  productsOfFamily,
  productsOnSale,
} from "./catalogue.server";

/** The catalogue's named reads by id (decision 062): the product an ad runs with or may be booked with. */

let handle: DatabaseHandle;
const ids = { onSale: 0, retired: 0, licence: 0 };

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  const product = (slug: string, family: "stelleninserate" | "talentsuche", active: boolean) => ({
    slug,
    family,
    name: `Test ${slug}`,
    shortDescription: "",
    longDescription: "",
    runDays: 30,
    priceCents: 10_000,
    active,
  });
  const rows = await handle.db
    .insert(products)
    .values([
      product("test-on-sale", "stelleninserate", true),
      product("test-retired", "stelleninserate", false),
      product("test-licence", "talentsuche", true),
    ])
    .returning({ id: products.id });
  [ids.onSale, ids.retired, ids.licence] = rows.map((row) => row.id) as [number, number, number];
});

afterAll(async () => {
  await handle.close();
});

describe("products by id", () => {
  it("books an ad only with a job-ad product on sale", async () => {
    expect(await jobAdProductOnSale(handle.db, ids.onSale)).toMatchObject({ id: ids.onSale, slug: "test-on-sale" });
    expect(await jobAdProductOnSale(handle.db, ids.retired)).toBeNull();
    expect(await jobAdProductOnSale(handle.db, ids.licence)).toBeNull();
    expect(await jobAdProductOnSale(handle.db, 999_999)).toBeNull();
  });

  it("reads the product an ad runs with, on sale or not", async () => {
    expect(await productOf(handle.db, ids.retired)).toMatchObject({ id: ids.retired, active: false });
    expect(await productOf(handle.db, 999_999)).toBeNull();
    const byId = await productsByIds(handle.db, [ids.retired, ids.onSale, ids.onSale, 999_999]);
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual([ids.onSale, ids.retired].sort((a, b) => a - b));
    expect(byId.get(ids.onSale)?.name).toBe("Test test-on-sale");
    expect(await productsByIds(handle.db, [])).toEqual(new Map());
  });
});

describe("the catalogue on sale, as the public pages read it (decision 086)", () => {
  it("answers as the queries it replaces: a family's products in order, one by slug, the lowest prices", async () => {
    const onSale = catalogueOnSale(await productsOnSale(handle.db));
    expect(onSale.products.every((row) => row.active)).toBe(true);
    for (const family of PRODUCT_FAMILIES) {
      expect(onSale.ofFamily(family)).toEqual(await productsOfFamily(handle.db, family));
      for (const slug of ["standard", "premium", "test-on-sale", "test-retired", "test-licence"]) {
        expect(onSale.bySlug(family, slug)).toEqual(await activeProduct(handle.db, family, slug));
      }
    }
    for (const family of PRODUCT_FAMILIES) {
      const prices = (await productsOfFamily(handle.db, family)).map((row) => row.priceCents);
      expect(onSale.lowestPrices[family]).toBe(prices.length > 0 ? Math.min(...prices) : undefined);
    }
  });
});
