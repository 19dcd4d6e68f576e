import { Check } from "lucide-react";
import { Link } from "react-router";

export type StepState = "complete" | "current" | "upcoming" | "disabled";

export interface StepperStep {
  id: string;
  label: string;
  state: StepState;
  /** Makes the step a link (client-side navigation). */
  href?: string;
  /** Makes the step a button when it has no href. */
  onPress?: () => void;
}

export interface StepperProps {
  /** Names the navigation landmark, e.g. "Schritte des Inserats". */
  label: string;
  steps: readonly StepperStep[];
}

/** Spoken after the step's name; the current step is announced through aria-current instead. */
const STATE_TEXT: Record<StepState, string | null> = {
  complete: "abgeschlossen",
  current: null,
  upcoming: "offen",
  disabled: "nicht verfügbar",
};

const INDICATOR_CLASS: Record<StepState, string> = {
  complete: "border-brand-600 bg-brand-600 text-white",
  current: "border-brand-600 bg-white text-brand-700 ring-2 ring-brand-100",
  upcoming: "border-slate-500 bg-white text-slate-700",
  disabled: "border-slate-300 bg-slate-100 text-slate-600",
};

const LABEL_CLASS: Record<StepState, string> = {
  complete: "text-slate-900",
  current: "font-semibold text-slate-900",
  upcoming: "text-slate-700",
  disabled: "text-slate-600",
};

function StepBody({ step, number, isInteractive }: { step: StepperStep; number: number; isInteractive: boolean }) {
  const stateText = STATE_TEXT[step.state];
  return (
    <>
      <span
        aria-hidden="true"
        className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${INDICATOR_CLASS[step.state]}`}
      >
        {step.state === "complete" ? <Check className="size-4" strokeWidth={3} /> : number}
      </span>
      <span
        className={`${LABEL_CLASS[step.state]} ${isInteractive ? "group-hover:underline group-hover:underline-offset-4" : ""}`}
      >
        {step.label}
      </span>
      {stateText ? <span className="sr-only">, {stateText}</span> : null}
    </>
  );
}

/**
 * Ordered steps of a process, e.g. the job-ad form steps of SPEC §4. The list order gives screen
 * readers the step number; disabled steps are plain text, not inert controls.
 */
export function Stepper({ label, steps }: StepperProps) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-3">
        {steps.map((step, index) => {
          const ariaCurrent = step.state === "current" ? "step" : undefined;
          const isInteractive = step.state !== "disabled" && (step.href !== undefined || step.onPress !== undefined);
          const body = <StepBody step={step} number={index + 1} isInteractive={isInteractive} />;
          const itemClass = "flex items-center gap-2 rounded-md px-1 py-1";
          return (
            <li key={step.id} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true" className="h-0.5 w-4 bg-slate-300 sm:w-8" /> : null}
              {isInteractive && step.href !== undefined ? (
                <Link to={step.href} aria-current={ariaCurrent} className={`${itemClass} group`}>
                  {body}
                </Link>
              ) : isInteractive && step.onPress !== undefined ? (
                <button
                  type="button"
                  onClick={step.onPress}
                  aria-current={ariaCurrent}
                  className={`${itemClass} group cursor-pointer`}
                >
                  {body}
                </button>
              ) : (
                <span aria-current={ariaCurrent} className={itemClass}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
