/** How the debug viewer names a mail's delivery state (`mail_outbox.transport`). */
export const TRANSPORT_LABELS: Record<string, string> = {
  pending: "Ausstehend",
  smtp: "Per SMTP gesendet",
  outbox: "Nur im Postausgang",
  failed: "Fehlgeschlagen",
};

export function transportLabel(transport: string): string {
  return TRANSPORT_LABELS[transport] ?? transport;
}
