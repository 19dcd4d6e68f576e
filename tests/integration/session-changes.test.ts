import type { Request, Response } from "express";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { sessions } from "@db/schema";
import { createLogger } from "../../server/logger";
import {
  listenToDatabaseChanges,
  SESSION_CHANGES_CHANNEL,
  type ChangeFeed,
  type ChangeSubscriber,
  type DatabaseChanges,
} from "../../server/database-changes";
import { hashToken, SessionStore, TOUCH_FRACTION, type NewSession } from "../../server/sign-in/sessions";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * Live sessions kept in memory while every change to them is heard (decision 053): the store
 * with a feed the test drives, the triggers of migration 0021, and on PostgreSQL the feed itself,
 * between two stores that stand for two processes of the portal.
 */

let testDatabase: TestDatabase;
let database: DatabaseHandle;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: "memory://" });
  await database.migrate();
}, 120_000);
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const MINUTE = 60_000;
const IDLE_MS = 60 * MINUTE;
const NEW_SESSION: NewSession = {
  provider: "internal",
  userKind: "internal",
  userId: 1,
  companyId: null,
  groupsByLogin: ["sales", "qa"],
  idToken: "id-token",
};

/** A feed whose notifications the test sends. */
class FakeFeed implements ChangeFeed {
  live = true;
  private subscriber: ChangeSubscriber | null = null;
  isLive = () => this.live;
  subscribe(subscriber: ChangeSubscriber) {
    this.subscriber = subscriber;
  }
  changed(idHashes: string[]) {
    this.subscriber?.changed(idHashes);
  }
  reset() {
    this.subscriber?.reset();
  }
}

function storeWith(changes: ChangeFeed | null, clock = { now: Date.now() }) {
  const store = new SessionStore(database.db, {
    idleMs: IDLE_MS,
    absoluteMs: 12 * 60 * MINUTE,
    secureCookies: false,
    now: () => clock.now,
    changes,
  });
  return { store, clock };
}

const request = (cookie: string) => ({ headers: { cookie } }) as unknown as Request;

async function signIn(store: SessionStore): Promise<{ cookie: string; idHash: string }> {
  const setCookies: string[] = [];
  const res = { append: (_name: string, value: string) => void setCookies.push(value) } as unknown as Response;
  await store.create({ headers: {} } as unknown as Request, res, NEW_SESSION);
  const token = /^ap_sid=([^;]+)/.exec(setCookies[0] ?? "")![1]!;
  return { cookie: `ap_sid=${token}`, idHash: hashToken(token) };
}

/** Ends a session behind the store's back, as another process or a person with psql would. */
const deleteUnheard = (idHash: string) => database.db.delete(sessions).where(eq(sessions.idHash, idHash));

describe("the store with a live feed", () => {
  it("answers from memory until the feed names the session, then reads it and finds it ended", async () => {
    const feed = new FakeFeed();
    const { store } = storeWith(feed);
    const { cookie, idHash } = await signIn(store);
    expect(await store.load(request(cookie))).toMatchObject({ idHash, groups: ["sales", "qa"] });

    await deleteUnheard(idHash);
    // Not heard yet: kept. (On PostgreSQL the notification arrives within milliseconds.)
    expect(await store.load(request(cookie))).toMatchObject({ idHash });
    feed.changed([idHash]);
    expect(await store.load(request(cookie))).toBeNull();
  });

  it("reads every request's session while the feed is not live, and after it was reset", async () => {
    const feed = new FakeFeed();
    const { store } = storeWith(feed);
    const first = await signIn(store);
    const second = await signIn(store);
    feed.live = false;
    await store.load(request(first.cookie));
    await deleteUnheard(first.idHash);
    expect(await store.load(request(first.cookie))).toBeNull();

    feed.live = true;
    await store.load(request(second.cookie));
    await deleteUnheard(second.idHash);
    feed.reset();
    expect(await store.load(request(second.cookie))).toBeNull();
  });

  it("does not keep a session read while a change was heard", async () => {
    const feed = new FakeFeed();
    const { store } = storeWith(feed);
    const { cookie, idHash } = await signIn(store);
    // The notification of the logout overtakes the read that began before it.
    const read = store.load(request(cookie));
    feed.changed([idHash]);
    expect(await read).not.toBeNull();
    await deleteUnheard(idHash);
    expect(await store.load(request(cookie))).toBeNull();
  });

  it("keeps a session no longer than until its last_seen_at is due, so an unheard end counts within that", async () => {
    const feed = new FakeFeed();
    const { store, clock } = storeWith(feed);
    const { cookie, idHash } = await signIn(store);
    await store.load(request(cookie));
    await deleteUnheard(idHash);
    clock.now += IDLE_MS * TOUCH_FRACTION;
    expect(await store.load(request(cookie))).not.toBeNull();
    clock.now += 1;
    expect(await store.load(request(cookie))).toBeNull();
  });

  it("forgets at once what this process changes: a logout, a company switch, a new login", async () => {
    const feed = new FakeFeed();
    const { store } = storeWith(feed);
    const { cookie } = await signIn(store);
    const live = (await store.load(request(cookie)))!;
    await store.update(live, { groups: ["sales"] });
    expect((await store.load(request(cookie)))?.groups).toEqual(["sales"]);

    const setCookies: string[] = [];
    const res = { append: (_name: string, value: string) => void setCookies.push(value) } as unknown as Response;
    await store.destroy(request(cookie), res);
    expect(await store.load(request(cookie))).toBeNull();
  });

  it("never hands out the provider's ID token, which only the logout reads", async () => {
    const { store } = storeWith(new FakeFeed());
    const { cookie } = await signIn(store);
    expect(await store.load(request(cookie))).not.toHaveProperty("idToken");
    const setCookies: string[] = [];
    const res = { append: (_name: string, value: string) => void setCookies.push(value) } as unknown as Response;
    expect((await store.destroy(request(cookie), res))?.idToken).toBe("id-token");
  });
});

