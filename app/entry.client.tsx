import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
// zod/mini keeps the validator out of the way of the initial JavaScript budget.
import { z } from "zod/mini";
import { handleChunkError, isChunkLoadError, onChunkError } from "~/lib/reload-guard";

/**
 * The public config (SPEC §3) reaches the browser twice: in the root loader data for components,
 * and as `<script type="application/json" id="public-config">` written by root.tsx, which this
 * entry reads before hydration, so error reporting can start without waiting for React.
 */
const PUBLIC_CONFIG_ELEMENT_ID = "public-config";
/** SPEC §9: a fixed share of sessions is recorded; error replays and traces come from the config. */
const SESSION_REPLAY_SAMPLE_RATE = 0.01;

const errorReportingConfigSchema = z.object({
  baseUrl: z.url(),
  errorReporting: z.object({
    dsn: z.nullable(z.string().check(z.minLength(1))),
    environment: z.string(),
    errorReplayRate: z.number().check(z.minimum(0), z.maximum(1)),
    tracesRate: z.number().check(z.minimum(0), z.maximum(1)),
  }),
});

type ErrorReportingConfig = z.infer<typeof errorReportingConfigSchema>;
type ReportError = (error: unknown, info: { errorInfo?: React.ErrorInfo }) => void;

/** Router errors arriving before the reporting SDK has loaded are only in the console. */
let reportRouterError: ReportError | null = null;

function readErrorReportingConfig(): ErrorReportingConfig | null {
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  return errorReportingConfigSchema.parse(JSON.parse(text));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Loaded as its own chunk and only with a DSN: most deployments (and every test run) have none
 * and need not download the SDK.
 */
async function startErrorReporting(config: ErrorReportingConfig, dsn: string) {
  const Sentry = await import("@sentry/react-router");
  const host = escapeRegExp(new URL(config.baseUrl).hostname);
  Sentry.init({
    dsn,
    environment: config.errorReporting.environment,
    integrations: [
      Sentry.reactRouterTracingIntegration(),
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
    tracesSampleRate: config.errorReporting.tracesRate,
    // Trace headers only go to our own hosts; the (sub)domain must end where the host ends.
    tracePropagationTargets: ["localhost", new RegExp(`^https://([a-z0-9-]+\\.)*${host}(?::\\d+)?(?:/|$)`)],
    replaysSessionSampleRate: SESSION_REPLAY_SAMPLE_RATE,
    replaysOnErrorSampleRate: config.errorReporting.errorReplayRate,
  });
  reportRouterError = Sentry.sentryOnError;
  onChunkError((path) => Sentry.captureMessage(`Chunk load failure on ${path}`, "warning"));
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
  const config = readErrorReportingConfig();
  const dsn = config?.errorReporting.dsn;
  if (config && dsn) {
    startErrorReporting(config, dsn).catch((error: unknown) => console.error("Error reporting could not start", error));
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
