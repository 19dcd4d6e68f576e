/**
 * What a signed-in person receives is theirs alone: no shared or browser cache keeps it (issue 13
 * §5). The server sets it on every answer to a signed-in request before any route runs.
 */
export const SIGNED_IN_CACHE_CONTROL = "private, no-store";

/**
 * The Cache-Control header of an answer that is the same for everyone (robots.txt, the sitemap):
 * shared caches may keep it for `maxAgeSeconds`. Signed in, none: the server's rule above already
 * stands, and a route's header would be added beside it, not replace it.
 */
export function sharedCacheHeaders(user: { isAuthenticated: boolean }, maxAgeSeconds: number): Record<string, string> {
  return user.isAuthenticated ? {} : { "Cache-Control": `public, max-age=${maxAgeSeconds}` };
}