/** The payloads sent on the channel, as the database delivers them. */
async function listen(): Promise<{ payloads: string[]; stop(): Promise<void> }> {
  const payloads: string[] = [];
  if (database.pglite) {
    const stop = await database.pglite.listen(SESSION_CHANGES_CHANNEL, (payload) => void payloads.push(payload));
    return { payloads, stop };
  }
  const client = new pg.Client({ connectionString: testDatabase.url });
  await client.connect();
  client.on("notification", (message) => void payloads.push(message.payload ?? ""));
  await client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
  return { payloads, stop: () => client.end() };
}

describe("the triggers of migration 0021", () => {
  it("name the sessions a statement ended or changed, but not a touch of last_seen_at", async () => {
    const { store } = storeWith(null);
    const touched = await signIn(store);
    const narrowed = await signIn(store);
    const ended = await signIn(store);
    const channel = await listen();
    try {
      await database.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.idHash, touched.idHash));
      await database.db
        .update(sessions)
        .set({ groups: ["qa"] })
        .where(eq(sessions.idHash, narrowed.idHash));
      await database.db.delete(sessions).where(eq(sessions.idHash, ended.idHash));
      await vi.waitFor(() => expect(channel.payloads).toHaveLength(2));
      expect(channel.payloads).toEqual([narrowed.idHash, ended.idHash]);
    } finally {
      await channel.stop();
    }
  });

  it("split a purge of many sessions into notifications under PostgreSQL's 8 000 bytes", async () => {
    await database.db.execute(
      sql`insert into sessions (id_hash, provider, user_kind, user_id, expires_at)
          select 'purged-' || lpad(n::text, 36, '0'), 'business', 'external', 1, now() - interval '1 day'
          from generate_series(1, 400) as n`,
    );
    const channel = await listen();
    try {
      await storeWith(null).store.purgeExpired();
      await vi.waitFor(() => expect(channel.payloads.flatMap((payload) => payload.split(","))).toHaveLength(400));
      expect(channel.payloads).toHaveLength(3);
      for (const payload of channel.payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    } finally {
      await channel.stop();
    }
  });
});

describe.runIf(onPostgres)("two processes on PostgreSQL", () => {
  const logger = createLogger("silent");
  const listeners: DatabaseChanges[] = [];
  const liveFeed = async () => {
    const listener = listenToDatabaseChanges(testDatabase.url!, logger);
    listeners.push(listener);
    const feed = listener.sessions;
    await vi.waitFor(() => expect(feed.isLive()).toBe(true));
    return feed;
  };
  afterAll(async () => {
    await Promise.all(listeners.map((listener) => listener.close()));
  });

  it("a logout in one ends the session in the other as soon as the notification is there", async () => {
    const one = storeWith(await liveFeed()).store;
    const other = storeWith(await liveFeed()).store;
    const { cookie } = await signIn(one);
    expect(await other.load(request(cookie))).not.toBeNull();

    const res = { append: () => undefined } as unknown as Response;
    await one.destroy(request(cookie), res);
    await vi.waitFor(async () => expect(await other.load(request(cookie))).toBeNull());
  });

  it("reads every session while its connection is lost, and keeps them again once it listens anew", async () => {
    const feed = await liveFeed();
    const { store } = storeWith(feed);
    const first = await signIn(store);
    await store.load(request(first.cookie));

    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'database-changes' and datname = current_database()`,
    );
    await vi.waitFor(() => expect(feed.isLive()).toBe(false));
    // Ended while no one listened: the kept copy was dropped when the connection went.
    await deleteUnheard(first.idHash);
    expect(await store.load(request(first.cookie))).toBeNull();

    await vi.waitFor(() => expect(feed.isLive()).toBe(true), { timeout: 10_000 });
    const second = await signIn(store);
    expect(await store.load(request(second.cookie))).not.toBeNull();
    await database.db.delete(sessions).where(eq(sessions.idHash, second.idHash));
    await vi.waitFor(async () => expect(await store.load(request(second.cookie))).toBeNull());
  });
});
