import type { ErrorRequestHandler, Response } from "express";
import type { z } from "zod";
import { refusalOf } from "~/lib/domain-error";
import { InvalidTextError } from "./bodies";

/** The error body of the job-ad API (docs/api.md): a German message, per field for bad input. */
export interface ApiErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

export const MESSAGES = {
  unauthenticated: "Bitte melden Sie sich an.",
  forbidden: "Sie haben keine Berechtigung für diese Aktion.",
  jobAdNotFound: "Das Inserat wurde nicht gefunden.",
  noSuchEndpoint: "Diese Schnittstelle gibt es nicht.",
  invalidInput: "Bitte prüfen Sie Ihre Eingaben.",
  invalidJson: "Die Anfrage enthält kein gültiges JSON.",
  tooLarge: "Die Anfrage ist zu groß.",
  badRequest: "Die Anfrage ist ungültig.",
} as const;

/**
 * The 4xx status of an error Express or its body parsers raise for bad input (e.g. a path
 * segment with broken percent-encoding), or null for any other error.
 */
export function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const status = "status" in error ? error.status : "statusCode" in error ? error.statusCode : null;
  return typeof status === "number" && status >= 400 && status < 500 ? status : null;
}

export function sendError(res: Response, status: number, message: string, fields?: Record<string, string>): void {
  const body: ApiErrorBody = { error: { message, ...(fields ? { fields } : {}) } };
  res.status(status).json(body);
}

/**
 * A failed zod parse (or a step's check, which has the same issues) as a 400: the first message
 * per field path; a message without a path leads.
 */
export function sendValidationError(
  res: Response,
  error: Pick<z.ZodError, "issues"> | { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
): void {
  const fields: Record<string, string> = {};
  let message: string = MESSAGES.invalidInput;
  for (const issue of error.issues) {
    if (issue.path.length === 0) {
      message = issue.message;
      continue;
    }
    const path = issue.path.map(String).join(".");
    fields[path] ??= issue.message;
  }
  sendError(res, 400, message, fields);
}

/**
 * The refusals of the domain services, with their German reason; false for anything else
 * (which the caller rethrows as a 500).
 */
export function sendDomainError(res: Response, error: unknown, fields?: Record<string, string>): boolean {
  const refusal = refusalOf(error);
  if (!refusal) return false;
  sendError(res, refusal.status, refusal.message, refusal.status === 400 ? fields : undefined);
  return true;
}

/** express.json's errors (malformed or too large bodies) in the API's own shape. */
export const bodyParserErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (error instanceof InvalidTextError) return sendError(res, 400, error.message);
  const type = typeof error === "object" && error !== null && "type" in error ? error.type : null;
  if (type === "entity.parse.failed") return sendError(res, 400, MESSAGES.invalidJson);
  if (type === "entity.too.large") return sendError(res, 413, MESSAGES.tooLarge);
  if (type === "encoding.unsupported" || type === "charset.unsupported") {
    return sendError(res, 415, MESSAGES.invalidJson);
  }
  const status = clientErrorStatus(error);
  if (status !== null) return sendError(res, status, MESSAGES.badRequest);
  next(error);
};
