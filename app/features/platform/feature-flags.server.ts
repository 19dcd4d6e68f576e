import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AuthUser } from "@auth/user";
import type { Database } from "@db/client";
import { featureFlags } from "@db/schema/platform";
import { writeAudit } from "~/features/audit/audit-log.server";
import { GLOBAL_SCOPE, ScopedCache, type ChangeFeed } from "~/lib/scoped-cache.server";

export type FeatureFlagRow = typeof featureFlags.$inferSelect;

export const featureFlagUpdateSchema = z.object({
  enabled: z.boolean({ error: "Bitte geben Sie an, ob das Feature-Flag ein- oder ausgeschaltet sein soll." }),
});

export const featureFlagKeySchema = z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/, "Unbekanntes Feature-Flag.");

export async function listFeatureFlags(db: Database): Promise<FeatureFlagRow[]> {
  return db.select().from(featureFlags).orderBy(asc(featureFlags.key));
}

export async function readFeatureFlags(db: Database): Promise<Record<string, boolean>> {
  const rows = await listFeatureFlags(db);
  return Object.fromEntries(rows.map((row) => [row.key, row.enabled]));
}

/** Switches an existing flag and records it in the audit log; null when the flag does not exist. */
export async function setFeatureFlag(
  db: Database,
  actor: AuthUser,
  key: string,
  enabled: boolean,
  requestId?: string,
): Promise<FeatureFlagRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(featureFlags).where(eq(featureFlags.key, key)).for("update");
    if (!before) return null;
    const [after] = await tx
      .update(featureFlags)
      .set({ enabled, updatedAt: new Date(), updatedBy: actor.email })
      .where(eq(featureFlags.key, key))
      .returning();
    await writeAudit(tx, actor, {
      action: "feature-flag.set",
      entityType: "feature-flag",
      entityId: key,
      before: { enabled: before.enabled },
      after: { enabled },
      ...(requestId ? { requestId } : {}),
    });
    return after ?? null;
  });
}

export interface FeatureFlagCache {
  get(): Promise<Record<string, boolean>>;
  invalidate(): void;
}

/**
 * The flags, kept in this process while the data versions say they have not changed (decision
 * 065): a write to `feature_flags`, whoever makes it on whichever instance, notifies `global`,
 * which drops them. A change made here is forgotten at once (`invalidate`). While the feed is not
 * live every request reads them.
 */
export function createFeatureFlagCache(db: Database, changes: ChangeFeed): FeatureFlagCache {
  const kept = new ScopedCache<Record<string, boolean>>(changes, 1);
  const read = async () => ({ value: await readFeatureFlags(db), scopes: [GLOBAL_SCOPE] });
  return {
    async get() {
      return (await kept.get("flags", read)) ?? {};
    },
    invalidate() {
      kept.clear();
    },
  };
}
