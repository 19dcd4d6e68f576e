const DAY_MS = 86_400_000;

/** The `days` calendar days ending with `lastDay` (ISO "YYYY-MM-DD"), oldest first. */
export function dayRange(lastDay: string, days: number): string[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}
