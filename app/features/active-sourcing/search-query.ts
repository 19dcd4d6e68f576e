import { z } from "zod";
import { searchTextSchema } from "~/lib/request-params";
import { EMPLOYMENT_TYPES, JOB_FIELDS, JOB_LEVELS } from "~/features/job-ads/schema";

/**
 * The talent search's state, all of it in the URL (docs/active-sourcing.md): shared links and the
 * back button show the same results. A bad value is dropped, not refused, so an old or edited
 * link still opens a search.
 */

export const RADIUS_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_RADIUS_KM = 25;
export const EXPERIENCE_OPTIONS = { 1: "ab 1 Jahr", 3: "ab 3 Jahren", 5: "ab 5 Jahren", 10: "ab 10 Jahren" } as const;
export const LAST_ACTIVE_OPTIONS = {
  7: "in den letzten 7 Tagen",
  30: "in den letzten 30 Tagen",
  90: "in den letzten 3 Monaten",
} as const;
export const AVAILABILITY_OPTIONS = {
  sofort: "sofort",
  "4": "innerhalb von 4 Wochen",
  "12": "innerhalb von 3 Monaten",
} as const;
export const WILLINGNESS_LABELS = { aktiv: "Aktiv suchend", offen: "Offen für Angebote" } as const;
export const SEARCH_LANGUAGES = [
  "Deutsch",
  "Englisch",
  "Französisch",
  "Italienisch",
  "Spanisch",
  "Kroatisch",
  "Bosnisch",
  "Serbisch",
  "Türkisch",
  "Ungarisch",
  "Rumänisch",
  "Polnisch",
] as const;
export const LANGUAGE_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const SORT_LABELS = {
  relevanz: "Relevanz",
  aktiv: "Zuletzt aktiv",
  entfernung: "Entfernung",
} as const;
export type SearchSort = keyof typeof SORT_LABELS;
export const SEARCH_PAGE_SIZE = 20;

/** "englisch:B2": a language (lower case) and the lowest level asked for, as profiles store it. */
export function languageToken(language: string, level: LanguageLevel): string {
  return `${language.toLowerCase()}:${level}`;
}

const LANGUAGE_TOKENS = SEARCH_LANGUAGES.flatMap((language) =>
  LANGUAGE_LEVELS.map((level) => languageToken(language, level)),
);

/** A repeated parameter (`feld=it&feld=finanzen`) keeps its allowed values and drops the rest. */
function listOf<T extends string>(allowed: readonly T[], max = allowed.length) {
  const set = new Set<string>(allowed);
  return z
    .array(z.string())
    .catch([])
    .transform((values) => [...new Set(values.filter((value): value is T => set.has(value)))].slice(0, max));
}

function optionalInt(min: number, max: number) {
  return z.coerce.number().int().min(min).max(max).optional().catch(undefined);
}

function keysOf<T extends Record<string | number, string>>(record: T) {
  return Object.keys(record) as [string, ...string[]];
}

const MAX_ROW_ID = 2_147_483_647;

/** The position after which the next page starts: the last row's score and id. */
export const cursorSchema = z
  .string()
  .regex(/^-?\d+(\.\d+)?_\d+$/)
  .transform((value) => {
    const [score, id] = value.split("_");
    return { score: Number(score), id: Number(id) };
  })
  .refine((cursor) => Number.isFinite(cursor.score) && cursor.id <= MAX_ROW_ID)
  .optional()
  .catch(undefined);

export const talentSearchSchema = z.object({
  q: searchTextSchema.catch(undefined),
  ort: z.string().trim().max(80).optional().catch(undefined),
  umkreis: z.coerce
    .number()
    .refine((value) => (RADIUS_OPTIONS as readonly number[]).includes(value))
    .optional()
    .catch(undefined),
  feld: listOf(Object.keys(JOB_FIELDS)),
  level: listOf(Object.keys(JOB_LEVELS)),
  art: listOf(Object.keys(EMPLOYMENT_TYPES)),
  erfahrung: z.enum(keysOf(EXPERIENCE_OPTIONS)).optional().catch(undefined),
  stundenVon: optionalInt(1, 60),
  stundenBis: optionalInt(1, 60),
  sprache: listOf(LANGUAGE_TOKENS, 3),
  verfuegbar: z.enum(keysOf(AVAILABILITY_OPTIONS)).optional().catch(undefined),
  wechsel: listOf(Object.keys(WILLINGNESS_LABELS)),
  aktiv: z.enum(keysOf(LAST_ACTIVE_OPTIONS)).optional().catch(undefined),
  gehaltBis: optionalInt(500, 50_000),
  sort: z.enum(keysOf(SORT_LABELS)).catch("relevanz"),
  nach: cursorSchema,
});
export type TalentSearch = z.output<typeof talentSearchSchema>;

const LIST_PARAMS = ["feld", "level", "art", "sprache", "wechsel"] as const;

export function parseTalentSearch(params: URLSearchParams): TalentSearch {
  const input: Record<string, unknown> = Object.fromEntries(params);
  for (const key of LIST_PARAMS) input[key] = params.getAll(key);
  // The form's language filter: a language and the lowest level, as two selects.
  const language = SEARCH_LANGUAGES.find((name) => name === params.get("spracheName"));
  const level = LANGUAGE_LEVELS.find((value) => value === params.get("spracheNiveau"));
  if (language) (input.sprache as string[]).unshift(languageToken(language, level ?? "A1"));
  return talentSearchSchema.parse(input);
}

/** The URL's query for a search (without the page cursor unless given): the inverse of parseTalentSearch. */
export function searchParamsOf(search: Partial<TalentSearch>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === "" || key === "nach") continue;
    if (key === "sort" && value === "relevanz") continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  if (search.nach) params.set("nach", `${search.nach.score}_${search.nach.id}`);
  return params;
}

/**
 * The query without what says nothing: empty values ("verfuegbar=&erfahrung=") and a language
 * level without a language. Order and everything else stay, so a clean address is answered as is.
 */
export function cleanQuery(params: URLSearchParams): URLSearchParams {
  const clean = new URLSearchParams();
  for (const [name, value] of params) {
    if (value.trim() === "") continue;
    if (name === "spracheNiveau" && !params.get("spracheName")) continue;
    clean.append(name, value);
  }
  return clean;
}
