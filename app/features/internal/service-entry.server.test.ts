import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abilitiesOfGroups, type Group } from "@auth/abilities";
import type { AuthUser } from "@auth/user";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { auditLog, jobAdEvents, jobAds, products } from "@db/schema";
import { addCredits, creditBalance } from "~/features/billing/credits.server";
import { FORM_STEPS } from "~/features/job-ads/form-steps";
import { requestContext, type RequestContext } from "~/lib/request-context";
import { insertCompany } from "../../../tests/support/companies";
import { insertJobAd } from "../../../tests/support/job-ads";
import { defaultView, serviceEntryPath } from "./service-entry";
import { createServiceEntry, serviceEntryAction } from "./service-entry.server";

describe("helpers", () => {
  it("opens the first incomplete step, or the summary", () => {
    expect(defaultView([])).toBe("data");
    expect(defaultView(["data", "design", "product"])).toBe("content");
    expect(defaultView([...FORM_STEPS])).toBe("summary");
  });
});

let handle: DatabaseHandle;
let companyId: number;
let productId: number;

const staff = (group: Group): AuthUser => ({
  id: 900,
  firstName: "Test",
  lastName: group,
  email: `${group}@intern.test`,
  avatar: null,
  company: null,
  relatedCompanies: [],
  assignedSalesUser: null,
  routes: null,
  abilities: [...abilitiesOfGroups([group], { production: false })],
  isAuthenticated: true,
  isExternalUser: false,
  isInternalUser: true,
  roles: ["internal"],
  groups: [group],
  groupsByLogin: [group],
});

function contextOf(user: AuthUser): RouterContextProvider {
  const context = new RouterContextProvider();
  const value: Partial<RequestContext> = { db: handle.db, user, production: false, requestId: "test-request" };
  context.set(requestContext, value as RequestContext);
  return context;
}

const post = (path: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://portal.test${path}`, { method: "POST", body });
};

const adOf = async (id: number) => (await handle.db.select().from(jobAds).where(eq(jobAds.id, id)))[0]!;
const historyOf = (id: number) =>
  handle.db
    .select({
      action: jobAdEvents.action,
      actorKind: jobAdEvents.actorKind,
      actorName: jobAdEvents.actorName,
      note: jobAdEvents.note,
      toStatus: jobAdEvents.toStatus,
    })
    .from(jobAdEvents)
    .where(eq(jobAdEvents.jobAdId, id));
const auditOf = (id: number) =>
  handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "job_ad"), eq(auditLog.entityId, String(id))));

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  // These tests set their own catalogue, not the one the migrations bring.
  await handle.db.delete(products);
  companyId = await insertCompany(handle.db, { fullName: "Service Test GmbH" });
  const [product] = await handle.db
    .insert(products)
    .values({
      slug: "service-test",
      family: "stelleninserate",
      name: "Stelleninserat Test",
      shortDescription: "30 Tage online.",
      longDescription: "",
      features: [],
      runDays: 30,
      priceCredits: 1,
      priceCents: 49_000,
      sortOrder: 1,
    })
    .returning({ id: products.id });
  productId = product!.id;
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

