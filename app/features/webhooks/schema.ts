import { z } from "zod";
import { rowIdSchema } from "~/lib/row-id";
import { WEBHOOK_EVENT_TYPES } from "./event-types";

/** The webhook forms of the settings pages (decision 064: one schema, checked in the action). */

/** Form fields named alike come as a list; one ticked box comes as a string. */
const listOf = (value: unknown) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]);

export const createEndpointSchema = z.object({
  url: z
    .string({ error: "Bitte geben Sie die Adresse an." })
    .trim()
    .min(1, { error: "Bitte geben Sie die Adresse an." })
    .max(2000, { error: "Die Adresse ist zu lang (höchstens 2000 Zeichen)." }),
  description: z
    .string()
    .trim()
    .max(200, { error: "Bitte verwenden Sie höchstens 200 Zeichen." })
    .optional()
    .transform((value) => value ?? ""),
  events: z.preprocess(
    listOf,
    z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { error: "Unbekanntes Ereignis." }))
      .min(1, { error: "Bitte wählen Sie mindestens ein Ereignis." }),
  ),
});

export const endpointActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("enable") }),
    z.object({ intent: z.literal("disable") }),
    z.object({ intent: z.literal("delete") }),
    z.object({ intent: z.literal("resend"), deliveryId: rowIdSchema("Unbekannte Zustellung.") }),
  ],
  { error: "Unbekannte Aktion." },
);
