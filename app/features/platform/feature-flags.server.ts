import { asc } from "drizzle-orm";
import type { Database } from "@db/client";
import { featureFlags } from "@db/schema";

export async function readFeatureFlags(db: Database): Promise<Record<string, boolean>> {
  const rows = await db.select().from(featureFlags).orderBy(asc(featureFlags.key));
  return Object.fromEntries(rows.map((row) => [row.key, row.enabled]));
}

/** Feature flags change rarely; a short-lived cache keeps them off the hot path. */
export function cachedFeatureFlags(db: Database, ttlMs = 5_000): () => Promise<Record<string, boolean>> {
  let value: Promise<Record<string, boolean>> | null = null;
  let loadedAt = 0;
  return () => {
    if (!value || Date.now() - loadedAt > ttlMs) {
      loadedAt = Date.now();
      value = readFeatureFlags(db);
      value.catch(() => {
        value = null;
      });
    }
    return value;
  };
}
