import { useId, useRef, useState } from "react";
import { Input, TextField as AriaTextField } from "react-aria-components";
import { sanitizeDecimalInput, sanitizeWholeNumberInput } from "~/lib/number-input";
import { Field, FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "./field";

export interface NumberFieldProps {
  label: string;
  description?: string;
  /** Marks the field invalid and shows the text below it. */
  errorMessage?: string;
  /** Submits the sanitized text (e.g. "1234,5") with a plain HTML form; read it with parseDecimal. */
  name?: string;
  /** Controlled text in German notation; it is shown sanitized. */
  value?: string;
  defaultValue?: string;
  /** Receives the sanitized text, only when it changed. */
  onChange?: (value: string) => void;
  /** Shown after the value, e.g. "€"; screen readers hear it as part of the description. */
  unit?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
}

interface SanitizedFieldProps extends NumberFieldProps {
  sanitize: (raw: string) => string;
  inputMode: "decimal" | "numeric";
}

/**
 * A text input, not type="number": that one hides the German decimal comma from scripts in some
 * browsers and changes its value on scroll. Every change passes the SPEC §5 sanitizer.
 */
function SanitizedField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  unit,
  isRequired = false,
  placeholder,
  sanitize,
  inputMode,
  ...rest
}: SanitizedFieldProps) {
  const unitId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uncontrolledValue, setUncontrolledValue] = useState(() => sanitize(defaultValue ?? ""));
  const shown = value === undefined ? uncontrolledValue : sanitize(value);

  function handleChange(raw: string) {
    const next = sanitize(raw);
    const input = inputRef.current;
    if (input && next !== raw && input.ownerDocument.activeElement === input) {
      // Write the clean text and caret ourselves: React would restore the old text and drop the
      // caret at the end when a typed character is rejected. Rejected characters sit just before
      // the caret while typing, so it moves back by their number.
      const caret = Math.max(0, (input.selectionStart ?? raw.length) - (raw.length - next.length));
      input.value = next;
      input.setSelectionRange(caret, caret);
    }
    if (next === shown) return;
    if (value === undefined) setUncontrolledValue(next);
    onChange?.(next);
  }

  return (
    <AriaTextField
      {...rest}
      value={shown}
      onChange={handleChange}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      aria-describedby={unit ? unitId : undefined}
      className={FIELD_ROOT_CLASS}
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <div className="relative">
          <Input
            ref={inputRef}
            inputMode={inputMode}
            autoComplete="off"
            placeholder={placeholder}
            className={`${FIELD_INPUT_CLASS} tabular-nums ${unit ? "pr-12" : ""}`}
          />
          {unit ? (
            <span
              id={unitId}
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-700"
            >
              {unit}
            </span>
          ) : null}
        </div>
      </Field>
    </AriaTextField>
  );
}

/** Amount with German decimal comma and at most two decimals (SPEC §5). */
export function DecimalField(props: NumberFieldProps) {
  return <SanitizedField {...props} sanitize={sanitizeDecimalInput} inputMode="decimal" />;
}

/** Count or other whole number: digits only (SPEC §5). */
export function WholeNumberField(props: NumberFieldProps) {
  return <SanitizedField {...props} sanitize={sanitizeWholeNumberInput} inputMode="numeric" />;
}
