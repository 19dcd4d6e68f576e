/** SPEC §9: the default wait of a debounced handler. */
export const DEFAULT_DEBOUNCE_MS = 25;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a call that is still waiting. */
  cancel(): void;
}

/** Calls `fn` once, with the last arguments, when no further call came for `waitMs`. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs = DEFAULT_DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
