import { z } from "zod";

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
