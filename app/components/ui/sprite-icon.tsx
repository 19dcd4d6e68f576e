import spriteUrl from "./icons.svg?url&no-inline";
import type { SpriteIconName } from "./sprite-icons";

export type { SpriteIconName };

export interface SpriteIconProps {
  name: SpriteIconName;
  className?: string;
  /** In the units of the 24 × 24 viewBox; lucide draws at 2. */
  strokeWidth?: number;
}

/**
 * One of the interface's fixed icons: an `<svg>` that uses its symbol in the build's sprite (a
 * file the browser loads once and keeps), painted in the text colour like lucide's components it
 * replaces, and hidden from assistive technology: the control it sits in carries the name.
 */
export function SpriteIcon({ name, className, strokeWidth = 2 }: SpriteIconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
