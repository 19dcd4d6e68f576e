import type { Request } from "express";
import type { ProviderName } from "../config";
import { escapeMarkup } from "~/lib/escape";
import { plainPage } from "../plain-page";

/** Sec-Fetch-Site values of a request the portal itself or the person at the browser started. */
const OWN_NAVIGATION = new Set(["same-origin", "none"]);

/**
 * Whether another site (or another origin of the same site) sent the browser here: by
 * `Sec-Fetch-Site` where the browser sends it, else by a `Referer` of a foreign origin. A request
 * with neither (an old browser, a typed address, a referrer policy of no-referrer) counts as own.
 */
export function sentByAnotherSite(req: Request, origin: string): boolean {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite !== undefined && !OWN_NAVIGATION.has(fetchSite.trim().toLowerCase())) return true;
  const referer = req.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * The page a logout link from another site answers with: the person decides. The form posts to
 * the same URL from the portal's own origin (it passes the CSRF check) with the sanitised
 * return path; no script, so it works without JavaScript and under the CSP.
 */
export function renderLogoutConfirmation(provider: ProviderName, returnPath: string): string {
  const action = `/api/auth/${provider}/logout?redirectUrl=${encodeURIComponent(returnPath)}`;
  return plainPage(
    "Abmelden?",
    `<h1>Abmelden?</h1>
<p>Möchten Sie sich vom Arbeitgeberportal abmelden?</p>
<form method="post" action="${escapeMarkup(action)}"><button type="submit">Abmelden</button></form>
<p><a href="/">Abbrechen</a></p>`,
  );
}
