import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { Notification as NotificationNow } from "~/components/ui/notification";
import type { Flash } from "~/lib/flash";

/**
 * The server renders the notice in place, so it reads without JavaScript; in the browser its code
 * (the notification with its icons) is fetched only when a flash is shown, and hydration waits
 * for it (decision 009: root code is paid for by every page).
 */
const Notification = import.meta.env.SSR
  ? NotificationNow
  : lazy(() => import("~/components/ui/notification").then((module) => ({ default: module.Notification })));

interface Shown {
  /** The last flash the root loader brought, shown or not. */
  seenId: string | null;
  flash: Flash | null;
  /** The history entry it belongs to. */
  locationKey: string;
}

/**
 * The flash of the page it arrived with: the root loader does not run again on every client-side
 * navigation, so its last flash is dropped as soon as the visitor moves on.
 */
function useFlashOfThisPage(flash: Flash | null): [Flash | null, () => void] {
  const { key } = useLocation();
  const [shown, setShown] = useState<Shown>({ seenId: flash?.id ?? null, flash, locationKey: key });
  let current = shown;
  if (flash && flash.id !== shown.seenId) {
    current = { seenId: flash.id, flash, locationKey: key };
    setShown(current);
  } else if (key !== shown.locationKey) {
    current = { seenId: shown.seenId, flash: null, locationKey: key };
    setShown(current);
  }
  return [current.flash, () => setShown({ ...current, flash: null })];
}

/**
 * Why a redirect brought the visitor here ("Das Inserat wurde nicht gefunden."). The server
 * renders it in place, so it works without JavaScript; the two live regions around it exist from
 * the first render, so a flash arriving with a client-side navigation is read out as well.
 */
export function FlashNotice({ flash }: { flash: Flash | null }) {
  const [shown, close] = useFlashOfThisPage(flash);
  const notice = (role: "status" | "alert") =>
    shown?.role === role ? (
      <div className="mx-auto max-w-5xl px-4 pt-4">
        <Suspense fallback={null}>
          <Notification tone={shown.tone} title={shown.text} onClose={close} />
        </Suspense>
      </div>
    ) : null;
  return (
    <>
      <div aria-live="polite">{notice("status")}</div>
      <div aria-live="assertive">{notice("alert")}</div>
    </>
  );
}
