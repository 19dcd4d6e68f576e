import { randomBytes } from "node:crypto";

/** The pages of the bundled identity provider: plain HTML strings, German, strict CSP. */

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Headers for every page; `portalOrigin` is allowed as form target because logins redirect there. */
export function securityHeaders(nonce: string, portalOrigin: string): Record<string, string> {
  return {
    "Content-Security-Policy": [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      `form-action 'self' ${portalOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join("; "),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
  };
}

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:1rem;line-height:1.5;
  color:#1a1d21;background:#eef1f5}
main{width:100%;max-width:26rem;background:#fff;border-radius:.75rem;padding:2rem;box-shadow:0 1px 3px rgba(16,24,40,.12),0 8px 24px rgba(16,24,40,.08)}
h1{margin:0 0 .25rem;font-size:1.5rem;line-height:1.25}
p{margin:0 0 1rem}
.subtitle{color:#4a5361;margin-bottom:1.5rem}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.625rem .75rem;font:inherit;color:inherit;border:1px solid #8a94a3;border-radius:.375rem;background:#fff}
input[aria-invalid="true"]{border-color:#b42318}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1d5bd8;outline-offset:2px}
button{display:block;width:100%;padding:.7rem 1rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.375rem;cursor:pointer}
button:hover{background:#1e40af}
a{color:#1d4ed8}
.secondary{display:block;margin-top:1rem;text-align:center}
.error{padding:.75rem 1rem;border-radius:.375rem;background:#fef3f2;color:#912018;border:1px solid #fecdca}
.detail{font-size:.875rem;color:#4a5361}
`;

function documentHtml(nonce: string, title: string, body: string, script?: string): string {
  const scriptTag = script ? `<script nonce="${nonce}">${script}</script>` : "";
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLES}</style>
</head>
<body>
<main>
${body}
</main>
${scriptTag}
</body>
</html>`;
}

export interface LoginPageProps {
  nonce: string;
  accountLabel: string;
  actionPath: string;
  abortPath: string;
  email: string;
  error?: string;
}

export function loginPage({ nonce, accountLabel, actionPath, abortPath, email, error }: LoginPageProps): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : "";
  const errorHtml = error ? `<p class="error" role="alert" id="login-error">${escapeHtml(error)}</p>` : "";
  const focusEmail = error || !email ? " autofocus" : "";
  const focusPassword = !error && email ? " autofocus" : "";
  return documentHtml(
    nonce,
    `Anmeldung – ${accountLabel}`,
    `<h1>Anmeldung</h1>
<p class="subtitle">${escapeHtml(accountLabel)}</p>
${errorHtml}
<form method="post" action="${escapeHtml(actionPath)}" novalidate>
<div class="field">
<label for="email">E-Mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${focusEmail}>
</div>
<div class="field">
<label for="password">Passwort</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword}>
</div>
<button type="submit">Anmelden</button>
</form>
<a class="secondary" href="${escapeHtml(abortPath)}">Abbrechen</a>`,
  );
}

export interface MessagePageProps {
  nonce: string;
  heading: string;
  message: string;
  detail?: string;
  link?: { href: string; label: string };
}

export function messagePage({ nonce, heading, message, detail, link }: MessagePageProps): string {
  const detailHtml = detail ? `<p class="detail">${escapeHtml(detail)}</p>` : "";
  const linkHtml = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : "";
  return documentHtml(
    nonce,
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
${detailHtml}
${linkHtml}`,
  );
}

/**
 * The RP-initiated logout page. `form` is oidc-provider's own (trusted) form markup with the
 * XSRF token; the button submits it with logout=yes, which ends the whole provider session.
 * The script presses the button at once; without JavaScript the user presses it.
 */
export function logoutPage({ nonce, form, formId }: { nonce: string; form: string; formId: string }): string {
  return documentHtml(
    nonce,
    "Abmeldung",
    `<h1>Sie werden abgemeldet …</h1>
<p class="subtitle">Bitte warten Sie einen Moment.</p>
${form}
<button id="logout-button" type="submit" form="${escapeHtml(formId)}" name="logout" value="yes">Abmelden</button>`,
    `document.getElementById("logout-button").click();`,
  );
}
