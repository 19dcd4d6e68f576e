import { z } from "zod";
import { rowIdSchema } from "~/lib/row-id";

/** Ordering a talent-search licence: the product, the start the buyer saw, and the confirmation. */
export const licenceOrderSchema = z.object({
  intent: z.literal("order-licence", { error: "Unbekannte Aktion." }),
  productId: z
    .string({ error: "Bitte wählen Sie eine Lizenz." })
    .regex(/^[1-9]\d{0,9}$/, "Bitte wählen Sie eine Lizenz.")
    .transform(Number),
  startsOn: z
    .string({ error: "Bitte laden Sie die Seite neu." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte laden Sie die Seite neu."),
  confirm: z.literal("on", { error: "Bitte bestätigen Sie, dass Sie kostenpflichtig bestellen." }),
});

export const LICENCE_PATH = "/p/active-sourcing/lizenz";

/** The staff API's licence order (`POST …/internal/companies/{id}/talent-licence`): without `startsOn`, the next term. */
export const licenceApiOrderSchema = z.strictObject(
  {
    productId: rowIdSchema("Bitte wählen Sie eine Lizenz der Talentsuche."),
    startsOn: z
      .string({ error: "Das Startdatum hat die Form JJJJ-MM-TT." })
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Das Startdatum hat die Form JJJJ-MM-TT.")
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "Erlaubt sind nur die Felder „productId“ und „startsOn“."
        : "Bitte senden Sie ein JSON-Objekt.",
  },
);
