import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { $ZodType, input, output } from "zod/v4/core";
import type { Submission } from "@conform-to/react";
import type { FormResult } from "./form-reply";

/**
 * The one way a route action reads a form (decision 064): Conform's zod integration reads the
 * fields into an object (repeated names become a list, `a.b` and `a[0]` nest) and the form's zod
 * schema checks it, as it comes: the schemas read the raw strings themselves, so Conform's
 * automatic coercion stays off and every message stays the schema's own.
 */
export function parseForm<Schema extends $ZodType>(
  formData: FormData,
  schema: Schema,
): Submission<input<Schema>, string[], output<Schema>> {
  try {
    return parseWithZod(formData, { schema, disableAutoCoercion: true });
  } catch {
    // Conform's own control fields (`__intent__`, `__state__`) were not what Conform writes.
    throw data("Ungültige Anfrage.", { status: 400 });
  }
}

/** Options of a refusal: the form's own errors and errors of named fields, beside the schema's. */
export interface RefusalOptions {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}

/**
 * The answer to a form that is refused: Conform's reply (every error at its field, the form's own
 * under "") in `result`, with the status (400 for invalid input, a service's status for its
 * refusal) and whatever else the page shows beside it.
 */
export function refuseForm<Extra extends Record<string, unknown> = Record<never, never>>(
  submission: Pick<Submission<unknown>, "reply">,
  options: RefusalOptions & { status?: number; extra?: Extra } = {},
) {
  const { status = 400, extra, formErrors, fieldErrors } = options;
  const result: FormResult =
    formErrors || fieldErrors ? submission.reply({ formErrors, fieldErrors }) : submission.reply();
  return data({ ...(extra as Extra), result }, { status });
}
