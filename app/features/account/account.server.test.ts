import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ANONYMOUS_USER, type AuthUser } from "@auth/user";
import { openDatabase, type DatabaseHandle } from "@db/client";
import {
  auditLog,
  companyMemberships,
  companyMessages,
  companyUsers,
  creditLedger,
  invoices,
  jobAdMetricsDaily,
  products,
} from "@db/schema";
import { addCredits, creditBalance, spendCredits } from "~/features/billing/credits.server";
import { DAY_MS } from "~/lib/days";
import { aCompany, insertCompanies } from "../../../tests/support/companies";
import { aJobAd, insertJobAds } from "../../../tests/support/job-ads";
import { CompanySwitchError, companyToSwitchTo } from "./company-switch.server";
import { getCompanyDetails, relatedCompaniesOf, updateCompanyDetails } from "~/features/companies/companies.server";
import { buyCredits, loadCredits } from "./credits.server";
import { openMessage } from "./dashboard.server";
import { companyInvoice } from "~/features/billing/invoices.server";
import { loadMetrics } from "./metrics.server";
import {
  getNotificationPreferences,
  notificationRecipients,
  saveNotificationPreferences,
} from "~/features/notifications/preferences.server";

let handle: DatabaseHandle;
const ids = { acme: 0, other: 0, single: 0, anna: 0, ben: 0, standard: 0, talent: 0 };
const now = new Date("2026-03-01T10:00:00Z");

function userOf(id: number, companyId: number): AuthUser {
  return {
    ...ANONYMOUS_USER,
    id,
    firstName: "Anna",
    lastName: "Berger",
    email: "anna@example.at",
    isAuthenticated: true,
    isExternalUser: true,
    roles: ["external"],
    company: {
      id: companyId,
      fullName: "Acme",
      mainAddress: { city: "Linz" },
      distributionChannel: "DIRECT-SALES",
      abilities: ["job"],
    },
  };
}

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  // These tests set their own catalogue, not the one the migrations bring.
  await handle.db.delete(products);
  const { db } = handle;
  [ids.acme, ids.other, ids.single] = await insertCompanies(
    db,
    aCompany({ fullName: "Acme GmbH", uidNumber: "ATU11111111" }),
    aCompany({ fullName: "Acme Service GmbH" }),
    aCompany({ fullName: "Solo KG" }),
  );
  [{ id: ids.anna }, { id: ids.ben }] = (await db
    .insert(companyUsers)
    .values([
      {
        idpSubject: "anna",
        email: "anna@example.at",
        firstName: "Anna",
        lastName: "Berger",
        defaultCompanyId: ids.acme,
      },
      { idpSubject: "ben", email: "ben@example.at", firstName: "Ben", lastName: "Huber", defaultCompanyId: ids.single },
    ])
    .returning({ id: companyUsers.id })) as [{ id: number }, { id: number }];
  await db.insert(companyMemberships).values([
    { userId: ids.anna, companyId: ids.acme },
    { userId: ids.anna, companyId: ids.other },
    { userId: ids.ben, companyId: ids.single },
    { userId: ids.ben, companyId: ids.acme },
  ]);
  [{ id: ids.standard }, { id: ids.talent }] = (await db
    .insert(products)
    .values([
      {
        family: "stelleninserate",
        slug: "standard",
        name: "Stelleninserat Standard",
        shortDescription: "",
        longDescription: "",
        priceCredits: 1,
        priceCents: 49_000,
      },
      {
        family: "talentsuche",
        slug: "basis",
        name: "Talentsuche Basis",
        shortDescription: "",
        longDescription: "",
        priceCredits: 1,
        priceCents: 10_000,
      },
    ])
    .returning({ id: products.id })) as [{ id: number }, { id: number }];
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe("notification preferences", () => {
  it("have defaults without a row and are saved by upsert", async () => {
    const { db } = handle;
    expect(await getNotificationPreferences(db, ids.anna)).toEqual({
      expiryReminder: true,
      applicationMail: true,
      weeklyReport: false,
      newsletter: false,
    });
    expect((await getNotificationPreferences(db, ids.anna)).expiryReminder).toBe(true);
    const off = { expiryReminder: false, applicationMail: true, weeklyReport: true, newsletter: false };
    await saveNotificationPreferences(db, ids.anna, off);
    await saveNotificationPreferences(db, ids.anna, { ...off, newsletter: true });
    expect(await getNotificationPreferences(db, ids.anna)).toEqual({ ...off, newsletter: true });
    expect((await getNotificationPreferences(db, ids.anna)).expiryReminder).toBe(false);
  });

  it("decide who of a company gets a kind of e-mail", async () => {
    const { db } = handle;
    // Anna switched reminders off; Ben has no row, so the default (on) applies.
    expect((await notificationRecipients(db, ids.acme, "expiryReminder")).map((r) => r.email)).toEqual([
      "ben@example.at",
    ]);
    expect((await notificationRecipients(db, ids.acme, "weeklyReport")).map((r) => r.email)).toEqual([
      "anna@example.at",
    ]);
    expect((await notificationRecipients(db, ids.acme, "applicationMail")).map((r) => r.email)).toEqual([
      "anna@example.at",
      "ben@example.at",
    ]);
    expect(await notificationRecipients(db, ids.other, "newsletter")).toEqual([
      { userId: ids.anna, email: "anna@example.at", firstName: "Anna", lastName: "Berger" },
    ]);
  });
});

