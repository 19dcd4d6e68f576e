import crypto from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Request, Response } from "express";
import { parse as parseCookies, serialize } from "cookie";
import { LRUCache } from "lru-cache";
import type { Database } from "@db/client";
import { prepared } from "@db/prepared";
import { sessions } from "@db/schema/platform";
import type { Group } from "@auth/abilities";
import type { ProviderName } from "../config";
import type { ChangeFeed } from "../database-changes";

export type SessionRow = typeof sessions.$inferSelect;

/**
 * What a request reads of its session: not the provider's ID token (about a kilobyte, needed only
 * by the logout, which reads it from the row it deletes) nor the time of the login.
 */
const LIVE_COLUMNS = {
  idHash: sessions.idHash,
  provider: sessions.provider,
  userKind: sessions.userKind,
  userId: sessions.userId,
  companyId: sessions.companyId,
  groupsByLogin: sessions.groupsByLogin,
  groups: sessions.groups,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
};
export type LiveSession = Pick<SessionRow, keyof typeof LIVE_COLUMNS>;

export interface SessionSettings {
  idleMs: number;
  absoluteMs: number;
  secureCookies: boolean;
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
  /**
   * Where this process hears of every change to the sessions table (decision 053). With it, live
   * sessions are kept in memory while it is live; without it every request reads its session.
   */
  changes?: ChangeFeed | null;
}

/** Live sessions kept in memory at most; a request of one not kept reads it (about 300 bytes each). */
const KEPT_SESSIONS = 50_000;

/**
 * `last_seen_at` is written again once it lags the request by more than this share of the idle
 * timeout, so a busy user does not write on every request. The idle check counts from the stored
 * value, so a session ends at most this share early (36 s of 60 minutes), never late (decision 029).
 */
export const TOUCH_FRACTION = 1 / 100;

export function cookieName(secure: boolean, base: string): string {
  // The __Host- prefix pins the cookie to this origin and path when served over HTTPS.
  return secure ? `__Host-${base}` : base;
}

export const SESSION_COOKIE = "ap_sid";

export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parseCookies(header)[name];
}

export function setCookie(
  res: Response,
  name: string,
  value: string,
  options: { secure: boolean; maxAgeSeconds?: number },
): void {
  res.append(
    "Set-Cookie",
    serialize(name, value, {
      httpOnly: true,
      sameSite: "lax",
      secure: options.secure,
      path: "/",
      ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds }),
    }),
  );
}

export function clearCookie(res: Response, name: string, secure: boolean): void {
  setCookie(res, name, "", { secure, maxAgeSeconds: 0 });
}

export interface NewSession {
  provider: ProviderName;
  userKind: "external" | "internal";
  userId: number;
  companyId: number | null;
  groupsByLogin: Group[];
  idToken: string | null;
}

export class SessionStore {
  private readonly now: () => number;
  /** The query every signed-in request makes, built once (issue 17 §2, db/prepared.ts). */
  private readonly liveSession;
  /** How long a read session's last_seen_at may lag before it is written again. */
  private readonly touchAfterMs: number;
  /**
   * Live sessions as last read, by id hash (decision 053). A kept session answers a request
   * until its last_seen_at is due to be written again; until then the feed removes it when it ends
   * or changes.
   */
  private readonly kept = new LRUCache<string, LiveSession>({ max: KEPT_SESSIONS });
  /** Counts the feed's changes: a read that began before one must not be kept. */
  private changesHeard = 0;

