import type { Executor } from "./client";

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A query built once per database handle (issue 17 §2): drizzle builds its SQL a single time,
 * the per-request cost that counts. `key` must stand for one query in the whole portal. In a
 * transaction, which is an executor of its own, the query is built for that transaction.
 *
 * The statement stays unnamed on the server, and PostgreSQL parses it each time: the embedded
 * PGlite has one session behind all of its connections (a pool that reconnects after an idle
 * spell, or the test's own connection beside the portal's) and so has PgBouncer in transaction
 * mode, where a statement named by one connection collides with the next one's of that name.
 */
export function prepared<P>(db: Executor, key: string, build: (db: Executor) => { prepare(name: string): P }): P {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  let statement = byKey.get(key) as P | undefined;
  if (statement === undefined) byKey.set(key, (statement = build(db).prepare("")));
  return statement;
}
