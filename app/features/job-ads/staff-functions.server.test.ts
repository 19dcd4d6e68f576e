import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abilitiesOfGroups, GROUPS, type Group } from "@auth/abilities";
import { ANONYMOUS_USER, type AuthUser } from "@auth/user";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { auditLog, companies, companyMemberships, companyUsers, jobAds, mailOutbox, products } from "@db/schema";
import { JobAdError } from "./job-ads.server";
import { DAY_MS, JOB_AD_ORIGINS, JOB_AD_STATUSES } from "./lifecycle";
import {
  changeOrderedProduct,
  changePublicationExpiration,
  moveScheduledPublication,
  sendOnlineMail,
} from "./staff-functions.server";
import { staffFunctionsFor } from "./policy";

const NOW = new Date("2026-03-02T09:00:00Z");
const OPTIONS = { production: false, now: NOW, requestId: "req-test" } as const;

let handle: DatabaseHandle;
let companyId: number;
let emptyCompanyId: number;
let standard: number;
let top: number;
let retired: number;

const staff = (group: Group): AuthUser => ({
  ...ANONYMOUS_USER,
  id: 7,
  firstName: "Test",
  lastName: group,
  email: `${group.toLowerCase()}@intern.demo.at`,
  isAuthenticated: true,
  isInternalUser: true,
  roles: ["internal"],
  groups: [group],
  groupsByLogin: [group],
  abilities: [...abilitiesOfGroups([group], { production: false })],
});

async function newCompany(name: string): Promise<number> {
  const [row] = await handle.db
    .insert(companies)
    .values({
      fullName: name,
      street: "Hauptplatz 1",
      postcode: "4020",
      city: "Linz",
      state: "Oberösterreich",
      distributionChannel: "DIRECT-SALES",
    })
    .returning({ id: companies.id });
  return row!.id;
}

async function newProduct(slug: string, runDays: number, active = true): Promise<number> {
  const [row] = await handle.db
    .insert(products)
    .values({
      slug,
      family: "stelleninserate",
      name: slug,
      shortDescription: slug,
      longDescription: slug,
      runDays,
      priceCredits: 1,
      priceCents: 10_000,
      active,
    })
    .returning({ id: products.id });
  return row!.id;
}

type AdValues = Partial<typeof jobAds.$inferInsert> & Pick<typeof jobAds.$inferInsert, "status" | "origin">;

async function newAd(values: AdValues, company = companyId): Promise<number> {
  const [row] = await handle.db
    .insert(jobAds)
    .values({ companyId: company, title: "Techniker:in (m/w/d)", productId: standard, ...values })
    .returning({ id: jobAds.id });
  return row!.id;
}

const adRow = async (id: number) => (await handle.db.select().from(jobAds).where(eq(jobAds.id, id)))[0]!;
const auditOf = (id: number) =>
  handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "job_ad"), eq(auditLog.entityId, String(id))));
const mailCount = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n;

