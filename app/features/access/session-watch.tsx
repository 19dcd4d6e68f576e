import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { z } from "zod/mini";
import { Notification } from "~/components/ui/notification";
import { debounce } from "~/lib/debounce";
import { authHttp } from "~/lib/http";

const currentUser = z.object({ id: z.nullable(z.number()), isAuthenticated: z.boolean() });

export interface SessionWatchProps {
  /** The signed-in user the page was rendered for. */
  userId: number | null;
  isInternalUser: boolean;
}

/**
 * A page left open while the session ends (signed out in another tab, expired) says so as soon
 * as the visitor comes back to it, before they type into a form that can no longer be saved.
 * When the tab gets focus again, the auth helper asks `/api/auth/me` (its retries ride out a
 * session being refreshed by a parallel request, SPEC §9); a burst of focus, visibility and
 * online events makes one request (the default debounce of SPEC §9). Someone else signed in in
 * the meantime: the page reloads, so it never shows one person's data under another's name.
 */
export function SessionWatch({ userId, isInternalUser }: SessionWatchProps) {
  const { pathname, search, hash } = useLocation();
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const check = debounce(() => {
      if (document.visibilityState !== "visible") return;
      authHttp
        .get("/api/auth/me", currentUser, { signal: controller.signal, cache: "no-store" })
        .then((now) => {
          if (!now.isAuthenticated) setEnded(true);
          else if (now.id !== userId) window.location.reload();
        })
        // Offline or server trouble tells nothing about the session; the next page load will.
        .catch(() => undefined);
    });
    window.addEventListener("focus", check);
    window.addEventListener("online", check);
    document.addEventListener("visibilitychange", check);
    return () => {
      check.cancel();
      controller.abort();
      window.removeEventListener("focus", check);
      window.removeEventListener("online", check);
      document.removeEventListener("visibilitychange", check);
    };
  }, [userId]);
  if (!ended) return null;
  const signIn = isInternalUser
    ? "/p/internal/login"
    : `/api/auth/business/login?redirectUrl=${encodeURIComponent(pathname + search + hash)}`;
  return (
    <div className="fixed inset-x-4 top-4 z-50 mx-auto max-w-xl">
      <Notification
        tone="warning"
        title="Ihre Sitzung ist abgelaufen."
        description={
          <>
            Bitte melden Sie sich erneut an, bevor Sie weiterarbeiten.{" "}
            <a className="font-semibold underline" href={signIn}>
              Erneut anmelden
            </a>
          </>
        }
      />
    </div>
  );
}
