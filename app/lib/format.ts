/**
 * de-AT formats for everything the user reads (ARCHITECTURE §4): "€ 1.234,50", "05.01.2026",
 * "Jänner". Times are shown in Vienna time whatever the server's zone.
 */
export const TIME_ZONE = "Europe/Vienna";

const euro = new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });
const integer = new Intl.NumberFormat("de-AT");
const day = new Intl.DateTimeFormat("de-AT", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const dayTime = new Intl.DateTimeFormat("de-AT", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const monthYear = new Intl.DateTimeFormat("de-AT", { timeZone: TIME_ZONE, month: "long", year: "numeric" });

export function formatEuroCents(cents: number): string {
  return euro.format(cents / 100);
}

export function formatInteger(n: number): string {
  return integer.format(n);
}

function toDate(value: Date | string): Date {
  // A bare ISO day ("2026-01-05") is a calendar day, not an instant: read it at noon UTC.
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00Z`)
    : new Date(value);
}

export function formatDate(value: Date | string): string {
  return day.format(toDate(value));
}

export function formatDateTime(value: Date | string): string {
  return dayTime.format(toDate(value));
}

export function formatMonthYear(value: Date | string): string {
  return monthYear.format(toDate(value));
}

const isoDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in Vienna of an instant, as "YYYY-MM-DD". */
export function viennaDay(instant: Date): string {
  return isoDay.format(instant);
}

/** Midnight in Vienna at the start of the given calendar day. */
export function viennaStartOfDay(isoDay: string): Date {
  const noonUtc = new Date(`${isoDay}T12:00:00Z`);
  const viennaNoon = new Date(noonUtc.toLocaleString("en-US", { timeZone: TIME_ZONE }));
  const utcNoon = new Date(noonUtc.toLocaleString("en-US", { timeZone: "UTC" }));
  const offsetMs = viennaNoon.getTime() - utcNoon.getTime();
  return new Date(new Date(`${isoDay}T00:00:00Z`).getTime() - offsetMs);
}
