import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { Radio, RadioGroup } from "~/components/ui/controls";
import { formatDate } from "~/lib/format";
import type { StepPage } from "../editor-values";
import { publishStepSchema } from "../schema";
import { DateField, fieldsOf, textOf, valuesOf } from "./form-fields";
import { JobAdPreview } from "./job-ad-preview";
import { StepForm, StepLayout, useLastResult } from "./step-layout";

type PublishInput = z.input<typeof publishStepSchema>;

/** Step 5: online right after publishing, or on a planned day from tomorrow up to 90 days ahead. */
export function PublishStepForm({ page, bounds }: { page: StepPage; bounds: { min: string; max: string } }) {
  const lastResult = useLastResult();
  const [form, fieldset] = useForm({
    id: "job-ad-publish",
    lastResult,
    defaultValue: page.defaultValue as DefaultValue<PublishInput>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: publishStepSchema }),
  });
  const fields = fieldsOf<"publishMode" | "publishAt">(fieldset);
  const scheduled = textOf(valuesOf(form.value).publishMode) === "scheduled";

  return (
    <StepLayout page={page} preview={<JobAdPreview model={page.preview} />}>
      <StepForm page={page} formProps={getFormProps(form)} formErrors={form.errors} value={form.value}>
        <RadioGroup
          key={fields.publishMode.key}
          label="Wann soll das Inserat erscheinen?"
          name={fields.publishMode.name}
          defaultValue={textOf(fields.publishMode.initialValue) || "now"}
          errorMessage={fields.publishMode.errors?.[0]}
          isRequired
        >
          <Radio value="now" description="Sobald Sie es auf der Zusammenfassung veröffentlichen.">
            Sofort
          </Radio>
          <Radio value="scheduled" description="Die Laufzeit beginnt an diesem Tag.">
            An einem bestimmten Tag
          </Radio>
        </RadioGroup>
        {scheduled ? (
          <DateField
            meta={fields.publishAt}
            label="Datum der Veröffentlichung"
            description={`Zwischen ${formatDate(bounds.min)} und ${formatDate(bounds.max)}.`}
            min={bounds.min}
            max={bounds.max}
            isRequired
          />
        ) : null}
      </StepForm>
    </StepLayout>
  );
}
