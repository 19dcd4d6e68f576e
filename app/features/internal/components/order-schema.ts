import { z } from "zod";
import { noteSchema } from "~/lib/request-params";
import { rowIdSchema } from "~/lib/row-id";

/**
 * The staff order's input (issue 5, `orderJobAd`): checked in the browser before the
 * confirmation and again on the server (page action and API). Forms send text, the API numbers.
 */

export const ORDER_MAX_QUANTITY = 100;
export const ORDER_NOTE_MAX_LENGTH = 500;

const PRODUCT_MESSAGE = "Bitte wählen Sie ein Produkt aus.";
const QUANTITY_MESSAGE = `Die Menge muss eine ganze Zahl von 1 bis ${ORDER_MAX_QUANTITY} sein.`;

const wholeNumber = (message: string, max: number) =>
  z
    .union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .trim()
          .regex(/^\d{1,9}$/, message),
      ],
      {
        error: message,
      },
    )
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(max, message));

export const staffOrderSchema = z.strictObject(
  {
    productId: rowIdSchema(PRODUCT_MESSAGE),
    quantity: wholeNumber(QUANTITY_MESSAGE, ORDER_MAX_QUANTITY),
    note: noteSchema(ORDER_NOTE_MAX_LENGTH)
      .transform((note) => note || undefined)
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "Erlaubt sind nur die Felder „productId“, „quantity“ und „note“."
        : "Bitte senden Sie ein JSON-Objekt.",
  },
);
export type StaffOrderInput = z.output<typeof staffOrderSchema>;
export type StaffOrderField = "productId" | "quantity" | "note";

/**
 * The order page's form, read by parseForm on the server and by Conform's parse in the browser:
 * its three fields only, a missing one empty as the browser sends it.
 */
export const staffOrderFormSchema = z.preprocess((form) => {
  const { productId, quantity, note } = (form ?? {}) as Record<string, unknown>;
  return { productId: productId ?? "", quantity: quantity ?? "", note: note ?? "" };
}, staffOrderSchema);
