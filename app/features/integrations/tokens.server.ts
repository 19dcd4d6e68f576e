import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AuthUser } from "@auth/user";
import type { Database, Executor } from "@db/client";
import { apiTokens } from "@db/schema/integrations";
import { auditEntriesOf, writeAudit } from "~/features/audit/audit-log.server";
import { generateSecret, hashSecret, hintOf } from "./secrets";
import { isScope, type Scope } from "./scopes";

/**
 * A company's API tokens (decision 076): created with the secret shown once, listed without it,
 * revoked by a colleague or staff; each creation and revocation audited in its transaction.
 */

/** How often a token's last use is written at most: one write a minute, not one per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** A token as pages list it: never its hash. */
export interface TokenSummary {
  id: number;
  name: string;
  hint: string;
  scopes: Scope[];
  createdByName: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  revokedByName: string | null;
}

function summaryOf(row: ApiTokenRow): TokenSummary {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes.filter(isScope),
    createdByName: row.createdByName,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
    revokedByName: row.revokedByName,
  };
}

/** The state a list shows: usable, expired or revoked. */
export function tokenState(token: Pick<TokenSummary, "expiresAt" | "revokedAt">, now: Date) {
  if (token.revokedAt) return "widerrufen" as const;
  return token.expiresAt.getTime() <= now.getTime() ? ("abgelaufen" as const) : ("aktiv" as const);
}

/** The company's tokens, newest first. */
export async function tokensOf(db: Executor, companyId: number): Promise<TokenSummary[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.companyId, companyId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(summaryOf);
}

export interface NewToken {
  companyId: number;
  name: string;
  scopes: readonly Scope[];
  expiresAt: Date;
}

/** Creates a token; the secret is in the answer and nowhere else. Audited with the colleague who made it. */
export async function createToken(
  db: Database,
  input: NewToken,
  by: { user: AuthUser & { id: number }; requestId: string },
): Promise<{ token: TokenSummary; secret: string }> {
  const secret = generateSecret();
  const name = `${by.user.firstName} ${by.user.lastName}`.trim() || by.user.email;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        companyId: input.companyId,
        name: input.name,
        secretHash: hashSecret(secret),
        hint: hintOf(secret),
        scopes: [...input.scopes],
        createdByUserId: by.user.id,
        createdByName: name,
        expiresAt: input.expiresAt,
      })
      .returning();
    const token = summaryOf(row!);
    await writeAudit(tx, by.user, {
      action: "api-token.create",
      entityType: "api_token",
      entityId: String(token.id),
      before: null,
      after: { companyId: input.companyId, name: token.name, scopes: token.scopes, expiresAt: token.expiresAt },
      requestId: by.requestId,
    });
    return { token, secret };
  });
}

/**
 * Revokes the company's token, audited with who did it (a colleague or staff). False when there
 * is no such token of the company or it was revoked already.
 */
export async function revokeToken(
  db: Database,
  companyId: number,
  id: number,
  by: { user: AuthUser; requestId: string },
  now: Date,
): Promise<boolean> {
  const name = `${by.user.firstName} ${by.user.lastName}`.trim() || by.user.email;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: now, revokedByName: name })
      .where(and(eq(apiTokens.id, id), eq(apiTokens.companyId, companyId), isNull(apiTokens.revokedAt)))
      .returning();
    if (!row) return false;
    await writeAudit(tx, by.user, {
      action: "api-token.revoke",
      entityType: "api_token",
      entityId: String(id),
      before: { revokedAt: null },
      after: { companyId, name: row.name, revokedAt: now },
      requestId: by.requestId,
    });
    return true;
  });
}

/** The token a request names, as the integration API acts with it. */
export interface TokenPrincipal {
  tokenId: number;
  companyId: number;
  name: string;
  scopes: Scope[];
  createdByUserId: number;
  createdByName: string;
}

/**
 * The usable token with this secret's hash, or null (unknown, revoked or expired: the caller
 * answers all three alike). Writes the last use when the stored one is a minute old or more.
 */
export async function tokenOfSecret(db: Executor, secretHash: string, now: Date): Promise<TokenPrincipal | null> {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.secretHash, secretHash));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // Conditional, so that parallel requests of one token write once.
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.id, row.id),
          sql`(${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} <= ${new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString()}::timestamptz)`,
        ),
      );
  }
  return {
    tokenId: row.id,
    companyId: row.companyId,
    name: row.name,
    scopes: row.scopes.filter(isScope),
    createdByUserId: row.createdByUserId,
    createdByName: row.createdByName,
  };
}

/** What happened to the company's tokens, newest first: creations, write uses and revocations. */
export async function tokenHistoryOf(db: Executor, companyId: number, limit = 50) {
  const tokens = await tokensOf(db, companyId);
  const entries = (
    await Promise.all(
      tokens.map(async (token) =>
        (await auditEntriesOf(db, "api_token", String(token.id))).map((entry) => ({ ...entry, tokenName: token.name })),
      ),
    )
  ).flat();
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id).slice(0, limit);
}
