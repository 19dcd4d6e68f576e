import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GROUPS, type Group } from "@auth/abilities";
import { ANONYMOUS_USER, type AuthUser } from "@auth/user";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { auditLog, creditLots, invoices, jobAdEvents, type jobAds, products, sessions } from "@db/schema";
import { DAY_MS } from "~/lib/days";
import { insertCompany } from "../../../tests/support/companies";
import { insertJobAd } from "../../../tests/support/job-ads";
import { staffOrderSchema } from "./components/order-schema";
import { serviceOrders } from "./service-orders.server";
import { isNarrowed, selectableGroups, setSessionGroups } from "./session-groups.server";
import { orderableProducts, placeStaffOrder } from "./staff-orders.server";
import { visibleWorkQueues, workQueues } from "./work-queues.server";

/**
 * The staff panel's services on a real (in-memory) database: orders with their invoice, lot and
 * audit row or nothing at all, the session's groups, the work queues' filters and order, and
 * the service-order list.
 */

let handle: DatabaseHandle;
const NOW = new Date("2026-03-02T09:00:00Z");

function staff(groups: Group[], groupsByLogin: Group[] = groups): AuthUser {
  return {
    ...ANONYMOUS_USER,
    id: 7,
    firstName: "Markus",
    lastName: "Leitner",
    email: "sales@intern.demo.at",
    isAuthenticated: true,
    isInternalUser: true,
    roles: ["internal"],
    groups,
    groupsByLogin,
  };
}

const newCompany = (fullName: string) => insertCompany(handle.db, { fullName });

/** An ad of the company, active unless `values` say otherwise. */
const newAd = ({ companyId, ...values }: Partial<typeof jobAds.$inferInsert> & { companyId: number }) =>
  insertJobAd(handle.db, companyId, { status: "active", ...values });

let topProductId: number;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  // These tests set their own catalogue, not the one the migrations bring.
  await handle.db.delete(products);
  const [top] = await handle.db
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
    .returning({ id: products.id });
  topProductId = top!.id;
  await handle.db.insert(products).values({
    family: "talentsuche",
    slug: "test-talent",
    name: "Talentsuche",
    shortDescription: "k",
    longDescription: "l",
    priceCredits: 5,
    priceCents: 10_000,
  });
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe("staff orders", () => {
  it("offers only the job-ad products paid with credits", async () => {
    expect((await orderableProducts(handle.db)).map((p) => p.name)).toEqual(["Stelleninserat Top"]);
  });

  it("writes invoice, credit lot and the audit row with the balance before and after", async () => {
    const companyId = await newCompany("Order GmbH");
    const input = staffOrderSchema.parse({ productId: String(topProductId), quantity: "3", note: " Angebot 17 " });
    const result = await placeStaffOrder(handle.db, staff(["sales"]), companyId, input, { now: NOW, requestId: "r1" });
    expect(result).toMatchObject({ creditsAdded: 6, creditBalance: 6 });

    const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.companyId, companyId));
    expect(invoice).toMatchObject({ number: result.invoiceNumber, netCents: 267_000, vatCents: 53_400 });
    expect(invoice!.orderedBy).toBe("Markus Leitner");
    const lots = await handle.db.select().from(creditLots).where(eq(creditLots.companyId, companyId));
    expect(lots.map((lot) => lot.amount)).toEqual([6]);
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "company"), eq(auditLog.entityId, String(companyId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "company.order",
      actorEmail: "sales@intern.demo.at",
      requestId: "r1",
      before: { creditBalance: 0 },
      after: { creditBalance: 6, invoiceNumber: result.invoiceNumber, quantity: 3, note: "Angebot 17" },
    });
  });

  it("refuses products outside the catalogue and unknown companies, writing nothing", async () => {
    const companyId = await newCompany("Refused GmbH");
    const [talent] = await handle.db.select().from(products).where(eq(products.family, "talentsuche"));
    const refusal = placeStaffOrder(handle.db, staff(["sales"]), companyId, { productId: talent!.id, quantity: 1 });
    await expect(refusal).rejects.toMatchObject({
      message: "Dieses Produkt kann nicht bestellt werden.",
      status: 400,
      field: "productId",
    });
    await expect(
      placeStaffOrder(handle.db, staff(["sales"]), 999_999, { productId: topProductId, quantity: 1 }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await handle.db.select().from(invoices).where(eq(invoices.companyId, companyId))).toEqual([]);
    expect(
      await handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(companyId))),
    ).toEqual([]);
  });

  it("validates quantity, product and note in German", () => {
    const failure = staffOrderSchema.safeParse({ productId: "", quantity: "101", note: "x".repeat(501) });
    expect(failure.success).toBe(false);
    expect(failure.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["productId", "Bitte wählen Sie ein Produkt aus."],
      ["quantity", "Die Menge muss eine ganze Zahl von 1 bis 100 sein."],
      ["note", "Die Notiz darf höchstens 500 Zeichen lang sein."],
    ]);
    expect(staffOrderSchema.safeParse({ productId: 1, quantity: 2.5 }).success).toBe(false);
    expect(staffOrderSchema.parse({ productId: 1, quantity: 100, note: "" })).toEqual({
      productId: 1,
      quantity: 100,
      note: undefined,
    });
  });
});

