import { hash, verify } from "@node-rs/argon2";

// OWASP Password Storage Cheat Sheet, argon2id option 2: 19 MiB memory, 2 passes, 1 lane.
// The algorithm is the library's default, argon2id (its `Algorithm` is a const enum that
// isolatedModules cannot import).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed hash; never throws for bad input. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
