import type { Route } from "./+types/step-content";
import { loadStepPage, stepAction } from "~/features/job-ads/editor.server";
import { ContentStepForm } from "~/features/job-ads/components/content-step-form";
import { stepTitle } from "~/features/job-ads/components/step-layout";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadStepPage(context, params.id, "content");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return stepAction(request, context, params.id, "content");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: stepTitle("content", loaderData?.jobAd.title) }];
}

export default function JobAdStepContentRoute({ loaderData }: Route.ComponentProps) {
  return <ContentStepForm page={loaderData} />;
}
