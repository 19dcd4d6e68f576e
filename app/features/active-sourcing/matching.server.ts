import { inArray } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import type { JobAdLocation } from "@db/schema/job-ads";
import { talentProfiles } from "@db/schema/active-sourcing";
import { liveAdOf, liveAdsOf } from "~/features/job-ads/reads.server";
import { findPlace, type Place } from "./places";
import { SEARCH_PAGE_SIZE, type TalentSearch } from "./search-query";
import { expandWord, words } from "./search-terms";
import {
  KM_PER_DEGREE,
  NONE as NO_VALUE,
  partsWithin,
  reachOf,
  talentIndexFor,
  type Ranges,
  type TalentIndex,
} from "./talent-index.server";
import {
  afterCursor,
  distanceKm,
  facetMisses,
  filtersOf,
  INACTIVE_AFTER_DAYS,
  lexiconFor,
  meetsBase,
  TopHits,
} from "./talent-search.server";
import { DAY_MS } from "~/lib/days";

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

function placeOf(locations: readonly JobAdLocation[]): { place: Place | null; city: string | null } {
  const first = locations[0];
  if (!first) return { place: null, city: null };
  return { place: findPlace(first.postcode) ?? findPlace(first.city) ?? null, city: first.city };
}

/** The company's live ads, for the matching overview. */
export async function matchableAds(db: Executor, companyId: number, now: Date) {
  return liveAdsOf(db, companyId, now);
}

