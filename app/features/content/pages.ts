import type { MetaDescriptor } from "react-router";
import type { ProductFamily } from "@db/schema";
import { pageMeta } from "./seo";

/** What every public content page declares: its h1, meta description and lead text. */
export interface ContentPage {
  /** The h1 and og:title. */
  title: string;
  /** Meta and Open Graph description: one or two sentences, under about 160 characters. */
  description: string;
  lead: string;
  /** Small label above the h1. */
  eyebrow: string;
  /** Know-how pages are articles for Open Graph, the rest are product or service pages. */
  type: "website" | "article";
  /** Product overview pages list the active products of this family from the catalogue. */
  family?: ProductFamily;
}

/** The content pages of SPEC §2, keyed by the route ids of `app/routes.ts`. */
export const CONTENT_PAGES = {
  "content/smart-bewerben": {
    eyebrow: "Recruiting Services",
    title: "Smart Bewerben",
    description:
      "Mit Smart Bewerben bewerben sich Kandidat:innen mit einem Klick – Sie erhalten vollständige, vergleichbare Bewerbungen.",
    lead: "Kandidat:innen bewerben sich mit ihrem Profil in Sekunden, Sie erhalten vollständige, vergleichbare Bewerbungen direkt im Bewerber-Manager.",
    type: "website",
  },
  "content/bewerber-manager": {
    eyebrow: "Recruiting Services",
    title: "Bewerber-Manager",
    description:
      "Alle Bewerbungen an einem Ort: sichten, bewerten, im Team abstimmen und DSGVO-konform verwalten – ohne eigene Software.",
    lead: "Sichten, bewerten und beantworten Sie alle Bewerbungen an einem Ort – im Team und datenschutzkonform.",
    type: "website",
  },
  "content/kh-offene-stellen": {
    eyebrow: "HR Know-how",
    title: "Offene Stellen schneller besetzen",
    description:
      "Wie Sie offene Stellen in Österreich schneller besetzen: klare Anforderungen, ein Inserat mit Gehaltsangabe, Reichweite und rasche Antworten.",
    lead: "Ein klares Inserat mit Gehaltsangabe, die richtige Reichweite und schnelle Antworten entscheiden, wie rasch Sie eine Stelle besetzen.",
    type: "article",
  },
  "content/kh-recruiting-mix": {
    eyebrow: "HR Know-how",
    title: "Der richtige Recruiting-Mix",
    description:
      "Stelleninserate, Active Sourcing und Employer Branding richtig kombinieren: welcher Kanal welche Talente erreicht und wann er sich lohnt.",
    lead: "Stelleninserate erreichen aktiv Suchende, Active Sourcing die wechselbereiten Talente und Ihre Arbeitgebermarke alle, die Sie noch nicht kennen.",
    type: "article",
  },
  "content/kh-richtigen-talente-anziehen": {
    eyebrow: "HR Know-how",
    title: "Die richtigen Talente anziehen",
    description:
      "Was gute Bewerber:innen überzeugt: Gehalt, Flexibilität, Entwicklung und ein ehrliches Bild Ihres Unternehmens.",
    lead: "Gehalt, flexible Arbeitszeiten, Entwicklungsmöglichkeiten und ein ehrliches Bild Ihres Unternehmens überzeugen die Talente, die zu Ihnen passen.",
    type: "article",
  },
  "content/produkte-talentsuche": {
    eyebrow: "Produkte",
    title: "Talentsuche",
    description:
      "Finden Sie wechselbereite Talente in Österreich und sprechen Sie sie direkt an – mit einer Monatslizenz und Kontaktanfragen.",
    lead: "Suchen Sie in den Profilen wechselbereiter Talente und sprechen Sie sie direkt an – bevor sie sich anderswo bewerben.",
    type: "website",
    family: "talentsuche",
  },
  "content/produkte-stelleninserate": {
    eyebrow: "Produkte",
    title: "Stelleninserate",
    description:
      "Stelleninserate schalten: Reichweite in ganz Österreich, Gehaltsangabe nach GlBG, alle Bewerbungen im Bewerber-Manager.",
    lead: "Schalten Sie Ihr Inserat in wenigen Minuten – mit gesetzeskonformer Gehaltsangabe und Bewerbungen direkt im Bewerber-Manager.",
    type: "website",
    family: "stelleninserate",
  },
  "content/produkte-arbeitgebermarke": {
    eyebrow: "Produkte",
    title: "Arbeitgebermarke",
    description:
      "Zeigen Sie mit Unternehmensseite und Employer Branding, was Ihr Unternehmen als Arbeitgeber ausmacht.",
    lead: "Mit einer Unternehmensseite zeigen Sie Bewerber:innen, wofür Ihr Unternehmen steht – mit Bildern, Benefits und Ihren offenen Stellen.",
    type: "website",
    family: "arbeitgebermarke",
  },
  "content/hr-tipps": {
    eyebrow: "HR Know-how",
    title: "HR Know-how",
    description:
      "Praxiswissen für Recruiting in Österreich: Gehaltsangabe nach GlBG, gendergerechte Titel, gute Inserate, Employer Branding und DSGVO.",
    lead: "Praxiswissen für Recruiting in Österreich: von der gesetzlichen Gehaltsangabe bis zur Aufbewahrung von Bewerbungsunterlagen.",
    type: "article",
  },
  "content/hr-faqs": {
    eyebrow: "Hilfe",
    title: "Häufige Fragen",
    description: "Antworten auf häufige Fragen zu Inseraten, Guthaben, Rechnungen, Talentsuche und Ihrem Konto.",
    lead: "Hier finden Sie Antworten auf die häufigsten Fragen zu Inseraten, Guthaben, Rechnungen, der Talentsuche und Ihrem Konto.",
    type: "website",
  },
  "content/agb": {
    eyebrow: "Rechtliches",
    title: "AGB und Impressum",
    description:
      "Allgemeine Geschäftsbedingungen für Unternehmenskunden und Impressum des Arbeitgeberportals nach § 5 ECG und § 25 MedienG.",
    lead: "Die Allgemeinen Geschäftsbedingungen für die Nutzung des Arbeitgeberportals und die Angaben nach § 5 ECG und § 25 MedienG.",
    type: "website",
  },
} satisfies Record<string, ContentPage>;

export type ContentPageId = keyof typeof CONTENT_PAGES;

export function isContentPageId(id: string | undefined): id is ContentPageId {
  return id !== undefined && Object.hasOwn(CONTENT_PAGES, id);
}

/** The page of a route id, or null for a route this module does not describe. */
function contentPageOf(id: string | undefined): ContentPage | null {
  return isContentPageId(id) ? CONTENT_PAGES[id] : null;
}

/** Title, description and Open Graph tags of a content page; none for an unknown route id. */
export function contentPageMeta(
  id: string | undefined,
  baseUrl: string | undefined,
  pathname: string,
): MetaDescriptor[] {
  const page = contentPageOf(id);
  if (!page) return [];
  return pageMeta({ title: page.title, description: page.description, type: page.type, baseUrl, pathname });
}
