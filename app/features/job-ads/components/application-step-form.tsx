import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { Radio, RadioGroup } from "~/components/ui/controls";
import { TextField } from "~/components/ui/text-field";
import type { StepPage } from "../editor-values";
import { withApplicationValues } from "../preview-model";
import { APPLICATION_METHODS, applicationStepSchema } from "../schema";
import { fieldsOf, textOf, valuesOf } from "./form-fields";
import { JobAdPreview } from "./job-ad-preview";
import { StepForm, StepLayout, useLastResult } from "./step-layout";

type ApplicationInput = z.input<typeof applicationStepSchema>;

/** Step 6: how candidates apply: through the portal, by e-mail or on the company's career site. */
export function ApplicationStepForm({ page }: { page: StepPage }) {
  const lastResult = useLastResult();
  const [form, fieldset] = useForm({
    id: "job-ad-application",
    lastResult,
    defaultValue: page.defaultValue as DefaultValue<ApplicationInput>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: applicationStepSchema }),
  });
  const fields = fieldsOf<"applicationMethod" | "applicationEmail" | "applicationUrl">(fieldset);
  const values = valuesOf(form.value);
  const method = textOf(values.applicationMethod);

  return (
    <StepLayout page={page} preview={<JobAdPreview model={withApplicationValues(page.preview, values)} />}>
      <StepForm page={page} formProps={getFormProps(form)} formErrors={form.errors} value={form.value}>
        <RadioGroup
          key={fields.applicationMethod.key}
          label="Wie sollen sich Interessierte bewerben?"
          name={fields.applicationMethod.name}
          defaultValue={textOf(fields.applicationMethod.initialValue) || null}
          errorMessage={fields.applicationMethod.errors?.[0]}
          isRequired
        >
          {Object.entries(APPLICATION_METHODS).map(([id, label]) => (
            <Radio key={id} value={id}>
              {label}
            </Radio>
          ))}
        </RadioGroup>
        {method === "email" ? (
          <TextField
            key={fields.applicationEmail.key}
            label="E-Mail-Adresse für Bewerbungen"
            type="email"
            name={fields.applicationEmail.name}
            defaultValue={textOf(fields.applicationEmail.initialValue)}
            errorMessage={fields.applicationEmail.errors?.[0]}
            autoComplete="email"
            isRequired
          />
        ) : null}
        {method === "url" ? (
          <TextField
            key={fields.applicationUrl.key}
            label="Adresse Ihrer Karriereseite"
            type="url"
            name={fields.applicationUrl.name}
            defaultValue={textOf(fields.applicationUrl.initialValue)}
            description="Mit https://, z. B. https://www.ihre-firma.at/karriere/stelle-123"
            errorMessage={fields.applicationUrl.errors?.[0]}
            maxLength={500}
            isRequired
          />
        ) : null}
      </StepForm>
    </StepLayout>
  );
}
