import { useEffect, useRef, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { cleanQuery } from "../search-query";

/** How long a typed number waits before the filters apply (a change per keystroke would navigate). */
const TYPING_PAUSE_MS = 600;

/** A selector that finds the same control again in the form rendered for the next address. */
function selectorOf(control: HTMLElement): string | null {
  if (control.id) return `#${CSS.escape(control.id)}`;
  const name = control.getAttribute("name");
  if (!name) return null;
  const value = control.getAttribute("value");
  return value === null ? `[name="${CSS.escape(name)}"]` : `[name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`;
}

/**
 * A GET filter form (docs/active-sourcing.md, "Search"): it goes to an address without empty
 * parameters, and the controls inside `[data-apply-on-change]` apply as they change (a number after
 * a pause in typing). The focus stays on the control that changed. Without JavaScript the form's
 * buttons submit it and the server drops the empty parameters (cleanQuery).
 */
export function useCleanGetForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const refocus = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const selector = refocus.current;
    refocus.current = null;
    if (selector) document.querySelector<HTMLElement>(selector)?.focus();
  }, [search]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const apply = (form: HTMLFormElement, changed: HTMLElement | null) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const entries = [...new FormData(form)].flatMap(([name, value]) =>
      typeof value === "string" ? [[name, value] as [string, string]] : [],
    );
    const query = cleanQuery(new URLSearchParams(entries));
    refocus.current = changed ? selectorOf(changed) : null;
    const path = new URL(form.action, window.location.href).pathname;
    const to = query.size ? `${path}?${query}` : path;
    // The button after a change that applied already: the same address, no second history entry.
    void navigate(to, { replace: to === `${window.location.pathname}${window.location.search}` });
  };
  return {
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      apply(event.currentTarget, null);
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      const control = event.target as HTMLElement;
      if (!control.closest("[data-apply-on-change]")) return;
      const form = event.currentTarget;
      if (control instanceof HTMLInputElement && (control.type === "number" || control.type === "text")) {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => apply(form, control), TYPING_PAUSE_MS);
        return;
      }
      apply(form, control);
    },
  };
}
