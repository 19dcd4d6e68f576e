/** The e-mails a company user can switch on or off in the settings (Einstellungen). */
export const NOTIFICATION_KINDS = ["expiryReminder", "applicationMail", "weeklyReport", "newsletter"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationPreferences = Record<NotificationKind, boolean>;
