import { asc, gt, sql } from "drizzle-orm";
import type { Executor } from "@db/client";
import { prepared } from "@db/prepared";
import { talentSearchRemovals, talentSearchRows, talentSearchTerms } from "@db/schema/active-sourcing";
import { LANGUAGE_LEVELS } from "./search-query";
import { DAY_MS } from "~/lib/days";

/**
 * The talent search's index in this process (decision 047): the columns of talent_search_rows
 * as typed arrays, one position per person, and the search vectors' words as lists of positions.
 * PostgreSQL stays the source of truth: every search first asks for the newest `changed` number
 * and reads what changed since (a person appended at a new position, the old one dropped), so a
 * search sees every committed change, on every instance. People are ordered by place, so the grid
 * cells around a place are a few ranges of positions: a search walks the positions of its rarest
 * word within them, else all of them, else everyone; the counts are exact.
 */

/** The weight of a word by where the profile holds it (setweight in talent-pool.server.ts). */
export const WEIGHTS: readonly number[] = [0, 0.1, 0.2, 0.4, 1];
const WEIGHT_CODES: Record<string, number> = { A: 4, B: 3, C: 2, D: 1 };

/** Cells of the place grid per degree of latitude and longitude (0.2°: about 22 × 15 km in Austria). */
export const CELLS_PER_DEGREE = 5;

/** A cell of the place grid by its row and column, in one number. */
export const cellKey = (row: number, column: number): number => row * 100_000 + column;

/** The grid cell of a point. */
export const cellOf = (latitude: number, longitude: number): number =>
  cellKey(Math.floor(latitude * CELLS_PER_DEGREE), Math.floor(longitude * CELLS_PER_DEGREE));

/** "No value" in the integer columns: compares false with every filter's bound. */
export const NONE = 2_147_483_647;

/** Kilometres per degree of latitude (a little less than the haversine's 111.19: boxes err on the wide side). */
export const KM_PER_DEGREE = 111.045;

/** Minimum reach of a person whose mobility radius is not set or smaller: their own town. */
export const MIN_REACH_KM = 5;

/**
 * Upper bounds (km) of the reach classes. A person's reach is their mobility radius (at least
 * MIN_REACH_KM), or all of Austria (the last class). The index orders people by class first, so
 * the matching looks for the people of each class only within that class's distance of the ad.
 */
export const REACH_CLASSES_KM: readonly number[] = [
  5,
  10,
  15,
  20,
  25,
  30,
  40,
  50,
  60,
  80,
  100,
  150,
  200,
  300,
  Infinity,
];

/** How far a person reaches (km; Infinity: all of Austria). */
export function reachOf(mobilityKm: number, mobileAustria: number): number {
  return mobileAustria === 1 ? Infinity : Math.max(mobilityKm === NONE ? 0 : mobilityKm, MIN_REACH_KM);
}

/** The reach class (REACH_CLASSES_KM) of a reach. */
export function reachClassOf(reach: number): number {
  return REACH_CLASSES_KM.findIndex((bound) => reach <= bound);
}

/** A range's key in `cellRanges`: the reach class, then the cell. */
const RANGE_KEYS_PER_CLASS = 100_000_000;
const rangeKey = (reachClass: number, cell: number): number => reachClass * RANGE_KEYS_PER_CLASS + cell;

/** Ranges of positions [start, end), in order. */
export type Ranges = ReadonlyArray<{ start: number; end: number }>;

