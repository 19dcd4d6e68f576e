import type { Executor } from "@db/client";
import { applicationEvents } from "@db/schema/applications";

/** A colleague acting on applications, as the history and the templates name them. */
export interface Actor {
  userId: number;
  name: string;
}

/** The signed-in colleague as the history and the templates name them. */
export function colleagueOf(user: { id: number; firstName: string; lastName: string; email: string }): Actor {
  return { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
}

/** A colleague's entry in an application's history. */
export async function logByColleague(
  tx: Executor,
  { applicationId, companyId, actor, at }: { applicationId: number; companyId: number; actor: Actor; at: Date },
  entry: { kind: string; fromStage?: string; toStage?: string; detail?: string },
): Promise<void> {
  await tx.insert(applicationEvents).values({
    applicationId,
    companyId,
    at,
    actorUserId: actor.userId,
    actorName: actor.name,
    ...entry,
  });
}
