import type { DistributionChannel } from "@auth/user";
import { formatWholeNumber } from "./number-format";

/**
 * The catalogue's numbers and the quality-control rule in the words every page uses: the public
 * product pages, the editor's product step and the invoice line all call these, so they cannot
 * disagree (docs/decisions/020-one-catalogue-one-vocabulary.md, docs/glossary.md).
 */

/** What a product promises, as stored in `products`. */
export interface CatalogueTerms {
  runDays: number | null;
  includedPushes: number;
  topPlacementDays: number;
}

/** The unit customers pay with: "1 Credit", "2 Credits". The balance of them is the "Guthaben". */
export function formatCredits(credits: number): string {
  return `${formatWholeNumber(credits)} ${Math.abs(credits) === 1 ? "Credit" : "Credits"}`;
}

/** Run time of a product: whole years read as months, everything else in days. */
export function formatRunTime(days: number): string {
  if (days % 365 === 0) return `${(days / 365) * 12} Monate`;
  return days === 1 ? "1 Tag" : `${formatWholeNumber(days)} Tage`;
}

/** "1 Push inklusive", "2 Pushes inklusive". */
export function formatPushes(pushes: number): string {
  return `${formatWholeNumber(pushes)} ${pushes === 1 ? "Push" : "Pushes"} inklusive`;
}

/** "7 Tage Top-Platzierung". */
export function formatTopPlacement(days: number): string {
  return `${formatRunTime(days)} Top-Platzierung`;
}

/** ["60 Tage online", "1 Push inklusive", "7 Tage Top-Platzierung"]: what a job-ad product includes. */
export function productFacts(terms: CatalogueTerms): string[] {
  const facts: string[] = [];
  if (terms.runDays !== null) facts.push(`${formatRunTime(terms.runDays)} online`);
  if (terms.includedPushes > 0) facts.push(formatPushes(terms.includedPushes));
  if (terms.topPlacementDays > 0) facts.push(formatTopPlacement(terms.topPlacementDays));
  return facts;
}

/**
 * Channels whose self-service ads QA checks before they go online. Direct-sales customers and
 * ads entered by staff go online at once: their ads pass through the sales team's hands.
 */
export const REVIEWED_CHANNELS: readonly DistributionChannel[] = ["HYBRID", "SELF-SERVICE"];

/** The lifecycle's rule: does this ad wait for QA after "Veröffentlichen"? */
/** Where an ad came from: entered by the company itself, or by staff for it. */
type Origin = "self-service" | "service";

export function reviewedBeforePublication(origin: Origin, channel: DistributionChannel): boolean {
  return origin === "self-service" && REVIEWED_CHANNELS.includes(channel);
}

/** The rule in one phrase, for lists of benefits. */
export const QUALITY_CONTROL_SHORT = "Qualitätskontrolle vor der Veröffentlichung für Self-Service- und Hybrid-Kunden";

/** The quality-control promise for a visitor whose channel is unknown (public pages). */
export const QUALITY_CONTROL_PUBLIC = `${QUALITY_CONTROL_SHORT}: Unser Qualitätsteam prüft deren Inserate, bevor sie online gehen. Inserate von Direktvertriebskunden und von unserem Team erfasste Inserate gehen ohne diese Prüfung sofort online.`;

/** The quality-control fact of one ad, for the editor's product step. */
export function qualityControlFact(origin: Origin, channel: DistributionChannel): string {
  if (origin === "service") return "Ohne Prüfung durch das Qualitätsteam: von Mitarbeiter:innen erfasst";
  return reviewedBeforePublication(origin, channel)
    ? "Qualitätskontrolle vor der Veröffentlichung: Unser Qualitätsteam prüft Ihr Inserat, bevor es online geht"
    : "Ohne Wartezeit: Ihr Inserat geht nach dem Veröffentlichen sofort online";
}

/** The invoice line of a job-ad product: "Stelleninserat Top – 60 Tage online, 1 Push inklusive, … (2 Credits)". */
export function invoiceLineDescription(product: CatalogueTerms & { name: string; priceCredits: number }): string {
  const facts = productFacts(product);
  return `${product.name}${facts.length > 0 ? ` – ${facts.join(", ")}` : ""} (${formatCredits(product.priceCredits)})`;
}
