import type { Route } from "./+types/step-product";
import { loadStepPage, productOffer, stepAction } from "~/features/job-ads/editor.server";
import { ProductStepForm } from "~/features/job-ads/components/product-step-form";
import { stepTitle } from "~/features/job-ads/components/step-layout";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadStepPage(context, params.id, "product");
  return { ...page, ...(await productOffer(context, params.id)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return stepAction(request, context, params.id, "product");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: stepTitle("product", loaderData?.jobAd.title) }];
}

export default function JobAdStepProductRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ProductStepForm
      page={loaderData}
      products={loaderData.products}
      balance={loaderData.balance}
      qualityControl={loaderData.qualityControl}
    />
  );
}
