/**
 * What an API token may do (decision 076): one scope per kind of data and direction. Pure, so the
 * settings page, the staff panel and the integration API name the same scopes.
 */
export const SCOPES = [
  "job_ads:read",
  "job_ads:write",
  "applications:read",
  "applications:write",
  "talent_conversations:read",
] as const;
export type Scope = (typeof SCOPES)[number];

export const SCOPE_LABELS: Record<Scope, string> = {
  "job_ads:read": "Inserate lesen",
  "job_ads:write": "Inserate anlegen, bearbeiten und veröffentlichen",
  "applications:read": "Bewerbungen und ihre Dokumente lesen",
  "applications:write": "Phasen von Bewerbungen ändern",
  "talent_conversations:read": "Gespräche der Talentsuche lesen",
};

/** Scopes that change data: each use is audited. */
export const WRITE_SCOPES: ReadonlySet<Scope> = new Set(["job_ads:write", "applications:write"]);

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** Whether a token with `granted` scopes may use `required`. A write scope does not imply its read scope. */
export function hasScope(granted: readonly string[], required: Scope): boolean {
  return granted.includes(required);
}

/** The German refusal of a request whose token lacks the scope. */
export function missingScopeMessage(required: Scope): string {
  return `Diesem API-Zugang fehlt die Berechtigung „${SCOPE_LABELS[required]}“ (${required}).`;
}

/** The expiries offered when a token is created, in days; a token lives at most a year. */
export const EXPIRY_DAYS = [30, 90, 365] as const;
export const MAX_EXPIRY_DAYS = 365;
