import { z } from "zod";
import { htmlToText } from "~/lib/rich-text";
import { hexColorSchema, uploadPathSchema } from "~/lib/schema-parts";
import { rowIdSchema } from "~/lib/row-id";
import { normalizeDecimalInput, parseDecimalInput } from "~/lib/number-input";
import { salaryConfirmationKey, salaryDoubt, type SalaryDoubt } from "./salary-plausibility";
import {
  BUNDESLAENDER,
  EMPLOYMENT_TYPES,
  JOB_FIELDS,
  JOB_LEVELS,
  REMOTE_OPTIONS,
  SALARY_PERIODS,
  TEMPLATES,
  euro,
  type EmploymentType,
  type JobLevel,
  type SalaryPeriod,
} from "./vocabulary";

export * from "./vocabulary";

/**
 * One zod schema per form step: the editor validates with it in the browser (Conform) and the
 * step's action validates again before anything is stored. Messages are German and formal.
 */

const MAX_SALARY_CENTS = 100_000_000;

const trimmed = (message: string) => z.string({ error: message }).trim();

/**
 * Amounts become euro cents, read like the field reads them on blur (SPEC §5, decision 015):
 * "3.200" is 3200, also when the form was sent with Enter before the field was left.
 */
const euroAmount = (message: string) =>
  trimmed(message)
    .min(1, message)
    .transform((value, ctx) => {
      const amount = parseDecimalInput(value);
      if (amount === null || !Number.isFinite(amount) || amount <= 0) {
        ctx.addIssue({ code: "custom", message: "Bitte geben Sie einen Betrag größer als 0 ein, z. B. 3.200,00." });
        return z.NEVER;
      }
      const cents = Math.round(amount * 100);
      if (cents > MAX_SALARY_CENTS) {
        ctx.addIssue({ code: "custom", message: "Dieser Betrag ist unrealistisch hoch." });
        return z.NEVER;
      }
      return cents;
    });

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const locationSchema = z.object({
  city: trimmed("Bitte geben Sie den Ort an.").min(2, "Bitte geben Sie den Ort an.").max(80, "Höchstens 80 Zeichen."),
  postcode: trimmed("Bitte geben Sie die Postleitzahl an.").regex(
    /^[1-9]\d{3}$/,
    "Bitte geben Sie eine vierstellige österreichische Postleitzahl ein.",
  ),
  state: z.enum(BUNDESLAENDER, { error: "Bitte wählen Sie ein Bundesland." }),
});

/** Employment without a salary statement duty (GlBG § 9 (2) covers employment contracts only). */
export function isSalaryExempt(employmentTypes: readonly string[], jobLevel: string | undefined): boolean {
  if (jobLevel === "vorstand") return true;
  return employmentTypes.length > 0 && employmentTypes.every((type) => type === "freier-dienstvertrag");
}

const dataStepFields = {
  title: trimmed("Bitte geben Sie einen Stellentitel ein.")
    .min(5, "Der Stellentitel braucht mindestens 5 Zeichen.")
    .max(120, "Der Stellentitel darf höchstens 120 Zeichen lang sein."),
  locations: z
    .array(locationSchema, { error: "Bitte geben Sie mindestens einen Arbeitsort an." })
    .min(1, "Bitte geben Sie mindestens einen Arbeitsort an.")
    .max(10, "Höchstens 10 Arbeitsorte."),
  remote: z.enum(Object.keys(REMOTE_OPTIONS) as [keyof typeof REMOTE_OPTIONS], {
    error: "Bitte wählen Sie, ob Homeoffice möglich ist.",
  }),
  employmentTypes: z
    .array(z.enum(Object.keys(EMPLOYMENT_TYPES) as [EmploymentType]), {
      error: "Bitte wählen Sie mindestens ein Beschäftigungsausmaß.",
    })
    .min(1, "Bitte wählen Sie mindestens ein Beschäftigungsausmaß."),
  weeklyHours: trimmed("Bitte geben Sie die Wochenstunden an.")
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const hours = parseDecimalInput(value);
      if (hours === null || hours <= 0 || hours > 60) {
        ctx.addIssue({ code: "custom", message: "Bitte geben Sie zwischen 0,5 und 60 Wochenstunden an." });
        return z.NEVER;
      }
      return normalizeDecimalInput(value);
    }),
  jobLevel: z.enum(Object.keys(JOB_LEVELS) as [JobLevel], { error: "Bitte wählen Sie die Karrierestufe." }),
  jobField: z.enum(Object.keys(JOB_FIELDS) as [keyof typeof JOB_FIELDS], {
    error: "Bitte wählen Sie das Berufsfeld.",
  }),
  startDate: z
    .string()
    .regex(isoDate, "Bitte geben Sie ein gültiges Datum an.")
    .optional()
    .transform((value) => value ?? null),
  anonymous: z.boolean().default(false),
  salaryMin: euroAmount("Bitte geben Sie das Mindestgehalt an.").optional(),
  salaryMax: euroAmount("Bitte geben Sie das Höchstgehalt an.").optional(),
  salaryPeriod: z
    .enum(Object.keys(SALARY_PERIODS) as [SalaryPeriod], { error: "Bitte wählen Sie den Zeitraum." })
    .optional(),
  salaryOverpay: z.boolean().default(false),
  salaryText: z.string().trim().max(500, "Höchstens 500 Zeichen.").default(""),
};