describe("company switch", () => {
  it("allows the user's own companies only", async () => {
    const { db } = handle;
    expect((await relatedCompaniesOf(db, ids.anna)).map((c) => c.fullName)).toEqual(["Acme GmbH", "Acme Service GmbH"]);
    expect((await companyToSwitchTo(db, ids.anna, ids.other)).id).toBe(ids.other);
    await expect(companyToSwitchTo(db, ids.anna, ids.single)).rejects.toThrow(CompanySwitchError);
    await expect(companyToSwitchTo(db, ids.anna, 999_999)).rejects.toThrow("nicht freigeschaltet");
  });
});

describe("company data", () => {
  it("is saved with an audit entry of before and after", async () => {
    const { db } = handle;
    const values = {
      fullName: "Acme Holding GmbH",
      street: "Landstraße 5",
      postcode: "4020",
      city: "Linz",
      state: "Oberösterreich" as const,
      uidNumber: "ATU22222222",
    };
    await updateCompanyDetails(db, userOf(ids.anna, ids.acme), ids.acme, values, "req-1");
    expect(await getCompanyDetails(db, ids.acme)).toEqual(values);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ids.acme)));
    expect(entry).toMatchObject({
      action: "company.update",
      entityType: "company",
      actorKind: "external",
      actorId: ids.anna,
      requestId: "req-1",
      before: { fullName: "Acme GmbH", uidNumber: "ATU11111111" },
      after: { fullName: "Acme Holding GmbH", uidNumber: "ATU22222222" },
    });
  });
});

describe("credits", () => {
  it("buys job-ad packs with an invoice and refuses other products", async () => {
    const { db } = handle;
    const buyer = userOf(ids.anna, ids.other);
    const order = await buyCredits(db, buyer, { companyId: ids.other, productId: ids.standard, quantity: 3 }, now);
    expect(order.credits).toBe(3);
    expect(order.invoiceNumber).toMatch(/^2026-\d{6}$/);
    expect(await creditBalance(db, ids.other, now)).toBe(3);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.number, order.invoiceNumber));
    expect(invoice).toMatchObject({
      companyId: ids.other,
      netCents: 147_000,
      grossCents: 176_400,
      orderedBy: "Anna Berger",
    });
    await expect(
      buyCredits(db, buyer, { companyId: ids.other, productId: ids.talent, quantity: 1 }, now),
    ).rejects.toThrow("Dieses Produkt kann nicht bestellt werden.");
    expect(await creditBalance(db, ids.other, now)).toBe(3);
  });

  it("shows the ledger newest first with running balances that agree across pages", async () => {
    const { db } = handle;
    const companyId = ids.single;
    const ctx = (offsetDays: number) => ({
      companyId,
      description: "Test",
      actorName: "Test",
      now: new Date(now.getTime() - offsetDays * DAY_MS),
    });
    await addCredits(db, 30, { ...ctx(40), expiresAt: new Date(now.getTime() + 20 * DAY_MS) });
    for (let day = 30; day > 5; day--) await spendCredits(db, 1, ctx(day));
    const page1 = await loadCredits(db, companyId, 1, now);
    const page2 = await loadCredits(db, companyId, 2, now);
    expect(page1.balance).toBe(5);
    expect(page1.pages).toBe(2);
    expect(page1.ledger).toHaveLength(20);
    expect(page1.ledger[0]).toMatchObject({ kind: "use", amount: -1, balance: 5 });
    expect(page2.ledger.at(-1)).toMatchObject({ kind: "purchase", amount: 30, balance: 30 });
    expect(page2.ledger[0]!.balance).toBe(page1.ledger.at(-1)!.balance + 1);
    expect(page1.lots).toEqual([expect.objectContaining({ remaining: 5, expiresSoon: true, invoiceNumber: null })]);
    // A page beyond the last shows the last.
    expect((await loadCredits(db, companyId, 99, now)).page).toBe(2);
    const rows = await db.select().from(creditLedger).where(eq(creditLedger.companyId, companyId));
    expect(rows).toHaveLength(26);
  });
});

