import crypto from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Request, Response } from "express";
import { parse as parseCookies, serialize } from "cookie";
import type { Database } from "@db/client";
import { prepared } from "@db/prepared";
import { sessions } from "@db/schema";
import type { Group } from "@auth/abilities";
import type { ProviderName } from "../config";

export type SessionRow = typeof sessions.$inferSelect;

export interface SessionSettings {
  idleMs: number;
  absoluteMs: number;
  secureCookies: boolean;
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
}

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

  constructor(
    private readonly db: Database,
    private readonly settings: SessionSettings,
  ) {
    this.now = settings.now ?? Date.now;
    this.liveSession = prepared(db, "live_session", (on) =>
      on
        .select()
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
      await this.db.delete(sessions).where(eq(sessions.idHash, hashToken(previous)));
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
  async load(req: Request): Promise<SessionRow | null> {
    const token = readCookie(req, this.cookie);
    if (!token || token.length > 100) return null;
    const now = new Date(this.now());
    const [row] = await this.liveSession.execute({
      idHash: hashToken(token),
      now: now.toISOString(),
      idleSince: new Date(now.getTime() - this.settings.idleMs).toISOString(),
    });
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > this.settings.idleMs * TOUCH_FRACTION) {
      // Only forward: a slower parallel request must not move it back.
      await this.db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.idHash, row.idHash), lt(sessions.lastSeenAt, now)));
    }
    return row;
  }

  async update(row: SessionRow, changes: Partial<Pick<SessionRow, "companyId" | "groups">>): Promise<void> {
    await this.db.update(sessions).set(changes).where(eq(sessions.idHash, row.idHash));
  }

  /** Ends the session on the server and clears the cookie. */
  async destroy(req: Request, res: Response): Promise<SessionRow | null> {
    const token = readCookie(req, this.cookie);
    clearCookie(res, this.cookie, this.settings.secureCookies);
    if (!token) return null;
    const [row] = await this.db
      .delete(sessions)
      .where(eq(sessions.idHash, hashToken(token)))
      .returning();
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
