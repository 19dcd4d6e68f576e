import { useId, useState } from "react";
import { SpriteIcon } from "./sprite-icon";
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
  /**
   * What the compact stepper of phones (below 768 px) says, e.g. "Schritt 2 von 6: Gestaltung";
   * by default the current step's number among all steps and its label.
   */
  compactText?: string;
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
        {step.state === "complete" ? <SpriteIcon name="check" className="size-4" strokeWidth={3} /> : number}
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
 * readers the step number; disabled steps are plain text, not inert controls. On phones only the
 * current step shows ("Schritt 2 von 6: …"), a button that unfolds the list as a compact menu.
 */
export function Stepper({ label, steps, compactText }: StepperProps) {
  const listId = useId();
  const [isListShown, setListShown] = useState(false);
  const currentIndex = steps.findIndex((step) => step.state === "current");
  const current = steps[currentIndex];
  const summary =
    compactText ?? (current ? `Schritt ${currentIndex + 1} von ${steps.length}: ${current.label}` : label);
  return (
    <nav aria-label={label}>
      <button
        type="button"
        aria-expanded={isListShown}
        aria-controls={listId}
        onClick={() => setListShown(!isListShown)}
        className="flex w-full items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-left font-semibold text-slate-900 hover:bg-brand-50 md:hidden"
      >
        {summary}
        <SpriteIcon
          name="chevron-down"
          className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${isListShown ? "rotate-180" : ""}`}
        />
      </button>
      <ol
        id={listId}
        className={`${isListShown ? "max-md:mt-2 max-md:flex" : "max-md:hidden"} flex-col items-start gap-x-2 gap-y-1 max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-2 md:flex md:flex-row md:flex-wrap md:items-center md:gap-y-3`}
      >
        {steps.map((step, index) => {
          const ariaCurrent = step.state === "current" ? "step" : undefined;
          const isInteractive = step.state !== "disabled" && (step.href !== undefined || step.onPress !== undefined);
          const body = <StepBody step={step} number={index + 1} isInteractive={isInteractive} />;
          const itemClass = "flex items-center gap-2 rounded-md px-1 py-1";
          return (
            <li key={step.id} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true" className="h-0.5 w-4 bg-slate-300 max-md:hidden sm:w-8" /> : null}
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
