/**
 * Pages whose capability a later issue builds. Each shows its layout, German heading and
 * what it will offer; the README's feature table lists them as not yet built.
 */
export interface PendingPage {
  title: string;
  description: string;
  issue: number;
}

export const PENDING_PAGES: Record<string, PendingPage> = {
  "as/releases": { title: "Versionshinweise", description: "Was sich in der Talentsuche geändert hat.", issue: 6 },
  "as/info-new-version": {
    title: "Die neue Talentsuche",
    description: "Was die neue Version der Talentsuche bietet.",
    issue: 6,
  },
  "as/search": { title: "Talentsuche", description: "Finden Sie passende Talente in unserer Datenbank.", issue: 6 },
  "as/search-contact": { title: "Talent kontaktieren", description: "Schreiben Sie ein Talent direkt an.", issue: 6 },
  "as/search-candidate": { title: "Talentprofil", description: "Das Profil eines Talents.", issue: 6 },
  "as/matching": { title: "Matching", description: "Talente, die zu Ihren Inseraten passen.", issue: 6 },
  "as/matching-job": {
    title: "Matching für ein Inserat",
    description: "Passende Talente für dieses Inserat.",
    issue: 6,
  },
  "as/matching-contact": {
    title: "Talent kontaktieren",
    description: "Schreiben Sie ein passendes Talent an.",
    issue: 6,
  },
  "as/messages": { title: "Nachrichten", description: "Ihre Gespräche mit Talenten.", issue: 6 },
  "as/messages-profile": { title: "Nachrichten", description: "Ihr Gespräch mit diesem Talent.", issue: 6 },
  "as/projects": { title: "Projekte", description: "Sammeln Sie Talente in Projekten.", issue: 6 },
  "as/project": { title: "Projekt", description: "Die Talente dieses Projekts.", issue: 6 },
  "as/project-contact": {
    title: "Talent kontaktieren",
    description: "Schreiben Sie ein Talent aus diesem Projekt an.",
    issue: 6,
  },
  "as/saved-search": { title: "Meine Suchen", description: "Gespeicherte Suchen und Suchaufträge.", issue: 6 },
};

/**
 * The talent database has no contract ability yet (SPEC §3) and is still being built: its
 * signed-in pages show the product's offer instead of an empty area (decision 020).
 */
export const TALENT_SEARCH_OFFER = {
  href: "/produkte/talentsuche",
  label: "Talentsuche: Lizenzen und Preise",
  text: "Mit einer Lizenz der Talentsuche finden Sie wechselbereite Talente und sprechen sie direkt an. Ihre Ansprechperson schaltet die Talentsuche für Ihr Unternehmen frei.",
} as const;

/** Talent pages open to everyone (layout manage-talents-public): they describe, they sell nothing. */
const PUBLIC_TALENT_PAGES = new Set(["as/releases", "as/info-new-version"]);

export function offerOfPendingPage(routeId: string): typeof TALENT_SEARCH_OFFER | null {
  return routeId.startsWith("as/") && !PUBLIC_TALENT_PAGES.has(routeId) ? TALENT_SEARCH_OFFER : null;
}
