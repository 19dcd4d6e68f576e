import { and, desc, eq } from "drizzle-orm";
import type { AuthUser } from "@auth/user";
import type { Database, Executor as Reader } from "@db/client";
import { auditLog } from "@db/schema/audit";

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId?: string;
}

type Executor = Pick<Database, "insert">;

/** Who did what to which entity, with the state before and after (staff actions, settings). */
export async function writeAudit(db: Executor, actor: AuthUser, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: actor.isInternalUser ? "internal" : actor.isExternalUser ? "external" : "anonymous",
    actorId: actor.id,
    actorEmail: actor.email || null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}

/**
 * An entry whose actor is no signed-in person: an API token of a company (decision 076), named
 * by its kind and id; the token's own entries say which company and colleague it belongs to.
 */
export async function writeAuditByActor(
  db: Executor,
  actor: { kind: string; id: number | null; email?: string | null },
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: actor.kind,
    actorId: actor.id,
    actorEmail: actor.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}

/** The entries about one entity, newest first. */
export async function auditEntriesOf(db: Reader, entityType: string, entityId: string) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorKind: auditLog.actorKind,
      actorId: auditLog.actorId,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      requestId: auditLog.requestId,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
}
