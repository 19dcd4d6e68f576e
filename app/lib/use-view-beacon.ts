import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Reports that a person saw a public page (decision 038): once per page shown, from the browser,
 * so that the page itself can be answered from a cache, and crawlers (rarely running scripts, and
 * told apart by the server anyway) are not counted. The beacon says where the visitor came from:
 * the other site for the first page of a visit from outside (React Router's "default" location),
 * this site after an in-app navigation, where `document.referrer` would still name the first
 * page's origin. Nothing is stored in the browser.
 */
export function useViewBeacon(path: string | null, fields: Record<string, string> = {}): void {
  const { key } = useLocation();
  const body = new URLSearchParams(fields).toString();
  useEffect(() => {
    if (!path) return;
    const data = new URLSearchParams(body);
    data.set("referrer", key === "default" ? document.referrer : `${window.location.origin}/`);
    if (navigator.sendBeacon?.(path, data)) return;
    void fetch(path, { method: "POST", body: data, keepalive: true, credentials: "same-origin" }).catch(
      () => undefined,
    );
  }, [path, body, key]);
}
