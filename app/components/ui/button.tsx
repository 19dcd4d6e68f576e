import type { ReactNode, Ref } from "react";
import { Button as AriaButton, ProgressBar, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "./button-styles";

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends Omit<AriaButtonProps, "className" | "style" | "children" | "render"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  /** Names the spinner while isPending. */
  pendingLabel?: string;
}

/**
 * Button on React Aria, which gives press handling across pointer, touch and keyboard. While
 * isPending it ignores presses, stops a submit button from submitting again (it becomes
 * type="button") and stays focusable; the label stays in place, only hidden, so the width holds.
 */
export function Button({
  variant = "primary",
  size = "md",
  isPending = false,
  pendingLabel = "Bitte warten",
  children,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      isPending={isPending}
      // React Aria passes no aria-busy through; this puts it on its own button element.
      render={(props) => <button {...props} aria-busy={isPending || undefined} />}
      className={buttonClassName(variant, size)}
    >
      <span className={`inline-flex items-center justify-center gap-2 ${isPending ? "opacity-0" : ""}`}>
        {children}
      </span>
      {isPending ? (
        <ProgressBar
          isIndeterminate
          aria-label={pendingLabel}
          className="absolute inset-0 flex items-center justify-center"
        >
          {/* Inline, not an icon-set import: buttons sit on every page and stay out of the icon chunk. */}
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 motion-safe:animate-spin" fill="none">
            <path d="M21 12a9 9 0 1 1-6.219-8.56" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </ProgressBar>
      ) : null}
    </AriaButton>
  );
}
