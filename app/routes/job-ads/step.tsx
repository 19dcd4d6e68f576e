import type { Route } from "./+types/step";
import { requestContext } from "~/lib/request-context";
import { findJobAd } from "~/features/job-ads/job-ad-access.server";
import { FORM_STEPS, isFormStep } from "~/features/job-ads/form-steps";
import { FormStepper } from "~/features/job-ads/form-stepper";
import { STEP_LABELS } from "~/features/job-ads/labels";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const step = new URL(request.url).pathname.split("/").at(-1) ?? "";
  const { db, user } = context.get(requestContext);
  const jobAd = await findJobAd(db, Number(params.id));
  // The layout middleware already checked ownership; re-checked here because loaders read data.
  if (!jobAd || !isFormStep(step) || jobAd.data.meta.companyId !== user.company?.id) {
    throw new Response("Not Found", { status: 404 });
  }
  return { step, jobAd: jobAd.data };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? STEP_LABELS[loaderData.step] : "Inserat"} | Inserat bearbeiten` }];
}

export default function JobAdStepRoute({ loaderData }: Route.ComponentProps) {
  const { step, jobAd } = loaderData;
  return (
    <section aria-labelledby="step-title">
      <p className="text-sm text-slate-600">Inserat Nr. {jobAd.id}</p>
      <h1 id="step-title" className="mt-1 text-2xl font-bold text-brand-900">
        {jobAd.title}
      </h1>
      <div className="mt-6">
        <FormStepper jobAdId={jobAd.id} current={step} completed={jobAd.completedSteps} />
      </div>
      <h2 className="mt-8 text-xl font-semibold">
        Schritt {FORM_STEPS.indexOf(step) + 1} von {FORM_STEPS.length}: {STEP_LABELS[step]}
      </h2>
      <p role="status" className="mt-4 max-w-2xl rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
        Der Inserat-Editor wird gerade aufgebaut und steht in Kürze zur Verfügung.
      </p>
    </section>
  );
}
