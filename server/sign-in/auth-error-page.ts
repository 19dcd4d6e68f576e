import type { ProviderName } from "../config";
import { escapeMarkup } from "~/lib/escape";
import { plainPage } from "../plain-page";

/** The page a refused sign-in callback answers with: no details, a way to try again. */
export function renderAuthError(provider: ProviderName, supportEmail: string): string {
  const retry = provider === "internal" ? "/p/internal/login" : "/api/auth/business/login";
  return plainPage(
    "Anmeldung fehlgeschlagen",
    `<h1>Die Anmeldung ist fehlgeschlagen.</h1>
<p>Bitte versuchen Sie es erneut oder wenden Sie sich gerne an <a href="mailto:${escapeMarkup(supportEmail)}">${escapeMarkup(supportEmail)}</a>.</p>
<p><a href="${retry}">Erneut anmelden</a></p>`,
  );
}
