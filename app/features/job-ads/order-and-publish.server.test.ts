import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { companies, creditLots, invoices, jobAdEvents, jobAds, products } from "@db/schema";
import { addCredits, creditBalance, InsufficientCreditsError } from "~/features/billing/credits.server";
import { FORM_STEPS } from "./form-steps";
import { JobAdError, orderAndPublish, performAction, type Actor } from "./job-ads.server";

let handle: DatabaseHandle;
let productId: number;
const NOW = new Date("2026-03-02T09:00:00Z");

async function newCompany(channel: "DIRECT-SALES" | "HYBRID"): Promise<number> {
  const [row] = await handle.db
    .insert(companies)
    .values({
      fullName: `Firma ${channel}`,
      street: "Hauptplatz 1",
      postcode: "4020",
      city: "Linz",
      state: "Oberösterreich",
      uidNumber: "ATU12345678",
      distributionChannel: channel,
    })
    .returning({ id: companies.id });
  return row!.id;
}

async function newAd(companyId: number, completedSteps: readonly string[] = FORM_STEPS): Promise<number> {
  const [row] = await handle.db
    .insert(jobAds)
    .values({
      companyId,
      title: "Techniker:in (m/w/d)",
      status: "draft",
      origin: "self-service",
      completedSteps: [...completedSteps],
      productId,
    })
    .returning({ id: jobAds.id });
  return row!.id;
}

const actor = (companyId: number): Actor => ({ kind: "company", companyId, name: "Katharina Mayr", id: 1 });

const statusOf = async (id: number) =>
  (await handle.db.select({ status: jobAds.status }).from(jobAds).where(eq(jobAds.id, id)))[0]!.status;
const invoicesOf = (companyId: number) => handle.db.select().from(invoices).where(eq(invoices.companyId, companyId));
const lotsOf = (companyId: number) => handle.db.select().from(creditLots).where(eq(creditLots.companyId, companyId));

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  // These tests set their own catalogue, not the one the migrations bring.
  await handle.db.delete(products);
  const [product] = await handle.db
    .insert(products)
    .values({
      slug: "test-standard",
      family: "stelleninserate",
      name: "Stelleninserat Test",
      shortDescription: "30 Tage online.",
      longDescription: "30 Tage online.",
      runDays: 30,
      priceCredits: 2,
      priceCents: 49_000,
    })
    .returning({ id: products.id });
  productId = product!.id;
}, 60_000);

afterAll(async () => {
  await handle.close();
});

describe("publishing with too few credits", () => {
  it("refuses to publish and changes nothing", async () => {
    const companyId = await newCompany("DIRECT-SALES");
    const id = await newAd(companyId);
    await expect(performAction(handle.db, id, "publish", actor(companyId), { now: NOW })).rejects.toBeInstanceOf(
      InsufficientCreditsError,
    );
    expect(await statusOf(id)).toBe("draft");
    expect(await handle.db.select().from(jobAdEvents).where(eq(jobAdEvents.jobAdId, id))).toEqual([]);
  });

  it("still publishes with enough credits through the shared transaction code", async () => {
    const companyId = await newCompany("DIRECT-SALES");
    await handle.db.transaction((tx) =>
      addCredits(tx, 5, { companyId, description: "Gutschrift", actorName: "Test", now: NOW }),
    );
    const id = await newAd(companyId);
    const result = await performAction(handle.db, id, "publish", actor(companyId), { now: NOW });
    expect(result).toEqual({ status: "active", creditsUsed: 2, creditsRefunded: 0 });
    expect(await creditBalance(handle.db, companyId, NOW)).toBe(3);
  });
});

describe("orderAndPublish", () => {
  it("buys one product (invoice and credits) and publishes with it", async () => {
    const companyId = await newCompany("DIRECT-SALES");
    const id = await newAd(companyId);
    const result = await orderAndPublish(handle.db, id, actor(companyId), { now: NOW });
    expect(result).toMatchObject({ status: "active", creditsUsed: 2, invoiceNumber: expect.stringMatching(/^2026-/) });
    expect(await statusOf(id)).toBe("active");
    const [invoice] = await invoicesOf(companyId);
    expect(invoice).toMatchObject({ id: result.invoiceId, netCents: 49_000, grossCents: 58_800 });
    expect(await lotsOf(companyId)).toMatchObject([{ amount: 2, remaining: 0, invoiceId: result.invoiceId }]);
    expect(await creditBalance(handle.db, companyId, NOW)).toBe(0);
    const events = await handle.db.select().from(jobAdEvents).where(eq(jobAdEvents.jobAdId, id));
    expect(events.map((event) => [event.action, event.toStatus])).toEqual([["publish", "active"]]);
  });

  it("sends a HYBRID company's ad to review", async () => {
    const companyId = await newCompany("HYBRID");
    const id = await newAd(companyId);
    expect((await orderAndPublish(handle.db, id, actor(companyId), { now: NOW })).status).toBe("review");
  });

  it("rolls the order back when the lifecycle refuses to publish", async () => {
    const companyId = await newCompany("DIRECT-SALES");
    const id = await newAd(companyId, ["data", "design"]);
    await expect(orderAndPublish(handle.db, id, actor(companyId), { now: NOW })).rejects.toThrow(
      "Bitte füllen Sie zuerst alle Schritte des Inserats aus.",
    );
    expect(await statusOf(id)).toBe("draft");
    expect(await invoicesOf(companyId)).toEqual([]);
    expect(await lotsOf(companyId)).toEqual([]);
  });

  it("refuses another company's ad without ordering anything", async () => {
    const owner = await newCompany("DIRECT-SALES");
    const other = await newCompany("DIRECT-SALES");
    const id = await newAd(owner);
    const attempt = orderAndPublish(handle.db, id, actor(other), { now: NOW });
    await expect(attempt).rejects.toBeInstanceOf(JobAdError);
    await expect(attempt).rejects.toMatchObject({ status: 403 });
    expect(await invoicesOf(other)).toEqual([]);
    expect(await invoicesOf(owner)).toEqual([]);
    expect(await statusOf(id)).toBe("draft");
  });
});
