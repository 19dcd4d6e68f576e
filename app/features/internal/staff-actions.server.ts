import type { AuthUser } from "@auth/user";
import type { Database, Executor } from "@db/client";
import { auditEntriesOf, writeAudit } from "~/features/audit/audit-log.server";
import { actorOf, JobAdError, performActionIn, type ActionResult } from "~/features/job-ads/job-ads.server";
import type { JobAdAction } from "~/features/job-ads/lifecycle";
import { lockAdRow } from "~/features/job-ads/reads.server";

/** What the audit log keeps of an ad before and after a staff action. */
interface AuditedState {
  status: string;
  expiresAt: string | null;
}

/** Reads and locks the ad's row, so that nothing changes it between "before" and the action. */
async function auditedState(tx: Executor, id: number): Promise<AuditedState | null> {
  const row = await lockAdRow(tx, id);
  return row ? { status: row.status, expiresAt: row.expiresAt?.toISOString() ?? null } : null;
}

/**
 * A staff member's lifecycle action with its audit row (who, when, what, before, after) in one
 * transaction: either the change and the audit entry are both written, or on a refusal neither.
 */
export async function performStaffAction(
  db: Database,
  id: number,
  action: JobAdAction,
  user: AuthUser,
  options: { production: boolean; note?: string; requestId?: string; now?: Date },
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const before = await auditedState(tx, id);
    if (!before) throw new JobAdError("Das Inserat wurde nicht gefunden.", 404);
    const result = await performActionIn(tx, id, action, actorOf(user, options), {
      ...(options.note !== undefined ? { note: options.note } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    await writeAudit(tx, user, {
      action: `job-ad.${action}`,
      entityType: "job_ad",
      entityId: String(id),
      before,
      after: await auditedState(tx, id),
      ...(options.requestId ? { requestId: options.requestId } : {}),
    });
    return result;
  });
}

/** The audit entries of one ad, newest first (shown on the ad in the internal panel). */
export async function jobAdAuditEntries(db: Executor, id: number) {
  return auditEntriesOf(db, "job_ad", String(id));
}
