/** Badge and icon sizes of SPEC §9, in px; `--size-icon-*` in app.css mirrors them for CSS. */
export const SIZE_TOKENS = {
  small: 14,
  medium: 18,
  large: 24,
  larger: 32,
  xl: 48,
  huge: 56,
  xHuge: 65,
  xxHuge: 135,
} as const;

export type SizeToken = keyof typeof SIZE_TOKENS;

/** Counts above this show as "99+": the exact figure no longer fits and no longer matters at a glance. */
export const BADGE_MAX_COUNT = 99;

/** Both tones carry white text at ≥ 4.5:1 (accent-500 would not). */
const TONE_CLASSES = {
  danger: "bg-red-700 text-white",
  brand: "bg-brand-700 text-white",
} as const;

export type BadgeTone = keyof typeof TONE_CLASSES;

export interface BadgeProps {
  /** Shown as a number; without it the badge is a dot. A count of 0 or less renders nothing. */
  count?: number;
  size?: SizeToken;
  tone?: BadgeTone;
  /** What the badge means for screen readers, e.g. "3 ungelesene Nachrichten"; replaces the bare figure. */
  label?: string;
  className?: string;
}

function formatBadgeCount(count: number): string {
  return count > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : String(count);
}

/**
 * Count or dot badge. Without `label` a count is read as its figure and a dot, which has nothing
 * to read, is hidden from assistive technology.
 */
export function Badge({ count, size = "medium", tone = "danger", label, className = "" }: BadgeProps) {
  if (count !== undefined && count <= 0) return null;
  const px = SIZE_TOKENS[size];
  const classes = `inline-flex shrink-0 items-center justify-center rounded-full font-semibold leading-none tabular-nums ${TONE_CLASSES[tone]} ${className}`;

  if (count === undefined) {
    // A dot reads as a marker beside something; half the token keeps it from crowding what it marks.
    const dot = Math.max(6, Math.round(px / 2));
    return (
      <span className={classes} style={{ width: dot, height: dot }} aria-hidden={label ? undefined : true}>
        {label ? <span className="sr-only">{label}</span> : null}
      </span>
    );
  }

  const text = formatBadgeCount(count);
  return (
    <span
      className={classes}
      style={{
        height: px,
        minWidth: px,
        paddingInline: Math.round(px / 4),
        fontSize: Math.max(9, Math.round(px * 0.6)),
      }}
    >
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
