import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { jobAds, talentProfiles, talentSearchRows, type JobAdLocation } from "@db/schema";
import { findPlace, type Place } from "./places";
import { SEARCH_PAGE_SIZE, type TalentSearch } from "./search-query";
import { expandWord, words, type Expansion } from "./search-terms";
import { boxSql, distanceSql, filterConditions, INACTIVE_AFTER_DAYS, lexiconFor } from "./talent-search.server";

/**
 * Matching per job ad (docs/active-sourcing.md, "Matching"): the people of the pool who could do
 * the company's active ad, ranked by a score of 0–100 with the reasons shown. A person qualifies
 * by the ad's job field or a word of its title, and by being able to reach its place (within
 * their mobility radius, or mobile in all of Austria); the search's filters narrow further.
 */

export interface MatchAd {
  id: number;
  title: string;
  jobField: string | null;
  jobLevel: string | null;
  employmentTypes: string[];
  /** Gross euro per month the ad offers at most (its maximum, else its minimum); null when it names none. */
  salaryMonthly: number | null;
  place: Place | null;
  city: string | null;
}

/** Points per criterion; they add up to 100. */
export const MATCH_POINTS = {
  field: 25,
  titleAll: 30,
  titleSome: 15,
  near: 15,
  reach: 10,
  level: 10,
  type: 10,
  salary: 10,
};
/** Within this distance a place counts as near (full points). */
const NEAR_KM = 15;
/** Minimum reach of a person whose mobility is not set or smaller: their own town. */
const MIN_REACH_KM = 5;
/** The widest mobility radius a person can give; bounds the place search's box. */
const MAX_REACH_KM = 200;

/** Words of an ad title that say what the job is ("Buchhalter:in (m/w/d) Vollzeit" → buchhalter, buchhalterin). */
const TITLE_NOISE = new Set([
  "mwd",
  "wmd",
  "mw",
  "und",
  "oder",
  "fuer",
  "mit",
  "bei",
  "der",
  "die",
  "das",
  "vollzeit",
  "teilzeit",
]);

export function titleWords(title: string): string[] {
  return [
    ...new Set(words(title).filter((word) => word.length >= 3 && !TITLE_NOISE.has(word) && !/^\d+$/.test(word))),
  ].slice(0, 6);
}

/** Converts an ad's salary to gross euro a month (Austria: 14 salaries a year, 40 hours a week). */
export function monthlySalary(cents: number | null, period: string | null): number | null {
  if (cents === null || cents <= 0) return null;
  const euro = cents / 100;
  switch (period) {
    case "year":
      return Math.round(euro / 14);
    case "week":
      return Math.round((euro * 52) / 14);
    case "hour":
      return Math.round((euro * 40 * 52) / 14);
    default:
      return Math.round(euro);
  }
}

const adColumns = {
  id: jobAds.id,
  title: jobAds.title,
  jobField: jobAds.jobField,
  jobLevel: jobAds.jobLevel,
  employmentTypes: jobAds.employmentTypes,
  salaryMinCents: jobAds.salaryMinCents,
  salaryMaxCents: jobAds.salaryMaxCents,
  salaryPeriod: jobAds.salaryPeriod,
  locations: jobAds.locations,
};

function placeOf(locations: readonly JobAdLocation[]): { place: Place | null; city: string | null } {
  const first = locations[0];
  if (!first) return { place: null, city: null };
  return { place: findPlace(first.postcode) ?? findPlace(first.city) ?? null, city: first.city };
}

/** The company's active ads, for the matching overview. */
export async function matchableAds(db: Executor, companyId: number) {
  const rows = await db
    .select({ id: jobAds.id, title: jobAds.title, locations: jobAds.locations })
    .from(jobAds)
    .where(and(eq(jobAds.companyId, companyId), eq(jobAds.status, "active")))
    .orderBy(asc(jobAds.title), asc(jobAds.id));
  return rows.map((row) => ({ id: row.id, title: row.title, city: row.locations[0]?.city ?? null }));
}