/**
 * Runs a step's cross-field rules also when a field failed, so every error of the step shows in
 * one round (issue 11); zod skips refinements after a failed field by default.
 */
const EVERY_ROUND = { when: () => true };

/** What a refinement run in every round sees: the parsed fields, or the raw input of failed ones. */
type PartialData = Partial<Record<keyof typeof dataStepFields, unknown>>;

const centsOf = (value: unknown): number | null => (typeof value === "number" ? value : null);
const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

function salaryRules(value: PartialData, ctx: z.RefinementCtx) {
  // Run in every round, it also sees input that is no object at all (e.g. null).
  if (typeof value !== "object" || value === null) return;
  const jobLevel = typeof value.jobLevel === "string" ? value.jobLevel : undefined;
  if (isSalaryExempt(stringsOf(value.employmentTypes), jobLevel)) return;
  if (value.salaryMin === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["salaryMin"],
      message: "Nach GlBG § 9 (2) müssen Sie das Mindestentgelt angeben.",
    });
  }
  if (value.salaryPeriod === undefined) {
    ctx.addIssue({ code: "custom", path: ["salaryPeriod"], message: "Bitte wählen Sie den Zeitraum des Gehalts." });
  }
  const min = centsOf(value.salaryMin);
  const max = centsOf(value.salaryMax);
  if (min !== null && max !== null && max < min) {
    ctx.addIssue({
      code: "custom",
      path: ["salaryMax"],
      message: "Das Höchstgehalt darf nicht unter dem Mindestgehalt liegen.",
    });
  }
}

export const dataStepSchema = z
  .object(dataStepFields)
  .superRefine((value, ctx) => salaryRules(value, ctx), EVERY_ROUND);
export type DataStepInput = z.input<typeof dataStepSchema>;
export type DataStep = z.output<typeof dataStepSchema>;

const PERIOD_PHRASES: Record<SalaryPeriod, string> = {
  hour: "pro Stunde",
  week: "pro Woche",
  month: "pro Monat",
  year: "pro Jahr",
};

/** The question the editor asks about an implausible amount, e.g. "Meinten Sie € 3.200,00? …". */
export function salaryDoubtMessage(cents: number, period: SalaryPeriod, doubt: SalaryDoubt): string {
  const amount = `${euro.format(cents / 100)} ${PERIOD_PHRASES[period]}`;
  const reason =
    doubt.kind === "low"
      ? `${amount} liegt unter jedem kollektivvertraglichen Mindestentgelt.`
      : `${amount} ist ungewöhnlich hoch.`;
  const question =
    doubt.suggestionCents === null
      ? "Bitte prüfen Sie den Betrag:"
      : `Meinten Sie ${euro.format(doubt.suggestionCents / 100)}?`;
  return `${question} ${reason}`;
}

/** Fields of the editor's data step that hold the user's "the amount is right" (salaryConfirmationKey). */
export const SALARY_CONFIRMATION_FIELDS = { salaryMin: "salaryMinConfirmed", salaryMax: "salaryMaxConfirmed" } as const;

function isSalaryPeriod(period: unknown): period is SalaryPeriod {
  return typeof period === "string" && Object.hasOwn(SALARY_PERIODS, period);
}

/** Asks about each implausible amount the user has not confirmed as typed (decision 015). */
function plausibilityRules(value: PartialData & Partial<Record<string, unknown>>, ctx: z.RefinementCtx) {
  const period = value.salaryPeriod;
  if (!isSalaryPeriod(period)) return;
  const context = {
    period,
    employmentTypes: stringsOf(value.employmentTypes),
    weeklyHours: typeof value.weeklyHours === "string" ? parseDecimalInput(value.weeklyHours) : null,
  };
  for (const [field, confirmationField] of Object.entries(SALARY_CONFIRMATION_FIELDS)) {
    const cents = centsOf(value[field as keyof typeof SALARY_CONFIRMATION_FIELDS]);
    if (cents === null || value[confirmationField] === salaryConfirmationKey(cents, period)) continue;
    const doubt = salaryDoubt(cents, context);
    if (doubt) ctx.addIssue({ code: "custom", path: [field], message: salaryDoubtMessage(cents, period, doubt) });
  }
}

