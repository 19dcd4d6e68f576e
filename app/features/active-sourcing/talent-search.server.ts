import { inArray, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { talentProfiles, talentSearchRows, talentSearchTerms, type TalentLanguage } from "@db/schema";
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

/** Within `km` of the place by the coordinates' index: the box around the circle (then `distanceSql`). */
export function boxSql(place: Place, km: number): SQL {
  const latitudeDelta = km / KM_PER_DEGREE;
  const longitudeDelta = km / (KM_PER_DEGREE * Math.cos((place.latitude * Math.PI) / 180));
  return sql`${talentSearchRows.latitude} between ${place.latitude - latitudeDelta} and ${place.latitude + latitudeDelta} and ${talentSearchRows.longitude} between ${place.longitude - longitudeDelta} and ${place.longitude + longitudeDelta}`;
}

export function distanceSql(place: Place): SQL<number> {
  return sql<number>`(6371 * 2 * asin(sqrt(power(sin(radians(${talentSearchRows.latitude} - ${place.latitude}) / 2), 2) + cos(radians(${place.latitude})) * cos(radians(${talentSearchRows.latitude})) * power(sin(radians(${talentSearchRows.longitude} - ${place.longitude}) / 2), 2))))`;
}

/** Conditions of the facets, by facet: a facet's own counts ignore its own condition. */
type FacetKey = "feld" | "level" | "art" | "wechsel" | "verfuegbar";

function availabilityCondition(key: string, today: string): SQL {
  if (key === "sofort") return sql`${talentSearchRows.availability} = 'sofort'`;
  const weeks = Number(key);
  return sql`(${talentSearchRows.availability} = 'sofort' or (${talentSearchRows.availability} = 'kuendigungsfrist' and ${talentSearchRows.noticeWeeks} <= ${weeks}) or (${talentSearchRows.availability} = 'ab-datum' and ${talentSearchRows.availableFrom} <= ${today}::date + ${weeks * 7}::int))`;
}

function facetConditions(search: TalentSearch, today: string): Record<FacetKey, SQL | null> {
  const anyOf = (column: SQL | typeof talentSearchRows.jobField, values: readonly string[]) =>
    values.length
      ? sql`${column} in (${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )})`
      : null;
  return {
    feld: anyOf(talentSearchRows.jobField, search.feld),
    level: anyOf(sql`${talentSearchRows.level}`, search.level),
    art: search.art.length
      ? sql`${talentSearchRows.employmentTypes} && array[${sql.join(
          search.art.map((type) => sql`${type}`),
          sql`, `,
        )}]::text[]`
      : null,
    wechsel: anyOf(sql`${talentSearchRows.willingness}`, search.wechsel),
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

/** The conditions every hit meets, apart from the facets: activity, text, place, the other filters (consent: only people with it have a row). */
function baseConditions(search: TalentSearch, interpretation: Interpretation, now: Date): SQL[] {
  const conditions: SQL[] = [
    sql`${talentSearchRows.lastActiveAt} > ${new Date(now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS).toISOString()}`,
  ];
  if (interpretation.expansions.length) {
    conditions.push(
      sql`${talentSearchRows.searchVector} @@ to_tsquery('german', ${tsqueryOf(interpretation.expansions)})`,
    );
  }
  const { place, radiusKm } = interpretation;
  if (place) {
    conditions.push(boxSql(place, radiusKm), sql`${distanceSql(place)} <= ${radiusKm}`);
  }
  if (search.erfahrung) conditions.push(sql`${talentSearchRows.experienceYears} >= ${Number(search.erfahrung)}`);
  if (search.stundenVon) conditions.push(sql`${talentSearchRows.weeklyHours} >= ${search.stundenVon}`);
  if (search.stundenBis) conditions.push(sql`${talentSearchRows.weeklyHours} <= ${search.stundenBis}`);
  if (search.sprache.length) {
    conditions.push(
      sql`${talentSearchRows.languageLevels} @> array[${sql.join(
        search.sprache.map((token) => sql`${token}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (search.aktiv) {
    conditions.push(
      sql`${talentSearchRows.lastActiveAt} > ${new Date(now.getTime() - Number(search.aktiv) * DAY_MS).toISOString()}`,
    );
  }
  if (search.gehaltBis) {
    conditions.push(
      sql`(${talentSearchRows.salaryExpectation} is null or ${talentSearchRows.salaryExpectation} <= ${search.gehaltBis})`,
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

/**
 * The order of the hits, as one number (higher first): relevance, recency or nearness. Relevance
 * adds the text's rank, nearness within the radius and `activity_rank` (0.5 per year of recent
 * activity, 0.3 for "aktiv suchend"); a search without words orders by `activity_rank` alone,
 * which its index walks in order (decision 046).
 */
function sortKeySql(search: TalentSearch, interpretation: Interpretation): SQL<number> {
  const { place, radiusKm, expansions } = interpretation;
  if (search.sort === "aktiv") return sql<number>`extract(epoch from ${talentSearchRows.lastActiveAt})::float8`;
  if (search.sort === "entfernung" && place) return sql<number>`round((-${distanceSql(place)})::numeric, 4)::float8`;
  if (!expansions.length) return sql<number>`${talentSearchRows.activityRank}`;
  const text = sql`10 * ts_rank(${talentSearchRows.searchVector}, to_tsquery('german', ${tsqueryOf(expansions)}), 1) + 5 * ts_rank(${talentSearchRows.searchVector}, to_tsquery('german', ${expansions.map((expansion) => baseForm(expansion.word)).join(" & ")}), 1)`;
  const near = place ? sql`0.5 * (1 - ${distanceSql(place)} / ${radiusKm})` : sql`0`;
  return sql<number>`round((${text} + ${near} + ${talentSearchRows.activityRank})::numeric, 6)::float8`;
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
  /** The total and the facets' counts come from a sample (more than EXACT_COUNT_LIMIT people). */
  estimated: boolean;
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
      return sql`${talentSearchRows.jobField} = ${value}`;
    case "level":
      return sql`${talentSearchRows.level} = ${value}`;
    case "art":
      return sql`${value} = any(${talentSearchRows.employmentTypes})`;
    case "wechsel":
      return sql`${talentSearchRows.willingness} = ${value}`;
    case "verfuegbar":
      return availabilityCondition(value, today);
  }
}

/**
 * Up to this many people a search counts exactly; a broader one (the empty search, a whole job
 * field) counts a sample and says "ca." (decision 046).
 */
export const EXACT_COUNT_LIMIT = 20_000;
/** The sample: one block of 64 consecutive ids in every 16, read through its own index. */
const SAMPLE_SHARE = 16;
const inSample = sql`${talentSearchRows.profileId} / 64 % ${sql.raw(String(SAMPLE_SHARE))} = 0`;

/** A count from the sample, rounded to two significant digits: an estimate should not look exact. */
export function roundEstimate(count: number): number {
  if (count < 100) return Math.round(count);
  const unit = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.round(count / unit) * unit;
}

/** The total and every facet's counts in one pass over the hits before the facets' own conditions. */
async function countFacets(
  db: Executor,
  base: SQL,
  facets: Record<FacetKey, SQL | null>,
  today: string,
  exactCountLimit: number,
): Promise<{ total: number; facets: Record<FacetKey, FacetCount[]>; estimated: boolean }> {
  const [probe] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      sql`(select 1 from ${talentSearchRows} where ${base} limit ${sql.raw(String(Math.trunc(exactCountLimit) + 1))}) as probe`,
    );
  const estimated = (probe?.n ?? 0) > exactCountLimit;
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
  const [row] = await db
    .select(columns)
    .from(talentSearchRows)
    .where(estimated ? sql`${base} and ${inSample}` : base);
  const scaled = (value: unknown) =>
    estimated ? roundEstimate(Number(value ?? 0) * SAMPLE_SHARE) : Number(value ?? 0);
  const counts = Object.fromEntries(keys.map((key) => [key, [] as FacetCount[]])) as Record<FacetKey, FacetCount[]>;
  names.forEach(([facet, value], index) => {
    counts[facet].push({ value, label: FACET_OPTIONS[facet][value]!, count: scaled(row?.[`c${index}`]) });
  });
  return { total: scaled(row?.total), facets: counts, estimated };
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
  options: {
    /** A further condition on talent_search_rows (the alerts of saved searches: only people new to them). */
    restrict?: SQL;
    /** Above this many people the counts are estimated from the sample. */
    exactCountLimit?: number;
  } = {},
): Promise<TalentSearchResult> {
  const lexicon = await lexiconFor(db, now.getTime());
  const interpretation = interpret(search, lexicon);
  const today = viennaDay(now);
  const base = and([...baseConditions(search, interpretation, now), options.restrict ?? null]);
  const facets = facetConditions(search, today);
  const sortKey = sortKeySql(search, interpretation);
  const after = search.nach
    ? sql`(${sortKey}, ${talentSearchRows.profileId}) < (${search.nach.score}, ${search.nach.id})`
    : null;
  const distance = interpretation.place ? distanceSql(interpretation.place) : sql<null>`null`;

  const [ranked, counts] = await Promise.all([
    db
      .select({
        id: talentSearchRows.profileId,
        distanceKm: sql<number | null>`${distance}`.mapWith((value) => (value === null ? null : Number(value))),
        sortKey: sortKey.mapWith(Number),
      })
      .from(talentSearchRows)
      .where(and([base, ...Object.values(facets), after]))
      .orderBy(sql`${sortKey} desc`, sql`${talentSearchRows.profileId} desc`)
      .limit(SEARCH_PAGE_SIZE + 1),
    countFacets(db, base, facets, today, options.exactCountLimit ?? EXACT_COUNT_LIMIT),
  ]);
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
              shown.map((row) => row.id),
            ),
          )
      : []
    ).map((profile) => [profile.id, profile]),
  );
  const rows = shown.flatMap((row) => {
    const profile = profiles.get(row.id);
    return profile ? [{ ...profile, distanceKm: row.distanceKm, sortKey: row.sortKey }] : [];
  });

  const hits = rows.map((row) => {
    const hit = { ...row, title: row.desiredTitles[0] ?? "" };
    return { ...hit, reasons: reasonsFor(hit, search, interpretation) };
  });
  const last = hits.at(-1);
  return {
    total: counts.total,
    estimated: counts.estimated,
    hits,
    facets: counts.facets,
    next: ranked.length > SEARCH_PAGE_SIZE && last ? `${last.sortKey}_${last.id}` : null,
    interpretation,
  };
}
