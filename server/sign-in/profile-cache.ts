import { LRUCache } from "lru-cache";
import type { AuthUser } from "@auth/user";

/**
 * Current-user profiles for a few seconds, so a busy page does not rebuild the same user from
 * four queries on every request. Only the profile is cached: the session itself is checked
 * against the database on every request, so a logout or expiry takes effect at once.
 */
export class ProfileCache {
  private readonly entries: LRUCache<string, AuthUser>;

  constructor(ttlMs = 5_000, maxEntries = 10_000) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs });
  }

  async get(key: string, load: () => Promise<AuthUser | null>): Promise<AuthUser | null> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = await load();
    if (value) this.entries.set(key, value);
    return value;
  }
}
