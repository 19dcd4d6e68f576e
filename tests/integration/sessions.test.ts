import type { Request, Response } from "express";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { sessions } from "@db/schema";
import { hashToken, SessionStore, TOUCH_FRACTION, type NewSession } from "../../server/sign-in/sessions";
import { createTestDatabase, type TestDatabase } from "../support/database";

/** SessionStore on a real database with a clock of the test's own (decision 029). */

let testDatabase: TestDatabase;
let database: DatabaseHandle;

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
const IDLE_MINUTES = 60;
const NEW_SESSION: NewSession = {
  provider: "business",
  userKind: "external",
  userId: 1,
  companyId: null,
  groupsByLogin: [],
  idToken: null,
};

function storeWithClock(start = Date.UTC(2026, 10, 26, 8)) {
  const clock = { now: start };
  const store = new SessionStore(database.db, {
    idleMs: IDLE_MINUTES * MINUTE,
    absoluteMs: 12 * 60 * MINUTE,
    secureCookies: false,
    now: () => clock.now,
  });
  return { clock, store };
}

/** A request carrying `cookie`, and a response that collects Set-Cookie. */
function exchange(cookie?: string) {
  const setCookies: string[] = [];
  const req = { headers: cookie ? { cookie } : {} } as unknown as Request;
  const res = { append: (_name: string, value: string) => void setCookies.push(value) } as unknown as Response;
  return { req, res, setCookies };
}

async function signIn(store: SessionStore, cookie?: string): Promise<string> {
  const { req, res, setCookies } = exchange(cookie);
  await store.create(req, res, NEW_SESSION);
  const token = /^ap_sid=([^;]+)/.exec(setCookies[0] ?? "")?.[1];
  expect(token).toBeTruthy();
  return `ap_sid=${token}`;
}

const load = (store: SessionStore, cookie: string) => store.load(exchange(cookie).req);

describe("idle timeout to the configured minute", () => {
  it("ends a session idle for SESSION_IDLE_MINUTES, not one idle a little less", async () => {
    const { clock, store } = storeWithClock();
    const cookie = await signIn(store);
    const signedInAt = clock.now;

    clock.now = signedInAt + IDLE_MINUTES * MINUTE - 1_000;
    expect(await load(store, cookie)).not.toBeNull();
    // Idle counts from that request now: 59:59 later it is still alive …
    const lastRequest = clock.now;
    clock.now = lastRequest + IDLE_MINUTES * MINUTE - 1_000;
    expect(await load(store, cookie)).not.toBeNull();
    // … and after a full idle period since the last request it is over.
    clock.now = clock.now + IDLE_MINUTES * MINUTE;
    expect(await load(store, cookie)).toBeNull();
  });

  it("keeps a session alive that is used more often than the old one-minute write, on a one-minute timeout", async () => {
    const clock = { now: Date.UTC(2026, 10, 26, 9) };
    const store = new SessionStore(database.db, {
      idleMs: MINUTE,
      absoluteMs: 12 * 60 * MINUTE,
      secureCookies: false,
      now: () => clock.now,
    });
    const cookie = await signIn(store);
    // A request every 50 seconds for ten minutes: never idle for a minute.
    for (let step = 0; step < 12; step++) {
      clock.now += 50_000;
      expect(await load(store, cookie)).not.toBeNull();
    }
    clock.now += MINUTE;
    expect(await load(store, cookie)).toBeNull();
  });

  it("writes last_seen_at only when it lags by more than the touch fraction, so the error stays within it", async () => {
    const { clock, store } = storeWithClock(Date.UTC(2026, 10, 26, 10));
    const cookie = await signIn(store);
    const idHash = hashToken(cookie.slice("ap_sid=".length));
    const lastSeen = async () =>
      (await database.db.select().from(sessions).where(eq(sessions.idHash, idHash)))[0]!.lastSeenAt.getTime();
    const signedInAt = clock.now;
    const slack = IDLE_MINUTES * MINUTE * TOUCH_FRACTION;
    expect(slack).toBeLessThan(MINUTE);

    clock.now = signedInAt + slack; // not more than the fraction: no write
    await load(store, cookie);
    expect(await lastSeen()).toBe(signedInAt);
    clock.now = signedInAt + slack + 1; // more: written
    await load(store, cookie);
    expect(await lastSeen()).toBe(clock.now);

    // The worst case: the last request fell just inside the slack and was not written; the session
    // then ends `slack` early (idle for 59:24 of 60 minutes), within the minute, never late.
    const written = clock.now;
    clock.now = written + slack;
    await load(store, cookie);
    expect(await lastSeen()).toBe(written);
    clock.now = written + IDLE_MINUTES * MINUTE;
    expect(await load(store, cookie)).toBeNull();
  });

  it("purges rows past the idle or the absolute timeout", async () => {
    const { clock, store } = storeWithClock(Date.UTC(2026, 10, 26, 11));
    const cookie = await signIn(store);
    const idHash = hashToken(cookie.slice("ap_sid=".length));
    clock.now += IDLE_MINUTES * MINUTE + 1;
    await store.purgeExpired();
    expect(await database.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(0);
  });
});

describe("a new login in the same browser", () => {
  it("deletes the session the browser held before", async () => {
    const { store } = storeWithClock(Date.UTC(2026, 10, 26, 12));
    const first = await signIn(store);
    const second = await signIn(store, first);
    expect(second).not.toBe(first);
    expect(await load(store, first)).toBeNull();
    expect(await load(store, second)).not.toBeNull();
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(first.slice("ap_sid=".length))));
    expect(rows).toHaveLength(0);
  });
});
