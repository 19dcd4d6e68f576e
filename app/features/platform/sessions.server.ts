import { eq } from "drizzle-orm";
import type { Executor } from "@db/client";
import { sessions } from "@db/schema/platform";

/**
 * The signed-in sessions' groups (sign-in in `server/sign-in` writes the sessions): what other
 * features may read and change of a session (decision 062). Staff narrow the groups they act
 * with here (internal's session groups, issue 5).
 */

export interface SessionGroupsRow {
  userKind: string;
  groups: string[];
  groupsByLogin: string[];
}

/** The session's kind and groups, its row locked until the caller's transaction ends; null for none. */
export async function lockSessionGroups(tx: Executor, idHash: string): Promise<SessionGroupsRow | null> {
  const [row] = await tx
    .select({ groups: sessions.groups, groupsByLogin: sessions.groupsByLogin, userKind: sessions.userKind })
    .from(sessions)
    .where(eq(sessions.idHash, idHash))
    .for("update");
  return row ?? null;
}

/** Sets the groups the session acts with; the groups of its login stay. */
export async function setSessionActingGroups(tx: Executor, idHash: string, groups: readonly string[]): Promise<void> {
  await tx
    .update(sessions)
    .set({ groups: [...groups] })
    .where(eq(sessions.idHash, idHash));
}
