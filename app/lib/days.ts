/** The length of a day in milliseconds: for spans of time ("in 30 days", "14 days ago"). */
export const DAY_MS = 86_400_000;

/** The calendar day `days` after `day` (ISO "YYYY-MM-DD"; negative goes back), whatever the clocks do. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The `days` calendar days ending with `lastDay` (ISO "YYYY-MM-DD"), oldest first. */
export function dayRange(lastDay: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(lastDay, index - (days - 1)));
}
