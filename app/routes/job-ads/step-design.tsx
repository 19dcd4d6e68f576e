import type { Route } from "./+types/step-design";
import { loadStepPage, stepAction } from "~/features/job-ads/editor.server";
import { DesignStepForm } from "~/features/job-ads/components/design-step-form";
import { stepTitle } from "~/features/job-ads/components/step-layout";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadStepPage(context, params.id, "design");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return stepAction(request, context, params.id, "design");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: stepTitle("design", loaderData?.jobAd.title) }];
}

export default function JobAdStepDesignRoute({ loaderData }: Route.ComponentProps) {
  return <DesignStepForm page={loaderData} />;
}
