/**
 * The words of the talent search (docs/active-sourcing.md, "Search"): profiles and queries are
 * folded the same way (lower case, umlauts and accents dropped, ß → ss), so "Büro", "Buero" and
 * "Buro" meet. A query word then widens to the words of the pool it is part of (compound words:
 * "buchhalter" → "finanzbuchhalterin") and, when the pool does not know it, to close spellings
 * ("buchhaltr" → "buchhalter"). PostgreSQL's German stemmer does the rest ("Lohnverrechnung" and
 * "Lohnverrechner" share "lohnverrechn").
 */

/** Lower case without umlauts, accents and ß: how profiles and queries are compared. */
export function fold(text: string): string {
  return text.toLowerCase().replaceAll("ß", "ss").normalize("NFD").replace(/\p{M}/gu, "");
}

/** The searchable words of a text: folded, split at everything but letters and digits. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * The word without a feminine ending ("buchhalterin" → "buchhalter", "kochin" → "koch"): the
 * German stemmer keeps "-in", so without this a search for "Buchhalter" would rank women lower
 * than men, and one for "Buchhalterin" men lower than women.
 */
export function baseForm(word: string): string {
  if (word.endsWith("innen") && word.length > 8) return word.slice(0, -5);
  if (word.endsWith("in") && word.length > 5) return word.slice(0, -2);
  return word;
}

/**
 * The words a profile's text adds to its search document and the pool's word list: each word in
 * its form without a feminine ending (one form, so a Buchhalterin and a Buchhalter match a query
 * equally often), and hyphenated compounds also joined ("Java-Entwickler" → "java",
 * "entwickler", "javaentwickler"), as users type both.
 */
export function termsOf(text: string): string[] {
  const terms = new Set(words(text).map(baseForm));
  for (const compound of fold(text).match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? []) {
    terms.add(baseForm(compound.replaceAll("-", "")));
  }
  return [...terms].filter((term) => term.length >= 2);
}

/** German endings the root of a word drops before it is looked for inside other words. */
const ENDINGS = ["innen", "ungen", "erin", "ung", "ern", "in", "er", "en", "e", "n", "s"];
const MIN_ROOT = 4;

/** "buchhalterin" → "buchhalt", "lohnverrechnung" → "lohnverrechn": the part compounds share. */
export function rootOf(word: string): string {
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_ROOT) return word.slice(0, -ending.length);
  }
  return word;
}

/** Optimal string alignment distance (Levenshtein with swapped neighbours), stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = i === 0 ? j : Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (i > 0 && best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Typos a word of this length may contain and still be recognised. */
function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Most words one query word widens to: the pool's most common first. */
export const MAX_EXPANSIONS = 24;

export interface Lexicon {
  /** The pool's words with the number of profiles using each, most common first. */
  terms: ReadonlyArray<{ term: string; profiles: number }>;
  has(term: string): boolean;
}

export function lexiconOf(terms: ReadonlyArray<{ term: string; profiles: number }>): Lexicon {
  const sorted = [...terms].sort((a, b) => b.profiles - a.profiles || a.term.localeCompare(b.term));
  const known = new Set(sorted.map((entry) => entry.term));
  return { terms: sorted, has: (term) => known.has(term) };
}

/** What a query word stands for: itself and the pool's words that contain its root or are close to it. */
export interface Expansion {
  word: string;
  /** Includes `word` itself; every entry is a folded word of letters and digits. */
  terms: string[];
  /** Set when the word was unknown and stands for close spellings only. */
  corrected: boolean;
}

export function expandWord(word: string, lexicon: Lexicon): Expansion {
  const root = rootOf(word);
  const terms = new Set([word]);
  for (const { term } of lexicon.terms) {
    if (terms.size >= MAX_EXPANSIONS) break;
    if (root.length >= MIN_ROOT ? term.includes(root) : term.startsWith(word)) terms.add(term);
  }
  if (terms.size > 1 || lexicon.has(word)) return { word, terms: [...terms], corrected: false };

  const typos = allowedTypos(word);
  const close = lexicon.terms
    .filter(({ term }) => term !== word && editDistance(word, term, typos) <= typos)
    .slice(0, MAX_EXPANSIONS - 1)
    .map(({ term }) => term);
  return { word, terms: [word, ...close], corrected: close.length > 0 };
}

/**
 * A `to_tsquery` text: every query word must match (`&`), each through any of its expansions
 * (`|`). Folded words hold only letters and digits, so nothing in it is tsquery syntax.
 */
export function tsqueryOf(expansions: readonly Expansion[]): string {
  return expansions.map((expansion) => `(${expansion.terms.join(" | ")})`).join(" & ");
}

/** A text cut into parts, the ones that match the search marked. */
export interface HighlightPart {
  text: string;
  mark: boolean;
}

/**
 * Marks the words of `text` that the search looked for: a word whose folded form holds the root
 * of a query word ("Lohnverrechnung" for "Lohnverrechner") or equals one of its expansions.
 */
export function highlight(text: string, expansions: readonly Expansion[]): HighlightPart[] {
  return highlighterOf(expansions)(text);
}

const highlighters = new WeakMap<readonly Expansion[], (text: string) => HighlightPart[]>();

/**
 * `highlight` for one search's expansions, made once per search and kept with them: a page of
 * hits highlights a hundred texts, mostly of the same words, so each word is judged once.
 */
export function highlighterOf(expansions: readonly Expansion[]): (text: string) => HighlightPart[] {
  const known = highlighters.get(expansions);
  if (known) return known;
  const roots = expansions.map((expansion) => rootOf(expansion.word)).filter((root) => root.length >= 3);
  const terms = new Set(expansions.flatMap((expansion) => expansion.terms));
  const judged = new Map<string, boolean>();
  const matches = (word: string) => {
    let mark = judged.get(word);
    if (mark === undefined) {
      const folded = fold(word);
      mark = terms.has(folded) || roots.some((root) => folded.includes(root));
      judged.set(word, mark);
    }
    return mark;
  };
  const highlighter = (text: string): HighlightPart[] => {
    if (expansions.length === 0) return [{ text, mark: false }];
    const parts: HighlightPart[] = [];
    // Split at a captured run of letters and digits: the words are the pieces at odd indexes.
    text.split(/([\p{L}\p{N}]+)/u).forEach((piece, index) => {
      if (!piece) return;
      const mark = index % 2 === 1 && matches(piece);
      const last = parts.at(-1);
      if (last && last.mark === mark) last.text += piece;
      else parts.push({ text: piece, mark });
    });
    return parts;
  };
  highlighters.set(expansions, highlighter);
  return highlighter;
}
