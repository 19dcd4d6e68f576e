import { FIELD_INPUT_CLASS, FIELD_ROOT_CLASS } from "./field-styles";

/**
 * A labelled native `<select>` for GET filter forms: the browser's own control, no React Aria, so
 * a list's filters cost the server render nothing beyond their markup (issue 17 §2). `empty`
 * adds a first option without a value ("Alle").
 */
export function NativeSelect({
  id,
  label,
  name,
  value,
  options,
  empty,
  className,
}: {
  id: string;
  label: string;
  name: string;
  value: string | undefined;
  options: ReadonlyArray<readonly [string, string]>;
  empty?: string;
  /** Extra classes of the field's root, e.g. its width. */
  className?: string;
}) {
  return (
    <div className={className ? `${FIELD_ROOT_CLASS} ${className}` : FIELD_ROOT_CLASS}>
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={FIELD_INPUT_CLASS}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
