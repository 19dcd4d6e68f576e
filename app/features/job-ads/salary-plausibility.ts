/**
 * Plausibility of a stated salary (issue 11, decision 015): an amount below the lowest Austrian
 * collective-agreement pay or far above typical pay is most likely a misread thousands dot
 * ("3.200" read as 3,20) or a forgotten comma ("320000" for 3.200,00). The editor then asks
 * "Meinten Sie € 3.200,00?" before saving; the user takes the suggestion or confirms the amount.
 */

/** Salary periods of the data step (SALARY_PERIODS in schema.ts). */
type Period = "hour" | "week" | "month" | "year";

/**
 * Lowest full-time gross pay per period, in euro cents: € 8 an hour, € 320 a week (8 × 40 h),
 * € 1.400 a month and € 19.600 a year (14 salaries). Below every Austrian collective agreement's
 * lowest level (2025/26: about € 1.700–2.000 a month); sources in decision 015.
 */
export const SALARY_FLOOR_CENTS: Record<Period, number> = {
  hour: 800,
  week: 32_000,
  month: 140_000,
  year: 1_960_000,
};

/** Ten times typical gross pay (about € 20 an hour, € 3.500 a month, 14 salaries a year). */
export const SALARY_CEILING_CENTS: Record<Period, number> = {
  hour: 20_000,
  week: 800_000,
  month: 3_500_000,
  year: 49_000_000,
};

/** Full-time hours the floors assume. */
const FULL_TIME_HOURS = 40;
/** Share of full time assumed for a part-time or marginal ad without weekly hours (10 h). */
const PART_TIME_SHARE = 0.25;
/** Apprentices' and interns' pay starts at about half a skilled wage; 0.4 leaves a margin. */
const TRAINEE_SHARE = 0.4;

const PART_TIME_TYPES = new Set(["teilzeit", "geringfuegig"]);
const TRAINEE_TYPES = new Set(["lehre", "praktikum"]);

/** The likely meant amounts, in the order they are tried: a misread thousands dot first. */
const CORRECTIONS = [1000, 100, 1 / 100, 1 / 1000];

export interface SalaryContext {
  period: string;
  employmentTypes: readonly string[];
  /** Weekly hours of the ad, when stated. */
  weeklyHours: number | null;
}

export interface SalaryDoubt {
  kind: "low" | "high";
  /** The likely meant amount in cents, or null when no correction lands in the plausible range. */
  suggestionCents: number | null;
}

function isPeriod(period: string): period is Period {
  return Object.hasOwn(SALARY_FLOOR_CENTS, period);
}

/** The plausible range of an amount for the ad's period, hours and kind of employment. */
export function plausibleSalaryRange(context: SalaryContext): { minCents: number; maxCents: number } | null {
  if (!isPeriod(context.period)) return null;
  let share = 1;
  if (context.period !== "hour") {
    if (context.weeklyHours !== null && context.weeklyHours > 0) {
      share = Math.min(1, context.weeklyHours / FULL_TIME_HOURS);
    } else if (
      context.employmentTypes.length > 0 &&
      context.employmentTypes.every((type) => PART_TIME_TYPES.has(type))
    ) {
      share = PART_TIME_SHARE;
    }
  }
  if (context.employmentTypes.some((type) => TRAINEE_TYPES.has(type))) share *= TRAINEE_SHARE;
  return {
    minCents: Math.floor(SALARY_FLOOR_CENTS[context.period] * share),
    maxCents: SALARY_CEILING_CENTS[context.period],
  };
}

/** Null when `cents` is plausible for the context (or the period is unknown), else why and what was likely meant. */
export function salaryDoubt(cents: number, context: SalaryContext): SalaryDoubt | null {
  const range = plausibleSalaryRange(context);
  if (!range || (cents >= range.minCents && cents <= range.maxCents)) return null;
  const kind = cents < range.minCents ? "low" : "high";
  const factors = kind === "low" ? CORRECTIONS.filter((f) => f > 1) : CORRECTIONS.filter((f) => f < 1);
  const suggestionCents =
    factors
      .map((factor) => Math.round(cents * factor))
      .find((candidate) => candidate >= range.minCents && candidate <= range.maxCents) ?? null;
  return { kind, suggestionCents };
}

/**
 * The hidden confirmation a user gives for an amount as typed: bound to the amount and the
 * period, so changing either asks again.
 */
export function salaryConfirmationKey(cents: number, period: string): string {
  return `${cents}/${period}`;
}
