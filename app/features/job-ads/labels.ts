import type { FormStep } from "./form-steps";

export const STATUS_LABELS: Record<string, string> = {
  draft: "Entwurf",
  review: "In Prüfung",
  scheduled: "Geplant",
  active: "Aktiv",
  expired: "Abgelaufen",
  deactivated: "Deaktiviert",
  locked: "Gesperrt",
  deleted: "Gelöscht",
};

export const STEP_LABELS: Record<FormStep, string> = {
  data: "Daten",
  design: "Gestaltung",
  content: "Inhalt",
  product: "Produkt",
  publish: "Veröffentlichung",
  application: "Bewerbung",
};
