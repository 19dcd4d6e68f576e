/**
 * Whether an error means "the database cannot be reached right now" (a restart, a failover, a
 * terminated backend, a server that is not up yet) rather than a fault of the query or the data.
 * Such an error is answered with 503 and `Retry-After` (issue 13 §1), and at start-up it is
 * retried with back-off; every other error stays what it is.
 */

/**
 * Seconds a client is asked to wait (`Retry-After`) while the database is away: the portal
 * recovers within a second of its return, and a restart takes a few seconds.
 */
export const RETRY_AFTER_SECONDS = 5;

/** SQLSTATE classes and codes of PostgreSQL that say the server or the connection is away. */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown: the server is shutting down, or the backend was terminated
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: the server is starting up or in recovery
  "53300", // too_many_connections
]);
/** Node's socket errors when the server is not there or the connection broke. */
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** node-postgres raises these as plain errors, without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

/** The maximum depth of `cause` chains followed (drizzle wraps the driver's error once). */
const MAX_CAUSES = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && typeof current === "object" && current !== null; depth++) {
    const code = "code" in current ? current.code : undefined;
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08") || UNAVAILABLE_NODE_CODES.has(code)) return true;
    }
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    const message = "message" in current ? current.message : undefined;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}
