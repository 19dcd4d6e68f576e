import { z } from "zod";
import { abilitiesOfGroups, GROUPS, parseGroups, type Group, type RegistryOptions } from "@auth/abilities";
import type { AuthUser } from "@auth/user";
import type { Database } from "@db/client";
import { writeAudit } from "~/features/audit/audit-log.server";
import { lockSessionGroups, setSessionActingGroups } from "~/features/platform/sessions.server";

/**
 * manipulateGroups (issue 5): an admin acts with a narrower set of groups for testing, and goes
 * back to the groups of the login. "Narrower" is measured in abilities: a group may be chosen when
 * it grants nothing the login groups do not, so an admin (whose login group holds every ability)
 * can test as readOnly or qa, and nobody gains an ability this way. The session row holds both
 * sets; every request reads the effective groups from it.
 */

export const GROUPS_REQUIRED_MESSAGE = "Bitte wählen Sie mindestens eine Gruppe aus.";
export const GROUPS_NOT_ALLOWED_MESSAGE =
  "Sie können nur Gruppen wählen, die nicht mehr dürfen als die Gruppen Ihrer Anmeldung.";

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
  /** The groups this session may act with: those granting no ability beyond the login groups. */
  selectable: Group[];
  /** True while the session acts with other groups than it signed in with. */
  narrowed: boolean;
}

/** Group order of the registry, so that the same set always reads the same way. */
function ordered(groups: Iterable<Group>): Group[] {
  const set = new Set(groups);
  return GROUPS.filter((group) => set.has(group));
}

export function isNarrowed(groups: readonly Group[], groupsByLogin: readonly Group[]): boolean {
  return groups.length !== groupsByLogin.length || groupsByLogin.some((group) => !groups.includes(group));
}

/**
 * Groups whose abilities all belong to the login groups. A group without any ability here (in
 * production adminExternal, which SPEC §6 ignores there) is left out: choosing it would test nothing.
 */
export function selectableGroups(groupsByLogin: readonly Group[], options: RegistryOptions): Group[] {
  const allowed = abilitiesOfGroups(groupsByLogin, options);
  return GROUPS.filter((group) => {
    const abilities = abilitiesOfGroups([group], options);
    return abilities.size > 0 && [...abilities].every((ability) => allowed.has(ability));
  });
}

function describe(groups: readonly Group[], groupsByLogin: readonly Group[], options: RegistryOptions): SessionGroups {
  return {
    groups: ordered(groups),
    groupsByLogin: ordered(groupsByLogin),
    selectable: selectableGroups(groupsByLogin, options),
    narrowed: isNarrowed(groups, groupsByLogin),
  };
}

export function sessionGroupsOf(user: Pick<AuthUser, "groups" | "groupsByLogin">, options: RegistryOptions) {
  return describe(user.groups, user.groupsByLogin, options);
}

/** A refusal is an answer, not an exception: the page's action and the API both report it as a 400. */
export type SetSessionGroupsOutcome = { ok: true; groups: SessionGroups } | { ok: false; message: string };

/**
 * Sets the groups the session acts with. Groups beyond the login's abilities are refused and
 * change nothing; the change and its audit entry "session.groups" are written in one transaction.
 */
export async function setSessionGroups(
  db: Database,
  sessionIdHash: string,
  user: AuthUser,
  requested: readonly Group[],
  options: RegistryOptions & { requestId?: string },
): Promise<SetSessionGroupsOutcome> {
  const groups = ordered(requested);
  if (groups.length === 0) return { ok: false, message: GROUPS_REQUIRED_MESSAGE };
  return db.transaction(async (tx): Promise<SetSessionGroupsOutcome> => {
    const session = await lockSessionGroups(tx, sessionIdHash);
    if (session?.userKind !== "internal") return { ok: false, message: "Diese Sitzung hat keine Gruppen." };
    // The row, not the cached profile, is what the login sent.
    const byLogin = parseGroups(session.groupsByLogin);
    const selectable = selectableGroups(byLogin, options);
    if (groups.some((group) => !selectable.includes(group))) return { ok: false, message: GROUPS_NOT_ALLOWED_MESSAGE };
    await setSessionActingGroups(tx, sessionIdHash, groups);
    await writeAudit(tx, user, {
      action: "session.groups",
      entityType: "staff_user",
      entityId: String(user.id),
      before: { groups: session.groups },
      after: { groups },
      ...(options.requestId ? { requestId: options.requestId } : {}),
    });
    return { ok: true, groups: describe(groups, byLogin, options) };
  });
}
