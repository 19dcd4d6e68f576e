import { NUMBER_LOCALE } from "~/lib/number-format";

/**
 * A small SVG chart for counts over time: lines or grouped bars, y axis from zero. The drawing
 * is one image to assistive technology, named by `summary`; pages offer the same numbers as a
 * table. Series differ by colour and, for lines, by dash pattern, so colour is never the only cue.
 */

export interface ChartSeries {
  id: string;
  label: string;
  /** One value per category, in category order. */
  values: readonly number[];
}

export interface ChartProps {
  variant: "line" | "bar";
  /** What the chart shows, in words (its accessible name), e.g. totals and the highest value. */
  summary: string;
  /** Labels of the x axis, one per value, already formatted (e.g. "05.01."). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Drawing height in SVG units; the chart scales to its container's width. */
  height?: number;
  formatValue?: (value: number) => string;
}

const WIDTH = 720;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 48 };
const MAX_X_LABELS = 8;
const SERIES_STYLES = [
  { color: "text-brand-600", dash: undefined },
  { color: "text-accent-500", dash: "8 4" },
  { color: "text-green-700", dash: "2 3" },
] as const;

const defaultFormat = new Intl.NumberFormat(NUMBER_LOCALE).format;

function seriesStyle(index: number) {
  return SERIES_STYLES[index % SERIES_STYLES.length]!;
}

/**
 * A y axis from zero to a round maximum at or above `max`, in steps of 1, 2, 2.5 or 5 times a
 * power of ten (never below 1: the chart shows counts). An empty range still gets an axis of 0 to 1.
 */
export function niceScale(max: number, tickCount = 4): { max: number; ticks: number[] } {
  if (!(max > 0)) return { max: 1, ticks: [0, 1] };
  const rough = max / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  // 2.5 only where it stays a whole number (25, 250 …).
  const factors = magnitude >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  const step = Math.max(1, (factors.find((n) => n * magnitude >= rough) ?? 10) * magnitude);
  const top = Math.ceil(max / step) * step;
  return { max: top, ticks: Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step) };
}

/** Which categories get an x label: evenly spaced, at most `maxLabels`, always the first. */
export function labelIndices(count: number, maxLabels = MAX_X_LABELS): number[] {
  const step = Math.max(1, Math.ceil(count / maxLabels));
  return Array.from({ length: count }, (_, i) => i).filter((i) => i % step === 0);
}

export function Chart({ variant, summary, categories, series, height = 240, formatValue = defaultFormat }: ChartProps) {
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const scale = niceScale(Math.max(0, ...series.flatMap((s) => s.values)));
  const count = Math.max(1, categories.length);
  const slot = plotWidth / count;
  const y = (value: number) => MARGIN.top + plotHeight - (value / scale.max) * plotHeight;
  const xCenter = (index: number) => MARGIN.left + slot * (index + 0.5);
  const barWidth = (slot * 0.8) / Math.max(1, series.length);

  return (
    <figure className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800">
        {series.map((s, index) => {
          const style = seriesStyle(index);
          return (
            <li key={s.id} className="flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 24 8" className={`h-2 w-6 ${style.color}`}>
                {variant === "line" ? (
                  <line
                    x1="0"
                    y1="4"
                    x2="24"
                    y2="4"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeDasharray={style.dash}
                  />
                ) : (
                  <rect x="0" y="0" width="24" height="8" fill="currentColor" />
                )}
              </svg>
              {s.label}
            </li>
          );
        })}
      </ul>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full overflow-visible rounded-md border border-slate-200 bg-white"
      >
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
              strokeWidth="1"
            />
            <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-slate-700 text-[12px]">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {labelIndices(categories.length).map((index) => (
          <text
            key={index}
            x={xCenter(index)}
            y={height - 8}
            textAnchor="middle"
            className="fill-slate-700 text-[12px]"
          >
            {categories[index]}
          </text>
        ))}
        {series.map((s, seriesIndex) => {
          const style = seriesStyle(seriesIndex);
          if (variant === "line") {
            const points = s.values.map((value, i) => `${xCenter(i).toFixed(1)},${y(value).toFixed(1)}`);
            return (
              <polyline
                key={s.id}
                data-series={s.id}
                points={points.join(" ")}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
                strokeDasharray={style.dash}
                className={style.color}
              />
            );
          }
          return (
            <g key={s.id} data-series={s.id} className={style.color}>
              {s.values.map((value, i) => (
                <rect
                  key={i}
                  x={MARGIN.left + slot * i + slot * 0.1 + barWidth * seriesIndex}
                  y={y(value)}
                  width={Math.max(0.5, barWidth)}
                  height={MARGIN.top + plotHeight - y(value)}
                  fill="currentColor"
                />
              ))}
            </g>
          );
        })}
        <line
          x1={MARGIN.left}
          x2={WIDTH - MARGIN.right}
          y1={MARGIN.top + plotHeight}
          y2={MARGIN.top + plotHeight}
          className="stroke-slate-500"
          strokeWidth="1"
        />
      </svg>
    </figure>
  );
}
