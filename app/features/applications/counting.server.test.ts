import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { applications, jobAdMetricsDaily } from "@db/schema";
import type { DocumentStore } from "~/lib/document-store";
import { viennaDay } from "~/lib/format";
import { insertCompany } from "../../../tests/support/companies";
import { aJobAd, insertJobAds } from "../../../tests/support/job-ads";
import { anonymiseApplications } from "./anonymise.server";
import { adFilterLabel } from "./components/inbox-view";
import { inbox } from "./manager.server";
import { inboxQuerySchema } from "./manager-query";
import { applicationCounts30, recentApplicationsOf } from "./overview.server";
import { stageEditor } from "./stage-settings.server";

/**
 * One rule for which applications count (`counting.server.ts`, docs/applications.md): a withdrawn
 * application leaves the inbox and every count and is listed under "Zurückgezogen"; an anonymised
 * one is never "Neu"; ads of the same title differ in the inbox's ad filter.
 */

let handle: DatabaseHandle;
let companyId = 0;
const ads = { linz: 0, wien: 0, draft: 0 };
const ids = { fresh: 0, read: 0, knockedOut: 0, withdrawn: 0, retained: 0 };
const TITLE = "Buchhalter:in (m/w/d)";
const NOW = new Date();

const noDocuments: DocumentStore = {
  kind: "memory",
  put: async () => undefined,
  get: async () => null,
  delete: async () => undefined,
};

const query = (address: Record<string, string> = {}) => inboxQuerySchema.parse(address);

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  const { db } = handle;
  companyId = await insertCompany(db, { fullName: "Zähl GmbH" });
  const place = (city: string, state: string) => [{ city, postcode: "4020", state }];
  [ads.linz, ads.wien, ads.draft] = await insertJobAds(
    db,
    aJobAd(companyId, {
      title: TITLE,
      status: "active",
      locations: place("Linz", "Oberösterreich"),
      publishedAt: new Date("2026-11-03T09:00:00Z"),
    }),
    aJobAd(companyId, {
      title: TITLE,
      status: "expired",
      locations: place("Wien", "Wien"),
      publishedAt: new Date("2026-06-10T09:00:00Z"),
    }),
    aJobAd(companyId, { title: TITLE, status: "draft", createdAt: new Date("2026-11-20T09:00:00Z") }),
  );
  const application = (jobAdId: number, name: string, values: Partial<typeof applications.$inferInsert> = {}) => ({
    jobAdId,
    companyId,
    candidateName: name,
    firstName: name.split(" ")[0]!,
    lastName: name.split(" ")[1]!,
    email: `${name.replace(" ", ".").toLowerCase()}@example.at`,
    accessKey: name,
    receivedAt: NOW,
    ...values,
  });
  const inserted = (
    await db
      .insert(applications)
      .values([
        application(ads.linz, "Anna Neu"),
        application(ads.linz, "Bert Gelesen", { readAt: NOW }),
        application(ads.wien, "Cora Ko", { knockedOut: true }),
        application(ads.linz, "Dora Zurück"),
        application(ads.draft, "Emil Alt", { stage: "abgesagt" }),
      ])
      .returning({ id: applications.id })
  ).map((row) => row.id);
  [ids.fresh, ids.read, ids.knockedOut, ids.withdrawn, ids.retained] = inserted as [
    number,
    number,
    number,
    number,
    number,
  ];
  // Each was counted in the ad's figures as it came in (intake's countApplication).
  await db.insert(jobAdMetricsDaily).values([
    { jobAdId: ads.linz, day: viennaDay(NOW), applications: 3 },
    { jobAdId: ads.wien, day: viennaDay(NOW), applications: 1 },
    { jobAdId: ads.draft, day: viennaDay(NOW), applications: 1 },
  ]);
  // Dora withdraws (her button anonymises with the reason), Emil's data goes by retention; neither was opened.
  await anonymiseApplications(db, noDocuments, [ids.withdrawn], {
    now: NOW,
    reason: "withdrawn",
    actorName: "Bewerber:in",
  });
  await anonymiseApplications(db, noDocuments, [ids.retained], { now: NOW, reason: "retention", actorName: "System" });
});

afterAll(async () => {
  await handle.close();
});

