import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { pushToDataLayer } from "~/lib/data-layer";
import { pageViewPath } from "~/lib/private-paths";
import { readConsent, subscribeConsent } from "./consent-banner";

export const TAG_MANAGER_SCRIPT_ID = "google-tag-manager";
/** SPEC §4: the first of these counts as the visitor's first interaction. */
export const INTERACTION_EVENTS = ["click", "keydown", "mousemove", "scroll", "touchstart"] as const;

/** Google's loader snippet as DOM calls; the nonce lets the CSP's 'strict-dynamic' trust it. */
export function loadTagManager(tagManagerId: string, nonce: string): void {
  if (document.getElementById(TAG_MANAGER_SCRIPT_ID)) return;
  pushToDataLayer({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.async = true;
  script.nonce = nonce;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}`;
  document.head.append(script);
}

/**
 * Loads the tag manager only with consent: at once when the consent cookie says so, when the
 * visitor grants it in the banner, or at the first interaction when it was granted meanwhile in
 * another tab. Page views queue in `window.dataLayer`, which the tag manager reads when it loads;
 * without consent the queue never leaves the browser.
 */
export function TagManager({ tagManagerId, nonce }: { tagManagerId: string; nonce: string }) {
  // The page's CSP holds the nonce of the first response; revalidated loader data brings new ones.
  const [pageNonce] = useState(nonce);
  const { pathname } = useLocation();
  const lastReported = useRef<string | null>(null);

  useEffect(() => {
    const load = () => loadTagManager(tagManagerId, pageNonce);
    if (readConsent(document.cookie) === "granted") {
      load();
      return;
    }
    const options = { passive: true, capture: true } as const;
    const stopListening = () => {
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, onFirstInteraction, options);
    };
    function onFirstInteraction() {
      stopListening();
      if (readConsent(document.cookie) === "granted") load();
    }
    for (const type of INTERACTION_EVENTS) window.addEventListener(type, onFirstInteraction, options);
    const unsubscribe = subscribeConsent((choice) => {
      if (choice === "granted") load();
    });
    return () => {
      stopListening();
      unsubscribe();
    };
  }, [tagManagerId, pageNonce]);

  useEffect(() => {
    // Effects run twice in development's StrictMode; a page is still viewed once.
    if (lastReported.current === pathname) return;
    lastReported.current = pathname;
    pushToDataLayer({ event: "page_view", page_path: pageViewPath(pathname) });
  }, [pathname]);

  return null;
}
