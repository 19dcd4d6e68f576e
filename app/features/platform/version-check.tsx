import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { z } from "zod/mini";
import { buttonClassName } from "~/components/ui/button-styles";
import { http } from "~/lib/http";

/** SPEC §4/§7: the latest-build record polled to detect a new version. */
export const LATEST_BUILD_URL = "/builds/latest.json";
export const VERSION_POLL_INTERVAL_MS = 60_000;

const latestBuildSchema = z.object({ id: z.string(), timestamp: z.number() });

/**
 * Compares the deployed build with the one this page was rendered with: every minute while the
 * tab is visible and whenever it becomes visible again. On a new version it offers a reload, and
 * turns the next client-side navigation into a full page load, since the old build's chunks and
 * loaders may no longer match the server.
 */
export function VersionCheck({ buildId }: { buildId: string }) {
  const [outdated, setOutdated] = useState(false);
  const { key, pathname, search, hash } = useLocation();
  const keyWhenDetected = useRef<string | null>(null);
  const reloading = useRef(false);

  useEffect(() => {
    if (outdated) return;
    const controller = new AbortController();
    let polling = false;
    async function poll() {
      if (polling || document.visibilityState !== "visible") return;
      polling = true;
      try {
        const latest = await http.get(LATEST_BUILD_URL, latestBuildSchema, {
          cache: "no-store",
          signal: controller.signal,
        });
        if (latest.id !== buildId) setOutdated(true);
      } catch {
        // Offline, or the record is missing during a deployment: the next poll tries again.
      } finally {
        polling = false;
      }
    }
    const onVisibilityChange = () => void poll();
    const timer = setInterval(() => void poll(), VERSION_POLL_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [buildId, outdated]);

  useEffect(() => {
    if (!outdated || reloading.current) return;
    if (keyWhenDetected.current === null) {
      keyWhenDetected.current = key;
    } else if (keyWhenDetected.current !== key) {
      reloading.current = true;
      window.location.assign(pathname + search + hash);
    }
  }, [outdated, key, pathname, search, hash]);

  if (!outdated) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 top-4 z-40 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-600 bg-white p-4 text-slate-900 shadow-xl"
    >
      <p>Eine neue Version des Arbeitgeberportals ist verfügbar.</p>
      <button type="button" className={buttonClassName("primary", "sm")} onClick={() => window.location.reload()}>
        Jetzt neu laden
      </button>
    </div>
  );
}
