import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useBlocker } from "react-router";

/** How long typing must pause before the draft is stored. */
export const AUTOSAVE_DELAY_MS = 800;

/** After a save that did not arrive, the next attempts wait this long (the last one repeats). */
export const AUTOSAVE_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000] as const;

/**
 * clean: nothing typed since the page loaded (or since the last submission); dirty: typed,
 * not stored yet; saving: a save is on its way; saved: what the form holds is stored;
 * failed: the last save did not arrive.
 */
export type AutosavePhase = "clean" | "dirty" | "saving" | "saved" | "failed";

export const AUTOSAVE_TEXT: Record<Exclude<AutosavePhase, "clean">, string> = {
  // Typed and the save is due (it goes ~0.8 s after the last key): pending, not failed.
  dirty: "Wird gespeichert …",
  saving: "Wird gespeichert …",
  saved: "Gespeichert",
  failed: "Nicht gespeichert: Ihre letzten Eingaben konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.",
};

type SaveOutcome = "stored" | "try-again" | "refused";

/**
 * A save the server did not take: worth trying again when the network or the server failed for
 * the moment (no answer, 408, 429, 5xx); not when it refused the request itself (an ended
 * session, a page taken offline), which a repetition would not change.
 */
function saveOutcome(response: Response): SaveOutcome {
  if (response.ok) return "stored";
  return response.status >= 500 || response.status === 408 || response.status === 429 ? "try-again" : "refused";
}

/** The user's fields of a form, without the intents of the form library. */
function userFields(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form)]
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .filter(([name]) => name !== "intent" && !name.startsWith("__"));
}

/**
 * Stores what the user typed as the step's draft: ~800 ms after the last change (`value`
 * changes with every input), before an in-app navigation leaves the step (the navigation waits
 * for the save), and with `keepalive` when the page unloads (reload, another site, closing
 * the tab). POSTs the form's fields URL-encoded (with intent=autosave) to `draftPath`.
 * `phase` says truthfully where the typing is; `submitted` tells it the form was submitted for
 * real, which saves the step itself. A save that did not arrive (offline, a 503 under load) is
 * tried again by itself, with growing pauses, until it arrives or the user types again; a save
 * that arrives while the form already holds newer typing is followed by the next one.
 */
export function useAutosave({
  formId,
  draftPath,
  value,
  enabled,
}: {
  formId: string;
  draftPath: string;
  value: unknown;
  enabled: boolean;
}): { phase: AutosavePhase; submitted: () => void } {
  const [phase, setPhase] = useState<AutosavePhase>("clean");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The form's fields as last stored (or as loaded). */
  const lastSaved = useRef<string | null>(null);
  /** The fields of the save on its way, and the save itself. */
  const inFlight = useRef<{ signature: string; done: Promise<boolean> } | null>(null);
  /** The fields of the last real submission. */
  const submittedSignature = useRef<string | null>(null);
  /** Saves in a row that did not arrive. */
  const failures = useRef(0);
  /** A later attempt from a timer (set below, once `save` exists): saves what is still not stored. */
  const saveAgain = useRef<() => Promise<boolean>>(() => Promise.resolve(true));

  const signature = useCallback(() => {
    const form = document.forms.namedItem(formId);
    return form ? new URLSearchParams(userFields(form)).toString() : null;
  }, [formId]);

  const pending = useCallback(() => {
    const current = signature();
    return enabled && current !== null && current !== lastSaved.current && current !== inFlight.current?.signature;
  }, [enabled, signature]);

  /** Sends the form's fields now; resolves true when they were stored. */
  const save = useCallback(
    (keepalive: boolean): Promise<boolean> => {
      clearTimeout(timer.current);
      const current = signature();
      if (current === null) return Promise.resolve(true);
      const body = new URLSearchParams(current);
      body.set("intent", "autosave");
      setPhase("saving");
      const outcome = fetch(draftPath, {
        method: "POST",
        body,
        keepalive,
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      }).then(saveOutcome, (): SaveOutcome => "try-again");
      const done = outcome.then((result) => result === "stored");
      const flight = { signature: current, done };
      inFlight.current = flight;
      void outcome.then((result) => {
        if (inFlight.current !== flight) return;
        inFlight.current = null;
        if (result !== "stored") {
          setPhase("failed");
          if (result === "refused") return;
          failures.current += 1;
          const delay = AUTOSAVE_RETRY_DELAYS_MS[Math.min(failures.current, AUTOSAVE_RETRY_DELAYS_MS.length) - 1];
          timer.current = setTimeout(() => void saveAgain.current(), delay);
          return;
        }
        failures.current = 0;
        lastSaved.current = current;
        if (signature() === current) return setPhase("saved");
        // Typed while this save was on its way: that typing is the next save.
        setPhase("dirty");
        timer.current = setTimeout(() => void saveAgain.current(), AUTOSAVE_DELAY_MS);
      });
      return done;
    },
    [draftPath, signature],
  );

  useEffect(() => {
    saveAgain.current = () => (pending() ? save(false) : Promise.resolve(true));
  }, [pending, save]);

  /** Stores what is not stored yet, or waits for the save on its way. */
  const flush = useCallback((): Promise<boolean> => {
    if (pending()) return save(false);
    return inFlight.current?.done ?? Promise.resolve(true);
  }, [pending, save]);

  // What the page loaded with counts as stored.
  useEffect(() => {
    lastSaved.current = signature();
  }, [signature]);

  useEffect(() => {
    // The values of a refused submission are not new typing; they stay as the refusal left them.
    if (signature() === submittedSignature.current) return;
    if (!pending()) {
      // Typed and then undone: the form holds what is stored.
      if (inFlight.current === null)
        setPhase((current) => (current === "dirty" || current === "failed" ? "saved" : current));
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reports a change of the form's DOM, the external system here
    setPhase("dirty");
    timer.current = setTimeout(() => void save(false), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [value, pending, save, signature]);

  // In-app navigation (links, the back button): save first, then go. The step's own submission
  // saves the step itself: neither it nor the redirect after it is held up, and no draft of the
  // submitted values is stored after the step (it would shadow the saved step on return).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      signature() !== submittedSignature.current &&
      (pending() || inFlight.current !== null),
  );
  const leaveFailed = useRef(false);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the blocked navigation is the external event
    void flush().then((ok) => {
      // A second attempt to leave after a failed save goes, rather than trapping the user.
      if (ok || leaveFailed.current) blocker.proceed();
      else {
        leaveFailed.current = true;
        blocker.reset();
      }
    });
  }, [blocker, flush]);

  // Reload, another site, closing the tab: the page cannot wait, the request outlives it.
  useEffect(() => {
    const onLeave = () => {
      if (pending()) void save(true);
    };
    window.addEventListener("beforeunload", onLeave);
    window.addEventListener("pagehide", onLeave);
    return () => {
      window.removeEventListener("beforeunload", onLeave);
      window.removeEventListener("pagehide", onLeave);
    };
  }, [pending, save]);

  const submitted = useCallback(() => {
    clearTimeout(timer.current);
    submittedSignature.current = signature();
    setPhase("clean");
  }, [signature]);

  return { phase, submitted };
}

/**
 * Whether a submit event is Conform's own (validation on blur, list changes: it submits with an
 * `__intent__` button and stops the submission), not the user's: no reason to call `submitted`.
 */
export function isConformIntent(event: FormEvent<HTMLFormElement>): boolean {
  const { submitter } = event.nativeEvent as SubmitEvent;
  return submitter?.getAttribute("name") === "__intent__";
}
