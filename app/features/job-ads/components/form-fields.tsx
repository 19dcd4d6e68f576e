import { useId } from "react";
import { useInputControl } from "@conform-to/react";
import { ErrorText, FIELD_INPUT_CLASS } from "~/components/ui/field";
import { Select, type SelectOption } from "~/components/ui/select";
import type { FormValues } from "../editor-values";

/** Conform's field metadata, as far as the fields here need it. */
export interface FieldMeta {
  key: string | undefined;
  name: string;
  formId: string;
  initialValue: unknown;
  errors: string[] | undefined;
}

export const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

export const listOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : value
      ? [textOf(value)]
      : [];

/** Conform's current form value as plain values (it types them by the schema's input). */
export function valuesOf(value: unknown): FormValues {
  return typeof value === "object" && value !== null ? (value as FormValues) : {};
}

/**
 * A fieldset by field name. Conform's types keep only the first member of a discriminated
 * union (publish: now | scheduled); its fieldset is a proxy that has every field at run time.
 */
export function fieldsOf<Name extends string>(fieldset: object): Record<Name, FieldMeta> {
  return fieldset as Record<Name, FieldMeta>;
}

export function optionsOf(labels: Record<string, string>): SelectOption[] {
  return Object.entries(labels).map(([id, label]) => ({ id, label }));
}

/**
 * The design system's Select bound to a Conform field. React Aria's select is a button and a
 * list, not a native field, so Conform keeps a hidden select of the field's name in the form
 * and hears each choice through it.
 */
export function FormSelect({
  meta,
  label,
  options,
  description,
  isRequired = false,
}: {
  meta: FieldMeta;
  label: string;
  options: readonly SelectOption[];
  description?: string;
  isRequired?: boolean;
}) {
  const control = useInputControl({
    key: meta.key,
    name: meta.name,
    formId: meta.formId,
    initialValue: textOf(meta.initialValue) || undefined,
  });
  const value = textOf(control.value);
  return (
    <Select
      label={label}
      options={options}
      description={description}
      value={value || null}
      onChange={(next) => control.change(next ?? "")}
      errorMessage={meta.errors?.[0]}
      isRequired={isRequired}
    />
  );
}

interface NativeFieldProps {
  meta: FieldMeta;
  label: string;
  description?: string;
  isRequired?: boolean;
}

/**
 * A native date or colour input with the look of the design system's fields: the browser's own
 * pickers are keyboard-accessible and need no script.
 */
function NativeField({
  meta,
  label,
  description,
  isRequired = false,
  type,
  min,
  max,
}: NativeFieldProps & { type: "date" | "color"; min?: string; max?: string }) {
  const id = useId();
  const descriptionId = useId();
  const errorId = useId();
  const error = meta.errors?.[0];
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className="text-sm text-slate-700">
          {description}
        </p>
      ) : null}
      <input
        key={meta.key}
        id={id}
        type={type}
        name={meta.name}
        defaultValue={textOf(meta.initialValue)}
        min={min}
        max={max}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        className={
          type === "color"
            ? "h-10 w-20 cursor-pointer rounded-md border border-slate-500 bg-white p-1"
            : `${FIELD_INPUT_CLASS} max-w-60 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700`
        }
      />
      {error ? (
        <div role="alert">
          <ErrorText id={errorId}>{error}</ErrorText>
        </div>
      ) : null}
    </div>
  );
}

export function DateField(props: NativeFieldProps & { min?: string; max?: string }) {
  return <NativeField {...props} type="date" />;
}

export function ColorField(props: NativeFieldProps) {
  return <NativeField {...props} type="color" />;
}
