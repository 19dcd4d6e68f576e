/**
 * Retention of applications (docs/applications.md). The Austrian data-protection authority
 * (DSB, 2018) accepts keeping an application for the six months in which a rejected candidate
 * may claim discrimination (GlBG § 29) plus one month for the claim's delivery: so seven months
 * after the rejection or after the ad closed. With the candidate's consent to the talent pool the
 * data stays until the consent's end instead, whichever is later.
 */
export const RETENTION_MONTHS = 7;

/** How long a consent to the talent pool lasts. */
export const TALENT_POOL_MONTHS = 24;

/** The reminder before a talent-pool consent runs out. */
export const TALENT_POOL_REMINDER_DAYS = 30;

/** The same day of the month `months` later (clamped to the month's last day), same time of day. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * When the personal data of an application closed at `closedAt` goes: seven months later, or at
 * the end of its talent-pool consent when that is later.
 */
export function retainUntil(closedAt: Date, talentPoolUntil: Date | null): Date {
  const legal = addMonths(closedAt, RETENTION_MONTHS);
  return talentPoolUntil && talentPoolUntil.getTime() > legal.getTime() ? talentPoolUntil : legal;
}

export function talentPoolEnd(consentAt: Date): Date {
  return addMonths(consentAt, TALENT_POOL_MONTHS);
}
