import { eq } from "drizzle-orm";
import { z } from "zod";
import { GROUPS, parseGroups, type Group } from "@auth/abilities";
import type { AuthUser } from "@auth/user";
import type { Database } from "@db/client";
import { sessions } from "@db/schema";
import { writeAudit } from "~/features/audit/audit-log.server";

/**
 * manipulateGroups (issue 5): an admin acts with a narrower set of the groups they signed in
 * with, to test what those groups allow, and widens them again. The session row holds both sets;
 * every request reads the effective groups from it.
 */

export const GROUPS_REQUIRED_MESSAGE = "Bitte wählen Sie mindestens eine Gruppe aus.";
export const GROUPS_NOT_LOGIN_MESSAGE = "Sie können nur Gruppen wählen, mit denen Sie sich angemeldet haben.";

export const sessionGroupsSchema = z.strictObject(
  {
    groups: z
      .array(z.enum(GROUPS, { error: `Unbekannte Gruppe. Erlaubt: ${GROUPS.join(", ")}.` }), {
        error: GROUPS_REQUIRED_MESSAGE,
      })
      .min(1, GROUPS_REQUIRED_MESSAGE)
      .max(GROUPS.length, GROUPS_REQUIRED_MESSAGE),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? "Erlaubt ist nur das Feld „groups“." : "Bitte senden Sie ein JSON-Objekt.",
  },
);

export interface SessionGroups {
  groups: Group[];
  groupsByLogin: Group[];
  /** True while the session acts with fewer groups than it signed in with. */
  narrowed: boolean;
}

/** Group order of the registry, so that the same set always reads the same way. */
function ordered(groups: Iterable<Group>): Group[] {
  const set = new Set(groups);
  return GROUPS.filter((group) => set.has(group));
}

export function isNarrowed(groups: readonly Group[], groupsByLogin: readonly Group[]): boolean {
  return groupsByLogin.some((group) => !groups.includes(group));
}

export function sessionGroupsOf(user: Pick<AuthUser, "groups" | "groupsByLogin">): SessionGroups {
  return {
    groups: ordered(user.groups),
    groupsByLogin: ordered(user.groupsByLogin),
    narrowed: isNarrowed(user.groups, user.groupsByLogin),
  };
}

/** A refusal is an answer, not an exception: the page's action and the API both report it as a 400. */
export type SetSessionGroupsOutcome = { ok: true; groups: SessionGroups } | { ok: false; message: string };

/**
 * Sets the groups the session acts with. Only groups of the login may be chosen (anything else
 * is refused and changes nothing); the change and its audit entry "session.groups" are written
 * in one transaction.
 */
export async function setSessionGroups(
  db: Database,
  sessionIdHash: string,
  user: AuthUser,
  requested: readonly Group[],
  options: { requestId?: string } = {},
): Promise<SetSessionGroupsOutcome> {
  const groups = ordered(requested);
  if (groups.length === 0) return { ok: false, message: GROUPS_REQUIRED_MESSAGE };
  return db.transaction(async (tx): Promise<SetSessionGroupsOutcome> => {
    const [session] = await tx
      .select({ groups: sessions.groups, groupsByLogin: sessions.groupsByLogin, userKind: sessions.userKind })
      .from(sessions)
      .where(eq(sessions.idHash, sessionIdHash))
      .for("update");
    if (session?.userKind !== "internal") return { ok: false, message: "Diese Sitzung hat keine Gruppen." };
    // The row, not the cached profile, is what the login sent.
    const byLogin = ordered(parseGroups(session.groupsByLogin));
    if (groups.some((group) => !byLogin.includes(group))) return { ok: false, message: GROUPS_NOT_LOGIN_MESSAGE };
    await tx.update(sessions).set({ groups }).where(eq(sessions.idHash, sessionIdHash));
    await writeAudit(tx, user, {
      action: "session.groups",
      entityType: "staff_user",
      entityId: String(user.id),
      before: { groups: session.groups },
      after: { groups },
      ...(options.requestId ? { requestId: options.requestId } : {}),
    });
    return { ok: true, groups: { groups, groupsByLogin: byLogin, narrowed: isNarrowed(groups, byLogin) } };
  });
}
