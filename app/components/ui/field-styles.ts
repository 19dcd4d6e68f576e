/** The look of form fields, without React Aria: pages that need only the classes stay light. */

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
