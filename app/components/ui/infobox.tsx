import type { ReactNode } from "react";
import { SpriteIcon, type SpriteIconName } from "./sprite-icon";
import { STATUS_ROLES, type StatusTone } from "~/lib/status-tone";

interface StatusToneStyle {
  role: "status" | "alert";
  icon: SpriteIconName;
  box: string;
  iconColor: string;
}

/** Shared with notification.tsx, so a tone looks and sounds the same wherever it appears. */
export const STATUS_TONES: Record<StatusTone, StatusToneStyle> = {
  info: {
    role: STATUS_ROLES.info,
    icon: "info",
    box: "border-brand-600 bg-brand-50 text-brand-900",
    iconColor: "text-brand-700",
  },
  success: {
    role: STATUS_ROLES.success,
    icon: "circle-check",
    box: "border-green-700 bg-green-50 text-green-900",
    iconColor: "text-green-700",
  },
  warning: {
    role: STATUS_ROLES.warning,
    icon: "triangle-alert",
    box: "border-amber-600 bg-amber-50 text-amber-900",
    iconColor: "text-amber-700",
  },
  error: {
    role: STATUS_ROLES.error,
    icon: "circle-alert",
    box: "border-red-700 bg-red-50 text-red-900",
    iconColor: "text-red-700",
  },
};

export interface DismissButtonProps {
  label: string;
  onPress: () => void;
  /** Id of the text it closes, so several buttons of the same name still say which is which. */
  describedBy?: string;
}

/** The close cross of infoboxes and notifications; 28 px clears the 24 px minimum target of WCAG 2.5.8. */
export function DismissButton({ label, onPress, describedBy }: DismissButtonProps) {
  return (
    <button
      type="button"
      onClick={onPress}
      aria-label={label}
      aria-describedby={describedBy}
      className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-black/10"
    >
      <SpriteIcon name="x" className="size-4" />
    </button>
  );
}

export interface InfoboxProps {
  tone?: StatusTone;
  title?: string;
  children: ReactNode;
  /** Shows a "Hinweis schließen" button; the caller hides the box and decides where focus goes. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * A box of information on the page. Its live role only speaks when the box is inserted after the
 * page has loaded; boxes that are there from the start are read in the normal reading order.
 */
export function Infobox({ tone = "info", title, children, onDismiss, className = "" }: InfoboxProps) {
  const style = STATUS_TONES[tone];
  return (
    <div role={style.role} className={`flex gap-3 rounded-lg border-l-4 p-4 ${style.box} ${className}`}>
      <SpriteIcon name={style.icon} className={`mt-0.5 size-5 shrink-0 ${style.iconColor}`} />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
      {onDismiss ? <DismissButton label="Hinweis schließen" onPress={onDismiss} /> : null}
    </div>
  );
}
