/** Public content pages: title, meta description and lead text. The full content is issue 3's. */
export interface ContentPage {
  title: string;
  description: string;
  lead: string;
}

export const CONTENT_PAGES: Record<string, ContentPage> = {
  "content/smart-bewerben": {
    title: "Smart Bewerben",
    description: "Mit Smart Bewerben erhalten Sie Bewerbungen mit einem Klick – vollständig und vergleichbar.",
    lead: "Kandidat:innen bewerben sich mit ihrem Profil in Sekunden, Sie erhalten vollständige, vergleichbare Bewerbungen direkt im Bewerber-Manager.",
  },
  "content/bewerber-manager": {
    title: "Bewerber-Manager",
    description: "Alle Bewerbungen an einem Ort: sichten, bewerten, im Team abstimmen und DSGVO-konform verwalten.",
    lead: "Sichten, bewerten und beantworten Sie alle Bewerbungen an einem Ort – im Team und datenschutzkonform.",
  },
  "content/kh-offene-stellen": {
    title: "Offene Stellen schneller besetzen",
    description: "Wie Sie offene Stellen in Österreich schneller besetzen: Inserat, Gehaltsangabe, Reichweite.",
    lead: "Ein klares Inserat mit Gehaltsangabe, die richtige Reichweite und schnelle Antworten entscheiden, wie rasch Sie eine Stelle besetzen.",
  },
  "content/kh-recruiting-mix": {
    title: "Der richtige Recruiting-Mix",
    description: "Stelleninserate, Active Sourcing und Employer Branding richtig kombinieren.",
    lead: "Stelleninserate erreichen aktiv Suchende, Active Sourcing die wechselbereiten Talente und Ihre Arbeitgebermarke alle, die Sie noch nicht kennen.",
  },
  "content/kh-richtigen-talente-anziehen": {
    title: "Die richtigen Talente anziehen",
    description:
      "Was gute Bewerber:innen überzeugt: Gehalt, Flexibilität, Entwicklung und ein ehrliches Bild Ihres Unternehmens.",
    lead: "Gehalt, flexible Arbeitszeiten, Entwicklungsmöglichkeiten und ein ehrliches Bild Ihres Unternehmens überzeugen die Talente, die zu Ihnen passen.",
  },
  "content/produkte-arbeitgebermarke": {
    title: "Arbeitgebermarke",
    description: "Zeigen Sie mit einem Arbeitgeberprofil, was Ihr Unternehmen als Arbeitgeber ausmacht.",
    lead: "Mit einem Arbeitgeberprofil zeigen Sie Bewerber:innen, wofür Ihr Unternehmen steht – mit Bildern, Benefits und Ihren offenen Stellen.",
  },
  "content/hr-tipps": {
    title: "HR Know-how",
    description: "Tipps für Recruiting, Stelleninserate und Employer Branding in Österreich.",
    lead: "Praxiswissen für Recruiting in Österreich: von der gesetzlichen Gehaltsangabe bis zum gendergerechten Inseratstitel.",
  },
  "content/hr-faqs": {
    title: "Häufige Fragen",
    description: "Antworten auf häufige Fragen zu Inseraten, Guthaben, Rechnungen und Talentsuche.",
    lead: "Hier finden Sie Antworten auf die häufigsten Fragen zu Inseraten, Guthaben, Rechnungen und der Talentsuche.",
  },
  "content/agb": {
    title: "AGB und Impressum",
    description: "Allgemeine Geschäftsbedingungen und Impressum des Arbeitgeberportals.",
    lead: "Die Allgemeinen Geschäftsbedingungen für die Nutzung des Arbeitgeberportals und die Angaben nach § 5 ECG und § 25 MedienG.",
  },
};

/** Product pages and their detail ids (the catalogue moves into the database with issue 3). */
export const PRODUCTS = {
  "content/produkte-talentsuche": {
    title: "Talentsuche",
    description: "Finden Sie wechselbereite Talente in Österreich und sprechen Sie sie direkt an.",
    lead: "Suchen Sie in tausenden Profilen wechselbereiter Talente und sprechen Sie sie direkt an – bevor sie sich anderswo bewerben.",
    details: {
      basis: "Talentsuche Basis",
      premium: "Talentsuche Premium",
    },
  },
  "content/produkte-stelleninserate": {
    title: "Stelleninserate",
    description:
      "Stelleninserate schalten: Reichweite in ganz Österreich, Gehaltsangabe nach GlBG, Bewerbungen im Bewerber-Manager.",
    lead: "Schalten Sie Ihr Inserat in wenigen Minuten – mit gesetzeskonformer Gehaltsangabe und Bewerbungen direkt im Bewerber-Manager.",
    details: {
      standard: "Stelleninserat Standard",
      top: "Stelleninserat Top",
      premium: "Stelleninserat Premium",
    },
  },
} as const;
