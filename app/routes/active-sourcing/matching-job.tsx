import { Link, redirect } from "react-router";
import type { Route } from "./+types/matching-job";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { pageNotFound } from "~/features/access/guards.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { MatchingOffer } from "~/features/active-sourcing/components/profile-view";
import {
  MATCHING_PATH,
  matchCountText,
  MatchingFilters,
  MatchList,
  matchingPathOf,
} from "~/features/active-sourcing/components/matching-view";
import { activeLicence } from "~/features/active-sourcing/licence.server";
import { matchAdOf, matchCandidates } from "~/features/active-sourcing/matching.server";
import { cleanQuery, parseTalentSearch, searchParamsOf } from "~/features/active-sourcing/search-query";
import { relationRecordOf } from "~/features/active-sourcing/relations.server";
import { parseRowId } from "~/lib/row-id";
import { profilesWithApplications } from "~/features/applications/sourcing.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData && "ad" in loaderData ? loaderData.ad.title : "Matching";
  return [{ title: `${title} | Matching | Arbeitgeberportal` }];
}

/**
 * `/p/active-sourcing/matching/{jobId}` (issue 16): the people who fit one of the company's
 * active ads, best first, with score and reasons, narrowed by the search's filters (same URL
 * parameters) and paged by keyset. Another company's ad, or one not online, is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const jobId = parseRowId(params.jobId);
  if (jobId === null) pageNotFound(request, context);
  const now = new Date();
  const ad = await matchAdOf(db, company.id, jobId, now);
  if (!ad) pageNotFound(request, context);
  const licence = await activeLicence(db, company.id, now);
  if (!licence?.includesMatching) return { licensed: false as const, hasLicence: licence !== null };
  const url = new URL(request.url);
  const clean = cleanQuery(url.searchParams);
  if (clean.toString() !== url.searchParams.toString())
    throw redirect(clean.size ? `${url.pathname}?${clean}` : url.pathname);
  const search = parseTalentSearch(url.searchParams);
  const result = await matchCandidates(db, ad, search, now);
  return {
    licensed: true as const,
    ad: { id: ad.id, title: ad.title, city: ad.city },
    search,
    ...result,
    relations: await relationRecordOf(
      db,
      company.id,
      result.hits.map((hit) => hit.id),
      now,
      profilesWithApplications,
    ),
  };
}

export default function MatchingJobRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.licensed) {
    return (
      <section aria-labelledby={PAGE_TITLE_ID}>
        <PageHeading title="Matching" />
        <MatchingOffer hasLicence={loaderData.hasLicence} />
      </section>
    );
  }
  const { ad, search, hits, total, next, relations } = loaderData;
  const nextParams = searchParamsOf(search);
  if (next) nextParams.set("nach", next);
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <p>
        <Link to={MATCHING_PATH} className="font-semibold text-brand-700 underline">
          Alle Inserate
        </Link>
      </p>
      <PageHeading title={`Passende Talente: ${ad.title}`}>
        <p>
          Bewertet nach Berufsfeld, Jobtitel, Entfernung zum Arbeitsort{ad.city ? ` (${ad.city})` : ""} und Mobilität,
          Karrierestufe, Anstellungsart und Gehaltswunsch.
        </p>
      </PageHeading>
      <MatchingFilters jobId={ad.id} search={search} />
      <h2 className="text-xl font-semibold text-brand-900">{matchCountText(total)}</h2>
      {hits.length === 0 ? (
        <p className="text-slate-700">Niemand im Talentpool passt zu diesem Inserat und Ihren Filtern.</p>
      ) : (
        <MatchList jobId={ad.id} hits={hits} relations={relations} />
      )}
      {next ? (
        <Link to={`${matchingPathOf(ad.id)}?${nextParams}`} className={`font-semibold text-brand-700 underline`}>
          Nächste Seite
        </Link>
      ) : null}
    </section>
  );
}
