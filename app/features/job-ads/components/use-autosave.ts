import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/** How long typing must pause before the draft is stored. */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveStatus = "idle" | "restored" | "saved" | "failed";

export const AUTOSAVE_TEXT: Record<AutosaveStatus, string> = {
  idle: "",
  restored: "Entwurf automatisch gespeichert. Ihre letzten Eingaben wurden wiederhergestellt.",
  saved: "Entwurf automatisch gespeichert",
  failed: "Ihr Entwurf konnte nicht automatisch gespeichert werden.",
};

/** The user's fields of a form, without the intents of the form library. */
function userFields(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form)]
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .filter(([name]) => name !== "intent" && !name.startsWith("__"));
}

/**
 * Stores what the user typed as the step's draft ~800 ms after the last change (`value`
 * changes with every input), through a fetcher POST with intent=autosave to the step's own
 * action (`action`, the URL the step's form posts to). Unchanged values are not sent again. `cancel` drops a pending save, e.g. when the
 * form is submitted for real.
 */
export function useAutosave({
  formId,
  action,
  value,
  enabled,
  restored,
}: {
  formId: string;
  action: string;
  value: unknown;
  enabled: boolean;
  restored: boolean;
}): { status: AutosaveStatus; cancel: () => void } {
  const fetcher = useFetcher<{ autosave?: string }>({ key: `autosave-${formId}` });
  const { submit } = fetcher;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef<string | null>(null);

  const signature = useCallback(() => {
    const form = document.forms.namedItem(formId);
    return form ? new URLSearchParams(userFields(form)).toString() : null;
  }, [formId]);

  // What the page loaded with counts as saved.
  useEffect(() => {
    lastSent.current = signature();
  }, [signature]);

  useEffect(() => {
    if (!enabled) return;
    timer.current = setTimeout(() => {
      const form = document.forms.namedItem(formId);
      const current = signature();
      if (!form || current === null || current === lastSent.current) return;
      lastSent.current = current;
      const body = new FormData();
      for (const [name, field] of userFields(form)) body.append(name, field);
      body.set("intent", "autosave");
      void submit(body, { method: "post", action });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [value, enabled, formId, action, signature, submit]);

  const cancel = useCallback(() => clearTimeout(timer.current), []);

  let status: AutosaveStatus = restored ? "restored" : "idle";
  if (fetcher.data?.autosave === "saved") status = "saved";
  else if (fetcher.data) status = "failed";
  return { status, cancel };
}
