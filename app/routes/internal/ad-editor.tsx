import { useMatches } from "react-router";
import type { Route } from "./+types/ad-editor";
import { internalUserAdPermission } from "~/features/auth/guards.server";
import { PendingPageView, pendingTitle } from "~/features/platform/pending-page";

export const middleware: Route.MiddlewareFunction[] = [internalUserAdPermission];

// Every guarded page has a loader so that client-side navigations run the server middleware.
export function loader() {
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pendingTitle(matches.at(-1)?.id ?? "") }];
}

export default function InternalAdEditorRoute() {
  return <PendingPageView routeId={useMatches().at(-1)?.id ?? ""} />;
}
