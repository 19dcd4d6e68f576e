import { useMemo, type ReactNode } from "react";
import { Link } from "~/components/ui/link";
import type { StepPage } from "~/features/job-ads/editor-values";
import { EditorRoutesProvider, type EditorRoutes } from "~/features/job-ads/form-stepper";
import { ApplicationStepForm } from "~/features/job-ads/components/application-step-form";
import { ContentStepForm } from "~/features/job-ads/components/content-step-form";
import { DataStepForm } from "~/features/job-ads/components/data-step-form";
import { DesignStepForm } from "~/features/job-ads/components/design-step-form";
import { ProductStepForm, type ProductCard } from "~/features/job-ads/components/product-step-form";
import { PublishStepForm } from "~/features/job-ads/components/publish-step-form";
import { companyJobsPath, serviceEntryPath } from "../service-entry";

export interface ServiceEntryCompany {
  id: number;
  fullName: string;
  city: string;
}

/**
 * Frame of the service-entry pages: for which company staff work, the way back to its ads,
 * and the editor's links pointing at the service-entry URLs instead of the company's own.
 */
export function ServiceEntryFrame({ company, children }: { company: ServiceEntryCompany; children: ReactNode }) {
  const routes = useMemo<EditorRoutes>(
    () => ({
      stepPath: (jobAdId, step) => serviceEntryPath(company.id, jobAdId, step),
      audience: "staff",
      uploadPath: `/api/uploads?companyId=${company.id}`,
      // The step's own action stores the draft (with the staff audit entry).
      draftPath: (jobAdId, step) => serviceEntryPath(company.id, jobAdId, step),
    }),
    [company.id],
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 border-b border-slate-200 pb-4">
        <p className="text-slate-800">
          Service-Erfassung für <strong>{company.fullName}</strong>{" "}
          <span className="text-slate-700">
            (Unternehmen Nr. {company.id}
            {company.city ? `, ${company.city}` : ""})
          </span>
        </p>
        <Link to={companyJobsPath(company.id)} variant="standalone">
          Zurück zum Unternehmen
        </Link>
      </div>
      <EditorRoutesProvider value={routes}>{children}</EditorRoutesProvider>
    </div>
  );
}

/** One step of the company's editor, with the same form, validation, autosave and preview. */
export function ServiceEntryStep({
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