/** Runs a refused call and checks its status and that neither the ad, its audit nor the outbox changed. */
async function expectRefused(id: number, call: () => Promise<unknown>, status: number, message: string) {
  const [row, entries, mails] = [await adRow(id), await auditOf(id), await mailCount()];
  const error = await call().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(JobAdError);
  expect(error).toMatchObject({ status, message });
  expect(await adRow(id)).toEqual(row);
  expect(await auditOf(id)).toEqual(entries);
  expect(await mailCount()).toBe(mails);
}

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  // These tests set their own catalogue, not the one the migrations bring.
  await handle.db.delete(products);
  companyId = await newCompany("Huber Technik GmbH");
  emptyCompanyId = await newCompany("Leere Firma GmbH");
  standard = await newProduct("standard", 30);
  top = await newProduct("top", 60);
  retired = await newProduct("alt", 30, false);
  const users = await handle.db
    .insert(companyUsers)
    .values(
      ["maria@huber.at", "paul@huber.at"].map((email) => ({
        idpSubject: email,
        email,
        firstName: "Vorname",
        lastName: "Nachname",
        defaultCompanyId: companyId,
      })),
    )
    .returning({ id: companyUsers.id });
  await handle.db.insert(companyMemberships).values(users.map((user) => ({ userId: user.id, companyId })));
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe("staffFunctionsFor", () => {
  it("offers each function exactly in its state, for its origin and with its ability", () => {
    for (const group of GROUPS) {
      const abilities = abilitiesOfGroups([group], { production: false });
      for (const status of JOB_AD_STATUSES) {
        for (const origin of JOB_AD_ORIGINS) {
          const service = origin === "service";
          const expected = [
            status === "active" && abilities.has("adOnlineMail") && "online-mail",
            status === "scheduled" &&
              abilities.has(service ? "editScheduledAdService" : "editScheduledAdSelfService") &&
              "schedule",
            status === "active" &&
              abilities.has(
                service ? "editReminderPublicationExpirationService" : "editReminderPublicationExpirationSelfService",
              ) &&
              "expiration",
            status === "draft" && service && abilities.has("adChangeOrderService") && "product",
          ].filter(Boolean);
          expect(staffFunctionsFor({ status, origin }, abilities), `${group} ${status} ${origin}`).toEqual(expected);
        }
      }
    }
  });

  it("follows SPEC §6 for a few groups by name", () => {
    const of = (group: Group) => abilitiesOfGroups([group], { production: false });
    expect(staffFunctionsFor({ status: "scheduled", origin: "service" }, of("serviceEntry"))).toEqual(["schedule"]);
    expect(staffFunctionsFor({ status: "scheduled", origin: "self-service" }, of("serviceEntry"))).toEqual([]);
    expect(staffFunctionsFor({ status: "active", origin: "self-service" }, of("support"))).toEqual(["expiration"]);
    expect(staffFunctionsFor({ status: "active", origin: "service" }, of("sales"))).toEqual([
      "online-mail",
      "expiration",
    ]);
    expect(staffFunctionsFor({ status: "active", origin: "service" }, of("readOnly"))).toEqual([]);
    // adminExternal is ignored in production.
    expect(
      staffFunctionsFor(
        { status: "draft", origin: "service" },
        abilitiesOfGroups(["adminExternal"], { production: true }),
      ),
    ).toEqual([]);
  });
});