describe("ownership", () => {
  it("keeps invoices and messages within their company", async () => {
    const { db } = handle;
    const [invoice] = await db.select().from(invoices).where(eq(invoices.companyId, ids.other));
    expect(await companyInvoice(db, ids.other, invoice!.id)).not.toBeNull();
    expect(await companyInvoice(db, ids.acme, invoice!.id)).toBeNull();

    const [message] = await db
      .insert(companyMessages)
      .values({ companyId: ids.acme, subject: "Hallo", body: "Text" })
      .returning({ id: companyMessages.id });
    expect(await openMessage(db, ids.other, message!.id, now)).toBeNull();
    const [unread] = await db.select().from(companyMessages).where(eq(companyMessages.id, message!.id));
    expect(unread!.readAt).toBeNull();
    expect(await openMessage(db, ids.acme, message!.id, now)).toMatchObject({ subject: "Hallo", body: "Text" });
    const later = new Date(now.getTime() + DAY_MS);
    await openMessage(db, ids.acme, message!.id, later);
    const [read] = await db.select().from(companyMessages).where(eq(companyMessages.id, message!.id));
    expect(read!.readAt).toEqual(now);
  });
});

describe("Kennzahlen", () => {
  it("start at the ad's publication, not a year of empty days before it", async () => {
    const { db } = handle;
    const [fresh, older, draft] = await insertJobAds(
      db,
      aJobAd(ids.single, { title: "Bäcker:in", status: "active", publishedAt: new Date(now.getTime() - 2 * DAY_MS) }),
      aJobAd(ids.single, {
        title: "Verkäufer:in",
        status: "expired",
        publishedAt: new Date(now.getTime() - 5 * DAY_MS),
      }),
      aJobAd(ids.single, { title: "Konditor:in" }),
    );
    await db.insert(jobAdMetricsDaily).values([
      { jobAdId: fresh, day: "2026-02-27", views: 4 },
      { jobAdId: fresh, day: "2026-03-01", views: 6, applications: 1 },
      // Recorded before its latest publication: an ad published again keeps its earlier figures.
      { jobAdId: older, day: "2026-01-10", views: 3 },
    ]);

    const one = await loadMetrics(db, ids.single, { period: 365, jobAdId: fresh }, now);
    expect(one.daily.map((day) => day.day)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(one.daily.map((day) => day.views)).toEqual([4, 0, 6]);

    const all = await loadMetrics(db, ids.single, { period: 90, jobAdId: null }, now);
    expect(all.daily[0]?.day).toBe("2026-01-10");
    expect(all.daily).toHaveLength(51);

    // A first day before the period: the period decides.
    const lastMonth = await loadMetrics(db, ids.single, { period: 30, jobAdId: older }, now);
    expect(lastMonth.daily[0]?.day).toBe("2026-01-31");
    expect(lastMonth.daily).toHaveLength(30);

    expect(await loadMetrics(db, ids.single, { period: 30, jobAdId: draft }, now)).toEqual({
      daily: [],
      perJobAd: [],
    });
  });
});
