import { sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { prepared } from "@db/prepared";
import { talentProfiles, talentSearchTerms, type TalentLanguage } from "@db/schema/active-sourcing";
import { EMPLOYMENT_TYPES, JOB_FIELDS, JOB_LEVELS } from "~/features/job-ads/schema";
import { viennaDay } from "~/lib/format";
import { findPlace, type Place } from "./places";
import {
  AVAILABILITY_OPTIONS,
  DEFAULT_RADIUS_KM,
  SEARCH_PAGE_SIZE,
  WILLINGNESS_LABELS,
  type TalentSearch,
} from "./search-query";
import { baseForm, expandWord, fold, lexiconOf, words, type Expansion, type Lexicon } from "./search-terms";
import {
  dayNumber,
  KM_PER_DEGREE,
  languageLevelOf,
  NONE,
  partsWithin,
  talentIndexFor,
  WEIGHTS,
  type Codes,
  type Ranges,
  type TalentIndex,
} from "./talent-index.server";
import { DAY_MS } from "~/lib/days";

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

/**
 * Builds what the first search of a process builds otherwise inside its request, beside everyone
 * else's: the pool's word list and the talent index (decision 084). The browser tests' portal
 * calls it before it reports ready.
 */
export async function prepareTalentSearch(db: Executor, now = Date.now()): Promise<void> {
  await Promise.all([lexiconFor(db, now), talentIndexFor(db)]);
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

/** A circle of `km` around a place, with the half sides of the box around it in degrees. */
interface Circle {
  place: Place;
  km: number;
  latitudeDelta: number;
  longitudeDelta: number;
}

function circleAround(place: Place, km: number): Circle {
  const latitudeDelta = km / KM_PER_DEGREE;
  const longitudeDelta = km / (KM_PER_DEGREE * Math.cos((place.latitude * Math.PI) / 180));
  return { place, km, latitudeDelta, longitudeDelta };
}

/** Kilometres from the circle's place of the index's position `p` when within it, else -1 (the box first). */
function distanceWithin(index: TalentIndex, p: number, circle: Circle): number {
  const { place } = circle;
  const latitude = index.latitude[p]!;
  const longitude = index.longitude[p]!;
  if (Math.abs(latitude - place.latitude) > circle.latitudeDelta) return -1;
  if (Math.abs(longitude - place.longitude) > circle.longitudeDelta) return -1;
  const distance = distanceKm(place, latitude, longitude);
  return distance <= circle.km ? distance : -1;
}

/** Conditions of the facets, by facet: a facet's own counts ignore its own condition. */
type FacetKey = "feld" | "level" | "art" | "wechsel" | "verfuegbar";

/** Narrows the search to people who consented after a time and are not among some ids (saved searches' alerts). */
export interface SearchRestriction {
  consentAfter: Date;
  excludedIds: ReadonlySet<number>;
}

/** Availability as the filter reads it: "sofort" is weeks 0. */
interface AvailabilityCodes {
  sofort: number;
  notice: number;
  fromDate: number;
}

/** Available within `weeks` of `today` (a day number): at once, by notice period, or from a date. */
function availableWithin(index: TalentIndex, codes: AvailabilityCodes, weeks: number, today: number, p: number) {
  const availability = index.availability[p];
  if (availability === codes.sofort) return true;
  if (weeks === 0) return false;
  return (
    (availability === codes.notice && index.noticeWeeks[p]! <= weeks) ||
    (availability === codes.fromDate && index.availableFrom[p]! <= today + weeks * 7)
  );
}

/**
 * A search's conditions as numbers and lookup tables over the index's codes, so that the pass
 * checks them inline instead of calling a function per condition and person.
 */
export interface Filters {
  today: number;
  activeSince: number;
  experienceMin: number;
  hoursMin: number;
  hoursMax: number;
  /** A person without a salary expectation passes. */
  salaryMax: number;
  languages: ReadonlyArray<{ levels: Uint8Array | undefined; level: number }>;
  consentAfter: number;
  excludedIds: ReadonlySet<number> | null;
  availabilityCodes: AvailabilityCodes;
  /** The facets: a table by code (1: wanted) or null for no condition; employment types as bits (0: none). */
  fields: Uint8Array | null;
  levels: Uint8Array | null;
  willingness: Uint8Array | null;
  types: number;
  /** Weeks ("sofort": 0), or -1 for no condition. */
  availableWeeks: number;
}

/** The facets' bits in `facetMisses`. */
const MISS = { feld: 1, level: 2, art: 4, wechsel: 8, verfuegbar: 16 } as const;

function wantedOf(codes: Codes, values: readonly string[]): Uint8Array | null {
  if (values.length === 0) return null;
  const wanted = new Uint8Array(codes.values.length);
  for (const value of values) {
    const code = codes.find(value);
    if (code >= 0) wanted[code] = 1;
  }
  return wanted;
}

function weeksOf(key: string): number {
  return key === "sofort" ? 0 : Number(key);
}

export function filtersOf(index: TalentIndex, search: TalentSearch, now: Date, restrict?: SearchRestriction): Filters {
  let types = 0;
  for (const type of search.art) {
    const code = index.employmentTypeCodes.find(type);
    if (code >= 0) types |= 1 << code;
  }
  const recent = search.aktiv ? now.getTime() - Number(search.aktiv) * DAY_MS : -Infinity;
  return {
    today: dayNumber(viennaDay(now)),
    activeSince: Math.max(now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS, recent),
    experienceMin: search.erfahrung ? Number(search.erfahrung) : -Infinity,
    hoursMin: search.stundenVon ?? -Infinity,
    hoursMax: search.stundenBis ?? Infinity,
    salaryMax: search.gehaltBis ?? Infinity,
    languages: search.sprache.map((token) => {
      const { language, level } = languageLevelOf(token);
      return { levels: index.languageLevels.get(language), level };
    }),
    consentAfter: restrict ? restrict.consentAfter.getTime() : -Infinity,
    excludedIds: restrict?.excludedIds ?? null,
    availabilityCodes: {
      sofort: index.availabilityCodes.find("sofort"),
      notice: index.availabilityCodes.find("kuendigungsfrist"),
      fromDate: index.availabilityCodes.find("ab-datum"),
    },
    fields: wantedOf(index.jobFieldCodes, search.feld),
    levels: wantedOf(index.levelCodes, search.level),
    willingness: wantedOf(index.willingnessCodes, search.wechsel),
    types: search.art.length ? types : 0,
    availableWeeks: search.verfuegbar ? weeksOf(search.verfuegbar) : -1,
  };
}

/** The conditions apart from the words, the place and the facets. */
export function meetsBase(index: TalentIndex, filters: Filters, p: number): boolean {
  if (index.lastActiveAt[p]! <= filters.activeSince) return false;
  if (index.experienceYears[p]! < filters.experienceMin) return false;
  const hours = index.weeklyHours[p]!;
  if (hours < filters.hoursMin || hours > filters.hoursMax) return false;
  const salary = index.salaryExpectation[p]!;
  if (salary !== NONE && salary > filters.salaryMax) return false;
  for (let i = 0; i < filters.languages.length; i += 1) {
    const { levels, level } = filters.languages[i]!;
    if (levels === undefined || levels[p]! < level) return false;
  }
  if (index.consentGivenAt[p]! <= filters.consentAfter) return false;
  return filters.excludedIds === null || !filters.excludedIds.has(index.ids[p]!);
}

/** The facets whose condition the person misses, as MISS bits (0: none). */
export function facetMisses(index: TalentIndex, filters: Filters, p: number): number {
  let misses = 0;
  if (filters.fields !== null && filters.fields[index.jobField[p]!] !== 1) misses |= MISS.feld;
  if (filters.levels !== null && filters.levels[index.level[p]!] !== 1) misses |= MISS.level;
  if (filters.types !== 0 && (index.employmentTypes[p]! & filters.types) === 0) misses |= MISS.art;
  if (filters.willingness !== null && filters.willingness[index.willingness[p]!] !== 1) misses |= MISS.wechsel;
  if (
    filters.availableWeeks >= 0 &&
    !availableWithin(index, filters.availabilityCodes, filters.availableWeeks, filters.today, p)
  ) {
    misses |= MISS.verfuegbar;
  }
  return misses;
}

/** A query word's weights per position. */
interface WordWeights {
  /** The best weight (WEIGHTS' index) of one of its expansions; 0: not held. */
  any: Uint8Array;
  /** The best weight of the word itself without a feminine ending. */
  own: Uint8Array;
}

/** The folded words a query's expansions need stems of. */
const termsOf = (expansions: readonly Expansion[]) =>
  expansions.flatMap((expansion) => [...expansion.terms, baseForm(expansion.word)]);

/**
 * Where the pass walks: a sorted list of positions, the first `length` of it, or the positions
 * [start, end) themselves (`positions` null).
 */
type Segment = { positions: Int32Array; start: 0; end: number } | { positions: null; start: number; end: number };

/**
 * Per query word, its weights (a word of only stop words, "und", is no condition), and where the
 * pass must look: within the ranges of the place (null: everywhere), at the positions of the
 * rarest word, else at all positions of the ranges, else at everyone. Only positions within the
 * ranges are marked.
 */
function wordsAndCandidates(
  index: TalentIndex,
  expansions: readonly Expansion[],
  stems: ReadonlyMap<string, readonly string[]>,
  ranges: Ranges | null,
  borrowed: Uint8Array[],
): { words: WordWeights[]; candidates: Segment[] } {
  const postingsOf = (words: readonly string[]) =>
    [...new Set(words.flatMap((word) => stems.get(word) ?? []))].flatMap((lexeme) => {
      const list = index.lexemes.get(lexeme);
      return list ? [{ list, parts: partsWithin(list, ranges) }] : [];
    });
  type Held = ReturnType<typeof postingsOf>;
  const lengthOf = (lists: Held) =>
    lists.reduce((sum, { parts }) => parts.reduce((inner, { from, to }) => inner + to - from, sum), 0);
  const conditions = expansions.filter((expansion) =>
    expansion.terms.some((term) => (stems.get(term) ?? []).length > 0),
  );
  const held = conditions.map((expansion) => postingsOf(expansion.terms));
  const owned = conditions.map((expansion) => postingsOf([baseForm(expansion.word)]));
  const rarest = held.toSorted((a, b) => lengthOf(a) - lengthOf(b))[0];
  const found = rarest ? new Int32Array(lengthOf(rarest)) : null;
  let foundLength = 0;

  const mark = (lists: Held, weightsOf: Uint8Array, collect: Int32Array | null) => {
    for (const { list, parts } of lists) {
      const { positions, weights } = list;
      for (const { from, to } of parts) {
        for (let i = from; i < to; i += 1) {
          const p = positions[i]!;
          if (collect !== null && weightsOf[p] === 0) collect[foundLength++] = p;
          if (weights[i]! > weightsOf[p]!) weightsOf[p] = weights[i]!;
        }
      }
    }
  };
  const words = held.map((lists, w) => {
    const any = index.borrowMarks();
    const own = index.borrowMarks();
    borrowed.push(any, own);
    mark(lists, any, lists === rarest ? found : null);
    mark(owned[w]!, own, null);
    return { any, own };
  });
  let candidates: Segment[];
  // In order, so the pass reads the columns front to back.
  if (found) candidates = [{ positions: found.subarray(0, foundLength).sort(), start: 0, end: foundLength }];
  else if (ranges) candidates = ranges.map(({ start, end }) => ({ positions: null, start, end }));
  else candidates = [{ positions: null, start: 0, end: index.size }];
  return { words, candidates };
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

/** Counts per facet option, from the people who meet every other facet's condition. */
class FacetCounts {
  private readonly fields: Int32Array;
  private readonly levels: Int32Array;
  private readonly willingness: Int32Array;
  private readonly types = new Int32Array(32);
  private readonly weeks = Object.keys(AVAILABILITY_OPTIONS).map(weeksOf);
  private readonly available = new Int32Array(this.weeks.length);

  constructor(
    private readonly index: TalentIndex,
    private readonly filters: Filters,
  ) {
    this.fields = new Int32Array(index.jobFieldCodes.values.length);
    this.levels = new Int32Array(index.levelCodes.values.length);
    this.willingness = new Int32Array(index.willingnessCodes.values.length);
  }

  /** Counts the person for every facet whose other conditions they meet (`misses`: facetMisses). */
  add(p: number, misses: number): void {
    const { index } = this;
    if ((misses & ~MISS.feld) === 0) this.fields[index.jobField[p]!]! += 1;
    if ((misses & ~MISS.level) === 0) this.levels[index.level[p]!]! += 1;
    if ((misses & ~MISS.wechsel) === 0) this.willingness[index.willingness[p]!]! += 1;
    if ((misses & ~MISS.art) === 0) {
      for (let types = index.employmentTypes[p]!, bit = 0; types !== 0; types >>>= 1, bit += 1) {
        if ((types & 1) !== 0) this.types[bit]! += 1;
      }
    }
    if ((misses & ~MISS.verfuegbar) === 0) {
      const { availabilityCodes, today } = this.filters;
      for (let i = 0; i < this.weeks.length; i += 1) {
        if (availableWithin(index, availabilityCodes, this.weeks[i]!, today, p)) this.available[i]! += 1;
      }
    }
  }

  result(): Record<FacetKey, FacetCount[]> {
    const { index } = this;
    const byCode = (options: Record<string, string>, counts: Int32Array, codes: Codes) =>
      Object.entries(options).map(([value, label]) => ({ value, label, count: counts[codes.find(value)] ?? 0 }));
    return {
      feld: byCode(JOB_FIELDS, this.fields, index.jobFieldCodes),
      level: byCode(JOB_LEVELS, this.levels, index.levelCodes),
      art: byCode(EMPLOYMENT_TYPES, this.types, index.employmentTypeCodes),
      wechsel: byCode(WILLINGNESS_LABELS, this.willingness, index.willingnessCodes),
      verfuegbar: Object.entries(AVAILABILITY_OPTIONS).map(([value, label], i) => ({
        value,
        label,
        count: this.available[i]!,
      })),
    };
  }
}

/** (key, id) comes before (otherKey, otherId) in a page: higher keys first, then higher ids. */
const outranks = (key: number, id: number, otherKey: number, otherId: number) =>
  key > otherKey || (key === otherKey && id > otherId);

/** Whether (key, id) lies after the page cursor `nach`; true without one. */
export function afterCursor(key: number, id: number, cursor: { score: number; id: number } | undefined): boolean {
  return cursor === undefined || outranks(cursor.score, cursor.id, key, id);
}

/** The best `limit` entries by (key, id), best first, kept sorted while a pass goes on. */
export class TopHits<T extends { id: number; key: number }> {
  readonly entries: T[] = [];
  constructor(private readonly limit: number) {}

  /** Whether an entry of (key, id) would be kept: asked before the entry is made. */
  admits(key: number, id: number): boolean {
    const worst = this.entries.at(-1);
    return this.entries.length < this.limit || worst === undefined || outranks(key, id, worst.key, worst.id);
  }

  add(entry: T): void {
    const { entries } = this;
    let at = entries.length;
    while (at > 0 && outranks(entry.key, entry.id, entries[at - 1]!.key, entries[at - 1]!.id)) at -= 1;
    entries.splice(at, 0, entry);
    if (entries.length > this.limit) entries.pop();
  }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Whether a text holds one of the search's words (or lies inside one), judged once per text and
 * search: a page's hits share most of their titles and skills.
 */
function textMatcher(interpretation: Interpretation): { terms: readonly string[]; matches: (text: string) => boolean } {
  const terms = interpretation.expansions.flatMap((expansion) => expansion.terms);
  const judged = new Map<string, boolean>();
  const matches = (text: string) => {
    let match = judged.get(text);
    if (match === undefined) {
      const folded = words(text);
      match = terms.some((term) => folded.some((word) => word.includes(term) || term.includes(word)));
      judged.set(text, match);
    }
    return match;
  };
  return { terms, matches };
}

function reasonsFor(
  hit: Omit<TalentHit, "reasons">,
  search: TalentSearch,
  { terms, matches }: ReturnType<typeof textMatcher>,
): string[] {
  const reasons: string[] = [];
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

/** A hit of the pass: its position, id, sort key and distance. */
interface Ranked {
  p: number;
  id: number;
  key: number;
  distanceKm: number | null;
}

/**
 * The one pass over the index: the hits after the cursor (SEARCH_PAGE_SIZE + 1, best first), the
 * total and the facets' counts. Synchronous from the first borrowed mark to the last, so the
 * index cannot change under it.
 */
function scanIndex(
  index: TalentIndex,
  search: TalentSearch,
  interpretation: Interpretation,
  stems: ReadonlyMap<string, readonly string[]>,
  now: Date,
  restrict: SearchRestriction | undefined,
): { total: number; facets: Record<FacetKey, FacetCount[]>; ranked: Ranked[] } {
  const borrowed: Uint8Array[] = [];
  try {
    const { place, radiusKm } = interpretation;
    const circle = place ? circleAround(place, radiusKm) : null;
    const { words: textWeights, candidates } = wordsAndCandidates(
      index,
      interpretation.expansions,
      stems,
      circle ? index.rangesNear(circle.place.latitude, circle.place.longitude, () => circle.km) : null,
      borrowed,
    );
    const filters = filtersOf(index, search, now, restrict);
    const counts = new FacetCounts(index, filters);
    const byDistance = search.sort === "entfernung" && place !== null;
    const after = search.nach;
    const top = new TopHits<Ranked>(SEARCH_PAGE_SIZE + 1);
    let total = 0;
    const { alive } = index;

    for (const { positions, start, end } of candidates) {
      for (let i = start; i < end; i += 1) {
        const p = positions ? positions[i]! : i;
        if (alive[p] === 0) continue;
        let text = 0;
        let found = true;
        for (let w = 0; w < textWeights.length; w += 1) {
          const word = textWeights[w]!;
          const weight = word.any[p]!;
          if (weight === 0) {
            found = false;
            break;
          }
          text += 10 * WEIGHTS[weight]! + 5 * WEIGHTS[word.own[p]!]!;
        }
        if (!found) continue;
        const distance = circle ? distanceWithin(index, p, circle) : null;
        if (distance === -1 || !meetsBase(index, filters, p)) continue;
        const misses = facetMisses(index, filters, p);
        // One missed facet still counts for that facet's own options; two count nowhere.
        if ((misses & (misses - 1)) !== 0) continue;
        counts.add(p, misses);
        if (misses !== 0) continue;
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
        if (afterCursor(key, id, after) && top.admits(key, id)) top.add({ p, id, key, distanceKm: distance });
      }
    }

    return {
      total,
      facets: counts.result(),
      ranked: top.entries,
    };
  } finally {
    index.returnMarks(borrowed);
  }
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
  const stems = await index.stemsOf(db, termsOf(interpretation.expansions));
  const { total, facets, ranked } = scanIndex(index, search, interpretation, stems, now, options.restrict);
  const shown = ranked.slice(0, SEARCH_PAGE_SIZE);
  // Every search reads its page's people: prepared (issue 17 §2), the ids as one array literal.
  const profiles = new Map(
    (shown.length
      ? await prepared(db, "talent_hits", (on) =>
          on
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
            .where(sql`${talentProfiles.id} = any(${sql.placeholder("ids")}::int[])`),
        ).execute({ ids: `{${shown.map((entry) => entry.id).join(",")}}` })
      : []
    ).map((profile) => [profile.id, profile]),
  );
  const matcher = textMatcher(interpretation);
  const hits = shown.flatMap((entry) => {
    const profile = profiles.get(entry.id);
    if (!profile) return [];
    const hit = { ...profile, title: profile.desiredTitles[0] ?? "", distanceKm: entry.distanceKm, sortKey: entry.key };
    return [{ ...hit, reasons: reasonsFor(hit, search, matcher) }];
  });
  const last = shown.at(-1);
  return {
    total,
    hits,
    facets,
    next: ranked.length > SEARCH_PAGE_SIZE && last ? `${last.key}_${last.id}` : null,
    interpretation,
  };
}
