import { useMatches } from "react-router";
import type { Route } from "./+types/pending";
import { parseRowId } from "~/lib/row-id";
import { pageNotFound } from "~/features/access/guards.server";
import { PendingPageView, pendingTitle } from "~/features/platform/pending-page";

// Every guarded page has a loader so that client-side navigations run the server middleware.
export function loader({ request, params }: Route.LoaderArgs) {
  // Profiles, jobs and projects are rows: a segment that names none is a 404 already now.
  if (Object.values(params).some((value) => parseRowId(value) === null)) pageNotFound(request);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pendingTitle(matches.at(-1)?.id ?? "") }];
}

export default function PendingRoute() {
  const matches = useMatches();
  return <PendingPageView routeId={matches.at(-1)?.id ?? ""} />;
}
