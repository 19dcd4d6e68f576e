import { SpriteIcon } from "./sprite-icon";
import {
  Button,
  I18nProvider,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from "react-aria-components";
import { PORTAL_LOCALE } from "~/lib/number-format";
import { Field, FIELD_CONTROL_CLASS, FIELD_ROOT_CLASS } from "./field";

/** Shown in an open list without options, e.g. when a combobox filter matches nothing. */
export const NO_OPTIONS_TEXT = "Keine Treffer";

export interface SelectOption {
  /** Submitted with the form and passed to onChange. */
  id: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

export function toOptionId(key: Key | null): string | null {
  return key === null ? null : String(key);
}

export function disabledOptionIds(options: readonly SelectOption[]): string[] {
  return options.filter((option) => option.isDisabled).map((option) => option.id);
}

function renderOption(option: SelectOption) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      className="group flex cursor-default items-center gap-2 rounded px-3 py-2 text-slate-900 outline-none data-disabled:cursor-not-allowed data-disabled:text-slate-500 data-focused:bg-brand-600 data-focused:text-white data-selected:font-semibold"
    >
      {({ isSelected }) => (
        <>
          <span className="min-w-0 flex-1">
            <Text slot="label" className="block truncate">
              {option.label}
            </Text>
            {option.description ? (
              <Text
                slot="description"
                className="block text-sm font-normal text-slate-700 group-data-focused:text-white"
              >
                {option.description}
              </Text>
            ) : null}
          </span>
          {isSelected ? <SpriteIcon name="check" className="size-4 shrink-0" /> : null}
        </>
      )}
    </ListBoxItem>
  );
}

/**
 * The option list of Select and ComboBox. `items` is for Select; a ComboBox hands its own
 * (filtered) items to the list.
 */
export function OptionsPopover({ items }: { items?: readonly SelectOption[] }) {
  return (
    <Popover className="w-(--trigger-width) overflow-auto rounded-md border border-slate-300 bg-white p-1 shadow-lg">
      <ListBox
        items={items}
        renderEmptyState={() => <p className="px-3 py-2 text-slate-700">{NO_OPTIONS_TEXT}</p>}
        className="outline-none"
      >
        {renderOption}
      </ListBox>
    </Popover>
  );
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  description?: string;
  /** Marks the field invalid and shows the text below it. */
  errorMessage?: string;
  placeholder?: string;
  /** Controlled selection; leave undefined and use defaultValue for an uncontrolled select. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Submits the selected id with a plain HTML form. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * A single choice from a fixed list. React Aria renders a button that opens a listbox and a
 * hidden native select for forms; the German locale gives its built-in texts.
 */
export function Select({
  label,
  options,
  description,
  errorMessage,
  placeholder = "Bitte auswählen",
  onChange,
  isRequired = false,
  ...rest
}: SelectProps) {
  return (
    <I18nProvider locale={PORTAL_LOCALE}>
      <AriaSelect
        {...rest}
        onChange={(key) => onChange?.(toOptionId(key))}
        placeholder={placeholder}
        disabledKeys={disabledOptionIds(options)}
        isRequired={isRequired}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        allowsEmptyCollection
        className={`group ${FIELD_ROOT_CLASS}`}
      >
        <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
          <Button
            className={`${FIELD_CONTROL_CLASS} flex items-center justify-between gap-2 text-left group-data-invalid:border-red-700 group-data-invalid:ring-1 group-data-invalid:ring-red-700`}
          >
            {/* The label alone: the option's description belongs in the list, not the trigger. */}
            <SelectValue className="truncate data-placeholder:text-slate-600">
              {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
            </SelectValue>
            <SpriteIcon name="chevron-down" className="size-4 shrink-0 text-slate-700" />
          </Button>
        </Field>
        <OptionsPopover items={options} />
      </AriaSelect>
    </I18nProvider>
  );
}
