import { formatDate } from "~/lib/format";

/** German e-mails to the company about its employer page, addressed formally ("Sie"). */

const SIGNATURE = "\n\nMit freundlichen Grüßen\nIhr Team vom Arbeitgeberportal";

export interface PageMailContext {
  companyName: string;
  /** The editor's full address, where the company reads the reason and asks for another check. */
  editorUrl: string;
}

/** Staff took the page offline (or keep it offline after another check): the reason, and what to do. */
export function pageOfflineMail(
  page: PageMailContext,
  reason: string,
  at: Date,
  again: boolean,
): { subject: string; text: string } {
  const opening = again
    ? `wir haben die Unternehmensseite von ${page.companyName} auf Ihre Bitte hin erneut geprüft. Sie bleibt vorerst offline.`
    : `unser Team hat die Unternehmensseite von ${page.companyName} am ${formatDate(at)} offline genommen. Sie ist öffentlich nicht mehr zu sehen; Ihr Entwurf bleibt erhalten.`;
  return {
    subject: again ? "Ihre Unternehmensseite bleibt offline" : "Ihre Unternehmensseite wurde offline genommen",
    text: `Sehr geehrte Damen und Herren,\n\n${opening}\n\nBegründung:\n${reason}\n\nBitte passen Sie Ihre Seite an und wählen Sie danach im Editor „Erneut prüfen lassen“:\n${page.editorUrl}${SIGNATURE}`,
  };
}

/** Staff released the page again. */
export function pageOnlineMail(page: PageMailContext): { subject: string; text: string } {
  return {
    subject: "Ihre Unternehmensseite ist wieder online",
    text: `Sehr geehrte Damen und Herren,\n\ndie Unternehmensseite von ${page.companyName} ist wieder öffentlich zu sehen.\n\nZum Editor:\n${page.editorUrl}${SIGNATURE}`,
  };
}
