import type { Route } from "./+types/releases";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { ReleaseList } from "~/features/active-sourcing/components/release-views";
import { RELEASES } from "~/features/active-sourcing/releases";

export function meta() {
  return [{ title: "Versionshinweise | Talentsuche | Arbeitgeberportal" }];
}

// A loader, so that client-side navigations run the server middleware (path rules).
export function loader() {
  return { releases: RELEASES };
}

/** `/p/active-sourcing/releases` (issue 16, layout manage-talents-public): every release of the talent search. */
export default function ReleasesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Versionshinweise">
        <p>Was sich in der Talentsuche geändert hat, das Neueste zuerst.</p>
      </PageHeading>
      <ReleaseList releases={loaderData.releases} />
    </section>
  );
}