/**
 * The data step as the editor sends it: the data step's rules plus the salary plausibility check,
 * which the user answers in the form. The JSON API takes dataStepSchema, without the question.
 */
export const dataStepEditorSchema = z
  .object({
    ...dataStepFields,
    salaryMinConfirmed: z.string().optional(),
    salaryMaxConfirmed: z.string().optional(),
  })
  .superRefine((value, ctx) => salaryRules(value, ctx), EVERY_ROUND)
  .superRefine((value, ctx) => plausibilityRules(value, ctx), EVERY_ROUND);

export const designStepSchema = z.object({
  template: z.enum(Object.keys(TEMPLATES) as [keyof typeof TEMPLATES], { error: "Bitte wählen Sie eine Vorlage." }),
  logoPath: uploadPathSchema,
  headerImagePath: uploadPathSchema,
  primaryColor: hexColorSchema("Hauptfarbe"),
  accentColor: hexColorSchema("Akzentfarbe"),
});
export type DesignStep = z.output<typeof designStepSchema>;

const richText = (label: string, required: boolean) =>
  z
    .string()
    .max(20_000, `Der Abschnitt „${label}“ ist zu lang.`)
    .default("")
    .superRefine((value, ctx) => {
      if (required && htmlToText(value).length < 20) {
        ctx.addIssue({ code: "custom", message: `Bitte beschreiben Sie „${label}“ in mindestens 20 Zeichen.` });
      }
    });

export const contentStepSchema = z.object({
  intro: richText("Einleitung", false),
  tasks: richText("Ihre Aufgaben", true),
  profile: richText("Ihr Profil", true),
  offer: richText("Wir bieten", true),
  contact: richText("Kontakt", false),
  contactName: trimmed("Bitte geben Sie eine Ansprechperson an.")
    .min(3, "Bitte geben Sie eine Ansprechperson an.")
    .max(120, "Höchstens 120 Zeichen."),
  contactEmail: z
    .email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse an." })
    .max(200, "Höchstens 200 Zeichen."),
  contactPhone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ()/-]{6,30})?$/, "Bitte geben Sie eine gültige Telefonnummer an, z. B. +43 732 123456.")
    .default(""),
});
export type ContentStep = z.output<typeof contentStepSchema>;

export const productStepSchema = z.object({
  productId: rowIdSchema("Bitte wählen Sie ein Produkt."),
});

export const publishStepSchema = z.discriminatedUnion(
  "publishMode",
  [
    z.object({ publishMode: z.literal("now") }),
    z.object({
      publishMode: z.literal("scheduled"),
      publishAt: z
        .string({ error: "Bitte wählen Sie das Datum der Veröffentlichung." })
        .regex(isoDate, "Bitte wählen Sie das Datum der Veröffentlichung."),
    }),
  ],
  { error: "Bitte wählen Sie, wann das Inserat erscheinen soll." },
);
export type PublishStep = z.output<typeof publishStepSchema>;

export const applicationStepSchema = z.discriminatedUnion(
  "applicationMethod",
  [
    z.object({ applicationMethod: z.literal("portal") }),
    z.object({
      applicationMethod: z.literal("email"),
      applicationEmail: z.email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse an." }),
    }),
    z.object({
      applicationMethod: z.literal("url"),
      applicationUrl: z
        .url({ protocol: /^https$/, error: "Bitte geben Sie eine vollständige Adresse mit https:// an." })
        .max(500, "Höchstens 500 Zeichen."),
    }),
  ],
  { error: "Bitte wählen Sie, wie sich Interessierte bewerben." },
);
export type ApplicationStep = z.output<typeof applicationStepSchema>;

const GENDER_MARKER =
  /\((?:[mwdxf]\s*\/\s*){1,3}[mwdxf]\)|\(all genders\)|\(alle geschlechter\)|[a-zäöü][:*_]in(?:nen)?\b|[a-zäöü]Innen\b|\/-?in\b/iu;

/** GlBG § 9 (1): ads must address every gender. A warning, not an error: inclusive forms vary. */
export function genderNeutralTitleWarning(title: string): string | null {
  if (GENDER_MARKER.test(title)) return null;
  return "Bitte formulieren Sie den Titel geschlechtsneutral, z. B. mit „(m/w/d)“ oder „Techniker:in“ (GlBG § 9).";
}
