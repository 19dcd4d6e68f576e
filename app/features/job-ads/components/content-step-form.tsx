import { useState } from "react";
import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { RichTextEditor } from "~/components/ui/rich-text-editor";
import { TextField } from "~/components/ui/text-field";
import type { StepPage } from "../editor-values";
import {
  SECTION_KEYS,
  SECTION_LABELS,
  withContactValues,
  withSections,
  type RichTextNode,
  type SectionKey,
} from "../preview-model";
import { contentStepSchema } from "../schema";
import { textOf, valuesOf } from "./form-fields";
import { JobAdPreview } from "./job-ad-preview";
import { StepForm, StepLayout, useLastResult } from "./step-layout";

type ContentInput = z.input<typeof contentStepSchema>;

const SECTION_HINTS: Record<SectionKey, string> = {
  intro: "Ein, zwei Sätze über Ihr Unternehmen und die Stelle.",
  tasks: "Was die Stelle ausmacht, am besten als Aufzählung.",
  profile: "Ausbildung, Erfahrung und Fähigkeiten, die Sie erwarten.",
  offer: "Gehalt, Arbeitszeit, Weiterbildung und was Ihr Unternehmen sonst bietet.",
  contact: "Wie und bis wann man sich bewerben kann.",
};

const REQUIRED_SECTIONS: ReadonlySet<SectionKey> = new Set(["tasks", "profile", "offer"]);

/**
 * Step 3: the five sections in the rich-text editor and the contact person. The preview renders
 * the editor's document itself, never the HTML typed so far; the server sanitises the HTML.
 */
export function ContentStepForm({ page }: { page: StepPage }) {
  const lastResult = useLastResult();
  const [docs, setDocs] = useState<Partial<Record<SectionKey, RichTextNode>>>({});
  const [form, fields] = useForm({
    id: "job-ad-content",
    lastResult,
    defaultValue: page.defaultValue as DefaultValue<ContentInput>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contentStepSchema }),
  });
  const values = valuesOf(form.value);
  const liveSections = Object.fromEntries(
    Object.entries(docs).map(([key, doc]) => [key, { kind: "doc" as const, doc }]),
  );
  const preview = withSections(withContactValues(page.preview, values), liveSections);

  return (
    <StepLayout page={page} preview={<JobAdPreview model={preview} />}>
      <StepForm page={page} formProps={getFormProps(form)} formErrors={form.errors} value={form.value}>
        {SECTION_KEYS.map((key) => (
          <RichTextEditor
            key={fields[key].key ?? key}
            label={SECTION_LABELS[key]}
            name={fields[key].name}
            defaultValue={textOf(fields[key].initialValue)}
            description={SECTION_HINTS[key]}
            errorMessage={fields[key].errors?.[0]}
            isRequired={REQUIRED_SECTIONS.has(key)}
            onChange={({ json }) => setDocs((current) => ({ ...current, [key]: json }))}
          />
        ))}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold">Ansprechperson</legend>
          <TextField
            key={fields.contactName.key}
            label="Name"
            name={fields.contactName.name}
            defaultValue={textOf(fields.contactName.initialValue)}
            errorMessage={fields.contactName.errors?.[0]}
            autoComplete="name"
            maxLength={120}
            isRequired
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              key={fields.contactEmail.key}
              label="E-Mail"
              type="email"
              name={fields.contactEmail.name}
              defaultValue={textOf(fields.contactEmail.initialValue)}
              errorMessage={fields.contactEmail.errors?.[0]}
              autoComplete="email"
              maxLength={200}
              isRequired
            />
            <TextField
              key={fields.contactPhone.key}
              label="Telefon"
              type="tel"
              name={fields.contactPhone.name}
              defaultValue={textOf(fields.contactPhone.initialValue)}
              description="Zum Beispiel +43 732 123456."
              errorMessage={fields.contactPhone.errors?.[0]}
              autoComplete="tel"
            />
          </div>
        </fieldset>
      </StepForm>
    </StepLayout>
  );
}
