import { useMatches } from "react-router";
import type { Route } from "./+types/company-jobs";
import { requireInternalPathAbility } from "~/features/auth/guards.server";
import { PendingPageView, pendingTitle } from "~/features/platform/pending-page";

// The loader re-checks the path's ability and makes client-side navigations run the middleware.
export function loader({ context, request }: Route.LoaderArgs) {
  requireInternalPathAbility(context, request);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pendingTitle(matches.at(-1)?.id ?? "") }];
}

export default function PendingRoute() {
  const matches = useMatches();
  return <PendingPageView routeId={matches.at(-1)?.id ?? ""} />;
}
