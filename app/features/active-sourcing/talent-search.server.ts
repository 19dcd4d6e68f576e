import { sql, type SQL } from "drizzle-orm";
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
import { baseForm, expandWord, fold, lexiconOf, tsqueryOf, words, type Expansion, type Lexicon } from "./search-terms";

/**
 * The talent search (docs/active-sourcing.md, "Search"): German full text over the profiles'
 * folded words, widened through the pool's word list, a radius around a place, filters with
 * facet counts, and keyset paging. Reads no name, e-mail, phone or employer: the hits are
 * anonymised by what they select.
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

export function distanceSql(place: Place): SQL<number> {
  return sql<number>`(6371 * 2 * asin(sqrt(power(sin(radians(${talentProfiles.latitude} - ${place.latitude}) / 2), 2) + cos(radians(${place.latitude})) * cos(radians(${talentProfiles.latitude})) * power(sin(radians(${talentProfiles.longitude} - ${place.longitude}) / 2), 2))))`;
}

/** Conditions of the facets, by facet: a facet's own counts ignore its own condition. */
type FacetKey = "feld" | "level" | "art" | "wechsel" | "verfuegbar";

function availabilityCondition(key: string, today: string): SQL {
  if (key === "sofort") return sql`${talentProfiles.availability} = 'sofort'`;
  const weeks = Number(key);
  return sql`(${talentProfiles.availability} = 'sofort' or (${talentProfiles.availability} = 'kuendigungsfrist' and ${talentProfiles.noticeWeeks} <= ${weeks}) or (${talentProfiles.availability} = 'ab-datum' and ${talentProfiles.availableFrom} <= ${today}::date + ${weeks * 7}::int))`;
}

function facetConditions(search: TalentSearch, today: string): Record<FacetKey, SQL | null> {
  const anyOf = (column: SQL | typeof talentProfiles.jobField, values: readonly string[]) =>
    values.length
      ? sql`${column} in (${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )})`
      : null;
  return {
    feld: anyOf(talentProfiles.jobField, search.feld),
    level: anyOf(sql`${talentProfiles.level}`, search.level),
    art: search.art.length
      ? sql`${talentProfiles.employmentTypes} && array[${sql.join(
          search.art.map((type) => sql`${type}`),
          sql`, `,
        )}]::text[]`
      : null,
    wechsel: anyOf(sql`${talentProfiles.willingness}`, search.wechsel),
    verfuegbar: search.verfuegbar ? availabilityCondition(search.verfuegbar, today) : null,
  };
}

const and = (conditions: ReadonlyArray<SQL | null>): SQL => {
  const present = conditions.filter((condition): condition is SQL => condition !== null);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
};

const DAY_MS = 86_400_000;

function viennaDay(date: Date): string {
  return date.toLocaleDateString("sv-SE", { timeZone: "Europe/Vienna" });
}

