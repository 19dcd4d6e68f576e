import { EMPLOYMENT_TYPES, JOB_LEVELS, REMOTE_OPTIONS } from "~/features/job-ads/schema";
import { formatDate } from "~/lib/format";
import { DAY_MS } from "~/lib/days";

/**
 * How the talent search names a person before they accepted a contact request: by what they do,
 * how long and where, never by name (docs/active-sourcing.md, "Privacy").
 */

export function yearsText(years: number): string {
  if (years <= 0) return "Berufseinstieg";
  return years === 1 ? "1 Jahr Berufserfahrung" : `${years} Jahre Berufserfahrung`;
}

/** "Buchhalterin, 8 Jahre Berufserfahrung, Linz" */
export function headlineOf(profile: {
  desiredTitles: readonly string[];
  experienceYears: number;
  city: string;
}): string {
  return [profile.desiredTitles[0] ?? "Talent", yearsText(profile.experienceYears), profile.city].join(", ");
}

export function availabilityText(profile: {
  availability: string;
  noticeWeeks: number | null;
  availableFrom: string | null;
}): string {
  if (profile.availability === "kuendigungsfrist" && profile.noticeWeeks) {
    return `nach ${profile.noticeWeeks} Wochen Kündigungsfrist`;
  }
  if (profile.availability === "ab-datum" && profile.availableFrom) return `ab ${formatDate(profile.availableFrom)}`;
  return "sofort verfügbar";
}

export const labelOf = <T extends Record<string, string>>(labels: T, key: string): string =>
  Object.hasOwn(labels, key) ? labels[key as keyof T]! : key;

export const levelLabel = (level: string) => labelOf(JOB_LEVELS, level);
export const remoteLabel = (remote: string) => labelOf(REMOTE_OPTIONS, remote);
export const employmentLabels = (types: readonly string[]) => types.map((type) => labelOf(EMPLOYMENT_TYPES, type));

const MONTH_YEAR = new Intl.DateTimeFormat("de-AT", { month: "long", year: "numeric", timeZone: "UTC" });

/** "März 2019" from "2019-03"; the month name as Austrians write it ("Jänner"). */
export function monthText(month: string): string {
  const [year, number] = month.split("-").map(Number);
  if (!year || !number) return month;
  return MONTH_YEAR.format(new Date(Date.UTC(year, number - 1, 15)));
}

/** "vor 3 Tagen", "heute", "vor 2 Monaten": when the person was last active. */
export function lastActiveText(lastActiveAt: Date | string, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(lastActiveAt).getTime()) / DAY_MS);
  if (days <= 0) return "heute aktiv";
  if (days === 1) return "gestern aktiv";
  if (days < 30) return `vor ${days} Tagen aktiv`;
  const months = Math.floor(days / 30);
  return months === 1 ? "vor einem Monat aktiv" : `vor ${months} Monaten aktiv`;
}
