import type { Executor } from "./client";

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement prepared once per database handle (issue 17 §2): drizzle builds its SQL a single
 * time, and PostgreSQL parses and plans it once per connection. `name` must stand for one SQL
 * text in the whole portal. In a transaction, which is an executor of its own, the statement is
 * prepared for that transaction.
 */
export function prepared<T>(db: Executor, name: string, prepare: (db: Executor) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = prepare(db)));
  return statement;
}
