import type { Route } from "./+types/create";
import { PendingPageView, pendingTitle } from "~/features/platform/pending-page";

// Every guarded page has a loader so that client-side navigations run the server middleware.
export function loader() {
  return null;
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pendingTitle("job-ads/create") }];
}

export default function CreateJobAdRoute() {
  return <PendingPageView routeId="job-ads/create" />;
}