/** The company's active ad `jobId` as matching reads it; null for another company's, or one not online. */
export async function matchAdOf(db: Executor, companyId: number, jobId: number): Promise<MatchAd | null> {
  const [row] = await db
    .select(adColumns)
    .from(jobAds)
    .where(and(eq(jobAds.id, jobId), eq(jobAds.companyId, companyId), eq(jobAds.status, "active")));
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    jobField: row.jobField,
    jobLevel: row.jobLevel,
    employmentTypes: row.employmentTypes,
    salaryMonthly: monthlySalary(row.salaryMaxCents ?? row.salaryMinCents, row.salaryPeriod),
    ...placeOf(row.locations),
  };
}

export interface MatchHit {
  id: number;
  desiredTitles: string[];
  experienceYears: number;
  city: string;
  distanceKm: number | null;
  /** 0–100. */
  score: number;
  /** The order: score × 1000 + recent activity (0–999). */
  sortKey: number;
  reasons: string[];
}

export interface MatchResult {
  hits: MatchHit[];
  total: number;
  /** The cursor of the next page ("score_id"), or null on the last. */
  next: string | null;
}

const tsAny = (expansions: readonly Expansion[]) => expansions.map((e) => `(${e.terms.join(" | ")})`).join(" | ");
const tsAll = (expansions: readonly Expansion[]) => expansions.map((e) => `(${e.terms.join(" | ")})`).join(" & ");

/** A score's constant as SQL text: an integer of ours, so the sum stays integer (a parameter would be text). */
const points = (value: number) => sql.raw(String(Math.trunc(value)));

/** The parts of the score, each 0 or its points, named for the reasons. */
function scoreParts(ad: MatchAd, expansions: readonly Expansion[]) {
  const distance = ad.place ? distanceSql(ad.place) : null;
  const text = expansions.length
    ? sql<number>`case when ${talentSearchRows.searchVector} @@ to_tsquery('german', ${tsAll(expansions)}) then ${points(MATCH_POINTS.titleAll)} when ${talentSearchRows.searchVector} @@ to_tsquery('german', ${tsAny(expansions)}) then ${points(MATCH_POINTS.titleSome)} else 0 end`
    : sql<number>`0`;
  return {
    field: ad.jobField
      ? sql<number>`case when ${talentSearchRows.jobField} = ${ad.jobField} then ${points(MATCH_POINTS.field)} else 0 end`
      : sql<number>`0`,
    title: text,
    place: distance
      ? sql<number>`case when ${distance} <= ${NEAR_KM} then ${points(MATCH_POINTS.near)} else ${points(MATCH_POINTS.reach)} end`
      : sql<number>`0`,
    level: ad.jobLevel
      ? sql<number>`case when ${talentSearchRows.level} = ${ad.jobLevel} then ${points(MATCH_POINTS.level)} else 0 end`
      : sql<number>`0`,
    type: ad.employmentTypes.length
      ? sql<number>`case when ${talentSearchRows.employmentTypes} && array[${sql.join(
          ad.employmentTypes.map((type) => sql`${type}`),
          sql`, `,
        )}]::text[] then ${points(MATCH_POINTS.type)} else 0 end`
      : sql<number>`0`,
    salary:
      ad.salaryMonthly !== null
        ? sql<number>`case when ${talentSearchRows.salaryExpectation} is null then ${points(MATCH_POINTS.salary / 2)} when ${talentSearchRows.salaryExpectation} <= ${ad.salaryMonthly} then ${points(MATCH_POINTS.salary)} else 0 end`
        : sql<number>`0`,
  };
}

/** Who qualifies at all: the field or a title word, and the ad's place within reach. */
function qualifies(ad: MatchAd, expansions: readonly Expansion[]): SQL {
  // As a union of ids: the text part uses the GIN index instead of testing every row's vector.
  const byWork = [
    ...(ad.jobField
      ? [
          sql`select ${talentSearchRows.profileId} from ${talentSearchRows} where ${talentSearchRows.jobField} = ${ad.jobField}`,
        ]
      : []),
    ...(expansions.length
      ? [
          sql`select ${talentSearchRows.profileId} from ${talentSearchRows} where ${talentSearchRows.searchVector} @@ to_tsquery('german', ${tsAny(expansions)})`,
        ]
      : []),
  ];
  const work = byWork.length ? sql`${talentSearchRows.profileId} in (${sql.join(byWork, sql` union `)})` : sql`false`;
  if (!ad.place) return work;
  const reach = sql`(${talentSearchRows.mobileAustria} or (${boxSql(ad.place, MAX_REACH_KM)} and ${distanceSql(ad.place)} <= greatest(coalesce(${talentSearchRows.mobilityKm}, 0), ${MIN_REACH_KM})))`;
  return sql`${work} and ${reach}`;
}

