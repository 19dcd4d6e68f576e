import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { products } from "@db/schema";
import { insertCompany } from "../../../tests/support/companies";
import { familyTermsOf, orderTerm, runningTermOf, termsOfFamily } from "./terms.server";

/** The terms' named reads (decision 062): which term of a family runs on a day. */

let handle: DatabaseHandle;
let companyId = 0;
const productIds = { small: 0, large: 0 };

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  companyId = await insertCompany(handle.db, { fullName: "Term GmbH" });
  const product = (slug: string, name: string, contactQuota: number, includesMatching: boolean) => ({
    slug,
    family: "talentsuche" as const,
    name,
    shortDescription: "",
    longDescription: "",
    runDays: 10,
    priceCents: 10_000,
    contactQuota,
    includesMatching,
  });
  const rows = await handle.db
    .insert(products)
    .values([product("test-klein", "Test Klein", 5, false), product("test-gross", "Test Groß", 50, true)])
    .returning({ id: products.id });
  [productIds.small, productIds.large] = rows.map((row) => row.id) as [number, number];
  const order = (productId: number) =>
    orderTerm(
      handle.db,
      {
        companyId,
        productId,
        family: "talentsuche",
        orderedBy: "Test",
        expectedStartsOn: null,
        now: new Date("2026-03-01T09:00:00Z"),
      },
      "2026-03-01",
    );
  await order(productIds.small);
  await order(productIds.large);
}, 60_000);

afterAll(async () => {
  await handle.close();
});

describe("the term running on a day", () => {
  it("is the term whose days hold the day, with its product's quota and matching", async () => {
    expect(await runningTermOf(handle.db, companyId, "talentsuche", "2026-03-05")).toEqual({
      productName: "Test Klein",
      startsOn: "2026-03-01",
      endsOn: "2026-03-10",
      contactQuota: 5,
      includesMatching: false,
    });
    expect(await runningTermOf(handle.db, companyId, "talentsuche", "2026-03-11")).toMatchObject({
      productName: "Test Groß",
      startsOn: "2026-03-11",
      endsOn: "2026-03-20",
      contactQuota: 50,
      includesMatching: true,
    });
  });

  it("is none before the first and after the last term, and none of another family", async () => {
    expect(await runningTermOf(handle.db, companyId, "talentsuche", "2026-02-28")).toBeNull();
    expect(await runningTermOf(handle.db, companyId, "talentsuche", "2026-03-21")).toBeNull();
    expect(await runningTermOf(handle.db, companyId, "arbeitgebermarke", "2026-03-05")).toBeNull();
  });
});

describe("the terms of a family in one read", () => {
  it("agree with the running term, the billed terms and the last end read one by one", async () => {
    for (const today of ["2026-02-28", "2026-03-01", "2026-03-10", "2026-03-11", "2026-03-20", "2026-03-21"]) {
      const together = await familyTermsOf(handle.db, companyId, "talentsuche", today);
      expect(together, today).toEqual({
        running: await runningTermOf(handle.db, companyId, "talentsuche", today),
        terms: await termsOfFamily(handle.db, companyId, "talentsuche"),
        lastEndsOn: "2026-03-20",
      });
    }
    expect(await familyTermsOf(handle.db, companyId, "arbeitgebermarke", "2026-03-05")).toEqual({
      running: null,
      terms: [],
      lastEndsOn: null,
    });
  });
});
