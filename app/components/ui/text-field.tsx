import { useId, useState, type ReactNode } from "react";
import { Input, TextArea, TextField as AriaTextField } from "react-aria-components";
import { formatWholeNumber } from "~/lib/number-format";
import { Field, FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "./field";

interface TextFieldBaseProps {
  label: string;
  description?: string;
  /** Marks the field invalid and shows the text below it. */
  errorMessage?: string;
  /** Submits the value with a plain HTML form. */
  name?: string;
  /** Controlled value; leave undefined and use defaultValue for an uncontrolled field. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** Hard limit; the browser stops input beyond it. */
  maxLength?: number;
  /** Shows how many characters are used (of maxLength, when set). */
  showCharacterCount?: boolean;
}

export interface TextFieldProps extends TextFieldBaseProps {
  type?: "text" | "email" | "tel" | "url" | "password" | "search";
}

export interface TextAreaFieldProps extends TextFieldBaseProps {
  rows?: number;
}

function characterCountText(length: number, maxLength: number | undefined): string {
  return maxLength === undefined
    ? `${formatWholeNumber(length)} Zeichen`
    : `${formatWholeNumber(length)} von ${formatWholeNumber(maxLength)} Zeichen`;
}

interface TextFieldShellProps extends TextFieldBaseProps {
  type?: TextFieldProps["type"];
  control: ReactNode;
}

/**
 * React Aria binds label, hint and error to the control. The counter joins its
 * aria-describedby, so it is read on focus instead of on every keystroke.
 */
function TextFieldShell({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  isRequired = false,
  maxLength,
  showCharacterCount = false,
  control,
  ...rest
}: TextFieldShellProps) {
  const counterId = useId();
  const [uncontrolledLength, setUncontrolledLength] = useState(defaultValue?.length ?? 0);
  const length = value === undefined ? uncontrolledLength : value.length;

  return (
    <AriaTextField
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        setUncontrolledLength(next.length);
        onChange?.(next);
      }}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      maxLength={maxLength}
      // Errors come from the form's schema, in German, not from the browser's own messages.
      validationBehavior="aria"
      aria-describedby={showCharacterCount ? counterId : undefined}
      className={FIELD_ROOT_CLASS}
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        {control}
        {showCharacterCount ? (
          <span id={counterId} className="self-end text-sm text-slate-700 tabular-nums">
            {characterCountText(length, maxLength)}
          </span>
        ) : null}
      </Field>
    </AriaTextField>
  );
}

/** Single-line text input with label, hint, error and optional character counter. */
export function TextField({ placeholder, autoComplete, ...props }: TextFieldProps) {
  return (
    <TextFieldShell
      {...props}
      control={<Input placeholder={placeholder} autoComplete={autoComplete} className={FIELD_INPUT_CLASS} />}
    />
  );
}

/** Multi-line variant of TextField. */
export function TextAreaField({ placeholder, autoComplete, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <TextFieldShell
      {...props}
      control={
        <TextArea
          placeholder={placeholder}
          autoComplete={autoComplete}
          rows={rows}
          className={`${FIELD_INPUT_CLASS} resize-y`}
        />
      }
    />
  );
}
