import { getTableColumns, sql } from "drizzle-orm";
import type { Executor } from "@db/client";
import { talentProfiles, talentSearchTerms } from "@db/schema/active-sourcing";
import { JOB_FIELDS } from "~/features/job-ads/schema";
import { termsOf } from "./search-terms";

/**
 * Writing profiles into the talent pool (docs/active-sourcing.md): the search document and the
 * pool's word list are made here, from the same folded words, so the search and the profiles
 * never disagree on a word.
 */

export type TalentProfileInput = Omit<typeof talentProfiles.$inferInsert, "id" | "searchVector" | "createdAt">;

/** The words of each distinct piece of text: titles, skills and task sentences repeat across many profiles. */
const termsCache = new Map<string, readonly string[]>();
const TERMS_CACHE_SIZE = 20_000;

function cachedTerms(text: string): readonly string[] {
  let terms = termsCache.get(text);
  if (!terms) {
    if (termsCache.size >= TERMS_CACHE_SIZE) termsCache.clear();
    terms = termsOf(text);
    termsCache.set(text, terms);
  }
  return terms;
}

/** The distinct words of several pieces of text, in order. */
const termsOfAll = (texts: readonly string[]) => [...new Set(texts.flatMap(cachedTerms))];

/** The three weighted parts of a profile's search document: titles (A), skills (B), the rest (C). */
export function searchDocumentOf(profile: TalentProfileInput): { titles: string[]; skills: string[]; rest: string[] } {
  const titles = termsOfAll([...profile.desiredTitles, ...profile.positions.map((position) => position.title)]);
  const skills = termsOfAll(profile.skills);
  const rest = termsOfAll([
    JOB_FIELDS[profile.jobField as keyof typeof JOB_FIELDS] ?? "",
    profile.summary ?? "",
    ...profile.positions.flatMap((position) => [position.description, position.employerKind]),
    ...profile.education.map((entry) => entry.degree),
    ...profile.languages.map((entry) => entry.language),
  ]);
  return { titles, skills, rest };
}

/** Profiles per statement: one JSON parameter each, as binding thousands of parameters is slow on PGlite. */
const BATCH = 500;
const GENERATED = new Set(["id", "searchVector", "createdAt"]);
const WRITTEN = Object.entries(getTableColumns(talentProfiles)).filter(([key]) => !GENERATED.has(key));
const quoted = (name: string) => `"${name}"`;

/**
 * Inserts profiles in the order given (ids follow it), with their search documents, and counts
 * their words into the pool's list. Each batch travels as one JSON array that PostgreSQL unpacks
 * into rows (`json_populate_recordset`), beside the documents the vector is made of.
 */
export async function insertTalentProfiles(db: Executor, profiles: readonly TalentProfileInput[]): Promise<void> {
  const counts = new Map<string, number>();
  const columnList = sql.raw(WRITTEN.map(([, column]) => quoted(column.name)).join(", "));
  const selectList = sql.raw(WRITTEN.map(([, column]) => `p.${quoted(column.name)}`).join(", "));
  for (let start = 0; start < profiles.length; start += BATCH) {
    const batch = profiles.slice(start, start + BATCH);
    const documents = batch.map((profile) => {
      const document = searchDocumentOf(profile);
      for (const term of new Set([...document.titles, ...document.skills, ...document.rest])) {
        counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      return { a: document.titles.join(" "), b: document.skills.join(" "), c: document.rest.join(" ") };
    });
    const rows = batch.map((profile) =>
      Object.fromEntries(
        WRITTEN.map(([key, column]) => [column.name, profile[key as keyof TalentProfileInput] ?? null]),
      ),
    );
    await db.execute(sql`
      insert into ${talentProfiles} (${columnList}, "search_vector")
      select ${selectList},
        setweight(to_tsvector('german', d.a), 'A') || setweight(to_tsvector('german', d.b), 'B') || setweight(to_tsvector('german', d.c), 'C')
      from rows from (json_populate_recordset(null::talent_profiles, ${JSON.stringify(rows)}::json)) with ordinality as p
      join rows from (json_to_recordset(${JSON.stringify(documents)}::json) as (a text, b text, c text)) with ordinality as d (a, b, c, n)
        on d.n = p.ordinality
      order by p.ordinality`);
  }
  const terms = [...counts].map(([term, profilesUsing]) => ({ term, profiles: profilesUsing }));
  for (let start = 0; start < terms.length; start += 2_000) {
    await db
      .insert(talentSearchTerms)
      .values(terms.slice(start, start + 2_000))
      .onConflictDoUpdate({
        target: talentSearchTerms.term,
        set: { profiles: sql`${talentSearchTerms.profiles} + excluded.profiles` },
      });
  }
}
