import { redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/metrics";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { AccountError } from "~/features/account/components/account-error";
import { JobAdTotalsTable } from "~/features/account/components/metrics-view";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { loadMetrics } from "~/features/account/metrics.server";
import {
  EmployerPageDailyView,
  EmployerPageTotals,
  PeriodLinks,
  ReferrerTable,
} from "~/features/employer-branding/components/metrics-view";
import { employerPageMetrics } from "~/features/employer-branding/metrics.server";
import { employerMetricsQuery } from "~/features/employer-branding/schema";
import { offerPageFor } from "~/features/navigation/offers";
import { Link } from "~/components/ui/link";

export function meta() {
  return [{ title: "Kennzahlen Arbeitgeberprofil | Arbeitgeberportal" }];
}

/** The employer page's figures and those of the company's job-ad pages over the chosen period. */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const offer = offerPageFor(pattern, company.abilities);
  if (offer) throw redirect(offer);
  const { zeitraum } = employerMetricsQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const now = new Date();
  const [page, jobAds] = await Promise.all([
    employerPageMetrics(db, company.id, { period: zeitraum, now }),
    loadMetrics(db, company.id, { period: zeitraum, jobAdId: null }, now),
  ]);
  return { period: zeitraum, page, perJobAd: jobAds.perJobAd };
}

export default function EmployerMetricsRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const { ansicht } = employerMetricsQuery.parse(Object.fromEntries(searchParams));
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-8">
      <PageHeading title="Kennzahlen Arbeitgeberprofil">
        <p>
          Aufrufe Ihrer Unternehmensseite, Klicks auf Ihre Stellen, Follower und die Aufrufe Ihrer Inserate in den
          letzten {loaderData.period} Tagen. Gezählt werden Menschen, keine Suchmaschinen-Robots, ohne Cookies.
        </p>
      </PageHeading>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PeriodLinks period={loaderData.period} />
        <Link to={`/p/employer-branding/metrics/export?zeitraum=${loaderData.period}`} external={false}>
          Als CSV herunterladen
        </Link>
      </div>
      <EmployerPageTotals metrics={loaderData.page} />
      <EmployerPageDailyView metrics={loaderData.page} view={ansicht} />
      <ReferrerTable metrics={loaderData.page} />
      <JobAdTotalsTable rows={loaderData.perJobAd} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
