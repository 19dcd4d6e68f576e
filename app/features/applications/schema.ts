import { z } from "zod";
import { formField, formList } from "~/lib/schema-parts";

/** The candidate's form (docs/applications.md): checked in the browser and again on the server. */

export const APPLY_MESSAGES = {
  privacy: "Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.",
  tooFast: "Zu viele Bewerbungen in kurzer Zeit. Bitte versuchen Sie es in einigen Minuten erneut.",
  notOnline: "Diese Stelle nimmt keine Bewerbungen mehr an.",
  smartOff: "Für diese Stelle ist Smart Bewerben nicht eingeschaltet. Bitte verwenden Sie das Bewerbungsformular.",
} as const;

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Bitte geben Sie Ihren ${label} an.`)
    .max(100, `Der ${label} darf höchstens 100 Zeichen lang sein.`);

/** The form's text fields (files and answers are read apart). */
export const applicationFieldsSchema = z.object({
  // Optional (decision 081): "" is "keine Angabe", the choice for diverse people too.
  anrede: z
    .enum(["", "frau", "herr"], "Bitte wählen Sie Frau, Herr oder keine Angabe.")
    .optional()
    .transform((anrede) => (anrede ? anrede : null)),
  vorname: name("Vornamen"),
  nachname: name("Nachnamen"),
  email: z
    .string()
    .trim()
    .min(1, "Bitte geben Sie Ihre E-Mail-Adresse an.")
    .max(200, "Die E-Mail-Adresse ist zu lang.")
    .pipe(z.email("Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.at.")),
  telefon: z
    .string()
    .trim()
    .max(40, "Die Telefonnummer ist zu lang.")
    .regex(/^[+\d][\d /()-]{5,}$|^$/, "Bitte geben Sie eine Telefonnummer an, z. B. +43 660 1234567.")
    .default(""),
  nachricht: z.string().trim().max(3000, "Die Nachricht darf höchstens 3000 Zeichen lang sein.").default(""),
  datenschutz: z.literal("on", APPLY_MESSAGES.privacy),
  talentpool: z.literal("on").optional(),
  art: z.enum(["standard", "smart"]).default("standard"),
});

export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;

/** The candidate's reply through the link in a colleague's e-mail (files are read apart). */
export const candidateReplySchema = z.object({
  token: formField(z.string().min(1, "Dieser Link ist unvollständig.").max(2000, "Dieser Link ist ungültig.")),
  text: formField(
    z
      .string()
      .trim()
      .min(1, "Bitte schreiben Sie eine Nachricht.")
      .max(5000, "Die Nachricht darf höchstens 5000 Zeichen lang sein."),
  ),
});

/** Smart bewerben for one ad: on, off, or as the company's setting for all ads (null). */
export const smartChoiceSchema = z
  .enum(["an", "aus", "vorgabe"], "Bitte wählen Sie eine Einstellung.")
  .transform((choice) => (choice === "vorgabe" ? null : choice === "an"));

const stageKey = z.string().regex(/^[a-z0-9-]{1,40}$/, "Bitte wählen Sie eine Phase.");
const subject = z
  .string()
  .trim()
  .min(3, "Bitte geben Sie einen Betreff an.")
  .max(200, "Der Betreff darf höchstens 200 Zeichen lang sein.");
const body = z
  .string()
  .trim()
  .min(10, "Bitte schreiben Sie einen Text (mindestens 10 Zeichen).")
  .max(10_000, "Der Text darf höchstens 10 000 Zeichen lang sein.");
const rejection = {
  grund: z.enum(
    ["qualifikation", "erfahrung", "gehalt", "verfuegbarkeit", "besetzt", "ausgeschieden", "sonstiges"],
    "Bitte wählen Sie einen Grund.",
  ),
  betreff: subject,
  text: body,
  zeitpunkt: z.enum(["sofort", "morgen", "in-2-tagen"], "Bitte wählen Sie, wann die E-Mail gesendet wird."),
  // A rejection acts on the candidate: the page's dialog asks first, and the server insists.
  bestaetigt: z.literal("ja", "Bitte bestätigen Sie die Absage."),
};

/** What a colleague does on an application's page. */
export const applicationActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("phase"), phase: stageKey }),
    z.object({
      intent: z.literal("bewertung"),
      sterne: z.coerce.number("Bitte wählen Sie eine Bewertung.").int().min(0).max(5, "Höchstens 5 Sterne."),
    }),
    z.object({
      intent: z.literal("notiz"),
      text: z.string().trim().min(1, "Bitte schreiben Sie eine Notiz.").max(5000, "Die Notiz ist zu lang."),
    }),
    z.object({ intent: z.literal("email"), betreff: subject, text: body }),
    z.object({ intent: z.literal("absage"), ...rejection }),
    z.object({ intent: z.literal("absage-zuruecknehmen") }),
    // Merging a possible duplicate cannot be undone: the form asks for a confirmation (decision 058).
    z.object({
      intent: z.literal("zusammenfuehren"),
      bestaetigt: z.literal("on", "Bitte bestätigen Sie, dass beide Bewerbungen von derselben Person stammen."),
    }),
    z.object({ intent: z.literal("getrennt") }),
  ],
  "Unbekannte Aktion.",
);

const ids = formList(
  z
    .array(z.coerce.number().int().positive())
    .min(1, "Bitte wählen Sie mindestens eine Bewerbung aus.")
    .max(200, "Höchstens 200 Bewerbungen auf einmal."),
);

/** What a colleague does with the applications selected in the inbox. */
export const bulkActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("phase"), ids, phase: stageKey }),
    z.object({ intent: z.literal("absage"), ids, ...rejection }),
  ],
  "Unbekannte Aktion.",
);

/** The talent-pool consent through the candidate's link, given or withdrawn on its own (issue 34 §6). */
export const talentPoolConsentSchema = z.object({
  token: formField(z.string().min(1, "Dieser Link ist unvollständig.").max(2000, "Dieser Link ist ungültig.")),
  talentpool: formField(
    z.enum(["zustimmen", "widerrufen"], { error: "Bitte wählen Sie, ob Sie zustimmen oder widerrufen möchten." }),
  ),
});
