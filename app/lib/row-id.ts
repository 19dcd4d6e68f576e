import { z } from "zod";

/** The largest id of an int4 column (serial), the type of every row id in the database. */
const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id from a path, query or form field (`"42"`) or a JSON body (`42`), or null when the
 * value cannot name a row. Every id a request carries goes through here (docs/decisions/016).
 */
export function parseRowId(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID ? value : null;
  if (typeof value !== "string" || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}

/** `parseRowId` as a zod schema for forms, queries and JSON bodies, with the field's German message. */
export function rowIdSchema(message: string) {
  return z
    .unknown()
    .transform((value, context): number => {
      const id = parseRowId(value);
      if (id === null) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return id;
    })
    .meta({ type: "integer", minimum: 1, maximum: 2147483647, description: "Eine Nummer; auch als Ziffernfolge." });
}
