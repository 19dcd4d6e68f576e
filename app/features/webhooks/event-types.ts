/** The events a company's endpoints may receive (issue 36 §3, docs/api.md "Webhooks"). */
export const WEBHOOK_EVENT_TYPES = [
  "application.received",
  "application.stage_changed",
  "application.withdrawn",
  "job_ad.state_changed",
  "talent_contact.answered",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "application.received": "Bewerbung eingegangen",
  "application.stage_changed": "Bewerbung in eine andere Phase verschoben",
  "application.withdrawn": "Bewerbung zurückgezogen",
  "job_ad.state_changed": "Status eines Inserats geändert",
  "talent_contact.answered": "Kontaktanfrage der Talentsuche beantwortet",
};

/**
 * What each event carries: ids, keys and times only, never a candidate's name or address
 * (the receiver reads more through the API, with a token's scopes).
 */
export interface WebhookEventData {
  "application.received": {
    application_id: number;
    job_ad_id: number;
    stage: string;
    source: string;
    received_at: string;
  };
  "application.stage_changed": {
    application_id: number;
    job_ad_id: number;
    from_stage: string;
    to_stage: string;
    changed_at: string;
  };
  "application.withdrawn": { application_id: number; job_ad_id: number; withdrawn_at: string };
  "job_ad.state_changed": {
    job_ad_id: number;
    from_state: string;
    to_state: string;
    action: string;
    changed_at: string;
  };
  "talent_contact.answered": { conversation_id: number; answer: "accepted" | "declined" };
}
