import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { generateTalentProfiles } from "@db/seed-talents";
import { matchCandidates } from "~/features/active-sourcing/matching.server";
import { findPlace } from "~/features/active-sourcing/places";
import { parseTalentSearch } from "~/features/active-sourcing/search-query";
import { insertTalentProfiles } from "~/features/active-sourcing/talent-pool.server";
import { searchTalents } from "~/features/active-sourcing/talent-search.server";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * The talent search's own table (decision 046) and the index read from it (decision 047), on an
 * empty database with 3 000 generated profiles: the trigger on talent_profiles keeps one row per
 * person with consent (a withdrawal removes it and leaves a removal, a changed profile is found by
 * its new values), and the index counts exactly what the table holds.
 */

const NOW = new Date("2026-11-27T10:00:00Z");
const PROFILES = 3_000;

let testDatabase: TestDatabase;
let database: DatabaseHandle;

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

const search = (query: string) => parseTalentSearch(new URLSearchParams(query));

/** Within 25 km of Linz (48.306, 14.286), by the haversine. */
const NEAR_LINZ =
  "6371 * 2 * asin(sqrt(power(sin(radians(latitude - 48.306) / 2), 2) + cos(radians(48.306)) * cos(radians(latitude)) * power(sin(radians(longitude - 14.286) / 2), 2))) <= 25";

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: "memory://", poolSize: 1 });
  await database.migrate();
  await insertTalentProfiles(database.db, generateTalentProfiles({ count: PROFILES, seed: 7, now: NOW }));
}, 120_000);
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

describe("talent_search_rows", () => {
  it("holds one row per profile with consent, with the profile's filter values", async () => {
    const [counts] = await rows<{ profiles: number; searchable: number; differing: number }>(
      `select (select count(*)::int from talent_profiles where consent_withdrawn_at is null) as profiles,
              (select count(*)::int from talent_search_rows) as searchable,
              (select count(*)::int from talent_profiles p join talent_search_rows r on r.profile_id = p.id
                where (r.job_field, r.level, r.latitude, r.last_active_at, r.search_vector)
                  is distinct from (p.job_field, p.level, p.latitude, p.last_active_at, p.search_vector)) as differing`,
    );
    expect(counts!.profiles).toBeGreaterThan(0);
    expect(counts!.searchable).toBe(counts!.profiles);
    expect(counts!.differing).toBe(0);
  });

  it("loses a person who withdraws consent and finds a changed profile by its new values", async () => {
    const before = await searchTalents(database.db, search("q=Buchhalter&ort=Linz"), NOW);
    const withdrawn = before.hits[0]!.id;
    await rows("update talent_profiles set consent_withdrawn_at = $2 where id = $1", [withdrawn, NOW.toISOString()]);
    const after = await searchTalents(database.db, search("q=Buchhalter&ort=Linz"), NOW);
    expect(after.hits.map((hit) => hit.id)).not.toContain(withdrawn);
    expect(after.total).toBe(before.total - 1);

    const [moved] = await rows<{ id: number }>(
      "select id from talent_profiles where consent_withdrawn_at is null and city <> 'Bregenz' order by id limit 1",
    );
    const bregenz = search("ort=Bregenz&umkreis=10&level=vorstand");
    expect((await searchTalents(database.db, bregenz, NOW)).hits.map((hit) => hit.id)).not.toContain(moved!.id);
    await rows(
      "update talent_profiles set city = 'Bregenz', latitude = 47.5031, longitude = 9.7471, level = 'vorstand', last_active_at = $2 where id = $1",
      [moved!.id, NOW.toISOString()],
    );
    expect((await searchTalents(database.db, bregenz, NOW)).hits.map((hit) => hit.id)).toContain(moved!.id);
  });

  it("is emptied with the profile", async () => {
    const [victim] = await rows<{ id: number }>("select profile_id as id from talent_search_rows order by 1 limit 1");
    await rows("delete from talent_profiles where id = $1", [victim!.id]);
    expect(await rows("select 1 from talent_search_rows where profile_id = $1", [victim!.id])).toHaveLength(0);
  });
});

