import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ROUTE_MAP } from "@auth/route-map";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { companies, companyMemberships, companyUsers, invoices, products } from "@db/schema";
import { seedDatabase } from "@db/seed";
import { orderProduct } from "~/features/billing/orders.server";
import { relatedCompaniesOf } from "~/features/companies/companies.server";
import { productsOnSale } from "~/features/billing/catalogue.server";
import { findProductOnSale } from "~/features/content/products.server";
import { ProductDetail } from "~/features/content/product-views";
import { productOfferFor } from "~/features/job-ads/editor.server";
import { searchCompanies } from "~/features/internal/companies.server";
import { productFacts } from "~/lib/catalogue";
import { loadCurrentUser } from "../../server/sign-in/current-user";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * Decision 020 on a real database (PGlite in memory, or PostgreSQL with DATABASE_URL): the public
 * product page, the editor's product step and the invoice line follow the catalogue's numbers,
 * and company names sort in German order wherever companies are listed.
 */

let testDatabase: TestDatabase;
let database: DatabaseHandle;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: "memory://" });
  await database.migrate();
  await seedDatabase(database.db, { companyCount: 2, talentCount: 100 });
}, 120_000);
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("one catalogue for the product page, the product step and the invoice", () => {
  it("all three follow a changed catalogue value", async () => {
    const { db } = database;
    const [top] = await db
      .update(products)
      .set({ runDays: 45, includedPushes: 3, topPlacementDays: 10, priceCredits: 4 })
      .where(and(eq(products.family, "stelleninserate"), eq(products.slug, "top")))
      .returning({ id: products.id, name: products.name });
    const expected = ["45 Tage online", "3 Pushes inklusive", "10 Tage Top-Platzierung"];

    const product = findProductOnSale(await productsOnSale(db), "stelleninserate", "top");
    const page = text(
      renderToStaticMarkup(
        createElement(
          MemoryRouter,
          null,
          createElement(ProductDetail, { product: product!, supportEmail: "support@example.at" }),
        ),
      ),
    );
    expect(page).toContain("Laufzeit 45 Tage");
    expect(page).toContain("Pushes 3 Pushes inklusive");
    expect(page).toContain("Top-Platzierung 10 Tage Top-Platzierung");
    expect(page).toContain("Preis in Credits 4 Credits");
    expect(page).toContain("Qualitätskontrolle vor der Veröffentlichung für Self-Service- und Hybrid-Kunden");

    const offer = await productOfferFor(db, 1, "QA");
    const card = offer.products.find((candidate) => candidate.id === top!.id);
    expect(card).toMatchObject({ runDays: 45, includedPushes: 3, topPlacementDays: 10, priceCredits: 4 });
    expect(productFacts(card!)).toEqual(expected);

    const order = await db.transaction((tx) =>
      orderProduct(tx, { companyId: 1, productId: top!.id, quantity: 1, orderedBy: "Test", now: new Date() }),
    );
    const [invoice] = await db.select({ lines: invoices.lines }).from(invoices).where(eq(invoices.id, order.invoiceId));
    expect(invoice!.lines[0]!.description).toBe(`${top!.name} – ${expected.join(", ")} (4 Credits)`);
    expect(order.credits).toBe(4);
  });
});

describe("company names in German order", () => {
  const NAMES = ["Zebra Sortiertest KG", "Öko Sortiertest GmbH", "bauer Sortiertest OG", "Bäckerei Sortiertest GmbH"];
  const GERMAN = ["Bäckerei Sortiertest GmbH", "bauer Sortiertest OG", "Öko Sortiertest GmbH", "Zebra Sortiertest KG"];
  let companyIds: number[] = [];

  beforeAll(async () => {
    const inserted = await database.db
      .insert(companies)
      .values(
        NAMES.map((fullName) => ({
          fullName,
          street: "Teststraße 1",
          postcode: "1010",
          city: "Wien",
          state: "Wien",
          distributionChannel: "SELF-SERVICE" as const,
        })),
      )
      .returning({ id: companies.id });
    companyIds = inserted.map((row) => row.id);
  });

  it("the staff companies list sorts Bäckerei with B and Öko with O, case aside", async () => {
    const { rows } = await searchCompanies(database.db, { q: "Sortiertest" });
    expect(rows.map((row) => row.fullName)).toEqual(GERMAN);
  });

  it("the company switch and the user's related companies use the same order", async () => {
    const [user] = await database.db
      .insert(companyUsers)
      .values({
        idpSubject: "sort-test",
        email: "sortiert@example.at",
        firstName: "Sara",
        lastName: "Sortiert",
        defaultCompanyId: companyIds[0]!,
      })
      .returning({ id: companyUsers.id });
    await database.db
      .insert(companyMemberships)
      .values(companyIds.map((companyId) => ({ userId: user!.id, companyId })));

    expect((await relatedCompaniesOf(database.db, user!.id)).map((company) => company.fullName)).toEqual(GERMAN);

    const now = new Date();
    const current = await loadCurrentUser(
      database.db,
      {
        idHash: "sort-test",
        provider: "business",
        userKind: "external",
        userId: user!.id,
        companyId: companyIds[0]!,
        groupsByLogin: [],
        groups: [],
        lastSeenAt: now,
        expiresAt: now,
      },
      { production: false, routeMap: DEFAULT_ROUTE_MAP },
    );
    expect(current?.relatedCompanies.map((company) => company.fullName)).toEqual(GERMAN);
    // Sorting the list does not change which company the session acts for.
    expect(current?.company?.fullName).toBe(NAMES[0]);
  });
});
