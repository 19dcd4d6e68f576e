import { matchPath } from "react-router";

/**
 * Paths that must not leave the portal or reach its logs as they are (SPEC §2, issue 16): the
 * active-sourcing pages carry the ids of candidates, jobs and projects in their path. The tag
 * manager's page views and the request log report such a path as its route pattern.
 */

const ACTIVE_SOURCING_PREFIX = "/p/active-sourcing/";

/** The active-sourcing routes of SPEC §2, and the licence page (issue 16). */
export const ACTIVE_SOURCING_PATTERNS = [
  "search",
  "search/contact/:profileId",
  "search/candidate/:profileId",
  "matching",
  "matching/:jobId",
  "matching/:jobId/contact/:profileId",
  "messages",
  "messages/:profileId",
  "projects",
  "projects/:projectId",
  "projects/:projectId/contact/:profileId",
  "releases",
  "saved-search",
  "info-new-version",
  "lizenz",
].map((pattern) => ACTIVE_SOURCING_PREFIX + pattern);

/**
 * The path as reports name it: active-sourcing paths as their route pattern, an unknown one below
 * it without its rest, since that rest could hold an id too; every other path as it is.
 */
export function pageViewPath(pathname: string): string {
  if (!pathname.startsWith(ACTIVE_SOURCING_PREFIX)) return pathname;
  const pattern = ACTIVE_SOURCING_PATTERNS.find((candidate) => matchPath(candidate, pathname));
  return pattern ?? `${ACTIVE_SOURCING_PREFIX}*`;
}