async function createAsServiceEntry(title: string): Promise<number> {
  const response = await createServiceEntry(
    post(`/p/internal/companies/${companyId}/jobs/create`, { title }),
    contextOf(staff("serviceEntry")),
    String(companyId),
  );
  expect(response).toBeInstanceOf(Response);
  const location = (response as Response).headers.get("Location") ?? "";
  const id = Number(/\/jobs\/(\d+)\?step=data$/.exec(location)?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

describe("service entry on a real database", () => {
  it("creates a service draft with an audit row and goes to its first step", async () => {
    const id = await createAsServiceEntry("Monteur:in (m/w/d)");
    const ad = await adOf(id);
    expect(ad).toMatchObject({ companyId, origin: "service", status: "draft", title: "Monteur:in (m/w/d)" });
    expect((await auditOf(id)).map((row) => row.action)).toEqual(["job-ad.create"]);
  });

  it("saves a step with the step's schema and audits the changed fields", async () => {
    const id = await createAsServiceEntry("");
    const params = { companyId: String(companyId), id: String(id) };
    const context = contextOf(staff("serviceEntry"));
    const invalid = await serviceEntryAction(
      post(serviceEntryPath(companyId, id, "publish"), { publishMode: "scheduled" }),
      context,
      params,
    );
    expect((invalid as { init: ResponseInit | null }).init?.status).toBe(400);
    expect((await adOf(id)).completedSteps).toEqual([]);

    const saved = await serviceEntryAction(
      post(serviceEntryPath(companyId, id, "product"), { productId: String(productId) }),
      context,
      params,
    );
    expect((saved as Response).headers.get("Location")).toBe(serviceEntryPath(companyId, id, "publish"));
    expect((await adOf(id)).productId).toBe(productId);
    const rows = (await auditOf(id)).filter((row) => row.action === "job-ad.edit-step");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.before).toEqual({ step: "product", status: "draft", fields: { productId: "" } });
    expect(rows[0]!.after).toEqual({ step: "product", status: "draft", fields: { productId: String(productId) } });
  });

  it("records a staff member's saved step in the history the company reads, and an autosave nowhere", async () => {
    const id = await insertJobAd(handle.db, companyId, { title: "Live", status: "active", productId });
    const params = { companyId: String(companyId), id: String(id) };
    const context = contextOf(staff("qa"));

    const autosaved = await serviceEntryAction(
      post(serviceEntryPath(companyId, id, "application"), { intent: "autosave", applicationMethod: "email" }),
      context,
      params,
    );
    expect(autosaved).toMatchObject({ data: { autosave: "saved" } });
    expect(await auditOf(id)).toEqual([]);
    expect(await historyOf(id)).toEqual([]);

    const saved = await serviceEntryAction(
      post(serviceEntryPath(companyId, id, "application"), {
        applicationMethod: "email",
        applicationEmail: "jobs@service-test.at",
      }),
      context,
      params,
    );
    expect((saved as Response).status).toBe(302);
    expect(await historyOf(id)).toEqual([
      {
        action: "edit-step",
        actorKind: "staff",
        actorName: "Test qa",
        note: "Schritt „Bewerbung“",
        toStatus: "active",
      },
    ]);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["job-ad.edit-step"]);
  });

  it("refuses QA a product change on a published ad with 403 and changes nothing", async () => {
    const id = await insertJobAd(handle.db, companyId, { title: "Live", status: "active", productId });
    const params = { companyId: String(companyId), id: String(id) };
    const refused = await serviceEntryAction(
      post(serviceEntryPath(companyId, id, "product"), { productId: String(productId) }),
      contextOf(staff("qa")),
      params,
    );
    expect((refused as { init: ResponseInit | null }).init?.status).toBe(403);
    const autosave = await serviceEntryAction(
      post(serviceEntryPath(companyId, id, "product"), { intent: "autosave", productId: "1" }),
      contextOf(staff("qa")),
      params,
    );
    expect((autosave as { init: ResponseInit | null }).init?.status).toBe(403);
    expect((await adOf(id)).stepDrafts).toEqual({});
    expect(await auditOf(id)).toEqual([]);
  });

  it("answers another company's ad with 404", async () => {
    const id = await createAsServiceEntry("");
    await expect(
      serviceEntryAction(post(serviceEntryPath(companyId + 1, id, "data"), {}), contextOf(staff("serviceEntry")), {
        companyId: String(companyId + 1),
        id: String(id),
      }),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("publishes a complete draft with the company's credits, or refuses without enough", async () => {
    const id = await insertJobAd(handle.db, companyId, {
      title: "Fertig",
      origin: "service",
      productId,
      completedSteps: [...FORM_STEPS],
    });
    const params = { companyId: String(companyId), id: String(id) };
    const context = contextOf(staff("serviceEntry"));
    const publish = () =>
      serviceEntryAction(post(serviceEntryPath(companyId, id, "summary"), { intent: "publish" }), context, params);

    const refused = await publish();
    expect(refused).toMatchObject({ data: { insufficientCredits: true }, init: { status: 409 } });
    expect((await adOf(id)).status).toBe("draft");

    await addCredits(handle.db, 1, { companyId, description: "Test", actorName: "Test", now: new Date() });
    expect(await publish()).toEqual({ outcome: { status: "active", publishAt: null } });
    expect(await creditBalance(handle.db, companyId)).toBe(0);
    expect((await auditOf(id)).map((entry) => entry.action)).toContain("job-ad.publish");
  });
});
