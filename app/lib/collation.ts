import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * German order for names people read (companies above all): "Bäckerei" sorts with B, "Öko" with O,
 * upper and lower case together. docs/decisions/020-one-catalogue-one-vocabulary.md.
 */
export const germanCollator = new Intl.Collator("de-AT", { sensitivity: "variant", numeric: true });

/** Compares two names in German order; ties fall to the caller's next key. */
export function compareGerman(a: string, b: string): number {
  return germanCollator.compare(a, b);
}

/** A copy of `items` in German order of `name(item)`, stable for equal names. */
export function sortGerman<T>(items: readonly T[], name: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareGerman(name(a), name(b)));
}

/**
 * The ICU collation both PGlite 0.5 and PostgreSQL 15 ship: CLDR's root order, which is German's
 * standard order (umlauts beside their base letter). "de-AT-x-icu" exists on PostgreSQL only.
 */
export const GERMAN_SQL_COLLATION = "und-x-icu";

/** `column COLLATE "und-x-icu"`, for ORDER BY on names. */
export function germanOrder(column: AnyColumn | SQL): SQL {
  return sql`${column} collate ${sql.identifier(GERMAN_SQL_COLLATION)}`;
}
