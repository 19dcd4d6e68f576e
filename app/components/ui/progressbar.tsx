import { Label, ProgressBar as AriaProgressBar } from "react-aria-components";
import { NUMBER_LOCALE } from "~/lib/number-format";

const percentFormat = new Intl.NumberFormat(NUMBER_LOCALE, { style: "percent", maximumFractionDigits: 0 });

/** A share between 0 and 1 as de-AT percent, e.g. 0.42 → "42 %". */
export function formatPercent(share: number): string {
  return percentFormat.format(share);
}

export interface ProgressBarProps {
  /** Names the bar for everyone; with isLabelHidden only for screen readers. */
  label: string;
  isLabelHidden?: boolean;
  /** Between 0 and maxValue; ignored while indeterminate. */
  value?: number;
  maxValue?: number;
  /** Work is under way but its share is unknown. */
  isIndeterminate?: boolean;
}

/**
 * Determinate or indeterminate progress. The value text is formatted here in de-AT instead of
 * by React Aria, whose locale would follow the browser's language.
 */
export function ProgressBar({
  label,
  isLabelHidden = false,
  value = 0,
  maxValue = 100,
  isIndeterminate = false,
}: ProgressBarProps) {
  const share = maxValue > 0 ? Math.min(Math.max(value / maxValue, 0), 1) : 0;
  const valueText = isIndeterminate ? undefined : formatPercent(share);

  return (
    <AriaProgressBar
      value={share * 100}
      isIndeterminate={isIndeterminate}
      valueLabel={valueText}
      className="flex w-full flex-col gap-1.5"
    >
      <div className={isLabelHidden ? "flex justify-end" : "flex items-baseline justify-between gap-4"}>
        <Label className={isLabelHidden ? "sr-only" : "text-sm font-medium text-slate-900"}>{label}</Label>
        {valueText ? <span className="text-sm text-slate-700 tabular-nums">{valueText}</span> : null}
      </div>
      <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
        {isIndeterminate ? (
          // Tailwind's built-in animations have no sliding bar; a pulse says "busy" without own keyframes.
          <div className="h-full w-full rounded-full bg-brand-600 motion-safe:animate-pulse" />
        ) : (
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
            style={{ width: `${share * 100}%` }}
          />
        )}
      </div>
    </AriaProgressBar>
  );
}
