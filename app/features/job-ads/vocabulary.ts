/**
 * The words of a job ad (Bundesländer, kinds of employment, levels, fields, salary periods,
 * templates, application channels) and the GlBG § 9 salary line: plain data without zod, for
 * what renders an ad (the preview, the public page) without the form's schemas. `schema.ts`
 * builds the step schemas on it and re-exports it.
 */

export { BUNDESLAENDER } from "~/lib/bundeslaender";

export const EMPLOYMENT_TYPES = {
  vollzeit: "Vollzeit",
  teilzeit: "Teilzeit",
  geringfuegig: "Geringfügig",
  lehre: "Lehre",
  praktikum: "Praktikum",
  "freier-dienstvertrag": "Freier Dienstvertrag",
  saison: "Saisonarbeit",
} as const;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;

export const REMOTE_OPTIONS = {
  none: "Vor Ort",
  partial: "Teilweise Homeoffice",
  full: "Vollständig remote",
} as const;

export const JOB_LEVELS = {
  lehrling: "Lehrling",
  einstieg: "Berufseinstieg",
  fachkraft: "Fachkraft mit Berufserfahrung",
  teamleitung: "Team- oder Projektleitung",
  fuehrung: "Führungskraft",
  vorstand: "Geschäftsführung oder Vorstand",
} as const;
export type JobLevel = keyof typeof JOB_LEVELS;

export const JOB_FIELDS = {
  technik: "Technik und Ingenieurwesen",
  it: "IT und Softwareentwicklung",
  handwerk: "Handwerk und Produktion",
  handel: "Handel und Verkauf",
  gastro: "Gastronomie und Tourismus",
  gesundheit: "Gesundheit und Pflege",
  buero: "Büro und Verwaltung",
  finanzen: "Finanzen und Rechnungswesen",
  logistik: "Logistik und Transport",
  bau: "Bau und Architektur",
  marketing: "Marketing und Kommunikation",
  bildung: "Bildung und Soziales",
} as const;

export const SALARY_PERIODS = {
  hour: "Stunde",
  week: "Woche",
  month: "Monat",
  year: "Jahr",
} as const;
export type SalaryPeriod = keyof typeof SALARY_PERIODS;

export const TEMPLATES = {
  classic: "Klassisch",
  modern: "Modern",
  compact: "Kompakt",
} as const;

export const APPLICATION_METHODS = {
  portal: "Bewerbung über das Portal (Bewerber-Manager)",
  email: "Bewerbung per E-Mail",
  url: "Bewerbung auf Ihrer Karriereseite (externer Link)",
} as const;

const PERIOD_SUFFIX: Record<SalaryPeriod, string> = {
  hour: "Stunde",
  week: "Woche",
  month: "Monat",
  year: "Jahr",
};

/** Euro amounts as Austrians write them: "€ 3.200,00". */
export const euro = new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });

/** "ab € 3.200,00 brutto/Monat (Überzahlung möglich)" — the statement GlBG § 9 (2) asks for. */
export function formatSalary(salary: {
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryPeriod: string | null;
  salaryOverpay: boolean;
}): string | null {
  if (salary.salaryMinCents === null || !salary.salaryPeriod) return null;
  const period = PERIOD_SUFFIX[salary.salaryPeriod as SalaryPeriod] ?? salary.salaryPeriod;
  const min = euro.format(salary.salaryMinCents / 100);
  const amount =
    salary.salaryMaxCents !== null && salary.salaryMaxCents > salary.salaryMinCents
      ? `${min} bis ${euro.format(salary.salaryMaxCents / 100)}`
      : `ab ${min}`;
  return `${amount} brutto/${period}${salary.salaryOverpay ? " (Überzahlung möglich)" : ""}`;
}
