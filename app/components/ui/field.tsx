import type { ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import { Label, Text } from "react-aria-components";

/** Layout of a field's root: label, hint, control and error stacked. */
export const FIELD_ROOT_CLASS = "flex flex-col gap-1.5";

/**
 * Look of every text-like control (input, textarea, select and combobox triggers). The slate-500
 * border keeps the 3:1 contrast WCAG asks of a control's outline; the red border plus the error
 * text keep "invalid" from depending on colour alone.
 */
export const FIELD_CONTROL_CLASS =
  "w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 hover:border-slate-700 data-invalid:border-red-700 data-invalid:ring-1 data-invalid:ring-red-700 data-disabled:cursor-not-allowed data-disabled:border-slate-300 data-disabled:bg-slate-100 data-disabled:text-slate-600";

/** Text inputs and textareas: read-only ones look set, not editable. */
export const FIELD_INPUT_CLASS = `${FIELD_CONTROL_CLASS} [&[readonly]]:bg-slate-50`;

export interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean;
}

/** Label bound to its control by the surrounding React Aria field. */
export function FieldLabel({ children, isRequired = false }: FieldLabelProps) {
  return (
    <Label className="text-sm font-medium text-slate-900">
      {children}
      {/* The control itself carries aria-required; the star is for sighted users only. */}
      {isRequired ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Hint text; the surrounding field adds it to the control's aria-describedby. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className="text-sm text-slate-700">
      {children}
    </Text>
  );
}

const ERROR_TEXT_CLASS = "flex items-start gap-1.5 text-sm font-medium text-red-700";

function ErrorContent({ children }: { children: ReactNode }) {
  return (
    <>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </>
  );
}

/**
 * Error text, in the control's aria-describedby (read on focus) and an alert (read the moment it
 * appears, e.g. after a server round trip).
 */
export function FieldErrorMessage({ children }: { children: ReactNode }) {
  return (
    <Text slot="errorMessage" role="alert" className={ERROR_TEXT_CLASS}>
      <ErrorContent>{children}</ErrorContent>
    </Text>
  );
}

/** The same error look outside a React Aria field; the caller wires id and alert role. */
export function ErrorText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={ERROR_TEXT_CLASS}>
      <ErrorContent>{children}</ErrorContent>
    </p>
  );
}

export interface FieldProps {
  label: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  /** The control, e.g. a React Aria Input, TextArea, trigger button or list of radios. */
  children: ReactNode;
}

/**
 * Label, hint, control and error of one field. Place it inside a React Aria field (TextField,
 * Select, ComboBox, RadioGroup), whose contexts give the parts their ids and wire them to the
 * control; set that field's isInvalid when there is an errorMessage.
 */
export function Field({ label, description, errorMessage, isRequired = false, children }: FieldProps) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      {children}
      {errorMessage ? <FieldErrorMessage>{errorMessage}</FieldErrorMessage> : null}
    </>
  );
}
