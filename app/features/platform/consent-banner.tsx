import { useEffect, useRef, useSyncExternalStore } from "react";
import { buttonClassName } from "~/components/ui/button-styles";
import { PrefetchLink } from "./prefetch-link";

/**
 * The visitor's consent to the tag manager (SPEC §4 "Consent"). It lives in a cookie, not in
 * local storage, so the server can leave the banner out of the HTML once a choice was made.
 */
export const CONSENT_COOKIE = "ap_consent";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type ConsentChoice = "granted" | "denied";

/**
 * The stored choice from a Cookie header or `document.cookie`; null while none was made. Only
 * this one cookie is read, so it is parsed here instead of with a cookie library, which would
 * weigh on every page's initial JavaScript. As in the `cookie` package, the first one wins.
 */
export function readConsent(cookieHeader: string | null | undefined): ConsentChoice | null {
  for (const pair of cookieHeader?.split(";") ?? []) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== CONSENT_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return value === "granted" || value === "denied" ? value : null;
  }
  return null;
}

const consentListeners = new Set<(choice: ConsentChoice) => void>();

/** Called with each choice made in this tab; returns the unsubscribe function. */
export function subscribeConsent(listener: (choice: ConsentChoice) => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

export function saveConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/${secure}; SameSite=Lax`;
  consentListeners.forEach((listener) => listener(choice));
}

function useConsent(serverConsent: ConsentChoice | null): ConsentChoice | null {
  return useSyncExternalStore(
    subscribeConsent,
    () => readConsent(document.cookie),
    () => serverConsent,
  );
}

/**
 * Non-modal: fixed bottom right, the page stays usable behind it. While it shows, the page's
 * scroll padding keeps focused elements from sliding under it (WCAG 2.4.11).
 */
export function ConsentBanner({ serverConsent }: { serverConsent: ConsentChoice | null }) {
  const consent = useConsent(serverConsent);
  const bannerRef = useRef<HTMLElement>(null);
  const open = consent === null;

  useEffect(() => {
    const banner = bannerRef.current;
    if (!open || !banner) return;
    const root = document.documentElement;
    const reserve = () => {
      root.style.scrollPaddingBottom = `${banner.getBoundingClientRect().height + 16}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-bottom");
    };
  }, [open]);

  if (!open) return null;
  return (
    <section
      ref={bannerRef}
      aria-labelledby="consent-banner-title"
      className="fixed inset-x-4 bottom-4 z-20 rounded-lg border border-slate-300 bg-white p-5 shadow-xl sm:left-auto sm:max-w-md"
    >
      <h2 id="consent-banner-title" className="text-lg font-semibold text-slate-900">
        Cookies und Datenschutz
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Wir verwenden notwendige Cookies für den Betrieb des Portals. Mit Ihrer Zustimmung setzen wir zusätzlich einen
        Tag-Manager ein, um die Nutzung auszuwerten und das Portal zu verbessern. Ihre Wahl können Sie jederzeit ändern,
        indem Sie die Cookies dieser Seite löschen.{" "}
        <PrefetchLink to="/datenschutz" className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Mehr in unserer Datenschutzerklärung
        </PrefetchLink>
      </p>
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <button type="button" className={buttonClassName("secondary")} onClick={() => saveConsent("granted")}>
          Alle akzeptieren
        </button>
        <button type="button" className={buttonClassName("secondary")} onClick={() => saveConsent("denied")}>
          Nur notwendige
        </button>
      </div>
    </section>
  );
}
