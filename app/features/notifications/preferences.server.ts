import { eq, inArray } from "drizzle-orm";
import type { Executor } from "@db/client";
import { userSettings } from "@db/schema/notifications";
import { colleaguesOf } from "~/features/companies/companies.server";
import type { NotificationKind, NotificationPreferences } from "./kinds";

/**
 * E-mail preferences of company users (Einstellungen). A user without a settings row has the
 * defaults, which are the table's column defaults: reminders and application mails on, the
 * weekly report and the newsletter off (opt-in).
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  expiryReminder: true,
  applicationMail: true,
  weeklyReport: false,
  newsletter: false,
};

const COLUMNS = {
  expiryReminder: userSettings.expiryReminder,
  applicationMail: userSettings.applicationMail,
  weeklyReport: userSettings.weeklyReport,
  newsletter: userSettings.newsletter,
} as const;

export async function getNotificationPreferences(db: Executor, userId: number): Promise<NotificationPreferences> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  return {
    expiryReminder: row.expiryReminder,
    applicationMail: row.applicationMail,
    weeklyReport: row.weeklyReport,
    newsletter: row.newsletter,
  };
}

export async function saveNotificationPreferences(
  db: Executor,
  userId: number,
  preferences: NotificationPreferences,
  now = new Date(),
): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...preferences, updatedAt: now } });
}

export interface NotificationRecipient {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Everyone who acts for the company and wants this kind of e-mail, e.g. the expiry reminder of
 * one of its ads. Senders of such mails ask here instead of mailing the company's users blindly.
 */
export async function notificationRecipients(
  db: Executor,
  companyId: number,
  kind: NotificationKind,
): Promise<NotificationRecipient[]> {
  const colleagues = await colleaguesOf(db, companyId);
  if (colleagues.length === 0) return [];
  const settings = await db
    .select({ userId: userSettings.userId, wanted: COLUMNS[kind] })
    .from(userSettings)
    .where(
      inArray(
        userSettings.userId,
        colleagues.map((colleague) => colleague.id),
      ),
    );
  const wanted = new Map(settings.map((row) => [row.userId, row.wanted]));
  return colleagues
    .filter((colleague) => wanted.get(colleague.id) ?? DEFAULT_NOTIFICATION_PREFERENCES[kind])
    .sort((a, b) => a.id - b.id)
    .map(({ id, email, firstName, lastName }) => ({ userId: id, email, firstName, lastName }));
}

/** Everyone who acts for the company, each address once: for e-mails every user of it must get. */
export async function companyMailRecipients(db: Executor, companyId: number): Promise<string[]> {
  const colleagues = await colleaguesOf(db, companyId);
  return [...new Set(colleagues.map((colleague) => colleague.email))].sort();
}