describe("session groups", () => {
  const options = { production: false };

  it("lets admin choose every group and nobody gain an ability", () => {
    expect(selectableGroups(["admin"], options)).toEqual([...GROUPS]);
    expect(selectableGroups(["adminExternal"], options)).not.toContain("admin");
    // interface may revoke a company's API tokens (decision 076), which readOnly may not.
    expect(selectableGroups(["readOnly"], options)).toEqual(["login", "readOnly"]);
    // In production adminExternal grants nothing, so choosing it would test nothing.
    expect(selectableGroups(["admin"], { production: true })).not.toContain("adminExternal");
    expect(isNarrowed(["readOnly"], ["admin"])).toBe(true);
    expect(isNarrowed(["admin"], ["admin"])).toBe(false);
  });

  async function newSession(idHash: string, groups: Group[]) {
    await handle.db.insert(sessions).values({
      idHash,
      provider: "internal",
      userKind: "internal",
      userId: 7,
      companyId: null,
      groupsByLogin: groups,
      groups,
      expiresAt: new Date(Date.now() + DAY_MS),
    });
  }

  const groupsOf = async (idHash: string) =>
    (await handle.db.select({ groups: sessions.groups }).from(sessions).where(eq(sessions.idHash, idHash)))[0]!.groups;

  it("narrows and resets with an audit row each, and refuses more than the login allows", async () => {
    await newSession("s-admin", ["admin"]);
    const narrowed = await setSessionGroups(handle.db, "s-admin", staff(["admin"]), ["readOnly", "qa"], options);
    expect(narrowed).toEqual({
      ok: true,
      groups: { groups: ["qa", "readOnly"], groupsByLogin: ["admin"], selectable: [...GROUPS], narrowed: true },
    });
    expect(await groupsOf("s-admin")).toEqual(["qa", "readOnly"]);
    await setSessionGroups(handle.db, "s-admin", staff(["qa", "readOnly"], ["admin"]), ["admin"], options);
    expect(await groupsOf("s-admin")).toEqual(["admin"]);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.action, "session.groups"));
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [{ groups: ["admin"] }, { groups: ["qa", "readOnly"] }],
      [{ groups: ["qa", "readOnly"] }, { groups: ["admin"] }],
    ]);

    await newSession("s-external", ["adminExternal"]);
    const widened = await setSessionGroups(handle.db, "s-external", staff(["adminExternal"]), ["admin"], options);
    expect(widened).toEqual({
      ok: false,
      message: "Sie können nur Gruppen wählen, die nicht mehr dürfen als die Gruppen Ihrer Anmeldung.",
    });
    expect(await setSessionGroups(handle.db, "s-external", staff(["adminExternal"]), [], options)).toMatchObject({
      ok: false,
    });
    expect(await groupsOf("s-external")).toEqual(["adminExternal"]);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, "session.groups"))).toHaveLength(2);
  });
});

