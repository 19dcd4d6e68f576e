import type { Executor } from "@db/client";
import { companies } from "@db/schema";

type CompanyRow = typeof companies.$inferInsert;

/** A complete company row (a direct-sales company in Linz) with the columns a test cares about in `values`. */
export function aCompany(values: Partial<CompanyRow> = {}): CompanyRow {
  return {
    fullName: "Test GmbH",
    street: "Hauptplatz 1",
    postcode: "4020",
    city: "Linz",
    state: "Oberösterreich",
    uidNumber: "ATU12345678",
    distributionChannel: "DIRECT-SALES",
    ...values,
  };
}

/** Inserts the company rows and returns their ids, in the rows' order. */
export async function insertCompanies<Rows extends CompanyRow[]>(
  db: Executor,
  ...rows: Rows
): Promise<{ [K in keyof Rows]: number }> {
  const inserted = await db.insert(companies).values(rows).returning({ id: companies.id });
  return inserted.map((row) => row.id) as { [K in keyof Rows]: number };
}

/** Inserts `aCompany(values)` and returns its id. */
export async function insertCompany(db: Executor, values?: Partial<CompanyRow>): Promise<number> {
  const [id] = await insertCompanies(db, aCompany(values));
  return id;
}
