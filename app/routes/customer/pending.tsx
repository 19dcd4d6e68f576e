import { useMatches } from "react-router";
import type { Route } from "./+types/pending";
import { PendingPageView, pendingTitle } from "~/features/platform/pending-page";

// Every guarded page has a loader so that client-side navigations run the server middleware.
export function loader() {
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pendingTitle(matches.at(-1)?.id ?? "") }];
}

export default function PendingRoute() {
  const matches = useMatches();
  return <PendingPageView routeId={matches.at(-1)?.id ?? ""} />;
}
