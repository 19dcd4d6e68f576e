import type { Executor } from "@db/client";
import { jobAds } from "@db/schema";

type JobAdRow = typeof jobAds.$inferInsert;

/** A complete job-ad row (a self-service draft) of the company, with the columns a test cares about in `values`. */
export function aJobAd(companyId: number, values: Partial<JobAdRow> = {}): JobAdRow {
  return { companyId, title: "Test (m/w/d)", status: "draft", origin: "self-service", ...values };
}

/** Inserts the job-ad rows and returns their ids, in the rows' order. */
export async function insertJobAds<Rows extends JobAdRow[]>(
  db: Executor,
  ...rows: Rows
): Promise<{ [K in keyof Rows]: number }> {
  const inserted = await db.insert(jobAds).values(rows).returning({ id: jobAds.id });
  return inserted.map((row) => row.id) as { [K in keyof Rows]: number };
}

/** Inserts `aJobAd(companyId, values)` and returns its id. */
export async function insertJobAd(db: Executor, companyId: number, values?: Partial<JobAdRow>): Promise<number> {
  const [id] = await insertJobAds(db, aJobAd(companyId, values));
  return id;
}
