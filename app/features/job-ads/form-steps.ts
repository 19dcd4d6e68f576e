export const FORM_STEPS = ["data", "design", "content", "product", "publish", "application"] as const;
export type FormStep = (typeof FORM_STEPS)[number];

export function isFormStep(value: string): value is FormStep {
  return (FORM_STEPS as readonly string[]).includes(value);
}

/** `jam-form-step`: the first step not yet complete before `step`, or null when all are done. */
export function firstIncompleteStepBefore(step: FormStep, completed: readonly FormStep[]): FormStep | null {
  for (const earlier of FORM_STEPS.slice(0, FORM_STEPS.indexOf(step))) {
    if (!completed.includes(earlier)) return earlier;
  }
  return null;
}