describe("the search index", () => {
  it("counts exactly what the table holds, per facet", async () => {
    const result = await searchTalents(database.db, search("level=fachkraft&art=vollzeit"), NOW);
    const active = new Date(NOW.getTime() - 365 * 86_400_000).toISOString();
    const [expected] = await rows<{ total: number }>(
      `select count(*)::int as total from talent_search_rows
        where last_active_at > $1 and level = 'fachkraft' and 'vollzeit' = any(employment_types)`,
      [active],
    );
    expect(result.total).toBe(expected!.total);
    const byField = await rows<{ job_field: string; n: number }>(
      `select job_field, count(*)::int as n from talent_search_rows
        where last_active_at > $1 and level = 'fachkraft' and 'vollzeit' = any(employment_types) group by 1`,
      [active],
    );
    for (const option of result.facets.feld) {
      expect(option.count).toBe(byField.find((row) => row.job_field === option.value)?.n ?? 0);
    }
    // A facet's own counts ignore its own condition: every level, with the other filters.
    const [levels] = await rows<{ n: number }>(
      `select count(*)::int as n from talent_search_rows where last_active_at > $1 and 'vollzeit' = any(employment_types)`,
      [active],
    );
    expect(result.facets.level.reduce((sum, option) => sum + option.count, 0)).toBe(levels!.n);
  });

  it.each([
    ["gehaltBis=3000", "(salary_expectation is null or salary_expectation <= 3000)"],
    ["spracheName=Englisch&spracheNiveau=B2", "language_levels @> array['englisch:B2']"],
    [
      "verfuegbar=4",
      "(availability = 'sofort' or (availability = 'kuendigungsfrist' and notice_weeks <= 4) or (availability = 'ab-datum' and available_from <= date '2026-11-27' + 28))",
    ],
    ["erfahrung=5&stundenVon=30&stundenBis=38", "experience_years >= 5 and weekly_hours between 30 and 38"],
    ["aktiv=30&wechsel=aktiv", "last_active_at > timestamptz '2026-10-28T10:00:00Z' and willingness = 'aktiv'"],
    ["ort=Linz&umkreis=25", NEAR_LINZ],
  ])("finds exactly the people the table holds for %s", async (query, condition) => {
    const result = await searchTalents(database.db, search(query), NOW);
    const [expected] = await rows<{ total: number }>(
      `select count(*)::int as total from talent_search_rows where last_active_at > $1 and ${condition}`,
      [new Date(NOW.getTime() - 365 * 86_400_000).toISOString()],
    );
    expect(result.total).toBe(expected!.total);
    expect(result.total).toBeGreaterThan(0);
  });

  it("finds by word and place exactly the people of the word within the radius", async () => {
    const everyone: number[] = [];
    for (let page: { next: string | null } = { next: "" }; page.next !== null;) {
      const result = await searchTalents(
        database.db,
        search(`q=Buchhalter${page.next ? `&nach=${page.next}` : ""}`),
        NOW,
      );
      everyone.push(...result.hits.map((hit) => hit.id));
      page = result;
    }
    const [expected] = await rows<{ total: number }>(
      `select count(*)::int as total from talent_search_rows where profile_id = any($1::int[]) and ${NEAR_LINZ}`,
      [everyone],
    );
    const near = await searchTalents(database.db, search("q=Buchhalter&ort=Linz&umkreis=25"), NOW);
    expect(near.total).toBe(expected!.total);
    expect(near.total).toBeGreaterThan(0);
    expect(near.total).toBeLessThan(everyone.length);
  });

  it("finds a person who moved near the place after the index was built, by place and by word", async () => {
    const before = await searchTalents(database.db, search("ort=Linz&umkreis=25"), NOW);
    const [mover] = (await searchTalents(database.db, search("q=Buchhalter&ort=Wien&umkreis=25"), NOW)).hits;
    await rows("update talent_profiles set latitude = 48.31, longitude = 14.29 where id = $1", [mover!.id]);
    const after = await searchTalents(database.db, search("ort=Linz&umkreis=25"), NOW);
    expect(after.total).toBe(before.total + 1);
    const found: number[] = [];
    for (let page: { next: string | null } = { next: "" }; page.next !== null;) {
      const result = await searchTalents(
        database.db,
        search(`q=Buchhalter&ort=Linz&umkreis=25${page.next ? `&nach=${page.next}` : ""}`),
        NOW,
      );
      found.push(...result.hits.map((hit) => hit.id));
      page = result;
    }
    expect(found).toContain(mover!.id);
  });

  it("matches exactly the people of the ad's field who reach its place, each class of reach within its distance", async () => {
    const linz = findPlace("Linz")!;
    const ad = {
      id: 1,
      // A title word nobody holds: only the field qualifies.
      title: "Xqzvw",
      jobField: "buero",
      jobLevel: null,
      employmentTypes: [],
      salaryMonthly: null,
      place: linz,
      city: "Linz",
    };
    const result = await matchCandidates(database.db, ad, search(""), NOW);
    const distance = `6371 * 2 * asin(sqrt(power(sin(radians(latitude - ${linz.latitude}) / 2), 2) + cos(radians(${linz.latitude})) * cos(radians(latitude)) * power(sin(radians(longitude - ${linz.longitude}) / 2), 2)))`;
    const [expected] = await rows<{ total: number }>(
      `select count(*)::int as total from talent_search_rows
        where last_active_at > $1 and job_field = 'buero'
          and (mobile_austria or ${distance} <= greatest(coalesce(mobility_km, 0), 5))`,
      [new Date(NOW.getTime() - 365 * 86_400_000).toISOString()],
    );
    expect(result.total).toBe(expected!.total);
    expect(result.total).toBeGreaterThan(0);
  });

  it("pages through a search without losing or repeating anyone", async () => {
    const first = await searchTalents(database.db, search("q=Buchhalter"), NOW);
    const seen = first.hits.map((hit) => hit.id);
    for (let page = first; page.next;) {
      page = await searchTalents(database.db, search(`q=Buchhalter&nach=${page.next}`), NOW);
      seen.push(...page.hits.map((hit) => hit.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(first.total);
  });

  it("ranks a person with the word in the desired title above one with it among the skills", async () => {
    const result = await searchTalents(database.db, search("q=Buchhalter"), NOW);
    const titled = result.hits.findIndex((hit) => hit.desiredTitles.some((title) => /buchhalter/i.test(title)));
    expect(titled).toBe(0);
    const keys = result.hits.map((hit) => hit.sortKey);
    expect(keys).toEqual(keys.toSorted((a, b) => b - a));
  });

  it("stays exact while a third of the pool changes and the index is built anew beside it", async () => {
    const active = new Date(NOW.getTime() - 365 * 86_400_000).toISOString();
    const expected = async () =>
      (
        await rows<{ total: number }>(
          "select count(*)::int as total from talent_search_rows where last_active_at > $1 and weekly_hours <= 20",
          [active],
        )
      )[0]!.total;
    await rows("update talent_profiles set weekly_hours = 20 where id % 3 = 0");
    const many = await searchTalents(database.db, search("stundenBis=20"), NOW);
    expect(many.total).toBe(await expected());
    await rows("update talent_profiles set weekly_hours = 38 where id % 3 = 0");
    const few = await searchTalents(database.db, search("stundenBis=20"), NOW);
    expect(few.total).toBe(await expected());
    expect(few.total).toBeLessThan(many.total);
  });

  it("leaves a removal behind for the other instances' indexes", async () => {
    const [victim] = await rows<{ id: number }>(
      "select profile_id as id from talent_search_rows order by 1 desc limit 1",
    );
    await rows("update talent_profiles set consent_withdrawn_at = $2 where id = $1", [victim!.id, NOW.toISOString()]);
    const [removal] = await rows<{ changed: string }>(
      "select changed from talent_search_removals where profile_id = $1",
      [victim!.id],
    );
    const [newest] = await rows<{ changed: string }>("select max(changed) as changed from talent_search_rows");
    expect(Number(removal!.changed)).toBeGreaterThan(Number(newest!.changed));
  });
});
