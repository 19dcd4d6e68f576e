import type { Route } from "./+types/step-publish";
import { scheduleBounds } from "~/features/job-ads/policy";
import { loadStepPage, stepAction } from "~/features/job-ads/editor.server";
import { PublishStepForm } from "~/features/job-ads/components/publish-step-form";
import { stepTitle } from "~/features/job-ads/components/step-layout";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadStepPage(context, params.id, "publish");
  return { ...page, bounds: scheduleBounds(new Date()) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return stepAction(request, context, params.id, "publish");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: stepTitle("publish", loaderData?.jobAd.title) }];
}

export default function JobAdStepPublishRoute({ loaderData }: Route.ComponentProps) {
  return <PublishStepForm page={loaderData} bounds={loaderData.bounds} />;
}
