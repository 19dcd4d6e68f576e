import { SpriteIcon } from "./sprite-icon";

/** Dark text on a light tint: every pair stays above 4.5:1. */
const TONE_CLASSES = {
  neutral: "border-slate-300 bg-slate-100 text-slate-800",
  info: "border-brand-100 bg-brand-50 text-brand-900",
  success: "border-green-200 bg-green-50 text-green-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  danger: "border-red-200 bg-red-50 text-red-900",
} as const;

export type PillTone = keyof typeof TONE_CLASSES;

export interface PillProps {
  /** Plain text, so the remove button can be named after it. */
  children: string;
  tone?: PillTone;
  /** Shows a remove button named "{text} entfernen". Where focus goes after removal is the caller's choice. */
  onRemove?: () => void;
  className?: string;
}

/** A small rounded label, e.g. a status or an active filter. */
export function Pill({ children, tone = "neutral", onRemove, className = "" }: PillProps) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium ${TONE_CLASSES[tone]} ${className}`}
    >
      <span>{children}</span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`${children} entfernen`}
          className="-my-1 -mr-2 inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-black/10"
        >
          <SpriteIcon name="x" className="size-3.5" />
        </button>
      ) : null}
    </span>
  );
}