/** The first index of a sorted list (its first `length` entries) at or after `from` whose value is ≥ `value`. */
function lowerBound(positions: Int32Array, length: number, value: number, from: number): number {
  let low = from;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (positions[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The parts [from, to) of a postings list whose positions lie in the ranges; the whole list without ranges. */
export function partsWithin(list: Postings, ranges: Ranges | null): Array<{ from: number; to: number }> {
  if (ranges === null) return [{ from: 0, to: list.length }];
  const parts: Array<{ from: number; to: number }> = [];
  let at = 0;
  for (const { start, end } of ranges) {
    const from = lowerBound(list.positions, list.length, start, at);
    at = lowerBound(list.positions, list.length, end, from);
    if (at > from) parts.push({ from, to: at });
  }
  return parts;
}

/** Small numbers for the values of a text column (job fields, levels, …), one set per index. */
export class Codes {
  readonly values: string[] = [];
  private readonly byValue = new Map<string, number>();

  code(value: string): number {
    let code = this.byValue.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.byValue.set(value, code);
    }
    return code;
  }

  /** The code of a value no one has: -1, which matches no row. */
  find(value: string): number {
    return this.byValue.get(value) ?? -1;
  }
}

type Column = Int32Array | Uint8Array | Uint16Array | Float64Array;

/** Entries a postings list grows by at least when it is full. */
const MIN_POSTINGS_GROWTH = 16;

/**
 * The positions holding a word (or in a job field), in order, with the word's best weight there.
 * A built index's lists are views into one buffer of all lists (PostingsLoader), exactly as long
 * as they are; a list that grows past its end moves into arrays of its own.
 */
export class Postings {
  length: number;

  constructor(
    public positions: Int32Array = new Int32Array(MIN_POSTINGS_GROWTH),
    public weights: Uint8Array = new Uint8Array(positions.length),
    length = 0,
  ) {
    this.length = length;
  }

  push(position: number, weight: number): void {
    if (this.length === this.positions.length) {
      const positions = new Int32Array(this.length * 2 || MIN_POSTINGS_GROWTH);
      positions.set(this.positions);
      this.positions = positions;
      const weights = new Uint8Array(positions.length);
      weights.set(this.weights);
      this.weights = weights;
    }
    this.positions[this.length] = position;
    this.weights[this.length] = weight;
    this.length += 1;
  }

  /**
   * Follows positions to their new places (`moved[old]`), dropping those moved nowhere (-1), and
   * sorts them, so a pass over the list writes its marks front to back.
   */
  move(moved: Int32Array): void {
    // Position and weight (< 8) in one number, sorted natively.
    const packed = new Float64Array(this.length);
    let kept = 0;
    for (let i = 0; i < this.length; i += 1) {
      const to = moved[this.positions[i]!]!;
      if (to >= 0) packed[kept++] = to * 8 + this.weights[i]!;
    }
    const sorted = packed.subarray(0, kept).sort();
    for (let i = 0; i < kept; i += 1) {
      this.positions[i] = Math.floor(sorted[i]! / 8);
      this.weights[i] = sorted[i]! % 8;
    }
    this.length = kept;
  }
}

/** Entries per chunk of a PostingsLoader (about 9 MB a chunk). */
const LOADER_CHUNK = 1 << 20;

/**
 * The words of the rows read while an index is built, collected in chunks of fixed size and
 * then laid out as one list per word in two buffers of exactly the size of all lists (by
 * counting): no list grows by doubling, so the build leaves no freed arrays behind in the
 * process's memory, and the index holds two buffers instead of two arrays per word.
 */
export class PostingsLoader {
  private readonly words = new Map<string, number>();
  private readonly chunks: Array<{ word: Int32Array; position: Int32Array; weight: Uint8Array }> = [];
  private length = 0;

  add(word: string, position: number, weight: number): void {
    let code = this.words.get(word);
    if (code === undefined) this.words.set(word, (code = this.words.size));
    const at = this.length % LOADER_CHUNK;
    if (at === 0) {
      this.chunks.push({
        word: new Int32Array(LOADER_CHUNK),
        position: new Int32Array(LOADER_CHUNK),
        weight: new Uint8Array(LOADER_CHUNK),
      });
    }
    const chunk = this.chunks.at(-1)!;
    chunk.word[at] = code;
    chunk.position[at] = position;
    chunk.weight[at] = weight;
    this.length += 1;
  }

  /** Each word's list, in the order the entries came (a word's positions ascending as they were added). */
  lists(): Map<string, Postings> {
    const filled = (n: number) => Math.min(LOADER_CHUNK, this.length - n * LOADER_CHUNK);
    const starts = new Int32Array(this.words.size + 1);
    this.chunks.forEach(({ word }, n) => {
      for (let i = 0, end = filled(n); i < end; i += 1) starts[word[i]! + 1]! += 1;
    });
    for (let code = 1; code < starts.length; code += 1) starts[code]! += starts[code - 1]!;
    const positions = new Int32Array(this.length);
    const weights = new Uint8Array(this.length);
    const next = starts.slice(0, -1);
    this.chunks.forEach(({ word, position, weight }, n) => {
      for (let i = 0, end = filled(n); i < end; i += 1) {
        const at = next[word[i]!]!++;
        positions[at] = position[i]!;
        weights[at] = weight[i]!;
      }
    });
    this.chunks.length = 0;
    const lists = new Map<string, Postings>();
    for (const [word, code] of this.words) {
      const [start, end] = [starts[code]!, starts[code + 1]!];
      lists.set(word, new Postings(positions.subarray(start, end), weights.subarray(start, end), end - start));
    }
    return lists;
  }
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** "englisch:B2" → englisch, 4; level 0 when the token names no level of LANGUAGE_LEVELS. */
export function languageLevelOf(token: string): { language: string; level: number } {
  const at = token.lastIndexOf(":");
  return {
    language: token.slice(0, at),
    level: LANGUAGE_LEVELS.indexOf(token.slice(at + 1) as (typeof LANGUAGE_LEVELS)[number]) + 1,
  };
}

/** The lexemes of a tsvector's text form ('buchhalt':1A,5C 'linz':3) with their best weight (a position without letter is D). */
export function lexemesOf(text: string): Map<string, number> {
  const lexemes = new Map<string, number>();
  for (const match of text.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = match[1]!.replaceAll("''", "'");
    let weight = 1;
    for (const letter of (match[2] ?? "").replace(/[0-9,]/g, "")) weight = Math.max(weight, WEIGHT_CODES[letter]!);
    lexemes.set(lexeme, Math.max(lexemes.get(lexeme) ?? 0, weight));
  }
  return lexemes;
}

const columns = {
  profileId: talentSearchRows.profileId,
  latitude: talentSearchRows.latitude,
  longitude: talentSearchRows.longitude,
  jobField: talentSearchRows.jobField,
  level: talentSearchRows.level,
  experienceYears: talentSearchRows.experienceYears,
  languageLevels: talentSearchRows.languageLevels,
  mobilityKm: talentSearchRows.mobilityKm,
  mobileAustria: talentSearchRows.mobileAustria,
  employmentTypes: talentSearchRows.employmentTypes,
  weeklyHours: talentSearchRows.weeklyHours,
  salaryExpectation: talentSearchRows.salaryExpectation,
  availability: talentSearchRows.availability,
  noticeWeeks: talentSearchRows.noticeWeeks,
  availableFrom: talentSearchRows.availableFrom,
  willingness: talentSearchRows.willingness,
  lastActiveAt: talentSearchRows.lastActiveAt,
  activityRank: talentSearchRows.activityRank,
  consentGivenAt: talentSearchRows.consentGivenAt,
  searchVector: talentSearchRows.searchVector,
  changed: talentSearchRows.changed,
};

type Row = typeof talentSearchRows.$inferSelect;

/** Spare mark arrays kept per index (concurrent searches borrow several each). */
const MAX_SPARE_MARKS = 32;

/** Rows read per query when the index is built. */
const LOAD_BATCH = 10_000;

export class TalentIndex {
  /** Positions used; dropped ones stay (alive 0) until the index is built again. */
  size = 0;
  /** Positions below it are in the order of the place grid (orderByPlace); those after were appended since. */
  orderedSize = 0;
  /** Living positions. */
  count = 0;
  /** The newest `changed` number this index has read. */
  latest = 0;
  ids = new Int32Array(0);
  alive = new Uint8Array(0);
  changed = new Float64Array(0);
  latitude = new Float64Array(0);
  longitude = new Float64Array(0);
  jobField = new Uint16Array(0);
  level = new Uint16Array(0);
  experienceYears = new Int32Array(0);
  /** A bit per employment type (its code in `employmentTypeCodes`). */
  employmentTypes = new Int32Array(0);
  weeklyHours = new Int32Array(0);
  salaryExpectation = new Int32Array(0);
  availability = new Uint16Array(0);
  noticeWeeks = new Int32Array(0);
  /** Day number (dayNumber) or NONE. */
  availableFrom = new Int32Array(0);
  willingness = new Uint16Array(0);
  lastActiveAt = new Float64Array(0);
  activityRank = new Float64Array(0);
  consentGivenAt = new Float64Array(0);
  mobilityKm = new Int32Array(0);
  mobileAustria = new Uint8Array(0);

  readonly jobFieldCodes = new Codes();
  readonly levelCodes = new Codes();
  readonly employmentTypeCodes = new Codes();
  readonly availabilityCodes = new Codes();
  readonly willingnessCodes = new Codes();
  /** Stemmed words of the search vectors. */
  readonly lexemes = new Map<string, Postings>();
  /**
   * Per language ("englisch"), the level each position speaks it at: 1 (A1) … 6 (C2), 0 none.
   * Profiles hold a token per level up to theirs ("englisch:A1" … "englisch:B2"); the highest counts.
   */
  readonly languageLevels = new Map<string, Uint8Array>();
  /** Per reach class and cell of the place grid (rangeKey), its positions among the ordered ones: [start, end). */
  private readonly cellRanges = new Map<number, { start: number; end: number }>();
  /** The positions in each job field, by its code. */
  readonly fieldPositions: Postings[] = [];
  /** Position + 1 by profile id; 0 for none. */
  private positionOf = new Int32Array(0);

  /** The words of the rows read while the index is built (startLoading … finishLoading). */
  private loader: PostingsLoader | null = null;

  /** Zeroed byte arrays, one byte per position, that passes borrow for their marks (no allocation per search). */
  private readonly spareMarks: Uint8Array[] = [];

  /** A zeroed byte per position; give it back with `returnMarks` once the pass is over. */
  borrowMarks(): Uint8Array {
    const marks = this.spareMarks.pop();
    return marks && marks.length >= this.size ? marks : new Uint8Array(this.ids.length);
  }

  returnMarks(marks: readonly Uint8Array[]): void {
    for (const array of marks) {
      if (array.length < this.size || this.spareMarks.length >= MAX_SPARE_MARKS) continue;
      array.fill(0);
      this.spareMarks.push(array);
    }
  }

  positionOfId(id: number): number {
    return id < this.positionOf.length ? this.positionOf[id]! - 1 : -1;
  }

  /** Replaces every per-position column by `transform` of it. */
  private eachColumn(transform: <T extends Column>(array: T) => T): void {
    this.ids = transform(this.ids);
    this.alive = transform(this.alive);
    this.changed = transform(this.changed);
    this.latitude = transform(this.latitude);
    this.longitude = transform(this.longitude);
    this.jobField = transform(this.jobField);
    this.level = transform(this.level);
    this.experienceYears = transform(this.experienceYears);
    this.employmentTypes = transform(this.employmentTypes);
    this.weeklyHours = transform(this.weeklyHours);
    this.salaryExpectation = transform(this.salaryExpectation);
    this.availability = transform(this.availability);
    this.noticeWeeks = transform(this.noticeWeeks);
    this.availableFrom = transform(this.availableFrom);
    this.willingness = transform(this.willingness);
    this.lastActiveAt = transform(this.lastActiveAt);
    this.activityRank = transform(this.activityRank);
    this.consentGivenAt = transform(this.consentGivenAt);
    this.mobilityKm = transform(this.mobilityKm);
    this.mobileAustria = transform(this.mobileAustria);
    for (const [language, levels] of this.languageLevels) this.languageLevels.set(language, transform(levels));
  }

  /** Makes room for `capacity` positions, growing by an eighth (appends past a quarter rebuild the index anyway). */
  private reserve(capacity: number): void {
    if (capacity <= this.ids.length) return;
    const next = Math.max(capacity, this.ids.length + (this.ids.length >> 3), 1024);
    this.eachColumn((array) => {
      const larger = new (array.constructor as new (length: number) => typeof array)(next);
      larger.set(array);
      return larger;
    });
  }

  /** The reach class and cell of a position, as its key in `cellRanges`. */
  private rangeKeyOf(p: number): number {
    return rangeKey(
      reachClassOf(reachOf(this.mobilityKm[p]!, this.mobileAustria[p]!)),
      cellOf(this.latitude[p]!, this.longitude[p]!),
    );
  }

  /**
   * Puts the living positions in the order of reach class and place grid, by id within a cell,
   * and drops the dead ones: the people of a class around a place lie next to each other in
   * memory, so a search near a place reads its columns in order instead of jumping through them.
   */
  orderByPlace(): void {
    const living: number[] = [];
    const cells = new Float64Array(this.size);
    for (let p = 0; p < this.size; p += 1) {
      if (this.alive[p] === 0) continue;
      living.push(p);
      cells[p] = this.rangeKeyOf(p);
    }
    living.sort((a, b) => cells[a]! - cells[b]! || this.ids[a]! - this.ids[b]!);
    const moved = new Int32Array(this.size).fill(-1);
    living.forEach((p, to) => {
      moved[p] = to;
    });
    // Room for the appends of a while (an eighth), not for the doubling of a growing array.
    const capacity = living.length + (living.length >> 3) + 1024;
    this.eachColumn((array) => {
      const ordered = new (array.constructor as new (length: number) => typeof array)(capacity);
      for (let to = 0; to < living.length; to += 1) ordered[to] = array[living[to]!]!;
      return ordered;
    });
    for (const postings of this.lexemes.values()) postings.move(moved);
    this.size = this.count = this.orderedSize = living.length;
    this.positionOf.fill(0);
    this.cellRanges.clear();
    // Each field's list exactly as long as the field's people.
    const inField = new Int32Array(this.jobFieldCodes.values.length);
    for (let p = 0; p < this.size; p += 1) inField[this.jobField[p]!]! += 1;
    this.fieldPositions.length = 0;
    for (const people of inField) this.fieldPositions.push(new Postings(new Int32Array(people)));
    for (let p = 0; p < this.size; p += 1) {
      this.positionOf[this.ids[p]!] = p + 1;
      const key = this.rangeKeyOf(p);
      const range = this.cellRanges.get(key);
      if (range) range.end = p + 1;
      else this.cellRanges.set(key, { start: p, end: p + 1 });
      this.fieldPostings(this.jobField[p]!).push(p, 1);
    }
  }

  /**
   * The positions that can hold the people of each reach class within `kmOf(class's bound)` of a
   * place, in order: the ordered positions of the grid cells each class's box touches (a row of
   * neighbouring cells is one range; an infinite distance takes the whole class), and every
   * position appended since the index was ordered.
   */
  rangesNear(latitude: number, longitude: number, kmOf: (bound: number) => number): Ranges {
    const found: Array<{ start: number; end: number }> = [];
    for (const [reachClass, bound] of REACH_CLASSES_KM.entries()) {
      const km = kmOf(bound);
      if (km === Infinity) {
        for (const [key, range] of this.cellRanges) {
          if (Math.floor(key / RANGE_KEYS_PER_CLASS) === reachClass) found.push(range);
        }
        continue;
      }
      const latitudeDelta = km / KM_PER_DEGREE;
      const longitudeDelta = km / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
      const [top, bottom] = [latitude + latitudeDelta, latitude - latitudeDelta];
      const [west, east] = [longitude - longitudeDelta, longitude + longitudeDelta];
      for (let row = Math.floor(bottom * CELLS_PER_DEGREE); row <= Math.floor(top * CELLS_PER_DEGREE); row += 1) {
        for (
          let column = Math.floor(west * CELLS_PER_DEGREE);
          column <= Math.floor(east * CELLS_PER_DEGREE);
          column += 1
        ) {
          const range = this.cellRanges.get(rangeKey(reachClass, cellKey(row, column)));
          if (range) found.push(range);
        }
      }
    }
    found.sort((a, b) => a.start - b.start);
    const ranges: Array<{ start: number; end: number }> = [];
    for (const { start, end } of found) {
      const last = ranges.at(-1);
      if (last && last.end === start) last.end = end;
      else ranges.push({ start, end });
    }
    if (this.size > this.orderedSize) ranges.push({ start: this.orderedSize, end: this.size });
    return ranges;
  }

  private fieldPostings(code: number): Postings {
    for (let next = this.fieldPositions.length; next <= code; next += 1) this.fieldPositions.push(new Postings());
    return this.fieldPositions[code]!;
  }

  private setPosition(id: number, position: number): void {
    if (id >= this.positionOf.length) {
      const larger = new Int32Array(Math.max(id + 1, this.positionOf.length * 2, 1024));
      larger.set(this.positionOf);
      this.positionOf = larger;
    }
    this.positionOf[id] = position + 1;
  }

  /** Drops the person's position, if the index holds one older than `changed`. */
  remove(id: number, changed: number): void {
    const position = this.positionOfId(id);
    if (position < 0 || this.changed[position]! >= changed) return;
    this.alive[position] = 0;
    this.positionOf[id] = 0;
    this.count -= 1;
  }

  /** Adds the row at a new position (dropping an older one of the same person). */
  add(row: Row): void {
    const old = this.positionOfId(row.profileId);
    if (old >= 0) {
      if (this.changed[old]! >= row.changed) return;
      this.remove(row.profileId, row.changed);
    }
    const p = this.size;
    this.reserve(p + 1);
    this.size += 1;
    this.count += 1;
    this.ids[p] = row.profileId;
    this.alive[p] = 1;
    this.changed[p] = row.changed;
    this.latitude[p] = row.latitude;
    this.longitude[p] = row.longitude;
    this.jobField[p] = this.jobFieldCodes.code(row.jobField);
    this.level[p] = this.levelCodes.code(row.level);
    this.experienceYears[p] = row.experienceYears;
    let types = 0;
    for (const type of row.employmentTypes) types |= 1 << this.employmentTypeCodes.code(type);
    this.employmentTypes[p] = types;
    this.weeklyHours[p] = row.weeklyHours;
    this.salaryExpectation[p] = row.salaryExpectation ?? NONE;
    this.availability[p] = this.availabilityCodes.code(row.availability);
    this.noticeWeeks[p] = row.noticeWeeks ?? NONE;
    this.availableFrom[p] = row.availableFrom ? dayNumber(row.availableFrom) : NONE;
    this.willingness[p] = this.willingnessCodes.code(row.willingness);
    this.lastActiveAt[p] = row.lastActiveAt.getTime();
    this.activityRank[p] = row.activityRank;
    this.consentGivenAt[p] = row.consentGivenAt.getTime();
    this.mobilityKm[p] = row.mobilityKm ?? NONE;
    this.mobileAustria[p] = row.mobileAustria ? 1 : 0;
    for (const [lexeme, weight] of lexemesOf(row.searchVector)) {
      if (this.loader) {
        this.loader.add(lexeme, p, weight);
        continue;
      }
      let postings = this.lexemes.get(lexeme);
      if (!postings) this.lexemes.set(lexeme, (postings = new Postings()));
      postings.push(p, weight);
    }
    // A build lists the fields' people when it orders them (orderByPlace).
    if (!this.loader) this.fieldPostings(this.jobField[p]!).push(p, 1);
    for (const token of row.languageLevels) {
      const { language, level } = languageLevelOf(token);
      if (level === 0) continue;
      let levels = this.languageLevels.get(language);
      if (!levels) this.languageLevels.set(language, (levels = new Uint8Array(this.ids.length)));
      if (level > levels[p]!) levels[p] = level;
    }
    this.setPosition(row.profileId, p);
  }

  /**
   * A build's reading begins: room for the `rows` expected at once, and the words collected for
   * lists of exact size (PostingsLoader) until finishLoading.
   */
  startLoading(rows: number): void {
    this.reserve(rows);
    this.loader = new PostingsLoader();
  }

  finishLoading(): void {
    if (!this.loader) return;
    for (const [lexeme, postings] of this.loader.lists()) this.lexemes.set(lexeme, postings);
    this.loader = null;
  }

  /** Reads every row changed after `latest` and every removal since, in batches. */
  async readChanges(db: Executor, upTo: number): Promise<void> {
    for (let after = 0; ;) {
      const rows = await db
        .select(columns)
        .from(talentSearchRows)
        .where(
          this.latest > 0
            ? sql`${talentSearchRows.changed} > ${this.latest} and ${talentSearchRows.profileId} > ${after}`
            : gt(talentSearchRows.profileId, after),
        )
        .orderBy(asc(talentSearchRows.profileId))
        .limit(LOAD_BATCH);
      for (const row of rows) this.add(row);
      if (rows.length < LOAD_BATCH) break;
      after = rows.at(-1)!.profileId;
    }
    if (this.latest > 0) {
      const removals = await db
        .select({ changed: talentSearchRemovals.changed, profileId: talentSearchRemovals.profileId })
        .from(talentSearchRemovals)
        .where(gt(talentSearchRemovals.changed, this.latest));
      for (const removal of removals) this.remove(removal.profileId, removal.changed);
    }
    this.latest = Math.max(this.latest, upTo);
  }

  /** Stems of query words as PostgreSQL's German configuration makes them, cached. */
  private readonly stems = new Map<string, string[]>();

  async stemsOf(db: Executor, terms: readonly string[]): Promise<Map<string, string[]>> {
    const unknown = [...new Set(terms.filter((term) => !this.stems.has(term)))];
    if (unknown.length) await this.readStems(db, unknown);
    return new Map(terms.map((term) => [term, this.stems.get(term) ?? []]));
  }

  private async readStems(db: Executor, terms: readonly string[] | null): Promise<void> {
    const rows = terms
      ? await db.select({ term: sql<string>`t`, vector: sql<string>`to_tsvector('german', t)::text` }).from(
          sql`(values ${sql.join(
            terms.map((term) => sql`(${term}::text)`),
            sql`, `,
          )}) as v(t)`,
        )
      : await db
          .select({
            term: talentSearchTerms.term,
            vector: sql<string>`to_tsvector('german', ${talentSearchTerms.term})::text`,
          })
          .from(talentSearchTerms);
    if (this.stems.size > 100_000) this.stems.clear();
    for (const row of rows) this.stems.set(row.term, [...lexemesOf(row.vector).keys()]);
  }

  /** The stems of the pool's own words, read once with the index. */
  async readPoolStems(db: Executor): Promise<void> {
    await this.readStems(db, null);
  }
}

/**
 * The newest `changed` number of the search rows and removals: every change of the pool up to it
 * is committed, so it is also the pool's version (the signed-in page cache keys on it).
 */
export async function latestChange(db: Executor): Promise<number> {
  const [row] = await prepared(db, "talent_latest_change", (on) =>
    on
      .select({
        latest:
          sql<number>`greatest((select coalesce(max(${talentSearchRows.changed}), 0) from ${talentSearchRows}), (select coalesce(max(${talentSearchRemovals.changed}), 0) from ${talentSearchRemovals}))`.mapWith(
            Number,
          ),
      })
      .from(sql`(values (1)) as one(x)`),
  ).execute();
  return row?.latest ?? 0;
}

/**
 * Dropped positions, or positions appended since the build (outside the place order, so every
 * search near a place walks them all), beyond this share of the living ones make the index build anew.
 */
const REBUILD_SHARE = 0.25;

interface Entry {
  index: TalentIndex | null;
  /** The update under way. */
  running: Promise<TalentIndex> | null;
  /** The update that starts once the running one ended, shared by everyone who came meanwhile. */
  queued: Promise<TalentIndex> | null;
  rebuilding: boolean;
}

const indexes = new WeakMap<object, Entry>();

/** What the operators' figures show of this process's talent index (decision 080). */
export interface TalentIndexFigures {
  /** Living profiles of the newest index (0 before the first search). */
  profiles: number;
  /** Its positions, dropped ones included until it is built anew. */
  positions: number;
  /** Indexes built since the start, and the seconds they took together and the latest took. */
  builds: number;
  buildSeconds: number;
  lastBuildSeconds: number;
}

const figures: TalentIndexFigures = { profiles: 0, positions: 0, builds: 0, buildSeconds: 0, lastBuildSeconds: 0 };

/** The figures of the talent index in this process, as the metrics read them. */
export function talentIndexFigures(): Readonly<TalentIndexFigures> {
  return figures;
}

function counted(index: TalentIndex): TalentIndex {
  figures.profiles = index.count;
  figures.positions = index.size;
  return index;
}

async function build(db: Executor): Promise<TalentIndex> {
  const started = performance.now();
  const index = new TalentIndex();
  const latest = await latestChange(db);
  await index.readPoolStems(db);
  const [rows] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(talentSearchRows);
  index.startLoading(rows?.count ?? 0);
  await index.readChanges(db, latest);
  index.finishLoading();
  index.orderByPlace();
  const seconds = (performance.now() - started) / 1000;
  figures.builds += 1;
  figures.buildSeconds += seconds;
  figures.lastBuildSeconds = seconds;
  return index;
}

/**
 * Brings the entry's index up to the newest committed change. When dropped or appended positions
 * reach a quarter of the living ones, a new index is built beside it and replaces it once ready;
 * searches go on meanwhile.
 */
async function update(db: Executor, entry: Entry): Promise<TalentIndex> {
  const current = entry.index;
  if (!current) return counted((entry.index = await build(db)));
  const latest = await latestChange(db);
  if (current.latest < latest) await current.readChanges(db, latest);
  const dropped = current.size - current.count;
  const appended = current.size - current.orderedSize;
  if (!entry.rebuilding && Math.max(dropped, appended) > current.count * REBUILD_SHARE) {
    entry.rebuilding = true;
    build(db)
      .then((rebuilt) => {
        if (entry.index === current) entry.index = counted(rebuilt);
      })
      .catch(() => undefined)
      .finally(() => {
        entry.rebuilding = false;
      });
  }
  return counted(current);
}

function start(db: Executor, entry: Entry): Promise<TalentIndex> {
  entry.running = update(db, entry).finally(() => {
    entry.running = null;
  });
  return entry.running;
}

/**
 * The index of this database, up to date with every change committed before the call: built on
 * first use, then brought up to date by what changed (one query when nothing did). An update
 * already under way may have asked for the newest number before the caller's own write
 * committed, so a caller who finds one waits for the next, which everyone who came meanwhile
 * shares.
 */
export function talentIndexFor(db: Executor): Promise<TalentIndex> {
  let entry = indexes.get(db);
  if (!entry) indexes.set(db, (entry = { index: null, running: null, queued: null, rebuilding: false }));
  if (!entry.running) return start(db, entry);
  const waiting = entry;
  waiting.queued ??= waiting
    .running!.catch(() => undefined)
    .then(() => {
      waiting.queued = null;
      return start(db, waiting);
    });
  return waiting.queued;
}
