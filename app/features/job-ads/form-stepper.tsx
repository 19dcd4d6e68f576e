import { Stepper, type StepperStep } from "~/components/ui/stepper";
import { FORM_STEPS, type FormStep } from "./form-steps";
import { STEP_LABELS } from "./labels";

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
  const steps: StepperStep[] = FORM_STEPS.map((step, index) => {
    const reachable = FORM_STEPS.slice(0, index).every((earlier) => completed.includes(earlier));
    const state =
      step === current ? "current" : !reachable ? "disabled" : completed.includes(step) ? "complete" : "upcoming";
    return {
      id: step,
      label: STEP_LABELS[step],
      state,
      ...(reachable && step !== current ? { href: `/p/jobs/${jobAdId}/${step}` } : {}),
    };
  });
  steps.push({
    id: "summary",
    label: "Zusammenfassung",
    state: current === "summary" ? "current" : "upcoming",
    ...(current === "summary" ? {} : { href: `/p/jobs/${jobAdId}/summary` }),
  });
  return <Stepper label="Schritte des Inserats" steps={steps} />;
}
