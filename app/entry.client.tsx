import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { ReportError } from "~/features/platform/error-reporting";
import { handleChunkError, isChunkLoadError } from "~/lib/reload-guard";

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
  if (isChunkLoadError(event.reason)) handleChunkError(window.location.pathname);
});
window.addEventListener("error", (event) => {
  if (isChunkLoadError(event.error)) handleChunkError(window.location.pathname);
});
// Vite's own event for a failed preload of a dynamic import's dependencies.
window.addEventListener("vite:preloadError", (event) => {
  if (handleChunkError(window.location.pathname)) event.preventDefault();
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
        <HydratedRouter onError={(error, info) => reportRouterError?.(error, info)} />
      </StrictMode>,
    );
  });
} catch (error) {
  // SPEC §8: an app start error is logged to the console.
  console.error("App start failed", error);
}
