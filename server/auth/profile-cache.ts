import type { AuthUser } from "@auth/user";

/**
 * Current-user profiles for a few seconds, so a busy page does not rebuild the same user from
 * four queries on every request. Only the profile is cached: the session itself is checked
 * against the database on every request, so a logout or expiry takes effect at once.
 */
export class ProfileCache {
  private readonly entries = new Map<string, { value: AuthUser; expiresAt: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: string, load: () => Promise<AuthUser | null>): Promise<AuthUser | null> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = await load();
    if (value) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    }
    return value;
  }
}
