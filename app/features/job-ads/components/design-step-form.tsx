import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { Radio, RadioGroup } from "~/components/ui/controls";
import { ImageUploadField } from "~/components/ui/image-upload-field";
import type { StepPage } from "../editor-values";
import { useEditorRoutes } from "../form-stepper";
import { safeUploadPath, withDesignValues } from "../preview-model";
import { designStepSchema, TEMPLATES } from "../schema";
import { ColorField, textOf, valuesOf, type FieldMeta } from "./form-fields";
import { JobAdPreview } from "./job-ad-preview";
import { StepForm, StepLayout, useLastResult } from "./step-layout";

type DesignInput = z.input<typeof designStepSchema>;

function ImageField({
  meta,
  current,
  label,
  description,
  onChange,
}: {
  meta: FieldMeta;
  /** The field's current value. */
  current: unknown;
  label: string;
  description: string;
  onChange: (path: string) => void;
}) {
  const { uploadPath } = useEditorRoutes();
  return (
    <>
      <input key={meta.key} type="hidden" name={meta.name} defaultValue={textOf(meta.initialValue)} />
      <ImageUploadField
        label={label}
        description={description}
        path={safeUploadPath(current)}
        uploadPath={uploadPath}
        errorMessage={meta.errors?.[0]}
        onChange={onChange}
      />
    </>
  );
}

/** Step 2: template, logo and header image (uploaded at once), main and accent colour. */
export function DesignStepForm({ page }: { page: StepPage }) {
  const lastResult = useLastResult();
  const [form, fields] = useForm({
    id: "job-ad-design",
    lastResult,
    defaultValue: page.defaultValue as DefaultValue<DesignInput>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: designStepSchema }),
  });
  const values = valuesOf(form.value);

  return (
    <StepLayout page={page} preview={<JobAdPreview model={withDesignValues(page.preview, values)} />}>
      <StepForm page={page} formProps={getFormProps(form)} formErrors={form.errors} value={form.value}>
        <RadioGroup
          key={fields.template.key}
          label="Vorlage"
          name={fields.template.name}
          defaultValue={textOf(fields.template.initialValue) || "classic"}
          errorMessage={fields.template.errors?.[0]}
          orientation="horizontal"
          isRequired
        >
          {Object.entries(TEMPLATES).map(([id, label]) => (
            <Radio key={id} value={id}>
              {label}
            </Radio>
          ))}
        </RadioGroup>
        <ImageField
          meta={fields.logoPath}
          current={values.logoPath}
          label="Logo"
          description="PNG, JPEG oder WebP, höchstens 4000 × 4000 Pixel. Chiffre-Inserate zeigen kein Logo."
          onChange={(path) => form.update({ name: fields.logoPath.name, value: path })}
        />
        <ImageField
          meta={fields.headerImagePath}
          current={values.headerImagePath}
          label="Titelbild"
          description="Ein Bild im Querformat, z. B. Ihr Team oder Ihr Standort. PNG, JPEG oder WebP, höchstens 4000 × 4000 Pixel."
          onChange={(path) => form.update({ name: fields.headerImagePath.name, value: path })}
        />
        <div className="flex flex-wrap gap-8">
          <ColorField meta={fields.primaryColor} label="Hauptfarbe" description="Hintergrund des Kopfbereichs." />
          <ColorField meta={fields.accentColor} label="Akzentfarbe" description="Farbe der Bewerben-Schaltfläche." />
        </div>
      </StepForm>
    </StepLayout>
  );
}
