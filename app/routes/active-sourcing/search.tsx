import { redirect } from "react-router";
import type { Route } from "./+types/search";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { hitCardOf, SEARCH_PATH, SearchView } from "~/features/active-sourcing/components/search-view";
import { activeLicence } from "~/features/active-sourcing/licence.server";
import { quotaOf } from "~/features/active-sourcing/contacts.server";
import { cleanQuery, parseTalentSearch, searchParamsOf } from "~/features/active-sourcing/search-query";
import { relationRecordOf } from "~/features/active-sourcing/relations.server";
import { SaveSearchForm } from "~/features/active-sourcing/components/saved-search-views";
import { NewVersionNotice } from "~/features/active-sourcing/components/release-views";
import { hasUnseenRelease, latestRelease, seenRelease } from "~/features/active-sourcing/releases";
import { searchTalents } from "~/features/active-sourcing/talent-search.server";
import { profilesWithApplications } from "~/features/applications/sourcing.server";

export function meta() {
  return [{ title: "Talentsuche | Arbeitgeberportal" }];
}

/**
 * `/p/active-sourcing/search` (issue 16): the talent search. Without a licence the company sees
 * how many people fit and the offer, but nothing of them; `resetSearch=true` (the nav's link)
 * starts an empty search.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, company, context: ctx } = requireCompanyUser(context);
  const url = new URL(request.url);
  if (url.searchParams.get("resetSearch") === "true") throw redirect(SEARCH_PATH);
  // A form sent without JavaScript carries its empty fields: the address keeps only what filters.
  const clean = cleanQuery(url.searchParams);
  if (clean.toString() !== url.searchParams.toString())
    throw redirect(clean.size ? `${SEARCH_PATH}?${clean}` : SEARCH_PATH);
  const search = parseTalentSearch(url.searchParams);
  const now = new Date();
  const licence = await activeLicence(db, company.id, now);
  const result = await searchTalents(db, search, now);
  const relations = licence
    ? await relationRecordOf(
        db,
        company.id,
        result.hits.map((hit) => hit.id),
        now,
        profilesWithApplications,
      )
    : {};
  return {
    search,
    total: result.total,
    facets: result.facets,
    hits: licence ? result.hits.map(hitCardOf) : [],
    relations,
    next: licence ? result.next : null,
    interpretation: result.interpretation,
    quota: licence ? await quotaOf(db, company.id, licence, now) : null,
    licenceName: licence?.productName ?? null,
    now: now.toISOString(),
    // The pointer to what is new, once per release (feature flag activeSourcingNewVersion).
    newVersion:
      (await ctx.featureFlags()).activeSourcingNewVersion &&
      hasUnseenRelease(seenRelease(request.headers.get("Cookie")))
        ? latestRelease().title
        : null,
  };
}

export default function TalentSearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby={PAGE_TITLE_ID}>
      <PageHeading title="Talentsuche">
        <p>
          Finden Sie Menschen, die offen für eine neue Stelle sind. Namen und Kontaktdaten sehen Sie, sobald eine Person
          Ihre Kontaktanfrage annimmt.
        </p>
      </PageHeading>
      {loaderData.newVersion ? <NewVersionNotice title={loaderData.newVersion} /> : null}
      {loaderData.quota ? (
        <div className="mb-6">
          <SaveSearchForm query={searchParamsOf({ ...loaderData.search, nach: undefined }).toString()} />
        </div>
      ) : null}
      <SearchView {...loaderData} />
    </section>
  );
}
