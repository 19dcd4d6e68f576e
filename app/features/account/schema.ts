import { z } from "zod";
import { pageSchema } from "~/lib/request-params";
import { BUNDESLAENDER } from "~/lib/bundeslaender";
import { rowIdSchema } from "~/lib/row-id";

/**
 * Schemas of the account pages. The company form validates with the same schema in the browser
 * (Conform) and in the action; every other form is validated in its action. Messages are German.
 */

export { BUNDESLAENDER };

/** Ids in forms and URLs: the one row-id parser. */
const idString = rowIdSchema("Ungültige Auswahl.");

/** A required text; Conform hands an empty field over as undefined, a plain form as "". */
function requiredText(missing: string, max: number) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `Bitte verwenden Sie höchstens ${max} Zeichen.` });
}

/** "ATU 1234 5678" and "atu12345678" are the same UID number. */
export function normalizeUidNumber(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export const UID_NUMBER_PATTERN = /^ATU\d{8}$/;

export const companySchema = z.object({
  fullName: requiredText("Bitte geben Sie den Firmennamen an.", 200),
  street: requiredText("Bitte geben Sie Straße und Hausnummer an.", 200),
  postcode: z
    .string({ error: "Bitte geben Sie die Postleitzahl an." })
    .trim()
    .regex(/^[1-9]\d{3}$/, { error: "Die Postleitzahl besteht aus vier Ziffern, z. B. 4020." }),
  city: requiredText("Bitte geben Sie den Ort an.", 100),
  state: z.enum(BUNDESLAENDER, { error: "Bitte wählen Sie ein Bundesland." }),
  // Not every company has one (small businesses); when given, it must be an Austrian UID number.
  uidNumber: z
    .string()
    .transform(normalizeUidNumber)
    .pipe(
      z.union([
        z.literal(""),
        z.string().regex(UID_NUMBER_PATTERN, {
          error: "Die UID-Nummer besteht aus „ATU“ und acht Ziffern, z. B. ATU12345678.",
        }),
      ]),
    )
    .optional()
    .transform((value) => value || null),
});
export type CompanyValues = z.output<typeof companySchema>;

/** A switch sends "on" when it is on and nothing when it is off. */
const switchValue = z
  .literal("on", { error: "Ungültiger Wert." })
  .optional()
  .transform((value) => value === "on");

export const notificationPreferencesSchema = z.object({
  expiryReminder: switchValue,
  applicationMail: switchValue,
  weeklyReport: switchValue,
  newsletter: switchValue,
});

/** Most packs one order may hold; larger orders go through sales. */
export const MAX_PURCHASE_QUANTITY = 20;

export const purchaseSchema = z.object({
  productId: idString,
  quantity: z
    .string({ error: "Bitte geben Sie die Anzahl an." })
    .trim()
    .regex(/^\d{1,3}$/, { error: "Bitte geben Sie die Anzahl als ganze Zahl an." })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: "Bitte bestellen Sie mindestens ein Stück." })
        .max(MAX_PURCHASE_QUANTITY, {
          error: `Pro Bestellung sind höchstens ${MAX_PURCHASE_QUANTITY} Stück möglich.`,
        }),
    ),
});

export const companySwitchSchema = z.object({ companyId: idString });

export const openMessageSchema = z.object({ messageId: idString });

export const METRICS_PERIODS = [30, 90, 365] as const;
export type MetricsPeriod = (typeof METRICS_PERIODS)[number];

/** The filter of the Kennzahlen page; anything unknown falls back to the default view. */
export const metricsQuerySchema = z.object({
  zeitraum: z
    .enum(["30", "90", "365"])
    .catch("30")
    .transform((value) => Number(value) as MetricsPeriod),
  inserat: z.union([z.literal("alle"), idString]).catch("alle"),
  ansicht: z.enum(["diagramm", "tabelle"]).catch("diagramm"),
});
export type MetricsQuery = z.output<typeof metricsQuerySchema>;

export const ledgerQuerySchema = z.object({
  seite: pageSchema.catch(1),
});
