import { href } from "react-router";
import { createContext, useContext } from "react";
import { Stepper, type StepperStep } from "~/components/ui/stepper";
import { FORM_STEPS, type FormStep } from "./form-steps";
import { STEP_LABELS } from "./labels";

/**
 * Where the editor's pages live and for whom it speaks. The company edits its own ads under
 * /p/jobs; staff edit the same steps for a company in the internal panel, under other URLs.
 */
export interface EditorRoutes {
  /** The page of a step (or the summary) of an ad; also where the step's form posts. */
  stepPath(jobAdId: number, step: FormStep | "summary"): string;
  /** "company": the text addresses the company ("Ihr Guthaben"); "staff": it names the company. */
  audience: "company" | "staff";
  /** Where the design step's images go (POST): staff name the company the image is for. */
  uploadPath: string;
  /** Where autosave POSTs a step's typed fields (URL-encoded, intent=autosave). */
  draftPath(jobAdId: number, step: FormStep): string;
}

export const COMPANY_EDITOR_ROUTES: EditorRoutes = {
  stepPath: (jobAdId, step) => href(`/p/jobs/:id/${step}` as const, { id: String(jobAdId) }),
  audience: "company",
  uploadPath: "/api/uploads",
  draftPath: (jobAdId, step) => `/api/manage-job-ads/external/job-ads/${jobAdId}/steps/${step}/draft`,
};

const EditorRoutesContext = createContext<EditorRoutes>(COMPANY_EDITOR_ROUTES);

export const EditorRoutesProvider = EditorRoutesContext.Provider;

export function useEditorRoutes(): EditorRoutes {
  return useContext(EditorRoutesContext);
}

/**
 * The six steps of the job-ad form and the summary. A step links only when every earlier
 * step is complete (the `jam-form-step` rule the server enforces); the summary is always open.
 */
export function FormStepper({
  jobAdId,
  current,
  completed,
}: {
  jobAdId: number;
  current: FormStep | "summary";
  completed: readonly FormStep[];
}) {
  const { stepPath } = useEditorRoutes();
  const steps: StepperStep[] = FORM_STEPS.map((step, index) => {
    const reachable = FORM_STEPS.slice(0, index).every((earlier) => completed.includes(earlier));
    const state =
      step === current ? "current" : !reachable ? "disabled" : completed.includes(step) ? "complete" : "upcoming";
    return {
      id: step,
      label: STEP_LABELS[step],
      state,
      ...(reachable && step !== current ? { href: stepPath(jobAdId, step) } : {}),
    };
  });
  steps.push({
    id: "summary",
    label: "Zusammenfassung",
    state: current === "summary" ? "current" : "upcoming",
    ...(current === "summary" ? {} : { href: stepPath(jobAdId, "summary") }),
  });
  const compactText =
    current === "summary"
      ? "Zusammenfassung"
      : `Schritt ${FORM_STEPS.indexOf(current) + 1} von ${FORM_STEPS.length}: ${STEP_LABELS[current]}`;
  return <Stepper label="Schritte des Inserats" steps={steps} compactText={compactText} />;
}
