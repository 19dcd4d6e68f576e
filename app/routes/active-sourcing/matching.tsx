import { Link } from "react-router";
import type { Route } from "./+types/matching";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { MatchingOffer } from "~/features/active-sourcing/components/profile-view";
import { matchingPathOf } from "~/features/active-sourcing/components/matching-view";
import { activeLicence } from "~/features/active-sourcing/licence.server";
import { matchableAds } from "~/features/active-sourcing/matching.server";

export function meta() {
  return [{ title: "Matching | Talentdatenbank | Arbeitgeberportal" }];
}

/**
 * `/p/active-sourcing/matching` (issue 16): the company's active ads, each leading to the people
 * of the pool who fit it. Matching comes with a licence that includes it (Talentsuche Premium).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const now = new Date();
  const licence = await activeLicence(db, company.id, now);
  if (!licence?.includesMatching) return { licensed: false as const, hasLicence: licence !== null };
  return { licensed: true as const, ads: await matchableAds(db, company.id, now) };
}

export default function MatchingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeading title="Matching">
        <p>Für jedes Ihrer aktiven Inserate: die Talente, die am besten passen – mit den Gründen.</p>
      </PageHeading>
      {!loaderData.licensed ? (
        <MatchingOffer hasLicence={loaderData.hasLicence} />
      ) : loaderData.ads.length === 0 ? (
        <p className="text-slate-700">Sie haben derzeit keine aktiven Inserate.</p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-md border border-slate-300 bg-white"
          aria-label="Aktive Inserate"
        >
          {loaderData.ads.map((ad) => (
            <li key={ad.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <span>
                <span className="font-semibold">{ad.title}</span>
                {ad.city ? <span className="text-slate-700"> · {ad.city}</span> : null}
              </span>
              <Link to={matchingPathOf(ad.id)} className="font-semibold text-brand-700 underline">
                Passende Talente zu „{ad.title}“
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
