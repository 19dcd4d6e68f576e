export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "danger-outline";
export type ButtonSize = "sm" | "md" | "lg";

const BUTTON_VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: "border-brand-600 bg-brand-600 text-white hover:border-brand-700 hover:bg-brand-700",
  secondary: "border-brand-600 bg-white text-brand-700 hover:bg-brand-50",
  ghost: "border-transparent bg-transparent text-brand-700 hover:bg-brand-50",
  danger: "border-red-700 bg-red-700 text-white hover:border-red-800 hover:bg-red-800",
  /** A destructive action that must not be the most prominent one, e.g. "Löschen" in a row. */
  "danger-outline": "border-red-700 bg-white text-red-700 hover:bg-red-50",
};

const BUTTON_SIZE_CLASS: Record<ButtonSize, string> = {
  sm: "min-h-8 px-3 text-sm",
  md: "min-h-10 px-4 text-sm",
  lg: "min-h-12 px-6 text-base",
};

/**
 * The button look without React Aria, for native buttons on every page (root-level notices),
 * where the press-handling library would weigh on the initial JavaScript.
 */
export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `relative inline-flex items-center justify-center rounded-md border font-semibold transition-colors data-disabled:cursor-not-allowed data-disabled:opacity-50 data-pending:cursor-wait motion-reduce:transition-none ${BUTTON_VARIANT_CLASS[variant]} ${BUTTON_SIZE_CLASS[size]}`;
}
