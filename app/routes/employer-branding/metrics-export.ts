import type { Route } from "./+types/metrics-export";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { employerPageMetrics, metricsCsv } from "~/features/employer-branding/metrics.server";
import { employerMetricsQuery } from "~/features/employer-branding/schema";

/** `/p/employer-branding/metrics/export?zeitraum=…`: the daily figures as a CSV file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context, { right: "employerProfile" });
  const { zeitraum } = employerMetricsQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const metrics = await employerPageMetrics(db, company.id, { period: zeitraum, now: new Date() });
  return new Response(metricsCsv(metrics), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="kennzahlen-arbeitgeberprofil-${zeitraum}-tage.csv"`,
    },
  });
}
