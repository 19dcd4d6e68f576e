import { customerMay, type CustomerRight } from "@auth/abilities";

/** "A, B und C". */
function germanList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`;
}

/** What a company can manage here, by its contract abilities: only what it can use (issue 11 §3). */
export function manageableAreas(abilities: readonly string[]): string[] {
  const can = (right: CustomerRight) => customerMay(abilities, right);
  return [
    "Inserate",
    "Guthaben",
    ...(can("invoices") ? ["Rechnungen"] : []),
    ...(can("employerProfile") ? ["Ihr Arbeitgeberprofil"] : []),
  ];
}

/** The body of the welcome message a company receives. */
export function welcomeMessage(abilities: readonly string[]): { subject: string; body: string } {
  return {
    subject: "Willkommen im neuen Arbeitgeberportal",
    body: `Ab sofort verwalten Sie ${germanList(manageableAreas(abilities))} an einem Ort. Bei Fragen hilft Ihnen Ihre Ansprechperson gerne weiter.`,
  };
}

/** The dashboard's greeting. */
export function welcomeLine(firstName: string, companyName: string, abilities: readonly string[]): string {
  return `Willkommen, ${firstName}. Hier sehen Sie das Wichtigste für ${companyName} auf einen Blick: ${germanList(manageableAreas(abilities))}.`;
}
