import type { ReactNode } from "react";
import { SpriteIcon } from "./sprite-icon";
import {
  CheckboxButton,
  CheckboxField,
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  SwitchButton,
  SwitchField,
} from "react-aria-components";
import { Field, FIELD_ROOT_CLASS, FieldDescription, FieldErrorMessage } from "./field";

/**
 * The native input of a checkbox, radio or switch is visually hidden, so its keyboard focus ring
 * is drawn on the visible indicator instead.
 */
const INDICATOR_FOCUS_CLASS =
  "group-data-focus-visible:outline-3 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-brand-600";

const CHOICE_LABEL_CLASS =
  "group flex w-fit cursor-pointer items-start gap-2.5 text-slate-900 data-disabled:cursor-not-allowed data-disabled:text-slate-500";

function RequiredMark() {
  // The input carries aria-required; the star is for sighted users only.
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

export interface CheckboxProps {
  /** The visible label. */
  children: ReactNode;
  description?: string;
  /** Marks the checkbox invalid and shows the text below it, e.g. for a required consent. */
  errorMessage?: string;
  name?: string;
  /** Submitted with the form when checked; the browser sends "on" without it. */
  value?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** "Some of the items below are selected", e.g. for a "select all" box. */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
}

export function Checkbox({ children, description, errorMessage, isRequired = false, ...rest }: CheckboxProps) {
  return (
    <CheckboxField
      {...rest}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      // Errors come from the form's schema, in German, not from the browser's own messages.
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <CheckboxButton className={CHOICE_LABEL_CLASS}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span
              className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2 border-slate-600 bg-white text-white group-data-disabled:opacity-50 group-data-indeterminate:border-brand-600 group-data-indeterminate:bg-brand-600 group-data-invalid:border-red-700 group-data-selected:border-brand-600 group-data-selected:bg-brand-600 ${INDICATOR_FOCUS_CLASS}`}
            >
              {isIndeterminate ? (
                <SpriteIcon name="minus" className="size-4" strokeWidth={3} />
              ) : isSelected ? (
                <SpriteIcon name="check" className="size-4" strokeWidth={3} />
              ) : null}
            </span>
            <span>
              {children}
              {isRequired ? <RequiredMark /> : null}
            </span>
          </>
        )}
      </CheckboxButton>
      {description ? (
        <div className="pl-7.5">
          <FieldDescription>{description}</FieldDescription>
        </div>
      ) : null}
      {errorMessage ? (
        <div className="pl-7.5">
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        </div>
      ) : null}
    </CheckboxField>
  );
}

export interface RadioGroupProps {
  label: string;
  /** Radio elements. */
  children: ReactNode;
  description?: string;
  /** Marks the group invalid and shows the text below it. */
  errorMessage?: string;
  name?: string;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Also sets which arrow keys move between the options. */
  orientation?: "vertical" | "horizontal";
}

/** A labelled group of mutually exclusive options; arrow keys move the choice, Tab leaves the group. */
export function RadioGroup({
  label,
  children,
  description,
  errorMessage,
  isRequired = false,
  orientation = "vertical",
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      orientation={orientation}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={FIELD_ROOT_CLASS}
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <div
          className={orientation === "horizontal" ? "flex flex-wrap gap-x-6 gap-y-2 py-1" : "flex flex-col gap-2 py-1"}
        >
          {children}
        </div>
      </Field>
    </AriaRadioGroup>
  );
}

export interface RadioProps {
  value: string;
  /** The visible label. */
  children: ReactNode;
  description?: string;
  isDisabled?: boolean;
}

export function Radio({ children, description, ...rest }: RadioProps) {
  return (
    <RadioField {...rest} className="flex flex-col gap-0.5">
      <RadioButton className={CHOICE_LABEL_CLASS}>
        <span
          className={`mt-0.5 size-5 shrink-0 rounded-full border-2 border-slate-600 bg-white group-data-disabled:opacity-50 group-data-invalid:border-red-700 group-data-selected:border-6 group-data-selected:border-brand-600 ${INDICATOR_FOCUS_CLASS}`}
        />
        <span>{children}</span>
      </RadioButton>
      {description ? (
        <div className="pl-7.5">
          <FieldDescription>{description}</FieldDescription>
        </div>
      ) : null}
    </RadioField>
  );
}

export interface SwitchProps {
  /** The visible label. */
  children: ReactNode;
  description?: string;
  name?: string;
  value?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/** On/off setting that applies at once; screen readers announce it as a switch. */
export function Switch({ children, description, ...rest }: SwitchProps) {
  return (
    <SwitchField {...rest} className="flex flex-col gap-1">
      <SwitchButton className={`${CHOICE_LABEL_CLASS} items-center`}>
        <span
          className={`flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 p-0.5 transition-colors group-data-disabled:opacity-50 group-data-selected:bg-brand-600 motion-reduce:transition-none ${INDICATOR_FOCUS_CLASS}`}
        >
          <span className="size-5 rounded-full bg-white shadow transition-transform group-data-selected:translate-x-5 motion-reduce:transition-none" />
        </span>
        <span>{children}</span>
      </SwitchButton>
      {description ? (
        <div className="pl-14">
          <FieldDescription>{description}</FieldDescription>
        </div>
      ) : null}
    </SwitchField>
  );
}
