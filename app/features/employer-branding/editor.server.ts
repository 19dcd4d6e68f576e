import { parseWithZod } from "@conform-to/zod/v4";
import { sanitizeRichText } from "~/lib/rich-text.server";
import { lenientContent, employerPageSchema, isRichTextField } from "./schema";
import type { EmployerPageContent } from "./vocabulary";

/**
 * The editor's form as the server reads it: rich text sanitised before any check (the same
 * sanitiser as job ads), so that what is checked is what is stored and shown.
 */
export async function readEditorForm(request: Request): Promise<FormData> {
  const raw = await request.formData();
  const form = new FormData();
  for (const [name, value] of raw) {
    if (typeof value !== "string") continue;
    form.append(name, isRichTextField(name) ? sanitizeRichText(value) : value);
  }
  return form;
}

/** Every field checked: the submission for Conform's reply, or the content to store. */
export function parseEditorForm(form: FormData) {
  return parseWithZod(form, { schema: employerPageSchema });
}

/** The autosave's draft: the valid fields of the form over the stored draft. */
export function autosaveContent(form: FormData, stored: EmployerPageContent): EmployerPageContent {
  const payload = parseEditorForm(form).payload;
  return lenientContent(payload, stored);
}