  constructor(
    private readonly db: Database,
    private readonly settings: SessionSettings,
  ) {
    this.now = settings.now ?? Date.now;
    this.touchAfterMs = settings.idleMs * TOUCH_FRACTION;
    settings.changes?.subscribe({
      changed: (idHashes) => {
        this.changesHeard++;
        for (const idHash of idHashes) this.kept.delete(idHash);
      },
      reset: () => {
        this.changesHeard++;
        this.kept.clear();
      },
    });
    this.liveSession = prepared(db, "live_session", (on) =>
      on
        .select(LIVE_COLUMNS)
        .from(sessions)
        .where(
          and(
            eq(sessions.idHash, sql.placeholder("idHash")),
            gt(sessions.expiresAt, sql.placeholder("now")),
            gt(sessions.lastSeenAt, sql.placeholder("idleSince")),
          ),
        ),
    );
  }

  get cookie(): string {
    return cookieName(this.settings.secureCookies, SESSION_COOKIE);
  }

  /**
   * Starts a session under a fresh id (never reuses one from before the login). A session the
   * browser still held ends on the server too: its id must not stay usable beside the new one.
   */
  async create(req: Request, res: Response, data: NewSession): Promise<void> {
    const previous = readCookie(req, this.cookie);
    if (previous && previous.length <= 100) {
      const previousHash = hashToken(previous);
      await this.db.delete(sessions).where(eq(sessions.idHash, previousHash));
      this.forget(previousHash);
    }
    const token = newToken();
    const now = this.now();
    await this.db.insert(sessions).values({
      idHash: hashToken(token),
      provider: data.provider,
      userKind: data.userKind,
      userId: data.userId,
      companyId: data.companyId,
      groupsByLogin: data.groupsByLogin,
      groups: data.groupsByLogin,
      idToken: data.idToken,
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + this.settings.absoluteMs),
    });
    setCookie(res, this.cookie, token, { secure: this.settings.secureCookies });
  }

  /** The live session of the request, honouring idle and absolute timeouts. */
  async load(req: Request): Promise<LiveSession | null> {
    const token = readCookie(req, this.cookie);
    if (!token || token.length > 100) return null;
    const idHash = hashToken(token);
    const now = new Date(this.now());
    const kept = this.kept.get(idHash);
    // Not past its absolute timeout, and its idle time far from over: the touch is not yet due.
    if (kept && kept.expiresAt > now && now.getTime() - kept.lastSeenAt.getTime() <= this.touchAfterMs) return kept;
    const changesBefore = this.changesHeard;
    const [row] = await this.liveSession.execute({
      idHash,
      now: now.toISOString(),
      idleSince: new Date(now.getTime() - this.settings.idleMs).toISOString(),
    });
    if (!row) {
      this.kept.delete(idHash);
      return null;
    }
    let live = row;
    if (now.getTime() - row.lastSeenAt.getTime() > this.touchAfterMs) {
      // Only forward: a slower parallel request must not move it back.
      await this.db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.idHash, row.idHash), lt(sessions.lastSeenAt, now)));
      live = { ...row, lastSeenAt: now };
    }
    if (this.settings.changes?.isLive() && this.changesHeard === changesBefore) this.kept.set(idHash, live);
    return live;
  }

  /** Reads the session anew on its next request: this process changed it (decision 053). */
  forget(idHash: string): void {
    this.changesHeard++;
    this.kept.delete(idHash);
  }

  async update(row: LiveSession, changes: Partial<Pick<SessionRow, "companyId" | "groups">>): Promise<void> {
    await this.db.update(sessions).set(changes).where(eq(sessions.idHash, row.idHash));
    this.forget(row.idHash);
  }

  /** Ends the session on the server and clears the cookie. */
  async destroy(req: Request, res: Response): Promise<SessionRow | null> {
    const token = readCookie(req, this.cookie);
    clearCookie(res, this.cookie, this.settings.secureCookies);
    if (!token) return null;
    const idHash = hashToken(token);
    const [row] = await this.db.delete(sessions).where(eq(sessions.idHash, idHash)).returning();
    this.forget(idHash);
    return row ?? null;
  }

  /** Deletes the rows past their absolute or idle timeout. */
  async purgeExpired(): Promise<void> {
    const now = this.now();
    await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - this.settings.idleMs))));
  }
}
