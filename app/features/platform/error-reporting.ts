import { z } from "zod/mini";
import { onChunkError } from "~/lib/reload-guard";

/**
 * Error reporting in the browser (SPEC §9), loaded by entry.client.tsx as its own chunk and only
 * when the public config names a DSN: most deployments (and every test run) have none and need
 * not download the validator or the SDK.
 */

/** SPEC §9: a fixed share of sessions is recorded; error replays and traces come from the config. */
const SESSION_REPLAY_SAMPLE_RATE = 0.01;

const errorReportingConfigSchema = z.object({
  baseUrl: z.url(),
  errorReporting: z.object({
    dsn: z.string().check(z.minLength(1)),
    environment: z.string(),
    errorReplayRate: z.number().check(z.minimum(0), z.maximum(1)),
    tracesRate: z.number().check(z.minimum(0), z.maximum(1)),
  }),
});

export type ReportError = (error: unknown, info: { errorInfo?: React.ErrorInfo }) => void;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Validates the public config (`<script id="public-config">`, already parsed) and starts the
 * SDK; returns the reporter for React Router's `onError`. Throws on a config it cannot use.
 */
export async function startErrorReporting(publicConfig: unknown): Promise<ReportError> {
  const config = errorReportingConfigSchema.parse(publicConfig);
  const Sentry = await import("@sentry/react-router");
  const host = escapeRegExp(new URL(config.baseUrl).hostname);
  Sentry.init({
    dsn: config.errorReporting.dsn,
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
  onChunkError((path) => Sentry.captureMessage(`Chunk load failure on ${path}`, "warning"));
  return Sentry.sentryOnError;
}
