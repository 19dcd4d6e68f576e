import { data, Link } from "react-router";
import type { Route } from "./+types/info-new-version";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { RELEASES_PATH, ReleaseList } from "~/features/active-sourcing/components/release-views";
import { latestRelease, releasesSince, seenCookie, seenRelease } from "~/features/active-sourcing/releases";
import { requestContext } from "~/lib/request-context";
import { SIGNED_IN_CACHE_CONTROL } from "~/lib/cache-control";

export function meta() {
  return [{ title: "Was ist neu? | Talentsuche | Arbeitgeberportal" }];
}

/**
 * `/p/active-sourcing/info-new-version` (issue 16, layout manage-talents-public): the releases this
 * browser has not seen (the latest if it saw them all); reading them marks them seen, so the
 * search's pointer to them shows once per release.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { publicConfig, user } = context.get(requestContext);
  const unseen = releasesSince(seenRelease(request.headers.get("Cookie")));
  const headers = new Headers({ "Set-Cookie": seenCookie(publicConfig.baseUrl.startsWith("https:")) });
  // An answer that sets a cookie is nobody else's; signed in, the server's own rule already says so.
  if (!user.isAuthenticated) headers.set("Cache-Control", SIGNED_IN_CACHE_CONTROL);
  return data({ releases: unseen.length > 0 ? unseen : [latestRelease()], allSeen: unseen.length === 0 }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function InfoNewVersionRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Was ist neu in der Talentsuche?">
        <p>{loaderData.allSeen ? "Sie kennen bereits alle Neuerungen. Zuletzt:" : "Seit Ihrem letzten Besuch neu:"}</p>
      </PageHeading>
      <ReleaseList releases={loaderData.releases} />
      <p className="flex flex-wrap gap-4">
        <Link to="/p/active-sourcing/search" className="font-semibold text-brand-700 underline">
          Zur Talentsuche
        </Link>
        <Link to={RELEASES_PATH} className="font-semibold text-brand-700 underline">
          Alle Versionshinweise
        </Link>
      </p>
    </section>
  );
}
