/**
 * SPEC §2: the canonical link is the public base URL plus the current path. One spelling per page:
 * trailing slashes go (`/hr/faqs/` and `/hr/faqs` are one page), so the server's render and the
 * browser's agree and a page never carries two canonical links.
 */
export function canonicalHref(baseUrl: string, pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  return `${baseUrl}${path === "" ? "/" : path}`;
}
