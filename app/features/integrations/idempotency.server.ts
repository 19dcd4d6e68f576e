import { and, eq, lt } from "drizzle-orm";
import type { Executor } from "@db/client";
import { idempotencyKeys } from "@db/schema/integrations";
import { IDEMPOTENCY_TTL_MS, outcomeOf, type KeyOutcome } from "./idempotency";

/**
 * Claims `key` for the token's request: "claimed" with the row's id when this request runs it,
 * else what the stored key says (decision 076). The unique index orders two requests at once:
 * one inserts, the other finds the first still running.
 */
export async function claimKey(
  db: Executor,
  input: { tokenId: number; key: string; requestHash: string },
  now: Date,
): Promise<{ kind: "claimed"; id: number } | Exclude<KeyOutcome, { kind: "free" }>> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ tokenId: input.tokenId, key: input.key, requestHash: input.requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (inserted) return { kind: "claimed", id: inserted.id };
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.tokenId, input.tokenId), eq(idempotencyKeys.key, input.key)));
    const outcome = outcomeOf(stored ?? null, input.requestHash, now);
    if (outcome.kind !== "free") return outcome;
    // Expired or abandoned: forget it (only that row) and claim again.
    if (stored) await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, stored.id));
  }
  return { kind: "in-progress" };
}

/** Keeps the first answer for the key's retries. */
export async function completeKey(
  db: Executor,
  id: number,
  answer: { status: number; body: unknown; location: string | null },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body ?? null, location: answer.location })
    .where(eq(idempotencyKeys.id, id));
}

/** Frees the key after an answer that is not kept (a server error): a retry runs the request again. */
export async function releaseKey(db: Executor, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Deletes the keys older than 24 hours (the rate-limit sweep runs it). */
export async function deleteExpiredKeys(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ id: idempotencyKeys.id });
  return deleted.length;
}
