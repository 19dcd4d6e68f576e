import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A column named with its table, for a correlated subquery in a select's fields. Drizzle names the
 * fields' columns bare when a query reads one table only, and a bare `"id"` in a subquery over
 * another table is that table's own id.
 */
export function outerColumn(column: AnyPgColumn): SQL {
  return sql`${column.table}.${sql.identifier(column.name)}`;
}
