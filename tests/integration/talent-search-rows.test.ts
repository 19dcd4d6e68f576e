import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { generateTalentProfiles } from "@db/seed-talents";
import { parseTalentSearch } from "~/features/active-sourcing/search-query";
import { insertTalentProfiles } from "~/features/active-sourcing/talent-pool.server";
import { roundEstimate, searchTalents } from "~/features/active-sourcing/talent-search.server";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * The talent search's own table (decision 046) on an empty database with 3 000 generated
 * profiles: the trigger on talent_profiles keeps one row per person with consent (a withdrawal
 * removes it, a changed profile is found by its new values), and a search broader than the exact
 * limit counts a sample and says so, close to the exact figures.
 */

const NOW = new Date("2026-11-27T10:00:00Z");
const PROFILES = 3_000;

let testDatabase: TestDatabase;
let database: DatabaseHandle;

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

const search = (query: string) => parseTalentSearch(new URLSearchParams(query));

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

describe("counts of a broad search", () => {
  it("are exact up to the limit and estimated from the sample above it, with the same hits", async () => {
    const exact = await searchTalents(database.db, search(""), NOW);
    expect(exact.estimated).toBe(false);
    const estimate = await searchTalents(database.db, search(""), NOW, { exactCountLimit: 500 });
    expect(estimate.estimated).toBe(true);
    expect(estimate.hits.map((hit) => hit.id)).toEqual(exact.hits.map((hit) => hit.id));
    // A sixteenth of the pool in blocks of 64 ids: within a quarter of the exact figure here.
    expect(Math.abs(estimate.total - exact.total)).toBeLessThan(exact.total / 4);
    const biggest = exact.facets.feld.toSorted((a, b) => b.count - a.count)[0]!;
    const estimated = estimate.facets.feld.find((option) => option.value === biggest.value)!;
    expect(Math.abs(estimated.count - biggest.count)).toBeLessThan(biggest.count / 2);
  });

  it("are rounded to two significant digits", () => {
    expect(roundEstimate(855_508)).toBe(860_000);
    expect(roundEstimate(12_345)).toBe(12_000);
    expect(roundEstimate(144)).toBe(140);
    expect(roundEstimate(96)).toBe(96);
  });
});
