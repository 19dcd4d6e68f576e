import { addDays } from "~/lib/days";
import { viennaDay } from "~/lib/format";

/**
 * The e-mails a company sends candidates from the Bewerber-Manager (docs/applications.md), with
 * placeholders filled per candidate. The company edits the text before sending; the defaults are
 * polite, formal ("Sie") and short, and greet with {Anrede} ("Sehr geehrte Frau Prüfer", decision 081).
 */
export const MAIL_TEMPLATES = {
  einladung: {
    label: "Einladung zum Gespräch",
    subject: "Einladung zum Gespräch: {Stelle}",
    body: "{Anrede},\n\nvielen Dank für Ihre Bewerbung als {Stelle}. Wir würden Sie gerne kennenlernen und laden Sie zu einem Gespräch ein. Bitte schlagen Sie uns zwei, drei Termine in den nächsten Tagen vor.\n\nMit freundlichen Grüßen\n{Absender}\n{Unternehmen}",
  },
  unterlagen: {
    label: "Unterlagen anfordern",
    subject: "Ihre Bewerbung als {Stelle}: fehlende Unterlagen",
    body: "{Anrede},\n\nvielen Dank für Ihre Bewerbung als {Stelle}. Damit wir sie vollständig prüfen können, schicken Sie uns bitte noch Ihre letzten Dienstzeugnisse.\n\nMit freundlichen Grüßen\n{Absender}\n{Unternehmen}",
  },
  absage: {
    label: "Absage",
    subject: "Ihre Bewerbung als {Stelle}",
    body: "{Anrede},\n\nvielen Dank für Ihr Interesse an der Stelle als {Stelle} und die Zeit, die Sie in Ihre Bewerbung gesteckt haben. Nach sorgfältiger Prüfung haben wir uns für andere Bewerbungen entschieden, die unseren Anforderungen noch näher kommen.\n\nWir wünschen Ihnen für Ihre weitere berufliche Zukunft alles Gute.\n\nMit freundlichen Grüßen\n{Absender}\n{Unternehmen}",
  },
} as const;

export type MailTemplateKey = keyof typeof MAIL_TEMPLATES;

/** {Anrede} is the whole greeting without its comma (`salutationLine`); {Vorname} {Nachname} keep working in texts of before. */
export const PLACEHOLDERS = ["Anrede", "Vorname", "Nachname", "Stelle", "Unternehmen", "Absender"] as const;
export type PlaceholderValues = Record<(typeof PLACEHOLDERS)[number], string>;

/** Fills {Anrede}, {Vorname} and the others; unknown braces stay as they are. */
export function fillTemplate(text: string, values: PlaceholderValues): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? values[key as keyof PlaceholderValues] : match,
  );
}

/** Reasons for a rejection, kept with the application (never sent to the candidate). */
export const REJECTION_REASONS = {
  qualifikation: "Qualifikation passt nicht",
  erfahrung: "Zu wenig Erfahrung",
  gehalt: "Gehaltsvorstellung passt nicht",
  verfuegbarkeit: "Verfügbarkeit passt nicht",
  besetzt: "Stelle anderweitig besetzt",
  ausgeschieden: "K.-o.-Frage nicht erfüllt",
  sonstiges: "Sonstiges",
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;

/** When a rejection's e-mail goes out. */
export const SEND_TIMES = {
  sofort: "Sofort",
  morgen: "Morgen um 8 Uhr",
  "in-2-tagen": "In zwei Tagen um 8 Uhr",
} as const;
export type SendTime = keyof typeof SEND_TIMES;

/** 08:00 Vienna time `daysAhead` calendar days after `now` (whatever the daylight-saving offset). */
export function viennaMorning(now: Date, daysAhead: number): Date {
  // Calendar days of Vienna, not 24-hour steps: the day the clocks go back has 25 hours.
  const day = addDays(viennaDay(now), daysAhead);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(Date.parse(`${day}T08:00:00Z`) - offsetHours * 3_600_000);
    const hour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Vienna", hour: "2-digit", hour12: false }).format(
      candidate,
    );
    if (hour === "08") return candidate;
  }
  return new Date(Date.parse(`${day}T07:00:00Z`));
}

export function sendAt(now: Date, time: SendTime): Date | undefined {
  if (time === "morgen") return viennaMorning(now, 1);
  if (time === "in-2-tagen") return viennaMorning(now, 2);
  return undefined;
}