const REASON_TEXT = {
  field: "Berufsfeld",
  level: "Karrierestufe",
  type: "Anstellungsart",
} as const;

export async function matchCandidates(
  db: Database,
  ad: MatchAd,
  search: TalentSearch,
  now: Date,
): Promise<MatchResult> {
  const lexicon = await lexiconFor(db, now.getTime());
  const expansions = titleWords(ad.title).map((word) => expandWord(word, lexicon));
  const parts = scoreParts(ad, expansions);
  const score = sql<number>`(${parts.field} + ${parts.title} + ${parts.place} + ${parts.level} + ${parts.type} + ${parts.salary})`;
  // Among equal scores the most recently active first: score × 1000 + up to 999 for activity.
  const recency = sql<number>`greatest(0, least(999, floor(999 * (1 - extract(epoch from (${now.toISOString()}::timestamptz - ${talentSearchRows.lastActiveAt})) / ${INACTIVE_AFTER_DAYS * 86_400}))))`;
  const sortKey = sql<number>`(${score} * 1000 + ${recency})::int`;
  const where = sql`${filterConditions(search, now)} and ${qualifies(ad, expansions)}`;
  const after = search.nach
    ? sql`and (${sortKey}, ${talentSearchRows.profileId}) < (${search.nach.score}, ${search.nach.id})`
    : sql``;
  const distance = ad.place ? distanceSql(ad.place) : sql<null>`null`;
  const [ranked, [counted]] = await Promise.all([
    db
      .select({
        id: talentSearchRows.profileId,
        experienceYears: talentSearchRows.experienceYears,
        mobileAustria: talentSearchRows.mobileAustria,
        distanceKm: sql<number | null>`${distance}`.mapWith((value) => (value === null ? null : Number(value))),
        sortKey: sortKey.mapWith(Number),
        field: parts.field.mapWith(Number),
        title: parts.title.mapWith(Number),
        level: parts.level.mapWith(Number),
        type: parts.type.mapWith(Number),
        salary: parts.salary.mapWith(Number),
      })
      .from(talentSearchRows)
      .where(sql`${where} ${after}`)
      .orderBy(sql`${sortKey} desc`, sql`${talentSearchRows.profileId} desc`)
      .limit(SEARCH_PAGE_SIZE + 1),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(talentSearchRows)
      .where(where),
  ]);
  const rows = ranked.slice(0, SEARCH_PAGE_SIZE);
  const shown = new Map(
    (rows.length
      ? await db
          .select({ id: talentProfiles.id, desiredTitles: talentProfiles.desiredTitles, city: talentProfiles.city })
          .from(talentProfiles)
          .where(
            inArray(
              talentProfiles.id,
              rows.map((row) => row.id),
            ),
          )
      : []
    ).map((profile) => [profile.id, profile]),
  );
  const hits = rows.flatMap((row) => {
    const profile = shown.get(row.id);
    if (!profile) return [];
    const reasons: string[] = [];
    if (row.title === MATCH_POINTS.titleAll) reasons.push("Jobtitel");
    else if (row.title > 0) reasons.push("Jobtitel teilweise");
    if (row.field > 0) reasons.push(REASON_TEXT.field);
    if (row.distanceKm !== null) {
      const km = Math.round(row.distanceKm);
      reasons.push(row.mobileAustria ? `Ort ${km} km, mobil in ganz Österreich` : `Ort ${km} km`);
    }
    if (row.level > 0) reasons.push(REASON_TEXT.level);
    if (row.type > 0) reasons.push(REASON_TEXT.type);
    if (row.salary === MATCH_POINTS.salary) reasons.push("Gehaltswunsch im Rahmen");
    return {
      id: row.id,
      desiredTitles: profile.desiredTitles,
      experienceYears: row.experienceYears,
      city: profile.city,
      distanceKm: row.distanceKm,
      score: Math.floor(row.sortKey / 1000),
      sortKey: row.sortKey,
      reasons,
    };
  });
  const last = hits.at(-1);
  return {
    hits,
    total: counted?.n ?? 0,
    next: ranked.length > SEARCH_PAGE_SIZE && last ? `${last.sortKey}_${last.id}` : null,
  };
}
