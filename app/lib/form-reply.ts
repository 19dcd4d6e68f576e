import type { SubmissionResult } from "@conform-to/react";

/** What a route action answers about a form (decision 064): Conform's reply. */
export type FormResult = SubmissionResult<string[]>;

/** The reply in an action's data, when the action answered with one. */
export function formResultOf(actionData: unknown): FormResult | undefined {
  if (typeof actionData === "object" && actionData !== null && "result" in actionData) {
    const { result } = actionData as { result: unknown };
    if (typeof result === "object" && result !== null) return result as FormResult;
  }
  return undefined;
}

/** Whether the reply refuses the form. */
export function isRefused(result: FormResult | undefined): boolean {
  return result?.status === "error";
}

/** The first error of each field (the form's own under ""), for forms that show one per field. */
export function fieldErrorsOf(result: FormResult | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(result?.error ?? {})) {
    const first = messages?.[0];
    if (first !== undefined) errors[name] = first;
  }
  return errors;
}

/**
 * The message of a refused form that shows one message for the whole form (a button, a hidden
 * id): its own error, else the first field's.
 */
export function formMessageOf(result: FormResult | undefined): string | undefined {
  if (!isRefused(result)) return undefined;
  const errors = fieldErrorsOf(result);
  return errors[""] ?? Object.values(errors)[0];
}

/** A field's text as the refused form sent it, to show it again; undefined after a success. */
export function sentTextOf(result: FormResult | undefined, name: string): string | undefined {
  if (!isRefused(result)) return undefined;
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}

/** The text fields as the refused form sent them, to fill them again; empty after a success. */
export function sentTextsOf(result: FormResult | undefined): Record<string, string> {
  if (!isRefused(result)) return {};
  return Object.fromEntries(
    Object.entries(result?.initialValue ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/** An action's answer to a form: Conform's reply, and a status line when it is done. */
export interface FormAnswer {
  result: FormResult;
  notice?: string;
}

/** The answer as one line: the refusal's message, or the status line once done. */
export function noticeOf(answer: FormAnswer | undefined): { ok: boolean; message: string } | null {
  const refusal = formMessageOf(answer?.result);
  if (refusal) return { ok: false, message: refusal };
  return answer?.notice ? { ok: true, message: answer.notice } : null;
}
