import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { Infobox } from "~/components/ui/infobox";
import { TextField } from "~/components/ui/text-field";
import { FORM_STEPS } from "~/features/job-ads/form-steps";
import { STEP_LABELS } from "~/features/job-ads/labels";
import { fieldErrorsOf, formMessageOf, type FormResult } from "~/lib/form-reply";
import type { ServiceEntryCompany } from "./service-entry-editor";

/** /jobs/create: a short start form; the draft exists only once staff submit it. */
export function ServiceEntryCreate({
  company,
  result,
}: {
  company: ServiceEntryCompany;
  /** The action's reply when the start form was refused. */
  result: FormResult | undefined;
}) {
  const navigation = useNavigation();
  const error = formMessageOf(result);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, result);
  return (
    <section aria-labelledby="service-entry-create-title" className="max-w-2xl">
      <h1 id="service-entry-create-title" className="text-2xl font-bold text-brand-900">
        Neues Inserat für {company.fullName} erfassen
      </h1>
      <p className="mt-4">
        Sie erfassen das Inserat im Auftrag des Unternehmens in denselben sechs Schritten wie das Unternehmen selbst:
      </p>
      <ol className="mt-4 list-decimal space-y-1 pl-6">
        {FORM_STEPS.map((step) => (
          <li key={step}>{STEP_LABELS[step]}</li>
        ))}
      </ol>
      <p className="mt-4">
        Das Inserat wird als Service-Inserat angelegt und bucht bei der Veröffentlichung das Guthaben des Unternehmens.
      </p>
      {error ? (
        <Infobox tone="error" className="mt-6" title="Das Inserat wurde nicht angelegt.">
          {error}
        </Infobox>
      ) : null}
      <Form ref={formRef} method="post" className="mt-6 flex flex-col items-start gap-6">
        <TextField
          label="Stellentitel"
          name="title"
          description="Optional. Sie können ihn im ersten Schritt noch ändern."
          maxLength={120}
          showCharacterCount
          errorMessage={fieldErrorsOf(result).title}
        />
        <Button type="submit" size="lg" isDisabled={navigation.state === "submitting"}>
          Inserat anlegen
        </Button>
      </Form>
    </section>
  );
}
