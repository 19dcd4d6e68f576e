/**
 * The talent pool of the talent-search benches (bench/talent-search.ts, bench/talent-search-queries.ts):
 * BENCH_TALENTS (default 20 000, the demo pool) grows the pool by copies of the seeded profiles,
 * each moved a few kilometres and active on another day, in one `insert … select` per copy.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { talentProfiles } from "@db/schema";

export const TALENTS = Number(process.env.BENCH_TALENTS ?? 20_000);

const COPIED = `gender, first_name, last_name, phone, desired_titles, job_field, level, experience_years, positions,
  education, skills, languages, language_levels, city, postcode, state, mobility_km, mobile_austria, remote,
  employment_types, weekly_hours, salary_expectation, availability, notice_weeks, available_from, willingness,
  summary, consent_given_at, consent_scope, consent_withdrawn_at, search_vector`;

/** Copies of the seeded profiles until the pool holds TALENTS, one statement per copy of the pool. */
export async function growTalentPool(db: Database): Promise<void> {
  const [row] = await db.select({ seeded: sql<number>`count(*)::int` }).from(talentProfiles);
  const seeded = row?.seeded ?? 0;
  for (let copy = 1, total = seeded; total < TALENTS; copy += 1) {
    const take = Math.min(seeded, TALENTS - total);
    await db.execute(sql`
      insert into talent_profiles (${sql.raw(COPIED)}, email, latitude, longitude, last_active_at)
      select ${sql.raw(COPIED)}, 'kopie' || ${copy} || '.' || email,
        latitude + ((id * 7919 + ${copy} * 104729) % 1000 - 500) / 25000.0,
        longitude + ((id * 6007 + ${copy} * 15485863) % 1000 - 500) / 17000.0,
        last_active_at - (((id + ${copy} * 37) % 60) || ' days')::interval
      from talent_profiles where id <= ${take} order by id`);
    total += take;
  }
}

/** Typical searches: a job title or skill, a place with a radius, two filters. */
export const SEARCHES = [
  "q=Buchhalter&ort=Linz&umkreis=25&wechsel=aktiv&spracheName=Englisch&spracheNiveau=B2",
  "q=Java&ort=Wien&umkreis=10&art=vollzeit&erfahrung=3",
  "q=Pflege&ort=Graz&umkreis=50&verfuegbar=sofort&art=teilzeit",
  "q=Lohnverrechnung&ort=4600&umkreis=25&level=fachkraft&aktiv=90",
  "q=Elektriker&ort=Salzburg&umkreis=50&art=vollzeit&wechsel=offen",
  "q=Verkauf&ort=Innsbruck&umkreis=25&feld=handel&gehaltBis=3000",
  "q=Koch&ort=Wien&umkreis=25&verfuegbar=12&art=vollzeit",
  "q=Lagerlogistik&ort=Wels&umkreis=50&level=fachkraft&stundenVon=30",
];
