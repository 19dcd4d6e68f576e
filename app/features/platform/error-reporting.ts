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
  errorReporting: z.object({
    dsn: z.string().check(z.minLength(1)),
    environment: z.string(),
    errorReplayRate: z.number().check(z.minimum(0), z.maximum(1)),
    tracesRate: z.number().check(z.minimum(0), z.maximum(1)),
  }),
});

export type ReportError = (error: unknown, info: { errorInfo?: React.ErrorInfo }) => void;

/**
 * Trace headers (`sentry-trace`, `baggage`) go to the portal's own origin only: Sentry matches a
 * same-origin request by its path, so "starts with one slash" is every same-origin request and no
 * other. The identity provider's SSO check (decision 061) and any third party refuse unknown
 * headers in their CORS preflight, and the check would fail.
 */
const TRACE_PROPAGATION_TARGETS: RegExp[] = [/^\/(?!\/)/];

/**
 * Validates the public config (`<script id="public-config">`, already parsed) and starts the
 * SDK; returns the reporter for React Router's `onError`. Throws on a config it cannot use.
 */
export async function startErrorReporting(publicConfig: unknown): Promise<ReportError> {
  const config = errorReportingConfigSchema.parse(publicConfig);
  const [Sentry, replayWorker] = await Promise.all([
    import("@sentry/react-router"),
    // The replay's compression worker as a file of the build, so the CSP's `worker-src 'self'`
    // allows it; the SDK's own copy would start from a blob: URL (decision 061).
    import("@sentry/replay/worker-bundler?url"),
  ]);
  Sentry.init({
    dsn: config.errorReporting.dsn,
    environment: config.errorReporting.environment,
    integrations: [
      Sentry.reactRouterTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        workerUrl: replayWorker.default,
      }),
    ],
    tracesSampleRate: config.errorReporting.tracesRate,
    tracePropagationTargets: TRACE_PROPAGATION_TARGETS,
    replaysSessionSampleRate: SESSION_REPLAY_SAMPLE_RATE,
    replaysOnErrorSampleRate: config.errorReporting.errorReplayRate,
  });
  onChunkError((path) => Sentry.captureMessage(`Chunk load failure on ${path}`, "warning"));
  return Sentry.sentryOnError;
}
