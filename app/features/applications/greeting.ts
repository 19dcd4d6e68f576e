import type { ApplicationSalutation } from "@db/schema/applications";

/**
 * How every mail and page greets a candidate (decision 081, docs/applications.md "Anrede"): the
 * optional "Anrede" of the apply form gives "Sehr geehrte Frau Prüfer" / "Sehr geehrter Herr
 * Prüfer"; without one ("keine Angabe", also the choice for diverse people) the gender-neutral
 * "Guten Tag Jonas Prüfer". An anonymised or withdrawn application has no name left: "Guten Tag".
 */

export const SALUTATIONS = ["frau", "herr"] as const satisfies readonly ApplicationSalutation[];

export const SALUTATION_LABELS: Record<ApplicationSalutation, string> = { frau: "Frau", herr: "Herr" };

/** The form's and the pages' word for no salutation. */
export const NO_SALUTATION_LABEL = "Keine Angabe";

export interface Addressee {
  salutation: ApplicationSalutation | null;
  firstName: string;
  lastName: string;
}

/** The salutation's label for pages and exports ("Frau", "Herr", "Keine Angabe"). */
export const salutationLabelOf = (salutation: ApplicationSalutation | null) =>
  salutation ? SALUTATION_LABELS[salutation] : NO_SALUTATION_LABEL;

/** The greeting without its comma: "Sehr geehrte Frau Prüfer" — what the templates' {Anrede} stands for. */
export function salutationLine({ salutation, firstName, lastName }: Addressee): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (!last) return "Guten Tag";
  if (salutation === "frau") return `Sehr geehrte Frau ${last}`;
  if (salutation === "herr") return `Sehr geehrter Herr ${last}`;
  return `Guten Tag ${first ? `${first} ${last}` : last}`;
}

/** A mail's first line: "Sehr geehrte Frau Prüfer,", "Guten Tag Jonas Prüfer,". */
export const greetingOf = (addressee: Addressee) => `${salutationLine(addressee)},`;
