import { lt, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { rateLimitBuckets } from "@db/schema/platform";
import { RATE_LIMITS, type RateLimitName, type RateLimits } from "./rate-limit";

/**
 * The limits of RATE_LIMITS as token buckets in the database (decision 050): one statement takes
 * a token or refuses, refilling the bucket by the time since its last request, so parallel
 * requests of any worker or instance cannot both take the last token (the row's lock orders
 * them). `now` is the clock of the tests; the time is passed in, not the database's own.
 */
export function createDatabaseRateLimits(db: Database, now: () => number = Date.now): RateLimits {
  return {
    async take(name: RateLimitName, key: string) {
      const { perMinute, burst } = RATE_LIMITS[name];
      const msPerToken = 60_000 / perMinute;
      const at = new Date(now()).toISOString();
      // The bucket's tokens now: what it held plus what came back since (never back in time).
      const refilled = sql`least(${burst}::double precision, ${rateLimitBuckets.tokens} + greatest(0, extract(epoch from (${at}::timestamptz - ${rateLimitBuckets.at}))) * 1000 / ${msPerToken}::double precision)`;
      const [bucket] = await db
        .insert(rateLimitBuckets)
        .values({ name, key, tokens: burst - 1, took: true, at: sql`${at}::timestamptz` })
        .onConflictDoUpdate({
          target: [rateLimitBuckets.name, rateLimitBuckets.key],
          set: {
            tokens: sql`case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end`,
            took: sql`${refilled} >= 1`,
            at: sql`greatest(${rateLimitBuckets.at}, ${at}::timestamptz)`,
          },
        })
        .returning({ tokens: rateLimitBuckets.tokens, took: rateLimitBuckets.took });
      if (!bucket || bucket.took) return 0;
      // Less a microsecond: the floating-point rest of a refill must not round a whole second up.
      return Math.max(1, Math.ceil(((1 - bucket.tokens) * msPerToken) / 1000 - 1e-6));
    },
  };
}

/** The longest a bucket of RATE_LIMITS takes to fill up again from empty. */
const LONGEST_REFILL_MS = Math.max(
  ...Object.values(RATE_LIMITS).map(({ perMinute, burst }) => (burst / perMinute) * 60_000),
);

/** Deletes the buckets that are full again: a missing bucket is a full one. */
export async function deleteFullBuckets(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.at, new Date(now.getTime() - LONGEST_REFILL_MS)))
    .returning({ key: rateLimitBuckets.key });
  return deleted.length;
}
