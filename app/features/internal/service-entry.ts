import { href } from "react-router";
import { FORM_STEPS, isFormStep, type FormStep } from "~/features/job-ads/form-steps";

/** A step of the service-entry editor or its summary: the `?step=` of its URL. */
export type EditorView = FormStep | "summary";

export function isEditorView(value: string): value is EditorView {
  return value === "summary" || isFormStep(value);
}

/** The service-entry URL of an ad; without a view the page opens where the ad needs work. */
export function serviceEntryPath(companyId: number, jobAdId: number, view?: EditorView): string {
  const path = href("/p/internal/companies/:companyId/jobs/:id", { companyId: String(companyId), id: String(jobAdId) });
  return view ? `${path}?step=${view}` : path;
}

/** An ad's public page shown inside the panel: staff who leave /p/internal are signed out (SPEC §6). */
export function publicViewPath(companyId: number, jobAdId: number): string {
  return href("/p/internal/companies/:companyId/jobs/:id/oeffentlich", {
    companyId: String(companyId),
    id: String(jobAdId),
  });
}

/** The first incomplete step, or the summary when every step is complete. */
export function defaultView(completed: readonly string[]): EditorView {
  return FORM_STEPS.find((step) => !completed.includes(step)) ?? "summary";
}

/** The company's ads in the internal panel, where the editor leads back to. */
export function companyJobsPath(companyId: number): string {
  return href("/p/internal/companies/:companyId/jobs", { companyId: String(companyId) });
}

/**
 * Where the shared editor's links lead in service entry (the editor's `EditorRoutes`): the
 * service-entry URLs instead of the company's own, uploads for the company.
 */
export function serviceEntryEditorRoutes(companyId: number) {
  return {
    stepPath: (jobAdId: number, step: EditorView) => serviceEntryPath(companyId, jobAdId, step),
    audience: "staff" as const,
    uploadPath: `/api/uploads?companyId=${companyId}`,
    // The step's own action stores the draft (with the staff audit entry).
    draftPath: (jobAdId: number, step: FormStep) => serviceEntryPath(companyId, jobAdId, step),
  };
}
