import { useId, useRef, useState } from "react";
import { Input, TextField as AriaTextField } from "react-aria-components";
import {
  normalizeDecimalInput,
  normalizeWholeNumberInput,
  readWholeNumberInput,
  sanitizeDecimalTyping,
  sanitizeWholeNumberTyping,
  WHOLE_NUMBER_FRACTION_MESSAGE,
} from "~/lib/number-input";
import { Field, FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "./field";

export interface NumberFieldProps {
  label: string;
  description?: string;
  /** Marks the field invalid and shows the text below it. */
  errorMessage?: string;
  /**
   * Submits the text as shown (e.g. "3.200" while typing, "3.200,5" after blur); the server reads
   * it with parseDecimalInput or readWholeNumberInput, the same reading the field applies on blur.
   */
  name?: string;
  /** Controlled text; it is shown without the characters no number has. */
  value?: string;
  /** Shown in the field's blur notation, e.g. "3200,00" as "3.200,00". */
  defaultValue?: string;
  /** Receives the text after each accepted key and the blur notation on blur, only when it changed. */
  onChange?: (value: string) => void;
  /** Shown after the value, e.g. "€"; screen readers hear it as part of the description. */
  unit?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
}

interface SanitizedFieldProps extends NumberFieldProps {
  /** Each keystroke: drops what no number has, keeps what is still ambiguous ("3.2" may become "3.200"). */
  sanitize: (raw: string) => string;
  /** On blur: the whole text's interpretation in German notation. */
  normalize: (text: string) => string;
  /** A German message when the text cannot be the field's kind of number, checked from the first blur on. */
  check?: (text: string) => string | null;
  inputMode: "decimal" | "numeric";
}

/**
 * A text input, not type="number": that one hides the German decimal comma from scripts in some
 * browsers and changes its value on scroll. Every change passes the typing sanitizer; blur shows
 * how the whole text is read (decision 015), so "3.200" typed key by key stays 3200.
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
  normalize,
  check,
  inputMode,
  ...rest
}: SanitizedFieldProps) {
  const unitId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uncontrolledValue, setUncontrolledValue] = useState(() => normalize(defaultValue ?? ""));
  const [blurred, setBlurred] = useState(false);
  const shown = value === undefined ? uncontrolledValue : sanitize(value);
  const error = (blurred ? check?.(shown) : null) ?? errorMessage;

  function show(next: string) {
    if (next === shown) return;
    if (value === undefined) setUncontrolledValue(next);
    onChange?.(next);
  }

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
    show(next);
  }

  function handleBlur() {
    setBlurred(true);
    show(normalize(shown));
  }

  return (
    <AriaTextField
      {...rest}
      value={shown}
      onChange={handleChange}
      onBlur={handleBlur}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      aria-describedby={unit ? unitId : undefined}
      className={FIELD_ROOT_CLASS}
    >
      <Field label={label} description={description} errorMessage={error} isRequired={isRequired}>
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
  return (
    <SanitizedField {...props} sanitize={sanitizeDecimalTyping} normalize={normalizeDecimalInput} inputMode="decimal" />
  );
}

function checkWholeNumber(text: string): string | null {
  return readWholeNumberInput(text).kind === "fraction" ? WHOLE_NUMBER_FRACTION_MESSAGE : null;
}

/** Count or other whole number: thousands dots go on blur ("1.234" → "1234"); "2,5" is refused, not read as 25. */
export function WholeNumberField(props: NumberFieldProps) {
  return (
    <SanitizedField
      {...props}
      sanitize={sanitizeWholeNumberTyping}
      normalize={normalizeWholeNumberInput}
      check={checkWholeNumber}
      inputMode="numeric"
    />
  );
}
