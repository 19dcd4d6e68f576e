import { safeRedirectPath } from "../app/lib/safe-redirect";

/**
 * The portal path (with query and fragment) that `raw` points to: a same-origin relative path, or an
 * absolute URL on `portalOrigin` reduced to its path. Anything else gives "/". The path itself is
 * judged by the portal's one redirect check, `safeRedirectPath`.
 */
export function portalPath(raw: unknown, portalOrigin: string): string {
  if (typeof raw !== "string" || !/^https?:\/\//i.test(raw)) return safeRedirectPath(raw);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "/";
  }
  return url.origin === portalOrigin ? safeRedirectPath(`${url.pathname}${url.search}${url.hash}`) : "/";
}
