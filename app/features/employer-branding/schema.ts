import { z } from "zod";
import { htmlToText } from "~/lib/rich-text";
import { hexColorSchema, uploadPathSchema } from "~/lib/schema-parts";
import {
  BENEFITS,
  COMPANY_SIZES,
  DEFAULT_ACCENT_COLOR,
  DEFAULT_PRIMARY_COLOR,
  LIMITS,
  safeWebsite,
  videoEmbed,
  type Benefit,
  type CompanySize,
  type EmployerPageContent,
} from "./vocabulary";

export * from "./vocabulary";

/**
 * The editor's form (one schema for the browser and the action, German messages). Every field
 * may be empty while the company writes: the draft is saved as it is typed. What a page needs
 * before it goes public is `publishIssues`. Rich text arrives sanitised by the server.
 */

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}: höchstens ${max} Zeichen.`)
    .optional()
    .transform((value) => value ?? "");

const richText = (maxText: number, label: string) =>
  z
    .string()
    .max(maxText * 4, `${label} ist zu lang.`)
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => htmlToText(value).length <= maxText, `${label}: höchstens ${maxText} Zeichen.`);

const thisYear = () => new Date().getFullYear();

const voiceSchema = z.object({
  name: text(LIMITS.voiceName, "Name"),
  role: text(LIMITS.voiceRole, "Funktion"),
  quote: text(LIMITS.voiceQuote, "Zitat"),
});

const sectionSchema = z.object({
  title: text(LIMITS.sectionTitle, "Überschrift"),
  html: richText(LIMITS.sectionText, "Der Abschnitt"),
});

export const employerPageSchema = z.object({
  claim: text(LIMITS.claim, "Claim"),
  about: richText(LIMITS.aboutText, "„Über uns“"),
  industry: text(LIMITS.industry, "Branche"),
  size: z
    .enum(Object.keys(COMPANY_SIZES) as [CompanySize], { error: "Bitte wählen Sie eine Unternehmensgröße." })
    .optional()
    .transform((value) => value ?? null),
  foundedYear: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const year = Number(value);
      if (!/^\d{4}$/.test(value) || year < 1500 || year > thisYear()) {
        ctx.addIssue({
          code: "custom",
          message: `Bitte geben Sie das Gründungsjahr vierstellig an (1500 bis ${thisYear()}).`,
        });
        return z.NEVER;
      }
      return year;
    }),
  website: z
    .string()
    .trim()
    .max(300, "Die Adresse ist zu lang.")
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const withScheme = /^[a-z]+:/i.test(value) ? value : `https://${value}`;
      const safe = safeWebsite(withScheme);
      if (!safe || !/^[^/]+\.[^/]+/.test(withScheme.replace(/^https?:\/\//, ""))) {
        ctx.addIssue({ code: "custom", message: "Bitte geben Sie eine Webadresse an, z. B. https://www.firma.at." });
        return z.NEVER;
      }
      return safe;
    }),
  locations: z
    .string()
    .max(LIMITS.locations * (LIMITS.location + 1), "Bitte nennen Sie höchstens 20 Standorte.")
    .optional()
    .transform((value, ctx) => {
      const lines = (value ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      if (lines.length > LIMITS.locations) {
        ctx.addIssue({ code: "custom", message: `Bitte nennen Sie höchstens ${LIMITS.locations} Standorte.` });
      }
      if (lines.some((line) => line.length > LIMITS.location)) {
        ctx.addIssue({ code: "custom", message: `Ein Standort hat höchstens ${LIMITS.location} Zeichen.` });
      }
      return lines;
    }),
  benefits: z
    .array(z.enum(Object.keys(BENEFITS) as [Benefit], { error: "Bitte wählen Sie Benefits aus der Liste." }))
    .optional()
    .transform((value) => [...new Set(value ?? [])]),
  customBenefits: z
    .string()
    .max(LIMITS.customBenefits * (LIMITS.customBenefit + 1) * 2, "Die Liste der eigenen Benefits ist zu lang.")
    .optional()
    .transform((value, ctx) => {
      const lines = (value ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim().replace(/\s+/g, " "))
        .filter(Boolean);
      if (lines.length > LIMITS.customBenefits) {
        ctx.addIssue({
          code: "custom",
          message: `Bitte nennen Sie höchstens ${LIMITS.customBenefits} eigene Benefits.`,
        });
      }
      const long = lines.find((line) => line.length > LIMITS.customBenefit);
      if (long) {
        ctx.addIssue({
          code: "custom",
          message: `Ein Benefit hat höchstens ${LIMITS.customBenefit} Zeichen („${long.slice(0, 20)}…“).`,
        });
      }
      const seen = new Set(Object.values(BENEFITS).map((benefit) => benefit.label.toLocaleLowerCase("de-AT")));
      const listed = new Set(seen);
      for (const line of lines) {
        const key = line.toLocaleLowerCase("de-AT");
        if (seen.has(key)) {
          ctx.addIssue({
            code: "custom",
            message: listed.has(key)
              ? `„${line}“ steht schon in der Liste oben: Bitte kreuzen Sie es dort an.`
              : `„${line}“ steht zweimal da: Bitte nennen Sie jeden Benefit nur einmal.`,
          });
          break;
        }
        seen.add(key);
      }
      return lines;
    }),
  logoPath: uploadPathSchema,
  headerImagePath: uploadPathSchema,
  primaryColor: hexColorSchema("Hauptfarbe")
    .optional()
    .transform((value) => value ?? DEFAULT_PRIMARY_COLOR),
  accentColor: hexColorSchema("Akzentfarbe")
    .optional()
    .transform((value) => value ?? DEFAULT_ACCENT_COLOR),
  gallery: z
    .array(uploadPathSchema)
    .max(LIMITS.gallery, `Die Galerie hat Platz für ${LIMITS.gallery} Bilder.`)
    .optional()
    .transform((value) => (value ?? []).filter((path): path is string => path !== null)),
  videoUrl: z
    .string()
    .trim()
    .max(300, "Die Adresse ist zu lang.")
    .optional()
    .transform((value) => value ?? "")
    .refine(
      (value) => value === "" || videoEmbed(value) !== null,
      "Bitte geben Sie einen Link zu einem YouTube- oder Vimeo-Video an (https://…).",
    )
    .transform((value) => value || null),
  videoInHeader: z
    .literal("on", { error: "Bitte wählen Sie, wo das Video stehen soll." })
    .optional()
    .transform((value) => value === "on"),
  voices: z
    .array(voiceSchema)
    .max(LIMITS.voices, `Bitte zeigen Sie höchstens ${LIMITS.voices} Stimmen.`)
    .optional()
    .transform((value) => (value ?? []).filter((voice) => voice.name || voice.quote)),
  sections: z
    .array(sectionSchema)
    .max(LIMITS.sections, `Bitte fügen Sie höchstens ${LIMITS.sections} eigene Abschnitte hinzu.`)
    .optional()
    .transform((value) => (value ?? []).filter((section) => section.title || htmlToText(section.html))),
}) satisfies z.ZodType<EmployerPageContent, unknown>;

