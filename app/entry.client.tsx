import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { InstrumentRouterFunction } from "react-router";
import { HydratedRouter } from "react-router/dom";
import type { ReportError } from "~/features/platform/error-reporting";
import { handleChunkError, isChunkLoadError, ROUTE_MODULE_ERROR_EVENT, showChunkFailure } from "~/lib/reload-guard";

/**
 * The public config (SPEC §3) reaches the browser twice: in the root loader data for components,
 * and as `<script type="application/json" id="public-config">` written by root.tsx, which this
 * entry reads before hydration, so error reporting can start without waiting for React.
 */
const PUBLIC_CONFIG_ELEMENT_ID = "public-config";

/** Router errors arriving before the reporting SDK has loaded are only in the console. */
let reportRouterError: ReportError | null = null;

function readPublicConfig(): unknown {
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * Only a configured DSN is worth downloading the validator and the SDK for; the chunk checks the
 * whole config before it starts anything.
 */
function namesDsn(config: unknown): boolean {
  const dsn = (config as { errorReporting?: { dsn?: unknown } } | null)?.errorReporting?.dsn;
  return dsn !== null && dsn !== undefined;
}

// SPEC §8: a chunk of an outdated build that no longer exists leads to one full page load.
window.addEventListener("unhandledrejection", (event) => {
  if (isChunkLoadError(event.reason)) handleChunkError(window.location.pathname, { error: event.reason });
});
window.addEventListener("error", (event) => {
  if (isChunkLoadError(event.error)) handleChunkError(window.location.pathname, { error: event.error });
});
// Vite's own event for a failed preload of a dynamic import's dependencies.
window.addEventListener("vite:preloadError", (event) => {
  if (handleChunkError(window.location.pathname)) event.preventDefault();
});

/** Where the navigation in flight goes; null when idle or for history traversal (URL already set). */
let navigationTarget: string | null = null;

const trackNavigationTarget: InstrumentRouterFunction = (router) =>
  router.instrument({
    async navigate(callNavigate, info) {
      const target = typeof info.to === "string" && info.to.startsWith("/") ? info.to : null;
      navigationTarget = target;
      await callNavigate();
      if (navigationTarget === target) navigationTarget = null;
    },
  });

// SPEC §8: a navigation whose route module failed to load loads its *target* page, guarded; when
// the guard refuses, the page shows the error instead.
window.addEventListener(ROUTE_MODULE_ERROR_EVENT, (event) => {
  const error = (event as CustomEvent<unknown>).detail;
  const target = navigationTarget ?? window.location.pathname + window.location.search + window.location.hash;
  const path = new URL(target, window.location.href).pathname;
  if (!handleChunkError(path, { target, error })) showChunkFailure(path, error);
});

try {
  const config = readPublicConfig();
  if (namesDsn(config)) {
    import("~/features/platform/error-reporting")
      .then(({ startErrorReporting }) => startErrorReporting(config))
      .then((report) => (reportRouterError = report))
      .catch((error: unknown) => console.error("Error reporting could not start", error));
  }
} catch (error) {
  // A broken config costs the error reports, not the app.
  console.error("Error reporting could not start", error);
}

try {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter
          instrumentations={[{ router: trackNavigationTarget }]}
          onError={(error, info) => reportRouterError?.(error, info)}
        />
      </StrictMode>,
    );
  });
} catch (error) {
  // SPEC §8: an app start error is logged to the console.
  console.error("App start failed", error);
}
