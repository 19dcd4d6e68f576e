import crypto from "node:crypto";

/**
 * `Idempotency-Key` on the integration API's POSTs (decision 076, Stripe's rules): the first
 * answer to a key is kept for 24 hours; a retry with the same request gets it again, a different
 * request under the same key a 422, and a retry while the first still runs a 409.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request that has not answered after this long died with its process: its key is free again. */
export const ABANDONED_AFTER_MS = 60_000;
/** Keys are the client's: up to 255 visible ASCII characters (a UUID is the usual choice). */
export const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The value with the keys of every object sorted, so that the same JSON in another order hashes alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Hex SHA-256 of method, path and body: what "the same request" means. */
export function requestHash(method: string, path: string, body: unknown): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([method.toUpperCase(), path, canonical(body ?? null)]))
    .digest("hex");
}

export interface StoredKey {
  requestHash: string;
  status: number | null;
  body: unknown;
  location: string | null;
  createdAt: Date;
}

export type KeyOutcome =
  | { kind: "free" }
  | { kind: "replay"; status: number; body: unknown; location: string | null }
  | { kind: "mismatch" }
  | { kind: "in-progress" };

/** What a request with a key that is already stored gets. */
export function outcomeOf(stored: StoredKey | null, hash: string, now: Date): KeyOutcome {
  if (!stored) return { kind: "free" };
  const age = now.getTime() - stored.createdAt.getTime();
  if (age >= IDEMPOTENCY_TTL_MS) return { kind: "free" };
  if (stored.status === null && age >= ABANDONED_AFTER_MS) return { kind: "free" };
  if (stored.requestHash !== hash) return { kind: "mismatch" };
  if (stored.status === null) return { kind: "in-progress" };
  return { kind: "replay", status: stored.status, body: stored.body, location: stored.location };
}

/** Whether an answer is kept for retries: not a server error or a limit, which a retry may pass. */
export function isKept(status: number): boolean {
  return status < 500 && status !== 429;
}
