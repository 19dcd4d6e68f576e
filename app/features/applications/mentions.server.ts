import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "@db/client";
import { prepared } from "@db/prepared";
import { applicationMentions, applicationNotes, applications } from "@db/schema/applications";

/**
 * Mentions in notes (issue 34 §5): the mentioned colleague's "Erwähnungen" in the navigation.
 * The mail goes with the note (`addNote`); these rows say which mentions the colleague has not
 * seen yet. Every read names the company: a mention lives with its application.
 */

/** Unread mentions of the user in the company's applications: the navigation's badge, asked by every page. */
export async function unreadMentionCount(db: Executor, companyId: number, userId: number): Promise<number> {
  const [row] = await prepared(db, "application_mentions_unread", (on) =>
    on
      .select({ n: count() })
      .from(applicationMentions)
      .innerJoin(applications, eq(applications.id, applicationMentions.applicationId))
      .where(
        and(
          eq(applicationMentions.userId, sql.placeholder("userId")),
          isNull(applicationMentions.readAt),
          eq(applications.companyId, sql.placeholder("companyId")),
        ),
      ),
  ).execute({ companyId, userId });
  return row?.n ?? 0;
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
