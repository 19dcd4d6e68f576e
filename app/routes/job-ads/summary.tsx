import type { Route } from "./+types/summary";
import { requestContext } from "~/lib/request-context";
import { findJobAd } from "~/features/job-ads/job-ad-access.server";
import { FormStepper } from "~/features/job-ads/form-stepper";
import { STATUS_LABELS } from "~/features/job-ads/labels";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, user } = context.get(requestContext);
  const jobAd = await findJobAd(db, Number(params.id));
  if (!jobAd || jobAd.data.meta.companyId !== user.company?.id) throw new Response("Not Found", { status: 404 });
  return { jobAd: jobAd.data };
}

export function meta() {
  return [{ title: "Zusammenfassung | Inserat" }];
}

export default function JobAdSummaryRoute({ loaderData }: Route.ComponentProps) {
  const { jobAd } = loaderData;
  return (
    <section aria-labelledby="summary-title">
      <h1 id="summary-title" className="text-2xl font-bold text-brand-900">
        Zusammenfassung: {jobAd.title}
      </h1>
      <p className="mt-2">Status: {STATUS_LABELS[jobAd.status] ?? jobAd.status}</p>
      <div className="mt-6">
        <FormStepper jobAdId={jobAd.id} current="summary" completed={jobAd.completedSteps} />
      </div>
    </section>
  );
}
