import pg from "pg";
import type { Logger } from "../logger";

/** The channel migration 0021's triggers notify on, with the changed sessions' id hashes. */
export const SESSION_CHANGES_CHANNEL = "session_changes";
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

export interface SessionChangeSubscriber {
  /** These sessions ended or changed (their id hashes). */
  changed(idHashes: readonly string[]): void;
  /** Changes may have been missed: the connection was lost, or has just begun to listen. */
  reset(): void;
}

/** What every process hears of changes to the sessions table (decision 053). */
export interface SessionChangeFeed {
  /** Whether every change committed from now on reaches the subscriber. */
  isLive(): boolean;
  subscribe(subscriber: SessionChangeSubscriber): void;
  close(): Promise<void>;
}

/**
 * Listens on a PostgreSQL connection of its own for the notifications of migration 0021. It is
 * live from the moment `LISTEN` has been answered until the connection fails; then it tells the
 * subscriber to forget everything and connects again, waiting longer after each failure.
 */
export function listenToSessionChanges(connectionString: string, logger: Logger): SessionChangeFeed {
  const subscribers: SessionChangeSubscriber[] = [];
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const reset = () => {
    for (const subscriber of subscribers) subscriber.reset();
  };
  const lost = (connection: pg.Client, error?: Error) => {
    if (client !== connection) return;
    client = null;
    live = false;
    reset();
    connection.end().catch(() => undefined);
    if (closed) return;
    // Once per spell of failures: the first after listening, or at the start.
    if (retryMs === RETRY_MIN_MS) {
      logger.warn({ reason: error?.message }, "session changes: not listening, every request reads its session");
    }
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
  const connect = () => {
    retryTimer = null;
    const connection = new pg.Client({ connectionString, keepAlive: true, application_name: "session-changes" });
    client = connection;
    connection.on("error", (error) => lost(connection, error));
    connection.on("end", () => lost(connection));
    connection.on("notification", (message) => {
      if (message.channel !== SESSION_CHANGES_CHANNEL || !message.payload) return;
      const idHashes = message.payload.split(",");
      for (const subscriber of subscribers) subscriber.changed(idHashes);
    });
    connection
      .connect()
      .then(() => connection.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`))
      .then(() => {
        if (client !== connection || closed) return;
        // What a process read before this moment may have changed unheard.
        reset();
        live = true;
        retryMs = RETRY_MIN_MS;
      })
      .catch((error: Error) => lost(connection, error));
  };
  connect();

  return {
    isLive: () => live,
    subscribe(subscriber) {
      subscribers.push(subscriber);
    },
    async close() {
      closed = true;
      live = false;
      if (retryTimer) clearTimeout(retryTimer);
      const connection = client;
      client = null;
      await connection?.end().catch(() => undefined);
    },
  };
}