/** Rich-text fields of the form, which the server sanitises before the schema sees them. */
export function isRichTextField(name: string): boolean {
  return name === "about" || /^sections\[\d+\]\.html$/.test(name);
}

export interface PublishIssue {
  field: keyof EmployerPageContent;
  /** The form field the message belongs to (`about`, `voices[0].quote` …): shown there, focused first. */
  name: string;
  message: string;
}

/** What a page still needs before it may go public; empty when it may. */
export function publishIssues(content: EmployerPageContent): PublishIssue[] {
  const issues: PublishIssue[] = [];
  if (htmlToText(content.about).length < 50) {
    issues.push({
      field: "about",
      name: "about",
      message: "Bitte beschreiben Sie Ihr Unternehmen unter „Über uns“ in mindestens 50 Zeichen.",
    });
  }
  for (const [index, voice] of content.voices.entries()) {
    if (!voice.name || !voice.quote) {
      issues.push({
        field: "voices",
        name: `voices[${index}].${voice.name ? "quote" : "name"}`,
        message: `Stimme ${index + 1}: Bitte geben Sie Name und Zitat an.`,
      });
    }
  }
  for (const [index, section] of content.sections.entries()) {
    if (!section.title || !htmlToText(section.html)) {
      issues.push({
        field: "sections",
        name: `sections[${index}].${section.title ? "html" : "title"}`,
        message: `Abschnitt ${index + 1}: Bitte geben Sie Überschrift und Text an.`,
      });
    }
  }
  return issues;
}

