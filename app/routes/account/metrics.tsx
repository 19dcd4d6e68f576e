import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/metrics";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { loadMetrics, metricsJobAds } from "~/features/account/metrics.server";
import { metricsQuerySchema } from "~/features/account/schema";
import { AccountError } from "~/features/account/components/account-error";
import {
  DailyMetricsView,
  JobAdTotalsTable,
  MetricsFilter,
  MetricsTotals,
} from "~/features/account/components/metrics-view";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { formatDate } from "~/lib/format";

export function meta() {
  return [{ title: "Kennzahlen | Arbeitgeberportal" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context);
  const query = metricsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const jobAds = await metricsJobAds(db, company.id);
  // Only the company's own ads can be chosen; any other id shows all ads.
  const jobAdId =
    typeof query.inserat === "number" && jobAds.some((ad) => ad.id === query.inserat) ? query.inserat : null;
  const report = await loadMetrics(db, company.id, { period: query.zeitraum, jobAdId });
  return { period: query.zeitraum, jobAdId, jobAds, ...report };
}

/** Switching between chart and table needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const withoutView = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("ansicht");
    params.sort();
    return `${url.pathname}?${params.toString()}`;
  };
  if (withoutView(currentUrl) === withoutView(nextUrl)) return false;
  return defaultShouldRevalidate;
}

export default function MetricsRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const { ansicht } = metricsQuerySchema.parse(Object.fromEntries(searchParams));
  const chosen = loaderData.jobAds.find((ad) => ad.id === loaderData.jobAdId);
  // The figures start at the first publication when that lies within the period.
  const since = loaderData.daily.length < loaderData.period ? loaderData.daily[0]?.day : undefined;
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-8">
      <PageHeading title="Kennzahlen">
        <p>
          Aufrufe, Klicks auf „Bewerben“ und Bewerbungen {chosen ? `des Inserats „${chosen.title}“` : "aller Inserate"}{" "}
          {since
            ? `seit der ${chosen ? "" : "ersten "}Veröffentlichung am ${formatDate(since)}`
            : `in den letzten ${loaderData.period} Tagen`}
          .
        </p>
      </PageHeading>
      <MetricsFilter
        // A new filter from the URL (back button) resets the choices.
        key={`${loaderData.period}-${loaderData.jobAdId}`}
        period={loaderData.period}
        jobAdId={loaderData.jobAdId ?? "alle"}
        jobAds={loaderData.jobAds}
        view={ansicht}
      />
      <MetricsTotals daily={loaderData.daily} />
      <DailyMetricsView daily={loaderData.daily} view={ansicht} />
      <JobAdTotalsTable rows={loaderData.perJobAd} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
