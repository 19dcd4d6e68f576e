import { z } from "zod";

/** A colour as the colour picker gives it: `#RRGGBB`. */
export const hexColorSchema = (label: string) =>
  z.string().regex(/^#[0-9a-fA-F]{6}$/, `Bitte wählen Sie eine gültige ${label} (z. B. #0B5CAB).`);

/** Uploaded images are referenced by their /uploads path only; empty means none. */
export const uploadPathSchema = z
  .string()
  .regex(/^\/uploads\/[a-z0-9-]{10,64}$/, "Bitte laden Sie das Bild erneut hoch.")
  .optional()
  .transform((value) => value ?? null);

/**
 * A field every browser sends (a text field, a select): read through Conform, a missing one is
 * undefined; it counts as empty, as the browser would send it, so the field's own message answers.
 */
export const formField = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => value ?? "", schema);

/** A field that may repeat (checkboxes): Conform gives one value as itself; always a list here. */
export const formList = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), schema);