/** The conditions every hit meets, apart from the facets: consent, activity, text, place, the other filters. */
function baseConditions(search: TalentSearch, interpretation: Interpretation, now: Date): SQL[] {
  const conditions: SQL[] = [
    sql`${talentProfiles.consentWithdrawnAt} is null`,
    sql`${talentProfiles.lastActiveAt} > ${new Date(now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS).toISOString()}`,
  ];
  if (interpretation.expansions.length) {
    conditions.push(
      sql`${talentProfiles.searchVector} @@ to_tsquery('german', ${tsqueryOf(interpretation.expansions)})`,
    );
  }
  const { place, radiusKm } = interpretation;
  if (place) {
    const latitudeDelta = radiusKm / KM_PER_DEGREE;
    const longitudeDelta = radiusKm / (KM_PER_DEGREE * Math.cos((place.latitude * Math.PI) / 180));
    conditions.push(
      sql`${talentProfiles.latitude} between ${place.latitude - latitudeDelta} and ${place.latitude + latitudeDelta}`,
      sql`${talentProfiles.longitude} between ${place.longitude - longitudeDelta} and ${place.longitude + longitudeDelta}`,
      sql`${distanceSql(place)} <= ${radiusKm}`,
    );
  }
  if (search.erfahrung) conditions.push(sql`${talentProfiles.experienceYears} >= ${Number(search.erfahrung)}`);
  if (search.stundenVon) conditions.push(sql`${talentProfiles.weeklyHours} >= ${search.stundenVon}`);
  if (search.stundenBis) conditions.push(sql`${talentProfiles.weeklyHours} <= ${search.stundenBis}`);
  if (search.sprache.length) {
    conditions.push(
      sql`${talentProfiles.languageLevels} @> array[${sql.join(
        search.sprache.map((token) => sql`${token}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (search.aktiv) {
    conditions.push(
      sql`${talentProfiles.lastActiveAt} > ${new Date(now.getTime() - Number(search.aktiv) * DAY_MS).toISOString()}`,
    );
  }
  if (search.gehaltBis) {
    conditions.push(
      sql`(${talentProfiles.salaryExpectation} is null or ${talentProfiles.salaryExpectation} <= ${search.gehaltBis})`,
    );
  }
  return conditions;
}

/** The search's filters alone, without words or place: what the matching of an ad narrows by. */
export function filterConditions(search: TalentSearch, now: Date): SQL {
  const plain: Interpretation = { expansions: [], place: null, unknownPlace: null, radiusKm: DEFAULT_RADIUS_KM };
  return and([
    ...baseConditions({ ...search, q: undefined, ort: undefined }, plain, now),
    ...Object.values(facetConditions(search, viennaDay(now))),
  ]);
}

/** The order of the hits, as one number (higher first): relevance, recency or nearness. */
function sortKeySql(search: TalentSearch, interpretation: Interpretation, now: Date): SQL<number> {
  const { place, radiusKm, expansions } = interpretation;
  if (search.sort === "aktiv") return sql<number>`extract(epoch from ${talentProfiles.lastActiveAt})::float8`;
  if (search.sort === "entfernung" && place) return sql<number>`round((-${distanceSql(place)})::numeric, 4)::float8`;
  const text = expansions.length
    ? sql`10 * ts_rank(${talentProfiles.searchVector}, to_tsquery('german', ${tsqueryOf(expansions)}), 1) + 5 * ts_rank(${talentProfiles.searchVector}, to_tsquery('german', ${expansions.map((expansion) => baseForm(expansion.word)).join(" & ")}), 1)`
    : sql`0`;
  const near = place ? sql`0.5 * (1 - ${distanceSql(place)} / ${radiusKm})` : sql`0`;
  const recent = sql`0.5 * greatest(0, 1 - extract(epoch from (${now.toISOString()}::timestamptz - ${talentProfiles.lastActiveAt})) / ${INACTIVE_AFTER_DAYS * 86_400})`;
  const active = sql`case when ${talentProfiles.willingness} = 'aktiv' then 0.3 else 0 end`;
  return sql<number>`round((${text} + ${near} + ${recent} + ${active})::numeric, 6)::float8`;
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

function facetOptionCondition(facet: FacetKey, value: string, today: string): SQL {
  switch (facet) {
    case "feld":
      return sql`${talentProfiles.jobField} = ${value}`;
    case "level":
      return sql`${talentProfiles.level} = ${value}`;
    case "art":
      return sql`${value} = any(${talentProfiles.employmentTypes})`;
    case "wechsel":
      return sql`${talentProfiles.willingness} = ${value}`;
    case "verfuegbar":
      return availabilityCondition(value, today);
  }
}

/** The total and every facet's counts in one pass over the hits before the facets' own conditions. */
async function countFacets(
  db: Executor,
  base: SQL,
  facets: Record<FacetKey, SQL | null>,
  today: string,
): Promise<{ total: number; facets: Record<FacetKey, FacetCount[]> }> {
  const keys = Object.keys(FACET_OPTIONS) as FacetKey[];
  const columns: Record<string, SQL<number>> = {
    total: sql<number>`count(*) filter (where ${and(keys.map((key) => facets[key]))})::int`,
  };
  const names: Array<[FacetKey, string]> = [];
  for (const facet of keys) {
    const others = and(keys.filter((key) => key !== facet).map((key) => facets[key]));
    for (const value of Object.keys(FACET_OPTIONS[facet])) {
      columns[`c${names.length}`] =
        sql<number>`count(*) filter (where ${others} and ${facetOptionCondition(facet, value, today)})::int`;
      names.push([facet, value]);
    }
  }
  const [row] = await db.select(columns).from(talentProfiles).where(base);
  const counts = Object.fromEntries(keys.map((key) => [key, [] as FacetCount[]])) as Record<FacetKey, FacetCount[]>;
  names.forEach(([facet, value], index) => {
    counts[facet].push({ value, label: FACET_OPTIONS[facet][value]!, count: Number(row?.[`c${index}`] ?? 0) });
  });
  return { total: Number(row?.total ?? 0), facets: counts };
}

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

/** Hits at most; further pages go on from the last hit's sort key and id. */
export async function searchTalents(
  db: Database,
  search: TalentSearch,
  now: Date,
  /** A further condition on talent_profiles (the alerts of saved searches: only people new to them). */
  restrict?: SQL,
): Promise<TalentSearchResult> {
  const lexicon = await lexiconFor(db, now.getTime());
  const interpretation = interpret(search, lexicon);
  const today = viennaDay(now);
  const base = and([...baseConditions(search, interpretation, now), restrict ?? null]);
  const facets = facetConditions(search, today);
  const sortKey = sortKeySql(search, interpretation, now);
  const after = search.nach
    ? sql`(${sortKey}, ${talentProfiles.id}) < (${search.nach.score}, ${search.nach.id})`
    : null;
  const distance = interpretation.place ? distanceSql(interpretation.place) : sql<null>`null`;

  const [rows, counts] = await Promise.all([
    db
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
        distanceKm: sql<number | null>`${distance}`.mapWith((value) => (value === null ? null : Number(value))),
        skills: talentProfiles.skills,
        languages: talentProfiles.languages,
        employmentTypes: talentProfiles.employmentTypes,
        weeklyHours: talentProfiles.weeklyHours,
        availability: talentProfiles.availability,
        noticeWeeks: talentProfiles.noticeWeeks,
        availableFrom: talentProfiles.availableFrom,
        willingness: talentProfiles.willingness,
        lastActiveAt: talentProfiles.lastActiveAt,
        sortKey: sortKey.mapWith(Number),
      })
      .from(talentProfiles)
      .where(and([base, ...Object.values(facets), after]))
      .orderBy(sql`${sortKey} desc`, sql`${talentProfiles.id} desc`)
      .limit(SEARCH_PAGE_SIZE + 1),
    countFacets(db, base, facets, today),
  ]);

  const hits = rows.slice(0, SEARCH_PAGE_SIZE).map((row) => {
    const hit = { ...row, title: row.desiredTitles[0] ?? "" };
    return { ...hit, reasons: reasonsFor(hit, search, interpretation) };
  });
  const last = hits.at(-1);
  return {
    total: counts.total,
    hits,
    facets: counts.facets,
    next: rows.length > SEARCH_PAGE_SIZE && last ? `${last.sortKey}_${last.id}` : null,
    interpretation,
  };
}
