import pg from "pg";
import type { EmbeddedNotifications } from "@db/client";
import type { ChangeFeed, ChangeSubscriber } from "~/lib/scoped-cache.server";
import type { Logger } from "./logger";

export type { ChangeFeed, ChangeSubscriber };

/** The channel migration 0021's triggers notify on, with the changed sessions' id hashes. */
export const SESSION_CHANGES_CHANNEL = "session_changes";
/** The channel migration 0022's triggers notify on, with the data-version scopes they bumped. */
export const DATA_VERSIONS_CHANNEL = "data_versions";
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;
/** A connection that does not answer counts as failed, and is tried again. */
const CONNECT_TIMEOUT_MS = 10_000;

/** A feed that is never live: whoever depends on it keeps nothing. */
export const NOT_LISTENING: ChangeFeed = { isLive: () => false, subscribe: () => undefined };

/** What every process hears of changes in PostgreSQL, on one connection of its own. */
export interface DatabaseChanges {
  /** Changes to the sessions table (decision 053). */
  sessions: ChangeFeed;
  /**
   * Data versions bumped by the writes of the tables whose triggers notify (decisions 060, 065):
   * how every cache of company data learns of writes (`app/lib/caches.ts`).
   */
  dataVersions: ChangeFeed;
  /**
   * Settles once the first connection listens or has failed: a process that serves before it
   * would render every public page until then (decision 060).
   */
  firstAttempt: Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens on a PostgreSQL connection of its own for the notifications of migrations 0021 and
 * 0022. It is live from the moment `LISTEN` has been answered until the connection fails; then it
 * tells the subscribers to forget everything and connects again, waiting longer after each
 * failure.
 */
export function listenToDatabaseChanges(connectionString: string, logger: Logger): DatabaseChanges {
  const subscribers = new Map<string, ChangeSubscriber[]>([
    [SESSION_CHANGES_CHANNEL, []],
    [DATA_VERSIONS_CHANNEL, []],
  ]);
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let attempted: () => void = () => undefined;
  const firstAttempt = new Promise<void>((resolve) => (attempted = resolve));

  const reset = () => {
    for (const list of subscribers.values()) for (const subscriber of list) subscriber.reset();
  };
  const lost = (connection: pg.Client, error?: Error) => {
    if (client !== connection) return;
    attempted();
    client = null;
    live = false;
    reset();
    connection.end().catch(() => undefined);
    if (closed) return;
    // Once per spell of failures: the first after listening, or at the start.
    if (retryMs === RETRY_MIN_MS) {
      logger.warn(
        { reason: error?.message },
        "database changes: not listening, every request reads its session and no public page is kept",
      );
    }
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
  const connect = () => {
    retryTimer = null;
    const connection = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: "database-changes",
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client = connection;
    connection.on("error", (error) => lost(connection, error));
    connection.on("end", () => lost(connection));
    connection.on("notification", (message) => {
      const list = subscribers.get(message.channel);
      if (!list || !message.payload) return;
      const names = message.payload.split(",");
      for (const subscriber of list) subscriber.changed(names);
    });
    connection
      .connect()
      .then(() => connection.query([...subscribers.keys()].map((channel) => `LISTEN ${channel}`).join(";")))
      .then(() => {
        if (client !== connection || closed) return;
        // What a process read before this moment may have changed unheard.
        reset();
        live = true;
        retryMs = RETRY_MIN_MS;
        attempted();
      })
      .catch((error: Error) => lost(connection, error));
  };
  connect();

  const feedOf = (channel: string): ChangeFeed => ({
    isLive: () => live,
    subscribe(subscriber) {
      subscribers.get(channel)?.push(subscriber);
    },
  });
  return {
    sessions: feedOf(SESSION_CHANGES_CHANNEL),
    dataVersions: feedOf(DATA_VERSIONS_CHANNEL),
    firstAttempt,
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

/**
 * The embedded PGlite's data versions (decision 065): one process writes, and its one session
 * hears the triggers' notifications before the statement that wrote returns, so the feed is live
 * from the start and a cache has heard of a write before the writer goes on. Sessions are read on
 * every request there (decision 053): their feed is never live.
 */
export async function embeddedDatabaseChanges(notifications: EmbeddedNotifications): Promise<DatabaseChanges> {
  const subscribers: ChangeSubscriber[] = [];
  await notifications.listen(DATA_VERSIONS_CHANNEL, (payload) => {
    if (!payload) return;
    const names = payload.split(",");
    for (const subscriber of subscribers) subscriber.changed(names);
  });
  return {
    sessions: NOT_LISTENING,
    dataVersions: { isLive: () => true, subscribe: (subscriber) => void subscribers.push(subscriber) },
    firstAttempt: Promise.resolve(),
    close: async () => undefined,
  };
}
