import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useActionData, useNavigation, useNavigationType } from "react-router";
import { Button } from "~/components/ui/button";
import { focusFirstInvalidFieldSoon, useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { Infobox } from "~/components/ui/infobox";
import { Link } from "~/components/ui/link";
import type { StepPage } from "../editor-values";
import { FormStepper, useEditorRoutes } from "../form-stepper";
import { FORM_STEPS, type FormStep } from "../form-steps";
import { STEP_LABELS } from "../labels";
import { formResultOf, type FormResult } from "~/lib/form-reply";
import { isConformIntent, useAutosave, AUTOSAVE_TEXT } from "~/lib/use-autosave";

/** The Conform result of the step's last submission, when the action answered with one. */
export function useLastResult(): FormResult | undefined {
  return formResultOf(useActionData());
}

/** Page frame of a step: ad number and title, the stepper, the form and the live preview beside it. */
export function StepLayout({ page, preview, children }: { page: StepPage; preview: ReactNode; children: ReactNode }) {
  const { jobAd, step } = page;
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  // How the user arrived: a page load or the back button (POP) keeps the browser's own focus.
  const [arrivedBy] = useState(useNavigationType());
  useEffect(() => {
    // After "Speichern und weiter" or a step link, keyboard and screen-reader users start at the new step.
    if (arrivedBy !== "POP") stepHeadingRef.current?.focus();
  }, [arrivedBy, step]);
  return (
    <section aria-labelledby="step-title">
      <p className="text-sm text-slate-700">Inserat Nr. {jobAd.id}</p>
      <h1 id="step-title" className="mt-1 text-2xl font-bold break-words text-brand-900">
        {jobAd.title || "Neues Inserat"}
      </h1>
      <div className="mt-6">
        <FormStepper jobAdId={jobAd.id} current={step} completed={jobAd.completedSteps} />
      </div>
      <div className="mt-8 grid gap-10 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="min-w-0">
          <h2 ref={stepHeadingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            Schritt {FORM_STEPS.indexOf(step) + 1} von {FORM_STEPS.length}: {STEP_LABELS[step]}
          </h2>
          {children}
        </div>
        <aside aria-labelledby="preview-title" className="min-w-0 self-start xl:sticky xl:top-6">
          <h2 id="preview-title" className="text-lg font-semibold">
            Vorschau
          </h2>
          <p className="mb-3 text-sm text-slate-700">So sehen Bewerberinnen und Bewerber Ihr Inserat.</p>
          {preview}
        </aside>
      </div>
    </section>
  );
}

export interface StepFormProps {
  page: StepPage;
  /** getFormProps(form) of Conform. */
  formProps: { id: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: boolean };
  /** Errors of the whole form, e.g. a refusal of the server. */
  formErrors: string[] | undefined;
  /** The form's current values; every change restarts the autosave timer. */
  value: unknown;
  children: ReactNode;
}

/**
 * The form of a step: read-only notice, errors of the whole form, the fields, "Zurück" and
 * "Speichern und weiter", and the autosave status (a polite live region).
 */
export function StepForm({ page, formProps, formErrors, value, children }: StepFormProps) {
  const { jobAd, step, readOnlyReason } = page;
  const { stepPath, draftPath } = useEditorRoutes();
  const navigation = useNavigation();
  const lastResult = useLastResult();
  const action = stepPath(jobAd.id, step);
  const autosave = useAutosave({
    formId: formProps.id,
    draftPath: draftPath(jobAd.id, step),
    value,
    enabled: readOnlyReason === null,
  });
  const index = FORM_STEPS.indexOf(step);
  const previous = FORM_STEPS[index - 1];
  const next = FORM_STEPS[index + 1] ?? "summary";
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";

  // Every error of the step shows at once; focus goes to the first (issue 11), after the server's answer too.
  useFocusFirstInvalid(formProps.id, lastResult);

  // Whether the browser's own check refused the last "Speichern und weiter".
  const [refusedHere, setRefusedHere] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    formProps.onSubmit(event);
    // Conform's own intents (blur validation, list changes) are no submission of the step.
    if (isConformIntent(event)) return;
    // A submission saves the step itself (and drops the draft); the autosave status gives way
    // to the submission's outcome.
    setRefusedHere(event.defaultPrevented);
    autosave.submitted();
    if (event.defaultPrevented) focusFirstInvalidFieldSoon(event.currentTarget);
  }

  // One message per outcome: a refused submission is not also "saved".
  let status = autosave.phase === "clean" ? "" : AUTOSAVE_TEXT[autosave.phase];
  if (autosave.phase === "clean" && (refusedHere || lastResult?.status === "error")) {
    status = "Nicht gespeichert: Bitte prüfen Sie die markierten Angaben.";
  } else if (autosave.phase === "clean" && page.restoredDraft) {
    status = "Gespeichert. Ihre letzten Eingaben wurden wiederhergestellt.";
  }

  return (
    <Form method="post" action={action} {...formProps} onSubmit={onSubmit} className="mt-6 flex flex-col gap-6">
      {readOnlyReason ? <Infobox tone="info">{readOnlyReason}</Infobox> : null}
      {formErrors && formErrors.length > 0 ? (
        <Infobox tone="error" title="Der Schritt wurde nicht gespeichert.">
          {formErrors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </Infobox>
      ) : null}
      <fieldset disabled={readOnlyReason !== null} className="flex min-w-0 flex-col gap-6">
        <legend className="sr-only">{STEP_LABELS[step]}</legend>
        {children}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-6">
        {previous ? (
          <Link to={stepPath(jobAd.id, previous)} variant="standalone">
            Zurück zu „{STEP_LABELS[previous]}“
          </Link>
        ) : null}
        {readOnlyReason ? (
          <Link to={stepPath(jobAd.id, next)} variant="button">
            Weiter
          </Link>
        ) : (
          // Not isPending: React Aria would announce its label after this page is gone.
          <Button type="submit" isDisabled={submitting}>
            {next === "summary" ? "Speichern und zur Zusammenfassung" : "Speichern und weiter"}
          </Button>
        )}
        <p role="status" data-autosave={autosave.phase} className="text-sm text-slate-700">
          {status}
        </p>
      </div>
    </Form>
  );
}

/**
 * Conform validates a field on blur by submitting the form with an intent button ("__intent__");
 * only a real submission (button or Enter) is the user's "Speichern und weiter".
 */
export function stepTitle(step: FormStep, title: string | undefined): string {
  return `${STEP_LABELS[step]} | ${title || "Neues Inserat"} | Inserat bearbeiten`;
}
