import { inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { talentProfiles, talentSearchTerms, type TalentLanguage } from "@db/schema";
import { EMPLOYMENT_TYPES, JOB_FIELDS, JOB_LEVELS } from "~/features/job-ads/schema";
import { findPlace, type Place } from "./places";
import {
  AVAILABILITY_OPTIONS,
  DEFAULT_RADIUS_KM,
  SEARCH_PAGE_SIZE,
  WILLINGNESS_LABELS,
  type TalentSearch,
} from "./search-query";
import { baseForm, expandWord, fold, lexiconOf, words, type Expansion, type Lexicon } from "./search-terms";
import { talentIndexFor, WEIGHTS, type Postings, type TalentIndex } from "./talent-index.server";

/**
 * The talent search (docs/active-sourcing.md, "Search"): German full text over the profiles'
 * folded words, widened through the pool's word list, a radius around a place, filters with
 * facet counts, and keyset paging. The search runs over this process's index of the pool
 * (talent-index.server.ts, decision 047); only the page's 20 hits are read from the database. Reads
 * no name, e-mail, phone or employer: the hits are anonymised by what they select.
 */

/** People who withdrew their consent or were not active for 12 months are not found. */
export const INACTIVE_AFTER_DAYS = 365;
const LEXICON_TTL_MS = 10 * 60_000;
const MAX_QUERY_WORDS = 8;

const lexicons = new WeakMap<object, { loadedAt: number; lexicon: Lexicon }>();

/** The pool's word list, read at most every ten minutes per database. */
export async function lexiconFor(db: Executor, now: number): Promise<Lexicon> {
  const cached = lexicons.get(db);
  if (cached && now - cached.loadedAt < LEXICON_TTL_MS) return cached.lexicon;
  const rows = await db
    .select({ term: talentSearchTerms.term, profiles: talentSearchTerms.profiles })
    .from(talentSearchTerms);
  const lexicon = lexiconOf(rows);
  lexicons.set(db, { loadedAt: now, lexicon });
  return lexicon;
}

/** How the search read the query: the words it looked for, spellings it corrected, the place it took. */
export interface Interpretation {
  expansions: Expansion[];
  place: Place | null;
  /** The `ort` the user typed when no place of that name or postcode is known. */
  unknownPlace: string | null;
  radiusKm: number;
}

/** A query word that names a place ("Buchhalter Linz") is the search's place unless one is set. */
function interpret(search: TalentSearch, lexicon: Lexicon): Interpretation {
  let queryWords = words(search.q ?? "").slice(0, MAX_QUERY_WORDS);
  let place = search.ort ? (findPlace(search.ort) ?? null) : null;
  if (!search.ort) {
    const index = queryWords.findIndex((word) => findPlace(word) !== undefined && !/^\d+$/.test(word));
    if (index >= 0) {
      place = findPlace(queryWords[index]!) ?? null;
      queryWords = queryWords.filter((_, i) => i !== index);
    }
  }
  return {
    expansions: queryWords.map((word) => expandWord(word, lexicon)),
    place,
    unknownPlace: search.ort && !place ? search.ort : null,
    radiusKm: search.umkreis ?? DEFAULT_RADIUS_KM,
  };
}

const KM_PER_DEGREE = 111.045;

/** Kilometres between a place and a point on the earth (haversine). */
export function distanceKm(place: Place, latitude: number, longitude: number): number {
  const radians = Math.PI / 180;
  const a =
    Math.sin(((latitude - place.latitude) * radians) / 2) ** 2 +
    Math.cos(place.latitude * radians) *
      Math.cos(latitude * radians) *
      Math.sin(((longitude - place.longitude) * radians) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/** Kilometres from `place` of the index's position `p` within `km`, else -1 (the box around the circle first). */
export function distanceWithin(index: TalentIndex, p: number, place: Place, km: number): number {
  const latitude = index.latitude[p]!;
  const longitude = index.longitude[p]!;
  if (Math.abs(latitude - place.latitude) > km / KM_PER_DEGREE) return -1;
  if (Math.abs(longitude - place.longitude) > km / (KM_PER_DEGREE * Math.cos((place.latitude * Math.PI) / 180))) {
    return -1;
  }
  const distance = distanceKm(place, latitude, longitude);
  return distance <= km ? distance : -1;
}

/** Conditions of the facets, by facet: a facet's own counts ignore its own condition. */
type FacetKey = "feld" | "level" | "art" | "wechsel" | "verfuegbar";
const FACET_KEYS: readonly FacetKey[] = ["feld", "level", "art", "wechsel", "verfuegbar"];

/** A condition on a position of the index. */
export type PositionTest = (p: number) => boolean;

const DAY_MS = 86_400_000;

function viennaDay(date: Date): string {
  return date.toLocaleDateString("sv-SE", { timeZone: "Europe/Vienna" });
}

/** Available within `key` ("sofort" or a number of weeks) from `today` (a day number). */
function availabilityTest(index: TalentIndex, key: string, today: number): PositionTest {
  const sofort = index.availabilityCodes.find("sofort");
  if (key === "sofort") return (p) => index.availability[p] === sofort;
  const weeks = Number(key);
  const notice = index.availabilityCodes.find("kuendigungsfrist");
  const fromDate = index.availabilityCodes.find("ab-datum");
  return (p) => {
    const availability = index.availability[p];
    return (
      availability === sofort ||
      (availability === notice && index.noticeWeeks[p]! <= weeks) ||
      (availability === fromDate && index.availableFrom[p]! <= today + weeks * 7)
    );
  };
}

/** A code column's value is one of `values`. */
function oneOf(column: Uint16Array, codes: { find(value: string): number }, values: readonly string[]): PositionTest {
  const wanted = new Set(values.map((value) => codes.find(value)));
  return (p) => wanted.has(column[p]!);
}

function facetTests(index: TalentIndex, search: TalentSearch, today: number): Record<FacetKey, PositionTest | null> {
  let types = 0;
  for (const type of search.art) {
    const code = index.employmentTypeCodes.find(type);
    if (code >= 0) types |= 1 << code;
  }
  return {
    feld: search.feld.length ? oneOf(index.jobField, index.jobFieldCodes, search.feld) : null,
    level: search.level.length ? oneOf(index.level, index.levelCodes, search.level) : null,
    art: search.art.length ? (p) => (index.employmentTypes[p]! & types) !== 0 : null,
    wechsel: search.wechsel.length ? oneOf(index.willingness, index.willingnessCodes, search.wechsel) : null,
    verfuegbar: search.verfuegbar ? availabilityTest(index, search.verfuegbar, today) : null,
  };
}

/** Positions holding all of `tokens` ("englisch:B2"; profiles hold a token per level up to theirs). */
function languageTest(index: TalentIndex, tokens: readonly string[]): PositionTest {
  const held = new Uint8Array(index.size);
  for (const token of tokens) {
    const postings = index.languageTokens.get(token);
    if (!postings) return () => false;
    for (let i = 0; i < postings.length; i += 1) held[postings.positions[i]!]! += 1;
  }
  return (p) => held[p] === tokens.length;
}

/** Narrows the search to people who consented after a time and are not among some ids (saved searches' alerts). */
export interface SearchRestriction {
  consentAfter: Date;
  excludedIds: ReadonlySet<number>;
}

/** The conditions every hit meets, apart from the text, the place and the facets. */
function baseTests(index: TalentIndex, search: TalentSearch, now: Date, restrict?: SearchRestriction): PositionTest[] {
  const activeSince = now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS;
  const tests: PositionTest[] = [(p) => index.lastActiveAt[p]! > activeSince];
  if (search.erfahrung) {
    const years = Number(search.erfahrung);
    tests.push((p) => index.experienceYears[p]! >= years);
  }
  const { stundenVon, stundenBis, gehaltBis } = search;
  if (stundenVon) tests.push((p) => index.weeklyHours[p]! >= stundenVon);
  if (stundenBis) tests.push((p) => index.weeklyHours[p]! <= stundenBis);
  if (search.sprache.length) tests.push(languageTest(index, search.sprache));
  if (search.aktiv) {
    const since = now.getTime() - Number(search.aktiv) * DAY_MS;
    tests.push((p) => index.lastActiveAt[p]! > since);
  }
  if (gehaltBis) tests.push((p) => index.salaryExpectation[p]! <= gehaltBis);
  if (restrict) {
    const after = restrict.consentAfter.getTime();
    tests.push((p) => index.consentGivenAt[p]! > after && !restrict.excludedIds.has(index.ids[p]!));
  }
  return tests;
}

const allOf =
  (tests: readonly PositionTest[]): PositionTest =>
  (p) => {
    for (const test of tests) if (!test(p)) return false;
    return true;
  };

/** The search's filters alone, without words or place: what the matching of an ad narrows by. */
export function filterTest(index: TalentIndex, search: TalentSearch, now: Date): PositionTest {
  const facets = Object.values(facetTests(index, search, dayOf(viennaDay(now)))).filter(
    (test): test is PositionTest => test !== null,
  );
  return allOf([...baseTests(index, search, now), ...facets]);
}

const dayOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * Per query word, the best weight (WEIGHTS' index) with which each position holds one of its
 * expansions, and the one with which it holds the word itself without a feminine ending. A word of
 * only stop words ("und") is no condition.
 */
async function wordWeights(
  db: Executor,
  index: TalentIndex,
  expansions: readonly Expansion[],
): Promise<Array<{ any: Uint8Array; own: Uint8Array }>> {
  const terms = expansions.flatMap((expansion) => [...expansion.terms, baseForm(expansion.word)]);
  const stems = await index.stemsOf(db, terms);
  const weightsOf = (words: readonly string[]) => {
    const weights = new Uint8Array(index.size);
    const lexemes = new Set(words.flatMap((word) => stems.get(word) ?? []));
    for (const lexeme of lexemes) {
      const postings: Postings | undefined = index.lexemes.get(lexeme);
      if (!postings) continue;
      for (let i = 0; i < postings.length; i += 1) {
        const p = postings.positions[i]!;
        if (postings.weights[i]! > weights[p]!) weights[p] = postings.weights[i]!;
      }
    }
    return { weights, empty: lexemes.size === 0 };
  };
  return expansions.flatMap((expansion) => {
    const any = weightsOf(expansion.terms);
    return any.empty ? [] : [{ any: any.weights, own: weightsOf([baseForm(expansion.word)]).weights }];
  });
}

export interface TalentHit {
  id: number;
  gender: string;
  title: string;
  desiredTitles: string[];
  /** Titles of the positions held; never the employers. */
  positionTitles: string[];
  jobField: string;
  level: string;
  experienceYears: number;
  city: string;
  state: string;
  distanceKm: number | null;
  skills: string[];
  languages: TalentLanguage[];
  employmentTypes: string[];
  weeklyHours: number;
  availability: string;
  noticeWeeks: number | null;
  availableFrom: string | null;
  willingness: string;
  lastActiveAt: Date;
  /** Why the hit fits, in German: "Jobtitel", "Ort 12 km", "Englisch C1". */
  reasons: string[];
  sortKey: number;
}

export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

export interface TalentSearchResult {
  total: number;
  hits: TalentHit[];
  facets: Record<FacetKey, FacetCount[]>;
  /** The `nach` of the next page; null on the last page. */
  next: string | null;
  interpretation: Interpretation;
}

const FACET_OPTIONS: Record<FacetKey, Record<string, string>> = {
  feld: JOB_FIELDS,
  level: JOB_LEVELS,
  art: EMPLOYMENT_TYPES,
  wechsel: WILLINGNESS_LABELS,
  verfuegbar: AVAILABILITY_OPTIONS,
};

/** A facet's counts by its options, from the rows that meet every other facet's condition. */
function facetCounter(
  index: TalentIndex,
  facet: FacetKey,
  today: number,
): {
  add(p: number): void;
  counts(): FacetCount[];
} {
  const options = Object.entries(FACET_OPTIONS[facet]);
  const byCode = (column: Uint16Array, codes: { find(value: string): number }) => {
    const counts = new Map<number, number>();
    return {
      add: (p: number) => counts.set(column[p]!, (counts.get(column[p]!) ?? 0) + 1),
      counts: () => options.map(([value, label]) => ({ value, label, count: counts.get(codes.find(value)) ?? 0 })),
    };
  };
  switch (facet) {
    case "feld":
      return byCode(index.jobField, index.jobFieldCodes);
    case "level":
      return byCode(index.level, index.levelCodes);
    case "wechsel":
      return byCode(index.willingness, index.willingnessCodes);
    case "art": {
      const bits = options.map(([value]) => index.employmentTypeCodes.find(value));
      const counts = bits.map(() => 0);
      return {
        add: (p) => {
          const types = index.employmentTypes[p]!;
          bits.forEach((bit, i) => {
            if (bit >= 0 && (types & (1 << bit)) !== 0) counts[i]! += 1;
          });
        },
        counts: () => options.map(([value, label], i) => ({ value, label, count: counts[i]! })),
      };
    }
    case "verfuegbar": {
      const tests = options.map(([value]) => availabilityTest(index, value, today));
      const counts = tests.map(() => 0);
      return {
        add: (p) => {
          tests.forEach((test, i) => {
            if (test(p)) counts[i]! += 1;
          });
        },
        counts: () => options.map(([value, label], i) => ({ value, label, count: counts[i]! })),
      };
    }
  }
}

/** The best `limit` of (key, id) pairs, higher first, kept sorted while the scan goes on. */
class TopHits {
  readonly entries: Array<{ p: number; id: number; key: number; distanceKm: number | null }> = [];
  constructor(private readonly limit: number) {}

  offer(p: number, id: number, key: number, distanceKm: number | null): void {
    const { entries } = this;
    const worst = entries.at(-1);
    if (entries.length === this.limit && worst && (key < worst.key || (key === worst.key && id < worst.id))) return;
    let at = entries.length;
    while (at > 0 && (entries[at - 1]!.key < key || (entries[at - 1]!.key === key && entries[at - 1]!.id < id)))
      at -= 1;
    entries.splice(at, 0, { p, id, key, distanceKm });
    if (entries.length > this.limit) entries.pop();
  }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function reasonsFor(hit: Omit<TalentHit, "reasons">, search: TalentSearch, interpretation: Interpretation): string[] {
  const reasons: string[] = [];
  const terms = interpretation.expansions.flatMap((expansion) => expansion.terms);
  const matches = (text: string) => {
    const folded = words(text);
    return terms.some((term) => folded.some((word) => word.includes(term) || term.includes(word)));
  };
  if (terms.length && hit.desiredTitles.some(matches)) reasons.push("Jobtitel");
  else {
    const held = terms.length ? hit.positionTitles.find(matches) : undefined;
    if (held) reasons.push(`Erfahrung als ${held}`);
  }
  const skills = terms.length ? hit.skills.filter(matches) : [];
  if (skills.length) reasons.push(`Kenntnisse: ${skills.slice(0, 3).join(", ")}`);
  if (hit.distanceKm !== null) reasons.push(`Ort ${Math.round(hit.distanceKm)} km`);
  if (search.feld.includes(hit.jobField)) reasons.push("Berufsfeld");
  for (const token of search.sprache) {
    const [language] = token.split(":");
    const spoken = hit.languages.find((entry) => fold(entry.language) === fold(language ?? ""));
    if (spoken) reasons.push(`${spoken.language} ${spoken.level}`);
  }
  if (search.erfahrung) reasons.push(`${hit.experienceYears} Jahre Erfahrung`);
  if (search.verfuegbar && hit.availability === "sofort") reasons.push("sofort verfügbar");
  return reasons;
}

/**
 * One page of hits (SEARCH_PAGE_SIZE), the total and the facets' counts, all exact. The order is
 * one number per hit (higher first): relevance, recency or nearness. Relevance adds the words'
 * weights (10 for an expansion, 5 more for the word itself, each × the weight of the profile's
 * part that holds it: title 1, skills 0.4, the rest 0.2; averaged over the words), nearness within
 * the radius (up to 0.5) and `activity_rank` (0.5 per year of recent activity, 0.3 for "aktiv
 * suchend"). Further pages go on from the last hit's sort key and id.
 */
export async function searchTalents(
  db: Database,
  search: TalentSearch,
  now: Date,
  options: { restrict?: SearchRestriction } = {},
): Promise<TalentSearchResult> {
  const [lexicon, index] = await Promise.all([lexiconFor(db, now.getTime()), talentIndexFor(db)]);
  const interpretation = interpret(search, lexicon);
  const today = dayOf(viennaDay(now));
  const textWeights = await wordWeights(db, index, interpretation.expansions);
  const base = allOf(baseTests(index, search, now, options.restrict));
  const facets = facetTests(index, search, today);
  const counters = FACET_KEYS.map((facet) => facetCounter(index, facet, today));
  const tests = FACET_KEYS.map((facet) => facets[facet]);
  const { place, radiusKm } = interpretation;
  const byDistance = search.sort === "entfernung" && place !== null;
  const after = search.nach;
  const top = new TopHits(SEARCH_PAGE_SIZE + 1);
  let total = 0;

  for (let p = 0; p < index.size; p += 1) {
    if (index.alive[p] === 0) continue;
    let text = 0;
    let found = true;
    for (const word of textWeights) {
      const weight = word.any[p]!;
      if (weight === 0) {
        found = false;
        break;
      }
      text += 10 * WEIGHTS[weight]! + 5 * WEIGHTS[word.own[p]!]!;
    }
    if (!found) continue;
    const distance = place ? distanceWithin(index, p, place, radiusKm) : null;
    if (distance === -1 || !base(p)) continue;
    let missed = -1;
    let misses = 0;
    for (let f = 0; f < tests.length; f += 1) {
      const test = tests[f];
      if (test && !test(p)) {
        missed = f;
        misses += 1;
        if (misses > 1) break;
      }
    }
    if (misses > 1) continue;
    if (misses === 1) {
      counters[missed]!.add(p);
      continue;
    }
    for (const counter of counters) counter.add(p);
    total += 1;

    const id = index.ids[p]!;
    let key: number;
    if (search.sort === "aktiv") key = index.lastActiveAt[p]! / 1000;
    else if (byDistance) key = round(-distance!, 4);
    else if (textWeights.length === 0) key = index.activityRank[p]!;
    else {
      const near = distance === null ? 0 : 0.5 * (1 - distance / radiusKm);
      key = round(text / textWeights.length + near + index.activityRank[p]!, 6);
    }
    if (after && !(key < after.score || (key === after.score && id < after.id))) continue;
    top.offer(p, id, key, distance);
  }

  const ranked = top.entries;
  const shown = ranked.slice(0, SEARCH_PAGE_SIZE);
  const profiles = new Map(
    (shown.length
      ? await db
          .select({
            id: talentProfiles.id,
            gender: talentProfiles.gender,
            desiredTitles: talentProfiles.desiredTitles,
            positionTitles: sql<
              string[]
            >`array(select position ->> 'title' from jsonb_array_elements(${talentProfiles.positions}) as position)`,
            jobField: talentProfiles.jobField,
            level: talentProfiles.level,
            experienceYears: talentProfiles.experienceYears,
            city: talentProfiles.city,
            state: talentProfiles.state,
            skills: talentProfiles.skills,
            languages: talentProfiles.languages,
            employmentTypes: talentProfiles.employmentTypes,
            weeklyHours: talentProfiles.weeklyHours,
            availability: talentProfiles.availability,
            noticeWeeks: talentProfiles.noticeWeeks,
            availableFrom: talentProfiles.availableFrom,
            willingness: talentProfiles.willingness,
            lastActiveAt: talentProfiles.lastActiveAt,
          })
          .from(talentProfiles)
          .where(
            inArray(
              talentProfiles.id,
              shown.map((entry) => entry.id),
            ),
          )
      : []
    ).map((profile) => [profile.id, profile]),
  );
  const hits = shown.flatMap((entry) => {
    const profile = profiles.get(entry.id);
    if (!profile) return [];
    const hit = { ...profile, title: profile.desiredTitles[0] ?? "", distanceKm: entry.distanceKm, sortKey: entry.key };
    return [{ ...hit, reasons: reasonsFor(hit, search, interpretation) }];
  });
  const last = shown.at(-1);
  return {
    total,
    hits,
    facets: Object.fromEntries(FACET_KEYS.map((facet, f) => [facet, counters[f]!.counts()])) as Record<
      FacetKey,
      FacetCount[]
    >,
    next: ranked.length > SEARCH_PAGE_SIZE && last ? `${last.key}_${last.id}` : null,
    interpretation,
  };
}
