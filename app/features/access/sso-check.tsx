import { useEffect } from "react";
import { useLocation } from "react-router";
import { z } from "zod/mini";

const ssoAnswer = z.object({ data: z.object({ sso: z.boolean() }) });
const ATTEMPT_KEY = "ap:sso-attempt";
/** After an automatic sign-in attempt, do not try again for this long (prevents loops). */
const RETRY_AFTER_MS = 5 * 60_000;

/**
 * SPEC §2: pages without sign-in ask the business portal whether a single sign-on session
 * exists; if so the visitor is signed in automatically and returns to the same path.
 */
export function SsoCheck({ businessPortalUrl }: { businessPortalUrl: string }) {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (pathname.startsWith("/p/internal")) return;
    const last = Number(sessionStorage.getItem(ATTEMPT_KEY) ?? 0);
    if (Date.now() - last < RETRY_AFTER_MS) return;
    const controller = new AbortController();
    fetch(`${businessPortalUrl}/int/session/auth`, { credentials: "include", signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const parsed = ssoAnswer.safeParse(body);
        if (!parsed.success || !parsed.data.data.sso) return;
        sessionStorage.setItem(ATTEMPT_KEY, String(Date.now()));
        const returnPath = encodeURIComponent(pathname + search + hash);
        window.location.assign(`/api/auth/business/login?redirectUrl=${returnPath}`);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [businessPortalUrl, pathname, search, hash]);
  return null;
}
