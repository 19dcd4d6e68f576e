import type { Route } from "./+types/step-application";
import { loadStepPage, stepAction } from "~/features/job-ads/editor.server";
import { ApplicationStepForm } from "~/features/job-ads/components/application-step-form";
import { stepTitle } from "~/features/job-ads/components/step-layout";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadStepPage(context, params.id, "application");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return stepAction(request, context, params.id, "application");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: stepTitle("application", loaderData?.jobAd.title) }];
}

export default function JobAdStepApplicationRoute({ loaderData }: Route.ComponentProps) {
  return <ApplicationStepForm page={loaderData} />;
}
