import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/**
 * Whether a feature flag is on in the browser. The flags come once with the root loader data
 * (SPEC §7 "at startup"), so no page waits for a second request; `GET /api/feature-flag` serves
 * the same data to other clients. Unknown flags are off.
 */
export function useFeatureFlag(key: string): boolean {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return root?.featureFlags[key] ?? false;
}
