/**
 * The monthly contact quota of a talent-search licence (docs/active-sourcing.md, "Quota"): each
 * contact request uses one unit of the calendar month (Vienna) it was sent in.
 */

export interface QuotaState {
  quota: number;
  used: number;
  /** "November" */
  month: string;
}

export function remainingOf(state: QuotaState): number {
  return Math.min(state.quota, Math.max(0, state.quota - state.used));
}

/** "Noch 42 von 50 Kontaktanfragen im November" */
export function quotaText(state: QuotaState): string {
  const remaining = remainingOf(state);
  const noun = state.quota === 1 ? "Kontaktanfrage" : "Kontaktanfragen";
  return `Noch ${remaining} von ${state.quota} ${noun} im ${state.month}`;
}

/** Made once: a formatter costs more to make than a hundred uses of it. */
const MONTH = new Intl.DateTimeFormat("de-AT", { month: "long", timeZone: "Europe/Vienna" });

export function monthName(now: Date): string {
  return MONTH.format(now);
}
