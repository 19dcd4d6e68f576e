import { useEffect, type RefObject } from "react";

/** Fields marked invalid: React Aria sets data-invalid on a field's root, native inputs carry aria-invalid. */
const INVALID = '[aria-invalid="true"], [data-invalid]';
const FOCUSABLE =
  'input:not([type="hidden"]), select, textarea, button, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function canFocus(element: HTMLElement): boolean {
  return (
    element.matches(FOCUSABLE) &&
    !element.matches(":disabled") &&
    element.closest('[aria-hidden="true"], [inert]') === null
  );
}

/**
 * Focuses the first invalid field of `form` in reading order, or the first control inside an
 * invalid group (a fieldset of checkboxes, a radio group, a select's trigger). Returns whether
 * a field took focus. WCAG 3.3.1: after a failed submit the user lands on what to fix.
 */
export function focusFirstInvalidField(form: HTMLElement): boolean {
  for (const element of form.querySelectorAll<HTMLElement>(INVALID)) {
    const target = canFocus(element)
      ? element
      : [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].find((candidate) => canFocus(candidate));
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}

/** focusFirstInvalidField once the errors of a submission have rendered (next frame). */
export function focusFirstInvalidFieldSoon(form: HTMLElement): void {
  requestAnimationFrame(() => focusFirstInvalidField(form));
}

/**
 * After a refused submission (the action's reply has status "error"), focus goes to the first
 * invalid field of the form (named by its id, or a ref to it or to what holds its forms) once the
 * errors have rendered.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null> | string, result: unknown): void {
  useEffect(() => {
    const element = typeof form === "string" ? document.forms.namedItem(form) : form.current;
    if (element && isRefusal(result)) focusFirstInvalidFieldSoon(element);
  }, [form, result]);
}

function isRefusal(result: unknown): boolean {
  return typeof result === "object" && result !== null && "status" in result && result.status === "error";
}