describe("work queues", () => {
  it("shows each queue only with one of its abilities", () => {
    expect(visibleWorkQueues(new Set(["qaPages", "adsList"]))).toEqual(["review", "scheduled", "expiring"]);
    expect(visibleWorkQueues(new Set(["adScheduleActivation"]))).toEqual(["scheduled"]);
    expect(visibleWorkQueues(new Set(["adActionsMaintenance"]))).toEqual(["reminders"]);
    expect(visibleWorkQueues(new Set(["internalPanel"]))).toEqual([]);
  });

  it("counts and lists the due ads, soonest first, and nothing else", async () => {
    const companyId = await newCompany("Queue GmbH");
    const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
    const olderReview = await newAd({ companyId, status: "review", updatedAt: at(-1) });
    const oldestReview = await newAd({ companyId, status: "review", updatedAt: at(-9) });
    // The move into review is what counts, not the last edit.
    const movedLately = await newAd({ companyId, status: "review", updatedAt: at(-20) });
    await handle.db.insert(jobAdEvents).values({
      jobAdId: movedLately,
      at: at(-0.5),
      action: "publish",
      fromStatus: "draft",
      toStatus: "review",
      actorKind: "company",
      actorName: "K",
    });
    const soonScheduled = await newAd({ companyId, status: "scheduled", publishAt: at(2) });
    await newAd({ companyId, status: "scheduled", publishAt: at(8) });
    const expiresIn2 = await newAd({ companyId, expiresAt: at(2) });
    const expiresIn1Reminded = await newAd({ companyId, expiresAt: at(1), reminderSentAt: at(-1) });
    const expiresIn6 = await newAd({ companyId, expiresAt: at(6) });
    await newAd({ companyId, expiresAt: at(9) });
    await newAd({ companyId, expiresAt: at(-1) });
    await newAd({ companyId, status: "deactivated", expiresAt: at(1) });

    const all = new Set(["qaPages", "adsList", "adActionsMaintenance"]);
    const queues = Object.fromEntries((await workQueues(handle.db, all, NOW)).map((q) => [q.key, q]));
    const ids = (key: string) => queues[key]!.entries.map((entry) => entry.id);
    expect(ids("review")).toEqual([oldestReview, olderReview, movedLately]);
    expect(queues.review!.entries[0]!.href).toBe(`/p/internal/qa/${oldestReview}`);
    expect(ids("scheduled")).toEqual([soonScheduled]);
    expect(queues.scheduled!.entries[0]!.href).toBe(`/p/internal/companies/${companyId}/jobs?ad=${soonScheduled}`);
    expect(ids("expiring")).toEqual([expiresIn1Reminded, expiresIn2, expiresIn6]);
    expect(ids("reminders")).toEqual([expiresIn2]);
    expect(queues.expiring!.total).toBe(3);
  });

  it("lists at most five entries and counts them all", async () => {
    const companyId = await newCompany("Many GmbH");
    for (let i = 0; i < 7; i++)
      await newAd({ companyId, status: "scheduled", publishAt: new Date(NOW.getTime() + DAY_MS) });
    const [scheduled] = await workQueues(handle.db, new Set(["adScheduleActivation"]), NOW);
    expect(scheduled!.entries).toHaveLength(5);
    expect(scheduled!.total).toBe(8);
  });
});

describe("service orders", () => {
  it("lists the service ads newest first with who entered them", async () => {
    const companyId = await newCompany("Service GmbH");
    const older = await newAd({ companyId, origin: "service", createdAt: new Date("2026-02-01T08:00:00Z") });
    const newer = await newAd({
      companyId,
      origin: "service",
      status: "draft",
      createdAt: new Date("2026-02-03T08:00:00Z"),
    });
    await newAd({ companyId, origin: "self-service", createdAt: new Date("2026-02-04T08:00:00Z") });
    await handle.db.insert(jobAdEvents).values({
      jobAdId: newer,
      action: "create",
      toStatus: "draft",
      actorKind: "staff",
      actorName: "Sabine Huber",
    });
    const { rows, total } = await serviceOrders(handle.db, { page: 1, pageSize: 100 });
    const ours = rows.filter((row) => row.companyId === companyId);
    expect(ours.map((row) => [row.id, row.createdBy])).toEqual([
      [newer, "Sabine Huber"],
      [older, null],
    ]);
    expect(total).toBe(rows.length);
    expect((await serviceOrders(handle.db, { page: 2, pageSize: 1 })).rows).toHaveLength(1);
  });
});
