import { SpriteIcon } from "./sprite-icon";
import { Button, ComboBox as AriaComboBox, I18nProvider, Input } from "react-aria-components";
import { PORTAL_LOCALE } from "~/lib/number-format";
import { Field, FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "./field";
import { disabledOptionIds, OptionsPopover, toOptionId, type SelectProps } from "./select";

/** The same props as Select: the two are interchangeable in forms. */
export type ComboBoxProps = SelectProps;

/**
 * A choice from a long list, filtered by typing (case- and accent-insensitive "contains").
 * The list stays open without matches so "Keine Treffer" tells the user why nothing is offered.
 */
export function ComboBox({
  label,
  options,
  description,
  errorMessage,
  placeholder,
  onChange,
  isRequired = false,
  ...rest
}: ComboBoxProps) {
  return (
    <I18nProvider locale={PORTAL_LOCALE}>
      <AriaComboBox
        {...rest}
        defaultItems={options}
        onChange={(key) => onChange?.(toOptionId(key))}
        disabledKeys={disabledOptionIds(options)}
        isRequired={isRequired}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        allowsEmptyCollection
        className={FIELD_ROOT_CLASS}
      >
        <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
          <div className="relative">
            <Input placeholder={placeholder} className={`${FIELD_INPUT_CLASS} pr-10`} />
            {/* React Aria keeps this button out of the tab order and names it in German via I18nProvider. */}
            <Button className="absolute inset-y-0 right-0 flex items-center rounded-r-md px-3 text-slate-700 data-disabled:text-slate-400">
              <SpriteIcon name="chevrons-up-down" className="size-4" />
            </Button>
          </div>
        </Field>
        <OptionsPopover />
      </AriaComboBox>
    </I18nProvider>
  );
}
