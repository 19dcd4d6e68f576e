import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import { PORTAL_LOCALE } from "~/lib/number-format";

/**
 * German texts and formats for React Aria's built-in labels (dialogs, pickers, fields). Set by
 * each layout whose pages use React Aria, not by the root: the public content pages do without,
 * and every byte in the root is in every page's initial JavaScript (decision 009).
 */
export function PortalI18n({ children }: { children: ReactNode }) {
  return <I18nProvider locale={PORTAL_LOCALE}>{children}</I18nProvider>;
}
