import { redirect, useMatches } from "react-router";
import type { Route } from "./+types/pending";
import { offerPageFor } from "~/features/navigation/offers";
import { PendingPageView, pendingTitle } from "~/features/platform/pending-page";
import { requestContext } from "~/lib/request-context";

// Every guarded page has a loader so that client-side navigations run the server middleware.
// A product page the company has not bought leads to the product's offer page (decision 020).
export function loader({ context, pattern }: Route.LoaderArgs) {
  const offer = offerPageFor(pattern, context.get(requestContext).user.company?.abilities ?? []);
  if (offer) throw redirect(offer);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pendingTitle(matches.at(-1)?.id ?? "") }];
}

export default function PendingRoute() {
  const matches = useMatches();
  return <PendingPageView routeId={matches.at(-1)?.id ?? ""} />;
}
