import type { ProviderName } from "../config";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The page a refused sign-in callback answers with: no details, a way to try again. */
export function renderAuthError(provider: ProviderName, supportEmail: string): string {
  const retry = provider === "internal" ? "/p/internal/login" : "/api/auth/business/login";
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Anmeldung fehlgeschlagen</title></head>
<body><main><h1>Die Anmeldung ist fehlgeschlagen.</h1>
<p>Bitte versuchen Sie es erneut oder wenden Sie sich gerne an <a href="mailto:${escape(supportEmail)}">${escape(supportEmail)}</a>.</p>
<p><a href="${retry}">Erneut anmelden</a></p></main></body></html>`;
}
