import { actionLabel } from "~/features/job-ads/job-ads.server";
import { STEP_LABELS } from "~/features/job-ads/labels";
import { isFormStep } from "~/features/job-ads/form-steps";

/** Audit actions that are not lifecycle transitions (staff functions, service entry, QA). */
const AUDIT_LABELS: Record<string, string> = {
  "online-mail": "Online-Benachrichtigung erneut gesendet",
  schedule: "Veröffentlichungsdatum geändert",
  expiration: "Laufzeitende geändert",
  product: "Produkt geändert",
  create: "Als Service-Inserat erfasst",
  "qa-claim": "Zur Prüfung übernommen",
  "qa-release": "Prüfung abgegeben",
};

function stepOf(after: unknown): string {
  if (typeof after !== "object" || after === null || !("step" in after) || typeof after.step !== "string") return "";
  return isFormStep(after.step) ? STEP_LABELS[after.step] : after.step;
}

/**
 * An audit entry of a job ad in words, the same on the company's staff page and in the service
 * entry's summary: the step of a step save, the lifecycle's label for its actions.
 */
export function auditLabel(action: string, after: unknown): string {
  const name = action.replace(/^job-ad\./, "");
  const step = stepOf(after);
  if (name === "edit-step") return step ? `Schritt „${step}“ gespeichert` : "Schritt gespeichert";
  if (name === "autosave-step") {
    return step ? `Entwurf von „${step}“ automatisch gespeichert` : "Entwurf automatisch gespeichert";
  }
  return AUDIT_LABELS[name] ?? actionLabel(name);
}
