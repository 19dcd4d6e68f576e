import type { AuthUser } from "@auth/user";
import { companyScope, GLOBAL_SCOPE, ScopedCache, userScope, type ChangeFeed } from "~/lib/scoped-cache.server";
import type { LiveSession } from "./sessions";

/** Profiles kept at most (a few kilobytes each). */
const KEPT_PROFILES = 10_000;

/**
 * Current-user profiles, so a busy page does not rebuild the same user from four queries on every
 * request. Kept while the data versions say nothing it shows has changed (decision 065): the
 * person and their memberships (`user:{kind}:{id}`), each company they may act for (name, city,
 * contract abilities, sales person: `company:{id}`), the staff's names (`global`). A write to any
 * of them, on whichever instance, drops the profile; while the feed is not live every request
 * builds it. The session itself is checked by the session store (decision 053).
 */
export class ProfileCache {
  private readonly kept: ScopedCache<AuthUser>;

  constructor(changes: ChangeFeed, maxEntries = KEPT_PROFILES) {
    this.kept = new ScopedCache(changes, maxEntries);
  }

  /** The profile of the session: the kept one, or what `load` builds (null when the user is gone). */
  get(session: LiveSession, load: () => Promise<AuthUser | null>): Promise<AuthUser | null> {
    // Keyed by everything a session can change about the profile (company switch, narrowed groups).
    const key = `${session.userKind}:${session.userId}:${session.companyId}:${session.groups.join(",")}:${session.groupsByLogin.join(",")}`;
    return this.kept.get(key, async () => {
      const user = await load();
      return user && { value: user, scopes: scopesOf(session, user) };
    });
  }
}

/** The data-version scopes a profile is read from. */
export function scopesOf(session: Pick<LiveSession, "userKind" | "userId">, user: AuthUser): string[] {
  const companies = [user.company, ...user.relatedCompanies].flatMap((company) => (company ? [company.id] : []));
  return [GLOBAL_SCOPE, userScope(session.userKind, session.userId), ...new Set(companies.map(companyScope))];
}
