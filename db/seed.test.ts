import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client";
import { companies, jobAds, uploads } from "./schema";
import { seedDatabase } from "./seed";
import { INDUSTRIES, type IndustryKey } from "./seed-industries";

let handle: DatabaseHandle;
let ads: Array<{ id: number; company: string; title: string; status: string; salaryMinCents: number | null }>;

/** The demo companies' industries; generated companies carry theirs in the name ("Huber Pflege GmbH"). */
const DEMO_INDUSTRIES: Record<string, IndustryKey> = {
  "Donautal Technik GmbH": "elektrotechnik",
  "Donautal Technik Service GmbH": "elektrotechnik",
  "Donautal Logistik GmbH": "logistik",
  "Bäckerei Alpenkorn GmbH": "baeckerei",
};

function industryOf(companyName: string): IndustryKey {
  const demo = DEMO_INDUSTRIES[companyName];
  if (demo) return demo;
  const found = (Object.keys(INDUSTRIES) as IndustryKey[]).filter((key) =>
    companyName.split(" ").includes(INDUSTRIES[key].label),
  );
  expect(found, companyName).toHaveLength(1);
  return found[0]!;
}

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  await seedDatabase(handle.db, { companyCount: 24, talentCount: 100 });
  ads = await handle.db
    .select({
      id: jobAds.id,
      company: companies.fullName,
      title: jobAds.title,
      status: jobAds.status,
      salaryMinCents: jobAds.salaryMinCents,
    })
    .from(jobAds)
    .innerJoin(companies, eq(companies.id, jobAds.companyId))
    .orderBy(asc(jobAds.id));
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("demo data", () => {
  it("gives every seeded ad a title from its company's industry", () => {
    expect(ads.length).toBeGreaterThan(100);
    for (const ad of ads) {
      const titles = INDUSTRIES[industryOf(ad.company)].jobs.map((job) => job.title);
      expect(titles, `ad ${ad.id} of ${ad.company}`).toContain(ad.title);
    }
  });

  it("lets the bakery hire bakers and shop staff, not construction project leads", () => {
    const bakery = ads.filter((ad) => ad.company === "Bäckerei Alpenkorn GmbH").map((ad) => ad.title);
    expect(bakery.some((title) => title.startsWith("Bäcker:in"))).toBe(true);
    expect(bakery.some((title) => title.startsWith("Verkäufer:in"))).toBe(true);
    expect(bakery.filter((title) => /Projektleiter|Hochbau|Softwareentwickler/.test(title))).toEqual([]);
  });

  it("pays full-time staff at least a plausible collective-agreement level", () => {
    for (const ad of ads) {
      if (ad.salaryMinCents === null) continue;
      const floor = ad.title.startsWith("Lehrling") ? 800_00 : 1_900_00;
      expect(ad.salaryMinCents, `ad ${ad.id}: ${ad.title}`).toBeGreaterThanOrEqual(floor);
      expect(ad.salaryMinCents, `ad ${ad.id}: ${ad.title}`).toBeLessThanOrEqual(6_000_00);
    }
  });

  it("keeps the ads the tests rely on: company 1's ads 1–8 in every state, Elektriker and Buchhalter among them", () => {
    expect(ads.slice(0, 8).map((ad) => [ad.id, ad.company, ad.status])).toEqual(
      ["draft", "review", "scheduled", "active", "expired", "deactivated", "locked", "deleted"].map((status, n) => [
        n + 1,
        "Donautal Technik GmbH",
        status,
      ]),
    );
    const company1 = ads.filter((ad) => ad.company === "Donautal Technik GmbH" && ad.status !== "deleted");
    expect(company1.some((ad) => ad.title.includes("Elektriker"))).toBe(true);
    expect(company1.some((ad) => ad.title.includes("Buchhalter") && ad.status === "active")).toBe(true);
    expect(ads.filter((ad) => ad.id >= 25 && ad.id <= 32).every((ad) => ad.company === "Bäckerei Alpenkorn GmbH")).toBe(
      true,
    );
  });

  it("gives the demo ads contact addresses at their company's domain, the company's logo and benefits that fit the job", async () => {
    const rows = await handle.db
      .select({
        company: companies.fullName,
        companyId: companies.id,
        title: jobAds.title,
        contact: jobAds.contactPerson,
        content: jobAds.content,
        logoPath: jobAds.logoPath,
      })
      .from(jobAds)
      .innerJoin(companies, eq(companies.id, jobAds.companyId));
    const domains: Record<string, string> = {
      "Donautal Technik GmbH": "donautal-technik.at",
      "Donautal Technik Service GmbH": "donautal-technik-service.at",
      "Donautal Logistik GmbH": "donautal-logistik.at",
      "Bäckerei Alpenkorn GmbH": "baeckerei-alpenkorn.at",
    };
    const logos = new Map(
      (await handle.db.select({ id: uploads.id, companyId: uploads.companyId }).from(uploads)).map((row) => [
        `/uploads/${row.id}`,
        row.companyId,
      ]),
    );
    const demoRows = rows.filter((candidate) => candidate.company in domains);
    for (const row of demoRows) expect(logos.get(row.logoPath ?? ""), `logo of ${row.company}`).toBe(row.companyId);
    // Drafts stop before the contact step.
    for (const row of demoRows.filter((candidate) => candidate.contact?.email)) {
      const contact = row.contact!;
      expect(contact.email, `${row.company}: ${row.title}`).toMatch(
        new RegExp(`^[a-z]+\\.[a-z]+@${domains[row.company]}$`),
      );
      expect(contact.phone).toMatch(/^\+43 \d{3} \d{6}$/);
      const offer = (row.content as { offer?: string } | null)?.offer ?? "";
      if (/Buchhalter|Disponent|CAD-Techniker/.test(row.title))
        expect(offer, row.title).not.toMatch(/Firmenfahrzeug|Staplerschein|Messgeräte/);
      if (/Verkäufer:in in unserer Filiale/.test(row.title)) expect(offer).not.toContain("Nachtzuschläge");
    }
  });
});
