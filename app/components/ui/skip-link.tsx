/** The id of every layout's main element, the skip link's target. */
export const MAIN_CONTENT_ID = "main";

/**
 * "Zum Inhalt springen" (WCAG 2.4.1): the first focusable element of every layout, visible once
 * focused. Its target, the main element, takes focus (tabIndex -1), so the next Tab starts there.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow-lg ring-2 ring-brand-600 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Zum Inhalt springen
    </a>
  );
}
