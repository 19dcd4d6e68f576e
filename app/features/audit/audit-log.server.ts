import type { AuthUser } from "@auth/user";
import type { Database } from "@db/client";
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
