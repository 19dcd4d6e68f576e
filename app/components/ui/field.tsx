import type { ReactNode } from "react";
import { SpriteIcon } from "./sprite-icon";
import { Label, Text } from "react-aria-components";

export { FIELD_CONTROL_CLASS, FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "./field-styles";

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
      <SpriteIcon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
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