/** The company's live ad `jobId` as matching reads it; null for another company's, or one not online. */
export async function matchAdOf(db: Executor, companyId: number, jobId: number, now: Date): Promise<MatchAd | null> {
  const row = await liveAdOf(db, companyId, jobId, now);
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

/**
 * Positions within the ranges (null: all) holding any stem of `terms`; null when they are stop
 * words only (no condition, as in the search). Positions not yet `seen` are added to `found`.
 */
function holding(
  index: TalentIndex,
  terms: readonly string[],
  stems: ReadonlyMap<string, readonly string[]>,
  ranges: Ranges | null,
  borrowed: Uint8Array[],
  seen: Uint8Array,
  found: number[],
): Uint8Array | null {
  const lexemes = new Set(terms.flatMap((term) => stems.get(term) ?? []));
  if (lexemes.size === 0) return null;
  const held = index.borrowMarks();
  borrowed.push(held);
  for (const lexeme of lexemes) {
    const postings = index.lexemes.get(lexeme);
    if (!postings) continue;
    for (const { from, to } of partsWithin(postings, ranges)) {
      for (let i = from; i < to; i += 1) {
        const p = postings.positions[i]!;
        held[p] = 1;
        if (seen[p] === 0) {
          seen[p] = 1;
          found.push(p);
        }
      }
    }
  }
  return held;
}

/** Parts [from, to) of a list of positions the pass walks. */
type Candidates = ReadonlyArray<{ positions: ArrayLike<number>; from: number; to: number; skipField: boolean }>;

/**
 * Who may qualify: the people of the ad's field within the ranges, then those holding a title
 * word (the pass skips the field's among them).
 */
function candidatesOf(index: TalentIndex, field: number, ranges: Ranges | null, found: readonly number[]): Candidates {
  const inField = field >= 0 ? index.fieldPositions[field] : undefined;
  return [
    ...(inField
      ? partsWithin(inField, ranges).map(({ from, to }) => ({
          positions: inField.positions,
          from,
          to,
          skipField: false,
        }))
      : []),
    { positions: found, from: 0, to: found.length, skipField: inField !== undefined },
  ];
}

/** Each criterion's points for one person. */
type ScoreParts = Record<"field" | "title" | "place" | "level" | "type" | "salary", number>;

const REASON_TEXT = {
  field: "Berufsfeld",
  level: "Karrierestufe",
  type: "Anstellungsart",
} as const;

/**
 * One page of the people who qualify for the ad — its job field or a word of its title, and its
 * place within their reach (their mobility radius, at least their own town, or all of Austria) —
 * ranked by score × 1000 + recent activity (0–999), with the search's filters on top.
 */
export async function matchCandidates(
  db: Database,
  ad: MatchAd,
  search: TalentSearch,
  now: Date,
): Promise<MatchResult> {
  const [lexicon, index] = await Promise.all([lexiconFor(db, now.getTime()), talentIndexFor(db)]);
  const expansions = titleWords(ad.title).map((word) => expandWord(word, lexicon));
  const stems = await index.stemsOf(
    db,
    expansions.flatMap((expansion) => expansion.terms),
  );
  const top = new TopHits<{ p: number; id: number; key: number; distanceKm: number | null; parts: ScoreParts }>(
    SEARCH_PAGE_SIZE + 1,
  );
  let total = 0;
  const borrowed: Uint8Array[] = [];
  // From the first borrowed mark to the last, no await: the index cannot change under the pass.
  try {
    const seen = index.borrowMarks();
    borrowed.push(seen);
    const found: number[] = [];
    // The people of each reach class within that class's distance of the ad's place.
    const ranges = ad.place ? index.rangesNear(ad.place.latitude, ad.place.longitude, (bound) => bound) : null;
    const titleMatches = expansions
      .map((expansion) => holding(index, expansion.terms, stems, ranges, borrowed, seen, found))
      .filter((held) => held !== null);
    const filters = filtersOf(index, search, now);
    const field = ad.jobField ? index.jobFieldCodes.find(ad.jobField) : -1;
    const candidates = candidatesOf(index, field, ranges, found);
    const level = ad.jobLevel ? index.levelCodes.find(ad.jobLevel) : -1;
    let types = 0;
    for (const type of ad.employmentTypes) {
      const code = index.employmentTypeCodes.find(type);
      if (code >= 0) types |= 1 << code;
    }
    const nowMs = now.getTime();
    const after = search.nach;

    for (const { positions, from, to, skipField } of candidates) {
      for (let i = from; i < to; i += 1) {
        const p = positions[i]!;
        if (index.alive[p] === 0) continue;
        const inField = field >= 0 && index.jobField[p] === field;
        if (inField && skipField) continue;
        let words = 0;
        for (let w = 0; w < titleMatches.length; w += 1) words += titleMatches[w]![p]!;
        if (!inField && words === 0) continue;
        let distance: number | null = null;
        if (ad.place) {
          const reach = reachOf(index.mobilityKm[p]!, index.mobileAustria[p]!);
          // Farther north or south than the reach: out of it, without the haversine.
          if (Math.abs(index.latitude[p]! - ad.place.latitude) * KM_PER_DEGREE > reach) continue;
          distance = distanceKm(ad.place, index.latitude[p]!, index.longitude[p]!);
          if (distance > reach) continue;
        }
        if (!meetsBase(index, filters, p) || facetMisses(index, filters, p) !== 0) continue;
        total += 1;
        const salary = index.salaryExpectation[p]!;
        const parts: ScoreParts = {
          field: inField ? MATCH_POINTS.field : 0,
          title: words === 0 ? 0 : words === titleMatches.length ? MATCH_POINTS.titleAll : MATCH_POINTS.titleSome,
          place: distance === null ? 0 : distance <= NEAR_KM ? MATCH_POINTS.near : MATCH_POINTS.reach,
          level: level >= 0 && index.level[p] === level ? MATCH_POINTS.level : 0,
          type: (index.employmentTypes[p]! & types) !== 0 ? MATCH_POINTS.type : 0,
          salary:
            ad.salaryMonthly === null
              ? 0
              : salary === NO_VALUE
                ? MATCH_POINTS.salary / 2
                : salary <= ad.salaryMonthly
                  ? MATCH_POINTS.salary
                  : 0,
        };
        const score = parts.field + parts.title + parts.place + parts.level + parts.type + parts.salary;
        const recency = Math.max(
          0,
          Math.min(999, Math.floor(999 * (1 - (nowMs - index.lastActiveAt[p]!) / (INACTIVE_AFTER_DAYS * DAY_MS)))),
        );
        const key = score * 1000 + recency;
        const id = index.ids[p]!;
        if (afterCursor(key, id, after) && top.admits(key, id)) top.add({ p, id, key, distanceKm: distance, parts });
      }
    }
  } finally {
    index.returnMarks(borrowed);
  }

  const rows = top.entries.slice(0, SEARCH_PAGE_SIZE);
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
    const { parts } = row;
    const reasons: string[] = [];
    if (parts.title === MATCH_POINTS.titleAll) reasons.push("Jobtitel");
    else if (parts.title > 0) reasons.push("Jobtitel teilweise");
    if (parts.field > 0) reasons.push(REASON_TEXT.field);
    if (row.distanceKm !== null) {
      const km = Math.round(row.distanceKm);
      reasons.push(index.mobileAustria[row.p] === 1 ? `Ort ${km} km, mobil in ganz Österreich` : `Ort ${km} km`);
    }
    if (parts.level > 0) reasons.push(REASON_TEXT.level);
    if (parts.type > 0) reasons.push(REASON_TEXT.type);
    if (parts.salary === MATCH_POINTS.salary) reasons.push("Gehaltswunsch im Rahmen");
    return {
      id: row.id,
      desiredTitles: profile.desiredTitles,
      experienceYears: index.experienceYears[row.p]!,
      city: profile.city,
      distanceKm: row.distanceKm,
      score: Math.floor(row.key / 1000),
      sortKey: row.key,
      reasons,
    };
  });
  const last = rows.at(-1);
  return {
    hits,
    total,
    next: top.entries.length > SEARCH_PAGE_SIZE && last ? `${last.key}_${last.id}` : null,
  };
}
