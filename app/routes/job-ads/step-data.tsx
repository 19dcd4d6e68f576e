import type { Route } from "./+types/step-data";
import { loadStepPage, stepAction } from "~/features/job-ads/editor.server";
import { DataStepForm } from "~/features/job-ads/components/data-step-form";
import { stepTitle } from "~/features/job-ads/components/step-layout";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadStepPage(context, params.id, "data");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return stepAction(request, context, params.id, "data");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: stepTitle("data", loaderData?.jobAd.title) }];
}

export default function JobAdStepDataRoute({ loaderData }: Route.ComponentProps) {
  return <DataStepForm page={loaderData} />;
}
