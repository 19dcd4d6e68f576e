import { z } from "zod";

/** How often a saved search mails new people: never, daily or weekly. */
export const ALERT_OPTIONS = {
  keine: "Keine Benachrichtigung",
  taeglich: "Täglich per E-Mail",
  woechentlich: "Wöchentlich per E-Mail",
} as const;

export type SavedSearchAlert = keyof typeof ALERT_OPTIONS;

export const ALERT_DAYS: Record<Exclude<SavedSearchAlert, "keine">, number> = { taeglich: 1, woechentlich: 7 };

export const SAVED_SEARCH_NAME_MAX = 80;
const QUERY_MAX = 2000;

const alertSchema = z.enum(Object.keys(ALERT_OPTIONS) as [SavedSearchAlert, ...SavedSearchAlert[]], {
  error: "Bitte wählen Sie, wie oft Sie benachrichtigt werden möchten.",
});

export const saveSearchSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Bitte geben Sie der Suche einen Namen.")
    .max(SAVED_SEARCH_NAME_MAX, `Der Name darf höchstens ${SAVED_SEARCH_NAME_MAX} Zeichen lang sein.`),
  query: z.string().max(QUERY_MAX, "Diese Suche ist zu lang, um sie zu speichern."),
  alert: alertSchema,
});

const id = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "Ungültige Auswahl.")
  .transform(Number)
  .refine((value) => value <= 2_147_483_647, "Ungültige Auswahl.");

export const savedSearchActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), ...saveSearchSchema.shape }),
  z.object({ intent: z.literal("alert"), id, alert: alertSchema }),
  z.object({ intent: z.literal("delete"), id }),
]);
