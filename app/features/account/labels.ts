import type { CreditEntryKind } from "@db/schema/billing";
import { formatCredits } from "~/lib/catalogue";
import type { NotificationKind } from "~/features/notifications/kinds";

export const LEDGER_KIND_LABELS: Record<CreditEntryKind, string> = {
  purchase: "Kauf",
  use: "Verwendung",
  refund: "Gutschrift",
  expiry: "Verfall",
};

export const NOTIFICATION_LABELS: Record<NotificationKind, { label: string; description: string }> = {
  expiryReminder: {
    label: "Erinnerung vor Ablauf eines Inserats",
    description: "Wir schreiben Ihnen drei Tage bevor ein Inserat abläuft, damit Sie es rechtzeitig verlängern können.",
  },
  applicationMail: {
    label: "E-Mail bei neuen Bewerbungen",
    description: "Sie erhalten eine E-Mail, sobald eine Bewerbung auf eines Ihrer Inserate eingeht.",
  },
  weeklyReport: {
    label: "Wöchentlicher Bericht",
    description: "Jeden Montag die Aufrufe, Klicks und Bewerbungen Ihrer Inserate der vergangenen Woche.",
  },
  newsletter: {
    label: "Newsletter",
    description: "Tipps für Ihr Recruiting und Neuigkeiten aus dem Arbeitgeberportal, etwa einmal im Monat.",
  },
};

/** Credits are counted, not measured: "1 Credit", "7 Credits" (docs/glossary.md). */
export function creditsLabel(count: number): string {
  return formatCredits(count);
}