describe("a withdrawn application", () => {
  it("is not in the inbox, its stage counts (the stage editor's too), the unread ones or any ad's count", async () => {
    const found = await inbox(handle.db, companyId, query());
    expect(found.rows.map((row) => row.id).sort()).toEqual([ids.fresh, ids.read, ids.retained].sort());
    expect(found.total).toBe(3);
    expect(found.stageCounts).toEqual({ eingegangen: 2, abgesagt: 1 });
    expect(found.ads.find((ad) => ad.id === ads.linz)?.count).toBe(2);
    const all = await inbox(handle.db, companyId, query({ ansicht: "alle" }));
    expect(all.rows.map((row) => row.id)).not.toContain(ids.withdrawn);
    expect(all.stageCounts).toEqual({ eingegangen: 3, abgesagt: 1 });
    expect(all.knockedOut).toBe(1);
    // The stage editor counts as the inbox's "Alle" does.
    expect((await stageEditor(handle.db, companyId)).counts).toEqual(all.stageCounts);
    const unread = await inbox(handle.db, companyId, query({ ungelesen: "1" }));
    expect(unread.rows.map((row) => row.id)).toEqual([ids.fresh]);
    expect(unread.total).toBe(1);
  });

  it("is listed, with its count, under „Zurückgezogen“, as withdrawn and never unread", async () => {
    const found = await inbox(handle.db, companyId, query({ ansicht: "zurueckgezogen" }));
    expect(found.withdrawn).toBe(1);
    expect(found.total).toBe(1);
    expect(found.rows).toEqual([
      expect.objectContaining({ id: ids.withdrawn, candidateName: "Anonymisiert", withdrawn: true, unread: false }),
    ]);
    // The ad filter counts the view's applications: Linz's one withdrawn.
    expect(found.ads.find((ad) => ad.id === ads.linz)?.count).toBe(1);
    expect((await inbox(handle.db, companyId, query())).withdrawn).toBe(1);
    expect((await inbox(handle.db, companyId, query({ inserat: String(ads.wien) }))).withdrawn).toBe(0);
  });

  it("is not on the dashboard, in the ads' 30-day counts or in the ad's figures", async () => {
    const dashboard = await recentApplicationsOf(handle.db, companyId, 10);
    expect(dashboard.recent.map((row) => row.id)).not.toContain(ids.withdrawn);
    // Anna and the knocked-out Cora were never opened; Dora's withdrawn entry and Emil's anonymised one are not "Neu".
    expect(dashboard.unread).toBe(2);
    expect(await applicationCounts30(handle.db, [ads.linz, ads.wien, ads.draft])).toEqual(
      new Map([
        [ads.linz, 2],
        [ads.wien, 1],
        [ads.draft, 1],
      ]),
    );
    const figures = await handle.db
      .select({ jobAdId: jobAdMetricsDaily.jobAdId, applications: jobAdMetricsDaily.applications })
      .from(jobAdMetricsDaily)
      .where(eq(jobAdMetricsDaily.day, viennaDay(NOW)));
    // Only the withdrawal takes an application back; the retention sweep's anonymisation does not.
    expect(new Map(figures.map((row) => [row.jobAdId, row.applications]))).toEqual(
      new Map([
        [ads.linz, 2],
        [ads.wien, 1],
        [ads.draft, 1],
      ]),
    );
  });
});

describe("an anonymised application", () => {
  it("is never „Neu“, though nobody opened it", async () => {
    const [row] = await handle.db
      .select({ readAt: applications.readAt })
      .from(applications)
      .where(eq(applications.id, ids.retained));
    expect(row?.readAt).toBeNull();
    const found = await inbox(handle.db, companyId, query());
    expect(found.rows.find((entry) => entry.id === ids.retained)).toMatchObject({ anonymised: true, unread: false });
    expect(found.rows.find((entry) => entry.id === ids.fresh)).toMatchObject({ anonymised: false, unread: true });
    const dashboard = await recentApplicationsOf(handle.db, companyId, 10);
    expect(dashboard.recent.find((entry) => entry.id === ids.retained)?.unread).toBe(false);
  });
});

describe("the ad filter", () => {
  it("tells three ads of the same title apart by number, place, state and date", async () => {
    const found = await inbox(handle.db, companyId, query({ ansicht: "alle" }));
    const labels = new Map(found.ads.map((ad) => [ad.id, adFilterLabel(ad)]));
    expect(labels.get(ads.linz)).toBe(
      `${TITLE} · Nr. ${ads.linz} · Linz · Aktiv · veröffentlicht am 03.11.2026 · 2 Bewerbungen`,
    );
    expect(labels.get(ads.wien)).toBe(
      `${TITLE} · Nr. ${ads.wien} · Wien · Abgelaufen · veröffentlicht am 10.06.2026 · 1 Bewerbung`,
    );
    expect(labels.get(ads.draft)).toBe(`${TITLE} · Nr. ${ads.draft} · Entwurf · erstellt am 20.11.2026 · 1 Bewerbung`);
    expect(new Set(labels.values()).size).toBe(3);
  });
});
