import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "@db/client";
import { uploads } from "@db/schema/platform";

/**
 * The uploaded images (`server/uploads.ts` stores them): which of these upload ids the company
 * uploaded itself. An editor accepts only the company's own images (decision 062: the one read of
 * the uploads for other features).
 */
export async function companyUploadIds(db: Executor, companyId: number, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), inArray(uploads.id, ids)));
  return new Set(rows.map((row) => row.id));
}
