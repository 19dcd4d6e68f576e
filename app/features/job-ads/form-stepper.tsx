import { Link } from "react-router";
import { FORM_STEPS, type FormStep } from "./form-steps";
import { STEP_LABELS } from "./labels";

/** The six steps of the job-ad form; a step links only when every earlier step is complete. */
export function FormStepper({
  jobAdId,
  current,
  completed,
}: {
  jobAdId: number;
  current: FormStep | "summary";
  completed: readonly FormStep[];
}) {
  return (
    <nav aria-label="Schritte des Inserats">
      <ol className="flex flex-wrap gap-2">
        {FORM_STEPS.map((step, index) => {
          const reachable = FORM_STEPS.slice(0, index).every((s) => completed.includes(s));
          const label = `${index + 1}. ${STEP_LABELS[step]}`;
          const active = step === current;
          return (
            <li key={step}>
              {reachable ? (
                <Link
                  to={`/p/jobs/${jobAdId}/${step}`}
                  aria-current={active ? "step" : undefined}
                  className={`block rounded-full border px-4 py-1 text-sm ${active ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white"}`}
                >
                  {label}
                </Link>
              ) : (
                <span className="block rounded-full border border-dashed border-slate-300 px-4 py-1 text-sm text-slate-600">
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
