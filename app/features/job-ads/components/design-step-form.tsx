import { useRef, useState } from "react";
import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Radio, RadioGroup } from "~/components/ui/controls";
import { FileUpload, type UploadHandler } from "~/components/ui/file-upload";
import { ipxUrl } from "~/components/ui/responsive-image";
import type { StepPage } from "../editor-values";
import { useEditorRoutes } from "../form-stepper";
import { safeUploadPath, withDesignValues } from "../preview-model";
import { designStepSchema, TEMPLATES } from "../schema";
import { ColorField, textOf, valuesOf, type FieldMeta } from "./form-fields";
import { JobAdPreview } from "./job-ad-preview";
import { StepForm, StepLayout, useLastResult } from "./step-layout";

type DesignInput = z.input<typeof designStepSchema>;

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * POST the file as the body to the upload endpoint (/api/uploads), reporting progress; resolves
 * with the stored image's path, rejects with the server's German message.
 */
export function uploadImage(
  url: string,
  file: File,
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Content-Type", file.type);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { path?: unknown; message?: unknown } | null;
      if (request.status === 201 && typeof body?.path === "string") resolve(body.path);
      else reject(new Error(typeof body?.message === "string" ? body.message : "Das Bild wurde nicht gespeichert."));
    };
    request.onerror = () => reject(new Error("Keine Verbindung zum Server. Bitte versuchen Sie es erneut."));
    signal.addEventListener("abort", () => request.abort());
    request.send(file);
  });
}

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
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const { uploadPath } = useEditorRoutes();
  const path = safeUploadPath(current);
  const upload: UploadHandler = async (file, onProgress, signal) => {
    setUploadError(null);
    try {
      onChange(await uploadImage(uploadPath, file, onProgress, signal));
    } catch (error) {
      if (!signal.aborted) setUploadError(error instanceof Error ? error.message : String(error));
      throw error;
    }
  };
  return (
    <div ref={fieldRef} className="flex flex-col gap-3">
      <input key={meta.key} type="hidden" name={meta.name} defaultValue={textOf(meta.initialValue)} />
      <FileUpload
        label={label}
        description={description}
        accept={IMAGE_TYPES}
        maxSizeBytes={MAX_IMAGE_BYTES}
        errorMessage={uploadError ?? meta.errors?.[0]}
        onUpload={upload}
      />
      {path ? (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={ipxUrl(path, { height: 80 })}
            srcSet={`${ipxUrl(path, { height: 80 })} 1x, ${ipxUrl(path, { height: 160 })} 2x`}
            alt={`Aktuelles Bild: ${label}`}
            height={80}
            className="h-20 w-auto rounded border border-slate-300 bg-white p-1"
          />
          <Button
            variant="ghost"
            size="sm"
            onPress={() => {
              onChange("");
              // The button goes with the image; choosing a new file is the natural next step.
              fieldRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
            }}
          >
            {label} entfernen
          </Button>
        </div>
      ) : null}
    </div>
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
