import fc from "fast-check";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { creditLedger, creditLots, invoices, products } from "@db/schema";
import { DAY_MS } from "~/lib/days";
import { insertCompany } from "../../../tests/support/companies";
import { insertJobAd } from "../../../tests/support/job-ads";
import {
  addCredits,
  creditBalance,
  expireCreditLots,
  InsufficientCreditsError,
  refundCredits,
  spendCredits,
} from "./credits.server";
import { invoiceTotals } from "./invoices.server";
import { orderProduct } from "./orders.server";

let handle: DatabaseHandle;
const T0 = new Date("2026-01-01T08:00:00Z");

const newCompany = (fullName: string) => insertCompany(handle.db, { fullName });
const newJobAd = (companyId: number) => insertJobAd(handle.db, companyId, { status: "review" });

/** Credits an ad still holds: its uses minus its refunds. */
async function netUsed(jobAdId: number): Promise<number> {
  const [row] = await handle.db
    .select({ n: sql<number>`coalesce(-sum(${creditLedger.amount}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.jobAdId, jobAdId), inArray(creditLedger.kind, ["use", "refund"])));
  return Number(row!.n);
}

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  // These tests set their own catalogue, not the one the migrations bring.
  await handle.db.delete(products);
}, 60_000);

afterAll(async () => {
  await handle.close();
});

/** For every lot: its ledger rows add up to what is left of it. */
async function expectLedgerExplainsLots(companyId: number) {
  const lots = await handle.db.select().from(creditLots).where(eq(creditLots.companyId, companyId));
  const booked = await handle.db
    .select({ lotId: creditLedger.lotId, total: sql<number>`sum(${creditLedger.amount})::int` })
    .from(creditLedger)
    .where(eq(creditLedger.companyId, companyId))
    .groupBy(creditLedger.lotId);
  for (const lot of lots) {
    expect(Number(booked.find((row) => row.lotId === lot.id)?.total ?? 0)).toBe(lot.remaining);
  }
}

describe("credit ledger", () => {
  it("never goes below zero, never refunds more than an ad used, and explains every credit (property)", async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("add" as const),
        amount: fc.integer({ min: 1, max: 5 }),
        days: fc.integer({ min: 1, max: 400 }),
      }),
      fc.record({
        kind: fc.constant("use" as const),
        amount: fc.integer({ min: 1, max: 4 }),
        ad: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({
        kind: fc.constant("refund" as const),
        amount: fc.integer({ min: 1, max: 4 }),
        ad: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ kind: fc.constant("time" as const), days: fc.integer({ min: 1, max: 120 }) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const companyId = await newCompany(`Firma ${++run}`);
        const adIds: number[] = [];
        for (let n = 0; n < 3; n++) adIds.push(await newJobAd(companyId));
        let now = T0;
        for (const step of ops) {
          const ctx = { companyId, actorName: "Test", description: step.kind, now };
          if (step.kind === "time") {
            now = new Date(now.getTime() + step.days * DAY_MS);
            await handle.db.transaction((tx) => expireCreditLots(tx, now));
          } else if (step.kind === "add") {
            await handle.db.transaction((tx) =>
              addCredits(tx, step.amount, { ...ctx, expiresAt: new Date(now.getTime() + step.days * DAY_MS) }),
            );
          } else if (step.kind === "use") {
            const before = await creditBalance(handle.db, companyId, now);
            const jobAdId = adIds[step.ad - 1]!;
            const attempt = handle.db.transaction((tx) => spendCredits(tx, step.amount, { ...ctx, jobAdId }));
            if (before < step.amount) {
              await expect(attempt).rejects.toBeInstanceOf(InsufficientCreditsError);
            } else {
              await attempt;
            }
            expect(await creditBalance(handle.db, companyId, now)).toBe(
              before < step.amount ? before : before - step.amount,
            );
          } else {
            const jobAdId = adIds[step.ad - 1]!;
            const usedBefore = await netUsed(jobAdId);
            await handle.db.transaction((tx) => refundCredits(tx, step.amount, { ...ctx, jobAdId }));
            // Gives back what the ad used, never more.
            expect(await netUsed(jobAdId)).toBe(Math.max(usedBefore - step.amount, 0));
          }
          expect(await creditBalance(handle.db, companyId, now)).toBeGreaterThanOrEqual(0);
        }
        await expectLedgerExplainsLots(companyId);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it("refunds an ad's credits to the lots they came from", async () => {
    const companyId = await newCompany("Refund GmbH");
    const adId = await newJobAd(companyId);
    const ctx = { companyId, actorName: "Test", description: "x", now: T0 };
    const early = await handle.db.transaction((tx) =>
      addCredits(tx, 1, { ...ctx, expiresAt: new Date(T0.getTime() + 10 * DAY_MS) }),
    );
    const late = await handle.db.transaction((tx) =>
      addCredits(tx, 5, { ...ctx, expiresAt: new Date(T0.getTime() + 300 * DAY_MS) }),
    );
    await handle.db.transaction((tx) => spendCredits(tx, 3, { ...ctx, jobAdId: adId }));
    const remaining = async (id: number) =>
      (await handle.db.select().from(creditLots).where(eq(creditLots.id, id)))[0]!.remaining;
    expect([await remaining(early), await remaining(late)]).toEqual([0, 3]);
    await handle.db.transaction((tx) => refundCredits(tx, 3, { ...ctx, jobAdId: adId }));
    expect([await remaining(early), await remaining(late)]).toEqual([1, 5]);
    // Nothing more to give back: a second refund changes nothing.
    await handle.db.transaction((tx) => refundCredits(tx, 3, { ...ctx, jobAdId: adId }));
    expect(await creditBalance(handle.db, companyId, T0)).toBe(6);
    await expectLedgerExplainsLots(companyId);
  });

  it("orders a product: a sequential invoice with 20 % VAT and the product's credits", async () => {
    const companyId = await newCompany("Bestell KG");
    const [product] = await handle.db
      .insert(products)
      .values({
        family: "stelleninserate",
        slug: "test-top",
        name: "Stelleninserat Top",
        shortDescription: "k",
        longDescription: "l",
        runDays: 60,
        priceCredits: 2,
        priceCents: 89_000,
      })
      .returning();
    const first = await handle.db.transaction((tx) =>
      orderProduct(tx, { companyId, productId: product!.id, quantity: 3, orderedBy: "Test", now: T0 }),
    );
    const second = await handle.db.transaction((tx) =>
      orderProduct(tx, { companyId, productId: product!.id, quantity: 1, orderedBy: "Test", now: T0 }),
    );
    expect(first.credits).toBe(6);
    const [a, b] = [first.invoiceNumber, second.invoiceNumber].map((n) => Number(n.split("-")[1]));
    expect(b).toBe(a! + 1);
    const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.id, first.invoiceId));
    expect(invoice).toMatchObject({ netCents: 267_000, vatCents: 53_400, grossCents: 320_400, vatRatePercent: 20 });
    expect(invoice!.buyer).toMatchObject({ name: "Bestell KG", uidNumber: "ATU12345678" });
    expect(await creditBalance(handle.db, companyId, T0)).toBe(8);
  });

  it("rounds VAT once on the net total", () => {
    expect(invoiceTotals([{ description: "x", quantity: 1, unitNetCents: 333, netCents: 333 }])).toEqual({
      netCents: 333,
      vatCents: 67,
      grossCents: 400,
    });
  });
});
