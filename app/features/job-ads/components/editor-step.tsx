import type { StepPage } from "../editor-values";
import { ApplicationStepForm } from "./application-step-form";
import { ContentStepForm } from "./content-step-form";
import { DataStepForm } from "./data-step-form";
import { DesignStepForm } from "./design-step-form";
import { ProductStepForm, type ProductCard } from "./product-step-form";
import { PublishStepForm } from "./publish-step-form";

/**
 * One step of the editor by the page's step, with the same form, validation, autosave and
 * preview wherever it is shown (the staff's service entry renders the steps on one URL).
 */
export function EditorStep({
  page,
  offer,
  bounds,
}: {
  page: StepPage;
  offer: { products: readonly ProductCard[]; balance: number; qualityControl: string } | null;
  bounds: { min: string; max: string };
}) {
  switch (page.step) {
    case "data":
      return <DataStepForm page={page} />;
    case "design":
      return <DesignStepForm page={page} />;
    case "content":
      return <ContentStepForm page={page} />;
    case "product":
      return (
        <ProductStepForm
          page={page}
          products={offer?.products ?? []}
          balance={offer?.balance ?? 0}
          qualityControl={offer?.qualityControl ?? null}
        />
      );
    case "publish":
      return <PublishStepForm page={page} bounds={bounds} />;
    case "application":
      return <ApplicationStepForm page={page} />;
  }
}