describe("sendOnlineMail", () => {
  it("queues the 'veröffentlicht' e-mail for every member of the company and audits it", async () => {
    const id = await newAd({ status: "active", origin: "service", expiresAt: new Date(NOW.getTime() + 10 * DAY_MS) });
    const before = await adRow(id);
    const result = await sendOnlineMail(handle.db, id, {}, staff("serviceEntry"), OPTIONS);
    expect(result).toEqual({ recipients: 2 });
    const mails = await handle.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${`%Inserat „Techniker:in (m/w/d)“ ist veröffentlicht`}`);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["maria@huber.at", "paul@huber.at"]);
    expect(mails[0]!.text).toContain(`(Nr. ${id})`);
    expect(mails[0]!.text).toContain("läuft bis 12.03.2026");
    expect(await adRow(id)).toEqual(before);
    expect(await auditOf(id)).toMatchObject([
      {
        action: "job-ad.online-mail",
        actorKind: "internal",
        actorEmail: "serviceentry@intern.demo.at",
        before: { status: "active" },
        after: { status: "active", recipients: ["maria@huber.at", "paul@huber.at"] },
        requestId: "req-test",
      },
    ]);
  });

  it("refuses other states, groups without adOnlineMail and companies without users", async () => {
    const expired = await newAd({ status: "expired", origin: "service" });
    await expectRefused(
      expired,
      () => sendOnlineMail(handle.db, expired, {}, staff("admin"), OPTIONS),
      409,
      "Die Online-Benachrichtigung gibt es nur für aktive Inserate.",
    );
    const active = await newAd({ status: "active", origin: "service" });
    await expectRefused(
      active,
      () => sendOnlineMail(handle.db, active, {}, staff("support"), OPTIONS),
      403,
      "Sie dürfen die Online-Benachrichtigung nicht senden.",
    );
    const lonely = await newAd({ status: "active", origin: "service" }, emptyCompanyId);
    await expectRefused(
      lonely,
      () => sendOnlineMail(handle.db, lonely, {}, staff("admin"), OPTIONS),
      409,
      "Das Unternehmen hat keine Benutzer, an die die E-Mail gehen kann.",
    );
    await expect(sendOnlineMail(handle.db, 999_999, {}, staff("admin"), OPTIONS)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("moveScheduledPublication", () => {
  it("moves the date and the run end by the product's run days, resets the reminder and audits both", async () => {
    const publishAt = new Date(NOW.getTime() + 5 * DAY_MS);
    const id = await newAd({
      status: "scheduled",
      origin: "self-service",
      productId: top,
      publishMode: "scheduled",
      publishAt,
      expiresAt: new Date(publishAt.getTime() + 60 * DAY_MS),
      reminderSentAt: new Date(NOW.getTime() - DAY_MS),
    });
    const target = new Date("2026-03-20T07:00:00.000Z");
    const result = await moveScheduledPublication(handle.db, id, { publishAt: target }, staff("support"), OPTIONS);
    const expiresAt = new Date(target.getTime() + 60 * DAY_MS);
    expect(result).toEqual({ publishAt: target.toISOString(), expiresAt: expiresAt.toISOString() });
    expect(await adRow(id)).toMatchObject({
      status: "scheduled",
      publishMode: "scheduled",
      publishAt: target,
      expiresAt,
      reminderSentAt: null,
    });
    expect(await auditOf(id)).toMatchObject([
      {
        action: "job-ad.schedule",
        actorEmail: "support@intern.demo.at",
        before: {
          status: "scheduled",
          publishAt: publishAt.toISOString(),
          expiresAt: new Date(publishAt.getTime() + 60 * DAY_MS).toISOString(),
        },
        after: { status: "scheduled", publishAt: target.toISOString(), expiresAt: expiresAt.toISOString() },
      },
    ]);
  });

  it("needs the ability of the ad's origin, a scheduled ad and a date in the next 90 days", async () => {
    const service = await newAd({ status: "scheduled", origin: "service", publishMode: "scheduled" });
    const soon = { publishAt: new Date(NOW.getTime() + DAY_MS) };
    await expectRefused(
      service,
      () => moveScheduledPublication(handle.db, service, soon, staff("support"), OPTIONS),
      403,
      "Sie dürfen geplante Veröffentlichungen von Service-Inseraten nicht ändern.",
    );
    await expectRefused(
      service,
      () => moveScheduledPublication(handle.db, service, { publishAt: NOW }, staff("serviceEntry"), OPTIONS),
      400,
      "Bitte wählen Sie ein Datum zwischen morgen und in 90 Tagen.",
    );
    await expectRefused(
      service,
      () =>
        moveScheduledPublication(
          handle.db,
          service,
          { publishAt: new Date(NOW.getTime() + 91 * DAY_MS) },
          staff("serviceEntry"),
          OPTIONS,
        ),
      400,
      "Bitte wählen Sie ein Datum zwischen morgen und in 90 Tagen.",
    );
    const active = await newAd({ status: "active", origin: "service" });
    await expectRefused(
      active,
      () => moveScheduledPublication(handle.db, active, soon, staff("sales"), OPTIONS),
      409,
      "Nur bei geplanten Inseraten kann das Veröffentlichungsdatum geändert werden.",
    );
  });
});

describe("changePublicationExpiration", () => {
  it("sets the new end and clears the sent reminder so that it goes out again", async () => {
    const id = await newAd({
      status: "active",
      origin: "service",
      expiresAt: new Date(NOW.getTime() + 2 * DAY_MS),
      reminderSentAt: new Date(NOW.getTime() - DAY_MS),
    });
    const target = new Date(NOW.getTime() + 20 * DAY_MS);
    expect(await changePublicationExpiration(handle.db, id, { expiresAt: target }, staff("sales"), OPTIONS)).toEqual({
      expiresAt: target.toISOString(),
    });
    expect(await adRow(id)).toMatchObject({ status: "active", expiresAt: target, reminderSentAt: null });
    expect(await auditOf(id)).toMatchObject([
      {
        action: "job-ad.expiration",
        before: { status: "active", reminderSentAt: new Date(NOW.getTime() - DAY_MS).toISOString() },
        after: { status: "active", expiresAt: target.toISOString(), reminderSentAt: null },
      },
    ]);
  });

  it("needs the ability of the ad's origin, an active ad and a future end", async () => {
    const selfService = await newAd({ status: "active", origin: "self-service" });
    const later = { expiresAt: new Date(NOW.getTime() + 5 * DAY_MS) };
    await expectRefused(
      selfService,
      () => changePublicationExpiration(handle.db, selfService, later, staff("sales"), OPTIONS),
      403,
      "Sie dürfen das Laufzeitende von Self-Service-Inseraten nicht ändern.",
    );
    await expectRefused(
      selfService,
      () =>
        changePublicationExpiration(
          handle.db,
          selfService,
          { expiresAt: new Date(NOW.getTime() - 1) },
          staff("support"),
          OPTIONS,
        ),
      400,
      "Das Laufzeitende muss in der Zukunft liegen.",
    );
    const deactivated = await newAd({ status: "deactivated", origin: "self-service" });
    await expectRefused(
      deactivated,
      () => changePublicationExpiration(handle.db, deactivated, later, staff("support"), OPTIONS),
      409,
      "Nur bei aktiven Inseraten kann das Laufzeitende geändert werden.",
    );
  });
});

describe("changeOrderedProduct", () => {
  it("changes the product of a service draft and marks the product step complete", async () => {
    const id = await newAd({ status: "draft", origin: "service", productId: null, completedSteps: ["data"] });
    expect(await changeOrderedProduct(handle.db, id, { productId: top }, staff("customerCare"), OPTIONS)).toEqual({
      productId: top,
    });
    expect(await adRow(id)).toMatchObject({ productId: top, completedSteps: ["data", "product"] });
    expect(await auditOf(id)).toMatchObject([
      { action: "job-ad.product", before: { status: "draft", productId: null }, after: { productId: top } },
    ]);
  });

  it("refuses self-service or published ads, other groups and products outside the offer", async () => {
    const draft = await newAd({ status: "draft", origin: "service" });
    await expectRefused(
      draft,
      () => changeOrderedProduct(handle.db, draft, { productId: retired }, staff("sales"), OPTIONS),
      400,
      "Bitte wählen Sie ein Produkt aus dem Angebot.",
    );
    await expectRefused(
      draft,
      () => changeOrderedProduct(handle.db, draft, { productId: top }, staff("serviceEntry"), OPTIONS),
      403,
      "Sie dürfen Service-Bestellungen nicht ändern.",
    );
    const selfService = await newAd({ status: "draft", origin: "self-service" });
    await expectRefused(
      selfService,
      () => changeOrderedProduct(handle.db, selfService, { productId: top }, staff("sales"), OPTIONS),
      409,
      "Das bestellte Produkt kann nur bei Service-Inseraten geändert werden.",
    );
    const review = await newAd({ status: "review", origin: "service" });
    await expectRefused(
      review,
      () => changeOrderedProduct(handle.db, review, { productId: top }, staff("sales"), OPTIONS),
      409,
      "Das Produkt kann nur geändert werden, solange das Inserat nicht veröffentlicht ist.",
    );
  });
});