/** The publish issues as Conform's field errors: each message at its field. */
export function publishFieldErrors(issues: PublishIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.name] ??= []).push(issue.message);
  return errors;
}

type ContentKey = keyof EmployerPageContent;
const CONTENT_KEYS = Object.keys(employerPageSchema.shape) as ContentKey[];

/**
 * The draft as far as the form's fields are valid: each field on its own, a field that does not
 * pass keeps its `previous` value (a year half typed does not wipe the one stored). `payload` is
 * the form's fields as Conform structures them. Used by the autosave and by the live preview.
 */
export function lenientContent(payload: Record<string, unknown>, previous: EmployerPageContent): EmployerPageContent {
  const next: Record<string, unknown> = { ...previous };
  for (const key of CONTENT_KEYS) {
    const parsed = employerPageSchema.shape[key].safeParse(payload[key]);
    if (parsed.success) next[key] = parsed.data;
  }
  return next as unknown as EmployerPageContent;
}

const staffReason = z
  .string({ error: "Bitte geben Sie eine Begründung an." })
  .trim()
  .min(10, "Bitte begründen Sie in mindestens 10 Zeichen; das Unternehmen liest die Begründung.")
  .max(500, "Die Begründung hat höchstens 500 Zeichen.");

/** What staff send from the company's page in the internal panel about its employer page. */
export const staffPageActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("employer-page-offline"), reason: staffReason }),
    // The answer to the company's "Erneut prüfen lassen": the page stays offline, for this reason.
    z.object({ intent: z.literal("employer-page-keep-offline"), reason: staffReason }),
    z.object({ intent: z.literal("employer-page-online") }),
  ],
  { error: "Unbekannte Aktion." },
);

/** The company's "Erneut prüfen lassen" from its editor, with what it changed (optional). */
export const reviewRequestSchema = z.object({
  intent: z.literal("request-review", { error: "Unbekannte Aktion." }),
  note: z
    .string()
    .trim()
    .max(1000, "Ihre Nachricht hat höchstens 1000 Zeichen.")
    .optional()
    .transform((value) => value ?? ""),
});

/** Whether a form of the company's staff page is about the employer page. */
export const isStaffPageIntent = (intent: unknown) => typeof intent === "string" && intent.startsWith("employer-page-");

/** The "Firma folgen" form of the employer page. */
export const followSchema = z.object({
  intent: z.literal("follow", { error: "Unbekannte Aktion." }),
  email: z
    .string({ error: "Bitte geben Sie Ihre E-Mail-Adresse an." })
    .trim()
    .min(1, "Bitte geben Sie Ihre E-Mail-Adresse an.")
    .max(254, "Die E-Mail-Adresse ist zu lang.")
    .pipe(z.email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.at." })),
});

/** The figures' query: `?zeitraum=30|90|365&ansicht=diagramm|tabelle`; anything else is the default. */
export const employerMetricsQuery = z.object({
  zeitraum: z
    .enum(["30", "90", "365"])
    .catch("30")
    .transform((value) => Number(value) as 30 | 90 | 365),
  ansicht: z.enum(["diagramm", "tabelle"]).catch("diagramm"),
});

/** Ordering the next term of Employer Branding Plus: the start the company saw, and its consent. */
export const plusOrderSchema = z.object({
  intent: z.literal("order", { error: "Unbekannte Aktion." }),
  startsOn: z
    .string({ error: "Bitte laden Sie die Seite neu." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte laden Sie die Seite neu."),
  confirm: z.literal("on", { error: "Bitte bestätigen Sie, dass Sie kostenpflichtig bestellen." }),
});

/** Ordering Employer Branding Basic or Plus in the portal: the product, the start the company saw, its consent. */
export const brandingOrderSchema = z.object({
  intent: z.literal("order", { error: "Unbekannte Aktion." }),
  product: z.enum(["employer-branding-basic", "employer-branding-plus"], { error: "Bitte wählen Sie ein Produkt." }),
  startsOn: z
    .string({ error: "Bitte laden Sie die Seite neu." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte laden Sie die Seite neu."),
  confirm: z.literal("on", { error: "Bitte bestätigen Sie, dass Sie kostenpflichtig bestellen." }),
});
