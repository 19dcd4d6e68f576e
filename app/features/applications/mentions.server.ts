import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@db/client";
import { applicationMentions, applicationNotes, applications } from "@db/schema/applications";

/**
 * Mentions in notes (issue 34 §5): the mentioned colleague's "Erwähnungen" in the navigation.
 * The mail goes with the note (`addNote`); these rows say which mentions the colleague has not
 * seen yet. Every read names the company: a mention lives with its application.
 */

/**
 * Unread mentions of the user in the company's applications: the navigation's badge, as a
 * subquery that the navigation's one query holds (`navigationBadges`, issue 37).
 */
export function unreadMentionsCount(companyId: SQL, userId: SQL): SQL<number> {
  // Columns named with their table: drizzle leaves a lone table's name out, and the subquery stands in another's select.
  return sql<number>`(select count(*) from application_mentions m join applications a on a.id = m.application_id
    where m.user_id = ${userId} and m.read_at is null and a.company_id = ${companyId})`.mapWith(Number);
}

export interface MentionEntry {
  id: number;
  applicationId: number;
  candidateName: string;
  authorName: string;
  createdAt: Date;
  read: boolean;
}

/** The user's latest mentions in the company's applications, newest first. */
export async function mentionsOf(
  db: Executor,
  companyId: number,
  userId: number,
  limit = 100,
): Promise<MentionEntry[]> {
  const rows = await db
    .select({
      id: applicationMentions.id,
      applicationId: applicationMentions.applicationId,
      candidateName: applications.candidateName,
      authorName: applicationNotes.authorName,
      createdAt: applicationMentions.createdAt,
      readAt: applicationMentions.readAt,
    })
    .from(applicationMentions)
    .innerJoin(applications, eq(applications.id, applicationMentions.applicationId))
    .innerJoin(applicationNotes, eq(applicationNotes.id, applicationMentions.noteId))
    .where(and(eq(applicationMentions.userId, userId), eq(applications.companyId, companyId)))
    .orderBy(desc(applicationMentions.createdAt), desc(applicationMentions.id))
    .limit(limit);
  return rows.map(({ readAt, ...row }) => ({ ...row, read: readAt !== null }));
}

/** Opening the application marks the user's mentions on it read; answers how many were unread. */
export async function markMentionsRead(
  db: Executor,
  applicationId: number,
  userId: number,
  now: Date,
): Promise<number> {
  const marked = await db
    .update(applicationMentions)
    .set({ readAt: now })
    .where(
      and(
        eq(applicationMentions.applicationId, applicationId),
        eq(applicationMentions.userId, userId),
        isNull(applicationMentions.readAt),
      ),
    )
    .returning({ id: applicationMentions.id });
  return marked.length;
}

/** Records the note's mentions, one unread row per mentioned colleague. */
export async function recordMentions(
  tx: Executor,
  note: { id: number; applicationId: number },
  userIds: readonly number[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(applicationMentions)
    .values(userIds.map((userId) => ({ noteId: note.id, applicationId: note.applicationId, userId, createdAt: now })));
}
