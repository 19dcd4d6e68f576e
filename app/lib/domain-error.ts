/** The statuses a refusal of the domain answers with. */
export type RefusalStatus = 400 | 403 | 404 | 409;

/**
 * A rule of the domain refused the change: its German message for the user and the HTTP status
 * the refusal answers with. Every surface maps it the same way — page actions with `refusalOf`,
 * the JSON API with `sendDomainError` — so no surface picks its own status for the same refusal.
 * Anything else thrown is a bug and stays a 500.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: RefusalStatus = 409,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** What a page action answers for a refusal (status and message), or null for any other error. */
export function refusalOf(error: unknown): { status: RefusalStatus; message: string } | null {
  return error instanceof DomainError ? { status: error.status, message: error.message } : null;
}
