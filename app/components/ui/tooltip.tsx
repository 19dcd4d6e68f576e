import type { ComponentProps } from "react";
import {
  Focusable,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from "react-aria-components";

/** SPEC §9. */
export const TOOLTIP_MAX_WIDTH_PX = 270;
export const TOOLTIP_OFFSET_PX = 5;
export const TOOLTIP_DELAY_MS = 0;
export const TOOLTIP_CLOSE_DELAY_MS = 0;

export interface TooltipProps {
  /** Short text; it also becomes the trigger's accessible description while shown. */
  content: string;
  /** A focusable element that forwards its ref and spreads its props (button, a, router Link). */
  children: ComponentProps<typeof Focusable>["children"];
  placement?: AriaTooltipProps["placement"];
  /** Keeps the trigger in place but shows nothing, e.g. when its label is already visible. */
  isDisabled?: boolean;
}

/**
 * Tooltip on hover and keyboard focus. React Aria closes it on pointer leave, blur, Escape and
 * on scrolling the page or any container of the trigger (useOverlayPosition's close-on-scroll),
 * which covers SPEC §4 without listeners of our own.
 */
export function Tooltip({ content, children, placement = "right", isDisabled = false }: TooltipProps) {
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS} closeDelay={TOOLTIP_CLOSE_DELAY_MS} isDisabled={isDisabled}>
      <Focusable isDisabled={isDisabled}>{children}</Focusable>
      <AriaTooltip
        placement={placement}
        offset={TOOLTIP_OFFSET_PX}
        style={{ maxWidth: TOOLTIP_MAX_WIDTH_PX }}
        className="z-50 rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white shadow-lg"
      >
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
